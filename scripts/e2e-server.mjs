#!/usr/bin/env node
/** Starts the server for e2e tests on a fresh, throw-away data directory. */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { engineProcessEnv } from './server-env.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const dataDir = mkdtempSync(join(tmpdir(), 'inkling-e2e-'));
const server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
  cwd: root,
  stdio: 'inherit',
  // Every spec signs in from 127.0.0.1, more often than the per-address sign-in limit allows.
  // No load balancer to drain from: stop at once.
  env: engineProcessEnv({
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    SIGN_IN_RATE_LIMIT: '1000',
    SHUTDOWN_DRAIN_SECONDS: '0',
  }),
});
const cleanUp = () => rmSync(dataDir, { recursive: true, force: true });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => {
  cleanUp();
  process.exit(code ?? 0);
});

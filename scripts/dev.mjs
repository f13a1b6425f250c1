#!/usr/bin/env node
/**
 * `npm run dev`: the API server under `tsx watch` (restarts on server, engine and
 * contracts changes) and Vite's dev server with hot reload on http://localhost:5173,
 * which proxies /api to the API server on PORT (default 3000).
 */
import { spawn } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { engineProcessEnv } from './server-env.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const children = [
  spawn('npx', ['tsx', 'watch', '--clear-screen=false', 'apps/server/src/main.ts'], {
    cwd: root,
    stdio: 'inherit',
    // Vite's dev server proxies /api with the browser's Origin, so the API trusts that origin.
    env: engineProcessEnv({
      SERVE_WEB: '0',
      TRUSTED_ORIGINS: process.env.TRUSTED_ORIGINS ?? 'http://localhost:5173,http://127.0.0.1:5173',
    }),
  }),
  spawn('npx', ['vite', '--configLoader', 'runner', '--host', '127.0.0.1'], {
    cwd: join(root, 'apps/web'),
    stdio: 'inherit',
  }),
];
const stop = (signal) => {
  for (const child of children) child.kill(signal);
};
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => stop(signal));
for (const child of children)
  child.on('exit', (code) => {
    stop('SIGTERM');
    process.exit(code ?? 0);
  });

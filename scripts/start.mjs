#!/usr/bin/env node
/**
 * `npm start`: builds the web app when its sources are newer than the last build, then
 * runs the API server (which applies migrations, serves the SPA and runs the worker
 * in-process) under a supervisor that restarts it whenever it dies (supervise.mjs).
 * Defaults need no configuration (see README "Configuration").
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { engineProcessEnv } from './server-env.mjs';
import { supervise } from './supervise.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const distIndex = join(root, 'apps/web/dist/index.html');
const webInputs = [
  'apps/web/src',
  'apps/web/index.html',
  'apps/web/vite.config.ts',
  'apps/web/public',
  'packages/contracts/src',
];

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(path)) newest = Math.max(newest, newestMtime(join(path, entry)));
  return newest;
}

const builtAt = existsSync(distIndex) ? statSync(distIndex).mtimeMs : 0;
const sourcesAt = Math.max(...webInputs.map((p) => newestMtime(join(root, p))));
if (sourcesAt > builtAt) {
  console.log('Building the web app…');
  const build = spawnSync('npm', ['run', 'build', '-w', 'apps/web'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const server = supervise({
  command: process.execPath,
  args: ['--import', 'tsx', 'apps/server/src/main.ts'],
  cwd: root,
  env: engineProcessEnv(),
});
server.done.then((code) => process.exit(code));
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    server.stop(signal).then((code) => process.exit(code));
  });
}

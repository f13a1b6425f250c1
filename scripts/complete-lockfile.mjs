#!/usr/bin/env node
/**
 * Adds lock entries for Biome's platform packages that this machine's registry does not
 * serve (only the Linux builds are there), so `npm ci` accepts the lock on a fresh clone.
 * Each entry carries its os/cpu/libc, so npm skips it here without fetching anything.
 * Run after any change of the Biome version: `node scripts/complete-lockfile.mjs package-lock.json`.
 * See docs/decisions/004-lockfile-platform-entries.md.
 */
import { readFileSync, writeFileSync } from 'node:fs';

const path = process.argv[2];
const lock = JSON.parse(readFileSync(path, 'utf8'));
const biome = lock.packages['node_modules/@biomejs/biome'];
const version = biome.version;
const platforms = {
  'win32-x64': { os: ['win32'], cpu: ['x64'] },
  'win32-arm64': { os: ['win32'], cpu: ['arm64'] },
  'darwin-x64': { os: ['darwin'], cpu: ['x64'] },
  'darwin-arm64': { os: ['darwin'], cpu: ['arm64'] },
  'linux-x64-musl': { os: ['linux'], cpu: ['x64'], libc: ['musl'] },
  'linux-arm64-musl': { os: ['linux'], cpu: ['arm64'], libc: ['musl'] },
  'android-x64': { os: ['android'], cpu: ['x64'] },
  'android-arm64': { os: ['android'], cpu: ['arm64'] },
};
for (const [p, fields] of Object.entries(platforms)) {
  const key = `node_modules/@biomejs/cli-${p}`;
  if (lock.packages[key]) continue;
  lock.packages[key] = {
    version,
    dev: true,
    license: 'MIT OR Apache-2.0',
    optional: true,
    ...fields,
    engines: { node: '>=14.21.3' },
  };
}
lock.packages = Object.fromEntries(
  Object.entries(lock.packages).sort(([a], [b]) =>
    a === '' ? -1 : b === '' ? 1 : a < b ? -1 : a > b ? 1 : 0,
  ),
);
writeFileSync(path, `${JSON.stringify(lock, null, 2)}\n`);

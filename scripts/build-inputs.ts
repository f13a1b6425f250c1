/**
 * Up-to-date checks shared by the web prebuild generators (build-guides.ts,
 * build-blog-images.ts): an output is rebuilt when any of its inputs changed after it.
 */
import { readdirSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository root. */
export const REPO_ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');

/** Every non-test TypeScript source below `dir` (relative to the repository root), as relative paths. */
export function sourcesIn(dir: string): string[] {
  return readdirSync(join(REPO_ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return sourcesIn(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

/** Modification time of `path` in ms, NaN when it does not exist (so it never counts as newer). */
function mtime(path: string): number {
  try {
    return statSync(path).mtimeMs;
  } catch {
    return Number.NaN;
  }
}

/**
 * True when every output file exists and is newer than every input.
 * @param inputs paths relative to the repository root
 * @param outputs absolute paths
 */
export function outputsUpToDate(inputs: string[], outputs: string[]): boolean {
  const newestInput = Math.max(...inputs.map((path) => mtime(join(REPO_ROOT, path))));
  return outputs.every((path) => mtime(path) > newestInput);
}

#!/usr/bin/env node
/**
 * Pre-compresses the built web app (issue 15): for every text file in the given folder
 * (default dist) at least 1 KiB large, writes `<file>.br` (brotli, quality 11) and
 * `<file>.gz` (gzip, level 9) beside it, unless the compressed copy is not smaller. The
 * server (apps/server/src/static-files.ts) loads them into memory and picks one by the
 * request's Accept-Encoding. Run by `npm run build -w apps/web` after `vite build`.
 */
import { readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** Extensions worth compressing (images and fonts are compressed already). */
export const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|txt|xml|map|webmanifest|ico)$/i;
/** Smaller files are sent as they are (the headers would cost more than the saving). */
export const MIN_BYTES = 1024;

function* walk(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(full);
    else yield full;
  }
}

/** Compresses every eligible file under `dir`; returns { files, bytes, br, gz } totals. */
export function precompress(dir) {
  const totals = { files: 0, bytes: 0, br: 0, gz: 0 };
  for (const file of walk(dir)) {
    if (file.endsWith('.br') || file.endsWith('.gz')) continue;
    if (!COMPRESSIBLE.test(file) || statSync(file).size < MIN_BYTES) continue;
    const bytes = readFileSync(file);
    const br = brotliCompressSync(bytes, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 11,
        [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
      },
    });
    const gz = gzipSync(bytes, { level: 9 });
    for (const [ext, out] of [
      ['.br', br],
      ['.gz', gz],
    ]) {
      if (out.length < bytes.length) writeFileSync(file + ext, out);
      else rmSync(file + ext, { force: true });
    }
    totals.files += 1;
    totals.bytes += bytes.length;
    totals.br += Math.min(br.length, bytes.length);
    totals.gz += Math.min(gz.length, bytes.length);
  }
  return totals;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const dir = path.resolve(process.argv[2] ?? 'dist');
  const t = precompress(dir);
  const kb = (n) => `${(n / 1024).toFixed(0)} KB`;
  console.log(`precompress: ${t.files} files, ${kb(t.bytes)} → brotli ${kb(t.br)}, gzip ${kb(t.gz)}`);
}

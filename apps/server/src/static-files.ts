import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

/**
 * The built web app's files held in memory (issue 15: "served from memory"), each with the
 * brotli and gzip copies `scripts/precompress.mjs` wrote beside it at build time. Files over
 * MAX_FILE_BYTES stay on disk (the caller falls back to serving them from there).
 */

/** Largest file kept in memory, bytes (the whole build is ~3 MB; a stray video is not). */
export const MAX_FILE_BYTES = 5 * 1024 * 1024;

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.ico': 'image/x-icon',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.gif': 'image/gif',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.pdf': 'application/pdf',
};

/** One file: its bytes, and the smaller encodings when the build made them. */
export interface StaticFile {
  type: string;
  /** Strong validator of the identity bytes; an encoding appends its own suffix. */
  etag: string;
  identity: Buffer;
  br?: Buffer;
  gzip?: Buffer;
}

/** URL path (`/assets/x.js`) → file. */
export type StaticFiles = Map<string, StaticFile>;

/** Reads every file under `distDir` (sidecar .br/.gz attached to their file, not served alone). */
export function loadStaticFiles(distDir: string): StaticFiles {
  const files: StaticFiles = new Map();
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        walk(full);
        continue;
      }
      if (/\.(?:br|gz)$/.test(entry.name) || statSync(full).size > MAX_FILE_BYTES) continue;
      const identity = readFileSync(full);
      const sidecar = (ext: string) => {
        try {
          return readFileSync(full + ext);
        } catch {
          return undefined;
        }
      };
      const url = `/${path.relative(distDir, full).split(path.sep).join('/')}`;
      files.set(url, {
        type: TYPES[path.extname(entry.name).toLowerCase()] ?? 'application/octet-stream',
        etag: `"${createHash('sha256').update(identity).digest('base64url').slice(0, 22)}"`,
        identity,
        br: sidecar('.br'),
        gzip: sidecar('.gz'),
      });
    }
  };
  walk(distDir);
  return files;
}

/**
 * The response for `file`: brotli when the client accepts it, else gzip, else the bytes as
 * they are (Vary: Accept-Encoding whenever a compressed copy exists); 304 when `If-None-Match`
 * names the chosen representation's ETag. `cacheControl` is set on both.
 */
export function staticResponse(file: StaticFile, request: Request, cacheControl: string): Response {
  const accepted = parseAcceptEncoding(request.headers.get('accept-encoding') ?? '');
  let body = file.identity;
  let encoding: 'br' | 'gzip' | null = null;
  if (file.br && accepted.has('br')) {
    body = file.br;
    encoding = 'br';
  } else if (file.gzip && accepted.has('gzip')) {
    body = file.gzip;
    encoding = 'gzip';
  }
  const etag = encoding ? `${file.etag.slice(0, -1)}-${encoding}"` : file.etag;
  const headers = new Headers({ ETag: etag, 'Cache-Control': cacheControl });
  if (file.br || file.gzip) headers.set('Vary', 'Accept-Encoding');
  const ifNoneMatch = request.headers.get('if-none-match');
  if (ifNoneMatch?.split(',').some((t) => t.trim().replace(/^W\//, '') === etag)) {
    return new Response(null, { status: 304, headers });
  }
  headers.set('Content-Type', file.type);
  headers.set('Content-Length', String(body.length));
  if (encoding) headers.set('Content-Encoding', encoding);
  const bytes = new Uint8Array(body.buffer as ArrayBuffer, body.byteOffset, body.length);
  return new Response(request.method === 'HEAD' ? null : bytes, { status: 200, headers });
}

/** Codings with a non-zero q in an Accept-Encoding header (RFC 9110 §12.5.3), lower-case. */
function parseAcceptEncoding(header: string): Set<string> {
  const out = new Set<string>();
  for (const part of header.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    if (name && !(q && Number(q.slice(2)) === 0)) out.add(name);
  }
  return out;
}

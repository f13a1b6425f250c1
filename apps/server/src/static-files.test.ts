import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { Hono } from 'hono';
import { afterAll, describe, expect, it } from 'vitest';
import { createLogger } from './logger';
import type { AppEnv } from './routes/openapi';
import { mountSpa } from './spa';

/** The web build's compression step (apps/web `npm run build` runs it after vite build). */
const PRECOMPRESS = path.resolve(import.meta.dirname, '../../web/scripts/precompress.mjs');

const dist = mkdtempSync(path.join(tmpdir(), 'inkling-static-'));
afterAll(() => rmSync(dist, { recursive: true, force: true }));

/** Static files from memory with build-time brotli/gzip (issue 15), through mountSpa. */
describe('static files: pre-compressed, negotiated, cached', () => {
  const js = `export const words = ${JSON.stringify(Array.from({ length: 2000 }, (_, i) => `word${i}`))};\n`;
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>Inkling</title>');
  writeFileSync(path.join(dist, 'assets', 'entry-abc123.js'), js);
  writeFileSync(path.join(dist, 'robots.txt'), 'User-agent: *\n'.repeat(200));
  writeFileSync(path.join(dist, 'tiny.txt'), 'hi');
  const report = execFileSync(process.execPath, [PRECOMPRESS, dist], { encoding: 'utf8' });
  const app = new Hono<AppEnv>();
  mountSpa(app, dist, createLogger());
  const get = (url: string, headers: Record<string, string> = {}) => app.request(url, { headers });

  it('the build step writes smaller .br and .gz copies of text files, not of tiny ones', () => {
    expect(report).toMatch(/^precompress: 2 files/);
    expect(existsSync(path.join(dist, 'assets', 'entry-abc123.js.br'))).toBe(true);
    expect(existsSync(path.join(dist, 'assets', 'entry-abc123.js.gz'))).toBe(true);
    expect(existsSync(path.join(dist, 'tiny.txt.br'))).toBe(false);
  });

  it('sends brotli when accepted, else gzip, else the bytes as they are — all the same content', async () => {
    const br = await get('/assets/entry-abc123.js', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(br.headers.get('vary')).toBe('Accept-Encoding');
    expect(br.headers.get('content-type')).toMatch(/^text\/javascript/);
    const brBytes = Buffer.from(await br.arrayBuffer());
    expect(Number(br.headers.get('content-length'))).toBe(brBytes.length);
    expect(brotliDecompressSync(brBytes).toString()).toBe(js);

    const gz = await get('/assets/entry-abc123.js', { 'accept-encoding': 'gzip' });
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(Buffer.from(await gz.arrayBuffer())).toString()).toBe(js);

    const refused = await get('/assets/entry-abc123.js', { 'accept-encoding': 'br;q=0, gzip;q=0' });
    expect(refused.headers.get('content-encoding')).toBeNull();
    expect(await refused.text()).toBe(js);
    const plain = await get('/assets/entry-abc123.js');
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toBe(js);
    expect(new Set([br, gz, plain].map((r) => r.headers.get('etag'))).size).toBe(3);
  });

  it('hashed assets are immutable; other files revalidate with their ETag (304)', async () => {
    const asset = await get('/assets/entry-abc123.js');
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const robots = await get('/robots.txt', { 'accept-encoding': 'br' });
    expect(robots.headers.get('cache-control')).toBe('public, no-cache');
    const etag = robots.headers.get('etag')!;
    const again = await get('/robots.txt', { 'accept-encoding': 'br', 'if-none-match': etag });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
    // The gzip representation has another tag: a br tag does not validate it.
    expect((await get('/robots.txt', { 'accept-encoding': 'gzip', 'if-none-match': etag })).status).toBe(200);
    const tiny = await get('/tiny.txt', { 'accept-encoding': 'br' });
    expect(tiny.headers.get('content-encoding')).toBeNull();
    expect(await tiny.text()).toBe('hi');
  });

  it('the .br and .gz copies are not addresses of their own; app routes still get index.html', async () => {
    expect((await get('/assets/entry-abc123.js.br')).status).toBe(404);
    const route = await get('/projects/1');
    expect(route.headers.get('cache-control')).toBe('no-cache');
    expect(await route.text()).toContain('<title>Inkling</title>');
  });
});

import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Hono } from 'hono';
import { afterAll, describe, expect, it } from 'vitest';
import { createLogger } from './logger';
import type { AppEnv } from './routes/openapi';
import { mountSpa } from './spa';

const dist = mkdtempSync(path.join(tmpdir(), 'inkling-dist-'));
afterAll(() => rmSync(dist, { recursive: true, force: true }));

function appWith(distDir: string) {
  const app = new Hono<AppEnv>();
  app.get('/api/health', (c) => c.json({ ok: true }));
  app.notFound((c) => c.json({ error: { code: 'not_found', message: 'Not found' } }, 404));
  mountSpa(app, distDir, createLogger());
  return app;
}

describe('mountSpa', () => {
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>Inkling</title>');
  writeFileSync(path.join(dist, 'assets', 'app-1234.js'), 'console.log(1)');
  writeFileSync(path.join(dist, 'favicon.svg'), '<svg/>');
  const app = appWith(dist);

  it('serves hashed assets with a year-long immutable cache', async () => {
    const res = await app.request('/assets/app-1234.js');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });

  it('answers 404 for a missing /assets file (issue 12: it was a 500), never the app HTML', async () => {
    const res = await app.request('/assets/app-0000.js');
    expect(res.status).toBe(404);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(await res.text()).not.toContain('<title>Inkling</title>');
  });

  it('serves other files and falls back to an uncached index.html for app routes', async () => {
    expect((await app.request('/favicon.svg')).status).toBe(200);
    for (const route of ['/', '/projects/123', '/training/module/2']) {
      const res = await app.request(route);
      expect(res.status).toBe(200);
      expect(res.headers.get('cache-control')).toBe('no-cache');
      expect(await res.text()).toContain('<title>Inkling</title>');
    }
  });

  it('leaves /api alone', async () => {
    expect((await app.request('/api/health')).status).toBe(200);
    const res = await app.request('/api/unknown');
    expect(res.status).toBe(404);
    expect((await res.json()) as object).toMatchObject({ error: { code: 'not_found' } });
  });

  it('explains how to build when dist is missing', async () => {
    const res = await appWith(path.join(dist, 'missing')).request('/');
    expect(res.status).toBe(503);
    expect(await res.text()).toMatch(/npm run build/);
  });
});

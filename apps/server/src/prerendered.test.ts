import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { Hono } from 'hono';
import { afterAll, describe, expect, it } from 'vitest';
import { createLogger } from './logger';
import { ORIGIN_PLACEHOLDER, routePattern } from './prerendered';
import type { AppEnv } from './routes/openapi';
import { mountSpa } from './spa';

/** Prerendered pages (issue 18) through mountSpa, from a folder shaped like the web build's. */
const dist = mkdtempSync(path.join(tmpdir(), 'inkling-prerendered-'));
afterAll(() => rmSync(dist, { recursive: true, force: true }));

const ORIGIN = 'https://inkling.example';
const page = (name: string) =>
  `<!doctype html><title>${name}</title><link rel="canonical" href="${ORIGIN_PLACEHOLDER}/${name}" />` +
  `<div id="root" data-prerendered><h1>${name}</h1>${'words '.repeat(400)}</div>`;

mkdirSync(path.join(dist, 'pages', 'blog'), { recursive: true });
writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>Shell</title><div id="root"></div>');
writeFileSync(path.join(dist, 'pages', 'index.html'), page('home'));
writeFileSync(path.join(dist, 'pages', 'pricing.html'), page('pricing'));
writeFileSync(path.join(dist, 'pages', 'blog', 'a-post.html'), page('a-post'));
writeFileSync(path.join(dist, 'pages', '404.html'), page('not-found'));
writeFileSync(
  path.join(dist, 'pages', 'manifest.json'),
  JSON.stringify({
    pages: [
      { path: '/', file: 'index.html', notFound: false },
      { path: '/pricing', file: 'pricing.html', notFound: false },
      { path: '/blog/a-post', file: 'blog/a-post.html', lastmod: '2025-02-01', notFound: false },
      { path: '/404', file: '404.html', notFound: true },
    ],
    clientRoutes: ['/', '/pricing', '/blog/:slug', '/projects/:projectId', '/settings'],
  }),
);

const app = new Hono<AppEnv>();
app.notFound((c) => c.json({ error: { code: 'not_found', message: 'Not found' } }, 404));
mountSpa(app, dist, createLogger(), undefined, {
  publicUrl: ORIGIN,
  blogPosts: async () => [
    { path: '/blog/a-post', lastmod: '2025-02-01' },
    { path: '/blog/added-later', lastmod: '2025-03-04' },
  ],
});

describe('prerendered pages', () => {
  it('serves each page at its address with the server origin, compressed', async () => {
    const res = await app.request('/pricing', { headers: { 'Accept-Encoding': 'gzip' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-encoding')).toBe('gzip');
    const html = gunzipSync(Buffer.from(await res.arrayBuffer())).toString('utf8');
    expect(html).toContain('<h1>pricing</h1>');
    expect(html).toContain(`<link rel="canonical" href="${ORIGIN}/pricing" />`);
    expect(html).not.toContain(ORIGIN_PLACEHOLDER);
    expect(await (await app.request('/')).text()).toContain('<h1>home</h1>');
    expect(await (await app.request('/blog/a-post/')).text()).toContain('<h1>a-post</h1>');
  });

  it('gives browser-rendered routes the shell and unknown addresses the 404 page', async () => {
    const shell = await app.request('/projects/123');
    expect(shell.status).toBe(200);
    expect(await shell.text()).toContain('<title>Shell</title>');
    expect(await (await app.request('/blog/added-later')).text()).toContain('<title>Shell</title>');
    const missing = await app.request('/no/such/page');
    expect(missing.status).toBe(404);
    expect(missing.headers.get('x-robots-tag')).toBe('noindex');
    expect(await missing.text()).toContain('<h1>not-found</h1>');
    expect((await app.request('/pages/pricing.html')).status).toBe(404);
    expect((await app.request('/pages/manifest.json')).status).toBe(404);
  });

  it('answers robots.txt and a sitemap of the pages and every blog post', async () => {
    const robots = await (await app.request('/robots.txt')).text();
    expect(robots).toContain(
      'Disallow: /api/\nDisallow: /projects/\nDisallow: /settings\nDisallow: /moderation',
    );
    expect(robots).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
    const res = await app.request('/sitemap.xml');
    expect(res.headers.get('content-type')).toContain('application/xml');
    const locs = [...(await res.text()).matchAll(/<url><loc>([^<]+)<\/loc>(?:<lastmod>([^<]+))?/g)].map(
      (m) => [m[1], m[2]],
    );
    expect(locs).toEqual([
      [`${ORIGIN}/`, undefined],
      [`${ORIGIN}/pricing`, undefined],
      [`${ORIGIN}/blog/a-post`, '2025-02-01'],
      [`${ORIGIN}/blog/added-later`, '2025-03-04'],
    ]);
  });

  it('matches route patterns by whole segments', () => {
    expect(routePattern('/projects/:projectId').test('/projects/abc')).toBe(true);
    expect(routePattern('/projects/:projectId').test('/projects/abc/x')).toBe(false);
    expect(routePattern('/').test('/')).toBe(true);
    expect(routePattern('/').test('/x')).toBe(false);
  });
});

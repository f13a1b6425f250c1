import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import { API_ERRORS } from '@inkling/contracts/messages';
import type { Hono } from 'hono';
import { type HtmlMeta, injectPageMeta } from './html-meta';
import { pathHasControlCharacters } from './http/security';
import type { Logger } from './logger';
import { robotsTxt, sitemapXml, takePrerenderedSite } from './prerendered';
import type { AppEnv } from './routes/openapi';
import { loadStaticFiles, staticResponse } from './static-files';

/** Cache-Control of hashed files: their name changes with their content. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Cache-Control of other files: kept, but revalidated with their ETag each time. */
const REVALIDATE = 'public, no-cache';

/**
 * Serves the built web app from `distDir` (apps/web/dist), from memory with the build's brotli
 * and gzip copies chosen by Accept-Encoding (issue 15): hashed files under /assets with a
 * year-long immutable cache, other files revalidated by ETag, and index.html (never cached) for
 * every other GET outside /api so client-side routes work on reload. `pageMeta`, when given,
 * names the status and head tags of an address (shared pages, issue 10: Open Graph tags in
 * the HTML itself, 404 for unknown ids); null keeps the defaults. Without a build, GETs
 * outside /api answer 503 with a message saying how to build it.
 *
 * With `site` (issue 18), the build's prerendered public pages (dist/pages, see
 * prerendered.ts) are served at their addresses with `site.publicUrl` as their origin, an
 * address that neither they nor a browser route own gets the prerendered 404 page with status
 * 404, and /robots.txt and /sitemap.xml (the prerendered pages plus `site.blogPosts()`, the
 * posts in the database with their dates) are answered.
 */
export function mountSpa(
  app: Hono<AppEnv>,
  distDir: string,
  logger: Logger,
  pageMeta?: (path: string) => Promise<(HtmlMeta & { status: 200 | 404 }) | null>,
  site?: { publicUrl: string; blogPosts?: () => Promise<{ path: string; lastmod?: string }[]> },
): void {
  const indexFile = path.join(distDir, 'index.html');
  if (!existsSync(indexFile)) {
    logger.warn({ distDir }, 'web app not built: run `npm run build` (GET / will explain)');
    app.get('*', (c, next) => {
      if (c.req.path.startsWith('/api/')) return next();
      return c.text(`The web app is not built yet. Run \`npm run build\` (expected ${indexFile}).\n`, 503);
    });
    return;
  }
  // A control character in an address (`/s/abc%00`) is a bad request, not the app's page (issue 27 #8).
  app.use('*', async (c, next) => {
    if (c.req.path.startsWith('/api/') || !pathHasControlCharacters(c.req.path)) return next();
    c.header('Cache-Control', 'no-store');
    return c.text(`path: ${API_ERRORS.controlCharacters}`, 400);
  });
  const root = path.relative(process.cwd(), distDir) || '.';
  const serveFiles = serveStatic({ root });
  // Every file in memory with its build-time brotli/gzip copies (issue 15).
  const files = loadStaticFiles(distDir);
  const indexHtml = files.get('/index.html')?.identity.toString('utf8');
  const prerendered = site ? takePrerenderedSite(files, site.publicUrl) : null;
  if (site) {
    app.get('/robots.txt', (c) => {
      c.header('Cache-Control', 'public, max-age=3600');
      return c.text(robotsTxt(site.publicUrl));
    });
    app.get('/sitemap.xml', async (c) => {
      const posts = site.blogPosts ? await site.blogPosts() : [];
      c.header('Cache-Control', 'public, max-age=3600');
      c.header('Content-Type', 'application/xml; charset=utf-8');
      return c.body(sitemapXml(site.publicUrl, [...(prerendered?.sitemap ?? []), ...posts]));
    });
  }
  app.use('/assets/*', async (c) => {
    const file = files.get(c.req.path);
    if (file) return staticResponse(file, c.req.raw, IMMUTABLE);
    // Hashed names never change; a missing one is a plain 404, not the app's HTML (issue 12).
    // The build's .br/.gz copies are served only through negotiation, never by their own name.
    const res = /\.(?:br|gz)$/.test(c.req.path) ? undefined : await serveFiles(c, async () => {});
    if (!res) {
      c.header('Cache-Control', 'no-store');
      return c.text('Not found', 404);
    }
    const headers = new Headers(res.headers);
    headers.set('Cache-Control', 'public, max-age=31536000, immutable');
    return new Response(res.body, { status: res.status, headers });
  });
  app.use('*', async (c, next) => {
    // Directory paths ('/' included) fall through to the uncached index.html below.
    if (c.req.path.startsWith('/api/') || c.req.path.endsWith('/') || c.req.path === '/index.html')
      return next();
    // The prerendered pages are served at their addresses only, never as /pages/<file>.
    if (prerendered && c.req.path.startsWith('/pages/')) return next();
    const file = files.get(c.req.path);
    if (file && (c.req.method === 'GET' || c.req.method === 'HEAD'))
      return staticResponse(file, c.req.raw, REVALIDATE);
    return serveFiles(c, next);
  });
  app.get('*', async (c, next) => {
    if (c.req.path.startsWith('/api/')) return next();
    const address = c.req.path.length > 1 ? c.req.path.replace(/\/+$/, '') : c.req.path;
    const page = prerendered?.pages.get(address);
    if (page) return staticResponse(page, c.req.raw, 'no-cache');
    c.header('Cache-Control', 'no-cache');
    const html = indexHtml ?? (await readFile(indexFile, 'utf8'));
    const meta = pageMeta ? await pageMeta(c.req.path) : null;
    if (!meta && prerendered?.notFound && !prerendered.isClientRoute(address)) {
      c.header('X-Robots-Tag', 'noindex');
      return c.html(prerendered.notFound.identity.toString('utf8'), 404);
    }
    if (!meta) return c.html(html);
    if (meta.noindex) c.header('X-Robots-Tag', 'noindex');
    return c.html(injectPageMeta(html, meta), meta.status);
  });
}

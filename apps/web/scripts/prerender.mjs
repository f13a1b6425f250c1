#!/usr/bin/env node
/**
 * Prerenders the public pages (issue 18): loads the SSR build of src/prerender/entry-server.tsx
 * (dist-ssr/, made by `vite build --ssr`), renders every public page into the built
 * dist/index.html and writes dist/pages/<path>.html ("/" → index.html) plus
 * dist/pages/manifest.json (each page's head preloads its own code and its largest image:
 * dist/.vite/route-preloads.json, entry-server preloadTags); { pages: [{ path, file, lastmod?, notFound }], clientRoutes:
 * [pattern] }, which the server reads to serve each page at its address, answer unknown
 * addresses with the 404 page and list the pages in sitemap.xml. Run by `npm run build -w
 * apps/web` after both Vite builds and before scripts/precompress.mjs.
 */
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const webDir = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');
const distDir = path.join(webDir, 'dist');
const pagesDir = path.join(distDir, 'pages');

const entry = await import(pathToFileURL(path.join(webDir, 'dist-ssr', 'entry-server.js')).href);
const template = readFileSync(path.join(distDir, 'index.html'), 'utf8');
// Each page component's module preloads, written by the client build (vite.config.ts preloads()).
const preloadsFile = path.join(distDir, '.vite', 'route-preloads.json');
if (!existsSync(preloadsFile)) throw new Error(`${preloadsFile} is missing: run the client build first`);
const pages = await entry.renderPublicPages(template, JSON.parse(readFileSync(preloadsFile, 'utf8')));
rmSync(pagesDir, { recursive: true, force: true });
for (const page of pages) {
  const file = path.join(pagesDir, page.file);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, page.html);
}
const manifest = {
  pages: pages.map(({ path: pagePath, file, lastmod, notFound }) => ({
    path: pagePath,
    file,
    lastmod,
    notFound,
  })),
  clientRoutes: entry.clientRoutePatterns(),
};
writeFileSync(path.join(pagesDir, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
console.log(`prerendered ${pages.length} pages into ${path.relative(process.cwd(), pagesDir)}`);
// The rendered app leaves timers behind (TanStack Query's 5-minute garbage collection of
// the prerender's queries): exit now instead of holding the build for five minutes.
process.exit(0);

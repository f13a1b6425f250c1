import { createHash } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { StaticFile, StaticFiles } from './static-files';

/**
 * The public pages the web build prerendered (issue 18: apps/web/scripts/prerender.mjs writes
 * dist/pages/<path>.html and dist/pages/manifest.json), ready to serve at their addresses.
 */

/** The token the build writes where the site's origin belongs (apps/web/src/prerender/head.ts). */
export const ORIGIN_PLACEHOLDER = '%INKLING_ORIGIN%';

/** One entry of dist/pages/manifest.json. */
interface ManifestPage {
  path: string;
  file: string;
  /** YYYY-MM-DD (blog posts and the blog list). */
  lastmod?: string;
  notFound: boolean;
}

/** The prerendered pages, the 404 page and the browser-rendered route patterns. */
export interface PrerenderedSite {
  /** Address ("/", "/pricing", "/blog/<slug>") → its HTML with this server's origin. */
  pages: Map<string, StaticFile>;
  /** Served with status 404 for addresses no route owns. */
  notFound?: StaticFile;
  /** Addresses of the sitemap, with their last change when known. */
  sitemap: { path: string; lastmod?: string }[];
  /** True when the browser's router has a route for `path` (the SPA shell serves it). */
  isClientRoute: (path: string) => boolean;
}

/** A route pattern ("/projects/:projectId", "/") as an anchored RegExp over a path. */
export function routePattern(pattern: string): RegExp {
  const source = pattern
    .split('/')
    .map((segment) =>
      segment.startsWith(':') ? '[^/]+' : segment.replace(/[.*+?^${}()|[\]\\]/g, (ch) => `\\${ch}`),
    )
    .join('/');
  return new RegExp(`^${source === '' ? '/' : source}/?$`);
}

/** `html` as a static file with fresh brotli (quality 9) and gzip (level 9) copies and ETag. */
function htmlFile(html: string): StaticFile {
  const identity = Buffer.from(html, 'utf8');
  return {
    type: 'text/html; charset=utf-8',
    etag: `"${createHash('sha256').update(identity).digest('base64url').slice(0, 22)}"`,
    identity,
    br: brotliCompressSync(identity, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 9, [constants.BROTLI_PARAM_SIZE_HINT]: identity.length },
    }),
    gzip: gzipSync(identity, { level: 9 }),
  };
}

/**
 * Takes the prerendered pages out of `files` (so dist/pages/* is never served by its own
 * name) and returns them keyed by address, with ORIGIN_PLACEHOLDER replaced by `publicUrl`
 * (no trailing slash) and compressed again. Null when the build has no prerendered pages
 * (an older build or a test folder): the server then serves index.html as before.
 * Throws when the manifest names a page file that is not there.
 */
export function takePrerenderedSite(files: StaticFiles, publicUrl: string): PrerenderedSite | null {
  const taken = new Map<string, StaticFile>();
  for (const [key, file] of files) {
    if (!key.startsWith('/pages/')) continue;
    taken.set(key.slice('/pages/'.length), file);
    files.delete(key);
  }
  const manifestFile = taken.get('manifest.json');
  if (!manifestFile) return null;
  const manifest = JSON.parse(manifestFile.identity.toString('utf8')) as {
    pages: ManifestPage[];
    clientRoutes: string[];
  };
  const pages = new Map<string, StaticFile>();
  let notFound: StaticFile | undefined;
  const sitemap: PrerenderedSite['sitemap'] = [];
  for (const page of manifest.pages) {
    const html = taken.get(page.file)?.identity.toString('utf8');
    if (html === undefined) throw new Error(`prerendered page ${page.file} is missing`);
    const file = htmlFile(html.replaceAll(ORIGIN_PLACEHOLDER, publicUrl));
    if (page.notFound) notFound = file;
    else {
      pages.set(page.path, file);
      sitemap.push({ path: page.path, lastmod: page.lastmod });
    }
  }
  const patterns = manifest.clientRoutes.map(routePattern);
  return { pages, notFound, sitemap, isClientRoute: (path) => patterns.some((re) => re.test(path)) };
}

/** Paths robots.txt keeps crawlers out of (issue 18): the API and signed-in or private pages. */
export const ROBOTS_DISALLOW = [
  '/api/',
  '/projects/',
  '/settings',
  '/moderation',
  '/redeem',
  '/gift-cards',
] as const;

/** robots.txt (RFC 9309): every crawler may fetch all but ROBOTS_DISALLOW; the sitemap's absolute URL. */
export function robotsTxt(publicUrl: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    ...ROBOTS_DISALLOW.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${publicUrl}/sitemap.xml`,
    '',
  ].join('\n');
}

function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

/**
 * sitemap.xml (sitemaps.org protocol 0.9): one `<url>` per entry, `loc` = publicUrl + path,
 * `lastmod` (YYYY-MM-DD) when known. Entries with the same path are listed once (the first wins).
 */
export function sitemapXml(
  publicUrl: string,
  entries: readonly { path: string; lastmod?: string }[],
): string {
  const seen = new Set<string>();
  const urls: string[] = [];
  for (const entry of entries) {
    if (seen.has(entry.path)) continue;
    seen.add(entry.path);
    const lastmod = entry.lastmod ? `<lastmod>${escapeXml(entry.lastmod)}</lastmod>` : '';
    urls.push(`  <url><loc>${escapeXml(`${publicUrl}${entry.path}`)}</loc>${lastmod}</url>`);
  }
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

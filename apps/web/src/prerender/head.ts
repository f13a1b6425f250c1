import { OG_IMAGE_PATH, SITE_SEO } from '@inkling/contracts/content/seo';

/**
 * The origin the prerendered HTML is written with (issue 18). The build cannot know where the
 * site will live, so absolute URLs (canonical, og:url, og:image, JSON-LD) start with this
 * token and the server replaces it with its PUBLIC_URL when it loads the pages
 * (apps/server/src/prerendered.ts). Keep the two in step.
 */
export const ORIGIN_PLACEHOLDER = '%INKLING_ORIGIN%';

/** The link-preview picture of a page: a site-relative path and its pixel size. */
export interface HeadImage {
  path: string;
  width: number;
  height: number;
  alt: string;
}

/** The site's own 1200×630 preview picture (scripts/build-og-image.ts). */
export const SITE_OG_IMAGE: HeadImage = {
  path: OG_IMAGE_PATH,
  width: 1200,
  height: 630,
  alt: SITE_SEO.ogImageAlt,
};

/** Everything a prerendered page's `<head>` says about it. */
export interface HeadTags {
  /** Site-relative path, e.g. "/pricing". */
  path: string;
  title: string;
  description: string;
  image: HeadImage;
  /** "website" for the site's pages, "article" for blog posts (ogp.me). */
  ogType: 'website' | 'article';
  /** schema.org objects, each written as one `application/ld+json` data block. */
  jsonLd: readonly object[];
  /** Keep out of search engines (the 404 page). */
  noindex: boolean;
}

/** Escapes text for an HTML attribute or text node. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

/** JSON for a `<script type="application/ld+json">` block: `<` escaped so no text can end the block. */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

/** An absolute URL of a site path, with the origin left as ORIGIN_PLACEHOLDER. */
export function absolute(path: string): string {
  return `${ORIGIN_PLACEHOLDER}${path}`;
}

/**
 * The head tags of one page: title, description, canonical, Open Graph (ogp.me) and
 * Twitter "summary_large_image" card with the picture, robots when noindex, and the JSON-LD
 * data blocks (data, not scripts: the CSP's `script-src 'self'` does not apply to them).
 */
export function headTags(head: HeadTags): string[] {
  const a = escapeHtml;
  const url = absolute(head.path);
  const image = absolute(head.image.path);
  return [
    `<title>${a(head.title)}</title>`,
    `<meta name="description" content="${a(head.description)}" />`,
    ...(head.noindex
      ? ['<meta name="robots" content="noindex" />']
      : [`<link rel="canonical" href="${a(url)}" />`]),
    `<meta property="og:type" content="${head.ogType}" />`,
    `<meta property="og:site_name" content="${a(SITE_SEO.siteName)}" />`,
    `<meta property="og:title" content="${a(head.title)}" />`,
    `<meta property="og:description" content="${a(head.description)}" />`,
    `<meta property="og:url" content="${a(url)}" />`,
    `<meta property="og:image" content="${a(image)}" />`,
    '<meta property="og:image:type" content="image/png" />',
    `<meta property="og:image:width" content="${head.image.width}" />`,
    `<meta property="og:image:height" content="${head.image.height}" />`,
    `<meta property="og:image:alt" content="${a(head.image.alt)}" />`,
    '<meta name="twitter:card" content="summary_large_image" />',
    `<meta name="twitter:title" content="${a(head.title)}" />`,
    `<meta name="twitter:description" content="${a(head.description)}" />`,
    `<meta name="twitter:image" content="${a(image)}" />`,
    `<meta name="twitter:image:alt" content="${a(head.image.alt)}" />`,
    ...head.jsonLd.map((data) => `<script type="application/ld+json">${jsonForScript(data)}</script>`),
  ];
}

/**
 * The built index.html with `tags` in its head (its own title, description and og:* tags
 * removed first) and `body` inside `<div id="root">`, marked `data-prerendered` so main.tsx
 * hydrates instead of rendering from scratch, and `extraBody` (the query-data block) after it.
 * `first` (preloads) go before the head's first script, so the browser requests them first;
 * `modules` (the page's code) are listed in `data-preload` on the root, for main.tsx to fetch
 * once the page has been shown.
 */
export function fillTemplate(
  template: string,
  tags: readonly string[],
  body: string,
  extraBody: string,
  first: readonly string[] = [],
  modules: readonly string[] = [],
): string {
  const stripped = template
    .replace(/<title>[\s\S]*?<\/title>\s*/i, '')
    .replace(/<meta\s+name="description"[\s\S]*?\/?>\s*/i, '')
    .replace(/<meta\s+property="og:[a-z_:]+"[\s\S]*?\/?>\s*/gi, '');
  if (!stripped.includes('<div id="root"></div>')) throw new Error('index.html has no empty <div id="root">');
  const withFirst = first.length
    ? stripped.replace(/(\s*)<script\b/i, (match, space: string) => `${space}${first.join(space)}${match}`)
    : stripped;
  return withFirst
    .replace(/<\/head>/i, `  ${tags.join('\n    ')}\n  </head>`)
    .replace(
      '<div id="root"></div>',
      () =>
        `<div id="root" data-prerendered${modules.length ? ` data-preload="${escapeHtml(modules.join(' '))}"` : ''}>${body}</div>${extraBody}`,
    );
}

/** The head tags `injectPageMeta` writes (issue 10 "Link previews"). */
export interface HtmlMeta {
  title: string;
  description: string;
  /** Absolute URL of the page (og:url, canonical). */
  url: string;
  /** Absolute URL of the 1200×630 link-preview PNG; absent on a 404. */
  imageUrl?: string;
  imageAlt?: string;
  /** Keep out of search engines (unlisted links, 404s). */
  noindex: boolean;
}

/** Escapes text for an HTML attribute or text node. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

/**
 * Writes a page's title, description, canonical URL, Open Graph and Twitter card tags into
 * the built index.html (the Open Graph protocol, ogp.me; Twitter's "summary_large_image"
 * card), replacing the app's default title, description and og:title/og:description/og:type,
 * so a crawler that runs no JavaScript sees the picture. Every value is HTML-escaped.
 * @param html the built index.html.
 * @returns the HTML with the tags before `</head>`.
 */
export function injectPageMeta(html: string, meta: HtmlMeta): string {
  const attr = escapeHtml;
  const tags = [
    `<title>${escapeHtml(meta.title)}</title>`,
    `<meta name="description" content="${attr(meta.description)}" />`,
    `<link rel="canonical" href="${attr(meta.url)}" />`,
    `<meta property="og:type" content="article" />`,
    `<meta property="og:title" content="${attr(meta.title)}" />`,
    `<meta property="og:description" content="${attr(meta.description)}" />`,
    `<meta property="og:url" content="${attr(meta.url)}" />`,
    ...(meta.imageUrl
      ? [
          `<meta property="og:image" content="${attr(meta.imageUrl)}" />`,
          `<meta property="og:image:type" content="image/png" />`,
          `<meta property="og:image:width" content="1200" />`,
          `<meta property="og:image:height" content="630" />`,
          `<meta property="og:image:alt" content="${attr(meta.imageAlt ?? meta.title)}" />`,
          `<meta name="twitter:card" content="summary_large_image" />`,
          `<meta name="twitter:image" content="${attr(meta.imageUrl)}" />`,
        ]
      : [`<meta name="twitter:card" content="summary" />`]),
    `<meta name="twitter:title" content="${attr(meta.title)}" />`,
    `<meta name="twitter:description" content="${attr(meta.description)}" />`,
    ...(meta.noindex ? [`<meta name="robots" content="noindex" />`] : []),
  ];
  const stripped = html
    .replace(/<title>[\s\S]*?<\/title>/i, '')
    .replace(/<meta\s+name="description"[\s\S]*?\/?>/i, '')
    .replace(/<meta\s+property="og:(?:type|title|description)"[\s\S]*?\/?>/gi, '');
  return stripped.replace(/<\/head>/i, `    ${tags.join('\n    ')}\n  </head>`);
}

/**
 * Writes apps/web/public/og-image.png: the site's 1200×630 link-preview picture (issue 18;
 * the Open Graph / Twitter "summary_large_image" size), the pages' og:image except blog posts,
 * which show their own picture. Drawn with sharp from an SVG (the logo, the words from
 * contracts content/seo) beside the first blog post's coloring page, so the preview shows
 * what Inkling makes. Runs in the web app's `prebuild` after the blog images.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { BLOG_SEED_POSTS } from '@inkling/contracts/content/blog-posts';
import { OG_IMAGE_PATH, SITE_SEO } from '@inkling/contracts/content/seo';
import sharp from 'sharp';
import { blogImageFile, WEB_PUBLIC_DIR } from './build-blog-images';

/** Pixel size of the picture (the Open Graph recommendation for large cards). */
export const OG_WIDTH = 1200;
export const OG_HEIGHT = 630;
/** Side of the coloring page drawn on the right, px. */
const PAGE_SIDE = 470;
/** System fonts librsvg finds through fontconfig (Debian: fonts-dejavu). */
const FONT = 'DejaVu Sans, Liberation Sans, Arial, sans-serif';

function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

/** `<text>` rows starting at baseline `y`, `step` px apart. */
function lines(rows: readonly string[], y: number, step: number, attrs: string): string {
  return rows
    .map(
      (row, i) => `<text x="80" y="${y + i * step}" font-family="${FONT}" ${attrs}>${escapeXml(row)}</text>`,
    )
    .join('');
}

/** The PNG bytes of the preview picture; throws when the first blog image is missing. */
export async function renderOgImage(publicDir: string): Promise<Buffer> {
  const first = BLOG_SEED_POSTS[0];
  if (!first) throw new Error('No blog post to draw the preview from');
  const page = await sharp(readFileSync(blogImageFile(publicDir, first)))
    .resize(PAGE_SIDE, PAGE_SIDE)
    .png()
    .toBuffer();
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${OG_WIDTH}" height="${OG_HEIGHT}">
  <rect width="100%" height="100%" fill="#fff8ef"/>
  <circle cx="1130" cy="40" r="140" fill="#ffc83d" opacity="0.35"/>
  <circle cx="80" cy="600" r="120" fill="#ff7a45" opacity="0.18"/>
  <g transform="translate(80 150) scale(1.6)">
    <rect width="64" height="64" rx="16" fill="#6d4aff"/>
    <path d="M18 46l4-12 20-20a5 5 0 017 7L29 41z" fill="#fff"/>
    <path d="M18 46l4-12 7 7z" fill="#ffc83d"/>
    <circle cx="46" cy="46" r="5" fill="#ff7a45"/>
  </g>
  <text x="200" y="232" font-family="${FONT}" font-weight="bold" font-size="84" fill="#2b2140">${escapeXml(SITE_SEO.ogImageHeading)}</text>
  ${lines(SITE_SEO.ogImageTagline, 330, 60, 'font-weight="bold" font-size="52" fill="#6d4aff"')}
  ${lines(SITE_SEO.ogImageCaption, 480, 38, 'font-size="28" fill="#5a5170"')}
  <rect x="${OG_WIDTH - PAGE_SIDE - 70}" y="${(OG_HEIGHT - PAGE_SIDE) / 2 - 10}" width="${PAGE_SIDE + 20}" height="${PAGE_SIDE + 20}" rx="18" fill="#ffffff" stroke="#e6dccd" stroke-width="3"/>
</svg>`;
  return sharp(Buffer.from(svg))
    .composite([{ input: page, left: OG_WIDTH - PAGE_SIDE - 60, top: (OG_HEIGHT - PAGE_SIDE) / 2 }])
    .png({ compressionLevel: 9 })
    .toBuffer();
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const out = join(WEB_PUBLIC_DIR, OG_IMAGE_PATH);
  await sharp(await renderOgImage(WEB_PUBLIC_DIR)).toFile(out);
  console.log(`og image: ${out}`);
}

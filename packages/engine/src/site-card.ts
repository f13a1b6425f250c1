import sharp from 'sharp';
import { SOCIAL_PREVIEW_SIZE } from './social-preview';

/** Words drawn on the site card; each array is one text line per entry. */
export interface SiteCardWords {
  heading: string;
  tagline: readonly string[];
  caption: readonly string[];
}

/** Side of the coloring page drawn on the right, px. */
const PAGE_SIDE = 470;
/** System fonts librsvg finds through fontconfig (Debian: fonts-dejavu); any sans otherwise. */
const FONT = 'DejaVu Sans, Liberation Sans, Arial, sans-serif';

function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

/** `<text>` rows from baseline `y`, `step` px apart. */
function lines(rows: readonly string[], y: number, step: number, attrs: string): string {
  return rows
    .map(
      (row, i) => `<text x="80" y="${y + i * step}" font-family="${FONT}" ${attrs}>${escapeXml(row)}</text>`,
    )
    .join('');
}

/**
 * The site's own link-preview picture (issue 18: og:image of the public pages): the logo,
 * `words` on the left, and `page` (a coloring page PNG the engine made) as a sheet on the
 * right, on the app's paper colour. Same input → same bytes.
 * @returns a 1200×630 PNG (SOCIAL_PREVIEW_SIZE).
 * @throws sharp's error when `page` cannot be decoded.
 */
export async function siteCard(page: Buffer, words: SiteCardWords): Promise<Buffer> {
  const { width: W, height: H } = SOCIAL_PREVIEW_SIZE;
  const sheet = await sharp(page).resize(PAGE_SIDE, PAGE_SIDE, { fit: 'inside' }).png().toBuffer();
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}">
  <rect width="100%" height="100%" fill="#fff8ef"/>
  <circle cx="1130" cy="40" r="140" fill="#ffc83d" opacity="0.35"/>
  <circle cx="80" cy="600" r="120" fill="#ff7a45" opacity="0.18"/>
  <g transform="translate(80 150) scale(1.6)">
    <rect width="64" height="64" rx="16" fill="#6d4aff"/>
    <path d="M18 46l4-12 20-20a5 5 0 017 7L29 41z" fill="#fff"/>
    <path d="M18 46l4-12 7 7z" fill="#ffc83d"/>
    <circle cx="46" cy="46" r="5" fill="#ff7a45"/>
  </g>
  <text x="200" y="232" font-family="${FONT}" font-weight="bold" font-size="84" fill="#2b2140">${escapeXml(words.heading)}</text>
  ${lines(words.tagline, 330, 60, 'font-weight="bold" font-size="52" fill="#6d4aff"')}
  ${lines(words.caption, 480, 38, 'font-size="28" fill="#5a5170"')}
  <rect x="${W - PAGE_SIDE - 70}" y="${(H - PAGE_SIDE) / 2 - 10}" width="${PAGE_SIDE + 20}" height="${PAGE_SIDE + 20}" rx="18" fill="#ffffff" stroke="#e6dccd" stroke-width="3"/>
</svg>`;
  return sharp(Buffer.from(svg))
    .composite([{ input: sheet, left: W - PAGE_SIDE - 60, top: (H - PAGE_SIDE) / 2 }])
    .png({ compressionLevel: 9 })
    .toBuffer();
}

import type { BookFormat, PdfOptions, PrintCheck, PrintRule } from '@inkling/contracts/book';
import { KDP, PRINT_RULE_TEXTS } from '@inkling/contracts/book';
import type { PageFormat } from '@inkling/contracts/page';

/**
 * Layout math of a coloring book (issue 11), pure functions in PDF points (1 pt = 1/72 in,
 * PDF 1.7 §8.3.2.3) with the origin at the bottom left.
 *
 * Print-ready layout follows Amazon KDP's published paperback rules (KDP Help, "Paperback
 * manuscript formatting guide" and "Set trim size, bleed, and margins"): trim 8.5 × 11 in;
 * bleed 0.125 in on the top, bottom and outside edge, so a bleed page is 8.625 × 11.25 in;
 * inside (gutter) margin ≥ 0.375 in for 24–150 pages; outside margins ≥ 0.375 in with bleed
 * (≥ 0.25 in without); at least 24 pages; an even page count (KDP adds a blank last page to
 * an odd one); images at least 300 dpi. The numbers are `KDP` in @inkling/contracts/book.
 */

export const POINTS_PER_INCH = 72;
const pt = (inches: number) => inches * POINTS_PER_INCH;

/** A rectangle in points: lower-left corner and size. */
export interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Paper sizes in points: US Letter 8.5 × 11 in (612 × 792); ISO A4 210 × 297 mm (595.28 × 841.89). */
export const PAPER_POINTS: Record<BookFormat, { width: number; height: number }> = {
  letter: { width: 612, height: 792 },
  a4: { width: (210 / 25.4) * 72, height: (297 / 25.4) * 72 },
};

/**
 * The book's own format: the more common of letter and A4 among its pages (square counts as
 * letter, the US default); a tie goes to the first page's. An empty list → letter.
 */
export function bookFormat(formats: readonly PageFormat[]): BookFormat {
  const asBook = (f: PageFormat): BookFormat => (f === 'a4' ? 'a4' : 'letter');
  let a4 = 0;
  for (const f of formats) if (asBook(f) === 'a4') a4++;
  const letter = formats.length - a4;
  if (a4 === letter) return formats.length > 0 ? asBook(formats[0] as PageFormat) : 'letter';
  return a4 > letter ? 'a4' : 'letter';
}

/**
 * The largest rectangle of aspect `width`:`height` inside `box`, centred: the whole picture
 * shows (fitted, never cropped). Throws RangeError for a non-positive size.
 */
export function fitRect(width: number, height: number, box: Rect): Rect {
  if (!(width > 0 && height > 0)) throw new RangeError(`picture size ${width}×${height} must be positive`);
  const scale = Math.min(box.width / width, box.height / height);
  const w = width * scale;
  const h = height * scale;
  return { x: box.x + (box.width - w) / 2, y: box.y + (box.height - h) / 2, width: w, height: h };
}

/**
 * Resolution a picture of `pixelWidth` px prints at when drawn `drawnWidth` pt wide, in dpi
 * (rounded down).
 */
export function effectiveDpi(pixelWidth: number, drawnWidth: number): number {
  return Math.floor(pixelWidth / (drawnWidth / POINTS_PER_INCH));
}

/** Margins of the home-printer PDF: 0.5 in all round, plus a 0.25 in band for the page number. */
export const PLAIN_MARGIN_PT = pt(0.5);
/** Print-ready margins from the trim edge (≥ KDP's minimums: inside 0.375 in, outside 0.375 in with bleed). */
export const PRINT_MARGINS_IN = { inside: 0.5, outside: 0.375, top: 0.375, bottom: 0.75 } as const;
/** Page-number baseline above the trim's bottom edge: inside the live area (≥ 0.375 in). */
export const PRINT_NUMBER_BASELINE_IN = 0.4375;
/** Page-number font size, pt. */
export const PAGE_NUMBER_SIZE = 10;

/** One sheet side of the PDF with its boxes (points). */
export interface SheetGeometry {
  /** MediaBox (= BleedBox when print-ready). */
  media: Rect;
  /** TrimBox when print-ready; null for the home-printer PDF. */
  trim: Rect | null;
  /** Where a picture may go (its live area); pictures are fitted inside. */
  content: Rect;
  /** Where the page number's baseline is centred. */
  pageNumber: { x: number; y: number };
}

/**
 * Geometry of PDF page `index` (1-based; odd = right-hand, recto). Home-printer pages: the
 * book's paper with symmetric margins. Print-ready pages: 8.625 × 11.25 in with the 0.125 in
 * bleed on the outside edge (right on odd pages, left on even), top and bottom, TrimBox
 * 8.5 × 11 in, and mirror margins (`PRINT_MARGINS_IN`, inside at the spine).
 */
export function sheetGeometry(format: BookFormat, printReady: boolean, index: number): SheetGeometry {
  if (!printReady) {
    const { width, height } = PAPER_POINTS[format];
    const m = PLAIN_MARGIN_PT;
    const numberBand = pt(0.25);
    return {
      media: { x: 0, y: 0, width, height },
      trim: null,
      content: { x: m, y: m + numberBand, width: width - 2 * m, height: height - 2 * m - numberBand },
      pageNumber: { x: width / 2, y: m },
    };
  }
  const bleed = pt(KDP.bleedIn);
  const trimW = pt(KDP.trimWidthIn);
  const trimH = pt(KDP.trimHeightIn);
  const recto = index % 2 === 1;
  const trim: Rect = { x: recto ? 0 : bleed, y: bleed, width: trimW, height: trimH };
  const left = recto ? PRINT_MARGINS_IN.inside : PRINT_MARGINS_IN.outside;
  const right = recto ? PRINT_MARGINS_IN.outside : PRINT_MARGINS_IN.inside;
  const content: Rect = {
    x: trim.x + pt(left),
    y: trim.y + pt(PRINT_MARGINS_IN.bottom),
    width: trimW - pt(left + right),
    height: trimH - pt(PRINT_MARGINS_IN.top + PRINT_MARGINS_IN.bottom),
  };
  return {
    media: { x: 0, y: 0, width: trimW + bleed, height: trimH + 2 * bleed },
    trim,
    content,
    pageNumber: { x: content.x + content.width / 2, y: trim.y + pt(PRINT_NUMBER_BASELINE_IN) },
  };
}

/** What one PDF page shows. `picture` indexes the book's included pages (0-based). */
export type SheetKind = { kind: 'cover' } | { kind: 'picture'; picture: number } | { kind: 'blank' };

/**
 * The PDF's pages in order: the cover, then each picture; with `blankBacks` a blank page
 * follows the cover and every picture (so every picture is on a right-hand page and markers
 * do not bleed through); with `fillToMinimum` blank pages are added at the end up to 24
 * pages (KDP's minimum) and an even count.
 */
export function sheetSequence(
  pictures: number,
  options: Pick<PdfOptions, 'blankBacks' | 'fillToMinimum'>,
): SheetKind[] {
  const out: SheetKind[] = [{ kind: 'cover' }];
  if (options.blankBacks) out.push({ kind: 'blank' });
  for (let i = 0; i < pictures; i++) {
    out.push({ kind: 'picture', picture: i });
    if (options.blankBacks) out.push({ kind: 'blank' });
  }
  const fill = options.fillToMinimum ? fillCount(out.length) : 0;
  for (let i = 0; i < fill; i++) out.push({ kind: 'blank' });
  return out;
}

/** Blank pages to add to `pages` to reach at least 24 pages and an even count (KDP). */
export function fillCount(pages: number): number {
  const target = Math.max(KDP.minPages, pages + (pages % 2));
  return target - pages;
}

/** A picture of the book, as the print check sees it. */
export interface CheckedPicture {
  /** 1-based page number in the book ("Page N"). */
  pageNumber: number;
  width: number;
  height: number;
}

/**
 * The print-ready check: every KDP rule the book's print-ready PDF would break with
 * `options`, each as a sentence (PRINT_RULE_TEXTS): no pages; fewer than 24 pages; an odd
 * page count; a picture printing below 300 dpi once fitted in the live area (square 2048 px
 * pages do: ≈ 268 dpi). The margins, trim and bleed are met by construction
 * (`sheetGeometry`). `pageCount` counts the cover and blanks.
 */
export function printCheck(
  pictures: readonly CheckedPicture[],
  options: Pick<PdfOptions, 'blankBacks' | 'fillToMinimum'>,
): PrintCheck {
  const problems: { rule: PrintRule; message: string }[] = [];
  const unfilled = sheetSequence(pictures.length, { ...options, fillToMinimum: false }).length;
  const fill = fillCount(unfilled);
  const pageCount = options.fillToMinimum ? unfilled + fill : unfilled;
  if (pictures.length === 0) problems.push({ rule: 'empty', message: PRINT_RULE_TEXTS.empty });
  if (pageCount < KDP.minPages)
    problems.push({ rule: 'min-pages', message: PRINT_RULE_TEXTS.minPages(pageCount) });
  if (pageCount % 2 === 1)
    problems.push({ rule: 'even-pages', message: PRINT_RULE_TEXTS.evenPages(pageCount) });
  pictures.forEach((picture, i) => {
    // Picture i sits on page 2 + i (no blank backs) or 3 + 2i (blank backs); both parities share one width.
    const sheet = options.blankBacks ? 3 + 2 * i : 2 + i;
    const placed = fitRect(picture.width, picture.height, sheetGeometry('letter', true, sheet).content);
    const dpi = effectiveDpi(picture.width, placed.width);
    if (dpi < KDP.minDpi)
      problems.push({ rule: 'resolution', message: PRINT_RULE_TEXTS.resolution(picture.pageNumber, dpi) });
  });
  return { ok: problems.length === 0, pageCount, fillPages: fill, problems };
}

/** A shape of the drawn cover frame, in points. */
export type FrameShape =
  | { kind: 'rect'; rect: Rect; lineWidth: number; radius: number }
  | { kind: 'star'; cx: number; cy: number; outer: number; inner: number; lineWidth: number };

/**
 * The drawn frame of a cover without a picture: two rounded rectangles (an outer 3 pt line,
 * an inner 1 pt line 8 pt inside) and a five-pointed star in each corner, all black outlines
 * a child can colour. `box` is the area the frame fills.
 */
export function coverFrame(box: Rect): FrameShape[] {
  const inset = 8;
  const star = Math.min(box.width, box.height) * 0.06;
  const shapes: FrameShape[] = [
    { kind: 'rect', rect: box, lineWidth: 3, radius: 18 },
    {
      kind: 'rect',
      rect: {
        x: box.x + inset,
        y: box.y + inset,
        width: box.width - 2 * inset,
        height: box.height - 2 * inset,
      },
      lineWidth: 1,
      radius: 12,
    },
  ];
  const off = inset + star * 1.6;
  for (const [cx, cy] of [
    [box.x + off, box.y + off],
    [box.x + box.width - off, box.y + off],
    [box.x + off, box.y + box.height - off],
    [box.x + box.width - off, box.y + box.height - off],
  ] as const)
    shapes.push({ kind: 'star', cx, cy, outer: star, inner: star * 0.45, lineWidth: 1.5 });
  return shapes;
}

/** The 10 points of a five-pointed star (first point up), for drawing as a closed polygon. */
export function starPoints(cx: number, cy: number, outer: number, inner: number): [number, number][] {
  const out: [number, number][] = [];
  for (let i = 0; i < 10; i++) {
    const r = i % 2 === 0 ? outer : inner;
    const a = Math.PI / 2 + (i * Math.PI) / 5;
    out.push([cx + r * Math.cos(a), cy + r * Math.sin(a)]);
  }
  return out;
}

/**
 * A download name from the book title: letters and digits kept (any script), other runs
 * become "-", at most 60 characters, `fallback` when nothing is left; plus `.ext`.
 */
export function bookFileName(title: string, ext: string, fallback: string): string {
  const base = title
    .normalize('NFKC')
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
  return `${base || fallback}.${ext}`;
}

import sharp, { type Metadata } from 'sharp';
import { AUDIENCE_PROFILES, type AudienceProfile, PRINT_DPI, pageSize, SAFE_MARGIN_PX } from '../profiles';
import type { Audience, PageFormat } from '../types';
import { BLOB_WIDTH_PX, findBlobs } from './blobs';
import { components, distanceSquared, invert, labelRuns, ridges, stampDisk } from './morph';
import { PHOTO_PINHOLE_LINE_AREAS } from './photo-cleanup';

/** Options of {@link checkPage}. */
export interface CheckOptions {
  audience: Audience;
  format: PageFormat;
  /** The page has a frame; it sits inside the safe margin, so the margin band must stay white anyway. */
  frame?: boolean;
  /** The page's rules when its style changes them (profiles.ts pageProfile); default the audience's. */
  profile?: AudienceProfile;
  /**
   * The page was drawn from a photo (photoToLineArt): rule 5 then allows regions smaller than
   * minRegionAreaPx and only refuses pinholes, regions under PHOTO_PINHOLE_LINE_AREAS line
   * widths² (which photoCleanup fills). A photo's likeness is in its detail — an eye, a
   * nostril, a window — which is smaller than a crayon's region at page size; three blind
   * panels preferred pages that keep it (docs/decisions/023-photo-pages-keep-small-regions.md).
   */
  photo?: boolean;
}

/** Verdict of {@link checkPage}: `ok` when `problems` is empty. */
export interface CheckResult {
  ok: boolean;
  problems: string[];
}

/** Share of the ink tolerated in thin parts, for anti-aliasing remnants at line ends, corners and crossings. */
const THIN_RIDGE_TOLERANCE = 0.05;

/**
 * The one set of print checks every provider and path is tested with (engine issue
 * "Line-art pipeline"). On a print PNG it verifies:
 *
 * 1. PNG, 8-bit greyscale (1 channel, not palette), only pixel values 0 and 255;
 * 2. the format's size at 300 dpi (profiles.pageSize) and a declared density of PRINT_DPI;
 * 3. nothing black inside the SAFE_MARGIN_PX (75 px = 0.25 in) band, frame or not;
 * 4. no stroke thinner than the audience's minLineWidthPx: black pixels no disk of
 *    that diameter covers (an opening computed with the distance transform) are
 *    thin; a page fails when a thin piece's centre line (distance-transform ridge)
 *    is longer than 2×minLineWidthPx or thin parts exceed 5 % of the ink
 *    (tolerance for anti-aliasing remnants at line ends, corners and crossings);
 * 5. no enclosed white region (4-connected, as a paint-bucket fill; not touching the
 *    page edge) smaller than the audience's minRegionAreaPx — on a `photo` page, none
 *    smaller than PHOTO_PINHOLE_LINE_AREAS × lineWidthPx² (a pinhole; see CheckOptions.photo).
 *
 * 6. no solid black area wider than 2.5 mm whose inside could be coloured (blobs.ts:
 *    small features such as eyes, whose inside would be smaller than minRegionAreaPx,
 *    are allowed; issue 14 #5).
 *
 * Black means a value below 128. Problems are human-readable sentences with numbers.
 * Never throws for a bad image: an unreadable PNG is reported as a problem.
 */
export async function checkPage(png: Buffer, opts: CheckOptions): Promise<CheckResult> {
  const problems: string[] = [];
  const profile = opts.profile ?? AUDIENCE_PROFILES[opts.audience];
  const expected = pageSize(opts.format);
  let meta: Metadata;
  let raw: Buffer;
  let channels: number;
  try {
    meta = await sharp(png).metadata();
    // Greyscale files decode to one channel; anything else keeps its channels so colour shows up.
    const pipeline = meta.channels === 1 ? sharp(png).toColourspace('b-w') : sharp(png);
    const out = await pipeline.raw().toBuffer({ resolveWithObject: true });
    raw = out.data;
    channels = out.info.channels;
  } catch (error) {
    return { ok: false, problems: [`not a readable image: ${(error as Error).message}`] };
  }
  if (meta.format !== 'png') problems.push(`format is ${meta.format}, expected png`);
  if (meta.isPalette) problems.push('PNG is palette-based, expected 8-bit greyscale');
  if (meta.channels !== 1 || meta.depth !== 'uchar')
    problems.push(
      `PNG has ${meta.channels} channel(s) of ${meta.depth}, expected 1 channel of 8 bits (greyscale)`,
    );
  const w = meta.width ?? 0;
  const h = meta.height ?? 0;
  if (w !== expected.width || h !== expected.height)
    problems.push(
      `size is ${w}×${h} px, expected ${expected.width}×${expected.height} px for ${opts.format}`,
    );
  if (meta.density !== PRINT_DPI)
    problems.push(`density is ${meta.density ?? 'not set'} dpi, expected ${PRINT_DPI}`);

  const n = w * h;
  const black = new Uint8Array(n);
  let nonBinary = 0;
  let example = -1;
  if (channels === 1) {
    for (let i = 0; i < n; i++) {
      const v = raw[i]!;
      if (v === 0) black[i] = 1;
      else if (v !== 255) {
        nonBinary++;
        if (example < 0) example = v;
        if (v < 128) black[i] = 1;
      }
    }
  } else {
    for (let i = 0, j = 0; i < n; i++, j += channels) {
      let v = 255;
      for (let c = 0; c < channels; c++) {
        const cv = raw[j + c]!;
        if (cv !== 0 && cv !== 255) {
          nonBinary++;
          if (example < 0) example = cv;
        }
        if (c < 3 && cv < v) v = cv;
      }
      if (v < 128) black[i] = 1;
    }
  }
  if (nonBinary > 0) problems.push(`${nonBinary} pixel value(s) are neither 0 nor 255 (e.g. ${example})`);

  const margin = marginInk(black, w, h, SAFE_MARGIN_PX);
  if (margin.count > 0)
    problems.push(
      `${margin.count} black pixel(s) inside the ${SAFE_MARGIN_PX} px safe margin, first at (${margin.x}, ${margin.y})`,
    );

  const thin = thinStrokes(black, w, h, profile.minLineWidthPx);
  if (thin.longestRun > 2 * profile.minLineWidthPx || thin.share > THIN_RIDGE_TOLERANCE)
    problems.push(
      `lines thinner than ${profile.minLineWidthPx} px: a run of ${thin.longestRun} px ` +
        `(thinnest ${thin.thinnest.toFixed(1)} px) at (${thin.x}, ${thin.y}); ` +
        `${(thin.share * 100).toFixed(1)} % of the ink is in thin parts`,
    );

  const minRegion = opts.photo
    ? Math.round(PHOTO_PINHOLE_LINE_AREAS * profile.lineWidthPx * profile.lineWidthPx)
    : profile.minRegionAreaPx;
  const small = smallRegions(black, w, h, minRegion);
  if (small.count > 0)
    problems.push(
      `${small.count} enclosed white region(s) smaller than ${minRegion} px²; ` +
        `smallest ${small.smallest} px² at (${small.x}, ${small.y})`,
    );

  if (w > 0 && h > 0) {
    const grey = new Uint8Array(n);
    for (let i = 0; i < n; i++) grey[i] = black[i] ? 0 : 255;
    const blobs = findBlobs(grey, w, h, profile);
    if (blobs.length > 0)
      problems.push(
        `${blobs.length} solid black area(s) wider than ${BLOB_WIDTH_PX} px (2.5 mm) with room to colour inside; ` +
          `largest inside ${blobs[0]!.insideArea} px² at (${blobs[0]!.x}, ${blobs[0]!.y})`,
      );
  }
  return { ok: problems.length === 0, problems };
}

function marginInk(
  black: Uint8Array,
  w: number,
  h: number,
  m: number,
): { count: number; x: number; y: number } {
  let count = 0;
  let fx = -1;
  let fy = -1;
  for (let y = 0; y < h; y++) {
    const inBandRow = y < m || y >= h - m;
    const row = y * w;
    for (let x = 0; x < w; x++) {
      if (!black[row + x]) continue;
      if (inBandRow || x < m || x >= w - m) {
        if (count === 0) {
          fx = x;
          fy = y;
        }
        count++;
      }
    }
  }
  return { count, x: fx, y: fy };
}

/**
 * Thin-stroke statistics of the black pixels (checkPage rule 4). A black pixel is in
 * a thin part when no disk of diameter `minWidth` inside the black covers it
 * (morphological opening). Thin parts are grouped into 8-connected pieces; a piece's
 * length is its count of medial-axis (distance-transform ridge) pixels, and the
 * stroke width there is 2× the distance-transform value on that ridge. The distance
 * transform is computed only around thin pieces, so clean pages are cheap to check.
 * `share` is the thin pixels' fraction of all black pixels.
 */
function thinStrokes(
  black: Uint8Array,
  w: number,
  h: number,
  minWidth: number,
): { longestRun: number; share: number; thinnest: number; x: number; y: number } {
  const n = w * h;
  const r = minWidth / 2;
  // Near: paper, or closer than r to paper; the rest are centres of disks of radius r
  // inside the ink. Covered: within r of a centre.
  const near = stampDisk(black, w, h, r * r - 1e-6, 0);
  const covered = stampDisk(near, w, h, r * r, 0);
  const thin = new Uint8Array(n);
  let thinCount = 0;
  let blackCount = 0;
  for (let i = 0; i < n; i++) {
    if (!black[i]) continue;
    blackCount++;
    if (!covered[i]) {
      thin[i] = 1;
      thinCount++;
    }
  }
  const none = { longestRun: 0, share: 0, thinnest: 0, x: -1, y: -1 };
  if (thinCount === 0) return none;
  const c = components(thin, w, h, 8);
  const pad = Math.ceil(r) + 2;
  let best = none;
  for (let k = 1; k <= c.count; k++) {
    if (c.area[k]! < 3) continue;
    const x0 = Math.max(0, c.minX[k]! - pad);
    const y0 = Math.max(0, c.minY[k]! - pad);
    const x1 = Math.min(w - 1, c.maxX[k]! + pad);
    const y1 = Math.min(h - 1, c.maxY[k]! + pad);
    const lw = x1 - x0 + 1;
    const lh = y1 - y0 + 1;
    const local = new Uint8Array(lw * lh);
    for (let y = 0; y < lh; y++) local.set(black.subarray((y + y0) * w + x0, (y + y0) * w + x1 + 1), y * lw);
    const d2 = distanceSquared(invert(local), lw, lh);
    const ridge = ridges(local, d2, lw, lh);
    let length = 0;
    let minD2 = Number.POSITIVE_INFINITY;
    let at = -1;
    for (let y = 0; y < lh; y++) {
      for (let x = 0; x < lw; x++) {
        const li = y * lw + x;
        const gi = (y + y0) * w + x + x0;
        if (!ridge[li] || c.labels[gi] !== k) continue;
        length++;
        if (d2[li]! < minD2) minD2 = d2[li]!;
        if (at < 0) at = gi;
      }
    }
    if (length > best.longestRun)
      best = {
        longestRun: length,
        share: 0,
        thinnest: 2 * Math.sqrt(minD2),
        x: at % w,
        y: Math.floor(at / w),
      };
  }
  return { ...best, share: blackCount ? thinCount / blackCount : 0 };
}

function smallRegions(
  black: Uint8Array,
  w: number,
  h: number,
  minArea: number,
): { count: number; smallest: number; x: number; y: number } {
  const r = labelRuns(black, w, h, 4, 0);
  let count = 0;
  let smallest = Number.POSITIVE_INFINITY;
  let label = -1;
  for (let k = 1; k <= r.count; k++) {
    if (r.touchesBorder[k] || r.area[k]! >= minArea) continue;
    count++;
    if (r.area[k]! < smallest) {
      smallest = r.area[k]!;
      label = k;
    }
  }
  if (count === 0) return { count: 0, smallest: 0, x: -1, y: -1 };
  const run = r.label.indexOf(label);
  return { count, smallest, x: r.x0[run]!, y: r.y[run]! };
}

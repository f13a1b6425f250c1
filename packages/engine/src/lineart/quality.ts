import sharp, { type Metadata } from 'sharp';
import { AUDIENCE_PROFILES, PRINT_DPI, pageSize, SAFE_MARGIN_PX } from '../profiles';
import type { Audience, PageFormat } from '../types';
import { components, dilate, distanceSquared, ridges } from './morph';

/** Options of {@link checkPage}. */
export interface CheckOptions {
  audience: Audience;
  format: PageFormat;
  /** The page has a frame; it sits inside the safe margin, so the margin band must stay white anyway. */
  frame?: boolean;
}

/** Verdict of {@link checkPage}: `ok` when `problems` is empty. */
export interface CheckResult {
  ok: boolean;
  problems: string[];
}

/** Share of thin ridge pixels tolerated for anti-aliasing remnants at line ends and crossings. */
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
 *    is longer than 2×minLineWidthPx or thin centre line exceeds 5 % of all of it
 *    (tolerance for anti-aliasing remnants at line ends, corners and crossings);
 * 5. no enclosed white region (4-connected, as a paint-bucket fill; not touching the
 *    page edge) smaller than the audience's minRegionAreaPx.
 *
 * Black means a value below 128. Problems are human-readable sentences with numbers.
 * Never throws for a bad image: an unreadable PNG is reported as a problem.
 */
export async function checkPage(png: Buffer, opts: CheckOptions): Promise<CheckResult> {
  const problems: string[] = [];
  const profile = AUDIENCE_PROFILES[opts.audience];
  const expected = pageSize(opts.format);
  let meta: Metadata;
  let raw: Buffer;
  let channels: number;
  try {
    meta = await sharp(png).metadata();
    const out = await sharp(png).raw().toBuffer({ resolveWithObject: true });
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
  const grey = new Uint8Array(n);
  let nonBinary = 0;
  let example = -1;
  for (let i = 0, j = 0; i < n; i++, j += channels) {
    let v = raw[j]!;
    for (let c = 0; c < channels; c++) {
      const cv = raw[j + c]!;
      if (cv !== 0 && cv !== 255) {
        nonBinary++;
        if (example < 0) example = cv;
      }
      if (c < 3 && cv < v) v = cv;
    }
    grey[i] = v;
  }
  if (nonBinary > 0) problems.push(`${nonBinary} pixel value(s) are neither 0 nor 255 (e.g. ${example})`);

  const black = new Uint8Array(n);
  for (let i = 0; i < n; i++) black[i] = grey[i]! < 128 ? 1 : 0;
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
        `${(thin.share * 100).toFixed(1)} % of the stroke centre line is thin`,
    );

  const small = smallRegions(black, w, h, profile.minRegionAreaPx);
  if (small.count > 0)
    problems.push(
      `${small.count} enclosed white region(s) smaller than ${profile.minRegionAreaPx} px²; ` +
        `smallest ${small.smallest} px² at (${small.x}, ${small.y})`,
    );
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
 * (morphological opening, via the distance transform). Thin parts are grouped into
 * 8-connected pieces; a piece's length is its count of medial-axis (ridge) pixels,
 * and the stroke width there is 2× the distance-transform value on that ridge.
 */
export function thinStrokes(
  black: Uint8Array,
  w: number,
  h: number,
  minWidth: number,
): { longestRun: number; share: number; thinnest: number; x: number; y: number } {
  const n = w * h;
  const r = minWidth / 2;
  const white = new Uint8Array(n);
  for (let i = 0; i < n; i++) white[i] = black[i] ? 0 : 1;
  const d2 = distanceSquared(white, w, h, r + 2);
  const centres = new Uint8Array(n);
  const r2 = r * r;
  for (let i = 0; i < n; i++) centres[i] = d2[i]! >= r2 ? 1 : 0;
  const covered = dilate(centres, w, h, r);
  const ridge = ridges(black, d2, w, h);
  const thin = new Uint8Array(n);
  let ridgeCount = 0;
  let anyThin = false;
  for (let i = 0; i < n; i++) {
    if (ridge[i]) ridgeCount++;
    if (black[i] && !covered[i]) {
      thin[i] = 1;
      anyThin = true;
    }
  }
  if (!anyThin) return { longestRun: 0, share: 0, thinnest: 0, x: -1, y: -1 };
  const c = components(thin, w, h, 8);
  const length = new Int32Array(c.count + 1);
  const minD2 = new Float32Array(c.count + 1).fill(Number.POSITIVE_INFINITY);
  let thinRidge = 0;
  for (let i = 0; i < n; i++) {
    const k = c.labels[i]!;
    if (k === 0 || !ridge[i]) continue;
    length[k]!++;
    thinRidge++;
    if (d2[i]! < minD2[k]!) minD2[k] = d2[i]!;
  }
  let best = 1;
  for (let k = 2; k <= c.count; k++) if (length[k]! > length[best]!) best = k;
  const at = c.labels.indexOf(best);
  return {
    longestRun: length[best]!,
    share: ridgeCount ? thinRidge / ridgeCount : 0,
    thinnest: Number.isFinite(minD2[best]!) ? 2 * Math.sqrt(minD2[best]!) : 0,
    x: at % w,
    y: Math.floor(at / w),
  };
}

function smallRegions(
  black: Uint8Array,
  w: number,
  h: number,
  minArea: number,
): { count: number; smallest: number; x: number; y: number } {
  const white = new Uint8Array(w * h);
  for (let i = 0; i < white.length; i++) white[i] = black[i] ? 0 : 1;
  const c = components(white, w, h, 4);
  let count = 0;
  let smallest = Number.POSITIVE_INFINITY;
  let label = -1;
  for (let k = 1; k <= c.count; k++) {
    if (c.touchesBorder[k] || c.area[k]! >= minArea) continue;
    count++;
    if (c.area[k]! < smallest) {
      smallest = c.area[k]!;
      label = k;
    }
  }
  if (count === 0) return { count: 0, smallest: 0, x: -1, y: -1 };
  const at = c.labels.indexOf(label);
  return { count, smallest, x: at % w, y: Math.floor(at / w) };
}

import { AUDIENCE_PROFILES, type AudienceProfile } from '../profiles';
import type { Audience } from '../types';
import { hollowBlobs } from './blobs';
import { bridgeGaps, pruneSpurs, skeletonize } from './bridge';
import { dilate, erode, fillSmallComponents, invert, removeSmallComponents, stampDisk } from './morph';
import { createRaster, type GreyRaster, toSharp } from './raster';

/** Options of {@link cleanupLineArt}. Sizes in px at 300 dpi. */
export interface CleanupOptions {
  audience: Audience;
  /**
   * The page's drawing rules when its style changes them (profiles.ts pageProfile: line
   * weight, detail); default the audience's own profile.
   */
  profile?: AudienceProfile;
  /** Output page width, px. */
  width: number;
  /** Output page height, px. */
  height: number;
  /** Band along every edge that stays white, px (normally SAFE_MARGIN_PX = 75). */
  marginPx: number;
  /** Scale and centre the drawing's bounding box inside the margin; otherwise map the whole input onto the page. */
  fit: boolean;
}

/** Knobs the photo path turns; the defaults suit drawn (AI or scanned) line art. */
export interface CleanupTuning {
  /** Black components smaller than this, in multiples of lineWidthPx², are specks. Default 1.5. */
  speckLineAreas?: number;
  /** Black components shorter than this (bounding box's longer side), in line widths, are specks. Default 0. */
  speckLineLengths?: number;
  /**
   * Redraw every stroke from its centre line (the gap-closing skeleton) at exactly the
   * line width, instead of only thickening thin ones. For photos: XDoG's edge bands are
   * wedges and slivers up to 2.5 mm wide, which print as smears; drawn lines are even.
   * Default false.
   */
  uniformStrokes?: boolean;
  /** When given, stage durations in ms are added to it (binarize, fit, speck, hollow, close, thicken, regions, upscale, final). */
  timings?: Record<string, number>;
}

/** Output px per working px: the heavy work runs at half the print resolution, then is upscaled smoothly. */
const WORK_SCALE = 2;
/** Longest gap bridged between a stroke's end and other ink, in line widths (≈ 4 mm for kids)… */
const BRIDGE_LINE_WIDTHS = 4;
/** …and at least this many page px (4 mm at 300 dpi), whatever the audience. */
const BRIDGE_MIN_PX = 48;
/** Larger inputs are downscaled before anything else: the working raster is ~2 MP for a letter page. */
const MAX_SOURCE_PIXELS = 4_000_000;
/** Grey values below this are ink whatever their surroundings (solid black, dark fills). */
const DARK_ABS = 60;
/** Ink must be darker than this (the grey shading of AI pages sits around 130–220)… */
const INK_MAX = 110;
/** …and this much darker than its neighbourhood mean (grey levels), so gradients and shading drop out. */
const LOCAL_CONTRAST = 14;

/**
 * Turns any drawn raster (an AI image, a scan, an XDoG edge map) into print-ready
 * line art: an exactly `width`×`height` px page holding only 0 and 255.
 *
 * Steps (engine issue "Line-art pipeline"), all in page px at 300 dpi:
 * 1. local-mean thresholding (Bradley & Roth 2007) drops grey shading and gradients;
 * 2. with `fit`, the ink's bounding box is scaled and centred inside the margin;
 *    inputs over 4 MP are shrunk first;
 * 3. specks — black components under 1.5 line widths squared (and, for photos,
 *    shorter than `speckLineLengths` line widths) — are removed;
 * 4. black areas thicker than 3× the audience's line width are hollowed to
 *    outlines one line width wide;
 * 5. gaps are closed: a morphological closing bridges gaps under 1.5 line widths,
 *    then stroke ends (Zhang–Suen skeleton ends, spurs pruned) are extended across
 *    gaps up to max(4 line widths, 4 mm) toward the ink ahead of them;
 * 6. strokes thinner than `lineWidthPx` are redrawn that wide by stamping a disk
 *    along their skeleton (with `uniformStrokes`, every stroke is, and the specks
 *    this shortens are dropped); remaining slivers are trimmed by an opening so
 *    nothing stays below `minLineWidthPx`;
 * 7. enclosed white regions smaller than `minRegionAreaPx` are filled black (a solid
 *    area this makes is outlined again, so a cluster of tiny regions merges into one;
 *    with `uniformStrokes` the filled lumps are redrawn as strokes);
 * 8. the result is upscaled 2× with a binomial blur and bilinear interpolation,
 *    thresholded at one half (smooth edges), and placed on the page; nothing black
 *    is left within `marginPx`, and no small region the upscale pinched off remains.
 * Line widths and areas come from AUDIENCE_PROFILES (profiles.ts). Steps 3–7 run on
 * a working raster at half the print resolution (WORK_SCALE), about 2 MP for a
 * letter page. Typical time: ~0.3–0.5 s for a 1024×1536 image onto a letter page
 * (scripts/bench-lineart.ts).
 *
 * @throws RangeError when the page size or margin is impossible, or the raster's data
 *   is not width×height bytes.
 */
export async function cleanupLineArt(
  input: GreyRaster,
  opts: CleanupOptions,
  tuning: CleanupTuning = {},
): Promise<GreyRaster> {
  const { width: W, height: H, marginPx: m } = opts;
  if (input.data.length !== input.width * input.height)
    throw new RangeError(`raster ${input.width}×${input.height} px holds ${input.data.length} bytes`);
  if (!(W > 2 * m && H > 2 * m && m >= 0))
    throw new RangeError(`page ${W}×${H} px cannot hold a ${m} px margin`);
  const profile = opts.profile ?? AUDIENCE_PROFILES[opts.audience];
  const lw = profile.lineWidthPx;
  const page = createRaster(W, H);
  let mark = performance.now();
  const lap = (stage: string) => {
    const now = performance.now();
    if (tuning.timings) tuning.timings[stage] = (tuning.timings[stage] ?? 0) + (now - mark);
    mark = now;
  };
  if (input.width < 2 || input.height < 2) return page;
  // Nothing finer than the working raster survives, so a huge scan is shrunk first.
  const src =
    input.width * input.height > MAX_SOURCE_PIXELS ? await shrinkTo(input, MAX_SOURCE_PIXELS) : input;

  const placement = await placeDrawing(src, opts, tuning);
  lap('fit');
  if (!placement) return page;
  const { rect, scale: s, dx, dy } = placement;

  // Working raster: the source rectangle resampled so one working px ≈ WORK_SCALE page px.
  const innerW = Math.max(2, Math.round((rect.w * s) / WORK_SCALE));
  const innerH = Math.max(2, Math.round((rect.h * s) / WORK_SCALE));
  const ws = WORK_SCALE;
  const padW = Math.ceil((2 * lw) / ws) + 2;
  const ww = innerW + 2 * padW;
  const wh = innerH + 2 * padW;
  const grey = await resampleRect(src, rect, innerW, innerH);
  const inner = binarize(grey);
  const mask = new Uint8Array(ww * wh);
  for (let y = 0; y < innerH; y++)
    mask.set(inner.subarray(y * innerW, (y + 1) * innerW), (y + padW) * ww + padW);

  const lwW = lw / ws;
  const speck = (tuning.speckLineAreas ?? 1.5) * lwW * lwW;
  lap('binarize');
  removeSmallComponents(mask, ww, wh, speck, 8, false, (tuning.speckLineLengths ?? 0) * lwW);
  lap('speck');
  hollowThickAreas(mask, ww, wh, lwW);
  lap('hollow');
  const closed = closeGaps(mask, ww, wh, 0.75 * lwW);
  const skeleton = skeletonize(closed, ww, wh);
  pruneSpurs(skeleton, ww, wh, lwW);
  bridgeGaps(closed, skeleton, ww, wh, lwW, Math.max(BRIDGE_LINE_WIDTHS * lwW, BRIDGE_MIN_PX / ws));
  lap('close');
  const thick = tuning.uniformStrokes
    ? dilate(skeleton, ww, wh, lwW / 2)
    : thickenThinStrokes(closed, skeleton, ww, wh, lwW);
  trimThinParts(thick, ww, wh, profile.minLineWidthPx / ws + 1.5);
  // Redrawn from centre lines, wedges come out shorter: drop the new specks too.
  if (tuning.uniformStrokes)
    removeSmallComponents(thick, ww, wh, speck, 8, false, (tuning.speckLineLengths ?? 0) * lwW);
  lap('thicken');
  // Filling small regions can merge a cluster of them into a solid area: outline
  // that too (a cluster of tiny regions becomes one colourable region), then fill
  // whatever small region the hollowing left.
  const minRegionW = profile.minRegionAreaPx / (ws * ws);
  let finished = thick;
  if (fillSmallRegions(finished, ww, wh, minRegionW) > 0) {
    if (tuning.uniformStrokes) {
      // The filled regions are lumps in even strokes: outline what became a solid area,
      // then draw everything as strokes again; a small ring that outlining left is
      // filled and drawn as a stroke once more.
      hollowThickAreas(finished, ww, wh, lwW);
      finished = restroke(finished, ww, wh, lwW);
      if (fillSmallRegions(finished, ww, wh, minRegionW) > 0) {
        finished = restroke(finished, ww, wh, lwW);
        fillSmallRegions(finished, ww, wh, minRegionW);
      }
    } else if (hollowThickAreas(finished, ww, wh, lwW)) fillSmallRegions(finished, ww, wh, minRegionW);
  }
  lap('regions');

  upscaleOntoPage(finished, ww, wh, page, Math.round(dx - padW * ws), Math.round(dy - padW * ws), m);
  lap('upscale');
  const pd = page.data;
  // Upscaling can pinch a narrow neck; make sure no tiny region appeared at print size.
  fillSmallComponents(pd, W, H, {
    on: 255,
    fill: 0,
    minArea: profile.minRegionAreaPx,
    connectivity: 4,
    keepBorderTouching: true,
  });
  // Solid black areas left at print size become outlines (blobs.ts, issue 14 #5).
  hollowBlobs(pd, W, H, profile);
  lap('final');
  return page;
}

/** A rectangle in px. */
export interface Rect {
  x: number;
  y: number;
  w: number;
  h: number;
}

/** Where {@link cleanupLineArt} puts a drawing: source `rect` → page, `scale` page px per source px, top-left at (dx, dy). */
export interface Placement {
  rect: Rect;
  scale: number;
  dx: number;
  dy: number;
}

/**
 * The placement {@link cleanupLineArt} uses. With `fit`, the bounding box of the ink
 * (specks under 0.4 % of the long side, and fragments shorter than the tuning's
 * speck length, ignored) is scaled to the page's safe area
 * less one line width of room for thickening, and centred; without it the whole
 * input is scaled to the page and centred. Null when there is no ink to fit.
 */
export async function placeDrawing(
  input: GreyRaster,
  opts: CleanupOptions,
  tuning: CleanupTuning = {},
): Promise<Placement | null> {
  const { width: W, height: H, marginPx: m } = opts;
  if (!opts.fit) {
    const s = Math.min(W / input.width, H / input.height);
    return {
      rect: { x: 0, y: 0, w: input.width, h: input.height },
      scale: s,
      dx: (W - input.width * s) / 2,
      dy: (H - input.height * s) / 2,
    };
  }
  // The box only needs a few px of precision (the placement keeps a line width of
  // room), so large inputs are probed at half size, keeping the darkest pixel of
  // each 2×2 block so hairlines survive.
  const g = input.width * input.height > 1_000_000 ? halveDarkest(input) : input;
  const probe = binarize(g);
  // Fragments the clean-up will drop as specks must not stretch the box either.
  const lineInProbe =
    (opts.profile ?? AUDIENCE_PROFILES[opts.audience]).lineWidthPx /
    Math.min((W - 2 * m) / g.width, (H - 2 * m) / g.height);
  const minExtent = (tuning.speckLineLengths ?? 0) * lineInProbe;
  // Specks: under (0.4 % of the long side)² source px²; darkest-pixel halving keeps
  // about twice a dot's area/4, hence the factor 2 rather than 4.
  const speckArea = (Math.max(input.width, input.height) * 0.004) ** 2 / (g === input ? 1 : 2);
  removeSmallComponents(probe, g.width, g.height, speckArea, 8, false, minExtent);
  const box = boundingBox(probe, g.width, g.height);
  if (!box) return null;
  const fx = input.width / g.width;
  const fy = input.height / g.height;
  const x0 = Math.max(0, Math.floor(box.x * fx));
  const y0 = Math.max(0, Math.floor(box.y * fy));
  const rect = {
    x: x0,
    y: y0,
    w: Math.min(input.width, Math.ceil((box.x + box.w) * fx)) - x0,
    h: Math.min(input.height, Math.ceil((box.y + box.h) * fy)) - y0,
  };
  const pad = (opts.profile ?? AUDIENCE_PROFILES[opts.audience]).lineWidthPx;
  const s = Math.min((W - 2 * m - 2 * pad) / rect.w, (H - 2 * m - 2 * pad) / rect.h);
  return { rect, scale: s, dx: (W - rect.w * s) / 2, dy: (H - rect.h * s) / 2 };
}

/**
 * Ink mask (1 = black) of a grey raster by local-mean thresholding (Bradley & Roth,
 * "Adaptive Thresholding Using the Integral Image", J. Graphics Tools 12(2), 2007):
 * a pixel is ink when it is darker than INK_MAX and LOCAL_CONTRAST below the mean of
 * the square window around it (side ≈ 4% of the long side), or darker than DARK_ABS
 * outright. Smooth gradients and flat grey shading stay white; strokes of any grey
 * stay ink. The window mean comes from an integral image: O(1) per pixel.
 */
function binarize(g: GreyRaster): Uint8Array {
  const { width: w, height: h, data: d } = g;
  const r = Math.max(8, Math.round(0.02 * Math.max(w, h)));
  // Integer sums: 32 bits hold them up to ~16 MP of white (every page here), 64-bit
  // floats beyond; the same sums either way, Uint32 in half the memory.
  const sat =
    (w + 1) * (h + 1) * 255 < 2 ** 32
      ? new Uint32Array((w + 1) * (h + 1))
      : new Float64Array((w + 1) * (h + 1));
  const sw = w + 1;
  for (let y = 0; y < h; y++) {
    let rowSum = 0;
    const row = y * w;
    const srow = (y + 1) * sw;
    for (let x = 0; x < w; x++) {
      rowSum += d[row + x]!;
      sat[srow + x + 1] = sat[srow - sw + x + 1]! + rowSum;
    }
  }
  const out = new Uint8Array(w * h);
  for (let y = 0; y < h; y++) {
    const ya = Math.max(0, y - r);
    const yb = Math.min(h, y + r + 1);
    const ra = ya * sw;
    const rb = yb * sw;
    const row = y * w;
    for (let x = 0; x < w; x++) {
      const v = d[row + x]!;
      if (v >= INK_MAX) continue;
      if (v < DARK_ABS) {
        out[row + x] = 1;
        continue;
      }
      const xa = Math.max(0, x - r);
      const xb = Math.min(w, x + r + 1);
      const sum = sat[rb + xb]! - sat[ra + xb]! - sat[rb + xa]! + sat[ra + xa]!;
      const mean = sum / ((xb - xa) * (yb - ya));
      if (v < mean - LOCAL_CONTRAST) out[row + x] = 1;
    }
  }
  return out;
}

/** Half-size raster whose pixels are the darkest of each 2×2 block. */
function halveDarkest(g: GreyRaster): GreyRaster {
  const w = g.width >> 1;
  const h = g.height >> 1;
  const out = Buffer.allocUnsafe(w * h);
  const d = g.data;
  for (let y = 0; y < h; y++) {
    const a = 2 * y * g.width;
    const b = a + g.width;
    for (let x = 0; x < w; x++) {
      const i = 2 * x;
      out[y * w + x] = Math.min(d[a + i]!, d[a + i + 1]!, d[b + i]!, d[b + i + 1]!);
    }
  }
  return { data: out, width: w, height: h };
}

function shrinkTo(g: GreyRaster, maxPixels: number): Promise<GreyRaster> {
  const f = Math.sqrt(maxPixels / (g.width * g.height));
  const w = Math.max(2, Math.floor(g.width * f));
  const h = Math.max(2, Math.floor(g.height * f));
  return resampleRect(g, { x: 0, y: 0, w: g.width, h: g.height }, w, h);
}

async function resampleRect(g: GreyRaster, r: Rect, w: number, h: number): Promise<GreyRaster> {
  let p = toSharp(g);
  if (r.x !== 0 || r.y !== 0 || r.w !== g.width || r.h !== g.height)
    p = p.extract({ left: r.x, top: r.y, width: r.w, height: r.h });
  if (w !== r.w || h !== r.h) p = p.resize(w, h, { fit: 'fill', kernel: w > r.w ? 'cubic' : 'lanczos3' });
  const data = await p.raw().toBuffer();
  return { data, width: w, height: h };
}

/** Tight bounding box of the set pixels, or null when there are none. */
export function boundingBox(mask: Uint8Array, w: number, h: number): Rect | null {
  let minX = w;
  let minY = h;
  let maxX = -1;
  let maxY = -1;
  for (let y = 0; y < h; y++) {
    const row = y * w;
    let first = -1;
    let last = -1;
    for (let x = 0; x < w; x++) {
      if (mask[row + x]) {
        if (first < 0) first = x;
        last = x;
      }
    }
    if (first < 0) continue;
    if (first < minX) minX = first;
    if (last > maxX) maxX = last;
    if (y < minY) minY = y;
    maxY = y;
  }
  if (maxX < 0) return null;
  return { x: minX, y: minY, w: maxX - minX + 1, h: maxY - minY + 1 };
}

/**
 * Solid black areas become outlines (engine issue: areas thicker than ~3× the line
 * width). Pixels deeper than one line width inside a black area are cleared when
 * their deep part reaches 1.5 line widths from the edge, i.e. the area is > 3 lines
 * thick. Updates `mask` in place; returns whether anything was hollowed.
 */
function hollowThickAreas(mask: Uint8Array, w: number, h: number, lineW: number): boolean {
  // Core: farther than 1.5 line widths from paper. Deep: farther than one line width.
  const core = invert(stampDisk(mask, w, h, (1.5 * lineW) ** 2, 0));
  let anyCore = false;
  for (let i = 0; i < core.length; i++) {
    if (core[i]) {
      anyCore = true;
      break;
    }
  }
  if (!anyCore) return false;
  const deep = invert(stampDisk(mask, w, h, lineW * lineW, 0));
  // Clear the deep components that contain a core pixel (flood from the core).
  const queue = new Int32Array(w * h);
  let tail = 0;
  for (let i = 0; i < core.length; i++) {
    if (core[i]) {
      queue[tail++] = i;
      deep[i] = 2;
    }
  }
  let head = 0;
  while (head < tail) {
    const i = queue[head++]!;
    mask[i] = 0;
    const x = i % w;
    if (x > 0 && deep[i - 1] === 1) {
      deep[i - 1] = 2;
      queue[tail++] = i - 1;
    }
    if (x < w - 1 && deep[i + 1] === 1) {
      deep[i + 1] = 2;
      queue[tail++] = i + 1;
    }
    if (i >= w && deep[i - w] === 1) {
      deep[i - w] = 2;
      queue[tail++] = i - w;
    }
    if (i + w < deep.length && deep[i + w] === 1) {
      deep[i + w] = 2;
      queue[tail++] = i + w;
    }
  }
  return true;
}

/** Morphological closing by a disk of radius `r` px: bridges gaps narrower than 2r. */
function closeGaps(mask: Uint8Array, w: number, h: number, r: number): Uint8Array {
  if (r < 0.5) return mask.slice();
  const grown = dilate(mask, w, h, r);
  const closed = erode(grown, w, h, r);
  for (let i = 0; i < closed.length; i++) if (mask[i]) closed[i] = 1;
  return closed;
}

/**
 * Strokes thinner than `lineW` are redrawn `lineW` wide: their skeleton pixels are
 * dilated by lineW/2 (a disk stamped along the medial axis). Parts already at least
 * lineW wide (they survive an opening by a disk of diameter lineW + 2) are left as
 * they are, so solid outlines keep their shape. Returns a new mask.
 */
function thickenThinStrokes(
  mask: Uint8Array,
  skeleton: Uint8Array,
  w: number,
  h: number,
  lineW: number,
): Uint8Array {
  const r = lineW / 2;
  const opened = dilate(erode(mask, w, h, r + 1), w, h, r + 1);
  const seeds = new Uint8Array(w * h);
  let any = false;
  for (let i = 0; i < seeds.length; i++) {
    if (skeleton[i] && !opened[i]) {
      seeds[i] = 1;
      any = true;
    }
  }
  if (!any) return mask.slice();
  const grown = dilate(seeds, w, h, r);
  for (let i = 0; i < grown.length; i++) if (mask[i]) grown[i] = 1;
  return grown;
}

/** Every stroke of `mask` redrawn from its centre line (spurs pruned) `lineW` wide: a new mask. */
function restroke(mask: Uint8Array, w: number, h: number, lineW: number): Uint8Array {
  const centre = skeletonize(mask, w, h);
  pruneSpurs(centre, w, h, lineW);
  return dilate(centre, w, h, lineW / 2);
}

/**
 * Safety net after {@link thickenThinStrokes}: whatever ink a disk of diameter
 * `minW` cannot cover (slivers poking out of strokes, tapered tips the skeleton
 * stopped short of) is trimmed by a morphological opening with that disk, so no
 * stroke stays under minLineWidthPx. In place.
 */
function trimThinParts(mask: Uint8Array, w: number, h: number, minW: number): void {
  const r = minW / 2 - 0.5;
  mask.set(dilate(erode(mask, w, h, r), w, h, r));
}

/**
 * Enclosed white regions (4-connected, not touching the raster's edge) smaller than
 * `minArea` px² are filled black: too small to colour (AUDIENCE_PROFILES.minRegionAreaPx).
 * `mask` is the ink mask (1 = black) and is updated in place; returns how many were filled.
 */
export function fillSmallRegions(mask: Uint8Array, w: number, h: number, minArea: number): number {
  return fillSmallComponents(mask, w, h, {
    on: 0,
    fill: 1,
    minArea,
    connectivity: 4,
    keepBorderTouching: true,
  });
}

/**
 * Writes the ink of a working mask onto the page at twice its resolution, with
 * its top-left at (ox, oy) page px, leaving the `margin` band white. The mask is
 * smoothed with a binomial [1 4 6 4 1]² kernel, upsampled bilinearly (weights 9:3:3:1 for a 2×
 * grid) and thresholded at one half, which rounds the stair-steps of the working
 * raster into smooth print edges. Integer arithmetic throughout.
 */
function upscaleOntoPage(
  mask: Uint8Array,
  w: number,
  h: number,
  page: GreyRaster,
  ox: number,
  oy: number,
  margin: number,
): void {
  // Separable binomial [1 4 6 4 1] blur (σ ≈ 1 px): values 0..256.
  const tmp = new Uint16Array(w * h);
  for (let y = 0; y < h; y++) {
    const row = y * w;
    for (let x = 0; x < w; x++) {
      const c = mask[row + x]!;
      const l1 = x > 0 ? mask[row + x - 1]! : c;
      const l2 = x > 1 ? mask[row + x - 2]! : l1;
      const r1 = x < w - 1 ? mask[row + x + 1]! : c;
      const r2 = x < w - 2 ? mask[row + x + 2]! : r1;
      tmp[row + x] = l2 + 4 * l1 + 6 * c + 4 * r1 + r2;
    }
  }
  const b = new Uint16Array(w * h);
  for (let y = 0; y < h; y++) {
    const row = y * w;
    const u1 = y > 0 ? row - w : row;
    const u2 = y > 1 ? row - 2 * w : u1;
    const d1 = y < h - 1 ? row + w : row;
    const d2 = y < h - 2 ? row + 2 * w : d1;
    for (let x = 0; x < w; x++)
      b[row + x] = tmp[u2 + x]! + 4 * tmp[u1 + x]! + 6 * tmp[row + x]! + 4 * tmp[d1 + x]! + tmp[d2 + x]!;
  }
  // v = 9·b(x, y) + 3·b(xn, y) + 3·b(x, yn) + b(xn, yn) ≥ 2048 needs b(x, y) ≥ 29
  // (the other three add at most 7·256): only those work pixels can give ink.
  const hot = new Uint8Array(w * h);
  for (let i = 0; i < hot.length; i++) hot[i] = b[i]! >= 29 ? 1 : 0;
  const W = page.width;
  const H = page.height;
  const pd = page.data;
  const xStart = Math.max(margin, ox);
  const xEnd = Math.min(W - margin, ox + 2 * w);
  // Output pixel (2x + i, 2y + j) samples the blurred mask at (x ± 1/4, y ± 1/4).
  for (let py = Math.max(margin, oy); py < Math.min(H - margin, oy + 2 * h); py++) {
    const ly = py - oy;
    const y = ly >> 1;
    const yn = ly & 1 ? Math.min(h - 1, y + 1) : Math.max(0, y - 1);
    const rowA = y * w;
    const rowB = yn * w;
    const drow = py * W;
    const line = hot.subarray(rowA, rowA + w);
    let x = Math.max(0, (xStart - ox) >> 1);
    const xLast = Math.min(w, ((xEnd - ox) >> 1) + 1);
    while (x < xLast) {
      const a = line.indexOf(1, x);
      if (a < 0 || a >= xLast) break;
      let e = line.indexOf(0, a);
      if (e < 0 || e > xLast) e = xLast;
      for (let cx = a; cx < e; cx++) {
        for (let i = 0; i < 2; i++) {
          const px = ox + 2 * cx + i;
          if (px < xStart || px >= xEnd) continue;
          const xn = i ? Math.min(w - 1, cx + 1) : Math.max(0, cx - 1);
          const v = 9 * b[rowA + cx]! + 3 * b[rowA + xn]! + 3 * b[rowB + cx]! + b[rowB + xn]!;
          // v in 0..4096: half-ink threshold.
          if (v >= 2048) pd[drow + px] = 0;
        }
      }
      x = e;
    }
  }
}

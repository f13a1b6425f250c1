import { AUDIENCE_PROFILES } from '../profiles';
import { hollowBlobs } from './blobs';
import { type CleanupOptions, type Placement, placeDrawing } from './cleanup';
import { fillSmallComponents, removeSmallComponents, stampDisk } from './morph';
import { createRaster, type GreyRaster, toSharp } from './raster';

/**
 * The light clean-up of a photo's edge map (issue 30, "photos a child can colour").
 *
 * Three blind panels preferred the classic OpenCV recipe's page (Canny, dilate, resize) to
 * the engine's on nearly every photo; the engine's edge map was fine, the damage was the
 * clean-up written for drawn line art: short strokes dropped, every stroke thinned to its
 * centre line and redrawn (wobbly), small regions opened by cutting their walls (broken
 * strokes), all at a coarse working size (docs/photos.md "A light clean-up"). This one keeps
 * every stroke at its own shape and only:
 * - drops noise specks: 8-connected ink pieces whose bounding box is shorter than
 *   `speckLineLengths` line widths on the page (default {@link PHOTO_SPECK_LINE_LENGTHS});
 * - scales the line map to the page smoothly: grown by the 3×3 square (the recipe's
 *   dilation) while its lines are under 0.6 line widths on the page, upsampled (bilinear),
 *   blurred with a Gaussian and cut at the level that makes an isolated line the audience's
 *   line width (see {@link lineThreshold}), so the print has neither pixel steps nor a
 *   redrawn centre line; the growing and the blur also close one-pixel gaps in a line;
 * - fills pinholes (white regions under PHOTO_PINHOLE_LINE_AREAS line widths², 4-connected) and
 *   hollows solid black areas wider than the audience's rules (blobs.ts hollowBlobs).
 * Regions too small to colour are left as they are: the likeness of a photo is in its
 * detail (docs/decisions/023-photo-pages-keep-small-regions.md; checkPage's `photo` option).
 */

/**
 * Speck length for photos, line widths on the page (1.5 × 12 px = 1.5 mm for kids): a dot, not
 * a stroke. Chosen by looking at the 17 sample and open photos' pages (docs/photos.md "A light
 * clean-up"); the former clean-up's 3 line widths dropped short real strokes.
 */
export const PHOTO_SPECK_LINE_LENGTHS = 1.5;
/**
 * White regions under this many line widths² are pinholes in the ink (kids: 2 × 144 px², about
 * 1.4 × 1.4 mm) and are filled; checkPage's `photo` rule refuses them. A judgement, not a
 * measurement: about the least hole a felt tip's ~1 mm point can go into.
 */
export const PHOTO_PINHOLE_LINE_AREAS = 2;
/** Least Gaussian σ on the page, px: rounds the smallest steps of the upsampled map. */
const MIN_SIGMA_PX = 1;
/**
 * σ as a share of the page scale (page px per edge-map px): a pixel step of the map is that
 * many page px. 0.8 chosen by looking at the astronaut's face at print size: 0.5 left the
 * steps as bumps along every edge, 0.8 gives smooth edges and still keeps the eyes apart.
 */
const SIGMA_PER_SCALE = 0.8;
/** The threshold never goes below this (a blur so wide a whisper of ink would print). */
const MIN_LEVEL = 0.06;

/** Options of {@link photoCleanup}: the clean-up's page options and the speck length. */
export interface PhotoCleanupOptions extends CleanupOptions {
  /** Ink pieces shorter than this many line widths on the page are specks; default PHOTO_SPECK_LINE_LENGTHS. */
  speckLineLengths?: number;
  /** When given, stage durations in ms are added to it (fit, speck, render, final). */
  timings?: Record<string, number>;
}

/** The standard normal CDF Φ (Abramowitz & Stegun 26.2.17, |error| < 7.5e-8). */
function phi(x: number): number {
  const t = 1 / (1 + 0.2316419 * Math.abs(x));
  const d = 0.3989422804014327 * Math.exp((-x * x) / 2);
  const p =
    d * t * (0.31938153 + t * (-0.356563782 + t * (1.781477937 + t * (-1.821255978 + t * 1.330274429))));
  return x >= 0 ? 1 - p : p;
}

/**
 * The level (0–1) at which a straight line `inkWidth` px wide, blurred by a Gaussian of
 * σ `sigma` px, is exactly `lineWidth` px wide: the blurred profile is
 * Φ((x + a/2)/σ) − Φ((x − a/2)/σ) for a = inkWidth, taken at x = lineWidth/2. Wider ink is
 * cut higher (thinned), narrower lower (thickened). All in page px.
 */
export function lineThreshold(inkWidth: number, lineWidth: number, sigma: number): number {
  return phi((lineWidth / 2 + inkWidth / 2) / sigma) - phi((lineWidth / 2 - inkWidth / 2) / sigma);
}

/**
 * Turns a photo's edge map (0 ink … 255 paper; photo.ts photoEdges) into the page: exactly
 * `opts.width`×`opts.height` px, only 0 and 255, the drawing fitted inside `opts.marginPx`
 * (cleanup.ts placeDrawing, with `fit`) and nothing black in the margin. Lines come out
 * about the audience's (or `opts.profile`'s) lineWidthPx wide. Returns the page and the
 * placement (edge-map px → page px; null and a blank page when there is no ink).
 * The edge map's lines are assumed about EDGE_INK_PX wide (Canny's one-pixel edges, photo.ts
 * cannyLines); when that is under 0.6 line widths on the page they are first grown by the 3×3
 * square (the recipe's dilation) until it is not. About 50–200 ms on a letter page (8.4 MP;
 * `timings` on the 17 sample and open photos, 2026-11-30: the blur and the upsampling in
 * libvips, the threshold, the pinhole fill and the hollowing in JavaScript).
 *
 * @throws RangeError when the page cannot hold the margin or the raster's data is not
 *   width×height bytes (as cleanupLineArt); Error if sharp hands back a line map of the
 *   wrong size (not expected: a guard on the one-channel pipeline).
 */
export async function photoCleanup(
  edges: GreyRaster,
  opts: PhotoCleanupOptions,
): Promise<{ page: GreyRaster; placement: Placement | null }> {
  const { width: W, height: H, marginPx: m } = opts;
  if (edges.data.length !== edges.width * edges.height)
    throw new RangeError(`raster ${edges.width}×${edges.height} px holds ${edges.data.length} bytes`);
  if (!(W > 2 * m && H > 2 * m && m >= 0))
    throw new RangeError(`page ${W}×${H} px cannot hold a ${m} px margin`);
  const profile = opts.profile ?? AUDIENCE_PROFILES[opts.audience];
  const lw = profile.lineWidthPx;
  const speckLengths = opts.speckLineLengths ?? PHOTO_SPECK_LINE_LENGTHS;
  let mark = performance.now();
  const lap = (stage: string) => {
    const now = performance.now();
    if (opts.timings) opts.timings[stage] = (opts.timings[stage] ?? 0) + (now - mark);
    mark = now;
  };
  const page = createRaster(W, H);
  const placement = await placeDrawing(edges, { ...opts, fit: true }, { speckLineLengths: speckLengths });
  lap('fit');
  if (!placement) return { page, placement };
  const { rect, scale: s } = placement;

  // The edge map's rectangle, padded so the blur has room around the outermost lines.
  const pad = Math.ceil((2 * lw) / s) + 2;
  const w = rect.w + 2 * pad;
  const h = rect.h + 2 * pad;
  let mask: Uint8Array = new Uint8Array(w * h);
  for (let y = 0; y < rect.h; y++) {
    const from = (rect.y + y) * edges.width + rect.x;
    const row = (y + pad) * w + pad;
    for (let x = 0; x < rect.w; x++) mask[row + x] = edges.data[from + x]! < 128 ? 1 : 0;
  }
  removeSmallComponents(mask, w, h, 0, 8, false, (speckLengths * lw) / s);
  lap('speck');

  // Lines of `inkWidth` page px: widen the map first when they are much thinner than the
  // line width (a big photo on a small page), so the threshold stays well above zero.
  let inkWidth = EDGE_INK_PX * s;
  while (inkWidth < 0.6 * lw) {
    mask = stampDisk(mask, w, h, 2);
    inkWidth += 2 * s;
  }
  const sigma = Math.max(MIN_SIGMA_PX, SIGMA_PER_SCALE * s, (lw - inkWidth) / 3);
  const level = Math.max(MIN_LEVEL, lineThreshold(inkWidth, lw, sigma));
  const src = Buffer.alloc(w * h);
  for (let i = 0; i < src.length; i++) src[i] = mask[i] ? 255 : 0;
  const outW = Math.max(1, Math.round(w * s));
  const outH = Math.max(1, Math.round(h * s));
  // The Gaussian runs on the map (σ / s map px, the same blur as σ on the page, on ~1/s² of
  // the pixels), then the blurred map is upsampled bilinearly. One channel throughout: sharp
  // would otherwise hand back sRGB (three bytes a pixel).
  const blurred = await toSharp({ data: src, width: w, height: h })
    .blur(Math.max(0.3, sigma / s))
    .raw()
    .toBuffer();
  const ink = await toSharp({ data: blurred, width: w, height: h })
    .resize(outW, outH, { kernel: 'linear', fit: 'fill' })
    .raw()
    .toBuffer();
  if (ink.length !== outW * outH)
    throw new Error(`blurred line map is ${ink.length} bytes, not ${outW}×${outH}`);
  const cut = Math.max(1, Math.round(level * 255));
  const ox = Math.round(placement.dx - pad * s);
  const oy = Math.round(placement.dy - pad * s);
  const pd = page.data;
  for (let py = Math.max(m, oy); py < Math.min(H - m, oy + outH); py++) {
    const srow = (py - oy) * outW - ox;
    const drow = py * W;
    for (let px = Math.max(m, ox); px < Math.min(W - m, ox + outW); px++)
      if (ink[srow + px]! >= cut) pd[drow + px] = 0;
  }
  lap('render');

  fillSmallComponents(pd, W, H, {
    on: 255,
    fill: 0,
    minArea: Math.round(PHOTO_PINHOLE_LINE_AREAS * lw * lw),
    connectivity: 4,
    keepBorderTouching: true,
  });
  hollowBlobs(pd, W, H, profile);
  lap('final');
  return { page, placement };
}

/** Width of the edge map's lines, px: Canny's one-pixel edges (photo.ts cannyLines). */
export const EDGE_INK_PX = 1;

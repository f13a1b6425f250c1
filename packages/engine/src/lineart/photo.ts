import { MAX_INPUT_PIXELS } from '@inkling/contracts/limits';
import sharp, { type Metadata } from 'sharp';
import { EngineError } from '../errors';
import { type AudienceProfile, SAFE_MARGIN_PX } from '../profiles';
import type { Audience, PhotoBackground, PhotoDetail } from '../types';
import { detectFaces } from './faces';
import { PHOTO_SPECK_LINE_LENGTHS, photoCleanup } from './photo-cleanup';
import { loadOpenCv } from './photo-subject';
import type { GreyRaster } from './raster';
import { findSubject, morphMask, type SubjectMask } from './subject-mask';

/** The background modes behind a photo's main subject (types.ts PhotoBackground). */
export const PHOTO_BACKGROUNDS: readonly string[] = [
  'keep',
  'simplify',
  'remove',
] satisfies PhotoBackground[];

/** Options of {@link photoToLineArt}. Sizes in px at 300 dpi. */
export interface PhotoOptions {
  audience: Audience;
  /** Page width, px; the result is exactly this wide. */
  maxWidth: number;
  /** Page height, px; the result is exactly this high. */
  maxHeight: number;
  /** When given, stage durations in ms are added to it (decode, faces, subject, edges, then photoCleanup's fit, speck, render, final). */
  timings?: Record<string, number>;
  /** Fewer or more lines than usual (DETAIL_LONG_SIDE_PX); default `usual`. */
  detail?: PhotoDetail;
  /** The page's drawing rules (line weight, issue 33; profiles.ts pageProfile); default the audience's. */
  profile?: AudienceProfile;
  /** Behind the main subject (types.ts PhotoBackground; see quietBackground); default `keep`. */
  background?: PhotoBackground;
}

/** Raster formats a photo may come in (upload accepts JPEG/PNG/WebP; the rest are harmless extras). */
const PHOTO_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif', 'tiff', 'avif', 'heif']);
/** Weight of opponent-colour edges against luminance edges in {@link cannyLines}. */
const CHROMA_GAIN = 0.5;
/**
 * Long side of the image the edges are found on, px: the photo's own, but at most
 * EDGE_MAX_LONG_SIDE_PX (a 12 MP photo's edges at its own size would be finer than the page
 * can print: kids' 1 mm line is 2 px of a 1200 px photo across a letter page) and at least
 * EDGE_MIN_LONG_SIDE_PX (a smaller photo is enlarged, with Canny's blur and thresholds
 * scaled, so its lines are smooth curves rather than the recipe's pixel steps). Until issue
 * 30's light clean-up the edges were found at 720 px whatever the photo.
 */
const EDGE_MAX_LONG_SIDE_PX = 1200;
const EDGE_MIN_LONG_SIDE_PX = 720;
/** The long side, px, the background's band widths (quietBackground) are given for; they scale with the working size. */
const REFERENCE_LONG_SIDE_PX = 720;

/**
 * The detail control (issue 14 "fewer ↔ more lines"): the Canny hysteresis thresholds
 * (low, high; on the L1 gradient magnitude of each 0–255 channel after the Gaussian, see
 * cannyLines: a lower pair lets weaker edges through as lines) and the clean-up's speck
 * length (how short a stroke may be and stay, in line widths). `usual` is the thresholds of
 * the classic recipe (scripts/opencv-recipe.py: Canny 50/150), whose pages a blind panel
 * preferred to the engine's XDoG pages on 13 of 17 photos for likeness (docs/photos.md,
 * 2026-11-29); `fewer` and `more` were chosen by looking at the seven sample photos. The
 * speck lengths are photo-cleanup.ts's (usual PHOTO_SPECK_LINE_LENGTHS, 1.5); `fewer` 3 and
 * `more` 1 keep the former 4 / 3 / 2's order, not chosen by looking (issue 30's light
 * clean-up; the detail test in photo-subject.test.ts checks fewer < usual < more in ink).
 */
export const PHOTO_DETAIL_TUNING: Record<
  PhotoDetail,
  { canny: readonly [low: number, high: number]; speckLineLengths: number }
> = {
  fewer: { canny: [70, 180], speckLineLengths: 3 },
  usual: { canny: [50, 150], speckLineLengths: PHOTO_SPECK_LINE_LENGTHS },
  more: { canny: [35, 105], speckLineLengths: 1 },
};

/**
 * What the photo path tells cleanup.ts placeDrawing (the fit to the page ignores ink pieces
 * shorter than this many line widths, the specks photoCleanup drops): PHOTO_SPECK_LINE_LENGTHS.
 * The clean-up itself is photo-cleanup.ts photoCleanup (issue 30's light clean-up).
 */
export const PHOTO_CLEANUP_TUNING = { speckLineLengths: PHOTO_SPECK_LINE_LENGTHS } as const;

/**
 * Turns a photo (a pet, a toy, a child's drawing) into a print-ready coloring page:
 * exactly `maxWidth`×`maxHeight` px, only 0/255, bold outlines of the main shapes,
 * fitted inside SAFE_MARGIN_PX.
 *
 * 1. Validates: empty, SVG/HTML, non-image, truncated or unreadable bytes →
 *    `EngineError('invalid_image')`; more than MAX_INPUT_PIXELS (50 MP,
 *    contracts/limits) → `EngineError('image_too_large')` (sharp `limitInputPixels`,
 *    `failOn: 'truncated'`).
 * 2. Decodes with EXIF orientation applied (`rotate()`), alpha on white, all metadata
 *    dropped, to a working size: the photo's own long side, but at most
 *    EDGE_MAX_LONG_SIDE_PX (1200, JPEG shrink-on-load) and at least EDGE_MIN_LONG_SIDE_PX
 *    (720, a small photo enlarged).
 * 3. Finds lines with Canny's detector (Canny 1986, in OpenCV.js; {@link cannyLines}) on
 *    luminance and two colour-opponent channels after a Gaussian, with the detail
 *    control's thresholds (PHOTO_DETAIL_TUNING; blur and thresholds scaled for an enlarged
 *    photo): one-pixel edges, as the classic recipe finds them.
 * 4. Finds the main subject (subject-mask.ts, helped by frontal faces from faces.ts) unless
 *    `background` is `keep`, and quiets what lies behind it ({@link quietBackground}).
 * 5. The light clean-up (photo-cleanup.ts photoCleanup, issue 30): specks under the detail's
 *    speck length dropped, every other stroke kept at its own shape, scaled to the page
 *    smoothly at the audience's line width, pinholes filled, solid areas hollowed, fitted
 *    inside SAFE_MARGIN_PX. Regions too small to colour are kept (checkPage's `photo` rule).
 * OpenCV.js is loaded once per thread on the first photo (~0.3 s).
 * Time: see BENCHMARKS.md and docs/photos.md "A light clean-up" (npm run bench -- photo:
 * every test photo against the OpenCV recipe in the same run).
 *
 * @throws EngineError `invalid_image` | `image_too_large`.
 */
export async function photoToLineArt(image: Uint8Array, opts: PhotoOptions): Promise<GreyRaster> {
  const detail = PHOTO_DETAIL_TUNING[opts.detail ?? 'usual'];
  const edges = await photoEdges(image, opts.timings, opts.detail, opts.background ?? 'keep');
  const { page } = await photoCleanup(edges, {
    audience: opts.audience,
    profile: opts.profile,
    width: opts.maxWidth,
    height: opts.maxHeight,
    marginPx: SAFE_MARGIN_PX,
    fit: true,
    speckLineLengths: detail.speckLineLengths,
    timings: opts.timings,
  });
  return page;
}

/**
 * Steps 1–4 of {@link photoToLineArt}: the photo's edge map (0 ink … 255 paper) at the
 * working size, before the clean-up; `detail` sets the Canny thresholds
 * (PHOTO_DETAIL_TUNING); `background` what happens behind the main subject (default `keep`:
 * the edges as found). `timings` gets `decode`, `faces` (when the subject is looked for),
 * `subject` and `edges` in ms. Throws as photoToLineArt does.
 */
export async function photoEdges(
  image: Uint8Array,
  timings?: Record<string, number>,
  detail: PhotoDetail = 'usual',
  background: PhotoBackground = 'keep',
): Promise<GreyRaster> {
  return (await photoEdgesWithSubject(image, timings, detail, background)).edges;
}

/**
 * {@link photoEdges}, with the main subject it found: `subject` is 255 inside it and 0
 * outside, the edge map's size (null when the photo has no clear subject or `background`
 * is `keep`, which does not look for one).
 */
export async function photoEdgesWithSubject(
  image: Uint8Array,
  timings?: Record<string, number>,
  detail: PhotoDetail = 'usual',
  background: PhotoBackground = 'keep',
): Promise<{ edges: GreyRaster; subject: Uint8Array | null }> {
  let t0 = performance.now();
  const rgb = await decodePhoto(image, EDGE_MIN_LONG_SIDE_PX, EDGE_MAX_LONG_SIDE_PX);
  if (timings) timings.decode = (timings.decode ?? 0) + performance.now() - t0;
  t0 = performance.now();
  // Faces help find the subject; with `keep` there is none to find.
  const grey = background !== 'keep' ? luminance8(rgb) : null;
  const boxes = grey ? await detectFaces(grey, rgb.width, rgb.height) : [];
  if (timings && grey) timings.faces = (timings.faces ?? 0) + performance.now() - t0;
  t0 = performance.now();
  // With `keep` nothing depends on the subject: GrabCut (70–180 ms) is not run.
  const found = background === 'keep' ? null : await findSubject(rgb, boxes);
  const subject = found ? upscaleMask(found, rgb.width, rgb.height) : null;
  if (timings) timings.subject = (timings.subject ?? 0) + performance.now() - t0;
  t0 = performance.now();
  const edges = await cannyLines(rgb, PHOTO_DETAIL_TUNING[detail].canny);
  if (timings) timings.edges = (timings.edges ?? 0) + performance.now() - t0;
  if (subject) {
    t0 = performance.now();
    quietBackground(edges, subject, background);
    if (timings) timings.subject = (timings.subject ?? 0) + performance.now() - t0;
  }
  return { edges, subject };
}

/** Bilinear resize of an 8-bit single-channel image (pixel centres aligned). */
function bilinear(src: Uint8Array, w: number, h: number, W: number, H: number): Uint8Array {
  const out = new Uint8Array(W * H);
  for (let y = 0; y < H; y++) {
    const fy = Math.min(h - 1, Math.max(0, ((y + 0.5) * h) / H - 0.5));
    const y0 = Math.floor(fy);
    const y1 = Math.min(h - 1, y0 + 1);
    const ay = fy - y0;
    for (let x = 0; x < W; x++) {
      const fx = Math.min(w - 1, Math.max(0, ((x + 0.5) * w) / W - 0.5));
      const x0 = Math.floor(fx);
      const x1 = Math.min(w - 1, x0 + 1);
      const ax = fx - x0;
      const top = src[y0 * w + x0]! * (1 - ax) + src[y0 * w + x1]! * ax;
      const bottom = src[y1 * w + x0]! * (1 - ax) + src[y1 * w + x1]! * ax;
      out[y * W + x] = Math.round(top * (1 - ay) + bottom * ay);
    }
  }
  return out;
}

/**
 * The subject mask scaled up to W×H and smoothed: bilinear, then two box blurs of radius
 * ~0.6 mask pixels (so the staircase of the small mask's pixels becomes a smooth curve),
 * then cut at half: 255 inside, 0 outside.
 */
function upscaleMask(mask: SubjectMask, W: number, H: number): Uint8Array {
  const up = bilinear(mask.data, mask.width, mask.height, W, H);
  const r = Math.max(1, Math.round((0.6 * W) / mask.width));
  const f = new Float32Array(up.length);
  for (let i = 0; i < up.length; i++) f[i] = up[i]!;
  const smooth = boxBlur2(boxBlur2(f, W, H, r), W, H, r);
  const out = new Uint8Array(W * H);
  for (let i = 0; i < out.length; i++) out[i] = smooth[i]! >= 128 ? 255 : 0;
  return out;
}

/** Separable box blur of radius r (running sums, edges clamped to the image). */
function boxBlur2(src: Float32Array, w: number, h: number, r: number): Float32Array {
  const tmp = new Float32Array(w * h);
  const out = new Float32Array(w * h);
  const pass = (
    from: Float32Array,
    to: Float32Array,
    len: number,
    lines: number,
    step: number,
    stride: number,
  ) => {
    for (let l = 0; l < lines; l++) {
      const base = l * stride;
      let sum = 0;
      for (let k = -r; k <= r; k++) sum += from[base + Math.min(len - 1, Math.max(0, k)) * step]!;
      for (let k = 0; k < len; k++) {
        to[base + k * step] = sum / (2 * r + 1);
        sum += from[base + Math.min(len - 1, k + r + 1) * step]! - from[base + Math.max(0, k - r) * step]!;
      }
    }
  };
  pass(src, tmp, w, h, 1, w);
  pass(tmp, out, h, w, w, 1);
  return out;
}

/**
 * Half-width of the outline drawn round a subject alone on white (`remove`), px at
 * REFERENCE_LONG_SIDE_PX (scaled with the working size): the outline is ~3 px (the clean-up
 * draws it at the page's line weight); the edges closer than QUIET_BAND_PX to it, inside,
 * are cleared, since they would become a second, parallel outline with slivers between.
 */
const OUTLINE_HALF_PX = 1;
const QUIET_BAND_PX = 5;
/**
 * `simplify` drops the lines behind the subject where they are texture: where more than
 * TEXTURE_INK_SHARE of a square window (side 2·TEXTURE_WINDOW_SHARE+1 of the long side,
 * ~37 px at 720 px) is ink. One Canny stroke through the window is ~3 % ink, two parallel
 * edges ~5 %; wood grain, a crowd, foliage or shelves are denser. A table's edge, a horizon
 * or a wall stays. Chosen by looking at the sample photos (docs/photos.md "Canny") as 0.2
 * when the edges were grown to 3 px (0.14 also took the footballer's arms and head); a third
 * of it, 0.07, since issue 30's light clean-up takes Canny's one-pixel edges as they are.
 */
const TEXTURE_INK_SHARE = 0.07;
const TEXTURE_WINDOW_SHARE = 0.025;
/** Band around the subject (px at REFERENCE_LONG_SIDE_PX, scaled) whose lines `simplify` always keeps: the subject's own edge. */
const SUBJECT_REACH_PX = 6;

/**
 * What lies behind the main subject (`subject`: 255 inside, 0 outside, the edge map's
 * size), in `edges` in place (issue 30 "Background: keep / simplify / remove"):
 * - `keep`: the edges as found;
 * - `simplify`: inside the subject and within SUBJECT_REACH_PX of it every edge; behind it
 *   no texture (ink denser than TEXTURE_INK_SHARE around it), single lines kept. The
 *   subject's outline is the photo's own edge: the mask is found at 128 px, and drawn
 *   along it, it doubled the real outline with a blocky one (tried 2026-11-29);
 * - `remove`: white paper outside the subject and one closed outline along the mask's edge
 *   (a solid mask without holes, subject-mask.ts), the edges within QUIET_BAND_PX inside it
 *   cleared.
 */
function quietBackground(edges: GreyRaster, subject: Uint8Array, background: PhotoBackground): void {
  const { width: w, height: h, data } = edges;
  if (background === 'keep') return;
  // The bands are given at REFERENCE_LONG_SIDE_PX; the edge map may be larger.
  const k = Math.max(w, h) / REFERENCE_LONG_SIDE_PX;
  if (background === 'remove') {
    const inner = morphMask(subject, w, h, Math.round(OUTLINE_HALF_PX * k), false);
    const outer = morphMask(subject, w, h, Math.max(1, Math.round(OUTLINE_HALF_PX * k)), true);
    const bandIn = morphMask(subject, w, h, Math.round(QUIET_BAND_PX * k), false);
    for (let i = 0; i < w * h; i++) {
      if (outer[i] && !inner[i]) data[i] = 0;
      else if (!subject[i] || !bandIn[i]) data[i] = 255;
    }
    return;
  }
  const near = morphMask(subject, w, h, Math.round(SUBJECT_REACH_PX * k), true);
  // Ink per window from an integral image (summed-area table) of the ink.
  const r = Math.max(2, Math.round(TEXTURE_WINDOW_SHARE * Math.max(w, h)));
  const sum = new Uint32Array((w + 1) * (h + 1));
  for (let y = 0; y < h; y++) {
    let row = 0;
    for (let x = 0; x < w; x++) {
      row += data[y * w + x]! < 128 ? 1 : 0;
      sum[(y + 1) * (w + 1) + x + 1] = sum[y * (w + 1) + x + 1]! + row;
    }
  }
  const limit = TEXTURE_INK_SHARE * (2 * r + 1) * (2 * r + 1);
  const drop: number[] = [];
  for (let y = 0; y < h; y++) {
    const y0 = Math.max(0, y - r);
    const y1 = Math.min(h, y + r + 1);
    for (let x = 0; x < w; x++) {
      const i = y * w + x;
      if (near[i] || data[i]! >= 128) continue;
      const x0 = Math.max(0, x - r);
      const x1 = Math.min(w, x + r + 1);
      const ink =
        sum[y1 * (w + 1) + x1]! - sum[y0 * (w + 1) + x1]! - sum[y1 * (w + 1) + x0]! + sum[y0 * (w + 1) + x0]!;
      // Near the photo's edge the window is cut: compare with the full window's share.
      if (ink * (2 * r + 1) * (2 * r + 1) > limit * (x1 - x0) * (y1 - y0)) drop.push(i);
    }
  }
  for (const i of drop) data[i] = 255;
}

/** 8-bit Rec. 709 luminance of a decoded photo (the face detector's input). */
function luminance8(rgb: RgbImage): Uint8Array {
  const n = rgb.width * rgb.height;
  const out = new Uint8Array(n);
  for (let i = 0; i < n; i++)
    out[i] = Math.round(255 * (0.2126 * rgb.r[i]! + 0.7152 * rgb.g[i]! + 0.0722 * rgb.b[i]!));
  return out;
}

/** A decoded photo: three float channels in 0–1, `width`×`height` px. */
export interface RgbImage {
  r: Float32Array;
  g: Float32Array;
  b: Float32Array;
  width: number;
  height: number;
  /** Working px per px of the photo as taken, when it was enlarged to the working size (> 1); absent otherwise. */
  enlarged?: number;
}

/**
 * Validates and decodes a photo to float RGB whose long side is `longSide` px, EXIF
 * orientation applied, metadata dropped. Throws as described in {@link photoToLineArt}.
 */
async function decodePhoto(bytes: Uint8Array, minLongSide: number, maxLongSide: number): Promise<RgbImage> {
  // Any Uint8Array is a picture's bytes: a Buffer posted to a worker thread arrives as a plain
  // Uint8Array (structured clone), and refusing it failed every photo page in the engine pool
  // (issue 26).
  if (!(bytes instanceof Uint8Array) || bytes.byteLength === 0)
    throw new EngineError(
      'invalid_image',
      'The picture is empty (0 bytes). Please choose a photo to upload.',
    );
  const image = Buffer.isBuffer(bytes)
    ? bytes
    : Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const markup = sniffMarkup(image);
  if (markup)
    throw new EngineError(
      'invalid_image',
      `This file is ${markup}, not a photo. Please upload a JPEG, PNG or WebP picture.`,
    );
  let meta: Metadata;
  try {
    meta = await sharp(image, { limitInputPixels: false }).metadata();
  } catch (error) {
    throw new EngineError(
      'invalid_image',
      'This file is not a picture we can read. Please upload a JPEG, PNG or WebP photo.',
      { cause: error },
    );
  }
  if (!meta.format || !PHOTO_FORMATS.has(meta.format))
    throw new EngineError(
      'invalid_image',
      `This file is ${meta.format === 'svg' ? 'an SVG drawing' : `a ${meta.format ?? 'unknown'} file`}, not a photo. Please upload a JPEG, PNG or WebP picture.`,
    );
  const w = meta.width ?? 0;
  const h = meta.height ?? 0;
  if (w * h > MAX_INPUT_PIXELS) throw tooLarge(w, h);
  if (w < 1 || h < 1)
    throw new EngineError('invalid_image', 'The picture has no pixels. Please choose another photo.');
  const longSide = Math.min(maxLongSide, Math.max(minLongSide, w, h));
  try {
    const { data, info } = await sharp(image, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'truncated' })
      .rotate()
      .resize(longSide, longSide, { fit: 'inside', kernel: 'lanczos3' })
      .flatten({ background: '#ffffff' })
      .toColourspace('srgb')
      .raw()
      .toBuffer({ resolveWithObject: true });
    const n = info.width * info.height;
    const ch = info.channels;
    const r = new Float32Array(n);
    const g = new Float32Array(n);
    const b = new Float32Array(n);
    const inv = 1 / 255;
    for (let i = 0, j = 0; i < n; i++, j += ch) {
      r[i] = data[j]! * inv;
      g[i] = data[j + 1]! * inv;
      b[i] = data[j + 2]! * inv;
    }
    const enlarged = Math.max(info.width, info.height) / Math.max(w, h);
    return { r, g, b, width: info.width, height: info.height, ...(enlarged > 1 ? { enlarged } : {}) };
  } catch (error) {
    if (/pixel limit/i.test((error as Error).message)) throw tooLarge(w, h);
    throw new EngineError(
      'invalid_image',
      'The picture could not be read: it may be damaged or incomplete. Please try another photo.',
      { cause: error },
    );
  }
}

function tooLarge(w: number, h: number): EngineError {
  return new EngineError(
    'image_too_large',
    `The picture is ${w}×${h} px (${((w * h) / 1e6).toFixed(1)} megapixels); the largest we accept is ${MAX_INPUT_PIXELS / 1e6} megapixels. Please use a smaller photo.`,
  );
}

/** Names text markup (SVG, HTML, XML) passed off as a photo, or null. */
function sniffMarkup(image: Buffer): string | null {
  let head = image.subarray(0, 1024).toString('utf8');
  if (head.charCodeAt(0) === 0xfeff) head = head.slice(1);
  head = head.trimStart().toLowerCase();
  if (!head.startsWith('<')) return null;
  if (head.includes('<svg')) return 'an SVG drawing';
  if (head.includes('<html') || head.startsWith('<!doctype html')) return 'a web page (HTML)';
  return 'a text document (XML/HTML)';
}

/** The part of OpenCV.js {@link cannyLines} uses. */
interface CvForCanny {
  matFromArray(rows: number, cols: number, type: number, data: ArrayLike<number>): CvImage;
  Mat: new () => CvImage;
  CV_8UC1: number;
  Size: new (w: number, h: number) => unknown;
  GaussianBlur(src: CvImage, dst: CvImage, size: unknown, sigmaX: number, sigmaY: number): void;
  Canny(src: CvImage, dst: CvImage, low: number, high: number, aperture: number, l2: boolean): void;
}
interface CvImage {
  data: Uint8Array;
  delete(): void;
}

/**
 * σ of the Gaussian before Canny, px of the photo as taken: the classic recipe's 5×5 kernel
 * (scripts/opencv-recipe.py; OpenCV's σ for a 5-tap kernel: 0.3·((5−1)·0.5−1)+0.8 = 1.1 px).
 */
const CANNY_BLUR_SIGMA = 1.1;

/**
 * The photo's lines by Canny's edge detector (J. Canny, "A Computational Approach to Edge
 * Detection", IEEE PAMI 8(6), 1986) in OpenCV.js, on three channels in 0–255: Rec. 601
 * luminance and two colour-opponent channels (red−green, yellow−blue, weighted by
 * CHROMA_GAIN around 128), so an orange ball on a blue blanket of the same brightness
 * has an outline; each gets a Gaussian and Canny with hysteresis thresholds `low`/`high`
 * on the L1 gradient magnitude |gx| + |gy| (3×3 Sobel; OpenCV's default, as the recipe:
 * the L2 magnitude lost the husky's pale tail, 2026-11-30); the three edge maps are joined
 * as they are, one pixel wide (photo-cleanup.ts grows and draws them at the page's line
 * width). A photo smaller than the working size was
 * enlarged `rgb.enlarged` times: its gradients are that many times gentler per pixel (the
 * husky's pale tail was lost at 3.2×, 2026-11-29), so the Gaussian's σ is multiplied and
 * the thresholds divided by it — the recipe's detection at the photo's own size, with
 * smooth lines instead of its pixel steps. Returns 0 ink / 255 paper at `rgb`'s size.
 * Does not consume `rgb`. About 20–80 ms for the three channels of a 720–1200 px photo once
 * OpenCV.js is loaded (loadOpenCv, once per thread; `edges` in the timings).
 */
async function cannyLines(rgb: RgbImage, [low, high]: readonly [number, number]): Promise<GreyRaster> {
  const { cv } = (await loadOpenCv()) as unknown as { cv: CvForCanny };
  const { width: w, height: h } = rgb;
  const n = w * h;
  const channels = [new Uint8Array(n), new Uint8Array(n), new Uint8Array(n)] as const;
  const [lum, rg, yb] = channels;
  const gain = 255 * CHROMA_GAIN;
  const clamp = (v: number) => (v < 0 ? 0 : v > 255 ? 255 : Math.round(v));
  for (let i = 0; i < n; i++) {
    const r = rgb.r[i]!;
    const g = rgb.g[i]!;
    const b = rgb.b[i]!;
    lum[i] = clamp(255 * (0.299 * r + 0.587 * g + 0.114 * b));
    rg[i] = clamp(128 + gain * (r - g));
    yb[i] = clamp(128 + gain * (0.5 * (r + g) - b));
  }
  const blur = new cv.Mat();
  const found = new cv.Mat();
  const out = Buffer.alloc(n, 255);
  try {
    const f = Math.max(1, rgb.enlarged ?? 1);
    const sigma = CANNY_BLUR_SIGMA * f;
    const taps = 2 * Math.ceil(2 * sigma) + 1;
    for (const channel of channels) {
      const src = cv.matFromArray(h, w, cv.CV_8UC1, channel);
      try {
        cv.GaussianBlur(src, blur, new cv.Size(taps, taps), sigma, sigma);
        cv.Canny(blur, found, low / f, high / f, 3, false);
      } finally {
        src.delete();
      }
      const e = found.data;
      for (let i = 0; i < n; i++) if (e[i]) out[i] = 0;
    }
    return { data: out, width: w, height: h };
  } finally {
    for (const m of [blur, found]) m.delete();
  }
}

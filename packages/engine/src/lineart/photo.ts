import { MAX_INPUT_PIXELS } from '@inkling/contracts/limits';
import sharp, { type Metadata } from 'sharp';
import { EngineError } from '../errors';
import { AUDIENCE_PROFILES, type AudienceProfile, SAFE_MARGIN_PX } from '../profiles';
import type { Audience, PhotoBackground, PhotoDetail } from '../types';
import { cleanupLineArt, placeDrawing } from './cleanup';
import { detectEyes, detectFaces, type FaceBox } from './faces';
import { domainTransform, gaussianBlur } from './filters';
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
  /** When given, stage durations in ms are added to it (decode, faces, xdog, then cleanupLineArt's stages). */
  timings?: Record<string, number>;
  /** Fewer or more lines than usual (DETAIL_LONG_SIDE_PX); default `usual`. */
  detail?: PhotoDetail;
  /** The page's drawing rules (line weight, issue 33; profiles.ts pageProfile); default the audience's. */
  profile?: AudienceProfile;
  /** Draw detected faces with the finer face pass (FACE_XDOG); default true. False gives the page without it (tests, before/after). */
  faces?: boolean;
  /** Behind the main subject (types.ts PhotoBackground; see quietBackground); default `keep`. */
  background?: PhotoBackground;
}

/** Raster formats a photo may come in (upload accepts JPEG/PNG/WebP; the rest are harmless extras). */
const PHOTO_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif', 'tiff', 'avif', 'heif']);
/** Weight of opponent-colour edges against luminance edges in {@link cannyLines} and {@link xdogLines}. */
const CHROMA_GAIN = 0.5;
/** Long side of the image the edges are found on, px: big shapes survive, fur and grain do not. */
const EDGE_LONG_SIDE_PX = 720;

/**
 * The detail control (issue 14 "fewer ↔ more lines"): the Canny hysteresis thresholds
 * (low, high; on the L2 gradient magnitude of each 0–255 channel after the Gaussian, see
 * cannyLines: a lower pair lets weaker edges through as lines) and the clean-up's speck
 * length (how short a stroke may be and stay, in line widths). `usual` is the thresholds of
 * the classic recipe (scripts/opencv-recipe.py: Canny 50/150), whose pages a blind panel
 * preferred to the engine's XDoG pages on 13 of 17 photos for likeness (docs/photos.md,
 * 2026-11-29); `fewer` and `more` were chosen by looking at the seven sample photos.
 */
export const PHOTO_DETAIL_TUNING: Record<
  PhotoDetail,
  { canny: readonly [low: number, high: number]; speckLineLengths: number }
> = {
  fewer: { canny: [70, 180], speckLineLengths: 4 },
  usual: { canny: [50, 150], speckLineLengths: 3 },
  more: { canny: [35, 105], speckLineLengths: 2 },
};

/**
 * Parameters of the face pass's XDoG (FACE_XDOG; Winnemöller, Kyprianidis & Olsen, "XDoG:
 * An eXtended difference-of-Gaussians compendium including advanced image stylization",
 * Computers & Graphics 36(6), 2012, eq. 5–7), for luminance in 0–1 on an image whose
 * long side is EDGE_LONG_SIDE_PX; σ scales with the long side.
 * - sigma: inner Gaussian σ, px — sets the line width (~2kσ);
 * - k: outer/inner σ ratio (1.6 approximates the Laplacian of Gaussian, §2.1);
 * - p: sharpening strength (the paper's p; τ = p/(1+p) in eq. 4);
 * - epsilon: threshold on the sharpened image; values below it ink;
 * - phi: steepness of the tanh soft threshold, which anti-aliases the lines;
 * - sigmaS, sigmaR: the domain-transform smoothing's spatial (px) and range extents;
 * - localSigma: σ (px) of the local mean the luminance is measured against before the
 *   threshold (local contrast normalisation), so a dark area (a navy jacket, a tabby's
 *   dark stripes, a night sky) is paper like a light one and only its edges ink — the
 *   paper's tone term (eq. 5 on absolute luminance) inks dark areas solid, which the
 *   clean-up can only hollow into smears;
 * - tone: weight of that absolute luminance (0 = lines only, 1 = the paper's XDoG).
 * Until 2026-11-29 an XDoG pass with these parameters (σ 1.4, p 40, sigmaS 30, localSigma 12)
 * drew the whole photo; the Canny pass replaced it (docs/photos.md "Canny").
 */

/**
 * Clean-up tuning of the photo path: specks are black components under 1.5 line
 * widths squared or shorter than 3 line widths (36 px at kids' 12 px line, 3 mm):
 * the short dashes of fur, grain and noise go, while eyes, nostrils and the corners of
 * a mouth (4–6 line widths on a portrait filling the page) stay (issue 14: the former
 * 6 line widths dropped the eyes of a face). Every stroke is redrawn from its centre
 * line at the audience's line width (uniformStrokes), so lines are even. Regions too
 * small to colour are opened, not filled (openSmallRegions, cleanup.ts): filling merged
 * every cluster of small cells — a face, a shirt's stripes, a ball — into a lump that was
 * redrawn as its outline, the "shapeless blobs" of the 2026-11-29 panel.
 */
export const PHOTO_CLEANUP_TUNING = {
  speckLineAreas: 1.5,
  speckLineLengths: 3,
  uniformStrokes: true,
  openSmallRegions: true,
} as const;

/** XDoG and pre-smoothing parameters of the face pass (see {@link FACE_XDOG}). */
export interface XdogParams {
  sigma: number;
  k: number;
  p: number;
  epsilon: number;
  phi: number;
  sigmaS: number;
  sigmaR: number;
  localSigma: number;
  tone: number;
}

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
 *    dropped, downscaled to a EDGE_LONG_SIDE_PX working size (JPEG shrink-on-load).
 * 3. Finds lines with Canny's detector (Canny 1986, in OpenCV.js; {@link cannyLines}) on
 *    luminance and two colour-opponent channels after a Gaussian, with the detail
 *    control's thresholds (PHOTO_DETAIL_TUNING; blur and thresholds scaled for a photo
 *    smaller than the working size), one px grown so neighbouring edge pixels join.
 * 3b. With `faces` (default), finds frontal faces (faces.ts, LBP cascade of Debian's
 *    opencv-data; none when the file is missing) and redraws each face box, grown 20 %,
 *    with the finer FACE_XDOG pass so eyes and mouth are thin lines, not cells and spots
 *    (issue 30; ~30–45 ms per photo), with lids and pupils on detected eyes.
 * 4. Finds the main subject (subject-mask.ts) unless `background` is `keep`, and quiets
 *    what lies behind it ({@link quietBackground}).
 * 5. Runs cleanupLineArt with `fit: true` and PHOTO_CLEANUP_TUNING (line width, specks,
 *    gaps, small regions opened, solid areas hollowed, margin).
 * OpenCV.js is loaded once per thread on the first photo (~0.3 s).
 * Time: see BENCHMARKS.md and docs/photos.md "Time" (npm run bench -- photo: every test
 * photo and a 12 MP JPEG, against the OpenCV recipe in the same run).
 *
 * @throws EngineError `invalid_image` | `image_too_large`.
 */
export async function photoToLineArt(image: Uint8Array, opts: PhotoOptions): Promise<GreyRaster> {
  const detail = PHOTO_DETAIL_TUNING[opts.detail ?? 'usual'];
  const { edges, eyes } = await photoEdgesWithSubject(
    image,
    opts.timings,
    opts.detail,
    opts.faces ?? true,
    opts.background ?? 'keep',
  );
  const cleanupOptions = {
    audience: opts.audience,
    profile: opts.profile,
    width: opts.maxWidth,
    height: opts.maxHeight,
    marginPx: SAFE_MARGIN_PX,
    fit: true,
  };
  const tuning = { ...PHOTO_CLEANUP_TUNING, speckLineLengths: detail.speckLineLengths };
  const page = await cleanupLineArt(edges, cleanupOptions, { ...tuning, timings: opts.timings });
  if (eyes.length > 0) {
    const place = await placeDrawing(edges, cleanupOptions, tuning);
    const lineWidth = (opts.profile ?? AUDIENCE_PROFILES[opts.audience]).lineWidthPx;
    if (place) for (const eye of eyes) stampPupil(page, eye, place, lineWidth);
  }
  return page;
}

/**
 * Steps 1–4 of {@link photoToLineArt}: the photo's edge map (0 ink … 255 paper),
 * EDGE_LONG_SIDE_PX on its long side, before the clean-up; `detail` sets the Canny
 * thresholds (PHOTO_DETAIL_TUNING); `faces` runs the face pass (step 3b); `background` what
 * happens behind the main subject (default `keep` here: the edges as found). `timings` gets
 * `decode`, `faces` (with `faces`), `subject` and `edges` in ms. Throws as photoToLineArt does.
 */
export async function photoEdges(
  image: Uint8Array,
  timings?: Record<string, number>,
  detail: PhotoDetail = 'usual',
  faces = true,
  background: PhotoBackground = 'keep',
): Promise<GreyRaster> {
  return (await photoEdgesWithSubject(image, timings, detail, faces, background)).edges;
}

/**
 * How a detected eye is drawn (issue 30 "eyes with pupils"), as shares of the eye
 * cascade's box width w (the box is about twice the eye's opening): the lines the face
 * pass found inside an ellipse of half-axes 0.42w × 0.28w are replaced by an upper lid,
 * a parabola 0.64w wide rising 0.14w, drawn into the edge map (the clean-up redraws it at
 * the line weight); the pupil is stamped on the finished page (stampPupil), hanging from
 * the lid: a round dot whose radius is PUPIL_LINE_WIDTHS (so nothing is thicker than twice
 * the line width, the face test's rule) but at most 0.13w on the page and 14 px (a 2.5 mm
 * dot at 300 dpi, the solid-area rule). The clean-up would not keep a pupil drawn into the
 * edge map: it thins every stroke to its centre line and redraws filled small regions as
 * strokes, so a disc or a small ring comes out as a dash. An eye under 5 line widths wide
 * on the page gets no pupil (no room).
 */
const EYE_SHAPE = { clearRx: 0.42, clearRy: 0.28, lidHalf: 0.32, lidRise: 0.14, pupilMax: 0.13 } as const;
/**
 * Pupil radius in line widths: 0.85 keeps the dot, where it joins the lid, no thicker than
 * twice the line width (a radius of 1 line width measured 10–14 px over it on the astronaut).
 */
const PUPIL_LINE_WIDTHS = 0.85;
/** Largest pupil radius on the page, px: 2.5 mm at 300 dpi is 29.5 px across. */
const PUPIL_MAX_RADIUS_PX = 14;

/** The eye's upper lid (EYE_SHAPE) drawn into `edges` (0 ink … 255 paper) in place of the lines there. */
function drawLid(edges: GreyRaster, eye: FaceBox): void {
  const { width: W, height: H, data } = edges;
  const w = eye.width;
  const cx = eye.x + eye.width / 2;
  const cy = eye.y + eye.height / 2;
  const set = (x: number, y: number, v: number) => {
    const xi = Math.round(x);
    const yi = Math.round(y);
    if (xi >= 0 && yi >= 0 && xi < W && yi < H) data[yi * W + xi] = v;
  };
  const rx = EYE_SHAPE.clearRx * w;
  const ry = EYE_SHAPE.clearRy * w;
  for (let y = Math.floor(cy - ry); y <= cy + ry; y++)
    for (let x = Math.floor(cx - rx); x <= cx + rx; x++)
      if (((x - cx) / rx) ** 2 + ((y - cy) / ry) ** 2 <= 1) set(x, y, 255);
  const half = EYE_SHAPE.lidHalf * w;
  const rise = EYE_SHAPE.lidRise * w;
  for (let x = cx - half; x <= cx + half; x += 0.25) {
    const u = (x - cx) / half;
    const y = cy - rise * (1 - u * u);
    set(x, y, 0);
    set(x, y + 1, 0);
  }
}

/** Stamps the pupil of `eye` (edge-map px) on the finished `page` through the clean-up's placement (EYE_SHAPE). */
function stampPupil(
  page: GreyRaster,
  eye: FaceBox,
  place: { rect: { x: number; y: number }; scale: number; dx: number; dy: number },
  lineWidth: number,
): void {
  const eyeOnPage = eye.width * place.scale;
  if (eyeOnPage < 5 * lineWidth) return;
  const r = Math.min(PUPIL_LINE_WIDTHS * lineWidth, PUPIL_MAX_RADIUS_PX, EYE_SHAPE.pupilMax * eyeOnPage);
  const cx = place.dx + (eye.x + eye.width / 2 - place.rect.x) * place.scale;
  // The lid's top, on its centre line (1 px below the drawn curve's top edge at the working size).
  const lidTop =
    place.dy + (eye.y + eye.height / 2 - EYE_SHAPE.lidRise * eye.width + 0.5 - place.rect.y) * place.scale;
  const cy = lidTop + r;
  for (let y = Math.floor(cy - r); y <= Math.ceil(cy + r); y++)
    for (let x = Math.floor(cx - r); x <= Math.ceil(cx + r); x++)
      if (x >= 0 && y >= 0 && x < page.width && y < page.height && (x - cx) ** 2 + (y - cy) ** 2 <= r * r)
        page.data[y * page.width + x] = 0;
}

/**
 * {@link photoEdges}, with the main subject it found: `subject` is 255 inside it and 0
 * outside, the edge map's size (null when the photo has no clear subject).
 */
export async function photoEdgesWithSubject(
  image: Uint8Array,
  timings?: Record<string, number>,
  detail: PhotoDetail = 'usual',
  faces = true,
  background: PhotoBackground = 'keep',
): Promise<{ edges: GreyRaster; subject: Uint8Array | null; eyes: FaceBox[] }> {
  let t0 = performance.now();
  const rgb = await decodePhoto(image, EDGE_LONG_SIDE_PX);
  if (timings) timings.decode = (timings.decode ?? 0) + performance.now() - t0;
  t0 = performance.now();
  const grey = faces ? luminance8(rgb) : null;
  const boxes = grey ? await detectFaces(grey, rgb.width, rgb.height) : [];
  const eyes: FaceBox[] = [];
  for (const box of boxes) if (grey) eyes.push(...(await detectEyes(grey, rgb.width, rgb.height, box)));
  // The face pass reads the photo, which xdogLines consumes: crop it first.
  const crops = boxes.map((box) => cropRgb(rgb, enlargeBox(box, rgb.width, rgb.height)));
  if (timings && faces) timings.faces = (timings.faces ?? 0) + performance.now() - t0;
  t0 = performance.now();
  // With `keep` nothing depends on the subject: GrabCut (70–180 ms) is not run.
  const found = background === 'keep' ? null : await findSubject(rgb, boxes);
  const subject = found ? upscaleMask(found, rgb.width, rgb.height) : null;
  if (timings) timings.subject = (timings.subject ?? 0) + performance.now() - t0;
  t0 = performance.now();
  const edges = await cannyLines(rgb, PHOTO_DETAIL_TUNING[detail].canny);
  if (timings) timings.edges = (timings.edges ?? 0) + performance.now() - t0;
  t0 = performance.now();
  for (const crop of crops) mergeFace(edges, crop.box, xdogLines(crop.rgb, FACE_XDOG, crop.scale));
  for (const eye of eyes) drawLid(edges, eye);
  if (timings && crops.length > 0) timings.faces = (timings.faces ?? 0) + performance.now() - t0;
  if (subject) {
    t0 = performance.now();
    quietBackground(edges, subject, background);
    if (timings) timings.subject = (timings.subject ?? 0) + performance.now() - t0;
  }
  return { edges, subject, eyes };
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
 * EDGE_LONG_SIDE_PX: the outline is ~3 px (the clean-up redraws it from its centre line at
 * the page's line weight); the edges closer than QUIET_BAND_PX to it, inside, are cleared,
 * since they would become a second, parallel outline with slivers between.
 */
const OUTLINE_HALF_PX = 1;
const QUIET_BAND_PX = 5;
/**
 * `simplify` drops the lines behind the subject where they are texture: where more than
 * TEXTURE_INK_SHARE of a square window (side 2·TEXTURE_WINDOW_SHARE+1 of the long side,
 * ~37 px at 720 px) is ink. One Canny stroke (3 px after the dilation) through the window
 * is ~8 % ink, two parallel edges ~16 %; wood grain, a crowd, foliage or shelves are
 * denser. A table's edge, a horizon or a wall stays. 0.14 also took the footballer's arms
 * and head (the mask had cut them off, and the crowd's colour edges made them dense); 0.2
 * keeps more of them and still clears the coffee table's grain. Chosen by looking at the
 * sample photos (docs/photos.md "Canny").
 */
const TEXTURE_INK_SHARE = 0.2;
const TEXTURE_WINDOW_SHARE = 0.025;
/** Band around the subject (px at EDGE_LONG_SIDE_PX) whose lines `simplify` always keeps: the subject's own edge. */
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
  if (background === 'remove') {
    const inner = morphMask(subject, w, h, OUTLINE_HALF_PX, false);
    const outer = morphMask(subject, w, h, OUTLINE_HALF_PX, true);
    const bandIn = morphMask(subject, w, h, QUIET_BAND_PX, false);
    for (let i = 0; i < w * h; i++) {
      if (outer[i] && !inner[i]) data[i] = 0;
      else if (!subject[i] || !bandIn[i]) data[i] = 255;
    }
    return;
  }
  const near = morphMask(subject, w, h, SUBJECT_REACH_PX, true);
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

/**
 * The face pass's XDoG (issue 30): inside a detected face the XDoG pass that drew photos
 * until 2026-11-29 gave cells and black spots — its smoothing (sigmaS 30) melts eyes, nostrils and lips into
 * blobs, and the local normalisation at σ 12 px turns the dark eye sockets and mouth
 * into filled shapes. The face pass smooths less and at a finer scale so eyelids,
 * pupils, the nose's sides and the lips come out as thin lines the clean-up redraws at
 * the audience's width. Values chosen by looking at the astronaut's page (docs/photos.md
 * "Faces"), eight settings tried: σ 0.8 (not 1.4), sigmaS 6 (not 30), localSigma 4 (not
 * 12), ε 0.25 (not 0.15) give both eyes as lid lines and the mouth as upper lip and
 * teeth line; σ 1.0–1.2 or p 60–80 bring back the cell around the nose's shadow.
 */
const FACE_XDOG: XdogParams = {
  sigma: 0.8,
  k: 1.6,
  p: 40,
  epsilon: 0.25,
  phi: 12,
  sigmaS: 6,
  sigmaR: 0.2,
  localSigma: 4,
  tone: 0,
};
/** A face box is enlarged by this share of its size on each side: the cascade's box runs from brows to mouth; chin, jaw and hairline are wanted too. */
const FACE_MARGIN_SHARE = 0.2;

/** 8-bit Rec. 709 luminance of a decoded photo (the face detector's input). */
function luminance8(rgb: RgbImage): Uint8Array {
  const n = rgb.width * rgb.height;
  const out = new Uint8Array(n);
  for (let i = 0; i < n; i++)
    out[i] = Math.round(255 * (0.2126 * rgb.r[i]! + 0.7152 * rgb.g[i]! + 0.0722 * rgb.b[i]!));
  return out;
}

/** `box` grown by FACE_MARGIN_SHARE on each side, clipped to the w×h image. */
function enlargeBox(box: FaceBox, w: number, h: number): FaceBox {
  const mx = Math.round(box.width * FACE_MARGIN_SHARE);
  const my = Math.round(box.height * FACE_MARGIN_SHARE);
  const x0 = Math.max(0, box.x - mx);
  const y0 = Math.max(0, box.y - my);
  const x1 = Math.min(w, box.x + box.width + mx);
  const y1 = Math.min(h, box.y + box.height + my);
  return { x: x0, y: y0, width: x1 - x0, height: y1 - y0 };
}

/** A copy of `box` of the photo, with the scale its XDoG σs are measured at (the whole photo's). */
function cropRgb(rgb: RgbImage, box: FaceBox): { rgb: RgbImage; box: FaceBox; scale: number } {
  const n = box.width * box.height;
  const out: RgbImage = {
    r: new Float32Array(n),
    g: new Float32Array(n),
    b: new Float32Array(n),
    width: box.width,
    height: box.height,
  };
  for (let y = 0; y < box.height; y++) {
    const from = (box.y + y) * rgb.width + box.x;
    out.r.set(rgb.r.subarray(from, from + box.width), y * box.width);
    out.g.set(rgb.g.subarray(from, from + box.width), y * box.width);
    out.b.set(rgb.b.subarray(from, from + box.width), y * box.width);
  }
  return { rgb: out, box, scale: Math.max(rgb.width, rgb.height) / EDGE_LONG_SIDE_PX };
}

/**
 * Puts the face pass `face` (the size of `box`) into `edges`: inside 70 % of the radius of
 * the ellipse inscribed in the box the face pass replaces the usual lines; from there to
 * the ellipse both are kept (the darker of the two), so lines crossing the seam run on
 * instead of ending there (ends the clean-up would bridge with straight strokes).
 */
function mergeFace(edges: GreyRaster, box: FaceBox, face: GreyRaster): void {
  const cx = box.width / 2;
  const cy = box.height / 2;
  for (let y = 0; y < box.height; y++)
    for (let x = 0; x < box.width; x++) {
      const dx = (x + 0.5 - cx) / cx;
      const dy = (y + 0.5 - cy) / cy;
      const r = Math.sqrt(dx * dx + dy * dy);
      if (r >= 1) continue;
      const i = (box.y + y) * edges.width + box.x + x;
      const f = face.data[y * box.width + x]!;
      edges.data[i] = r <= 0.7 ? f : Math.min(f, edges.data[i]!);
    }
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
async function decodePhoto(bytes: Uint8Array, longSide: number): Promise<RgbImage> {
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

/**
 * XDoG line extraction (Winnemöller et al. 2012, eq. 5–7) after domain-transform
 * smoothing. Returns a grey raster (0 ink … 255 paper) the size of `rgb`, softly
 * anti-aliased by the tanh threshold so the clean-up can upscale it smoothly.
 *
 * Luminance alone misses edges between colours of equal brightness (an orange toy
 * on a blue blanket), so the same sharpened difference of Gaussians also runs on two
 * opponent-colour channels (red−green, yellow−blue); at each pixel the strongest of
 * the three (colour weighted by CHROMA_GAIN) is added to the smoothed luminance
 * before the threshold (eq. 5 with the difference term chosen per pixel). The
 * luminance the difference is added to is normalised locally (see XDOG.localSigma):
 * 0.5 plus its difference from a Gaussian mean of σ = localSigma, mixed with the
 * absolute luminance by `tone`. Consumes `rgb`: its channels become scratch buffers.
 */
function xdogLines(
  rgb: RgbImage,
  params: XdogParams,
  scale = Math.max(rgb.width, rgb.height) / EDGE_LONG_SIDE_PX,
): GreyRaster {
  const { width: w, height: h } = rgb;
  const n = w * h;
  const { r, g, b } = rgb;
  const lum = new Float32Array(n);
  const rg = new Float32Array(n);
  const yb = new Float32Array(n);
  for (let i = 0; i < n; i++) {
    lum[i] = 0.2126 * r[i]! + 0.7152 * g[i]! + 0.0722 * b[i]!;
    rg[i] = r[i]! - g[i]!;
    yb[i] = 0.5 * (r[i]! + g[i]!) - b[i]!;
  }
  // Smooth with the colour edges of all three channels stopping the smoothing.
  domainTransform([lum, rg, yb], w, h, params.sigmaS * scale, params.sigmaR, 3, [r, g, b]);
  const sigma = params.sigma * scale;
  const { p, epsilon, phi } = params;
  const soft = (u: number) => (u >= epsilon ? 1 : 1 + Math.tanh(phi * (u - epsilon)));
  // The decoded r, g, b are no longer needed: they are the blurs' scratch space.
  const tmp = r;
  const l1 = gaussianBlur(lum, w, h, sigma, g, tmp);
  const l2 = gaussianBlur(lum, w, h, sigma * params.k, b, tmp);
  const a1 = gaussianBlur(rg, w, h, sigma, undefined, tmp);
  const a2 = gaussianBlur(rg, w, h, sigma * params.k, undefined, tmp);
  const b1 = gaussianBlur(yb, w, h, sigma, undefined, tmp);
  const b2 = gaussianBlur(yb, w, h, sigma * params.k, undefined, tmp);
  const out = Buffer.allocUnsafe(n);
  const pc = p * CHROMA_GAIN;
  // lum is not needed after l1 and l2: the local mean goes into it.
  const mean = params.localSigma > 0 ? gaussianBlur(l1, w, h, params.localSigma * scale, lum, tmp) : l1;
  const tone = params.tone;
  for (let i = 0; i < n; i++) {
    // The strongest of the three sharpened differences decides, so one contour
    // never gets a brightness line on one side and a colour line on the other.
    let d = p * (l1[i]! - l2[i]!);
    const da = pc * (a1[i]! - a2[i]!);
    const db = pc * (b1[i]! - b2[i]!);
    if (Math.abs(da) > Math.abs(d)) d = da;
    if (Math.abs(db) > Math.abs(d)) d = db;
    const base = tone * l1[i]! + (1 - tone) * (0.5 + l1[i]! - mean[i]!);
    const t = soft(base + d);
    out[i] = Math.round(Math.max(0, Math.min(1, t)) * 255);
  }
  return { data: out, width: w, height: h };
}

/** The part of OpenCV.js {@link cannyLines} uses. */
interface CvForCanny {
  matFromArray(rows: number, cols: number, type: number, data: ArrayLike<number>): CvImage;
  Mat: new () => CvImage;
  CV_8UC1: number;
  Size: new (w: number, h: number) => unknown;
  MORPH_RECT: number;
  getStructuringElement(shape: number, size: unknown): CvImage;
  GaussianBlur(src: CvImage, dst: CvImage, size: unknown, sigmaX: number, sigmaY: number): void;
  Canny(src: CvImage, dst: CvImage, low: number, high: number, aperture: number, l2: boolean): void;
  dilate(src: CvImage, dst: CvImage, kernel: CvImage): void;
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
 * on the L2 gradient magnitude (3×3 Sobel); the three edge maps are joined, then grown by
 * a 3×3 dilation so diagonal neighbours and close parallel edges join into one stroke the
 * clean-up redraws from its centre line. A photo smaller than the working size was
 * enlarged `rgb.enlarged` times: its gradients are that many times gentler per pixel (the
 * husky's pale tail was lost at 3.2×, 2026-11-29), so the Gaussian's σ is multiplied and
 * the thresholds divided by it — the recipe's detection at the photo's own size, with
 * smooth lines instead of its pixel steps. Returns 0 ink / 255 paper at `rgb`'s size.
 * Does not consume `rgb`. About 5–15 ms a channel on a 720 px photo once OpenCV.js is
 * loaded (loadOpenCv, once per thread).
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
  const grown = new cv.Mat();
  const kernel = cv.getStructuringElement(cv.MORPH_RECT, new cv.Size(3, 3));
  const edges = new Uint8Array(n);
  try {
    const f = Math.max(1, rgb.enlarged ?? 1);
    const sigma = CANNY_BLUR_SIGMA * f;
    const taps = 2 * Math.ceil(2 * sigma) + 1;
    for (const channel of channels) {
      const src = cv.matFromArray(h, w, cv.CV_8UC1, channel);
      try {
        cv.GaussianBlur(src, blur, new cv.Size(taps, taps), sigma, sigma);
        cv.Canny(blur, found, low / f, high / f, 3, true);
      } finally {
        src.delete();
      }
      const e = found.data;
      for (let i = 0; i < n; i++) edges[i] = edges[i]! | e[i]!;
    }
    const all = cv.matFromArray(h, w, cv.CV_8UC1, edges);
    try {
      cv.dilate(all, grown, kernel);
    } finally {
      all.delete();
    }
    const out = Buffer.allocUnsafe(n);
    const e = grown.data;
    for (let i = 0; i < n; i++) out[i] = e[i] ? 0 : 255;
    return { data: out, width: w, height: h };
  } finally {
    for (const m of [blur, found, grown, kernel]) m.delete();
  }
}

import { MAX_INPUT_PIXELS } from '@inkling/contracts/limits';
import sharp, { type Metadata } from 'sharp';
import { EngineError } from '../errors';
import { AUDIENCE_PROFILES, type AudienceProfile, SAFE_MARGIN_PX } from '../profiles';
import type { Audience, PhotoBackground, PhotoDetail } from '../types';
import { cleanupLineArt, placeDrawing } from './cleanup';
import { detectEyes, detectFaces, type FaceBox } from './faces';
import { domainTransform, gaussianBlur } from './filters';
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
  /** Behind the main subject (types.ts PhotoBackground; simplified by simpleLines); default `simplify`. */
  background?: PhotoBackground;
}

/** Raster formats a photo may come in (upload accepts JPEG/PNG/WebP; the rest are harmless extras). */
const PHOTO_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif', 'tiff', 'avif', 'heif']);
/** Weight of opponent-colour edges against luminance edges in {@link xdogLines}. */
const CHROMA_GAIN = 0.5;
/** Long side of the image the edges are found on, px: big shapes survive, fur and grain do not. */
const EDGE_LONG_SIDE_PX = 720;

/**
 * The detail control (issue 14 "fewer ↔ more lines"): XDoG's sharpening strength p (a
 * higher p lets weaker edges through as lines) and the clean-up's speck length (how
 * short a stroke may be and stay, in line widths). `usual` is XDOG and
 * PHOTO_CLEANUP_TUNING as they are. Chosen by looking at the seven test photos at each
 * step (docs/photos.md): p 26 keeps outlines and the main features, p 70 adds fur,
 * folds and background edges.
 */
export const PHOTO_DETAIL_TUNING: Record<PhotoDetail, { p: number; speckLineLengths: number }> = {
  fewer: { p: 26, speckLineLengths: 4 },
  usual: { p: 40, speckLineLengths: 3 },
  more: { p: 70, speckLineLengths: 2 },
};

/**
 * XDoG parameters (Winnemöller, Kyprianidis & Olsen, "XDoG: An eXtended
 * difference-of-Gaussians compendium including advanced image stylization",
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
 * Tuned by looking at docs/examples/photo-comparison.png (issue 14): p 22 → 40 and
 * sigmaS 50 → 30 keep the soft contours of faces, fur and landscapes (a cat's slit
 * pupils, an open mouth); tone 0 drops the dark smears. The clean-up redraws strokes
 * evenly (PHOTO_CLEANUP_TUNING), so more edge detail no longer means more blotches.
 */
const XDOG: XdogParams = {
  sigma: 1.4,
  k: 1.6,
  p: 40,
  epsilon: 0.15,
  phi: 12,
  sigmaS: 30,
  sigmaR: 0.25,
  localSigma: 12,
  tone: 0,
};

/**
 * Clean-up tuning of the photo path: specks are black components under 1.5 line
 * widths squared or shorter than 3 line widths (36 px at kids' 12 px line, 3 mm):
 * the short dashes of fur, grain and noise go, while eyes, nostrils and the corners of
 * a mouth (4–6 line widths on a portrait filling the page) stay (issue 14: the former
 * 6 line widths dropped the eyes of a face). Every stroke is redrawn from its centre
 * line at the audience's line width (uniformStrokes): XDoG's edge bands are wedges
 * and slivers up to 2.5 mm wide, which printed as smears.
 */
export const PHOTO_CLEANUP_TUNING = {
  speckLineAreas: 1.5,
  speckLineLengths: 3,
  uniformStrokes: true,
} as const;

/** XDoG and pre-smoothing parameters (see {@link XDOG}). */
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
 * 3. Flattens texture with the domain-transform edge-preserving filter (Gastal &
 *    Oliveira 2011) on RGB, so outlines follow big shapes, not fur or noise.
 * 4. Finds lines with XDoG (Winnemöller et al. 2012; see {@link XDOG}) on locally
 *    normalised luminance and two opponent-colour channels, so equal-brightness
 *    colour edges count too and dark areas give outlines, not solid ink.
 * 4b. With `faces` (default), finds frontal faces (faces.ts, LBP cascade of Debian's
 *    opencv-data; none when the file is missing) and redraws each face box, grown 20 %,
 *    with the finer FACE_XDOG pass so eyes and mouth are thin lines, not cells and spots
 *    (issue 30; ~30–45 ms per photo, plus loading OpenCV.js once per thread, ~0.25–0.3 s).
 * 5. Runs cleanupLineArt with `fit: true` and PHOTO_CLEANUP_TUNING (line width, specks,
 *    gaps, small regions, solid areas hollowed, margin).
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
    opts.background ?? 'simplify',
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
 * Steps 1–4 of {@link photoToLineArt}: the photo's XDoG edge map (0 ink … 255 paper),
 * EDGE_LONG_SIDE_PX on its long side, before the clean-up; `detail` sets XDoG's p
 * (PHOTO_DETAIL_TUNING); `faces` runs the face pass (step 4b); `background` what
 * happens behind the main subject (default `keep` here: the edges as found, with the
 * subject's outline). `timings` gets `decode`, `faces` (with `faces`), `subject` and `xdog`
 * in ms. Throws as photoToLineArt does.
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
  const found = await findSubject(rgb, boxes);
  const subject = found ? upscaleMask(found, rgb.width, rgb.height) : null;
  // The simplified background is found on a small copy, before xdogLines consumes the photo.
  const coarse = subject && background === 'simplify' ? simpleLines(rgb, detail) : null;
  if (timings) timings.subject = (timings.subject ?? 0) + performance.now() - t0;
  t0 = performance.now();
  const edges = xdogLines(rgb, { ...XDOG, p: PHOTO_DETAIL_TUNING[detail].p });
  if (timings) timings.xdog = (timings.xdog ?? 0) + performance.now() - t0;
  t0 = performance.now();
  for (const crop of crops) mergeFace(edges, crop.box, xdogLines(crop.rgb, FACE_XDOG, crop.scale));
  for (const eye of eyes) drawLid(edges, eye);
  if (timings && crops.length > 0) timings.faces = (timings.faces ?? 0) + performance.now() - t0;
  if (subject) {
    t0 = performance.now();
    drawSubject(edges, subject, background, coarse);
    if (timings) timings.subject = (timings.subject ?? 0) + performance.now() - t0;
  }
  return { edges, subject, eyes };
}

/**
 * The simplified background's pass: XDoG on a copy SIMPLE_SHRINK times smaller with the
 * usual σs measured in its own pixels (so every σ is SIMPLE_SHRINK× coarser on the photo)
 * and a lower p: big shapes (a wall's edge, a table, a horizon) stay, shelves, crowds
 * and grain do not. Returned at the size of `rgb` (bilinear), 0 ink … 255 paper.
 */
const SIMPLE_SHRINK = 3;
/**
 * XDoG of the simplified background (see simpleLines): the usual XDOG with half its p
 * (20 instead of 40 at `usual`: fewer, stronger edges only); the detail control scales it
 * like the subject's p (PHOTO_DETAIL_TUNING), so "fewer lines" has fewer everywhere.
 */
const SIMPLE_P_SHARE = 0.5;
function simpleLines(rgb: RgbImage, detail: PhotoDetail): Uint8Array {
  const w = Math.max(8, Math.round(rgb.width / SIMPLE_SHRINK));
  const h = Math.max(8, Math.round(rgb.height / SIMPLE_SHRINK));
  const small: RgbImage = {
    r: new Float32Array(w * h),
    g: new Float32Array(w * h),
    b: new Float32Array(w * h),
    width: w,
    height: h,
  };
  const sx = rgb.width / w;
  const sy = rgb.height / h;
  for (let y = 0; y < h; y++)
    for (let x = 0; x < w; x++) {
      const j =
        Math.min(rgb.height - 1, Math.floor((y + 0.5) * sy)) * rgb.width +
        Math.min(rgb.width - 1, Math.floor((x + 0.5) * sx));
      small.r[y * w + x] = rgb.r[j]!;
      small.g[y * w + x] = rgb.g[j]!;
      small.b[y * w + x] = rgb.b[j]!;
    }
  const lines = xdogLines(small, { ...XDOG, p: PHOTO_DETAIL_TUNING[detail].p * SIMPLE_P_SHARE }, 1);
  return bilinear(lines.data, w, h, rgb.width, rgb.height);
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
 * Half-width of the outline drawn round the subject and of the quiet band cleared on
 * both sides of it, px at EDGE_LONG_SIDE_PX: the outline is ~3 px (the clean-up redraws
 * it from its centre line at the page's line weight); XDoG's own lines closer than 4 px
 * to it would become a second, parallel outline with slivers between.
 */
const OUTLINE_HALF_PX = 1;
const QUIET_BAND_PX = 5;
/** Band outside the subject kept clear of the simplified background's lines, px at EDGE_LONG_SIDE_PX (~4 px of its 3× coarser copy). */
const SIMPLE_QUIET_PX = 12;

/**
 * Draws the main subject into `edges`: one closed outline along the mask's edge (a
 * solid mask without holes, subject-mask.ts, so its edge is closed curves), XDoG's lines
 * within QUIET_BAND_PX of it cleared, and the background behind it as `background` says
 * (`coarse`: simpleLines' result for `simplify`).
 */
function drawSubject(
  edges: GreyRaster,
  subject: Uint8Array,
  background: PhotoBackground,
  coarse: Uint8Array | null,
): void {
  const { width: w, height: h, data } = edges;
  const inner = morphMask(subject, w, h, OUTLINE_HALF_PX, false);
  const outer = morphMask(subject, w, h, OUTLINE_HALF_PX, true);
  const bandIn = morphMask(subject, w, h, QUIET_BAND_PX, false);
  const bandOut = morphMask(subject, w, h, QUIET_BAND_PX, true);
  // The coarse pass finds the subject's own edge again, blurred, a few px outside the
  // outline: kept clear of it so it does not become a second outline.
  const coarseBand = coarse ? morphMask(subject, w, h, SIMPLE_QUIET_PX, true) : bandOut;
  for (let i = 0; i < w * h; i++) {
    if (outer[i] && !inner[i]) data[i] = 0;
    else if (bandOut[i] && !bandIn[i]) data[i] = 255;
    else if (!subject[i]) {
      if (background === 'remove') data[i] = 255;
      else if (background === 'simplify') data[i] = coarse && !coarseBand[i] ? coarse[i]! : 255;
    }
  }
}

/**
 * The face pass's XDoG (issue 30): inside a detected face the usual pass (XDOG) gives
 * cells and black spots — its smoothing (sigmaS 30) melts eyes, nostrils and lips into
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
 * Puts the face pass `face` (the size of `box`) into `edges`: inside the ellipse
 * inscribed in the box the face pass replaces the usual lines; towards the box's
 * corners it fades into them (weight 1 inside 70 % of the ellipse's radius, 0 at
 * and beyond it), so no seam is drawn at the box's edge.
 */
function mergeFace(edges: GreyRaster, box: FaceBox, face: GreyRaster): void {
  const cx = box.width / 2;
  const cy = box.height / 2;
  for (let y = 0; y < box.height; y++)
    for (let x = 0; x < box.width; x++) {
      const dx = (x + 0.5 - cx) / cx;
      const dy = (y + 0.5 - cy) / cy;
      const r = Math.sqrt(dx * dx + dy * dy);
      const wgt = r <= 0.7 ? 1 : r >= 1 ? 0 : (1 - r) / 0.3;
      if (wgt === 0) continue;
      const i = (box.y + y) * edges.width + box.x + x;
      edges.data[i] = Math.round(wgt * face.data[y * box.width + x]! + (1 - wgt) * edges.data[i]!);
    }
}

/** A decoded photo: three float channels in 0–1, `width`×`height` px. */
export interface RgbImage {
  r: Float32Array;
  g: Float32Array;
  b: Float32Array;
  width: number;
  height: number;
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
    return { r, g, b, width: info.width, height: info.height };
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
  params: XdogParams = XDOG,
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

import type { FaceBox } from './faces';
import { loadOpenCv } from './photo-subject';

/**
 * The automatic main subject of a photo (issue 30 "a closed subject and a quiet
 * background"): where the photo's subject is, found without a box from the user, as one
 * solid region without holes, so the page can draw it with one closed outline and quiet
 * or remove the background behind it.
 *
 * Method, on a copy of at most SUBJECT_LONG_SIDE_PX:
 * 1. Saliency by contrast with the photo's border ("boundary prior", Wei et al.,
 *    "Geodesic saliency using background priors", ECCV 2012; the frame of a photo is
 *    mostly background): the border band's colours are summarised by k-means into
 *    BORDER_CLUSTERS colours, and a pixel's saliency is its colour distance (a rough
 *    opponent-colour space) to the nearest of them, smoothed.
 * 2. The salient part (above Otsu's threshold of the saliency) and every detected face
 *    (with the body below it) seed GrabCut (Rother, Kolmogorov & Blake 2004, OpenCV.js)
 *    as probable subject, the outermost ring of the photo as sure background; at most
 *    GRABCUT_ITERATIONS iterations, OpenCV's random generator seeded.
 * 3. The largest connected part is kept, its holes filled and its edge smoothed by a
 *    morphological opening and closing, so its outline is one closed curve.
 * A photo without a clear subject (a landscape, a texture) gives null: too little or too
 * much of the photo salient, or the cut's colours too close to the border's.
 */

/** Long side of the copy the subject is found on, px: GrabCut's time grows faster than its pixels; 160 px keeps it ~10–40 ms. */
export const SUBJECT_LONG_SIDE_PX = 128;
/** Border band the background's colours are learnt from, share of the short side. */
const BORDER_SHARE = 0.06;
/** k of the border colours' k-means: a garage wall, a floor and a shelf are three colours. */
const BORDER_CLUSTERS = 6;
/** GrabCut iterations (OpenCV's sample uses 5; at this size 3 settle). */
const GRABCUT_ITERATIONS = 2;
/** Seed of OpenCV's random generator (any fixed number: same photo, same subject). */
const GRABCUT_SEED = 30;
/** A subject covering less than this share of the photo is a speck, not a subject. */
const MIN_SUBJECT_SHARE = 0.04;
/** A subject covering more than this share of the photo leaves no background to quiet: no subject. */
const MAX_SUBJECT_SHARE = 0.8;
/**
 * Mean saliency inside the subject must be at least this many times the mean outside:
 * a landscape or a texture has no part that stands out from its border (measured on
 * the test photos: the dune 1.3–1.6, photos with a subject 2.5 and more).
 */
const MIN_CONTRAST = 2;

/** The main subject, a solid mask the size of the image it was found on (scaled back up by the caller). */
export interface SubjectMask {
  /** 255 inside the subject, 0 outside; `width`×`height`. */
  data: Uint8Array;
  width: number;
  height: number;
  /** Share of the photo inside the subject, 0–1. */
  share: number;
  /** Mean saliency inside ÷ outside (≥ MIN_CONTRAST). */
  contrast: number;
}

/** A float RGB image (0–1 channels), as photo.ts decodes it. */
export interface RgbInput {
  r: Float32Array;
  g: Float32Array;
  b: Float32Array;
  width: number;
  height: number;
}

interface CvMat {
  data: Uint8Array;
  delete(): void;
}
interface CvForSubject {
  Mat: new (...args: unknown[]) => CvMat;
  Rect: new (x: number, y: number, w: number, h: number) => unknown;
  matFromArray(rows: number, cols: number, type: number, data: ArrayLike<number>): CvMat;
  grabCut(
    img: CvMat,
    mask: CvMat,
    rect: unknown,
    bgd: CvMat,
    fgd: CvMat,
    iterations: number,
    mode: number,
  ): void;
  setRNGSeed(seed: number): void;
  CV_8UC1: number;
  CV_8UC3: number;
  GC_INIT_WITH_MASK: number;
  GC_BGD: number;
  GC_FGD: number;
  GC_PR_BGD: number;
  GC_PR_FGD: number;
}

/**
 * Finds the main subject of `rgb` (any size; it is shrunk to SUBJECT_LONG_SIDE_PX).
 * `faces` are face boxes in `rgb`'s pixels (faces.ts): each face and the body below it
 * seed the subject, so a portrait's subject is the person. Returns a mask at the shrunk
 * size (see SubjectMask), or null when the photo has no clear subject (see the module's
 * comment). Deterministic for the same input.
 */
export async function findSubject(
  rgb: RgbInput,
  faces: FaceBox[] = [],
  timings?: Record<string, number>,
): Promise<SubjectMask | null> {
  let t0 = performance.now();
  const s = Math.min(1, SUBJECT_LONG_SIDE_PX / Math.max(rgb.width, rgb.height));
  const w = Math.max(8, Math.round(rgb.width * s));
  const h = Math.max(8, Math.round(rgb.height * s));
  const small = shrink(rgb, w, h);
  const n = w * h;
  const sal = saliency(small, w, h);
  const threshold = otsu(sal);
  const { cv } = (await loadOpenCv()) as unknown as { cv: CvForSubject };
  const seed = new Uint8Array(n);
  const ring = Math.max(1, Math.round(Math.min(w, h) * 0.02));
  let salient = 0;
  for (let y = 0; y < h; y++)
    for (let x = 0; x < w; x++) {
      const i = y * w + x;
      const edge = x < ring || y < ring || x >= w - ring || y >= h - ring;
      if (edge) seed[i] = cv.GC_BGD;
      else if (sal[i]! > threshold) {
        seed[i] = cv.GC_PR_FGD;
        salient++;
      } else seed[i] = cv.GC_PR_BGD;
    }
  // A face is the subject, and so is the body under it (a head-and-shoulders box).
  for (const f of faces) {
    const fx0 = Math.round(f.x * s);
    const fy0 = Math.round(f.y * s);
    const fw = Math.round(f.width * s);
    const fh = Math.round(f.height * s);
    for (let y = Math.max(ring, fy0); y < Math.min(h - ring, fy0 + fh * 2.5); y++)
      for (let x = Math.max(ring, fx0 - fw / 2); x < Math.min(w - ring, fx0 + fw * 1.5); x++) {
        // The face, and the chin and neck under it, are sure subject (a dark collar would cut the head off).
        const inFace = x >= fx0 && x < fx0 + fw && y >= fy0 && y < fy0 + fh * 1.8;
        seed[y * w + Math.round(x)] = inFace ? cv.GC_FGD : cv.GC_PR_FGD;
      }
    salient += fw * fh;
  }
  if (salient < MIN_SUBJECT_SHARE * n * 0.5) return null;

  const rgb8 = new Uint8Array(n * 3);
  for (let i = 0; i < n; i++) {
    rgb8[i * 3] = Math.round(small.r[i]! * 255);
    rgb8[i * 3 + 1] = Math.round(small.g[i]! * 255);
    rgb8[i * 3 + 2] = Math.round(small.b[i]! * 255);
  }
  if (timings) timings.saliency = performance.now() - t0;
  t0 = performance.now();
  const img = cv.matFromArray(h, w, cv.CV_8UC3, rgb8);
  const mask = cv.matFromArray(h, w, cv.CV_8UC1, seed);
  const bgd = new cv.Mat();
  const fgd = new cv.Mat();
  const cut = new Uint8Array(n);
  try {
    cv.setRNGSeed(GRABCUT_SEED);
    cv.grabCut(img, mask, new cv.Rect(0, 0, w, h), bgd, fgd, GRABCUT_ITERATIONS, cv.GC_INIT_WITH_MASK);
    for (let i = 0; i < n; i++) {
      const v = mask.data[i];
      cut[i] = v === cv.GC_FGD || v === cv.GC_PR_FGD ? 1 : 0;
    }
  } finally {
    img.delete();
    mask.delete();
    bgd.delete();
    fgd.delete();
  }
  if (timings) timings.grabcut = performance.now() - t0;
  t0 = performance.now();
  const radius = Math.max(1, Math.round(Math.min(w, h) / 80));
  // Faces stay in the subject even where a dark collar cuts the head off the body.
  const faceSeeds = seed.map((v) => (v === cv.GC_FGD ? 1 : 0));
  const smooth = close(open(cut, w, h, radius), w, h, radius);
  const solid = fillHoles(mainComponents(smooth, w, h, faceSeeds), w, h);
  let inside = 0;
  let salIn = 0;
  let salOut = 0;
  for (let i = 0; i < n; i++) {
    if (solid[i]) {
      inside++;
      salIn += sal[i]!;
    } else salOut += sal[i]!;
  }
  const share = inside / n;
  if (timings) timings.shape = performance.now() - t0;
  if (share < MIN_SUBJECT_SHARE || share > MAX_SUBJECT_SHARE) return null;
  const contrast = salIn / inside / Math.max(1e-6, salOut / (n - inside));
  if (contrast < MIN_CONTRAST && faces.length === 0) return null;
  const data = new Uint8Array(n);
  for (let i = 0; i < n; i++) data[i] = solid[i] ? 255 : 0;
  return { data, width: w, height: h, share, contrast };
}

/** Area-average shrink of a float RGB image to w×h. */
function shrink(rgb: RgbInput, w: number, h: number): RgbInput {
  const out = {
    r: new Float32Array(w * h),
    g: new Float32Array(w * h),
    b: new Float32Array(w * h),
    width: w,
    height: h,
  };
  const sx = rgb.width / w;
  const sy = rgb.height / h;
  for (let y = 0; y < h; y++) {
    const y0 = Math.floor(y * sy);
    const y1 = Math.max(y0 + 1, Math.floor((y + 1) * sy));
    for (let x = 0; x < w; x++) {
      const x0 = Math.floor(x * sx);
      const x1 = Math.max(x0 + 1, Math.floor((x + 1) * sx));
      let r = 0;
      let g = 0;
      let b = 0;
      for (let yy = y0; yy < y1; yy++)
        for (let xx = x0; xx < x1; xx++) {
          const j = yy * rgb.width + xx;
          r += rgb.r[j]!;
          g += rgb.g[j]!;
          b += rgb.b[j]!;
        }
      const c = 1 / ((y1 - y0) * (x1 - x0));
      const i = y * w + x;
      out.r[i] = r * c;
      out.g[i] = g * c;
      out.b[i] = b * c;
    }
  }
  return out;
}

/**
 * Saliency of each pixel, 0–1-ish: distance in a rough opponent-colour space (luminance,
 * red−green, yellow−blue) to the nearest of the border's k-means colours, box-smoothed
 * over 2 px. Deterministic (k-means seeded with evenly spaced border pixels).
 */
export function saliency(img: RgbInput, w: number, h: number): Float32Array {
  const n = w * h;
  const feat = new Float32Array(n * 3);
  for (let i = 0; i < n; i++) {
    const r = img.r[i]!;
    const g = img.g[i]!;
    const b = img.b[i]!;
    feat[i * 3] = 0.2126 * r + 0.7152 * g + 0.0722 * b;
    feat[i * 3 + 1] = r - g;
    feat[i * 3 + 2] = 0.5 * (r + g) - b;
  }
  const band = Math.max(1, Math.round(Math.min(w, h) * BORDER_SHARE));
  const border: number[] = [];
  for (let y = 0; y < h; y++)
    for (let x = 0; x < w; x++)
      if (x < band || y < band || x >= w - band || y >= h - band) border.push(y * w + x);
  const k = Math.min(BORDER_CLUSTERS, border.length);
  const centres = new Float32Array(k * 3);
  for (let c = 0; c < k; c++) {
    const j = border[Math.floor(((c + 0.5) * border.length) / k)]!;
    centres.set(feat.subarray(j * 3, j * 3 + 3), c * 3);
  }
  const nearest = (j: number): [number, number] => {
    let best = 0;
    let bestD = Number.POSITIVE_INFINITY;
    for (let c = 0; c < k; c++) {
      const d0 = feat[j * 3]! - centres[c * 3]!;
      const d1 = feat[j * 3 + 1]! - centres[c * 3 + 1]!;
      const d2 = feat[j * 3 + 2]! - centres[c * 3 + 2]!;
      const d = d0 * d0 + d1 * d1 + d2 * d2;
      if (d < bestD) {
        bestD = d;
        best = c;
      }
    }
    return [best, bestD];
  };
  for (let it = 0; it < 8; it++) {
    const sum = new Float64Array(k * 3);
    const count = new Uint32Array(k);
    for (const j of border) {
      const [c] = nearest(j);
      count[c]!++;
      sum[c * 3]! += feat[j * 3]!;
      sum[c * 3 + 1]! += feat[j * 3 + 1]!;
      sum[c * 3 + 2]! += feat[j * 3 + 2]!;
    }
    for (let c = 0; c < k; c++)
      if (count[c]) for (let d = 0; d < 3; d++) centres[c * 3 + d] = sum[c * 3 + d]! / count[c]!;
  }
  const raw = new Float32Array(n);
  for (let i = 0; i < n; i++) raw[i] = Math.sqrt(nearest(i)[1]);
  // Box smoothing, radius 2, twice (≈ a small Gaussian).
  return boxBlur(boxBlur(raw, w, h, 2), w, h, 2);
}

function boxBlur(src: Float32Array, w: number, h: number, r: number): Float32Array {
  const tmp = new Float32Array(w * h);
  const out = new Float32Array(w * h);
  for (let y = 0; y < h; y++)
    for (let x = 0; x < w; x++) {
      let s = 0;
      let c = 0;
      for (let d = -r; d <= r; d++) {
        const xx = x + d;
        if (xx >= 0 && xx < w) {
          s += src[y * w + xx]!;
          c++;
        }
      }
      tmp[y * w + x] = s / c;
    }
  for (let y = 0; y < h; y++)
    for (let x = 0; x < w; x++) {
      let s = 0;
      let c = 0;
      for (let d = -r; d <= r; d++) {
        const yy = y + d;
        if (yy >= 0 && yy < h) {
          s += tmp[yy * w + x]!;
          c++;
        }
      }
      out[y * w + x] = s / c;
    }
  return out;
}

/** Otsu's threshold (Otsu 1979) of values in their own range, 64 bins. */
export function otsu(values: Float32Array): number {
  let lo = Number.POSITIVE_INFINITY;
  let hi = Number.NEGATIVE_INFINITY;
  for (const v of values) {
    if (v < lo) lo = v;
    if (v > hi) hi = v;
  }
  if (!(hi > lo)) return hi;
  const bins = 64;
  const hist = new Float64Array(bins);
  const scale = (bins - 1) / (hi - lo);
  for (const v of values) hist[Math.round((v - lo) * scale)]!++;
  let total = 0;
  let sumAll = 0;
  for (let b = 0; b < bins; b++) {
    total += hist[b]!;
    sumAll += b * hist[b]!;
  }
  let wB = 0;
  let sumB = 0;
  let best = 0;
  let bestVar = -1;
  for (let b = 0; b < bins; b++) {
    wB += hist[b]!;
    if (wB === 0 || wB === total) continue;
    sumB += b * hist[b]!;
    const mB = sumB / wB;
    const mF = (sumAll - sumB) / (total - wB);
    const v = wB * (total - wB) * (mB - mF) ** 2;
    if (v > bestVar) {
      bestVar = v;
      best = b;
    }
  }
  return lo + (best + 0.5) / scale;
}

/**
 * Erosion (`grow` false) or dilation (true) of a 0/255 mask by a (2r+1)² square; returns a
 * new 0/255 mask. Pixels beyond the image count as the nearest edge pixel.
 */
export function morphMask(src: Uint8Array, w: number, h: number, r: number, grow: boolean): Uint8Array {
  const bin = new Uint8Array(w * h);
  for (let i = 0; i < bin.length; i++) bin[i] = src[i] ? 1 : 0;
  const out = morph(bin, w, h, r, grow);
  for (let i = 0; i < out.length; i++) out[i] = out[i] ? 255 : 0;
  return out;
}

/**
 * Binary erosion (`grow` false) or dilation (true) by a (2r+1)² square, 0/1 masks: two
 * separable passes with a running count of the pixels in the window (O(1) per pixel
 * whatever r); the window is cut at the image's edge (the same as repeating the edge).
 */
function morph(src: Uint8Array, w: number, h: number, r: number, grow: boolean): Uint8Array {
  const want = grow ? 1 : 0;
  const tmp = new Uint8Array(w * h);
  const out = new Uint8Array(w * h);
  const pass = (
    from: Uint8Array,
    to: Uint8Array,
    len: number,
    lines: number,
    step: number,
    stride: number,
  ) => {
    for (let l = 0; l < lines; l++) {
      const base = l * stride;
      let count = 0;
      for (let k = 0; k < Math.min(len, r); k++) if (from[base + k * step] === want) count++;
      for (let k = 0; k < len; k++) {
        if (k + r < len && from[base + (k + r) * step] === want) count++;
        if (k - r - 1 >= 0 && from[base + (k - r - 1) * step] === want) count--;
        to[base + k * step] = count > 0 ? want : 1 - want;
      }
    }
  };
  pass(src, tmp, w, h, 1, w);
  pass(tmp, out, h, w, w, 1);
  return out;
}
const open = (m: Uint8Array, w: number, h: number, r: number) =>
  morph(morph(m, w, h, r, false), w, h, r, true);
const close = (m: Uint8Array, w: number, h: number, r: number) =>
  morph(morph(m, w, h, r, true), w, h, r, false);

/** Labels 4-connected components of `value` pixels; returns labels (0 = other) and sizes (index = label). */
function components(
  m: Uint8Array,
  w: number,
  h: number,
  value: number,
): { label: Int32Array; sizes: number[] } {
  const label = new Int32Array(w * h);
  const sizes = [0];
  const stack: number[] = [];
  for (let i = 0; i < w * h; i++) {
    if (m[i] !== value || label[i]) continue;
    const id = sizes.length;
    let size = 0;
    label[i] = id;
    stack.push(i);
    while (stack.length) {
      const j = stack.pop()!;
      size++;
      const x = j % w;
      const y = (j - x) / w;
      const visit = (k: number) => {
        if (m[k] === value && !label[k]) {
          label[k] = id;
          stack.push(k);
        }
      };
      if (x > 0) visit(j - 1);
      if (x < w - 1) visit(j + 1);
      if (y > 0) visit(j - w);
      if (y < h - 1) visit(j + w);
    }
    sizes.push(size);
  }
  return { label, sizes };
}

/** The largest 4-connected part of a 0/1 mask, and every part touching a `keep` pixel (a face). */
function mainComponents(m: Uint8Array, w: number, h: number, keep: Uint8Array): Uint8Array {
  const { label, sizes } = components(m, w, h, 1);
  let best = 0;
  for (let c = 1; c < sizes.length; c++) if (sizes[c]! > (sizes[best] ?? 0)) best = c;
  const kept = new Uint8Array(sizes.length);
  kept[best] = 1;
  for (let i = 0; i < w * h; i++) if (keep[i] && label[i]) kept[label[i]!] = 1;
  kept[0] = 0;
  const out = new Uint8Array(w * h);
  for (let i = 0; i < w * h; i++) out[i] = kept[label[i]!]!;
  return out;
}

/** A 0/1 mask with every background part that does not touch the image's edge filled (no holes). */
function fillHoles(m: Uint8Array, w: number, h: number): Uint8Array {
  const { label, sizes } = components(m, w, h, 0);
  const outside = new Uint8Array(sizes.length);
  for (let x = 0; x < w; x++) {
    outside[label[x]!] = 1;
    outside[label[(h - 1) * w + x]!] = 1;
  }
  for (let y = 0; y < h; y++) {
    outside[label[y * w]!] = 1;
    outside[label[y * w + w - 1]!] = 1;
  }
  const out = new Uint8Array(w * h);
  for (let i = 0; i < w * h; i++) out[i] = m[i] || !outside[label[i]!] ? 1 : 0;
  return out;
}

import { createRequire } from 'node:module';
import { MAX_INPUT_PIXELS } from '@inkling/contracts/limits';
import type { PhotoSubject } from '@inkling/contracts/page';
import sharp, { type OutputInfo } from 'sharp';

/** The part of OpenCV.js (@techstark/opencv-js) that GrabCut needs. */
interface CvMat {
  data: Uint8Array;
  delete(): void;
}
interface OpenCv {
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
  CV_8UC3: number;
  GC_INIT_WITH_RECT: number;
  GC_EVAL: number;
  setRNGSeed(seed: number): void;
  GC_FGD: number;
  GC_PR_FGD: number;
}

let opencv: Promise<{ cv: OpenCv }> | undefined;

/**
 * OpenCV.js, loaded once per thread on first use (~0.3 s, ~10 MB of WebAssembly). The
 * module object is a thenable that resolves to itself, so it is awaited by polling for
 * its runtime and handed on inside a plain object: a promise resolved with the module
 * itself (returning it from an async function, or `await`ing it) would adopt it again
 * and again and never settle.
 */
export function loadOpenCv(): Promise<{ cv: OpenCv }> {
  opencv ??= new Promise<{ cv: OpenCv }>((resolve, reject) => {
    // Emscripten's Node start-up adds process-wide handlers (an uncaught exception is
    // rethrown with the whole 10 MB source, an unhandled rejection aborts): a server
    // keeps its own, so the ones added while loading are removed again.
    const before = {
      uncaughtException: new Set(process.listeners('uncaughtException')),
      unhandledRejection: new Set(process.listeners('unhandledRejection')),
    };
    const cv = createRequire(import.meta.url)('@techstark/opencv-js') as OpenCv & { Mat?: unknown };
    for (const listener of process.listeners('uncaughtException')) {
      if (!before.uncaughtException.has(listener)) process.removeListener('uncaughtException', listener);
    }
    for (const listener of process.listeners('unhandledRejection')) {
      if (!before.unhandledRejection.has(listener)) process.removeListener('unhandledRejection', listener);
    }
    const started = Date.now();
    const poll = () => {
      if (cv.Mat) resolve({ cv });
      else if (Date.now() - started > 30_000) reject(new Error('OpenCV.js did not start within 30 s'));
      else setTimeout(poll, 5);
    };
    poll();
  });
  return opencv;
}

/**
 * Long side of the image GrabCut works on, px. Its cost grows faster than the pixels
 * (the max-flow on textured photos): at 480 px on the 4 %-margin crop a cut took
 * 0.2–2.2 s of CPU in OpenCV.js on the test photos (4.8 s wall on the rocket, issue 30);
 * at 300 px with CONTEXT_SHARE and at most 3 iterations 0.12–0.6 s. The cuts of boxes
 * around the subjects looked as good or better (docs/photos.md: the astronaut keeps her
 * hair and collar ring); the mask is scaled up smoothly and the line art is found at
 * 720 px, so the outline loses little.
 */
const GRABCUT_LONG_SIDE_PX = 300;
/** Most GrabCut iterations (OpenCV's sample uses 5; the cuts of the test photos barely change after the 3rd). */
const GRABCUT_ITERATIONS = 3;
/**
 * An iteration that changes fewer than this share of the box's pixels (subject ↔
 * background) has converged: the rest are skipped. Deterministic, unlike a time budget.
 */
const CONVERGED_SHARE = 0.005;
/** Paper kept around the marked box, as a share of its size, so the outline is not cut. */
const MARGIN_SHARE = 0.04;
/**
 * Photo around the marked box GrabCut sees (as a share of the box's size, each side,
 * within the photo): its background colour model learns from it. With only a 4 % band
 * (issue 14) the model had a few hundred pixels to learn from and the max-flow took
 * longest (the rocket's lattice 2.5–4.5 s); with 25 % the cup keeps its saucer and the
 * cat more of its face. A subject that runs on past the box's edge is cut there (what
 * lies outside the box counts as background, as in GrabCut itself).
 */
const CONTEXT_SHARE = 0.25;
/** Seed of OpenCV's random generator before each cut (any fixed number: same input, same cut). */
const GRABCUT_SEED = 30;
/** GrabCut's foreground under this share of the box is a failed cut: the box alone is kept. */
const MIN_FOREGROUND_SHARE = 0.05;

/** What isolateSubject did, for timings and tests. */
export interface IsolatedSubject {
  /** PNG of the marked part, the background around the subject white. */
  image: Buffer;
  /** Share of the box GrabCut kept as the subject (0 when it failed and the box was kept whole). */
  foregroundShare: number;
  /** ms: crop, grabCut (OpenCV load included the first time), compose. */
  timings: Record<string, number>;
}

/**
 * Keeps only the subject a user marked on a busy photo (issue 14 "let the user mark the
 * subject … and keep only it"):
 * 1. crop the photo (EXIF orientation applied) to the marked box plus 4 % paper;
 * 2. GrabCut (Rother, Kolmogorov & Blake, "GrabCut: interactive foreground extraction
 *    using iterated graph cuts", SIGGRAPH 2004), initialised with the box, from OpenCV's
 *    WebAssembly build, on the box plus 25 % of the photo around it (CONTEXT_SHARE, so
 *    the background model has something to learn from) shrunk to 300 px on its long
 *    side, at most 4 iterations, stopping early once an iteration changes under 0.5 %
 *    of the box;
 * 3. the mask is scaled back up and everything outside it becomes white paper, so the
 *    line-art pipeline draws the subject's outline and nothing behind it.
 * When GrabCut keeps under 5 % of the box (a failed cut) the crop is returned as it is.
 *
 * `box` is in shares of the oriented photo (contracts photoSubjectSchema). Returns null
 * when the bytes cannot be decoded or exceed MAX_INPUT_PIXELS: the caller then passes the
 * photo on unchanged and photoToLineArt refuses it with its own message.
 */
export async function isolateSubject(photo: Buffer, box: PhotoSubject): Promise<IsolatedSubject | null> {
  const timings: Record<string, number> = {};
  let t = performance.now();
  let oriented: { data: Buffer; info: OutputInfo };
  try {
    oriented = await sharp(photo, { limitInputPixels: MAX_INPUT_PIXELS })
      .rotate()
      .removeAlpha()
      .toColourspace('srgb')
      .raw()
      .toBuffer({ resolveWithObject: true });
  } catch {
    return null;
  }
  const { width: W, height: H } = oriented.info;
  /** The box grown by `share` of its size on each side, clipped to the photo, in px. */
  const grown = (share: number) => {
    const left = Math.max(0, Math.floor((box.x - box.w * share) * W));
    const top = Math.max(0, Math.floor((box.y - box.h * share) * H));
    const right = Math.min(W, Math.ceil((box.x + box.w * (1 + share)) * W));
    const bottom = Math.min(H, Math.ceil((box.y + box.h * (1 + share)) * H));
    return { left, top, width: Math.max(1, right - left), height: Math.max(1, bottom - top) };
  };
  const cropBox = grown(MARGIN_SHARE);
  const ctx = grown(CONTEXT_SHARE);
  const { left, top, width: cw, height: ch } = cropBox;
  const raw = { raw: { width: W, height: H, channels: 3 as const } };
  const crop = await sharp(oriented.data, raw).extract(cropBox).raw().toBuffer();
  const scale = Math.min(1, GRABCUT_LONG_SIDE_PX / Math.max(ctx.width, ctx.height));
  const sw = Math.max(8, Math.round(ctx.width * scale));
  const sh = Math.max(8, Math.round(ctx.height * scale));
  const small = await sharp(oriented.data, raw).extract(ctx).resize(sw, sh, { fit: 'fill' }).raw().toBuffer();
  timings.crop = performance.now() - t;

  t = performance.now();
  const { cv } = await loadOpenCv();
  // The marked box inside the context, in the small copy's pixels.
  const fx = sw / ctx.width;
  const fy = sh / ctx.height;
  const rx = Math.max(1, Math.round((box.x * W - ctx.left) * fx));
  const ry = Math.max(1, Math.round((box.y * H - ctx.top) * fy));
  const rw = Math.max(2, Math.min(sw - rx - 1, Math.round(box.w * W * fx)));
  const rh = Math.max(2, Math.min(sh - ry - 1, Math.round(box.h * H * fy)));
  const img = cv.matFromArray(sh, sw, cv.CV_8UC3, small);
  const mask = new cv.Mat();
  const bgd = new cv.Mat();
  const fgd = new cv.Mat();
  const smallMask = Buffer.alloc(sw * sh);
  const rect = new cv.Rect(rx, ry, rw, rh);
  let kept = 0;
  try {
    // GrabCut seeds its colour models by k-means from OpenCV's global random generator:
    // reseeded, the same photo and box give the same cut every time.
    cv.setRNGSeed(GRABCUT_SEED);
    // One iteration at a time, stopping once the cut stops changing.
    for (let it = 0; it < GRABCUT_ITERATIONS; it++) {
      cv.grabCut(img, mask, rect, bgd, fgd, 1, it === 0 ? cv.GC_INIT_WITH_RECT : cv.GC_EVAL);
      let changed = 0;
      kept = 0;
      for (let i = 0; i < smallMask.length; i++) {
        const v = mask.data[i];
        const fg = v === cv.GC_FGD || v === cv.GC_PR_FGD ? 255 : 0;
        if (fg !== smallMask[i]) changed++;
        smallMask[i] = fg;
        if (fg) kept++;
      }
      if (it > 0 && changed < CONVERGED_SHARE * rw * rh) break;
    }
  } finally {
    img.delete();
    mask.delete();
    bgd.delete();
    fgd.delete();
  }
  timings.grabcut = performance.now() - t;

  t = performance.now();
  const foregroundShare = kept / (rw * rh);
  let out: Buffer;
  if (foregroundShare < MIN_FOREGROUND_SHARE) {
    out = crop;
  } else {
    const { data: full, info } = await sharp(smallMask, { raw: { width: sw, height: sh, channels: 1 } })
      .resize(ctx.width, ctx.height, { fit: 'fill', kernel: 'linear' })
      .extract({ left: left - ctx.left, top: top - ctx.top, width: cw, height: ch })
      .extractChannel(0)
      .raw()
      .toBuffer({ resolveWithObject: true });
    out = Buffer.from(crop);
    const pixels = Math.min(cw * ch, info.width * info.height);
    for (let i = 0; i < pixels; i++) {
      if (full[i * info.channels]! < 128) out.fill(255, i * 3, i * 3 + 3);
    }
  }
  const image = await sharp(out, { raw: { width: cw, height: ch, channels: 3 } })
    .png({ compressionLevel: 1 })
    .toBuffer();
  timings.compose = performance.now() - t;
  return { image, foregroundShare: foregroundShare < MIN_FOREGROUND_SHARE ? 0 : foregroundShare, timings };
}

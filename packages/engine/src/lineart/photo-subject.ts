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
function loadOpenCv(): Promise<{ cv: OpenCv }> {
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

/** Long side of the image GrabCut works on, px: its cost grows with the pixels, and the mask is smooth. */
const GRABCUT_LONG_SIDE_PX = 480;
/** GrabCut iterations (OpenCV's sample uses 5; 4 converged on the test photos). */
const GRABCUT_ITERATIONS = 4;
/** Paper kept around the marked box, as a share of its size, so the outline is not cut. */
const MARGIN_SHARE = 0.04;
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
 *    WebAssembly build, on a copy whose long side is 480 px;
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
  const mx = box.w * MARGIN_SHARE;
  const my = box.h * MARGIN_SHARE;
  const left = Math.max(0, Math.floor((box.x - mx) * W));
  const top = Math.max(0, Math.floor((box.y - my) * H));
  const right = Math.min(W, Math.ceil((box.x + box.w + mx) * W));
  const bottom = Math.min(H, Math.ceil((box.y + box.h + my) * H));
  const cw = Math.max(1, right - left);
  const ch = Math.max(1, bottom - top);
  const crop = await sharp(oriented.data, { raw: { width: W, height: H, channels: 3 } })
    .extract({ left, top, width: cw, height: ch })
    .raw()
    .toBuffer();
  const scale = Math.min(1, GRABCUT_LONG_SIDE_PX / Math.max(cw, ch));
  const sw = Math.max(8, Math.round(cw * scale));
  const sh = Math.max(8, Math.round(ch * scale));
  const small = await sharp(crop, { raw: { width: cw, height: ch, channels: 3 } })
    .resize(sw, sh, { fit: 'fill' })
    .raw()
    .toBuffer();
  timings.crop = performance.now() - t;

  t = performance.now();
  const { cv } = await loadOpenCv();
  // The marked box inside the crop, in the small copy's pixels.
  const rx = Math.max(1, Math.round(((box.x * W - left) / cw) * sw));
  const ry = Math.max(1, Math.round(((box.y * H - top) / ch) * sh));
  const rw = Math.max(2, Math.min(sw - rx - 1, Math.round(((box.w * W) / cw) * sw)));
  const rh = Math.max(2, Math.min(sh - ry - 1, Math.round(((box.h * H) / ch) * sh)));
  const img = cv.matFromArray(sh, sw, cv.CV_8UC3, small);
  const mask = new cv.Mat();
  const bgd = new cv.Mat();
  const fgd = new cv.Mat();
  const smallMask = Buffer.alloc(sw * sh);
  let kept = 0;
  try {
    cv.grabCut(img, mask, new cv.Rect(rx, ry, rw, rh), bgd, fgd, GRABCUT_ITERATIONS, cv.GC_INIT_WITH_RECT);
    for (let i = 0; i < smallMask.length; i++) {
      const v = mask.data[i];
      if (v === cv.GC_FGD || v === cv.GC_PR_FGD) {
        smallMask[i] = 255;
        kept++;
      }
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
      .resize(cw, ch, { fit: 'fill', kernel: 'linear' })
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

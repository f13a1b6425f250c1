import { readFileSync } from 'node:fs';
import { loadOpenCv } from './photo-subject';

/**
 * Frontal faces in a photo (issue 30), which help photo pages find their main subject
 * (subject-mask.ts findSubject, for the `simplify` and `remove` backgrounds), found with OpenCV's LBP cascade (Liao et al., "Learning Multi-scale Block Local Binary
 * Patterns for Face Recognition", ICB 2007; the "improved" frontal-face cascade OpenCV
 * ships) from Debian's `opencv-data` package, run in OpenCV's WebAssembly build
 * (@techstark/opencv-js). The spike in docs/photos.md chose it over the Haar cascade:
 * ~75 ms on the astronaut and no false faces on the cat, footballer and cup (Haar: ~300 ms,
 * two false faces on the football photo).
 */

/**
 * Where the cascade is read from: Debian's `opencv-data` 4.6 path, or the env variable
 * INKLING_FACE_CASCADE (.env.example). Missing file → no faces, one warning per process.
 */
export const FACE_CASCADE_PATH =
  process.env.INKLING_FACE_CASCADE || '/usr/share/opencv4/lbpcascades/lbpcascade_frontalface_improved.xml';

/**
 * Long side of the grey image the cascade scans, px. The photo path's working image is
 * 720 px; the cascade's time grows with the pixels and faces worth drawing as features
 * (a portrait, a child filling the photo) are large, so it scans a 360 px copy (the
 * spike scanned the 512 px astronaut in ~75 ms; at 360 px detection took 15–30 ms on the
 * seven test photos, the astronaut's face found, none elsewhere; 720 px was not timed).
 */
const DETECT_LONG_SIDE_PX = 360;
/**
 * Smallest face searched for, as a share of the scanned image's short side: a face
 * smaller than ~1/8 of the photo spans under ~3 line widths' worth of features on the
 * page, too small to draw eyes and a mouth as separate lines. Also bounds the time.
 */
const MIN_FACE_SHARE = 0.12;
/** detectMultiScale's scale step (OpenCV's default 1.1) and neighbours (default 3; 4 drops stray hits on fur and crowds). */
const SCALE_FACTOR = 1.1;
const MIN_NEIGHBORS = 4;

/** A face box in the pixel coordinates of the image it was found on. */
export interface FaceBox {
  x: number;
  y: number;
  width: number;
  height: number;
}

interface CvMat {
  delete(): void;
}
interface CvRectVector {
  size(): number;
  get(i: number): FaceBox;
  delete(): void;
}
interface CvCascade {
  load(path: string): boolean;
  empty(): boolean;
  detectMultiScale(
    img: CvMat,
    faces: CvRectVector,
    scaleFactor: number,
    minNeighbors: number,
    flags: number,
    minSize: unknown,
    maxSize: unknown,
  ): void;
}
interface CvForFaces {
  matFromArray(rows: number, cols: number, type: number, data: ArrayLike<number>): CvMat;
  CV_8UC1: number;
  Size: new (w: number, h: number) => unknown;
  RectVector: new () => CvRectVector;
  CascadeClassifier: new () => CvCascade;
  FS_createDataFile(
    parent: string,
    name: string,
    data: Uint8Array,
    read: boolean,
    write: boolean,
    own: boolean,
  ): void;
}

let cascade: Promise<{ cv: CvForFaces; classifier: CvCascade } | null> | undefined;
let warned = false;

/**
 * The cascade, loaded once per thread (OpenCV.js ~0.3 s the first time, shared with the
 * marked-subject step; the XML ~10 ms) into OpenCV.js's in-memory file system. Resolves
 * to null, with one warning per process, when the file is missing or does not load.
 */
function loadCascade(
  path: string = FACE_CASCADE_PATH,
): Promise<{ cv: CvForFaces; classifier: CvCascade } | null> {
  cascade ??= (async () => {
    let xml: Buffer;
    try {
      xml = readFileSync(path);
    } catch (error) {
      warnOnce(
        `face cascade ${path} is missing (${(error as Error).message}); photo pages find their subject without faces. Install Debian's opencv-data or set INKLING_FACE_CASCADE.`,
      );
      return null;
    }
    const { cv } = (await loadOpenCv()) as unknown as { cv: CvForFaces };
    const name = `inkling-face-cascade-${process.pid}.xml`;
    try {
      cv.FS_createDataFile('/', name, new Uint8Array(xml), true, false, false);
    } catch {
      // Already there (another load in the same OpenCV.js instance): load it as it is.
    }
    const classifier = new cv.CascadeClassifier();
    if (!classifier.load(`/${name}`) || classifier.empty()) {
      warnOnce(
        `face cascade ${path} did not load into OpenCV.js; photo pages find their subject without faces.`,
      );
      return null;
    }
    return { cv, classifier };
  })();
  return cascade;
}

function warnOnce(message: string): void {
  if (warned) return;
  warned = true;
  console.warn(`[inkling engine] ${message}`);
}

/**
 * Frontal faces on a grey image (`grey`: 8-bit luminance, row-major, `width`×`height`).
 * Returns boxes in the given image's pixels, largest first; [] when none is found or the
 * cascade is unavailable (FACE_CASCADE_PATH; logged once). The image is scanned at
 * DETECT_LONG_SIDE_PX (nearest-neighbour copy, box averaging would cost as much as the
 * scan), faces from MIN_FACE_SHARE of its short side. Time: 15–30 ms on the test photos
 * after the first call (docs/photos.md "Faces").
 */
export async function detectFaces(grey: Uint8Array, width: number, height: number): Promise<FaceBox[]> {
  if (grey.length !== width * height)
    throw new RangeError(`grey image is ${grey.length} bytes, expected ${width}×${height}`);
  const loaded = await loadCascade();
  if (!loaded) return [];
  const { cv, classifier } = loaded;
  const s = Math.min(1, DETECT_LONG_SIDE_PX / Math.max(width, height));
  const w = Math.max(1, Math.round(width * s));
  const h = Math.max(1, Math.round(height * s));
  const small = new Uint8Array(w * h);
  for (let y = 0; y < h; y++) {
    const sy = Math.min(height - 1, Math.floor((y + 0.5) / s));
    for (let x = 0; x < w; x++)
      small[y * w + x] = grey[sy * width + Math.min(width - 1, Math.floor((x + 0.5) / s))]!;
  }
  const mat = cv.matFromArray(h, w, cv.CV_8UC1, small);
  const found = new cv.RectVector();
  const minSide = Math.round(MIN_FACE_SHARE * Math.min(w, h));
  try {
    classifier.detectMultiScale(
      mat,
      found,
      SCALE_FACTOR,
      MIN_NEIGHBORS,
      0,
      new cv.Size(minSide, minSide),
      new cv.Size(0, 0),
    );
    const boxes: FaceBox[] = [];
    for (let i = 0; i < found.size(); i++) {
      const r = found.get(i);
      boxes.push({
        x: Math.round(r.x / s),
        y: Math.round(r.y / s),
        width: Math.round(r.width / s),
        height: Math.round(r.height / s),
      });
    }
    return boxes.sort((a, b) => b.width * b.height - a.width * a.height);
  } finally {
    mat.delete();
    found.delete();
  }
}

/** Test hook: forget the loaded cascade (and the warning) so a test can load another path. */
export function resetFaceCascadeForTests(): void {
  cascade = undefined;
  warned = false;
}

/** Test hook: load the cascade from `path` instead of FACE_CASCADE_PATH. */
export function useFaceCascadeForTests(path: string): void {
  cascade = undefined;
  warned = false;
  void loadCascade(path);
}

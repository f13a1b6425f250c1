/**
 * The photo benchmarks: the engine's photo path against the classic OpenCV recipe
 * (scripts/opencv-recipe.py, bilateral filter → adaptive threshold → speck removal, run by
 * Debian's python3-opencv) in the same run, interleaved so both see the same machine load:
 * on a 12 MP JPEG (issue 14) and on every test photo with the marked-subject step (issue
 * 30). Timed by scripts/bench-photo.ts (`npm run bench -- photo`).
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PhotoSubject } from '@inkling/contracts/page';
import sharp from 'sharp';
import { generatePage } from '../src/generate';
import { photoToLineArt } from '../src/lineart/photo';
import { isolateSubject } from '../src/lineart/photo-subject';
import { toSharp } from '../src/lineart/raster';
import { pageSize } from '../src/profiles';

/** Per-run times of both sides, ms, and what was measured. */
export interface PhotoBenchResult {
  engineMs: number[];
  recipeMs: number[];
  /** The input: pixel size and bytes. */
  input: { width: number; height: number; bytes: number; source: string };
}

const RECIPE = fileURLToPath(new URL('../../../scripts/opencv-recipe.py', import.meta.url));
const SOURCE = fileURLToPath(new URL('../test/photos/landscape-dune.jpg', import.meta.url));
const PHOTOS = fileURLToPath(new URL('../test/photos/', import.meta.url));

/**
 * Every judged photo: test/photos/*.jpg (the samples) then test/photos/open/*.jpg (issue
 * 30's ten more open photos, test/photos/open/LICENSES.md), each as its path relative to
 * test/photos/ (e.g. `open/pet-husky.jpg`), each folder sorted by name.
 */
export function benchPhotos(): string[] {
  const jpgs = (dir: string) =>
    readdirSync(join(PHOTOS, dir))
      .filter((f) => f.endsWith('.jpg'))
      .sort()
      .map((f) => (dir ? `${dir}/${f}` : f));
  return [...jpgs(''), ...jpgs('open')];
}

/** Absolute path of a {@link benchPhotos} entry. */
export function benchPhotoPath(photo: string): string {
  return join(PHOTOS, photo);
}

/**
 * Runs the OpenCV recipe (scripts/opencv-recipe.py, adaptive variant) on a photo `repeats` times.
 * @returns its wall and CPU times per run, ms (the script's JSON).
 */
function runRecipe(
  photo: string,
  out: string,
  width: number,
  height: number,
  repeats: number,
): { ms: number[]; cpuMs: number[] } {
  const args = [RECIPE, 'adaptive', photo, out, String(width), String(height), String(repeats)];
  return JSON.parse(execFileSync('/usr/bin/python3', args, { encoding: 'utf8' })) as {
    ms: number[];
    cpuMs: number[];
  };
}

/**
 * Builds a 4000×3000 (12 MP) JPEG (quality 90) from test/photos/landscape-dune.jpg
 * (1200×750, upscaled with Lanczos and cropped to 4:3: smoother than a camera's 12 MP,
 * which flatters neither side), then runs `rounds` rounds of `perRound` engine runs
 * (photo → letter page at kids, encoded as PNG) and `perRound` recipe runs (one
 * python3 process per round; its own timer, from the JPEG bytes to the PNG bytes, so
 * the interpreter's start is not counted). One unmeasured warm-up of each first.
 */
export async function benchPhotoVsRecipe(rounds = 5, perRound = 3): Promise<PhotoBenchResult> {
  const dir = mkdtempSync(join(tmpdir(), 'inkling-photo-bench-'));
  try {
    const path = join(dir, 'photo-12mp.jpg');
    const jpeg = await sharp(readFileSync(SOURCE))
      .resize(4000, 3000, { fit: 'cover', kernel: 'lanczos3' })
      .jpeg({ quality: 90 })
      .toBuffer();
    writeFileSync(path, jpeg);
    const { width, height } = pageSize('letter');
    const engine = async () => {
      const page = await photoToLineArt(jpeg, { audience: 'kids', maxWidth: width, maxHeight: height });
      return toSharp(page).png().toBuffer();
    };
    const recipe = (repeats: number) => runRecipe(path, join(dir, 'recipe.png'), width, height, repeats).ms;
    await engine();
    recipe(1);
    const engineMs: number[] = [];
    const recipeMs: number[] = [];
    for (let r = 0; r < rounds; r++) {
      for (let i = 0; i < perRound; i++) {
        const start = performance.now();
        await engine();
        engineMs.push(performance.now() - start);
      }
      recipeMs.push(...recipe(perRound));
    }
    return {
      engineMs,
      recipeMs,
      input: { width: 4000, height: 3000, bytes: jpeg.length, source: 'test/photos/landscape-dune.jpg' },
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** A marked subject per test photo for the subject step's timing: a box a person might drag around the main subject. */
export const BENCH_SUBJECT_BOXES: Record<string, PhotoSubject> = {
  'busy-football.jpg': { x: 0.1, y: 0.05, w: 0.75, h: 0.9 },
  'busy-rocket.jpg': { x: 0.4, y: 0.2, w: 0.2, h: 0.8 },
  'landscape-dune.jpg': { x: 0.2, y: 0.1, w: 0.6, h: 0.8 },
  'object-coffee.jpg': { x: 0.05, y: 0, w: 0.8, h: 1 },
  'pet-cat.jpg': { x: 0.05, y: 0, w: 0.9, h: 1 },
  'portrait-astronaut.jpg': { x: 0.1, y: 0.05, w: 0.65, h: 0.95 },
  'soft-squirrel.jpg': { x: 0.1, y: 0.05, w: 0.8, h: 0.9 },
};

/** Per-photo times of {@link benchPhotoSet}, ms. */
export interface PhotoSetResult {
  photo: string;
  width: number;
  height: number;
  /** generatePage with the photo: decode → line art → print + preview PNG (kids, letter). */
  engineMs: number[];
  /** The adaptive OpenCV recipe, photo bytes → letter PNG bytes, same rounds. */
  recipeMs: number[];
  /** isolateSubject with BENCH_SUBJECT_BOXES' box (GrabCut; OpenCV.js already loaded). */
  subjectMs: number[];
  /**
   * CPU time of the same runs, ms, all threads of the process (Node: process.cpuUsage,
   * sharp's libvips threads included; the recipe: Python's process_time, OpenCV's threads
   * included). Less sensitive than wall time to other processes on the cores.
   */
  engineCpuMs: number[];
  recipeCpuMs: number[];
  subjectCpuMs: number[];
}

/** CPU ms (user + system, all threads) since `start` (a process.cpuUsage() reading). */
function cpuSince(start: NodeJS.CpuUsage): number {
  const d = process.cpuUsage(start);
  return (d.user + d.system) / 1000;
}

/**
 * Issue 30's photo benchmark: every photo of {@link benchPhotos} (test/photos/ and its open/; all ≤ 1 MP) as the app makes
 * its page — generatePage with the photo as reference (kids, letter: decode, line art,
 * print and preview PNG) — against the adaptive OpenCV recipe on the same file, and the
 * marked-subject step (isolateSubject) alone. `rounds` rounds, each photo in turn:
 * `perRound` engine runs, then one python3 process running the recipe `perRound` + 1
 * times whose first run is dropped (its warm-up, as the engine's is: one unmeasured
 * engine and subject run per photo first), then one subject run. Interleaved, so both
 * sides see the same machine load.
 */
export async function benchPhotoSet(rounds = 3, perRound = 2): Promise<PhotoSetResult[]> {
  const dir = mkdtempSync(join(tmpdir(), 'inkling-photo-set-'));
  try {
    const photos = benchPhotos();
    const results: PhotoSetResult[] = [];
    for (const photo of photos) {
      const meta = await sharp(join(PHOTOS, photo)).metadata();
      results.push({
        photo,
        width: meta.width ?? 0,
        height: meta.height ?? 0,
        engineMs: [],
        recipeMs: [],
        subjectMs: [],
        engineCpuMs: [],
        recipeCpuMs: [],
        subjectCpuMs: [],
      });
    }
    const { width, height } = pageSize('letter');
    const engine = (bytes: Buffer) => generatePage({ prompt: 'my photo', referenceImage: bytes });
    const box = (photo: string) => BENCH_SUBJECT_BOXES[photo] ?? { x: 0.1, y: 0.1, w: 0.8, h: 0.8 };
    for (const r of results) {
      const bytes = readFileSync(join(PHOTOS, r.photo));
      await engine(bytes);
      await isolateSubject(bytes, box(r.photo));
    }
    for (let round = 0; round < rounds; round++) {
      for (const r of results) {
        const path = join(PHOTOS, r.photo);
        const bytes = readFileSync(path);
        for (let i = 0; i < perRound; i++) {
          const cpu = process.cpuUsage();
          const start = performance.now();
          await engine(bytes);
          r.engineMs.push(performance.now() - start);
          r.engineCpuMs.push(cpuSince(cpu));
        }
        const { ms, cpuMs } = runRecipe(path, join(dir, 'recipe.png'), width, height, perRound + 1);
        r.recipeMs.push(...ms.slice(1));
        r.recipeCpuMs.push(...cpuMs.slice(1));
        const cpu = process.cpuUsage();
        const start = performance.now();
        await isolateSubject(bytes, box(r.photo));
        r.subjectMs.push(performance.now() - start);
        r.subjectCpuMs.push(cpuSince(cpu));
      }
    }
    return results;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

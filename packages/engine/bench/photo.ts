/**
 * Issue 14's photo benchmark: the engine's photo path against the classic OpenCV recipe
 * (scripts/opencv-recipe.py, bilateral filter → adaptive threshold → speck removal, run by
 * Debian's python3-opencv) on the same 12 MP JPEG, in the same run, interleaved so both
 * see the same machine load. Timed by scripts/bench-photo.ts (`npm run bench -- photo`).
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { photoToLineArt } from '../src/lineart/photo';
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
    const recipe = (repeats: number) =>
      (
        JSON.parse(
          execFileSync(
            '/usr/bin/python3',
            [
              RECIPE,
              'adaptive',
              path,
              join(dir, 'recipe.png'),
              String(width),
              String(height),
              String(repeats),
            ],
            { encoding: 'utf8' },
          ),
        ) as { ms: number[] }
      ).ms;
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

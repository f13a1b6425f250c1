/**
 * Photo → page against the classic OpenCV recipe (issue 14: "within 1.5× its time on a
 * 12-megapixel photo", measured in the same run). `npx tsx scripts/bench-photo.ts
 * [rounds] [--json]`; `npm run bench -- photo` writes the rows and the ratio to
 * BENCHMARKS.md. Installs Debian's python3-opencv first when it is missing (as root).
 */
import { benchPhotoVsRecipe } from '@inkling/engine/bench';
import { type BenchRow, rowFromTimes, runAsMain } from './bench-stats';
import { ensureSystemDeps, SYSTEM_PACKAGES } from './ensure-system-deps.mjs';

/** Row names (bench.ts computes the ratio from them). */
export const PHOTO_BENCH_NAMES = {
  recipe: 'baseline: OpenCV recipe (bilateral → adaptive threshold → specks → letter PNG), 12 MP JPEG',
  engine: 'engine photo → letter page PNG (kids), same 12 MP JPEG',
} as const;

/** The recipe's row, then the engine's (peak RSS: this Node process; the recipe's Python process is not counted). */
export async function benchPhoto(rounds = 5): Promise<BenchRow[]> {
  if (ensureSystemDeps({ packages: SYSTEM_PACKAGES.filter((p) => p.name === 'python3-opencv') }) !== 0)
    throw new Error('python3-opencv is needed for the photo benchmark');
  const { engineMs, recipeMs } = await benchPhotoVsRecipe(rounds, 3);
  return [
    rowFromTimes(PHOTO_BENCH_NAMES.recipe, recipeMs),
    rowFromTimes(PHOTO_BENCH_NAMES.engine, engineMs, { target: '≤ 1.5× the recipe (median)' }),
  ];
}

await runAsMain(import.meta.url, benchPhoto);

/**
 * Photo → page against the classic OpenCV recipe, measured in the same run:
 * - issue 30: every test photo (all ≤ 1 MP) as the app makes its page (generatePage, print
 *   and preview PNG), ≤ 600 ms and ≤ 6× the recipe's median, and the marked-subject step
 *   (GrabCut) ≤ 1 s;
 * - issue 14: a 12 MP JPEG, within 1.5× the recipe.
 * `npx tsx scripts/bench-photo.ts [rounds] [--json]`; `npm run bench -- photo` writes the
 * rows and the ratios to BENCHMARKS.md. Installs Debian's python3-opencv first when it is
 * missing (as root).
 */
import { benchPhotoSet, benchPhotoVsRecipe } from '@inkling/engine/bench';
import { type BenchRow, rowFromTimes, runAsMain } from './bench-stats';
import { ensureSystemDeps, SYSTEM_PACKAGES } from './ensure-system-deps.mjs';

/** Row names (bench.ts computes the ratios from them: a recipe row, then its engine row). */
export const PHOTO_BENCH_NAMES = {
  recipe: 'baseline: OpenCV recipe (bilateral → adaptive threshold → specks → letter PNG), 12 MP JPEG',
  engine: 'engine photo → letter page PNG (kids), same 12 MP JPEG',
  setRecipe: (photo: string) => `baseline: OpenCV recipe, ${photo}`,
  setEngine: (photo: string) => `engine page (print + preview PNG), ${photo}`,
  setSubject: (photo: string) => `marked-subject step (GrabCut), ${photo}`,
} as const;

/**
 * Per test photo: the recipe's row, the engine's, the subject step's; then the 12 MP
 * recipe and engine rows. Peak RSS: this Node process (the recipe's Python process is
 * not counted).
 */
export async function benchPhoto(rounds = 5): Promise<BenchRow[]> {
  if (ensureSystemDeps({ packages: SYSTEM_PACKAGES.filter((p) => p.name === 'python3-opencv') }) !== 0)
    throw new Error('python3-opencv is needed for the photo benchmark');
  const rows: BenchRow[] = [];
  for (const r of await benchPhotoSet(3, 2)) {
    const label = `${r.photo} (${r.width}×${r.height})`;
    // Wall time, then CPU time (all threads), each engine row after its recipe row.
    rows.push(
      rowFromTimes(PHOTO_BENCH_NAMES.setRecipe(label), r.recipeMs),
      rowFromTimes(PHOTO_BENCH_NAMES.setEngine(label), r.engineMs, {
        target: '≤ 600 ms and ≤ 6× the recipe (median; issue 30)',
      }),
      rowFromTimes(`${PHOTO_BENCH_NAMES.setRecipe(label)} · CPU time, all threads`, r.recipeCpuMs),
      rowFromTimes(`${PHOTO_BENCH_NAMES.setEngine(label)} · CPU time, all threads`, r.engineCpuMs),
      rowFromTimes(PHOTO_BENCH_NAMES.setSubject(label), r.subjectMs, { target: '≤ 1000 ms (issue 30)' }),
      rowFromTimes(`${PHOTO_BENCH_NAMES.setSubject(label)} · CPU time`, r.subjectCpuMs),
    );
  }
  const { engineMs, recipeMs } = await benchPhotoVsRecipe(rounds, 3);
  rows.push(
    rowFromTimes(PHOTO_BENCH_NAMES.recipe, recipeMs),
    rowFromTimes(PHOTO_BENCH_NAMES.engine, engineMs, { target: '≤ 1.5× the recipe (median)' }),
  );
  return rows;
}

await runAsMain(import.meta.url, benchPhoto);

/**
 * Sketchbook benchmark (engine issue "sketchbook": a letter page, print + preview PNG,
 * ≤ 150 ms median on a 2-core machine). Run standalone with
 * `npx tsx scripts/bench-engine.ts [runs]`; prints a markdown table.
 */
import { generatePage } from '@inkling/engine';
import { type BenchRow, measure, runAsMain } from './bench-stats';

/** Prompts cycled through by the benchmark: the spec's chips, different settings each. */
const PROMPTS = [
  'Adorable puppy',
  'a dinosaur eating ice cream on the moon',
  'underwater scene with fish and coral',
  'butterfly in a garden',
];

/**
 * Times `generatePage` with the sketchbook on a letter page for the kids audience (the
 * defaults), print and preview PNG included, `runs` times (default 20) after two
 * warm-up runs; each run uses the next prompt and seed, so caches of art do not
 * flatter the time more than they would on a server that has drawn a few pages.
 */
export async function benchSketchbook(runs = 20): Promise<BenchRow[]> {
  let i = 0;
  const next = () => {
    i++;
    return generatePage({ prompt: PROMPTS[i % PROMPTS.length]!, seed: i });
  };
  for (let w = 0; w < PROMPTS.length; w++) await next();
  return [
    await measure('sketchbook letter page (print + preview)', next, {
      runs,
      warmup: 2,
      target: '≤ 150 ms median, ≤ 400 MB',
    }),
  ];
}

await runAsMain(import.meta.url, benchSketchbook);

/**
 * Sketchbook benchmark (engine issue "sketchbook": a letter page, print + preview PNG,
 * ≤ 150 ms median on a 2-core machine; issue 15: ≤ 100 ms median). Run standalone with
 * `npx tsx scripts/bench-engine.ts [runs]`; prints a markdown table.
 */
import { generatePage } from '@inkling/engine';
import { sketchbookPreviewOnly } from '@inkling/engine/bench';
import { type BenchRow, measure, percentile, runAsMain } from './bench-stats';

/** Prompts cycled through by the benchmark: the spec's chips, different settings each. */
const PROMPTS = [
  'Adorable puppy',
  'a dinosaur eating ice cream on the moon',
  'underwater scene with fish and coral',
  'butterfly in a garden',
];

/** The stages generatePage reports in metadata.timings, with the names of their rows. */
const STAGES: [key: string, name: string][] = [
  ['rasterize', '· of which rasterize (librsvg, bands of 2000 px rows in parallel)'],
  ['cleanup', '· of which finish (finishVectorPage: threshold, regions, slivers, blobs)'],
  ['encode', '· of which encode (print + preview PNG, in parallel)'],
];

/** A row for one stage from the per-run timings (ms) of the page row it belongs to. */
function stageRow(name: string, times: number[], page: BenchRow): BenchRow {
  return {
    name,
    runs: times.length,
    minMs: Math.round(Math.min(...times)),
    medianMs: Math.round(percentile(times, 50)),
    p95Ms: Math.round(percentile(times, 95)),
    peakRssMb: page.peakRssMb,
  };
}

/**
 * Times `generatePage` with the sketchbook on a letter page for the kids audience (the
 * defaults), print and preview PNG included, `runs` times (default 20) after two
 * warm-up runs; each run uses the next prompt and seed, so caches of art do not
 * flatter the time more than they would on a server that has drawn a few pages.
 * Then the same page's stages (metadata.timings of the same runs) and CPU time, and the
 * "page shown" path: the same pages up to the preview PNG only (`sketchbookPreviewOnly`, the print
 * PNG not made), the time a viewer would wait if the print PNG were encoded afterwards.
 */
export async function benchSketchbook(runs = 20): Promise<BenchRow[]> {
  let i = 0;
  const timings: Record<string, number>[] = [];
  const cpuMs: number[] = [];
  const next = async () => {
    i++;
    const cpu = process.cpuUsage();
    const page = await generatePage({ prompt: PROMPTS[i % PROMPTS.length]!, seed: i });
    const used = process.cpuUsage(cpu);
    cpuMs.push((used.user + used.system) / 1000);
    timings.push(page.metadata.timings);
  };
  for (let w = 0; w < PROMPTS.length; w++) await next();
  const page = await measure('sketchbook letter page (print + preview)', next, {
    runs,
    warmup: 2,
    target: '≤ 100 ms median (issue 15), ≤ 400 MB',
  });
  const measured = timings.slice(-runs);
  const stages = STAGES.map(([key, name]) =>
    stageRow(
      name,
      measured.map((t) => t[key] ?? 0),
      page,
    ),
  );
  // CPU time of all the process's threads (JS and libvips) per page: unlike the wall
  // time, it hardly depends on what else the shared machine runs.
  stages.push(stageRow('· CPU time per page (all threads; not wall time)', cpuMs.slice(-runs), page));
  let j = 0;
  const shown = await measure(
    'sketchbook letter page shown (preview PNG only, print PNG deferred)',
    () => {
      j++;
      return sketchbookPreviewOnly({ prompt: PROMPTS[j % PROMPTS.length]!, seed: j });
    },
    { runs, warmup: 2 },
  );
  return [page, ...stages, shown];
}

await runAsMain(import.meta.url, benchSketchbook);

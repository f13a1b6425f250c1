/**
 * Kid-safety check benchmark (issue 13: "latency of the local check ≤ 2 ms median per
 * prompt"). `npx tsx scripts/bench-safety.ts [rounds] [--json]`.
 *
 * Every prompt of the tuned corpus and of both held-out batches (about 1,300 prompts,
 * harmless and unsafe, six languages) is checked once per round, after one warm-up round
 * (the wink-nlp model and the tinyld profiles load at import). Each call is timed alone;
 * the row gives the per-prompt min, median and p95 in ms (3 decimals).
 *
 * Baseline in the same run: the `obscenity` matcher alone (englishDataset with its
 * recommended transformers, the profanity filter the check started from) on the same
 * prompts; bench.ts prints the check's median as a multiple of it.
 */
import { checkPrompt } from '@inkling/engine';
import { classifyPrompt } from '@inkling/safety';
import { obscenityBaseline, safetyBenchPrompts } from '@inkling/safety/bench';
import { type BenchRow, percentile, runAsMain } from './bench-stats';

/** Row names (bench.ts computes the ratio to the baseline from them). */
export const SAFETY_BENCH_NAMES = {
  baseline: 'baseline: obscenity matcher alone, per prompt',
  check: 'kid-safety local check (checkPrompt), per prompt',
  learned: 'its learned layer alone (classifyPrompt), per prompt',
} as const;

const prompts = safetyBenchPrompts();

function timeEach(name: string, fn: (text: string) => unknown, rounds: number, target?: string): BenchRow {
  for (const p of prompts) fn(p);
  const times: number[] = [];
  let peak = process.memoryUsage.rss();
  for (let r = 0; r < rounds; r++) {
    for (const p of prompts) {
      const start = performance.now();
      fn(p);
      times.push(performance.now() - start);
    }
    peak = Math.max(peak, process.memoryUsage.rss());
  }
  const round3 = (n: number) => Math.round(n * 1000) / 1000;
  return {
    name,
    runs: times.length,
    minMs: round3(Math.min(...times)),
    medianMs: round3(percentile(times, 50)),
    p95Ms: round3(percentile(times, 95)),
    peakRssMb: Math.round(peak / 1024 / 1024),
    target,
  };
}

/** The baseline row, then the check's row. */
export async function benchSafety(rounds: number): Promise<BenchRow[]> {
  return [
    timeEach(SAFETY_BENCH_NAMES.baseline, obscenityBaseline(), rounds),
    timeEach(
      SAFETY_BENCH_NAMES.check,
      checkPrompt,
      rounds,
      '≤ 2 ms median (issue 13), ≤ 20 ms with the classifier (issue 31)',
    ),
    timeEach(SAFETY_BENCH_NAMES.learned, (text) => classifyPrompt(text), rounds, '≤ 20 ms (issue 31)'),
  ];
}

await runAsMain(import.meta.url, (runs) => benchSafety(Math.max(1, Math.min(runs, 10))));

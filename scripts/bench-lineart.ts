/**
 * Line-art pipeline benchmark (engine issue "Line-art pipeline": photo 12 MP ≤ 1.0 s
 * median, clean-up of a 1024×1536 AI-style page ≤ 0.6 s, peak memory ≤ 400 MB).
 * The cases come from the engine (`@inkling/engine/bench`); this script times them.
 * Run standalone with `npx tsx scripts/bench-lineart.ts [runs]`; prints a markdown table.
 */
import { lineartBenchCases } from '@inkling/engine/bench';
import { type BenchRow, measure, runAsMain } from './bench-stats';

/**
 * Times each line-art case (clean-up of an AI-style page, encoding, 12 MP photo → page)
 * `runs` times (default 20) after one warm-up run. Returns one row per case.
 */
export async function benchLineart(runs = 20): Promise<BenchRow[]> {
  const rows: BenchRow[] = [];
  for (const { name, run, target } of await lineartBenchCases()) {
    rows.push(await measure(name, run, { runs, warmup: 1, target }));
  }
  return rows;
}

await runAsMain(import.meta.url, benchLineart);

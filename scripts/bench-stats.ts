import { pathToFileURL } from 'node:url';

/** Shared helpers of the benchmark scripts: percentiles and result rows. */

/** One benchmark result row as written to BENCHMARKS.md. */
export interface BenchRow {
  name: string;
  runs: number;
  /** Fastest run: the best estimate of an idle machine when other processes compete for the cores. */
  minMs: number;
  medianMs: number;
  p95Ms: number;
  /** Peak resident set size of the measuring process during the runs, MB. */
  peakRssMb: number;
  target?: string;
}

/** Nearest-rank percentile (p in 0–100) of a non-empty list of numbers. */
export function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.max(1, Math.ceil((p / 100) * sorted.length));
  return sorted[Math.min(sorted.length, rank) - 1] ?? Number.NaN;
}

/**
 * A result row from per-run times (ms): min, median and p95 rounded to whole ms. `peakRssMb`
 * defaults to this process's resident set size now.
 */
export function rowFromTimes(
  name: string,
  times: number[],
  options: { peakRssMb?: number; target?: string } = {},
): BenchRow {
  return {
    name,
    runs: times.length,
    minMs: Math.round(Math.min(...times)),
    medianMs: Math.round(percentile(times, 50)),
    p95Ms: Math.round(percentile(times, 95)),
    peakRssMb: options.peakRssMb ?? Math.round(process.memoryUsage.rss() / 1024 / 1024),
    target: options.target,
  };
}

/**
 * Runs `fn` `runs` times after `warmup` unmeasured runs and returns its timing row.
 * Peak memory is the largest RSS sampled every 5 ms while the runs go on.
 */
export async function measure(
  name: string,
  fn: () => Promise<unknown>,
  options: { runs?: number; warmup?: number; target?: string } = {},
): Promise<BenchRow> {
  const runs = options.runs ?? 20;
  for (let i = 0; i < (options.warmup ?? 2); i++) await fn();
  let peak = process.memoryUsage.rss();
  const sampler = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage.rss());
  }, 5);
  const times: number[] = [];
  try {
    for (let i = 0; i < runs; i++) {
      const start = performance.now();
      await fn();
      times.push(performance.now() - start);
      peak = Math.max(peak, process.memoryUsage.rss());
    }
  } finally {
    clearInterval(sampler);
  }
  return {
    name,
    runs,
    minMs: Math.round(Math.min(...times)),
    medianMs: Math.round(percentile(times, 50)),
    p95Ms: Math.round(percentile(times, 95)),
    peakRssMb: Math.round(peak / 1024 / 1024),
    target: options.target,
  };
}

/** Renders result rows as a markdown table. */
export function benchTable(rows: BenchRow[]): string {
  const lines = [
    '| benchmark | runs | min ms | median ms | p95 ms | peak RSS MB | target |',
    '|---|---:|---:|---:|---:|---:|---|',
  ];
  for (const r of rows) {
    lines.push(
      `| ${r.name} | ${r.runs} | ${r.minMs} | ${r.medianMs} | ${r.p95Ms} | ${r.peakRssMb} | ${r.target ?? ''} |`,
    );
  }
  return lines.join('\n');
}

/**
 * Entry point of a benchmark script run on its own: `tsx scripts/bench-x.ts [runs] [--json]`
 * prints a markdown table, or the rows as JSON (what `npm run bench` reads, one process per
 * suite so that each suite's peak memory is its own).
 */
export async function runAsMain(url: string, suite: (runs: number) => Promise<BenchRow[]>): Promise<void> {
  if (url !== pathToFileURL(process.argv[1] ?? '').href) return;
  const args = process.argv.slice(2);
  const runs = Number(args.find((a) => /^\d+$/.test(a)) ?? 20);
  const rows = await suite(runs);
  console.log(args.includes('--json') ? JSON.stringify(rows) : benchTable(rows));
}

/** Shared helpers of the benchmark scripts: percentiles and result rows. */

/** One benchmark result row as written to BENCHMARKS.md. */
export interface BenchRow {
  name: string;
  runs: number;
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
    medianMs: Math.round(percentile(times, 50)),
    p95Ms: Math.round(percentile(times, 95)),
    peakRssMb: Math.round(peak / 1024 / 1024),
    target: options.target,
  };
}

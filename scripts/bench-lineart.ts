/**
 * Line-art pipeline benchmark (engine issue "Line-art pipeline": photo 12 MP ≤ 1.0 s
 * median, clean-up of a 1024×1536 AI-style page ≤ 0.6 s, peak memory ≤ 400 MB).
 * Run standalone with `npx tsx scripts/bench-lineart.ts [runs]`; prints a markdown table.
 */
import { pathToFileURL } from 'node:url';
import { cleanupLineArt } from '../packages/engine/src/lineart/cleanup';
import { finalizePage } from '../packages/engine/src/lineart/encode';
import { aiStylePage, toyPhoto } from '../packages/engine/src/lineart/fixtures';
import { photoToLineArt } from '../packages/engine/src/lineart/photo';
import { pageSize, SAFE_MARGIN_PX } from '../packages/engine/src/profiles';

/** One benchmark result. Times in ms; memory in MB (resident set). */
export interface BenchRow {
  name: string;
  runs: number;
  /** Fastest run: the best estimate of an idle machine when other processes compete for the cores. */
  minMs: number;
  medianMs: number;
  p95Ms: number;
  /** Peak resident memory of the process so far (getrusage maxRSS), MB. Cases run smallest first. */
  peakRssMb: number;
}

/**
 * Times the clean-up of an AI-style 1024×1536 page onto a letter page, the encoding
 * of that page, and a 12 MP (3000×4000) JPEG photo → letter page, `runs` times each
 * (default 20), after one warm-up run. Returns one row per case.
 */
export async function benchLineart(runs = 20): Promise<BenchRow[]> {
  const { width, height } = pageSize('letter');
  const audience = 'kids' as const;
  const ai = await aiStylePage();
  const photo = await toyPhoto({ width: 3000, height: 4000, quality: 90 });
  const rows: BenchRow[] = [];
  const page = await cleanupLineArt(ai, { audience, width, height, marginPx: SAFE_MARGIN_PX, fit: true });
  rows.push(
    await time('clean-up of a 1024×1536 AI-style page → letter', runs, () =>
      cleanupLineArt(ai, { audience, width, height, marginPx: SAFE_MARGIN_PX, fit: true }),
    ),
  );
  rows.push(
    await time('encode a letter page (print + preview PNG)', runs, () => finalizePage(page, { audience })),
  );
  rows.push(
    await time('photo → page (12 MP photo, 3000×4000 JPEG → letter)', runs, () =>
      photoToLineArt(photo, { audience, maxWidth: width, maxHeight: height }),
    ),
  );
  return rows;
}

async function time(name: string, runs: number, fn: () => Promise<unknown>): Promise<BenchRow> {
  await fn();
  const ms: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t = performance.now();
    await fn();
    ms.push(performance.now() - t);
  }
  ms.sort((a, b) => a - b);
  const at = (q: number) => ms[Math.min(ms.length - 1, Math.ceil(q * ms.length) - 1)]!;
  return {
    name,
    runs,
    minMs: Math.round(ms[0]!),
    medianMs: Math.round(at(0.5)),
    p95Ms: Math.round(at(0.95)),
    peakRssMb: Math.round(process.resourceUsage().maxRSS / 1024),
  };
}

/** Renders rows as a markdown table. */
export function benchTable(rows: BenchRow[]): string {
  const lines = [
    '| case | runs | min ms | median ms | p95 ms | peak RSS MB |',
    '|---|---:|---:|---:|---:|---:|',
  ];
  for (const r of rows)
    lines.push(`| ${r.name} | ${r.runs} | ${r.minMs} | ${r.medianMs} | ${r.p95Ms} | ${r.peakRssMb} |`);
  return lines.join('\n');
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const runs = Number(process.argv[2] ?? 20);
  console.log(benchTable(await benchLineart(runs)));
}

/**
 * Line-art pipeline benchmark (engine issue "Line-art pipeline": photo 12 MP ≤ 1.0 s
 * median, clean-up of a 1024×1536 AI-style page ≤ 0.6 s, peak memory ≤ 400 MB).
 * Run standalone with `npx tsx scripts/bench-lineart.ts [runs]`; prints a markdown table.
 */
import { cleanupLineArt } from '../packages/engine/src/lineart/cleanup';
import { finalizePage } from '../packages/engine/src/lineart/encode';
import { aiStylePage, toyPhoto } from '../packages/engine/src/lineart/fixtures';
import { photoToLineArt } from '../packages/engine/src/lineart/photo';
import { pageSize, SAFE_MARGIN_PX } from '../packages/engine/src/profiles';
import { type BenchRow, measure, runAsMain } from './bench-stats';

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
    await measure(
      'clean-up of a 1024×1536 AI-style page → letter',
      () => cleanupLineArt(ai, { audience, width, height, marginPx: SAFE_MARGIN_PX, fit: true }),
      { runs, warmup: 1, target: '≤ 600 ms median, ≤ 400 MB' },
    ),
  );
  rows.push(
    await measure('encode a letter page (print + preview PNG)', () => finalizePage(page, { audience }), {
      runs,
      warmup: 1,
    }),
  );
  rows.push(
    await measure(
      'photo → page (12 MP photo, 3000×4000 JPEG → letter)',
      () => photoToLineArt(photo, { audience, maxWidth: width, maxHeight: height }),
      { runs, warmup: 1, target: '≤ 1000 ms median, ≤ 400 MB' },
    ),
  );
  return rows;
}

await runAsMain(import.meta.url, benchLineart);

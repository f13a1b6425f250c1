/**
 * Book export benchmark (issue 11: "a 24-page book is ready in ≤ 3 s and the server stays under
 * 300 MB while making it; a 100-page book streams rather than being held whole in memory").
 * One case per process, so each peak RSS is that case's own:
 * `npx tsx scripts/bench-book.ts [runs] [--json] --case=baseline|24|100`.
 *
 * - baseline: a blank 24-page letter document made and saved with pdf-lib alone, the floor
 *   any pdf-lib book costs on this machine (measured in the same `npm run bench` run);
 * - 24 / 100: `writeBookPdf` on that many real sketchbook pages (24 distinct print PNGs of
 *   2550 × 3300 px, cycled, read from disk as the server reads storage), cover and page
 *   numbers, bytes collected as the server does. The pages are drawn once by a separate
 *   process (`--case=prepare`), so the drawing's memory is not counted as the PDF's.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { generatePage } from '@inkling/engine';
import { type BookPicture, writeBookPdf } from '@inkling/engine/book';
import { PDFDocument } from 'pdf-lib';
import { type BenchRow, measure, runAsMain } from './bench-stats';

const PROMPTS = [
  'Adorable puppy',
  'a dinosaur eating ice cream on the moon',
  'underwater scene with fish and coral',
  'butterfly in a garden',
  'magical castle in the clouds',
  'space adventure with rockets and stars',
];

/** Names of the benchmark rows (bench.ts computes the ratio to the baseline from them). */
export const BOOK_BENCH_NAMES = {
  baseline: 'baseline: blank 24-page pdf-lib PDF',
  24: 'book PDF, 24 pages (print PNGs at 300 dpi)',
  100: 'book PDF, 100 pages (print PNGs at 300 dpi)',
} as const;

async function blankPdf(): Promise<number> {
  const pdf = await PDFDocument.create();
  for (let i = 0; i < 24; i++) pdf.addPage([612, 792]);
  return (await pdf.save()).length;
}

async function bookPdf(pictures: BookPicture[]): Promise<number> {
  const chunks: Uint8Array[] = [];
  await writeBookPdf(
    {
      title: 'Benchmark Book',
      author: 'Inkling',
      date: new Date('2026-01-01T00:00:00Z'),
      identifier: 'bench',
      language: 'en',
      format: 'letter',
      cover: { belongsToLine: true, picture: pictures[0] ?? null },
      pages: pictures,
    },
    { blankBacks: false, printReady: false, fillToMinimum: false },
    (chunk) => void chunks.push(chunk),
  );
  return Buffer.concat(chunks).length;
}

const PAGES_DIR = path.join(tmpdir(), 'inkling-bench-book-pages');
const pagePath = (i: number) => path.join(PAGES_DIR, `page-${i}.png`);

/** Draws the 24 sketchbook pages into PAGES_DIR (run in its own process). */
async function preparePages(): Promise<void> {
  mkdirSync(PAGES_DIR, { recursive: true });
  for (let i = 0; i < 24; i++) {
    if (existsSync(pagePath(i))) continue;
    const page = await generatePage({ prompt: PROMPTS[i % PROMPTS.length] as string, seed: i + 1 });
    writeFileSync(pagePath(i), page.printPng);
  }
}

export async function benchBook(runs = 5): Promise<BenchRow[]> {
  const which = process.argv.find((a) => a.startsWith('--case='))?.slice(7) ?? '24';
  if (which === 'prepare') {
    await preparePages();
    return [];
  }
  if (which === 'baseline')
    return [await measure(BOOK_BENCH_NAMES.baseline, blankPdf, { runs: Math.max(runs, 5), warmup: 2 })];
  if (!existsSync(pagePath(23)))
    execFileSync(process.execPath, ['--import', 'tsx', 'scripts/bench-book.ts', '--json', '--case=prepare'], {
      stdio: ['ignore', 'ignore', 'inherit'],
    });
  const count = which === '100' ? 100 : 24;
  const pictures = Array.from({ length: count }, (_, i) => ({
    width: 2550,
    height: 3300,
    load: async () => readFileSync(pagePath(i % 24)),
  }));
  const name = count === 100 ? BOOK_BENCH_NAMES[100] : BOOK_BENCH_NAMES[24];
  const target = count === 24 ? '≤ 3000 ms, < 300 MB' : '< 300 MB (one picture at a time)';
  return [await measure(name, () => bookPdf(pictures), { runs, warmup: 1, target })];
}

await runAsMain(import.meta.url, benchBook);

/**
 * Issue 29's look set: every prompt of test/look-set.tsv (written before any change, by
 * someone who had not seen the engine) drawn by the offline sketchbook (seed 1, letter), laid
 * out 3 × 2 per contact sheet with its id and prompt, for a panel that judges by looking.
 * The set's "adults" audience is drawn as the app's oldest audience, big-kids.
 *
 * Run: `npx tsx packages/engine/bench/look-set.ts [out-dir] [set.tsv]` (default
 * docs/examples/look-set/<date> and test/look-set.tsv; a later set, written after a change,
 * has the same columns). Writes `look-set-N.png` and `pages.json` (per prompt: the elements
 * placed, setting, skipped words, fallback, engine ms, or the refusal).
 */
import { readFileSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import { generatePage } from '../src/generate';
import type { Audience } from '../src/types';
import { type SheetItem, writeContactSheets } from './contact-sheet';

/** One row of test/look-set.tsv. */
export interface LookSetPrompt {
  id: string;
  kind: string;
  audience: string;
  prompt: string;
}

/** Reads a look set (default test/look-set.tsv; header `id kind audience prompt`, tab-separated). */
export function readLookSet(
  path: string | URL = new URL('../test/look-set.tsv', import.meta.url),
): LookSetPrompt[] {
  const text = readFileSync(path, 'utf8');
  return text
    .trim()
    .split('\n')
    .slice(1)
    .map((line) => {
      const [id = '', kind = '', audience = '', prompt = ''] = line.split('\t');
      return { id, kind, audience, prompt };
    });
}

/**
 * The set's audience column as the app's audience. Sets 5–7 wrote "toddlers" and "big-kids",
 * which this map lacked until set 8, so their pages were all drawn for kids.
 */
const AUDIENCE: Record<string, Audience> = {
  toddler: 'toddler',
  toddlers: 'toddler',
  kids: 'kids',
  'big-kids': 'big-kids',
  adults: 'big-kids',
};

async function main() {
  const date = new Date().toISOString().slice(0, 10);
  const out =
    process.argv[2] ?? new URL(`../../../docs/examples/look-set/${date}/`, import.meta.url).pathname;
  const rows = readLookSet(process.argv[3]);
  const items: SheetItem[] = [];
  const pages: Record<string, unknown>[] = [];
  const started = performance.now();
  for (const row of rows) {
    const caption = `${row.id}. ${row.prompt}`;
    try {
      const page = await generatePage({
        prompt: row.prompt,
        seed: 1,
        audience: AUDIENCE[row.audience] ?? 'kids',
      });
      const { elements, setting, skippedWords, fallback, timings } = page.metadata;
      pages.push({ ...row, elements, setting, skippedWords, fallback: fallback ?? false, ms: timings.total });
      items.push({ png: page.printPng, caption });
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      pages.push({ ...row, refused: message });
      const blank = await sharp({
        create: { width: 850, height: 1100, channels: 3, background: '#fff' },
      })
        .composite([
          {
            input: Buffer.from(
              `<svg xmlns="http://www.w3.org/2000/svg" width="850" height="200"><text x="20" y="100" font-family="sans-serif" font-size="40">No page: ${message.replace(/[<&>]/g, '').slice(0, 40)}</text></svg>`,
            ),
            top: 450,
            left: 0,
          },
        ])
        .png()
        .toBuffer();
      items.push({ png: blank, caption });
    }
  }
  await writeContactSheets(items, {
    cols: 3,
    rows: 2,
    tileWidth: 420,
    tileHeight: 544,
    fontSize: 15,
    out,
    prefix: 'look-set',
  });
  await writeFile(join(out, 'pages.json'), `${JSON.stringify(pages, null, 1)}\n`);
  console.log(`${rows.length} pages in ${((performance.now() - started) / 1000).toFixed(1)} s → ${out}`);
}

await main();

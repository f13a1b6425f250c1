/**
 * Contact sheets of issue 14's evaluation table (test/scene-table.json): every prompt
 * drawn by the offline sketchbook (kids, letter, seed 1), checked with checkPage, and
 * laid out 6 × 4 per PNG in docs/examples/scene-table-N.png with the prompt under each
 * page. Run: `npx tsx packages/engine/bench/contact-sheet.ts [out-dir]`.
 * Prints one line per page that fails checkPage, and the total time.
 */
import { readFileSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import { generatePage } from '../src/generate';
import { checkPage } from '../src/lineart/quality';

const table: { prompt: string }[] = JSON.parse(
  readFileSync(new URL('../test/scene-table.json', import.meta.url), 'utf8'),
).prompts;
const out = process.argv[2] ?? new URL('../../../docs/examples/', import.meta.url).pathname;
const COLS = 6;
const ROWS = 4;
const TW = 300;
const TH = 388;
const LABEL = 44;

const escapeXml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

async function main() {
  await mkdir(out, { recursive: true });
  const started = performance.now();
  const tiles: { input: Buffer; left: number; top: number }[][] = [];
  const failing: string[] = [];
  for (const [i, { prompt }] of table.entries()) {
    const page = await generatePage({ prompt, seed: 1 });
    const check = await checkPage(page.printPng, { audience: 'kids', format: 'letter' });
    if (!check.ok) failing.push(`${prompt}: ${check.problems.join('; ')}`);
    const thumb = await sharp(page.printPng).resize(TW, TH).png().toBuffer();
    const label = Buffer.from(
      `<svg xmlns="http://www.w3.org/2000/svg" width="${TW}" height="${LABEL}"><rect width="100%" height="100%" fill="#eee"/><text x="4" y="17" font-family="sans-serif" font-size="14">${escapeXml(`${i + 1}. ${prompt}`.slice(0, 40))}</text><text x="4" y="36" font-family="sans-serif" font-size="14">${escapeXml(`${i + 1}. ${prompt}`.slice(40, 80))}</text></svg>`,
    );
    const sheet = Math.floor(i / (COLS * ROWS));
    const k = i % (COLS * ROWS);
    const left = (k % COLS) * (TW + 8);
    const top = Math.floor(k / COLS) * (TH + LABEL + 8);
    tiles[sheet] ??= [];
    tiles[sheet]!.push({ input: thumb, left, top }, { input: label, left, top: top + TH });
  }
  for (const [n, sheetTiles] of tiles.entries()) {
    await sharp({
      create: {
        width: COLS * (TW + 8),
        height: ROWS * (TH + LABEL + 8),
        channels: 3,
        background: '#888',
      },
    })
      .composite(sheetTiles)
      .greyscale()
      .png({ compressionLevel: 9, palette: true, colours: 16 })
      .toFile(join(out, `scene-table-${n + 1}.png`));
  }
  console.log(failing.length ? `checkPage failures:\n${failing.join('\n')}` : 'every page passes checkPage');
  console.log(`${table.length} pages in ${((performance.now() - started) / 1000).toFixed(1)} s`);
}

await main();

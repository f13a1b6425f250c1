/**
 * Contact sheets: pages laid out in a grid with a caption under each, for people to judge by
 * looking (issue 14's scene table, issue 29's look set).
 *
 * Run as a script for issue 14's evaluation table (test/scene-table.json): every prompt drawn
 * by the offline sketchbook (kids, letter, seed 1), checked with checkPage, and laid out 6 × 4
 * per PNG in docs/examples/scene-table-N.png with the prompt under each page:
 * `npx tsx packages/engine/bench/contact-sheet.ts [out-dir]`.
 * Prints one line per page that fails checkPage, and the total time.
 */
import { readFileSync, realpathSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { generatePage } from '../src/generate';
import { checkPage } from '../src/lineart/quality';

/** One tile of a contact sheet: a page (any PNG) and the caption printed under it. */
export interface SheetItem {
  png: Buffer;
  caption: string;
}

/** Grid and file naming of `writeContactSheets`. Sizes in px. */
export interface SheetLayout {
  cols: number;
  rows: number;
  tileWidth: number;
  tileHeight: number;
  /** Caption font size; two caption lines fit under each tile. */
  fontSize: number;
  /** Folder the sheets go to (created if missing). */
  out: string;
  /** File name stem: sheets are `${prefix}-1.png`, `${prefix}-2.png`… */
  prefix: string;
}

const escapeXml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** Splits a caption into at most two lines of `width` characters, on spaces where it can. */
function captionLines(caption: string, width: number): [string, string] {
  if (caption.length <= width) return [caption, ''];
  const cut = caption.lastIndexOf(' ', width);
  const at = cut > width / 2 ? cut : width;
  const rest = caption.slice(at).trim();
  return [caption.slice(0, at), rest.length > width ? `${rest.slice(0, width - 1)}…` : rest];
}

/**
 * Lays `items` out `cols × rows` per sheet, each page fitted (aspect kept, white margins) into
 * `tileWidth × tileHeight` with its caption below, and writes greyscale 16-colour PNGs.
 * @returns the paths written, in order. Throws what sharp throws for an unreadable PNG.
 */
export async function writeContactSheets(
  items: readonly SheetItem[],
  layout: SheetLayout,
): Promise<string[]> {
  const { cols, rows, tileWidth: tw, tileHeight: th, fontSize, out, prefix } = layout;
  const label = Math.round(fontSize * 3.2);
  const perLine = Math.floor(tw / (fontSize * 0.55));
  await mkdir(out, { recursive: true });
  const sheets: { input: Buffer; left: number; top: number }[][] = [];
  for (const [i, item] of items.entries()) {
    const thumb = await sharp(item.png)
      .resize(tw, th, { fit: 'contain', background: '#fff' })
      .png()
      .toBuffer();
    const [first, second] = captionLines(item.caption, perLine);
    const caption = Buffer.from(
      `<svg xmlns="http://www.w3.org/2000/svg" width="${tw}" height="${label}"><rect width="100%" height="100%" fill="#eee"/><text x="4" y="${Math.round(fontSize * 1.2)}" font-family="sans-serif" font-size="${fontSize}">${escapeXml(first)}</text><text x="4" y="${Math.round(fontSize * 2.6)}" font-family="sans-serif" font-size="${fontSize}">${escapeXml(second)}</text></svg>`,
    );
    const sheet = Math.floor(i / (cols * rows));
    const k = i % (cols * rows);
    const left = (k % cols) * (tw + 8);
    const top = Math.floor(k / cols) * (th + label + 8);
    sheets[sheet] ??= [];
    sheets[sheet]!.push({ input: thumb, left, top }, { input: caption, left, top: top + th });
  }
  const paths: string[] = [];
  for (const [n, tiles] of sheets.entries()) {
    const path = join(out, `${prefix}-${n + 1}.png`);
    await sharp({
      create: { width: cols * (tw + 8), height: rows * (th + label + 8), channels: 3, background: '#888' },
    })
      .composite(tiles)
      .greyscale()
      .png({ compressionLevel: 9, palette: true, colours: 16 })
      .toFile(path);
    paths.push(path);
  }
  return paths;
}

async function main() {
  const table: { prompt: string }[] = JSON.parse(
    readFileSync(new URL('../test/scene-table.json', import.meta.url), 'utf8'),
  ).prompts;
  const out = process.argv[2] ?? new URL('../../../docs/examples/', import.meta.url).pathname;
  const started = performance.now();
  const items: SheetItem[] = [];
  const failing: string[] = [];
  for (const [i, { prompt }] of table.entries()) {
    const page = await generatePage({ prompt, seed: 1 });
    const check = await checkPage(page.printPng, { audience: 'kids', format: 'letter' });
    if (!check.ok) failing.push(`${prompt}: ${check.problems.join('; ')}`);
    items.push({ png: page.printPng, caption: `${i + 1}. ${prompt}` });
  }
  await writeContactSheets(items, {
    cols: 6,
    rows: 4,
    tileWidth: 300,
    tileHeight: 388,
    fontSize: 14,
    out,
    prefix: 'scene-table',
  });
  console.log(failing.length ? `checkPage failures:\n${failing.join('\n')}` : 'every page passes checkPage');
  console.log(`${table.length} pages in ${((performance.now() - started) / 1000).toFixed(1)} s`);
}

if (process.argv[1] && realpathSync(process.argv[1]) === fileURLToPath(import.meta.url)) await main();

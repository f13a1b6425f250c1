/**
 * Contact sheet of one offline story book (issue 33): `npx tsx packages/engine/bench/story-sheet.ts`
 * writes docs/examples/story-book.png — six pages drawn with the same character, each with
 * its caption, as the PDF export prints them (the book's PDF is rendered with pdftoppm).
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { writeBookPdf } from '../src/book/index';
import { generatePage, writeStory } from '../src/index';

const story = writeStory({
  idea: 'Mia and the lost kite',
  character: { words: 'Mia, a girl with curly hair' },
  audience: 'kids',
  length: 6,
  seed: 3,
});
const pages = [];
for (const p of story.pages) {
  const page = await generatePage({ prompt: p.scene, cast: story.cast, seed: p.number, audience: 'kids' });
  pages.push({
    width: page.metadata.width,
    height: page.metadata.height,
    caption: p.caption,
    load: async () => page.printPng,
  });
}
const chunks: Uint8Array[] = [];
await writeBookPdf(
  {
    title: story.title,
    author: 'Inkling',
    date: new Date('2026-11-28T00:00:00Z'),
    identifier: '00000000-0000-4000-8000-000000000033',
    language: 'en',
    format: 'letter',
    cover: { belongsToLine: false, picture: null },
    pages,
  },
  { blankBacks: false, printReady: false, fillToMinimum: false },
  (c) => void chunks.push(c),
);
const dir = mkdtempSync(path.join(tmpdir(), 'story-sheet-'));
const pdf = path.join(dir, 'book.pdf');
writeFileSync(pdf, Buffer.concat(chunks));
execFileSync('pdftoppm', ['-r', '40', '-png', '-f', '2', pdf, path.join(dir, 'p')]);
const files = readdirSync(dir)
  .filter((f) => f.endsWith('.png'))
  .sort();
const tiles = await Promise.all(
  files.map((f) =>
    sharp(path.join(dir, f))
      .extend({ top: 6, bottom: 6, left: 6, right: 6, background: '#ddd' })
      .png()
      .toBuffer(),
  ),
);
const meta = await sharp(tiles[0]).metadata();
const w = meta.width!;
const h = meta.height!;
const cols = 3;
const sheet = sharp({
  create: { width: w * cols, height: h * Math.ceil(tiles.length / cols), channels: 3, background: '#ddd' },
});
const out = path.resolve(import.meta.dirname, '../../../docs/examples/story-book.png');
await sheet
  .composite(tiles.map((input, i) => ({ input, left: (i % cols) * w, top: Math.floor(i / cols) * h })))
  .png()
  .toFile(out);
console.log(story.title, story.shape, out);
for (const p of story.pages) console.log(p.number, p.caption, '|', p.scene);

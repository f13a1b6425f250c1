/**
 * Issue 33 "people look like their words": a contact sheet of story characters described in
 * words the character panels never saw (2026-11-29), each drawn by the offline engine on the
 * first pages of its book (kids, letter), so a person can check by looking that the beard,
 * glasses, hair and hat asked for are on every page.
 *
 * Run: `npx tsx packages/engine/bench/story-characters.ts [OUT_PNG] [PAGES]`. Writes one
 * sheet, a row per character (its words above its pages), at most 1600 px wide, to OUT_PNG
 * (default docs/examples/story-characters.png); PAGES per row (default 4). Prints each
 * character's cast and every page that fails checkPage.
 */
import { writeFileSync } from 'node:fs';
import sharp, { type OverlayOptions } from 'sharp';
import { generatePage } from '../src/generate';
import { checkPage } from '../src/lineart/quality';
import { writeStory } from '../src/story';

/** The characters and an idea each (written for this sheet; not tuned on a panel's books). */
export const CHARACTER_BOOKS: readonly { idea: string; character: string }[] = [
  {
    idea: 'Grandpa Eli goes fishing at the lake',
    character: 'Grandpa Eli, an old man with a grey beard and glasses',
  },
  { idea: 'Mia has a fun day at the beach', character: 'Mia, a girl with pigtails and a sun hat' },
  {
    idea: 'Coach Ray teaches the kids to play soccer',
    character: 'Coach Ray, a tall man with a moustache and a cap',
  },
  {
    idea: 'Zoe finds a new book at the library',
    character: 'Zoe, a little girl with curly hair and glasses',
  },
  { idea: 'Mr. Bell walks in the park on a windy day', character: 'Mr. Bell, a bald old man with a top hat' },
];

/** Sheet width, px (the README's images stay ≤ 1600 px wide). */
const WIDTH = 1600;
/** Height of a row's label band, px. */
const LABEL = 44;
const escapeXml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

async function main(): Promise<void> {
  const out = process.argv[2] ?? 'docs/examples/story-characters.png';
  const pages = Number(process.argv[3] ?? 4);
  const tileW = Math.floor(WIDTH / pages);
  const tileH = Math.round((tileW * 3300) / 2550);
  const layers: OverlayOptions[] = [];
  let top = 0;
  for (const [b, book] of CHARACTER_BOOKS.entries()) {
    const story = writeStory({
      idea: book.idea,
      character: { words: book.character },
      audience: 'kids',
      length: Math.max(4, pages),
      seed: b + 1,
    });
    console.log(book.character, '→', story.hero, JSON.stringify(story.cast));
    const label = Buffer.from(
      `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${LABEL}"><rect width="100%" height="100%" fill="#eee"/><text x="14" y="31" font-family="DejaVu Sans" font-size="24" font-weight="bold">${escapeXml(`“${book.character}”`)}</text></svg>`,
    );
    layers.push({ input: label, top, left: 0 });
    top += LABEL;
    for (const [k, p] of story.pages.slice(0, pages).entries()) {
      const page = await generatePage({
        prompt: p.scene,
        cast: story.cast,
        seed: p.number,
        audience: 'kids',
      });
      const check = await checkPage(page.printPng, { audience: 'kids', format: 'letter' });
      if (check.problems.length > 0) console.log('FAILS checkPage:', p.scene, check.problems);
      const tile = await sharp(page.previewPng)
        .resize({ width: tileW - 8, height: tileH - 8, fit: 'contain', background: '#fff' })
        .flatten({ background: '#fff' })
        .extend({ top: 4, bottom: 4, left: 4, right: 4, background: '#bbb' })
        .png()
        .toBuffer();
      layers.push({ input: tile, top, left: k * tileW });
    }
    top += tileH;
  }
  const png = await sharp({ create: { width: WIDTH, height: top, channels: 3, background: '#fff' } })
    .composite(layers)
    .greyscale()
    .png({ palette: true, colours: 16 })
    .toBuffer();
  writeFileSync(out, png);
  console.log('wrote', out, `${WIDTH} × ${top}`);
}

await main();

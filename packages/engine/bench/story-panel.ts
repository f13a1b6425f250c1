/**
 * Sheets for the character panel of issue 33 ("a panel that looks at the pages says the
 * character is recognisably the same on ≥ 90 % of pages of 10 books"):
 * `npx tsx packages/engine/bench/story-panel.ts <out-dir> [ideas.json] [--captions]` writes one
 * PNG per book (`book-01.png` …), its pages numbered in a 3 × 2 grid (with each page's caption
 * under it when `--captions` is given, to judge whether the book tells its idea), and
 * `books.json` with each book's title, hero as the parent typed it, and captions. The ten books below were written on
 * 2026-11-29 before the panel first looked at any page; they are not to be tuned on.
 * `ideas.json` (`[{ idea, character }]`) replaces them with another set (docs/panels).
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { EngineError, generatePage, writeStory } from '../src/index';

/** Idea and main character of each book, as a parent would type them. */
export const PANEL_BOOKS: readonly { idea: string; character: string }[] = [
  { idea: 'Luna the little dragon learns to share', character: 'Luna, a little dragon' },
  { idea: 'Sam finds a lost puppy', character: 'Sam, a boy' },
  { idea: 'Grandpa Joe plants a garden', character: 'Grandpa Joe' },
  { idea: 'Pip the penguin goes to school', character: 'Pip, a penguin' },
  { idea: "Aisha's first day at the beach", character: 'Aisha, a girl with braids' },
  { idea: 'Max the robot wants a friend', character: 'Max, a robot' },
  { idea: 'Rosie the rabbit and the big storm', character: 'Rosie, a rabbit' },
  { idea: 'Captain Leo sails to a treasure island', character: 'Leo, a pirate boy' },
  { idea: 'Nana bakes a birthday cake', character: 'Nana, a grandma' },
  { idea: 'Finn the fox is afraid of the dark', character: 'Finn, a little fox' },
];

/** Pages per book on the sheet. */
const LENGTH = 6;
/** Tile width, px (each page's preview scaled to it). */
const TILE = 520;

/** Text for an SVG text node. */
const xml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The caption broken into lines of at most `max` characters at word boundaries. */
function wrap(text: string, max: number): string[] {
  const lines: string[] = [];
  for (const word of text.split(/\s+/)) {
    const last = lines.at(-1);
    if (last !== undefined && `${last} ${word}`.length <= max) lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  return lines;
}

/** A band under a page with its caption, as a parent reads it in the book. */
function captionBand(caption: string): Buffer {
  const lines = wrap(caption, 40);
  const height = 16 + lines.length * 30;
  const text = lines
    .map(
      (l, i) => `<text x="12" y="${36 + i * 30}" font-family="DejaVu Sans" font-size="24">${xml(l)}</text>`,
    )
    .join('');
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${TILE}" height="${height + 14}"><rect width="100%" height="100%" fill="#fff"/>${text}</svg>`,
  );
}

async function numbered(png: Buffer, n: number, caption?: string): Promise<Buffer> {
  const tile = await sharp(png).resize({ width: TILE }).flatten({ background: '#fff' }).png().toBuffer();
  const { height } = await sharp(tile).metadata();
  const band = caption ? captionBand(caption) : null;
  const bandHeight = band ? ((await sharp(band).metadata()).height ?? 0) : 0;
  const label = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${TILE}" height="48"><rect width="100%" height="100%" fill="#eee"/><text x="12" y="34" font-family="DejaVu Sans" font-size="28" font-weight="bold">Page ${n}</text></svg>`,
  );
  return sharp({
    create: { width: TILE, height: (height ?? 0) + 48 + bandHeight, channels: 3, background: '#fff' },
  })
    .composite([
      { input: label, top: 0, left: 0 },
      { input: tile, top: 48, left: 0 },
      ...(band ? [{ input: band, top: 48 + (height ?? 0), left: 0 }] : []),
    ])
    .extend({ top: 8, bottom: 8, left: 8, right: 8, background: '#999' })
    .png()
    .toBuffer();
}

async function main(): Promise<void> {
  const args = process.argv.slice(2).filter((a) => !a.startsWith('--'));
  // With --captions each page carries its caption (judging whether the book tells its idea).
  const captions = process.argv.includes('--captions');
  const out = args[0];
  if (!out) throw new Error('usage: story-panel.ts <out-dir>');
  mkdirSync(out, { recursive: true });
  const books: readonly { idea: string; character: string }[] = args[1]
    ? JSON.parse(readFileSync(args[1], 'utf8'))
    : PANEL_BOOKS;
  const index: {
    file: string;
    idea: string;
    character: string;
    title: string;
    hero: string;
    captions: string[];
  }[] = [];
  const refused: { book: number; page: number; scene: string }[] = [];
  for (const [b, book] of books.entries()) {
    const story = writeStory({
      idea: book.idea,
      character: { words: book.character },
      audience: 'kids',
      length: LENGTH,
      seed: b + 1,
    });
    const tiles: Buffer[] = [];
    for (const p of story.pages) {
      // A page the kid-safety check refuses fails in the app too: the sheet shows it blank.
      const png = await generatePage({
        prompt: p.scene,
        cast: story.cast,
        seed: p.number,
        audience: 'kids',
        // Composed by the app: read as the server reads it (generations.service: rules and the page check).
        composed: true,
      }).then(
        (page) => page.previewPng,
        async (error: unknown) => {
          if (!(error instanceof EngineError) || error.code !== 'blocked_prompt') throw error;
          console.warn(`book ${b + 1} page ${p.number} refused: ${p.scene}`);
          refused.push({ book: b + 1, page: p.number, scene: p.scene });
          return sharp({ create: { width: 850, height: 1100, channels: 3, background: '#fff' } })
            .png()
            .toBuffer();
        },
      );
      tiles.push(await numbered(png, p.number, captions ? p.caption : undefined));
    }
    // Every tile as tall as the tallest (captions differ in length).
    const heights = await Promise.all(tiles.map(async (t) => (await sharp(t).metadata()).height ?? 0));
    const height = Math.max(...heights);
    for (const [i, t] of tiles.entries())
      tiles[i] = await sharp(t)
        .extend({ bottom: height - heights[i]!, background: '#999' })
        .png()
        .toBuffer();
    const { width = 0 } = await sharp(tiles[0]).metadata();
    const cols = 3;
    const file = `book-${String(b + 1).padStart(2, '0')}.png`;
    await sharp({
      create: {
        width: width * cols,
        height: height * Math.ceil(tiles.length / cols),
        channels: 3,
        background: '#999',
      },
    })
      .composite(
        tiles.map((input, i) => ({ input, left: (i % cols) * width, top: Math.floor(i / cols) * height })),
      )
      .png()
      .toFile(path.join(out, file));
    index.push({
      file,
      idea: book.idea,
      character: book.character,
      title: story.title,
      hero: story.hero,
      captions: story.pages.map((p) => p.caption),
    });
    console.log(file, story.title, '|', story.pages.map((p) => p.scene).join(' / '));
  }
  writeFileSync(path.join(out, 'books.json'), `${JSON.stringify({ books: index, refused }, null, 2)}\n`);
}

await main();

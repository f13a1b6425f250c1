/**
 * The comic pages' contact sheet (issue 33 "Comic pages"): a 3-panel page with lines
 * (kids), a 4-panel page with empty bubbles (kids) and a 6-panel page with lines (big kids),
 * each drawn offline by the sketchbook (letter, seed 1) from one idea split by the story
 * grammar, and checked with checkPage under its own rules (a failure is printed).
 * `npx tsx packages/engine/bench/comic-sheet.ts [out.png]` → docs/examples/comic-page.png.
 */
import { rename } from 'node:fs/promises';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Audience, ComicBubbles, ComicPanelCount } from '@inkling/contracts/page';
import { measurePanels } from '../src/comic-measure';
import { generatePage } from '../src/generate';
import { checkPage } from '../src/lineart/quality';
import { pageProfile } from '../src/profiles';
import { type SheetItem, writeContactSheets } from './contact-sheet';

const PAGES: [string, ComicPanelCount, ComicBubbles, Audience][] = [
  ['Mia and the lost kite', 3, 'lines', 'kids'],
  ['a little robot loses his red ball', 4, 'empty', 'kids'],
  ['Luna the little dragon learns to share', 6, 'lines', 'big-kids'],
];

const out =
  process.argv[2] ?? fileURLToPath(new URL('../../../docs/examples/comic-page.png', import.meta.url));
const items: SheetItem[] = [];
for (const [idea, panels, bubbles, audience] of PAGES) {
  const page = await generatePage({ prompt: idea, seed: 1, audience, comic: { panels, bubbles } });
  const check = await checkPage(page.printPng, {
    audience,
    format: 'letter',
    profile: pageProfile(audience),
  });
  if (!check.ok) console.log(`${idea}: ${check.problems.join('; ')}`);
  const found = (await measurePanels(page.printPng)).length;
  items.push({
    png: page.printPng,
    caption: `${panels} panels, ${bubbles === 'empty' ? 'empty bubbles' : 'with words'}: ${idea}`,
  });
  console.log(
    `${idea}: ${found} panels found, ${page.metadata.comic!.items.map((i) => i.scene).join(' | ')}`,
  );
}
const [written] = await writeContactSheets(items, {
  cols: 3,
  rows: 1,
  tileWidth: 620,
  tileHeight: 802,
  fontSize: 16,
  out: dirname(out),
  prefix: 'comic-page-tmp',
});
await rename(written!, out);
console.log(`wrote ${out}`);

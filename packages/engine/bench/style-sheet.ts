/**
 * The style controls' contact sheet (issue 33): one prompt drawn by the offline sketchbook
 * (kids, letter, seed 1) in each setting of line weight, detail, frame and background (the
 * others at their defaults), and one page with all four turned to the "easy" end, each
 * captioned with its setting and what the print PNG measures (stroke width in mm, closed
 * regions). Every page is checked with checkPage under its own rules; a failure is printed.
 * `npx tsx packages/engine/bench/style-sheet.ts [out.png]` → docs/examples/style-controls.png.
 */
import { rename } from 'node:fs/promises';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PageStyle } from '@inkling/contracts/page';
import { generatePage } from '../src/generate';
import { checkPage } from '../src/lineart/quality';
import { measureLines } from '../src/print-check';
import { mmToPx, pageProfile } from '../src/profiles';
import { type SheetItem, writeContactSheets } from './contact-sheet';

const PROMPT = 'a dog playing with a ball in a garden';

const SETTINGS: [string, Partial<PageStyle>][] = [
  ['defaults', {}],
  ['fine lines', { weight: 'fine' }],
  ['bold lines', { weight: 'bold' }],
  ['simple', { detail: 'simple' }],
  ['detailed', { detail: 'detailed' }],
  ['rounded frame', { frame: 'rounded' }],
  ['fun border', { frame: 'themed' }],
  ['just the subject', { background: 'subject' }],
  [
    'bold, simple, border, subject',
    { weight: 'bold', detail: 'simple', frame: 'themed', background: 'subject' },
  ],
];

const out =
  process.argv[2] ?? fileURLToPath(new URL('../../../docs/examples/style-controls.png', import.meta.url));
const items: SheetItem[] = [];
for (const [name, style] of SETTINGS) {
  const page = await generatePage({ prompt: PROMPT, seed: 1, style });
  const profile = pageProfile('kids', style);
  const check = await checkPage(page.printPng, { audience: 'kids', format: 'letter', profile });
  if (!check.ok) console.log(`${name}: ${check.problems.join('; ')}`);
  const m = await measureLines(page.printPng);
  const mm = (m.strokeWidthPx / mmToPx(1)).toFixed(2);
  items.push({ png: page.printPng, caption: `${name}: lines ${mm} mm, ${m.closedRegions} regions` });
  console.log(
    `${name}: stroke ${m.strokeWidthPx.toFixed(1)} px (${mm} mm, asked ${profile.lineWidthPx} px), ${m.closedRegions} regions, median ${Math.round(m.medianRegionAreaPx)} px²`,
  );
}
const [written] = await writeContactSheets(items, {
  cols: 3,
  rows: 3,
  tileWidth: 360,
  tileHeight: 466,
  fontSize: 15,
  out: dirname(out),
  prefix: 'style-controls-tmp',
});
await rename(written!, out);
console.log(`wrote ${out}`);

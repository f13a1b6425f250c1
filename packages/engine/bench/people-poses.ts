/**
 * Issue 29 "People who can act": a contact sheet of prompts where a person does something
 * (written for this work, not from the look sets), each page drawn by the offline sketchbook
 * (kids, letter, seed 1) and checked with checkPage. With a folder of earlier pages (the same
 * prompts drawn before the change, `NN.png`), the sheet shows each "before" beside its "after".
 *
 * Run: `npx tsx packages/engine/bench/people-poses.ts OUT_DIR [BEFORE_DIR] [AUDIENCE]`. Writes
 * each page as OUT_DIR/NN.png and the sheet(s) as OUT_DIR/people-poses-N.png; prints checkPage
 * failures. AUDIENCE: toddler | kids (default) | big-kids.
 */
import { existsSync, readFileSync, realpathSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { generatePage } from '../src/generate';
import { checkPage } from '../src/lineart/quality';
import type { Audience } from '../src/types';
import { type SheetItem, writeContactSheets } from './contact-sheet';

/** Prompts of people doing things, written for issue 29's figure (never tuned on a look set). */
export const PEOPLE_PROMPTS: readonly string[] = [
  'a girl riding a bicycle',
  'a boy holding a balloon',
  'grandma reading a book in a chair',
  'a firefighter rescuing a cat from a tree',
  'kids playing soccer in the park',
  'a teacher teaching three kids',
  'a woman riding a horse',
  'a girl waving',
  'a boy running with a dog',
  'a man sitting under a tree',
  'a child lying on the grass',
  'grandpa holding an umbrella',
];

async function main() {
  const out = process.argv[2] ?? '/tmp/people-poses';
  const before = process.argv[3] || undefined;
  const audience = (process.argv[4] ?? 'kids') as Audience;
  await mkdir(out, { recursive: true });
  const items: SheetItem[] = [];
  const failing: string[] = [];
  for (const [i, prompt] of PEOPLE_PROMPTS.entries()) {
    const page = await generatePage({ prompt, seed: 1, audience });
    const check = await checkPage(page.printPng, { audience, format: 'letter' });
    if (!check.ok) failing.push(`${prompt}: ${check.problems.join('; ')}`);
    const file = `${String(i + 1).padStart(2, '0')}.png`;
    await writeFile(join(out, file), page.printPng);
    const earlier = before ? join(before, file) : null;
    if (earlier && existsSync(earlier))
      items.push({ png: readFileSync(earlier), caption: `before: ${prompt}` });
    items.push({ png: page.printPng, caption: `${before ? 'after: ' : ''}${prompt}` });
  }
  await writeContactSheets(items, {
    cols: before ? 6 : 4,
    rows: before ? 4 : 3,
    tileWidth: 300,
    tileHeight: 388,
    fontSize: 14,
    out,
    prefix: 'people-poses',
  });
  console.log(failing.length ? `checkPage failures:\n${failing.join('\n')}` : 'every page passes checkPage');
}

if (process.argv[1] && realpathSync(process.argv[1]) === fileURLToPath(import.meta.url)) await main();

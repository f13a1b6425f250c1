/**
 * Issue 30's blind panel: one judging sheet per photo of benchPhotos() (the samples in
 * test/photos/ and the ten open photos in test/photos/open/), written as DIR/sheets/NN.png
 * (1600 px wide): the photo on top, below it two unlabeled pages side by side marked only
 * "A" and "B" — the engine's page as the app ships it (generatePage with the photo as its
 * reference, default options, kids audience, letter: the print PNG) and the OpenCV recipe's
 * page at the same size (scripts/opencv-recipe.py, Debian's python3-opencv). Which side is
 * the engine is shuffled per photo by a fixed seed and written only to DIR/key.json (never
 * in the sheets or their names). The engine is not changed or tuned here.
 *
 * Run: `npx tsx packages/engine/bench/photo-panel.ts --out DIR [--recipe canny|adaptive] [--seed N]
 * [--photos DIR]` (defaults: /work/panel30, canny — the variant docs/photos.md found best at
 * likeness —, seed 30; `--photos` judges every .jpg of another folder, sorted by name, instead
 * of benchPhotos(): fresh photos nobody tuned on).
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { generatePage } from '../src/generate';
import { pageSize } from '../src/profiles';
import { mulberry32 } from '../src/sketchbook/random';
import { benchPhotoPath, benchPhotos } from './photo';

const RECIPE = fileURLToPath(new URL('../../../scripts/opencv-recipe.py', import.meta.url));
/** Sheet width, px (readable at ~1600 px, the brief). */
const SHEET_W = 1600;
const GAP = 20;
const LABEL_H = 48;
/** Each page tile: half the sheet less the gaps, letter's 2550×3300 aspect. */
const PAGE_W = (SHEET_W - 3 * GAP) / 2;
const PAGE_H = Math.round((PAGE_W * 3300) / 2550);
const PHOTO_MAX_H = 640;

function arg(name: string, fallback: string): string {
  const i = process.argv.indexOf(name);
  return i >= 0 && process.argv[i + 1] ? (process.argv[i + 1] as string) : fallback;
}

function label(text: string): Buffer {
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${PAGE_W}" height="${LABEL_H}"><text x="${PAGE_W / 2}" y="38" text-anchor="middle" font-family="sans-serif" font-weight="bold" font-size="40">${text}</text></svg>`,
  );
}

/** A page fitted into one tile, white background, thin grey frame. */
async function pageTile(png: Buffer): Promise<Buffer> {
  const inner = await sharp(png)
    .resize(PAGE_W - 4, PAGE_H - 4, { fit: 'contain', background: '#ffffff' })
    .flatten({ background: '#ffffff' })
    .png()
    .toBuffer();
  return sharp(inner)
    .extend({ top: 2, bottom: 2, left: 2, right: 2, background: '#999999' })
    .png()
    .toBuffer();
}

async function main(): Promise<void> {
  const out = arg('--out', '/work/panel30');
  const variant = arg('--recipe', 'canny');
  if (variant !== 'canny' && variant !== 'adaptive')
    throw new Error(`--recipe must be canny or adaptive, not ${variant}`);
  const random = mulberry32(Number(arg('--seed', '30')));
  const sheets = join(out, 'sheets');
  mkdirSync(sheets, { recursive: true });
  const { width, height } = pageSize('letter');
  const key: Record<string, { photo: string; A: 'engine' | 'recipe'; B: 'engine' | 'recipe' }> = {};
  const folder = arg('--photos', '');
  const photos = folder
    ? readdirSync(folder)
        .filter((f) => f.endsWith('.jpg'))
        .sort()
    : benchPhotos();
  for (const [i, photo] of photos.entries()) {
    const nn = String(i + 1).padStart(2, '0');
    const path = folder ? join(folder, photo) : benchPhotoPath(photo);
    const bytes = readFileSync(path);
    const engine = (
      await generatePage({ prompt: 'my photo', referenceImage: bytes, audience: 'kids', format: 'letter' })
    ).printPng;
    const dst = join(tmpdir(), `inkling-photo-panel-${process.pid}.png`);
    execFileSync('/usr/bin/python3', [RECIPE, variant, path, dst, String(width), String(height)], {
      encoding: 'utf8',
    });
    const recipe = readFileSync(dst);
    const engineFirst = random() < 0.5;
    const [a, b] = engineFirst ? [engine, recipe] : [recipe, engine];
    key[nn] = { photo, A: engineFirst ? 'engine' : 'recipe', B: engineFirst ? 'recipe' : 'engine' };
    const top = await sharp(bytes)
      .resize(SHEET_W - 2 * GAP, PHOTO_MAX_H, { fit: 'inside' })
      .png()
      .toBuffer();
    const meta = await sharp(top).metadata();
    const photoH = meta.height ?? PHOTO_MAX_H;
    const pagesTop = GAP + photoH + GAP + LABEL_H;
    await sharp({
      create: { width: SHEET_W, height: pagesTop + PAGE_H + GAP, channels: 3, background: '#ffffff' },
    })
      .composite([
        { input: top, left: Math.round((SHEET_W - (meta.width ?? 0)) / 2), top: GAP },
        { input: label('A'), left: GAP, top: pagesTop - LABEL_H },
        { input: label('B'), left: 2 * GAP + PAGE_W, top: pagesTop - LABEL_H },
        { input: await pageTile(a), left: GAP, top: pagesTop },
        { input: await pageTile(b), left: 2 * GAP + PAGE_W, top: pagesTop },
      ])
      .png({ compressionLevel: 9 })
      .toFile(join(sheets, `${nn}.png`));
    console.log(`${nn} written`);
  }
  writeFileSync(
    join(out, 'key.json'),
    `${JSON.stringify({ recipe: variant, seed: Number(arg('--seed', '30')), audience: 'kids', format: 'letter', sheets: key }, null, 2)}\n`,
  );
  console.log(`${Object.keys(key).length} sheets in ${sheets}, key in ${join(out, 'key.json')}`);
}

await main();

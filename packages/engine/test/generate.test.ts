import { OPENMOJI_CREDIT } from '@inkling/contracts/messages';
import { PROMPT_TEXTS } from '@inkling/contracts/safety';
import { inspectPrompt } from '@inkling/safety';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { EngineError } from '../src/errors';
import { generatePage, rasterizeSvg } from '../src/generate';
import { checkPage } from '../src/lineart/quality';
import { AUDIENCE_PROFILES, SAFE_MARGIN_PX } from '../src/profiles';
import { composeScene } from '../src/sketchbook/compose';
import { finishVectorPage } from '../src/sketchbook/finish';
import { mulberry32 } from '../src/sketchbook/random';
import { understandPrompt } from '../src/sketchbook/understand';
import type { Audience, Page, PageFormat } from '../src/types';

async function expectPrintable(
  page: Page,
  audience: Audience = 'kids',
  format: PageFormat = 'letter',
  frame = false,
) {
  const check = await checkPage(page.printPng, { audience, format, frame });
  expect(check.problems).toEqual([]);
}

/** Most common length of horizontal black runs: the width of the page's upright strokes, px. */
async function strokeWidthPx(png: Buffer): Promise<number> {
  const { data, info } = await sharp(png).raw().toBuffer({ resolveWithObject: true });
  const runs: number[] = [];
  for (let y = 0; y < info.height; y += 7) {
    let run = 0;
    for (let x = 0; x < info.width; x++) {
      if (data[(y * info.width + x) * info.channels]! < 128) run++;
      else if (run > 0) {
        runs.push(run);
        run = 0;
      }
    }
  }
  const counts = new Map<number, number>();
  for (const r of runs) counts.set(r, (counts.get(r) ?? 0) + 1);
  return [...counts.entries()].sort((a, b) => b[1] - a[1] || a[0] - b[0])[0]![0];
}

/** A toy-like test photo: shapes and a gradient, as a JPEG with an EXIF orientation. */
async function testPhoto(orientation: number): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="900" height="600">
    <defs><linearGradient id="g" x1="0" x2="1"><stop offset="0" stop-color="#9cf"/><stop offset="1" stop-color="#fde"/></linearGradient></defs>
    <rect width="900" height="600" fill="url(#g)"/>
    <circle cx="450" cy="300" r="200" fill="#c63"/>
    <circle cx="380" cy="250" r="30" fill="#fff"/><circle cx="520" cy="250" r="30" fill="#fff"/>
    <rect x="330" y="360" width="240" height="40" rx="20" fill="#420"/>
    <polygon points="120,560 220,380 320,560" fill="#396"/></svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 90 }).withMetadata({ orientation }).toBuffer();
}

/** A saved page as a character: bold black outlines on white. */
async function characterPng(): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1000" height="1000">
    <rect width="1000" height="1000" fill="#fff"/>
    <g fill="#fff" stroke="#000" stroke-width="14">
      <ellipse cx="500" cy="600" rx="260" ry="300"/><circle cx="500" cy="280" r="180"/>
      <circle cx="430" cy="250" r="40"/><circle cx="570" cy="250" r="40"/></g></svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

/** Black (value < 128) shrunk by `k` px in every direction (a square): the interior of a shape. */
function interior(raster: { data: Buffer; width: number; height: number }, k: number): Uint8Array {
  const { data, width: w, height: h } = raster;
  const across = new Int32Array(w * h);
  for (let y = 0; y < h; y++) {
    let run = 0;
    for (let x = 0; x < w; x++) across[y * w + x] = run = data[y * w + x]! < 128 ? run + 1 : 0;
    run = 0;
    for (let x = w - 1; x >= 0; x--) {
      run = data[y * w + x]! < 128 ? run + 1 : 0;
      across[y * w + x] = Math.min(across[y * w + x]!, run);
    }
  }
  const inside = new Uint8Array(w * h);
  const down = new Int32Array(h);
  for (let x = 0; x < w; x++) {
    let run = 0;
    for (let y = 0; y < h; y++) down[y] = run = across[y * w + x]! > k ? run + 1 : 0;
    run = 0;
    for (let y = h - 1; y >= 0; y--) {
      run = across[y * w + x]! > k ? run + 1 : 0;
      if (run > k && down[y]! > k) inside[y * w + x] = 1;
    }
  }
  return inside;
}

/** White pixels a paint bucket poured at the page's edge reaches (4-connected). */
function floodFromEdge(raster: { data: Buffer; width: number; height: number }): Uint8Array {
  const { data, width: w, height: h } = raster;
  const seen = new Uint8Array(w * h);
  const stack: number[] = [];
  for (let x = 0; x < w; x++) stack.push(x, (h - 1) * w + x);
  for (let y = 0; y < h; y++) stack.push(y * w, y * w + w - 1);
  while (stack.length > 0) {
    const i = stack.pop()!;
    if (seen[i] || data[i]! < 128) continue;
    seen[i] = 1;
    const x = i % w;
    if (x > 0) stack.push(i - 1);
    if (x < w - 1) stack.push(i + 1);
    if (i >= w) stack.push(i - w);
    if (i < w * (h - 1)) stack.push(i + w);
  }
  return seen;
}

describe('sketchbook subjects are closed shapes', () => {
  // OpenMoji line art is often open where the colour fills close the shape; the colour
  // areas' outlines close it, so a paint bucket poured outside stays outside.
  it.each(['Racecar driver', 'Beautiful princess', 'Adorable puppy', 'Astronaut superhero'])(
    '%s: the background does not flood into the main subject',
    async (prompt) => {
      const [width, height] = [2550, 3300];
      const lw = AUDIENCE_PROFILES.kids.lineWidthPx;
      for (const seed of [1, 2]) {
        const composed = await composeScene(
          { understanding: understandPrompt(prompt), audience: 'kids', width, height, seed, frame: false },
          mulberry32(seed),
        );
        const page = finishVectorPage(await rasterizeSvg(composed.svg), {
          audience: 'kids',
          marginPx: SAFE_MARGIN_PX,
          bilevel: true,
        });
        // The subject's inside: its solid silhouette less a band of two line widths.
        const inside = interior(await rasterizeSvg(composed.subjectSilhouette!()), 2 * lw);
        const outside = floodFromEdge(page);
        let area = 0;
        let leaked = 0;
        for (let i = 0; i < inside.length; i++) {
          if (!inside[i] || page.data[i]! < 128) continue;
          area++;
          if (outside[i]) leaked++;
        }
        expect(area, `${prompt}, seed ${seed}: subject area`).toBeGreaterThan(100_000);
        expect(leaked / area, `${prompt}, seed ${seed}: share of the subject flooded`).toBeLessThan(0.02);
      }
    },
  );
});

describe('generatePage with the sketchbook', () => {
  it('is deterministic: same request and seed give the same bytes, another seed another page', async () => {
    const a = await generatePage({ prompt: 'a friendly dinosaur in a forest', seed: 5 });
    const b = await generatePage({ prompt: 'a friendly dinosaur in a forest', seed: 5 });
    const c = await generatePage({ prompt: 'a friendly dinosaur in a forest', seed: 6 });
    expect(a.printPng.equals(b.printPng)).toBe(true);
    expect(a.previewPng.equals(b.previewPng)).toBe(true);
    expect(a.svg).toBe(b.svg);
    expect(c.svg).not.toBe(a.svg);
    expect(c.printPng.equals(a.printPng)).toBe(false);
    await expectPrintable(a);
    await expectPrintable(c);
  });

  it('keeps the drawing: finishing removes slivers and specks, not lines', async () => {
    for (const prompt of ['puppy with toys', 'a unicorn jumping over a rainbow']) {
      const page = await generatePage({ prompt, format: 'square', seed: 18 });
      const drawn = await rasterizeSvg(page.svg!);
      const { data, info } = await sharp(page.printPng).raw().toBuffer({ resolveWithObject: true });
      let before = 0;
      let after = 0;
      for (let i = 0; i < drawn.data.length; i++) {
        if (drawn.data[i]! < 128) before++;
        if (data[i * info.channels]! < 128) after++;
      }
      // Filling small regions adds ink; removing slivers and specks takes a little away.
      expect(after / before, prompt).toBeGreaterThan(0.97);
    }
  });

  it.each([
    ['letter', 2550, 3300],
    ['a4', 2480, 3508],
    ['square', 2048, 2048],
  ] as const)(
    'makes %s pages of %i×%i px at 300 dpi with a ≤1024 px preview',
    async (format, width, height) => {
      const page = await generatePage({ prompt: 'a sailboat on the sea', format });
      const print = await sharp(page.printPng).metadata();
      expect([print.width, print.height, print.density, print.channels]).toEqual([width, height, 300, 1]);
      const preview = await sharp(page.previewPng).metadata();
      expect(Math.max(preview.width!, preview.height!)).toBeLessThanOrEqual(1024);
      expect(page.metadata).toMatchObject({ format, width, height, dpi: 300, provider: 'sketchbook' });
      expect(page.svg).toContain(`width="${width}" height="${height}"`);
      await expectPrintable(page, 'kids', format);
    },
  );

  it('draws fewer, bigger things with thicker lines for toddlers, more for big kids', async () => {
    const prompt = 'jungle scene with animals';
    const toddler = await generatePage({ prompt, audience: 'toddler' });
    const kids = await generatePage({ prompt, audience: 'kids' });
    const big = await generatePage({ prompt, audience: 'big-kids' });
    expect(toddler.metadata.elements.length).toBeLessThan(kids.metadata.elements.length);
    expect(kids.metadata.elements.length).toBeLessThanOrEqual(big.metadata.elements.length);
    const { maxElements, maxProps } = AUDIENCE_PROFILES.toddler;
    expect(toddler.metadata.elements.length).toBeLessThanOrEqual(maxElements + maxProps);
    const [t = 0, k = 0, b = 0] = await Promise.all(
      [toddler, kids, big].map((p) => strokeWidthPx(p.printPng)),
    );
    expect(t).toBeGreaterThan(k);
    expect(k).toBeGreaterThan(b);
    expect(Math.abs(t - AUDIENCE_PROFILES.toddler.lineWidthPx)).toBeLessThanOrEqual(2);
    expect(Math.abs(k - AUDIENCE_PROFILES.kids.lineWidthPx)).toBeLessThanOrEqual(2);
    await expectPrintable(toddler, 'toddler');
    await expectPrintable(big, 'big-kids');
  });

  it('turns a prompt it cannot understand into a friendly scene and lists the skipped words', async () => {
    const page = await generatePage({ prompt: 'zxqv blorp' });
    expect(page.metadata.skippedWords).toEqual(['zxqv', 'blorp']);
    expect(page.metadata.elements).toEqual(expect.arrayContaining(['house', 'sun with face']));
    expect(page.metadata.credits).toEqual([OPENMOJI_CREDIT]);
    await expectPrintable(page);
  });

  it('reports timings and credits', async () => {
    const page = await generatePage({ prompt: '  Adorable puppy  ', frame: true });
    expect(Object.keys(page.metadata.timings)).toEqual(
      expect.arrayContaining(['compose', 'rasterize', 'cleanup', 'encode', 'total']),
    );
    expect(page.metadata.elements[0]).toBe('dog');
    expect(page.metadata.credits).toEqual([OPENMOJI_CREDIT]);
    await expectPrintable(page, 'kids', 'letter', true);
  });

  it.each([
    ['an empty', '', PROMPT_TEXTS.empty],
    ['a blank', '   \n ', PROMPT_TEXTS.empty],
    ['a 2,001-character', 'a'.repeat(2001), PROMPT_TEXTS.tooLong],
  ])('rejects %s prompt', async (_label, prompt, message) => {
    await expect(generatePage({ prompt })).rejects.toMatchObject({
      name: 'EngineError',
      code: 'invalid_prompt',
      message,
    });
  });

  it('accepts a prompt of exactly 2,000 characters', async () => {
    const prompt = `${'cat '.repeat(499)}dog`.padEnd(2000, 'g');
    expect(prompt.length).toBe(2000);
    const page = await generatePage({ prompt });
    expect(page.metadata.elements).toContain('cat');
  });

  it('refuses a blocked prompt with the safety message and category', async () => {
    const error = await generatePage({ prompt: 'kill everyone with a gun' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(EngineError);
    expect(error).toMatchObject({ code: 'blocked_prompt' });
    expect((error as EngineError).category).toBeTruthy();
  });

  it('reads a composed prompt (a story scene) with the rules and the page check, not the learned layer', async () => {
    // Refused today by the learned layer alone (a story scene the grammar wrote, 2026-11-29).
    const scene = 'a girl pointing at a deer in the snow';
    expect(inspectPrompt(scene).map((f) => f.source)).toEqual(['classifier']);
    await expect(generatePage({ prompt: scene })).rejects.toMatchObject({ code: 'blocked_prompt' });
    const page = await generatePage({ prompt: scene, composed: true });
    expect(page.metadata.elements).toEqual(expect.arrayContaining(['deer']));
    // The rules and the page check still hold for a composed prompt.
    for (const prompt of ['kill everyone with a gun', 'a boy pointing a gun at a girl'])
      await expect(generatePage({ prompt, composed: true })).rejects.toMatchObject({
        code: 'blocked_prompt',
      });
  });

  it('refuses an audience or page format it does not know with a RangeError', async () => {
    const audience = 'toddlers' as Audience;
    await expect(generatePage({ prompt: 'a cat', audience })).rejects.toThrow(/unknown audience "toddlers"/);
    const format = 'tabloid' as PageFormat;
    await expect(generatePage({ prompt: 'a cat', format })).rejects.toThrow(/unknown page format "tabloid"/);
  });

  it('places a character into the scene as the main subject', async () => {
    const page = await generatePage({
      prompt: 'in a garden with butterflies',
      characters: [{ name: 'Sparky', image: await characterPng() }],
    });
    expect(page.metadata.elements[0]).toBe('Sparky');
    expect(page.metadata.setting).toBe('garden');
    expect(page.svg).toContain('data:image/png;base64,');
    await expectPrintable(page);
  });

  it('turns a reference photo (EXIF-rotated JPEG) into the page', async () => {
    const photo = await testPhoto(6);
    const plain = await generatePage({ prompt: 'my toy', referenceImage: photo });
    expect(plain.metadata.elements).toEqual(['photo']);
    const print = await sharp(plain.printPng).metadata();
    expect([print.width, print.height]).toEqual([2550, 3300]);
    await expectPrintable(plain);
    const framed = await generatePage({ prompt: 'a cat and a ball', referenceImage: photo, frame: true });
    expect(framed.metadata.elements).toEqual(['photo', 'cat', 'soccer ball']);
    await expectPrintable(framed, 'kids', 'letter', true);
  });

  it('rejects a reference image that is not an image', async () => {
    await expect(
      generatePage({ prompt: 'my toy', referenceImage: Buffer.from('not an image at all') }),
    ).rejects.toMatchObject({ code: 'invalid_image' });
  });
});

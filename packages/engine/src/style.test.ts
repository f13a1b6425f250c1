import { readFileSync } from 'node:fs';
import { LINE_WEIGHT_MM, LINE_WEIGHTS, type PageStyle } from '@inkling/contracts/page';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeOpenAI, startFakeOpenAI } from '../test/fake-openai-server';
import { generatePage } from './generate';
import { checkPage } from './lineart/quality';
import { measureLines } from './print-check';
import { mmToPx, pageProfile, SAFE_MARGIN_PX } from './profiles';
import { frameInsetPx } from './sketchbook/frames';
import type { Audience, PageRequest } from './types';

/**
 * Style controls (issue 33), measured on the real 300 dpi print PNG as a checker would:
 * stroke widths within ±15 % of the chosen weight, fewer and larger closed regions for
 * "simple" than "detailed", nothing but the subject (and the frame) on a subject-only page,
 * frames present or absent.
 */

const PROMPT = 'a dog playing with a ball in a garden';

async function page(style: Partial<PageStyle>, extra: Partial<PageRequest> = {}) {
  return generatePage({ prompt: PROMPT, seed: 7, ...extra, style });
}

/**
 * Share of each side of the page (top, right, bottom, left; corners left out) along which
 * the band from `from` to `to` px in from the edge holds ink somewhere across its depth:
 * 1 on every side for a frame drawn there.
 */
async function sidesCovered(png: Buffer, from: number, to: number): Promise<number[]> {
  const { data, info } = await sharp(png).raw().toBuffer({ resolveWithObject: true });
  const { width: w, height: h, channels } = info;
  const ink = (x: number, y: number) => data[(y * w + x) * channels]! < 128;
  const corner = 300;
  const side = (length: number, at: (along: number, depth: number) => boolean) => {
    let covered = 0;
    for (let a = corner; a < length - corner; a++) {
      for (let d = from; d < to; d++)
        if (at(a, d)) {
          covered++;
          break;
        }
    }
    return covered / (length - 2 * corner);
  };
  return [
    side(w, (a, d) => ink(a, d)),
    side(h, (a, d) => ink(w - 1 - d, a)),
    side(w, (a, d) => ink(a, h - 1 - d)),
    side(h, (a, d) => ink(d, a)),
  ];
}

/** Ink pixels (value < 128) in the band from `from` px to `to` px in from the page edge. */
async function inkInBand(png: Buffer, from: number, to: number): Promise<number> {
  const { data, info } = await sharp(png).raw().toBuffer({ resolveWithObject: true });
  const { width: w, height: h } = info;
  let ink = 0;
  for (let y = 0; y < h; y++)
    for (let x = 0; x < w; x++) {
      const edge = Math.min(x, y, w - 1 - x, h - 1 - y);
      if (edge >= from && edge < to && data[(y * w + x) * info.channels]! < 128) ink++;
    }
  return ink;
}

describe('line weight', () => {
  for (const audience of ['kids', 'toddler', 'big-kids'] as Audience[]) {
    for (const weight of LINE_WEIGHTS) {
      it(`${audience} ${weight}: strokes measure ${LINE_WEIGHT_MM[audience][weight]} mm ± 15 % on the PNG`, async () => {
        const result = await page({ weight }, { audience });
        const target = mmToPx(LINE_WEIGHT_MM[audience][weight]);
        const measured = (await measureLines(result.printPng)).strokeWidthPx;
        expect(Math.abs(measured / target - 1)).toBeLessThanOrEqual(0.15);
        expect(result.metadata.style.weight).toBe(weight);
        // Still a printable page by the audience's own checks, with the weight's rules.
        const check = await checkPage(result.printPng, {
          audience,
          format: 'letter',
          profile: pageProfile(audience, { weight }),
        });
        expect(check.problems).toEqual([]);
      });
    }
  }

  it('takes "thick lines" or "thin lines" in the prompt as the weight, unless the controls chose fine or bold', async () => {
    // Look set 7: "simple car with thick lines" was drawn at the medium weight.
    const thick = { prompt: 'a simple car with thick lines', seed: 7, style: { weight: 'medium' as const } };
    const plain = { prompt: 'a simple car', seed: 7, style: { weight: 'medium' as const } };
    const wide = await measureLines((await generatePage(thick)).printPng);
    const medium = await measureLines((await generatePage(plain)).printPng);
    expect(wide.strokeWidthPx / medium.strokeWidthPx).toBeGreaterThan(1.3);
    const page = await generatePage({ ...thick, prompt: 'a simple car with thick lines' });
    expect(page.metadata.skippedWords).toEqual([]);
    const chosen = await measureLines((await generatePage({ ...thick, style: { weight: 'fine' } })).printPng);
    expect(chosen.strokeWidthPx).toBeLessThan(medium.strokeWidthPx);
  });

  it('bold lines are measurably wider than fine ones on the same page', async () => {
    const fine = await measureLines((await page({ weight: 'fine' })).printPng);
    const bold = await measureLines((await page({ weight: 'bold' })).printPng);
    expect(bold.strokeWidthPx / fine.strokeWidthPx).toBeGreaterThan(1.8);
  });
});

describe('detail', () => {
  it('simple has fewer, larger closed regions than detailed', async () => {
    const simple = await measureLines((await page({ detail: 'simple' })).printPng);
    const standard = await measureLines((await page({ detail: 'standard' })).printPng);
    const detailed = await measureLines((await page({ detail: 'detailed' })).printPng);
    expect(simple.closedRegions).toBeLessThan(standard.closedRegions);
    expect(standard.closedRegions).toBeLessThan(detailed.closedRegions);
    expect(simple.medianRegionAreaPx).toBeGreaterThan(detailed.medianRegionAreaPx);
  });
});

describe('background', () => {
  it('a subject-only page has no lines outside the things drawn (no ground, sky or props)', async () => {
    const result = await page({ background: 'subject' });
    const box = result.metadata.thingsBox!;
    expect(box).toBeDefined();
    const { data, info } = await sharp(result.printPng).raw().toBuffer({ resolveWithObject: true });
    let outside = 0;
    for (let y = 0; y < info.height; y++)
      for (let x = 0; x < info.width; x++) {
        const inside = x >= box.x && x < box.x + box.w && y >= box.y && y < box.y + box.h;
        if (!inside && data[(y * info.width + x) * info.channels]! < 128) outside++;
      }
    expect(outside).toBe(0);
    // The full scene draws around the dog and the ball: the same prompt's scene page does not pass.
    const scene = await page({ background: 'scene' });
    const inkScene = (await measureLines(scene.printPng)).inkBox!;
    expect(inkScene.w * inkScene.h).toBeGreaterThan(box.w * box.h);
  });
});

describe('frame', () => {
  it('none leaves the band inside the margin empty; rounded draws one line there; themed a band of motifs', async () => {
    const band = [SAFE_MARGIN_PX, SAFE_MARGIN_PX + 40] as const;
    const none = await page({ frame: 'none', background: 'subject' });
    const rounded = await page({ frame: 'rounded', background: 'subject' });
    const themed = await page({ frame: 'themed', background: 'subject' });
    expect(await inkInBand(none.printPng, ...band)).toBe(0);
    expect(await sidesCovered(rounded.printPng, ...band)).toEqual([1, 1, 1, 1]);
    expect(await sidesCovered(themed.printPng, ...band)).toEqual([1, 1, 1, 1]);
    // Themed: two lines and motifs, so more closed regions than the rounded frame adds.
    const themedLines = await measureLines(themed.printPng);
    const roundedLines = await measureLines(rounded.printPng);
    expect(themedLines.closedRegions).toBeGreaterThan(roundedLines.closedRegions + 10);
    for (const framed of [rounded, themed]) {
      const check = await checkPage(framed.printPng, { audience: 'kids', format: 'letter', frame: true });
      expect(check.problems).toEqual([]);
    }
  });
});

describe('a photo page', () => {
  it('is drawn at the weight asked for, inside a themed border, its lines kept', async () => {
    const photo = readFileSync(new URL('../test/photos/busy-football.jpg', import.meta.url));
    for (const weight of ['bold', 'fine'] as const) {
      const result = await generatePage({
        prompt: 'my footballer',
        referenceImage: photo,
        style: { weight, frame: 'themed' },
      });
      const lines = await measureLines(result.printPng);
      expect(Math.abs(lines.strokeWidthPx / mmToPx(LINE_WEIGHT_MM.kids[weight]) - 1)).toBeLessThanOrEqual(
        0.15,
      );
      expect(await sidesCovered(result.printPng, SAFE_MARGIN_PX, SAFE_MARGIN_PX + 40)).toEqual([1, 1, 1, 1]);
      // The photo's own lines, inside the border, are the weight too (they were once lost:
      // traced at one width and finished at another, only blobs stayed).
      const profile = pageProfile('kids', { weight, frame: 'themed' });
      const inset =
        SAFE_MARGIN_PX +
        Math.ceil(frameInsetPx('themed', profile.lineWidthPx, profile.minRegionAreaPx, 'flowers'));
      const inner = await sharp(result.printPng)
        .extract({ left: inset, top: inset, width: 2550 - 2 * inset, height: 3300 - 2 * inset })
        .png()
        .toBuffer();
      const photoLines = await measureLines(inner);
      expect(photoLines.inkBox!.w).toBeGreaterThan(800);
      expect(
        Math.abs(photoLines.strokeWidthPx / mmToPx(LINE_WEIGHT_MM.kids[weight]) - 1),
      ).toBeLessThanOrEqual(0.15);
    }
  });
});

describe('the openai provider', () => {
  let fake: FakeOpenAI;
  beforeAll(async () => {
    fake = await startFakeOpenAI();
  });
  afterAll(async () => {
    await fake.close();
  });

  it('sends the style in the prompt, and the clean-up enforces the weight and draws the frame', async () => {
    const options = {
      provider: 'openai' as const,
      openai: { apiKey: 'test', baseURL: fake.url, maxRetries: 0 },
    };
    const before = fake.requests.length;
    const result = await generatePage(
      {
        prompt: 'a friendly robot',
        style: { weight: 'bold', detail: 'simple', frame: 'rounded', background: 'subject' },
      },
      options,
    );
    const sent = String(fake.requests[before]!.body.prompt);
    expect(sent).toContain('about 1.5 mm wide');
    expect(sent).toMatch(/Detail: simple/);
    expect(sent).toMatch(/only the subject/);
    expect(sent).toMatch(/a border is added/);
    const measured = (await measureLines(result.printPng)).strokeWidthPx;
    expect(Math.abs(measured / mmToPx(1.5) - 1)).toBeLessThanOrEqual(0.15);
    expect(Math.min(...(await sidesCovered(result.printPng, SAFE_MARGIN_PX, SAFE_MARGIN_PX + 40)))).toBe(1);

    const fine = await generatePage({ prompt: 'a friendly robot', style: { weight: 'fine' } }, options);
    const fineWidth = (await measureLines(fine.printPng)).strokeWidthPx;
    expect(Math.abs(fineWidth / mmToPx(0.7) - 1)).toBeLessThanOrEqual(0.15);
    // Unframed, the model's drawing alone reaches the band on some sides at most.
    expect(
      Math.min(...(await sidesCovered(fine.printPng, SAFE_MARGIN_PX, SAFE_MARGIN_PX + 40))),
    ).toBeLessThan(0.5);
  });
});

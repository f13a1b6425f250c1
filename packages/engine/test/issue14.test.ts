import { CHAT_STATUS_TEXT, LETTERS_FONT_CREDIT } from '@inkling/contracts/messages';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { EngineError } from '../src/errors';
import { generatePage } from '../src/generate';
import { checkPage } from '../src/lineart/quality';

/** Share of black pixels of a print PNG. */
async function ink(png: Buffer): Promise<number> {
  const { data } = await sharp(png).raw().toBuffer({ resolveWithObject: true });
  let n = 0;
  for (const v of data) if (v < 128) n++;
  return n / data.length;
}

describe('unusable results and credits (issue 14)', () => {
  it('fails an all-white photo ("Cannot draw that one…"), so the caller refunds it', async () => {
    const white = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#fff' } })
      .jpeg()
      .toBuffer();
    const attempt = generatePage({ prompt: 'my photo', referenceImage: white });
    await expect(attempt).rejects.toBeInstanceOf(EngineError);
    await expect(attempt).rejects.toMatchObject({
      code: 'provider_failed',
      message: CHAT_STATUS_TEXT.failed,
    });
  });

  it('keeps sparse real pages well above the 0.2 % ink floor', async () => {
    for (const prompt of ['number 5', 'the letter A', 'a sun', 'zxqv']) {
      const page = await generatePage({ prompt, seed: 1 });
      expect(await ink(page.printPng), prompt).toBeGreaterThan(0.01);
    }
  });

  it('says when the page is a stand-in for a prompt it did not understand', async () => {
    const unknown = await generatePage({ prompt: 'zxqv blorp', seed: 1 });
    expect(unknown.metadata.fallback).toBe(true);
    expect(unknown.metadata.skippedWords).toEqual(['zxqv', 'blorp']);
    const known = await generatePage({ prompt: 'a flibbertigibbet and a dog', seed: 1 });
    expect(known.metadata.fallback).toBeUndefined();
    expect(known.metadata.elements).toContain('dog');
  });

  it('credits the letters font on pages with letters', async () => {
    const page = await generatePage({ prompt: 'the letter B with a bee', seed: 1 });
    expect(page.metadata.elements).toEqual(expect.arrayContaining(['letter B', 'bee']));
    expect(page.metadata.credits).toContain(LETTERS_FONT_CREDIT);
  });

  it('passes checkPage for relations, counts and letters at every audience and format', async () => {
    const prompts = [
      'a girl riding a horse',
      'ten butterflies',
      'a cake with 7 candles',
      'Happy birthday Mia',
    ];
    for (const [audience, format] of [
      ['toddler', 'a4'],
      ['big-kids', 'square'],
    ] as const) {
      for (const prompt of prompts) {
        const page = await generatePage({ prompt, audience, format, seed: 3, frame: audience === 'toddler' });
        const check = await checkPage(page.printPng, { audience, format, frame: audience === 'toddler' });
        expect(check.problems, `${audience} ${prompt}`).toEqual([]);
      }
    }
  }, 120_000);
});

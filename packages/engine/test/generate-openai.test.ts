import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EngineError } from '../src/errors';
import { generatePage } from '../src/generate';
import { checkPage } from '../src/lineart/quality';
import type { Audience, EngineOptions, PageFormat } from '../src/types';
import { type FakeOpenAI, startFakeOpenAI } from './fake-openai-server';
import { toyPhoto } from './lineart-fixtures';

/**
 * The `openai` path end to end: generatePage → the official SDK → a local server speaking
 * the Images API → the line-art pipeline. Every output passes the same page checks as the
 * sketchbook's (engine issue "Tests and proof": every output of every provider and path).
 */
let fake: FakeOpenAI;
let options: EngineOptions;

beforeAll(async () => {
  fake = await startFakeOpenAI();
  options = {
    provider: 'openai',
    openai: { apiKey: 'sk-test', baseURL: fake.url, timeoutMs: 10_000, maxRetries: 1 },
  };
});
afterAll(async () => {
  await fake.close();
});

describe('generatePage with the openai provider', () => {
  it.each<[Audience, PageFormat]>([
    ['kids', 'letter'],
    ['toddler', 'a4'],
    ['big-kids', 'square'],
  ])('turns an AI image into a clean %s page on %s paper', async (audience, format) => {
    fake.setScript([], 'ok');
    const before = fake.requests.length;
    const page = await generatePage(
      { prompt: 'a dragon reading a book', audience, format, seed: 3 },
      options,
    );

    const sent = fake.requests.slice(before);
    expect(sent).toHaveLength(1);
    expect(sent[0]?.path).toBe('/v1/images/generations');
    expect(String(sent[0]?.body.prompt)).toContain('a dragon reading a book');
    expect(page.metadata.provider).toBe('openai');
    expect(page.svg).toBeNull();

    const report = await checkPage(page.printPng, { audience, format });
    expect(report.problems).toEqual([]);
    const preview = await sharp(page.previewPng).metadata();
    expect(Math.max(preview.width ?? 0, preview.height ?? 0)).toBeLessThanOrEqual(1024);
  });

  it('sends a reference photo as an edit and still returns a clean page', async () => {
    fake.setScript([], 'ok');
    const before = fake.requests.length;
    const photo = await toyPhoto({ width: 900, height: 1200 });
    const page = await generatePage({ prompt: 'my teddy bear', referenceImage: photo, seed: 1 }, options);

    const sent = fake.requests.slice(before);
    expect(sent[0]?.path).toBe('/v1/images/edits');
    expect(sent[0]?.files.length).toBeGreaterThan(0);
    expect((await checkPage(page.printPng, { audience: 'kids', format: 'letter' })).problems).toEqual([]);
  });

  it('checks the first picture, asks once more naming the failure, and keeps the good second page', async () => {
    fake.setScript(['bad-page', 'ok'], 'ok');
    const before = fake.requests.length;
    const page = await generatePage(
      { prompt: 'a happy dog next to a house', audience: 'kids', seed: 2 },
      options,
    );
    const sent = fake.requests.slice(before);
    expect(sent).toHaveLength(2);
    const first = String(sent[0]?.body.prompt);
    const second = String(sent[1]?.body.prompt);
    expect(first).not.toContain('Second try');
    // The second prompt names what was wrong, with numbers, and says what to do in positive words.
    expect(second).toContain('a happy dog next to a house');
    expect(second).toMatch(/Second try: the first picture had \d+ % of it in colour/);
    expect(second).toMatch(/one solid black area covering \d+ % of it/);
    expect(second).toMatch(/the drawing running off the edge of the page/);
    expect(second).toContain('Use only black ink on white paper.');
    expect(second).toContain(
      'Draw 2 main things (dog, house), each with closed contours and thick black outlines on white',
    );
    expect(page.metadata.timings.retry).toBeGreaterThan(0);
    expect((await checkPage(page.printPng, { audience: 'kids', format: 'letter' })).problems).toEqual([]);
    // The kept page is the good one: the bad one's black blob would leave most of the page inked.
    const { data } = await sharp(page.printPng).raw().toBuffer({ resolveWithObject: true });
    const ink = data.reduce((sum, v) => sum + (v === 0 ? 1 : 0), 0) / data.length;
    expect(ink).toBeLessThan(0.1);
  });

  it('asks only once for a good page, and falls back to clean-up alone when the second is bad too', async () => {
    fake.setScript([], 'ok');
    let before = fake.requests.length;
    const good = await generatePage({ prompt: 'a dragon', seed: 1 }, options);
    expect(fake.requests.length - before).toBe(1);
    expect(good.metadata.timings.retry).toBe(0);

    fake.setScript(['bad-page', 'bad-page'], 'ok');
    before = fake.requests.length;
    const page = await generatePage({ prompt: 'a dragon', seed: 1 }, options);
    expect(fake.requests.length - before).toBe(2);
    expect(page.metadata.timings.retry).toBeGreaterThan(0);
    // Clean-up alone still makes a printable page of it (blob hollowed, margin kept).
    expect((await checkPage(page.printPng, { audience: 'kids', format: 'letter' })).problems).toEqual([]);
  });

  it('keeps the first picture when the second request fails', async () => {
    fake.setScript(['bad-page', 'moderation'], 'ok');
    const page = await generatePage({ prompt: 'a dragon', seed: 1 }, options);
    expect(page.metadata.provider).toBe('openai');
    expect((await checkPage(page.printPng, { audience: 'kids', format: 'letter' })).problems).toEqual([]);
  });

  it('maps a content-policy refusal to a friendly provider_refused error', async () => {
    fake.setScript(['moderation'], 'ok');
    const error = await generatePage({ prompt: 'a castle on a hill', seed: 1 }, options).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(EngineError);
    expect((error as EngineError).code).toBe('provider_refused');
    expect((error as EngineError).message).toMatch(/^Cannot draw that one/);
  });

  it('reports a missing API key on every call instead of caching the failure', async () => {
    const noKey = { provider: 'openai' as const, openai: { apiKey: ' ', baseURL: fake.url } };
    for (let attempt = 0; attempt < 2; attempt++) {
      const error = await generatePage({ prompt: 'a castle on a hill', seed: 1 }, noKey).catch(
        (e: unknown) => e,
      );
      expect(error).toBeInstanceOf(EngineError);
      expect((error as EngineError).message).toMatch(/needs an API key/);
    }
  });
});

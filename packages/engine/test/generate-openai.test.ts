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

import { PROMPT_TEXTS } from '@inkling/contracts/safety';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type FakeOpenAI, startFakeOpenAI } from '../../test/fake-openai-server';
import { EngineError } from '../errors';
import {
  coloringPagePrompt,
  createOpenAIProvider,
  type ProviderDrawRequest,
  pickOpenAISize,
  promptElements,
} from './openai';

const LETTER = { width: 2550, height: 3300 };

let fake: FakeOpenAI;
beforeAll(async () => {
  fake = await startFakeOpenAI();
});
afterAll(async () => {
  await fake.close();
});
beforeEach(() => {
  fake.requests.length = 0;
  fake.setScript([]);
});

const provider = (over: Partial<Parameters<typeof createOpenAIProvider>[0]> = {}) =>
  createOpenAIProvider({ apiKey: 'sk-test', baseURL: fake.url, timeoutMs: 5_000, maxRetries: 2, ...over });

const request = (over: Partial<ProviderDrawRequest> = {}): ProviderDrawRequest => ({
  prompt: 'a happy dog and a fire engine next to a house',
  audience: 'kids',
  seed: 1,
  ...LETTER,
  ...over,
});

async function expectEngineError(promise: Promise<unknown>, code: string): Promise<EngineError> {
  const err = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(EngineError);
  expect((err as EngineError).code).toBe(code);
  return err as EngineError;
}

const png = (width: number, height: number, format: 'png' | 'jpeg' | 'webp' = 'png') =>
  sharp({ create: { width, height, channels: 3, background: '#fff' } })
    .toFormat(format)
    .toBuffer();

describe('openai provider: generations', () => {
  it('sends the wrapped prompt, the model and the closest size, and returns the PNG bytes', async () => {
    const result = await provider().draw(request());
    expect(result.image.subarray(1, 4).toString()).toBe('PNG');
    const meta = await sharp(result.image).metadata();
    expect([meta.width, meta.height]).toEqual([1024, 1536]);
    expect(result.elements).toEqual(['dog', 'fire engine', 'house']);
    expect(result).toMatchObject({ skippedWords: [], setting: null });

    expect(fake.requests).toHaveLength(1);
    const [sent] = fake.requests;
    expect(sent?.path).toBe('/v1/images/generations');
    expect(sent?.headers.authorization).toBe('Bearer sk-test');
    expect(sent?.body).toMatchObject({ model: 'gpt-image-1', size: '1024x1536', n: 1 });
    expect(sent?.body).not.toHaveProperty('response_format');
    const prompt = String(sent?.body.prompt);
    expect(prompt).toContain('Subject: a happy dog and a fire engine next to a house');
    expect(prompt).toContain('coloring page');
    expect(prompt).toMatch(/outline-only line art/);
    expect(prompt).toMatch(/closed contours drawn with thick pure-black lines/);
    expect(prompt).toMatch(/white background/);
    expect(prompt).toMatch(/wide white margin on every side/);
    // Positive wording only: image models largely ignore negative instructions (issue 14).
    expect(prompt).not.toMatch(/\bno\b|\bnot\b|\bnever\b/i);
    expect(prompt).toMatch(/ages 5 to 8/);
  });

  it('uses the configured model and a landscape or square size when the page asks for it', async () => {
    await provider({ model: 'gpt-image-1-mini' }).draw(request({ width: 3300, height: 2550 }));
    await provider().draw(request({ width: 2048, height: 2048, audience: 'toddler' }));
    expect(fake.requests.map((r) => [r.body.model, r.body.size])).toEqual([
      ['gpt-image-1-mini', '1536x1024'],
      ['gpt-image-1', '1024x1024'],
    ]);
    expect(String(fake.requests[1]?.body.prompt)).toMatch(/ages 2 to 4.*very thick/);
  });

  it('asks DALL·E models for b64_json explicitly', async () => {
    await provider({ model: 'dall-e-2' }).draw(request());
    expect(fake.requests[0]?.body).toMatchObject({ model: 'dall-e-2', response_format: 'b64_json' });
  });
});

describe('openai provider: edits', () => {
  it('uploads a reference photo as a PNG file part named image', async () => {
    const photo = await png(3000, 2000, 'jpeg');
    const result = await provider().draw(request({ prompt: 'my cat', referenceImage: photo }));
    expect(result.image.subarray(1, 4).toString()).toBe('PNG');
    const [sent] = fake.requests;
    expect(sent?.path).toBe('/v1/images/edits');
    expect(sent?.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    expect(sent?.body).toMatchObject({ model: 'gpt-image-1', size: '1024x1536', n: '1' });
    expect(String(sent?.body.prompt)).toMatch(/Redraw the main subject of image 1/);
    expect(sent?.files.map((f) => [f.field, f.type])).toEqual([['image', 'image/png']]);
    const uploaded = await sharp(sent?.files[0]?.bytes).metadata();
    expect(uploaded.format).toBe('png');
    expect(Math.max(uploaded.width ?? 0, uploaded.height ?? 0)).toBe(1536);
  });

  it('uploads a reference and characters as image[] parts, naming characters in the prompt and elements', async () => {
    const characters = [
      {
        name: 'Sparky the dragon',
        description: 'a small round dragon with a red scarf',
        image: await png(400, 400, 'webp'),
      },
      { name: 'Mo the mouse', image: await png(300, 500) },
    ];
    const result = await provider().draw(
      request({ prompt: 'a picnic in the park', referenceImage: await png(800, 600), characters }),
    );
    expect(result.elements.slice(0, 3)).toEqual(['Sparky the dragon', 'Mo the mouse', 'picnic']);
    const [sent] = fake.requests;
    expect(sent?.files.map((f) => f.field)).toEqual(['image[]', 'image[]', 'image[]']);
    expect(sent?.files.every((f) => f.type === 'image/png')).toBe(true);
    const prompt = String(sent?.body.prompt);
    expect(prompt).toContain(
      'Include the character "Sparky the dragon" (a small round dragon with a red scarf) exactly as drawn in image 2, with the same face, shape and clothes.',
    );
    expect(prompt).toContain(
      'Include the character "Mo the mouse" exactly as drawn in image 3, with the same face, shape and clothes.',
    );
  });

  it('rejects an unreadable reference image before calling the API', async () => {
    await expectEngineError(
      provider().draw(request({ referenceImage: Buffer.from('not an image') })),
      'invalid_image',
    );
    expect(fake.requests).toHaveLength(0);
  });
});

describe('openai provider: failures', () => {
  it('maps a moderation refusal to provider_refused without retrying', async () => {
    fake.setScript(['moderation']);
    const err = await expectEngineError(provider().draw(request()), 'provider_refused');
    expect(err.message).toBe(PROMPT_TEXTS.providerRefused);
    expect(fake.requests).toHaveLength(1);
  });

  it('maps content_policy_violation (DALL·E) to provider_refused', async () => {
    fake.setScript([
      {
        status: 400,
        body: {
          error: {
            message: 'Your request was rejected.',
            type: 'invalid_request_error',
            code: 'content_policy_violation',
            param: null,
          },
        },
      },
    ]);
    await expectEngineError(provider().draw(request()), 'provider_refused');
  });

  it('retries after a 429 and then succeeds', async () => {
    fake.setScript(['rate-limit']);
    const result = await provider().draw(request());
    expect(result.image.length).toBeGreaterThan(0);
    expect(fake.requests).toHaveLength(2);
  });

  it('fails with provider_failed after retries when the server keeps failing', async () => {
    fake.setScript([], 'server-error');
    const err = await expectEngineError(provider({ maxRetries: 2 }).draw(request()), 'provider_failed');
    expect(err.message).toMatch(/error \(500\) after 3 attempts/);
    expect(fake.requests).toHaveLength(3);
  });

  it('fails with provider_failed when the rate limit never lifts', async () => {
    fake.setScript([], 'rate-limit');
    const err = await expectEngineError(provider({ maxRetries: 1 }).draw(request()), 'provider_failed');
    expect(err.message).toMatch(/rate limit/);
    expect(fake.requests).toHaveLength(2);
  });

  it('times out on a hanging response, retries, and stops', async () => {
    fake.setScript([], 'hang');
    const started = Date.now();
    const err = await expectEngineError(
      provider({ timeoutMs: 300, maxRetries: 1 }).draw(request()),
      'timeout',
    );
    expect(err.message).toMatch(/did not answer/);
    expect(fake.requests).toHaveLength(2);
    expect(Date.now() - started).toBeLessThan(10_000);
  });

  it('passes the API message of any other 400 as provider_failed', async () => {
    fake.setScript([
      {
        status: 400,
        body: {
          error: {
            message: "Invalid value: 'ultra'. Supported values are: 'low', 'medium', 'high'.",
            type: 'invalid_request_error',
            code: 'invalid_value',
            param: 'quality',
          },
        },
      },
    ]);
    const err = await expectEngineError(provider().draw(request()), 'provider_failed');
    expect(err.message).toBe(
      "The image service refused the request: Invalid value: 'ultra'. Supported values are: 'low', 'medium', 'high'.",
    );
    expect(fake.requests).toHaveLength(1);
  });

  it('reports a rejected key', async () => {
    fake.setScript([
      {
        status: 401,
        body: {
          error: {
            message: 'Incorrect API key provided.',
            type: 'invalid_request_error',
            code: 'invalid_api_key',
            param: null,
          },
        },
      },
    ]);
    const err = await expectEngineError(provider().draw(request()), 'provider_failed');
    expect(err.message).toMatch(/API key/);
  });

  it('reports an answer without an image', async () => {
    fake.setScript([{ status: 200, body: { created: 1, data: [] } }]);
    await expectEngineError(provider().draw(request()), 'provider_failed');
  });

  it('refuses to start without an API key', () => {
    expect(() => createOpenAIProvider({ apiKey: '' })).toThrow(/OPENAI_API_KEY/);
  });

  it('reports an unreachable server', async () => {
    const dead = await startFakeOpenAI();
    await dead.close();
    const err = await expectEngineError(
      createOpenAIProvider({ apiKey: 'k', baseURL: dead.url, maxRetries: 0, timeoutMs: 2_000 }).draw(
        request(),
      ),
      'provider_failed',
    );
    expect(err.message).toMatch(/Could not reach/);
  });
});

describe('openai helpers', () => {
  it('picks the supported size closest to the page ratio', () => {
    expect(pickOpenAISize(2550, 3300)).toBe('1024x1536');
    expect(pickOpenAISize(2480, 3508)).toBe('1024x1536');
    expect(pickOpenAISize(2048, 2048)).toBe('1024x1024');
    expect(pickOpenAISize(3300, 2550)).toBe('1536x1024');
    expect(pickOpenAISize(1100, 1000)).toBe('1024x1024');
  });

  it('asks for more detail for older children', () => {
    expect(coloringPagePrompt('a castle', 'big-kids')).toMatch(/ages 9 to 12: a detailed scene/);
    expect(coloringPagePrompt('a castle', 'toddler')).toMatch(/only big parts/);
  });

  it('finds the main nouns of a prompt', () => {
    expect(promptElements('A big red fire engine, a dalmatian and two cats under a tree', 4)).toEqual([
      'fire engine',
      'dalmatian',
      'cats',
      'tree',
    ]);
    expect(promptElements('a unicorn', 4)).toEqual(['unicorn']);
    expect(promptElements('a dog, a cat, a cow, a pig', 2)).toEqual(['dog', 'cat']);
  });
});

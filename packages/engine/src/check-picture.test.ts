import { SAFETY_TEXTS } from '@inkling/contracts/safety';
import {
  checkPrompt,
  checkPromptFully,
  judgeModeration,
  MODERATION_MODEL,
  type ModerationLog,
  moderateImage,
  moderateText,
} from '@inkling/safety';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeModeration, startFakeModeration } from '../test/fake-moderation-server';
import { checkPicture } from './check-picture';
import { EngineError } from './errors';

let fake: FakeModeration;
/** The fake's scorer: a few phrases a word list would miss get high scores; a dark picture scores as graphic violence. */
beforeAll(async () => {
  fake = await startFakeModeration((input) => {
    if (input.text?.includes('quiet forever')) return { 'self-harm/intent': 0.12 };
    if (input.text?.includes('borderline fight')) return { violence: 0.3 };
    if (input.text?.includes('flagged by the api')) return { harassment: 0.7 };
    if (input.image && input.image.bytes.length > 0 && input.image.mime === 'image/png')
      return { 'violence/graphic': input.image.bytes.includes(Buffer.from('IEND')) ? 0.05 : 0 };
    return {};
  });
});
afterAll(() => fake.close());

const opts = () => ({ apiKey: 'sk-test', baseURL: fake.url, timeoutMs: 2_000, maxRetries: 0 });

/** A PNG of one grey level (0–255), `width`×`height` px. */
function plainPng(width: number, height: number, grey: number): Promise<Buffer> {
  const background = { r: grey, g: grey, b: grey };
  return sharp({ create: { width, height, channels: 3, background } })
    .png()
    .toBuffer();
}

describe('Moderations API layer (fake server speaking the real API)', () => {
  it('sends the prompt to omni-moderation-latest with the key and refuses at the stricter threshold', async () => {
    fake.setScript([]);
    const before = fake.requests.length;
    const verdict = await moderateText('a kid who wants to be quiet forever', opts());
    expect(verdict).toMatchObject({
      allowed: false,
      category: 'self-harm',
      message: SAFETY_TEXTS['self-harm'],
    });
    const req = fake.requests[before];
    expect(req?.path).toBe('/v1/moderations');
    expect(req?.model).toBe(MODERATION_MODEL);
    expect(req?.headers.authorization).toBe('Bearer sk-test');
    expect(req?.inputs).toEqual([{ text: 'a kid who wants to be quiet forever' }]);
  });

  it('lets a low violence score through (storybook fights) and refuses what the API flags', async () => {
    expect((await moderateText('a borderline fight between a knight and a dragon', opts())).allowed).toBe(
      true,
    );
    expect(await moderateText('flagged by the api', opts())).toMatchObject({
      allowed: false,
      category: 'hate',
    });
  });

  it('judges scores against the thresholds: sexual/minors at 1 %, the most serious category first', () => {
    const base = { flagged: false, categories: {} };
    expect(judgeModeration({ ...base, category_scores: { 'sexual/minors': 0.011 } })).toMatchObject({
      allowed: false,
      category: 'sexual',
    });
    expect(
      judgeModeration({ ...base, category_scores: { 'sexual/minors': 0.009, violence: 0.39 } }).allowed,
    ).toBe(true);
    expect(
      judgeModeration({ ...base, category_scores: { violence: 0.9, 'self-harm': 0.2, illicit: 0.5 } }),
    ).toMatchObject({ allowed: false, category: 'self-harm' });
  });

  it('fails open for text when the service is down, and says so', async () => {
    fake.setScript(['server-error']);
    expect(await moderateText('a cat', opts())).toEqual({ allowed: true, scores: {}, unavailable: true });
    fake.setScript(['hang']);
    const t = performance.now();
    expect(await moderateText('a cat', { ...opts(), timeoutMs: 300 })).toMatchObject({
      allowed: true,
      unavailable: true,
    });
    expect(performance.now() - t).toBeLessThan(2_000);
    fake.setScript([]);
  });

  it('sends a picture as a PNG data URL and refuses it above the image threshold', async () => {
    const png = await plainPng(40, 30, 0);
    const before = fake.requests.length;
    const verdict = await moderateImage(png, opts());
    const part = fake.requests[before]?.inputs[0];
    expect(part?.image?.mime).toBe('image/png');
    expect((await sharp(part?.image?.bytes).metadata()).width).toBe(40);
    expect(verdict.allowed).toBe(true); // 0.05 < 0.2
    // A picture the fake scores above the threshold.
    const strict = await startFakeModeration((input) => (input.image ? { 'violence/graphic': 0.25 } : {}));
    try {
      await expect(checkPicture(png, { ...opts(), baseURL: strict.url })).rejects.toMatchObject({
        code: 'provider_refused',
        category: 'violence',
      });
    } finally {
      await strict.close();
    }
  });

  it('picture check: sends a large page at 1024 px on its long side', async () => {
    const page = await plainPng(1600, 2048, 255);
    const before = fake.requests.length;
    await checkPicture(page, opts());
    const sent = await sharp(fake.requests[before]?.inputs[0]?.image?.bytes).metadata();
    expect([sent.width, sent.height]).toEqual([800, 1024]);
  });

  it('picture check: fails open by default, closed when configured', async () => {
    const png = await plainPng(8, 8, 255);
    fake.setScript(['server-error']);
    await expect(checkPicture(png, opts())).resolves.toBeUndefined();
    fake.setScript(['server-error']);
    const error = await checkPicture(png, { ...opts(), failClosed: true }).catch((e) => e);
    expect(error).toBeInstanceOf(EngineError);
    expect(error.code).toBe('provider_failed');
    fake.setScript([]);
  });

  it('checkPromptFully: the local check decides first (no call), then the API; the log gets scores, never text', async () => {
    const events: Parameters<ModerationLog>[0][] = [];
    const before = fake.requests.length;
    expect(await checkPromptFully('a naked lady', checkPrompt, opts(), (e) => events.push(e))).toMatchObject({
      allowed: false,
      category: 'sexual',
      source: 'local',
    });
    expect(fake.requests.length).toBe(before);
    // The rules alone (not the learned layer, which reads this one itself): the API decides.
    const rulesAlone = (text: string) => checkPrompt(text, { learned: false });
    expect(
      await checkPromptFully('a kid who wants to be quiet forever', rulesAlone, opts(), (e) =>
        events.push(e),
      ),
    ).toMatchObject({ allowed: false, category: 'self-harm', source: 'moderation' });
    expect(await checkPromptFully('a happy dog', checkPrompt, opts(), (e) => events.push(e))).toEqual({
      allowed: true,
    });
    expect(await checkPromptFully('a happy dog', checkPrompt)).toEqual({ allowed: true });
    expect(events).toHaveLength(2);
    expect(JSON.stringify(events)).not.toContain('quiet');
    expect(events[0]).toMatchObject({ input: 'text', allowed: false, category: 'self-harm' });
  });
});

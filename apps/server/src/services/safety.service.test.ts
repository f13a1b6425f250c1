import { checkPrompt } from '@inkling/engine';
import {
  type FakeModeration,
  type FakeOpenAI,
  startFakeModeration,
  startFakeOpenAI,
} from '@inkling/engine/test-fakes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, body, createProject, signIn } from '../../test/factories';
import { createHarness, type Harness, TEST_DATABASES } from '../../test/harness';
import { createEngine } from '../engine';
import { listRefusalRows } from '../repositories/safety-refusals.repository';
import { assertAllKidSafe, assertKidSafe, refusalCounts } from './safety.service';

/**
 * Issue 13 on the server: every text that can end up on a page or in public goes through
 * the same check (local layers, then OpenAI Moderations when a key is set, here a local
 * fake speaking the real API), and refusals are counted per category with no text stored.
 */
describe.each(TEST_DATABASES)('kid-safety check on the server (%s)', (kind) => {
  let h: Harness;
  let moderation: FakeModeration;
  let cookie: string;
  beforeAll(async () => {
    // The fake scores one paraphrase no local rule knows as self-harm intent.
    moderation = await startFakeModeration((input) =>
      input.text?.includes('cloud that wishes it could fade away') ? { 'self-harm/intent': 0.3 } : {},
    );
    h = await createHarness(kind);
    const engine = createEngine({
      ...h.ctx.config,
      moderation: { apiKey: 'sk-test', baseURL: moderation.url, failClosed: false },
    });
    h.ctx.engine.checkPrompt = engine.checkPrompt;
    h.ctx.engine.moderatePrompt = engine.moderatePrompt;
    ({ cookie } = await signIn(h));
  });
  afterAll(async () => {
    await h.close();
    await moderation.close();
  });

  it('refuses paraphrases and other languages in prompts and project titles, and counts them without text', async () => {
    const project = await createProject(h, cookie, 'Space cats');
    const cases: [string, string, unknown, string][] = [
      [
        'POST',
        '/api/generations',
        { prompt: "a girl standing on the roof's edge ready to jump", projectId: project.id },
        'self-harm',
      ],
      [
        'POST',
        '/api/generations',
        { prompt: 'un inconnu qui donne un bain à une petite fille', projectId: project.id },
        'sexual',
      ],
      ['POST', '/api/projects', { title: 'men in pointy white hoods holding torches' }, 'hate'],
      ['PATCH', `/api/projects/${project.id}`, { title: 'powder lines on a mirror' }, 'drugs'],
    ];
    for (const [method, url, payload, category] of cases) {
      const res = await api(h, cookie, method, url, payload);
      expect(res.status, url).toBe(422);
      expect(await body(res)).toMatchObject({ error: { code: 'blocked_prompt', category } });
    }
    const counts = await refusalCounts(h.ctx, 1);
    expect(counts).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ category: 'self-harm', count: 1 }),
        expect.objectContaining({ category: 'sexual', count: 1 }),
        expect.objectContaining({ category: 'hate', count: 1 }),
        expect.objectContaining({ category: 'drugs', count: 1 }),
      ]),
    );
    // Nothing the child typed is stored with the count.
    const raw = await listRefusalRows(h.ctx.db);
    expect(JSON.stringify(raw)).not.toMatch(/roof|inconnu|hoods|powder/);
  });

  it('reads page prompts with the learned layer, and titles and comments without it (issue 31)', async () => {
    // A sentence of the app's own texts that the learned layer refuses (docs/safety.md): the
    // reason it reads page prompts only. Which one depends on the trained model, so the first
    // of these that the model refuses and the rules allow is used.
    const sentence = [
      'Join early and help decide how a generation of kids makes art with AI, safely.',
      'Keep scenes simple so the character stays the star.',
      'A blank page behind every picture, so markers do not bleed through',
      'Words that help and words that do not',
      'Pick up where you left off.',
    ].find((s) => !checkPrompt(s).allowed && checkPrompt(s, { learned: false }).allowed);
    if (!sentence) throw new Error('no sentence of the list is refused by the learned layer alone');
    expect(checkPrompt(sentence)).toMatchObject({ allowed: false });
    expect(checkPrompt(sentence, { learned: false })).toEqual({ allowed: true });
    const seen: unknown[] = [];
    const ctx = {
      engine: {
        ...h.ctx.engine,
        checkPrompt: (text: string, options?: { learned?: boolean }) => {
          seen.push(options);
          return checkPrompt(text, options);
        },
        moderatePrompt: undefined,
      },
    };
    await expect(assertKidSafe(ctx, sentence, 'comment')).resolves.toBeUndefined();
    await expect(assertKidSafe(ctx, sentence, 'title')).resolves.toBeUndefined();
    await expect(assertKidSafe(ctx, sentence, 'prompt')).rejects.toMatchObject({ code: 'blocked_prompt' });
    expect(seen).toEqual([{ learned: false }, { learned: false }, { learned: true }]);
  });

  it('asks the Moderations API about what the local check allowed; its refusal is a 422 too and counted as moderation', async () => {
    const project = await createProject(h, cookie, 'Stars');
    const before = moderation.requests.length;
    const refused = await api(h, cookie, 'POST', '/api/generations', {
      prompt: 'a little cloud that wishes it could fade away for good',
      projectId: project.id,
    });
    expect(refused.status).toBe(422);
    expect(await body(refused)).toMatchObject({ error: { code: 'blocked_prompt', category: 'self-harm' } });
    expect(moderation.requests[before]?.inputs).toEqual([
      { text: 'a little cloud that wishes it could fade away for good' },
    ]);
    const rows = await listRefusalRows(h.ctx.db);
    expect(rows.filter((r) => r.source === 'moderation')).toEqual([
      expect.objectContaining({ category: 'self-harm', surface: 'prompt', count: 1 }),
    ]);
    // A harmless prompt passes both layers.
    const ok = await api(h, cookie, 'POST', '/api/generations', {
      prompt: 'a knight and a friendly dragon',
      projectId: project.id,
    });
    expect(ok.status).toBe(201);
  });

  it('reads texts written together (a story) locally one by one and with one Moderations request', async () => {
    const before = moderation.requests.length;
    const texts = ['Luna and the Lost Kite', 'Luna looked everywhere.', 'A friendly owl helped her.'];
    await expect(assertAllKidSafe(h.ctx, texts)).resolves.toBeUndefined();
    expect(moderation.requests.slice(before).map((r) => r.inputs)).toEqual([[{ text: texts.join('\n') }]]);
    // The hosted layer's refusal of any one of them refuses all, counted as moderation.
    await expect(
      assertAllKidSafe(h.ctx, [
        'Luna and the cloud',
        'a little cloud that wishes it could fade away for good',
      ]),
    ).rejects.toMatchObject({ code: 'blocked_prompt', category: 'self-harm' });
    // A local refusal stops before the hosted layer is asked.
    const asked = moderation.requests.length;
    await expect(assertAllKidSafe(h.ctx, ['Luna flies', 'a gun pointed at a person'])).rejects.toMatchObject({
      code: 'blocked_prompt',
    });
    expect(moderation.requests.length).toBe(asked);
  });
});

describe('the finished picture of the AI provider', () => {
  let images: FakeOpenAI;
  let moderation: FakeModeration;
  beforeAll(async () => {
    images = await startFakeOpenAI();
    moderation = await startFakeModeration((input) => (input.image ? { 'violence/graphic': 0.25 } : {}));
  });
  afterAll(async () => {
    await images.close();
    await moderation.close();
  });

  it('is sent to the Moderations API and refused above the stricter threshold (provider_refused)', async () => {
    const h = await createHarness('pglite');
    try {
      const engine = createEngine({
        ...h.ctx.config,
        imageProvider: 'openai',
        openai: { apiKey: 'sk-test', baseURL: images.url, model: 'gpt-image-1' },
        moderation: { apiKey: 'sk-test', baseURL: moderation.url, failClosed: false },
      });
      const error = await engine.generatePage({ prompt: 'a friendly dragon', seed: 1 }).catch((e) => e);
      expect(error).toMatchObject({ code: 'provider_refused', category: 'violence' });
      const picture = moderation.requests.at(-1)?.inputs[0]?.image;
      expect(picture?.mime).toBe('image/png');
    } finally {
      await h.close();
    }
  });
});

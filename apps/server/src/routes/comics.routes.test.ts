import { createdGenerationSchema, generationSchema } from '@inkling/contracts/api';
import { storyBookSchema, storyQuoteSchema } from '@inkling/contracts/story';
import type { PageRequest } from '@inkling/engine';
import { generatePage } from '@inkling/engine';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, body, signIn, testEngine } from '../../test/factories';
import { createHarness, type Harness, TEST_DATABASES } from '../../test/harness';
import { verifyLedger } from '../services/credits.service';
import { processGeneration } from '../services/generations.service';

describe.each(TEST_DATABASES)('comic pages (%s)', (kind) => {
  let h: Harness;
  const drawn: PageRequest[] = [];
  beforeAll(async () => {
    h = await createHarness(kind, {
      engine: {
        // Comics are drawn by the real engine (the sketchbook), other pages by the fake one.
        generatePage: async (req) => {
          drawn.push(req);
          return req.comic ? generatePage(req) : testEngine().generatePage(req);
        },
      },
    });
  });
  afterAll(() => h.close());

  const balance = async (cookie: string) => {
    const c = (await body(await api(h, cookie, 'GET', '/api/credits'))) as {
      credits: number;
      dailyCreditsRemaining: number;
    };
    return c.credits + c.dailyCreditsRemaining;
  };
  const generation = async (cookie: string, id: string) =>
    generationSchema.parse(await body(await api(h, cookie, 'GET', `/api/generations/${id}`)));

  it('makes a comic page from an idea for one credit (whatever the client says), and a retry keeps it a comic', async () => {
    const { cookie, userId } = await signIn(h);
    const before = await balance(cookie);
    const res = await api(h, cookie, 'POST', '/api/generations', {
      prompt: 'Luna the little dragon learns to share',
      comic: { panels: 4, bubbles: 'lines' },
      creditCost: 0,
    });
    expect(res.status).toBe(201);
    const created = createdGenerationSchema.parse(await body(res));
    expect(created.generation).toMatchObject({ comic: { panels: 4, bubbles: 'lines' }, creditCost: 1 });
    expect(before - (await balance(cookie))).toBe(1);
    expect((await verifyLedger(h.ctx, userId)).ok).toBe(true);

    drawn.length = 0;
    await processGeneration(h.ctx, created.generation.id);
    expect(drawn[0]).toMatchObject({ comic: { panels: 4, bubbles: 'lines' }, composed: false });
    const done = await generation(cookie, created.generation.id);
    expect(done.status).toBe('completed');
    expect(done.result).toMatchObject({ width: 2550, height: 3300 });
    expect(done.elements).toContain('dragon');

    const retry = await api(h, cookie, 'POST', `/api/generations/${created.generation.id}/retry`);
    expect(retry.status).toBe(201);
    const again = generationSchema.parse(await body(retry));
    expect(again).toMatchObject({ comic: { panels: 4, bubbles: 'lines' }, creditCost: 0 });
    drawn.length = 0;
    await processGeneration(h.ctx, again.id);
    expect(drawn[0]!.comic).toEqual({ panels: 4, bubbles: 'lines' });
    expect((await generation(cookie, again.id)).status).toBe('completed');
  }, 60_000);

  it('refuses comics outside 3, 4 or 6 panels and unknown bubbles (400, nothing spent)', async () => {
    const { cookie } = await signIn(h);
    const before = await balance(cookie);
    for (const comic of [{ panels: 5, bubbles: 'empty' }, { panels: 4, bubbles: 'words' }, { panels: '4' }]) {
      const res = await api(h, cookie, 'POST', '/api/generations', { prompt: 'a cat', comic });
      expect(res.status).toBe(400);
    }
    expect(await balance(cookie)).toBe(before);
    // A single page stays a single page.
    const plain = createdGenerationSchema.parse(
      await body(await api(h, cookie, 'POST', '/api/generations', { prompt: 'a cat' })),
    );
    expect(plain.generation.comic).toBeNull();
  });

  it("makes a comic page from a story book's first pages: their scenes, captions and character", async () => {
    const { cookie } = await signIn(h);
    const request = {
      idea: 'Mia learns to share',
      characterWords: 'Mia, a girl',
      audience: 'kids',
      length: 4,
    };
    const quote = storyQuoteSchema.parse(
      await body(await api(h, cookie, 'POST', '/api/story-books/quote', request)),
    );
    const book = storyBookSchema.parse(
      await body(await api(h, cookie, 'POST', '/api/story-books', { ...request, quote: quote.quote })),
    );
    drawn.length = 0;
    for (const p of book.pages) await processGeneration(h.ctx, p.generation.id);
    const scenes = drawn.map((r) => r.prompt);
    const edited = 'Mia has a big red ball.';
    expect(
      (await api(h, cookie, 'PATCH', `/api/story-books/${book.projectId}/pages/1`, { caption: edited }))
        .status,
    ).toBe(200);

    const before = await balance(cookie);
    const res = await api(h, cookie, 'POST', `/api/story-books/${book.projectId}/comic`, {
      panels: 4,
      bubbles: 'lines',
    });
    expect(res.status).toBe(201);
    const created = createdGenerationSchema.parse(await body(res));
    expect(created.generation).toMatchObject({ projectId: book.projectId, creditCost: 1, storyPage: null });
    expect(before - (await balance(cookie))).toBe(1);

    drawn.length = 0;
    await processGeneration(h.ctx, created.generation.id);
    const req = drawn[0]!;
    expect(req.composed).toBe(true);
    expect(req.comic!.beats!.map((b) => b.scene)).toEqual(scenes);
    expect(req.comic!.beats![0]!.line).toBe(edited);
    expect(req.comic!.beats!.slice(1).map((b) => b.line)).toEqual(book.pages.slice(1).map((p) => p.caption));
    expect(req.cast).toMatchObject({ term: 'child', figure: { look: 'feminine' } });
    expect((await generation(cookie, created.generation.id)).status).toBe('completed');
    // The comic is a page of the project, not of the book.
    const read = storyBookSchema.parse(
      await body(await api(h, cookie, 'GET', `/api/story-books/${book.projectId}`)),
    );
    expect(read.pages).toHaveLength(4);

    // Six panels need six pages; another family's book is not found.
    const six = await api(h, cookie, 'POST', `/api/story-books/${book.projectId}/comic`, {
      panels: 6,
      bubbles: 'empty',
    });
    expect(six.status).toBe(400);
    const other = await signIn(h, 'Bo');
    const foreign = await api(h, other.cookie, 'POST', `/api/story-books/${book.projectId}/comic`, {
      panels: 3,
      bubbles: 'empty',
    });
    expect(foreign.status).toBe(404);
    expect(await balance(cookie)).toBe(before - 1);
  }, 60_000);
});

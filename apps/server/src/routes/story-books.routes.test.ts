import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { storyBookSchema, storyQuoteSchema } from '@inkling/contracts/story';
import type { PageRequest } from '@inkling/engine';
import { EngineError } from '@inkling/engine';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, body, signIn, testEngine } from '../../test/factories';
import { createHarness, type Harness, type RecordingQueue, TEST_DATABASES } from '../../test/harness';
import { processBookExport } from '../services/book-export.service';
import { verifyLedger } from '../services/credits.service';
import { processGeneration } from '../services/generations.service';

describe.each(TEST_DATABASES)('story books (%s)', (kind) => {
  let h: Harness;
  const drawn: PageRequest[] = [];
  beforeAll(async () => {
    h = await createHarness(kind, {
      engine: {
        generatePage: async (req) => {
          drawn.push(req);
          // Scenes of one chosen word fail, so a failed page and its retry can be seen.
          if (req.prompt.includes('FAILME'))
            throw new EngineError('provider_failed', 'The drawing service is busy.');
          return testEngine().generatePage(req);
        },
      },
    });
  });
  afterAll(() => h.close());

  const request = {
    idea: 'Mia learns to share',
    characterWords: 'Mia, a girl with curly hair',
    audience: 'kids',
    length: 6,
  };
  const credits = async (cookie: string) =>
    (await body(await api(h, cookie, 'GET', '/api/credits'))) as {
      credits: number;
      dailyCreditsRemaining: number;
    };
  const quoted = async (cookie: string, req: object = request) => {
    const res = await api(h, cookie, 'POST', '/api/story-books/quote', req);
    expect(res.status).toBe(200);
    return storyQuoteSchema.parse(await body(res));
  };

  it('limits quotes and caption edits per user (429 with Retry-After past RATE_LIMITS.storyTexts)', async () => {
    const { cookie } = await signIn(h);
    const statuses: number[] = [];
    for (let i = 0; i < 121; i++)
      statuses.push((await api(h, cookie, 'POST', '/api/story-books/quote', request)).status);
    expect(statuses.slice(0, 120).every((s) => s === 200)).toBe(true);
    const refused = await api(h, cookie, 'POST', '/api/story-books/quote', request);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    // Another family is not held back.
    const other = await signIn(h);
    expect((await api(h, other.cookie, 'POST', '/api/story-books/quote', request)).status).toBe(200);
  });

  it('quotes one credit a page without spending, then makes the book: every page queued with its caption', async () => {
    const { cookie, userId } = await signIn(h);
    const before = await credits(cookie);
    const q = await quoted(cookie);
    expect(q).toMatchObject({ pages: 6, cost: 6 });
    expect(await credits(cookie)).toEqual(before);
    const res = await api(
      h,
      cookie,
      'POST',
      '/api/story-books',
      { ...request, quote: q.quote },
      {
        'Idempotency-Key': 'book-1',
      },
    );
    expect(res.status).toBe(201);
    const book = storyBookSchema.parse(await body(res));
    expect(book.pages.map((p) => p.number)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(book.hero).toBe('Mia');
    expect(book.title).toMatch(/Mia|Share/);
    for (const p of book.pages) {
      expect(p.caption.length).toBeGreaterThan(5);
      expect(p.generation).toMatchObject({ status: 'created', creditCost: 1, projectId: book.projectId });
      expect((h.queue as RecordingQueue).enqueued).toContain(p.generation.id);
    }
    expect(book.progress).toEqual({ done: 0, failed: 0, total: 6 });
    const after = await credits(cookie);
    expect(
      before.credits + before.dailyCreditsRemaining - (after.credits + after.dailyCreditsRemaining),
    ).toBe(6);
    expect((await verifyLedger(h.ctx, userId)).ok).toBe(true);

    // The pages draw with the story's character: the same cast on every page.
    drawn.length = 0;
    for (const p of book.pages) await processGeneration(h.ctx, p.generation.id);
    expect(drawn).toHaveLength(6);
    const casts = new Set(drawn.map((r) => JSON.stringify(r.cast)));
    expect(casts.size).toBe(1);
    expect(drawn[0]!.cast).toMatchObject({ term: 'child', figure: { age: 'child', look: 'feminine' } });
    const read = storyBookSchema.parse(
      await body(await api(h, cookie, 'GET', `/api/story-books/${book.projectId}`)),
    );
    expect(read.progress).toEqual({ done: 6, failed: 0, total: 6 });

    // The exported PDF carries the captions as text, pages in story order; an edited caption
    // makes a new export (the captions are part of the book's content hash).
    const exportPdf = async () => {
      const started = await api(h, cookie, 'POST', `/api/projects/${book.projectId}/book/exports`, {
        format: 'pdf',
      });
      const job = (await body(started)) as { id: string };
      await processBookExport(h.ctx, job.id);
      const status = await body(
        await api(h, cookie, 'GET', `/api/projects/${book.projectId}/book/exports/${job.id}`),
      );
      const file = await api(h, cookie, 'GET', status.downloadUrl as string);
      const dir = mkdtempSync(path.join(tmpdir(), 'story-pdf-'));
      const pdfFile = path.join(dir, 'book.pdf');
      writeFileSync(pdfFile, Buffer.from(await file.arrayBuffer()));
      const text = execFileSync('pdftotext', [pdfFile, '-'], { encoding: 'utf8' }).replace(/\s+/g, ' ');
      rmSync(dir, { recursive: true, force: true });
      return { id: job.id, text };
    };
    const first = await exportPdf();
    const positions = book.pages.map((p) => first.text.indexOf(p.caption));
    expect(positions.every((at) => at >= 0)).toBe(true);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
    await api(h, cookie, 'PATCH', `/api/story-books/${book.projectId}/pages/2`, {
      caption: 'Mia smiled at the sun.',
    });
    const second = await exportPdf();
    expect(second.id).not.toBe(first.id);
    expect(second.text).toContain('Mia smiled at the sun.');

    // The same key replays the book and charges nothing; another request with it is refused.
    const again = await api(
      h,
      cookie,
      'POST',
      '/api/story-books',
      { ...request, quote: q.quote },
      {
        'Idempotency-Key': 'book-1',
      },
    );
    expect(again.status).toBe(201);
    expect(await body(again)).toMatchObject({ projectId: book.projectId, replayed: true });
    expect(await credits(cookie)).toEqual(after);
    const other = await api(
      h,
      cookie,
      'POST',
      '/api/story-books',
      { ...request, length: 4, quote: q.quote },
      {
        'Idempotency-Key': 'book-1',
      },
    );
    expect(other.status).toBe(422);
  });

  it('refuses a quote for another request, another user or a made-up one (the client cannot set the price)', async () => {
    const a = await signIn(h);
    const b = await signIn(h, 'Bo');
    const q = await quoted(a.cookie);
    const tries = [
      [a.cookie, { ...request, length: 16, quote: q.quote }],
      [b.cookie, { ...request, quote: q.quote }],
      [a.cookie, { ...request, quote: `${Date.now() + 60_000}.forged` }],
      [a.cookie, { ...request, quote: `${Date.now() - 1}.${q.quote.split('.')[1]}` }],
    ] as const;
    for (const [cookie, payload] of tries) {
      const res = await api(h, cookie, 'POST', '/api/story-books', payload);
      expect(res.status).toBe(400);
    }
    expect((await body(await api(h, a.cookie, 'GET', '/api/projects'))).projects).toEqual([]);
  });

  it('spends nothing and makes nothing without credits for the whole book (402)', async () => {
    const { cookie } = await signIn(h);
    const before = await credits(cookie);
    const req = { ...request, length: 16 };
    const q = await quoted(cookie, req);
    expect(q.cost).toBe(16);
    const res = await api(h, cookie, 'POST', '/api/story-books', { ...req, quote: q.quote });
    expect(res.status).toBe(402);
    expect(await credits(cookie)).toEqual(before);
    expect((await body(await api(h, cookie, 'GET', '/api/projects'))).projects).toEqual([]);
  });

  it('refuses unsafe words before quoting (422)', async () => {
    const { cookie } = await signIn(h);
    const res = await api(h, cookie, 'POST', '/api/story-books/quote', {
      ...request,
      idea: 'a man with a knife killing someone',
    });
    expect(res.status).toBe(422);
  });

  it('makes one book when the same Idempotency-Key arrives five times at once', async () => {
    const { cookie, userId } = await signIn(h);
    const before = await credits(cookie);
    const q = await quoted(cookie, { ...request, length: 4 });
    const answers = await Promise.all(
      Array.from({ length: 5 }, () =>
        api(
          h,
          cookie,
          'POST',
          '/api/story-books',
          { ...request, length: 4, quote: q.quote },
          {
            'Idempotency-Key': 'same-book',
          },
        ),
      ),
    );
    expect(answers.map((r) => r.status)).toEqual([201, 201, 201, 201, 201]);
    const ids = new Set((await Promise.all(answers.map(body))).map((b) => b.projectId));
    expect(ids.size).toBe(1);
    const after = await credits(cookie);
    expect(
      before.credits + before.dailyCreditsRemaining - (after.credits + after.dailyCreditsRemaining),
    ).toBe(4);
    expect((await body(await api(h, cookie, 'GET', '/api/projects'))).projects).toHaveLength(1);
    expect((await verifyLedger(h.ctx, userId)).ok).toBe(true);
  });

  it('refunds a failed page by itself; its retry keeps the caption and draws free', async () => {
    const { cookie } = await signIn(h);
    const q = await quoted(cookie, { ...request, length: 4 });
    const book = storyBookSchema.parse(
      await body(await api(h, cookie, 'POST', '/api/story-books', { ...request, length: 4, quote: q.quote })),
    );
    const afterCreate = await credits(cookie);
    // Page 2's scene is made to fail in the fake engine.
    const page2 = book.pages[1]!;
    await h.ctx.db.execute(
      sql`update generations set prompt = prompt || ' FAILME' where id = ${page2.generation.id}`,
    );
    for (const p of book.pages) await processGeneration(h.ctx, p.generation.id);
    const read = storyBookSchema.parse(
      await body(await api(h, cookie, 'GET', `/api/story-books/${book.projectId}`)),
    );
    expect(read.progress).toEqual({ done: 3, failed: 1, total: 4 });
    const refunded = await credits(cookie);
    expect(refunded.credits + refunded.dailyCreditsRemaining).toBe(
      afterCreate.credits + afterCreate.dailyCreditsRemaining + 1,
    );
    await h.ctx.db.execute(
      sql`update generations set prompt = replace(prompt, ' FAILME', '') where id = ${page2.generation.id}`,
    );
    const retry = await api(h, cookie, 'POST', `/api/generations/${page2.generation.id}/retry`);
    expect(retry.status).toBe(201);
    const retried = (await body(retry)) as { id: string; creditCost: number };
    expect(retried.creditCost).toBe(0);
    await processGeneration(h.ctx, retried.id);
    const done = storyBookSchema.parse(
      await body(await api(h, cookie, 'GET', `/api/story-books/${book.projectId}`)),
    );
    expect(done.progress).toEqual({ done: 4, failed: 0, total: 4 });
    expect(done.pages[1]).toMatchObject({ caption: page2.caption, generation: { id: retried.id } });
  });

  it('edits a caption: the owner only, kid-safety checked', async () => {
    const a = await signIn(h);
    const b = await signIn(h, 'Bo');
    const q = await quoted(a.cookie, { ...request, length: 4 });
    const book = storyBookSchema.parse(
      await body(
        await api(h, a.cookie, 'POST', '/api/story-books', { ...request, length: 4, quote: q.quote }),
      ),
    );
    const url = `/api/story-books/${book.projectId}/pages/3`;
    const ok = await api(h, a.cookie, 'PATCH', url, { caption: '  Mia gave the duck an apple.  ' });
    expect(ok.status).toBe(200);
    expect(storyBookSchema.parse(await body(ok)).pages[2]!.caption).toBe('Mia gave the duck an apple.');
    expect((await api(h, b.cookie, 'PATCH', url, { caption: 'Hello.' })).status).toBe(404);
    expect((await api(h, b.cookie, 'GET', `/api/story-books/${book.projectId}`)).status).toBe(404);
    expect(
      (await api(h, a.cookie, 'PATCH', url, { caption: 'a man with a knife killing someone' })).status,
    ).toBe(422);
    expect(
      (await api(h, a.cookie, 'PATCH', `/api/story-books/${book.projectId}/pages/9`, { caption: 'Hi.' }))
        .status,
    ).toBe(404);
    expect((await api(h, a.cookie, 'PATCH', url, { caption: '' })).status).toBe(400);
  });
});

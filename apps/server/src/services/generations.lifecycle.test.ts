import { generationSchema } from '@inkling/contracts/api';
import { EngineError } from '@inkling/engine';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  api,
  body,
  createGeneration,
  createProject,
  drawRecordingRequests,
  failingGenerator,
  fakePage,
  fixture,
  override,
  signIn,
} from '../../test/factories';
import { createHarness, type Harness, RecordingQueue, TEST_DATABASES } from '../../test/harness';
import { generations } from '../db/schema';
import { listLedger } from '../repositories/credits.repository';
import { verifyLedger } from './credits.service';
import {
  failAndRefund,
  GENERIC_FAILURE,
  INTERRUPTED_FAILURE,
  processGeneration,
  recoverUnfinished,
} from './generations.service';

/** Waits until `check` holds (notifications over PostgreSQL arrive a moment later), at most 5 s. */
async function eventually(check: () => boolean): Promise<void> {
  const deadline = Date.now() + 5_000;
  while (!check() && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
}

const atStartup = { activeJobsAreOrphans: true, olderThanMs: 0 };

/** A multipart page request with the fixture photo and these text fields. */
function photoForm(fields: Record<string, string>): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append(
    'inputImage',
    new File([new Uint8Array(fixture('photo.jpg'))], 'photo.jpg', { type: 'image/jpeg' }),
  );
  return form;
}

describe.each(TEST_DATABASES)('the life of a page: process, fail, recover (%s)', (kind) => {
  let h: Harness;
  beforeAll(async () => {
    h = await createHarness(kind);
  });
  afterAll(() => h.close());

  const getGeneration = async (cookie: string, id: string) =>
    generationSchema.parse(await body(await api(h, cookie, 'GET', `/api/generations/${id}`)));

  it('completes a generation: files stored, result URLs, sizes, elements, one notification per change', async () => {
    const { cookie } = await signIn(h);
    const p = await createProject(h, cookie);
    // Listening from before the page exists: on PostgreSQL a notification arrives through
    // LISTEN a moment after it is sent, so one subscribed after creating the page could still
    // receive the creation's own notice (it did once, on a loaded machine).
    const seen: (string | null)[] = [];
    const unsubscribe = h.ctx.notifier.subscribe(p.id, (change) => seen.push(change.generationId));
    const g = await createGeneration(h, cookie, p.id, 'dog in a garden');
    await processGeneration(h.ctx, g.id);
    await eventually(() => seen.length >= 3);
    unsubscribe();
    // 'queued', 'generating', then 'completed': one notification each, for this page only.
    expect(seen).toEqual([g.id, g.id, g.id]);
    const done = await getGeneration(cookie, g.id);
    expect(done).toMatchObject({ status: 'completed', error: null, elements: ['dog'] });
    expect(done.result).toMatchObject({ width: 51, height: 66, dpi: 300 });
    expect(done.completedAt).not.toBeNull();
    const print = await api(h, cookie, 'GET', done.result!.printUrl);
    expect(print.status).toBe(200);
    expect(print.headers.get('content-type')).toBe('image/png');
    expect(print.headers.get('cache-control')).toBe('private, max-age=31536000, immutable');
    const etag = print.headers.get('etag')!;
    expect(
      (await api(h, cookie, 'GET', done.result!.printUrl, undefined, { 'if-none-match': etag })).status,
    ).toBe(304);
    const svg = await api(h, cookie, 'GET', done.result!.svgUrl!);
    expect(svg.headers.get('content-type')).toBe('image/svg+xml');
  });

  it('the photo sent with the page reaches the engine as its reference image, re-encoded', async () => {
    const { cookie } = await signIn(h);
    const form = photoForm({ prompt: 'my cat as a knight' });
    const res = await h.app.request('/api/generations', { method: 'POST', headers: { cookie }, body: form });
    expect(res.status).toBe(201);
    const { generation } = await body(res);
    const seen = await drawRecordingRequests(h, [generation.id]);
    const stored = Buffer.from(await (await api(h, cookie, 'GET', generation.inputImageUrl)).arrayBuffer());
    expect(seen).toHaveLength(1);
    expect(seen[0]!.referenceImage?.equals(stored)).toBe(true);
    expect(seen[0]!.characters).toEqual([]);
    expect((await getGeneration(cookie, generation.id)).status).toBe('completed');
  });

  it('a marked subject and the line detail go with the photo to the engine, show on the page and survive a retry', async () => {
    const { cookie } = await signIn(h);
    const subject = { x: 0.1, y: 0.2, w: 0.5, h: 0.6 };
    const form = photoForm({ prompt: 'my cat', photoSubject: JSON.stringify(subject), photoDetail: 'fewer' });
    const res = await h.app.request('/api/generations', { method: 'POST', headers: { cookie }, body: form });
    expect(res.status).toBe(201);
    const { generation } = await body(res);
    expect(generation).toMatchObject({ photoSubject: subject, photoDetail: 'fewer', fallback: false });
    const retry = await body(await api(h, cookie, 'POST', `/api/generations/${generation.id}/retry`));
    expect(retry).toMatchObject({ photoSubject: subject, photoDetail: 'fewer' });
    const seen = await drawRecordingRequests(h, [generation.id, retry.id]);
    expect(seen.map((r) => [r.photoSubject, r.photoDetail])).toEqual([
      [subject, 'fewer'],
      [subject, 'fewer'],
    ]);
  });

  it('refuses a marked subject or detail without a photo, or a subject outside the photo or not JSON (400, nothing spent)', async () => {
    const { cookie } = await signIn(h);
    const credits = async () => (await body(await api(h, cookie, 'GET', '/api/credits'))).credits;
    const before = await credits();
    const noPhoto = await api(h, cookie, 'POST', '/api/generations', {
      prompt: 'a cat',
      photoSubject: { x: 0, y: 0, w: 0.5, h: 0.5 },
    });
    expect(noPhoto.status).toBe(400);
    expect((await body(noPhoto)).error.message).toBe(
      'Marking a subject or choosing the detail needs a photo. Please attach one.',
    );
    expect(
      (await api(h, cookie, 'POST', '/api/generations', { prompt: 'a cat', photoDetail: 'more' })).status,
    ).toBe(400);
    for (const photoSubject of [
      '{"x":0.8,"y":0,"w":0.5,"h":0.5}',
      'not json',
      '{"x":0,"y":0,"w":0.01,"h":0.5}',
    ]) {
      const form = photoForm({ prompt: 'my cat', photoSubject });
      const res = await h.app.request('/api/generations', {
        method: 'POST',
        headers: { cookie },
        body: form,
      });
      expect(res.status, photoSubject).toBe(400);
    }
    expect(await credits()).toBe(before);
  });

  it('a stand-in page (nothing in the prompt understood) is marked fallback for the chat to say so', async () => {
    const { cookie } = await signIn(h);
    const p = await createProject(h, cookie);
    const g = await createGeneration(h, cookie, p.id, 'zorblax quimp');
    const restore = override(h.ctx.engine, {
      generatePage: async (request) => {
        const page = fakePage(request);
        return { ...page, metadata: { ...page.metadata, fallback: true } };
      },
    });
    try {
      await processGeneration(h.ctx, g.id);
    } finally {
      restore();
    }
    expect(await getGeneration(cookie, g.id)).toMatchObject({ status: 'completed', fallback: true });
  });

  it('a saved character reaches the engine with its picture, title and description', async () => {
    const { cookie } = await signIn(h);
    const p = await createProject(h, cookie);
    const first = await createGeneration(h, cookie, p.id, 'a dragon');
    await processGeneration(h.ctx, first.id);
    const character = await body(
      await api(h, cookie, 'POST', '/api/characters', {
        generationId: first.id,
        title: 'Sparky',
        description: 'a small round dragon with a red scarf',
      }),
    );
    const g = await body(
      await api(h, cookie, 'POST', '/api/generations', {
        prompt: 'Sparky at the beach',
        projectId: p.id,
        characterId: character.id,
      }),
    );
    const seen = await drawRecordingRequests(h, [g.generation.id]);
    expect(seen[0]!.characters).toMatchObject([
      { name: 'Sparky', description: 'a small round dragon with a red scarf' },
    ]);
    expect(Buffer.isBuffer(seen[0]!.characters![0]!.image)).toBe(true);
  });

  it('a job for a generation that is not waiting does nothing', async () => {
    const { cookie } = await signIn(h);
    const p = await createProject(h, cookie);
    const g = await createGeneration(h, cookie, p.id);
    await processGeneration(h.ctx, g.id);
    await processGeneration(h.ctx, g.id);
    expect((await getGeneration(cookie, g.id)).status).toBe('completed');
  });

  it('failure: status failed, the engine message kept, the credit refunded exactly once', async () => {
    const restore = override(h.ctx.engine, { generatePage: failingGenerator() });
    try {
      const { cookie, userId } = await signIn(h);
      const p = await createProject(h, cookie);
      const g = await createGeneration(h, cookie, p.id);
      expect(await verifyLedger(h.ctx, userId)).toMatchObject({ ok: true, balance: 10, daily: 4 });
      await processGeneration(h.ctx, g.id);
      const failed = generationSchema.parse(
        await body(await api(h, cookie, 'GET', `/api/generations/${g.id}`)),
      );
      expect(failed).toMatchObject({ status: 'failed', error: 'The drawing service is busy.', result: null });
      // A second failure report (e.g. a duplicate job) must not refund again.
      await failAndRefund(h.ctx, g.id, 'again', 'internal');
      expect(await verifyLedger(h.ctx, userId)).toMatchObject({ ok: true, balance: 10, daily: 5 });
      const refunds = (await listLedger(h.ctx.db, userId)).filter((e) => e.reason === 'refund');
      expect(refunds.map((e) => e.idempotencyKey)).toEqual([`refund:${g.id}`]);
    } finally {
      restore();
    }
  });

  it('an unexpected error keeps a generic message (no internals) and a free retry is not refunded', async () => {
    const restore = override(h.ctx.engine, {
      generatePage: failingGenerator(new Error('ECONNRESET 10.0.0.3:5432 secret stack')),
    });
    try {
      const { cookie, userId } = await signIn(h);
      const p = await createProject(h, cookie);
      const g = await createGeneration(h, cookie, p.id);
      const retry = await body(await api(h, cookie, 'POST', `/api/generations/${g.id}/retry`));
      await processGeneration(h.ctx, g.id);
      await processGeneration(h.ctx, retry.id);
      const failed = await body(await api(h, cookie, 'GET', `/api/generations/${g.id}`));
      expect(failed.error).toBe(GENERIC_FAILURE);
      expect((await body(await api(h, cookie, 'GET', `/api/generations/${retry.id}`))).status).toBe('failed');
      expect(await verifyLedger(h.ctx, userId)).toMatchObject({ ok: true, balance: 10, daily: 5 });
    } finally {
      restore();
    }
  });

  it('restart recovery: re-queues once, then fails and refunds', async () => {
    const { cookie, userId } = await signIn(h);
    const p = await createProject(h, cookie);
    const stuck = await createGeneration(h, cookie, p.id, 'stuck while generating');
    const queued = await createGeneration(h, cookie, p.id, 'still queued');
    const orphan = await createGeneration(h, cookie, p.id, 'created but never queued');
    // The worker died while drawing `stuck`; `orphan` lost its job; `queued` still has one.
    await h.ctx.db.update(generations).set({ status: 'generating' }).where(eq(generations.id, stuck.id));
    const queue = new RecordingQueue();
    queue.enqueued.push(queued.id);

    await recoverUnfinished({ ...h.ctx, queue }, atStartup);
    expect(queue.enqueued).toEqual(expect.arrayContaining([queued.id, stuck.id, orphan.id]));
    expect(queue.enqueued.filter((id) => id === queued.id)).toHaveLength(1);
    expect((await getGeneration(cookie, stuck.id)).status).toBe('created');

    // It dies again on the same page: the second attempt is the last.
    await h.ctx.db.update(generations).set({ status: 'generating' }).where(eq(generations.id, stuck.id));
    await recoverUnfinished({ ...h.ctx, queue }, atStartup);
    const failed = await getGeneration(cookie, stuck.id);
    expect(failed).toMatchObject({ status: 'failed', error: INTERRUPTED_FAILURE });
    const rows = await h.ctx.db.execute(sql`select attempts from generations where id = ${stuck.id}`);
    expect(Number((rows as unknown as { rows: { attempts: number }[] }).rows[0]!.attempts)).toBe(2);
    const balance = await verifyLedger(h.ctx, userId);
    expect(balance.ok).toBe(true);
    // Three pages drawn on the daily credits, one of them refunded to them.
    expect(balance).toMatchObject({ balance: 10, daily: 5 - 3 + 1 });
  });

  it('periodic recovery leaves young generations and those a live worker holds alone', async () => {
    const { cookie } = await signIn(h);
    const p = await createProject(h, cookie);
    const held = await createGeneration(h, cookie, p.id, 'held by another worker');
    const lost = await createGeneration(h, cookie, p.id, 'its job was lost');
    await h.ctx.db.update(generations).set({ status: 'generating' }).where(eq(generations.id, held.id));
    const queue = new RecordingQueue();
    queue.jobState = async (id) => ({ waiting: false, active: id === held.id });
    const periodic = { activeJobsAreOrphans: false, olderThanMs: 60_000 };

    await recoverUnfinished({ ...h.ctx, queue }, periodic);
    expect(queue.enqueued).not.toContain(lost.id);

    await h.ctx.db.execute(
      sql`update generations set created_at = now() - interval '2 minutes' where project_id = ${p.id}`,
    );
    await recoverUnfinished({ ...h.ctx, queue }, periodic);
    expect(queue.enqueued).toContain(lost.id);
    expect(queue.enqueued).not.toContain(held.id);
    expect((await getGeneration(cookie, held.id)).status).toBe('generating');
  });

  it('a generation whose job could not be queued is still created, and recovery queues it', async () => {
    const restore = override(h.ctx.queue, {
      enqueueGeneration: async () => {
        throw new Error('queue down');
      },
    });
    let generationId: string;
    let cookie: string;
    try {
      cookie = (await signIn(h)).cookie;
      const p = await createProject(h, cookie);
      const g = await createGeneration(h, cookie, p.id);
      expect(g.status).toBe('created');
      generationId = g.id;
    } finally {
      restore();
    }
    const queue = new RecordingQueue();
    await recoverUnfinished({ ...h.ctx, queue }, atStartup);
    expect(queue.enqueued).toContain(generationId);
    expect((await getGeneration(cookie, generationId)).status).toBe('created');
  });

  it('an EngineError keeps its own user-safe message', () => {
    expect(new EngineError('timeout', 'Took too long').message).toBe('Took too long');
  });
});

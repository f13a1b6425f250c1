import { generationSchema } from '@inkling/contracts/api';
import { EngineError } from '@inkling/engine/errors';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, body, createGeneration, createProject, failingGenerator, signIn } from '../../test/factories';
import { createHarness, type Harness, RecordingQueue, TEST_DATABASES } from '../../test/harness';
import { generations } from '../db/schema';
import { listLedger } from '../repositories/credits.repository';
import { verifyLedger } from '../services/credits.service';
import { failAndRefund, GENERIC_FAILURE } from '../services/generations.service';
import { INTERRUPTED_FAILURE, processGeneration, recoverUnfinished } from './generate-page.job';

const atStartup = { activeJobsAreOrphans: true, olderThanMs: 0 };

describe.each(TEST_DATABASES)('generate-page job (%s)', (kind) => {
  let h: Harness;
  beforeAll(async () => {
    h = await createHarness(kind);
  });
  afterAll(() => h.close());

  const getGeneration = async (cookie: string, id: string) =>
    generationSchema.parse(await body(await api(h, cookie, 'GET', `/api/generations/${id}`)));

  it('completes a generation: files stored, result URLs, sizes, elements, events in order', async () => {
    const { cookie } = await signIn(h);
    const p = await createProject(h, cookie);
    const g = await createGeneration(h, cookie, p.id, 'dog in a garden');
    const seen: string[] = [];
    const unsubscribe = h.ctx.events.subscribe(p.id, (row) => seen.push(row.status));
    await processGeneration(h.ctx, g.id);
    unsubscribe();
    expect(seen).toEqual(['generating', 'completed']);
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

  it('a job for a generation that is not waiting does nothing', async () => {
    const { cookie } = await signIn(h);
    const p = await createProject(h, cookie);
    const g = await createGeneration(h, cookie, p.id);
    await processGeneration(h.ctx, g.id);
    await processGeneration(h.ctx, g.id);
    expect((await getGeneration(cookie, g.id)).status).toBe('completed');
  });

  it('failure: status failed, the engine message kept, the credit refunded exactly once', async () => {
    const failing = await createHarness(kind, { engine: { generatePage: failingGenerator() } });
    try {
      const { cookie, userId } = await signIn(failing);
      const p = await createProject(failing, cookie);
      const g = await createGeneration(failing, cookie, p.id);
      expect((await verifyLedger(failing.ctx.db, userId)).balance).toBe(9);
      await processGeneration(failing.ctx, g.id);
      const failed = generationSchema.parse(
        await body(await api(failing, cookie, 'GET', `/api/generations/${g.id}`)),
      );
      expect(failed).toMatchObject({ status: 'failed', error: 'The drawing service is busy.', result: null });
      // A second failure report (e.g. a duplicate job) must not refund again.
      await failAndRefund(failing.ctx, g.id, 'again');
      expect(await verifyLedger(failing.ctx.db, userId)).toEqual({ ok: true, balance: 10, ledgerSum: 10 });
      const refunds = (await listLedger(failing.ctx.db, userId)).filter((e) => e.reason === 'refund');
      expect(refunds.map((e) => e.idempotencyKey)).toEqual([`refund:${g.id}`]);
    } finally {
      await failing.close();
    }
  });

  it('an unexpected error keeps a generic message (no internals) and a free retry is not refunded', async () => {
    const failing = await createHarness(kind, {
      engine: { generatePage: failingGenerator(new Error('ECONNRESET 10.0.0.3:5432 secret stack')) },
    });
    try {
      const { cookie, userId } = await signIn(failing);
      const p = await createProject(failing, cookie);
      const g = await createGeneration(failing, cookie, p.id);
      const retry = await body(await api(failing, cookie, 'POST', `/api/generations/${g.id}/retry`));
      await processGeneration(failing.ctx, g.id);
      await processGeneration(failing.ctx, retry.id);
      const failed = await body(await api(failing, cookie, 'GET', `/api/generations/${g.id}`));
      expect(failed.error).toBe(GENERIC_FAILURE);
      expect((await body(await api(failing, cookie, 'GET', `/api/generations/${retry.id}`))).status).toBe(
        'failed',
      );
      expect(await verifyLedger(failing.ctx.db, userId)).toEqual({ ok: true, balance: 10, ledgerSum: 10 });
    } finally {
      await failing.close();
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

    const first = await recoverUnfinished({ ...h.ctx, queue }, atStartup);
    expect(first.failed).toBe(0);
    expect(queue.enqueued).toEqual(expect.arrayContaining([queued.id, stuck.id, orphan.id]));
    expect(queue.enqueued.filter((id) => id === queued.id)).toHaveLength(1);
    expect((await getGeneration(cookie, stuck.id)).status).toBe('created');

    // It dies again on the same page: the second attempt is the last.
    await h.ctx.db.update(generations).set({ status: 'generating' }).where(eq(generations.id, stuck.id));
    const second = await recoverUnfinished({ ...h.ctx, queue }, atStartup);
    expect(second).toEqual({ requeued: 0, failed: 1 });
    const failed = await getGeneration(cookie, stuck.id);
    expect(failed).toMatchObject({ status: 'failed', error: INTERRUPTED_FAILURE });
    const rows = await h.ctx.db.execute(sql`select attempts from generations where id = ${stuck.id}`);
    expect(Number((rows as unknown as { rows: { attempts: number }[] }).rows[0]!.attempts)).toBe(2);
    const balance = await verifyLedger(h.ctx.db, userId);
    expect(balance.ok).toBe(true);
    expect(balance.balance).toBe(10 - 3 + 1);
  });

  it('periodic recovery leaves young generations and those a live worker holds alone', async () => {
    const { cookie } = await signIn(h);
    const p = await createProject(h, cookie);
    const held = await createGeneration(h, cookie, p.id, 'held by another worker');
    await h.ctx.db.update(generations).set({ status: 'generating' }).where(eq(generations.id, held.id));
    const busyQueue = new RecordingQueue();
    busyQueue.jobState = async (id) => ({ waiting: false, active: id === held.id });
    const young = await recoverUnfinished(
      { ...h.ctx, queue: busyQueue },
      { activeJobsAreOrphans: false, olderThanMs: 60_000 },
    );
    expect(young).toEqual({ requeued: 0, failed: 0 });
    await h.ctx.db.execute(
      sql`update generations set created_at = now() - interval '2 minutes' where project_id = ${p.id}`,
    );
    const later = await recoverUnfinished(
      { ...h.ctx, queue: busyQueue },
      { activeJobsAreOrphans: false, olderThanMs: 60_000 },
    );
    expect(later).toEqual({ requeued: 0, failed: 0 });
    expect((await getGeneration(cookie, held.id)).status).toBe('generating');
  });

  it('a generation whose job could not be queued is still created, and recovery queues it', async () => {
    const broken = await createHarness(kind);
    try {
      broken.ctx.queue.enqueueGeneration = async () => {
        throw new Error('queue down');
      };
      const { cookie } = await signIn(broken);
      const p = await createProject(broken, cookie);
      const g = await createGeneration(broken, cookie, p.id);
      expect(g.status).toBe('created');
      const queue = new RecordingQueue();
      expect(await recoverUnfinished({ ...broken.ctx, queue }, atStartup)).toEqual({
        requeued: 1,
        failed: 0,
      });
      expect(queue.enqueued).toEqual([g.id]);
    } finally {
      await broken.close();
    }
  });

  it('an EngineError keeps its own user-safe message', () => {
    expect(new EngineError('timeout', 'Took too long').message).toBe('Took too long');
  });
});

import { generationSchema } from '@inkling/contracts/api';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, body, createGeneration, createProject, signIn } from '../../test/factories';
import { createHarness, type Harness, type RecordingQueue, TEST_DATABASES } from '../../test/harness';
import { creditBalances } from '../db/schema';
import { listLedger } from '../repositories/credits.repository';
import { getCredits, verifyLedger } from '../services/credits.service';

describe.each(TEST_DATABASES)('generations and credits (%s)', (kind) => {
  let h: Harness;
  beforeAll(async () => {
    h = await createHarness(kind);
  });
  afterAll(() => h.close());

  /**
   * Sets the user's lasting balance directly and uses up today's daily credits (with a
   * matching ledger entry, so verifyLedger holds).
   */
  async function setCredits(userId: string, credits: number) {
    await getCredits(h.ctx.db, userId);
    const current = await verifyLedger(h.ctx.db, userId);
    await h.ctx.db.execute(
      sql`insert into credit_ledger (user_id, delta, daily_delta, reason, idempotency_key) values (${userId}, ${credits - current.balance}, ${-current.daily}, 'test', ${`test:${userId}:${Date.now()}`})`,
    );
    await h.ctx.db
      .update(creditBalances)
      .set({ credits, dailyCredits: 0 })
      .where(sql`${creditBalances.userId} = ${userId}`);
  }

  it('creates a generation: 201, status created, 1 credit spent, job queued', async () => {
    const { cookie, userId } = await signIn(h);
    const p = await createProject(h, cookie);
    const res = await api(h, cookie, 'POST', `/api/projects/${p.id}/generations`, {
      prompt: '  a happy whale ',
    });
    expect(res.status).toBe(201);
    const g = generationSchema.parse(await body(res));
    expect(g).toMatchObject({ status: 'created', prompt: 'a happy whale', creditCost: 1, audience: 'kids' });
    expect(g.seed).toBeGreaterThanOrEqual(0);
    expect(g.seed).toBeLessThan(2 ** 31);
    expect((h.queue as RecordingQueue).enqueued).toContain(g.id);
    expect(await body(await api(h, cookie, 'GET', '/api/credits'))).toMatchObject({
      credits: 10,
      dailyCreditsRemaining: 4,
    });
    const ledger = await listLedger(h.ctx.db, userId);
    expect(ledger.find((e) => e.idempotencyKey === `generation:${g.id}`)).toMatchObject({
      delta: 0,
      dailyDelta: -1,
    });
    expect((await verifyLedger(h.ctx.db, userId)).ok).toBe(true);
  });

  it('blocked prompt: 422 with the friendly message and category, nothing charged or stored', async () => {
    const { cookie, userId } = await signIn(h);
    const p = await createProject(h, cookie);
    const res = await api(h, cookie, 'POST', `/api/projects/${p.id}/generations`, { prompt: 'a gun' });
    expect(res.status).toBe(422);
    expect((await body(res)).error).toEqual({
      code: 'blocked_prompt',
      message: "Let's draw something friendly instead!",
      category: 'weapons',
    });
    expect((await verifyLedger(h.ctx.db, userId)).balance).toBe(10);
    expect((await body(await api(h, cookie, 'GET', `/api/projects/${p.id}`))).generations).toEqual([]);
  });

  it('402 insufficient_credits at zero; the balance never goes negative', async () => {
    const { cookie, userId } = await signIn(h);
    const p = await createProject(h, cookie);
    await setCredits(userId, 0);
    const res = await api(h, cookie, 'POST', `/api/projects/${p.id}/generations`, { prompt: 'a cat' });
    expect(res.status).toBe(402);
    expect((await body(res)).error.code).toBe('insufficient_credits');
    expect(await verifyLedger(h.ctx.db, userId)).toMatchObject({ ok: true, balance: 0, daily: 0 });
  });

  it.each([
    [2, 1, 1],
    [20, 5, 5],
  ])('%i requests at once with %i credits left → exactly %i succeed', async (requests, credits, expected) => {
    const { cookie, userId } = await signIn(h);
    const p = await createProject(h, cookie);
    await setCredits(userId, credits);
    const responses = await Promise.all(
      Array.from({ length: requests }, (_, i) =>
        api(h, cookie, 'POST', `/api/projects/${p.id}/generations`, { prompt: `a cat number ${i}` }),
      ),
    );
    const statuses = responses.map((r) => r.status).sort();
    expect(statuses.filter((s) => s === 201)).toHaveLength(expected);
    expect(statuses.filter((s) => s === 402)).toHaveLength(requests - expected);
    expect(await verifyLedger(h.ctx.db, userId)).toMatchObject({ ok: true, balance: 0, daily: 0 });
    expect((await body(await api(h, cookie, 'GET', `/api/projects/${p.id}`))).generations).toHaveLength(
      expected,
    );
  });

  it('Idempotency-Key: a replay returns the first generation without a second charge', async () => {
    const { cookie, userId } = await signIn(h);
    const p = await createProject(h, cookie);
    const send = () =>
      api(
        h,
        cookie,
        'POST',
        `/api/projects/${p.id}/generations`,
        { prompt: 'a fox' },
        { 'Idempotency-Key': 'k-1' },
      );
    const [a, b] = await Promise.all([send(), send()]);
    const c = await send();
    const ids = await Promise.all([a, b, c].map(async (r) => (await body(r)).id));
    expect([a.status, b.status, c.status]).toEqual([201, 201, 201]);
    expect(new Set(ids).size).toBe(1);
    expect(await verifyLedger(h.ctx.db, userId)).toMatchObject({ ok: true, balance: 10, daily: 4 });
  });

  it('retry is a free variation with a new seed, rate-limited per user', async () => {
    const { cookie, userId } = await signIn(h);
    const p = await createProject(h, cookie);
    const g = await createGeneration(h, cookie, p.id, 'a robot');
    const res = await api(h, cookie, 'POST', `/api/generations/${g.id}/retry`);
    expect(res.status).toBe(201);
    const retry = generationSchema.parse(await body(res));
    expect(retry).toMatchObject({ prompt: 'a robot', creditCost: 0, retryOf: g.id, status: 'created' });
    expect(retry.id).not.toBe(g.id);
    expect((await verifyLedger(h.ctx.db, userId)).daily).toBe(4);

    const statuses: number[] = [];
    for (let i = 0; i < 12; i++)
      statuses.push((await api(h, cookie, 'POST', `/api/generations/${g.id}/retry`)).status);
    expect(statuses).toContain(429);
    expect((await verifyLedger(h.ctx.db, userId)).daily).toBe(4);
  });

  it('rejects an unknown upload or character id with 404 and charges nothing', async () => {
    const { cookie, userId } = await signIn(h);
    const p = await createProject(h, cookie);
    const missing = '00000000-0000-4000-8000-000000000000';
    for (const extra of [{ inputImageId: missing }, { characterId: missing }]) {
      const res = await api(h, cookie, 'POST', `/api/projects/${p.id}/generations`, {
        prompt: 'a cat',
        ...extra,
      });
      expect(res.status).toBe(404);
    }
    expect((await verifyLedger(h.ctx.db, userId)).balance).toBe(10);
  });

  it('validates the body with a readable 400', async () => {
    const { cookie } = await signIn(h);
    const p = await createProject(h, cookie);
    const res = await api(h, cookie, 'POST', `/api/projects/${p.id}/generations`, { prompt: '   ' });
    expect(res.status).toBe(400);
    expect((await body(res)).error.message).toBe('prompt: Please enter a prompt');
  });

  it('the ledger rejects UPDATE and DELETE', async () => {
    const { userId } = await signIn(h);
    await expect(
      h.ctx.db.execute(sql`update credit_ledger set delta = 100 where user_id = ${userId}`),
    ).rejects.toThrow();
    await expect(
      h.ctx.db.execute(sql`delete from credit_ledger where user_id = ${userId}`),
    ).rejects.toThrow();
    expect((await verifyLedger(h.ctx.db, userId)).balance).toBe(10);
  });
});

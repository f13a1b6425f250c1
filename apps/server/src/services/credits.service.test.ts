import { randomUUID } from 'node:crypto';
import { DAILY_FREE_CREDITS } from '@inkling/contracts/limits';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, body, createProject, signIn } from '../../test/factories';
import { createHarness, type Harness, TEST_DATABASES } from '../../test/harness';
import type { Db } from '../db/client';
import * as schema from '../db/schema';
import { creditBalances } from '../db/schema';
import type { AppError } from '../errors';
import { listLedger } from '../repositories/credits.repository';
import { checkAllLedgers, getCredits, spendForGeneration, verifyLedger } from './credits.service';

/**
 * Ledger and daily free credits (credits issue "Ledger and balance"; DESIGN decisions 2, 4),
 * on PGlite and, with TEST_DATABASE_URL, on PostgreSQL where concurrent requests run on
 * separate pool connections.
 */
describe.each(TEST_DATABASES)('credits ledger and daily credits (%s)', (kind) => {
  let h: Harness;
  // 2026-01-14 23:59:00 in New York (UTC−5).
  let now = new Date('2026-01-15T04:59:00Z');
  beforeAll(async () => {
    h = await createHarness(kind, { clock: () => now });
  });
  afterAll(() => h.close());

  /** Sets the lasting credits to `credits` with a matching ledger entry. */
  async function setLasting(userId: string, credits: number) {
    const current = await verifyLedger(h.ctx, userId);
    await h.ctx.db.execute(
      sql`insert into credit_ledger (user_id, delta, reason, idempotency_key) values (${userId}, ${credits - current.ledgerSum}, 'test', ${`test:${userId}:${Math.random()}`})`,
    );
    await h.ctx.db.update(creditBalances).set({ credits }).where(sql`${creditBalances.userId} = ${userId}`);
  }

  const generate = (cookie: string, projectId: string, i = 0) =>
    api(h, cookie, 'POST', '/api/generations', { projectId: projectId, prompt: `a cat number ${i}` });

  it('a new user has 10 lasting and 5 daily credits; daily ones are spent first', async () => {
    now = new Date('2026-01-15T15:00:00Z');
    const { cookie, userId, session } = await signIn(h);
    expect(session.credits).toMatchObject({ credits: 10, dailyCreditsRemaining: 5 });
    const p = await createProject(h, cookie);
    for (let i = 0; i < 6; i++) expect((await generate(cookie, p.id, i)).status).toBe(201);
    expect(await body(await api(h, cookie, 'GET', '/api/credits'))).toMatchObject({
      credits: 9,
      dailyCreditsRemaining: 0,
    });
    expect(await verifyLedger(h.ctx, userId)).toMatchObject({ ok: true, balance: 9, daily: 0 });
  });

  it('balance 5 (daily only) and 20 generation requests at once → exactly 5, balance 0', async () => {
    now = new Date('2026-01-15T15:00:00Z');
    const { cookie, userId } = await signIn(h);
    await setLasting(userId, 0);
    const p = await createProject(h, cookie);
    const statuses = (await Promise.all(Array.from({ length: 20 }, (_, i) => generate(cookie, p.id, i)))).map(
      (r) => r.status,
    );
    expect(statuses.filter((s) => s === 201)).toHaveLength(5);
    expect(statuses.filter((s) => s === 402)).toHaveLength(15);
    expect(await verifyLedger(h.ctx, userId)).toMatchObject({ ok: true, balance: 0, daily: 0 });
  });

  it('the day boundary: at 00:00 New York the leftovers expire and exactly 5 new arrive, even under load', async () => {
    now = new Date('2026-01-16T04:58:00Z'); // 23:58 on the 15th in New York
    const { cookie, userId } = await signIn(h);
    const p = await createProject(h, cookie);
    for (let i = 0; i < 2; i++) expect((await generate(cookie, p.id, i)).status).toBe(201);
    expect((await getCredits({ db: h.ctx.db, clock: () => now }, userId)).dailyCreditsRemaining).toBe(3);

    now = new Date('2026-01-16T05:00:00Z'); // 00:00 on the 16th
    const responses = await Promise.all([
      ...Array.from({ length: 8 }, () => api(h, cookie, 'GET', '/api/credits')),
      ...Array.from({ length: 3 }, (_, i) => generate(cookie, p.id, 10 + i)),
    ]);
    expect(responses.map((r) => r.status).sort()).toEqual([...Array(8).fill(200), 201, 201, 201].sort());
    expect(await body(await api(h, cookie, 'GET', '/api/credits'))).toMatchObject({
      credits: 10,
      dailyCreditsRemaining: DAILY_FREE_CREDITS - 3,
    });
    const keys = (await listLedger(h.ctx.db, userId)).map((e) => [e.idempotencyKey, e.dailyDelta]);
    expect(keys.filter(([k]) => String(k).startsWith('daily'))).toEqual([
      [`daily:${userId}:2026-01-15`, 5],
      [`daily-expiry:${userId}:2026-01-15`, -3],
      [`daily:${userId}:2026-01-16`, 5],
    ]);
    expect((await verifyLedger(h.ctx, userId)).ok).toBe(true);
  });

  it('not cumulative: days without visits add nothing; a clock going back changes nothing', async () => {
    now = new Date('2026-01-15T15:00:00Z');
    const { cookie, userId } = await signIn(h);
    now = new Date('2026-01-20T15:00:00Z');
    expect((await body(await api(h, cookie, 'GET', '/api/credits'))).dailyCreditsRemaining).toBe(5);
    now = new Date('2026-01-19T15:00:00Z');
    expect((await body(await api(h, cookie, 'GET', '/api/credits'))).dailyCreditsRemaining).toBe(5);
    expect((await verifyLedger(h.ctx, userId)).ok).toBe(true);
  });

  it('the ledger check finds no user whose balance differs from the ledger, and finds one that does', async () => {
    expect(await checkAllLedgers(h.ctx)).toEqual([]);
    const { userId } = await signIn(h);
    await h.ctx.db
      .update(creditBalances)
      .set({ credits: 99 })
      .where(sql`${creditBalances.userId} = ${userId}`);
    expect(await checkAllLedgers(h.ctx)).toEqual([
      expect.objectContaining({ userId, credits: 99, ledgerDelta: 10 }),
    ]);
    await setLasting(userId, 99);
    expect(await checkAllLedgers(h.ctx)).toEqual([]);
  });
});

describe.runIf(TEST_DATABASES.includes('postgres'))('credits on separate PostgreSQL connections', () => {
  let h: Harness;
  let clients: pg.Client[] = [];
  let dbs: Db[] = [];
  beforeAll(async () => {
    h = await createHarness('postgres');
    clients = Array.from({ length: 20 }, () => new pg.Client({ connectionString: h.connectionString }));
    await Promise.all(clients.map((c) => c.connect()));
    dbs = clients.map((c) => drizzle(c, { schema }) as unknown as Db);
  });
  afterAll(async () => {
    await Promise.all(clients.map((c) => c.end()));
    await h.close();
  });

  it('balance 5 and 20 spends on 20 connections at once → exactly 5 succeed, balance 0', async () => {
    const now = new Date('2027-03-02T15:00:00Z');
    const clock = () => now;
    const { userId } = await signIn(h);
    await getCredits({ db: h.ctx.db, clock }, userId);
    await h.ctx.db.execute(
      sql`insert into credit_ledger (user_id, delta, reason, idempotency_key) values (${userId}, -10, 'test', ${`test:${userId}`})`,
    );
    await h.ctx.db
      .update(creditBalances)
      .set({ credits: 0 })
      .where(sql`${creditBalances.userId} = ${userId}`);
    const results = await Promise.allSettled(
      dbs.map((db) => db.transaction((tx) => spendForGeneration({ db: tx, clock }, userId, randomUUID(), 1))),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(5);
    const refused = results.filter((r) => r.status === 'rejected');
    expect(refused).toHaveLength(15);
    for (const r of refused) expect((r.reason as AppError).code).toBe('insufficient_credits');
    expect(await verifyLedger(h.ctx, userId)).toMatchObject({ ok: true, balance: 0, daily: 0 });
  });

  it('the first requests of a new day on 20 connections at once grant the daily credits exactly once', async () => {
    const { userId } = await signIn(h);
    await getCredits({ db: h.ctx.db, clock: () => new Date('2027-03-02T15:00:00Z') }, userId);
    const midnight = new Date('2027-03-03T05:00:00Z'); // 00:00 in New York
    const seen = await Promise.all(dbs.map((db) => getCredits({ db, clock: () => midnight }, userId)));
    expect(new Set(seen.map((c) => c.dailyCreditsRemaining))).toEqual(new Set([DAILY_FREE_CREDITS]));
    // (Sign-in ran on the real clock; only the 2027 days matter here.)
    const daily = (await listLedger(h.ctx.db, userId)).filter(
      (e) => e.reason === 'daily' && e.idempotencyKey.includes(':2027-'),
    );
    expect(daily.map((e) => e.idempotencyKey)).toEqual([
      `daily:${userId}:2027-03-02`,
      `daily:${userId}:2027-03-03`,
    ]);
    expect((await checkAllLedgers(h.ctx)).filter((m) => m.userId === userId)).toEqual([]);
  });
});

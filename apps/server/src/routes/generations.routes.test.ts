import { createdGenerationSchema, generationSchema } from '@inkling/contracts/api';
import { API_ERRORS } from '@inkling/contracts/messages';
import { checkPrompt } from '@inkling/engine';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, body, createGeneration, createProject, signIn } from '../../test/factories';
import { createHarness, type Harness, type RecordingQueue, TEST_DATABASES } from '../../test/harness';
import { creditBalances } from '../db/schema';
import { listLedger } from '../repositories/credits.repository';
import { getCredits, verifyLedger } from '../services/credits.service';
import { RATE_LIMITS } from '../services/rate-limit';

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
    await getCredits(h.ctx, userId);
    const current = await verifyLedger(h.ctx, userId);
    await h.ctx.db.execute(
      sql`insert into credit_ledger (user_id, delta, daily_delta, reason, idempotency_key) values (${userId}, ${credits - current.balance}, ${-current.daily}, 'test', ${`test:${userId}:${Date.now()}`})`,
    );
    await h.ctx.db
      .update(creditBalances)
      .set({ credits, dailyCredits: 0 })
      .where(sql`${creditBalances.userId} = ${userId}`);
  }

  /** The user's projects as the API lists them (the first page's cards). */
  const projectsOf = async (cookie: string) =>
    (await body(await api(h, cookie, 'GET', '/api/projects'))).projects;

  it('one call without a project: creates the project (titled from the prompt), spends 1 credit, queues the page', async () => {
    const { cookie, userId } = await signIn(h);
    const res = await api(h, cookie, 'POST', '/api/generations', { prompt: '  a happy whale ' });
    expect(res.status).toBe(201);
    const created = createdGenerationSchema.parse(await body(res));
    expect(created.replayed).toBe(false);
    expect(created.project.title).toBe('a happy whale');
    const g = created.generation;
    expect(g).toMatchObject({
      status: 'created',
      prompt: 'a happy whale',
      creditCost: 1,
      audience: 'kids',
      format: 'letter',
      projectId: created.project.id,
    });
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
    expect((await verifyLedger(h.ctx, userId)).ok).toBe(true);
    const projects = await projectsOf(cookie);
    expect(projects.map((x: { id: string }) => x.id)).toEqual([created.project.id]);
  });

  it('with a projectId the page joins that project, with the chosen audience and format', async () => {
    const { cookie } = await signIn(h);
    const p = await createProject(h, cookie);
    const res = await api(h, cookie, 'POST', '/api/generations', {
      projectId: p.id,
      prompt: 'a castle',
      audience: 'big-kids',
      format: 'a4',
    });
    expect(res.status).toBe(201);
    const created = createdGenerationSchema.parse(await body(res));
    expect(created.project).toMatchObject({ id: p.id, title: p.title });
    expect(created.generation).toMatchObject({ audience: 'big-kids', format: 'a4', projectId: p.id });
    expect(await projectsOf(cookie)).toHaveLength(1);
  });

  it('an audience or format the contracts do not know is a 400, and the database refuses one too', async () => {
    const { cookie } = await signIn(h);
    const bad = await api(h, cookie, 'POST', '/api/generations', { prompt: 'a cat', audience: 'adults' });
    expect(bad.status).toBe(400);
    expect(await projectsOf(cookie)).toEqual([]);
    const p = await createProject(h, cookie);
    const g = await createGeneration(h, cookie, p.id);
    await expect(
      h.ctx.db.execute(sql`update generations set audience = 'adults' where id = ${g.id}`),
    ).rejects.toThrow();
    await expect(
      h.ctx.db.execute(sql`update generations set format = 'poster' where id = ${g.id}`),
    ).rejects.toThrow();
  });

  it('blocked prompt (the real kid-safety check): 422 with its friendly message and category, nothing stored', async () => {
    const { cookie, userId } = await signIn(h);
    const prompt = 'a man with a knife killing someone';
    const verdict = await checkPrompt(prompt);
    expect(verdict.allowed).toBe(false);
    const res = await api(h, cookie, 'POST', '/api/generations', { prompt });
    expect(res.status).toBe(422);
    expect((await body(res)).error).toEqual({
      code: 'blocked_prompt',
      message: verdict.allowed ? '' : verdict.message,
      category: verdict.allowed ? '' : verdict.category,
    });
    expect((await verifyLedger(h.ctx, userId)).balance).toBe(10);
    expect(await projectsOf(cookie)).toEqual([]);
  });

  it('a refusal with a nearby idea carries it (issue 31): in the message and as `suggestion`', async () => {
    const { cookie } = await signIn(h);
    const res = await api(h, cookie, 'POST', '/api/generations', {
      prompt: 'a pirate pointing his sword at a girl',
    });
    expect(res.status).toBe(422);
    expect((await body(res)).error).toEqual({
      code: 'blocked_prompt',
      category: 'weapons',
      suggestion: 'a pirate ship on the ocean',
      message: "Let's keep everyone safe on our pages! How about a pirate ship on the ocean?",
    });
  });

  it('402 insufficient_credits at zero: no project, no page, the balance never goes negative', async () => {
    const { cookie, userId } = await signIn(h);
    await setCredits(userId, 0);
    const res = await api(h, cookie, 'POST', '/api/generations', { prompt: 'a cat' });
    expect(res.status).toBe(402);
    expect((await body(res)).error.code).toBe('insufficient_credits');
    expect(await verifyLedger(h.ctx, userId)).toMatchObject({ ok: true, balance: 0, daily: 0 });
    expect(await projectsOf(cookie)).toEqual([]);
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
        api(h, cookie, 'POST', '/api/generations', { projectId: p.id, prompt: `a cat number ${i}` }),
      ),
    );
    const statuses = responses.map((r) => r.status).sort();
    expect(statuses.filter((s) => s === 201)).toHaveLength(expected);
    expect(statuses.filter((s) => s === 402)).toHaveLength(requests - expected);
    expect(await verifyLedger(h.ctx, userId)).toMatchObject({ ok: true, balance: 0, daily: 0 });
    expect((await body(await api(h, cookie, 'GET', `/api/projects/${p.id}`))).generations).toHaveLength(
      expected,
    );
  });

  it('a double-clicked send (one Idempotency-Key, requests at once and again later) makes one project, one page, one debit', async () => {
    const { cookie, userId } = await signIn(h);
    const send = () =>
      api(h, cookie, 'POST', '/api/generations', { prompt: 'a fox' }, { 'Idempotency-Key': 'draft-1' });
    const [a, b] = await Promise.all([send(), send()]);
    const c = await send();
    expect([a.status, b.status, c.status]).toEqual([201, 201, 201]);
    const answers = await Promise.all(
      [a, b, c].map(async (r) => createdGenerationSchema.parse(await body(r))),
    );
    expect(new Set(answers.map((x) => x.generation.id)).size).toBe(1);
    expect(new Set(answers.map((x) => x.project.id)).size).toBe(1);
    expect(answers.filter((x) => !x.replayed)).toHaveLength(1);
    expect(await verifyLedger(h.ctx, userId)).toMatchObject({ ok: true, balance: 10, daily: 4 });
    const projects = await projectsOf(cookie);
    expect(projects).toHaveLength(1);
    expect(
      (await body(await api(h, cookie, 'GET', `/api/projects/${projects[0].id}`))).generations,
    ).toHaveLength(1);
    expect(
      (h.queue as RecordingQueue).enqueued.filter((id) => id === answers[0]!.generation.id),
    ).toHaveLength(1);
  });

  it('the same key from another user is another request', async () => {
    const first = await signIn(h);
    const second = await signIn(h, 'Grace');
    const send = (cookie: string) =>
      api(h, cookie, 'POST', '/api/generations', { prompt: 'an owl' }, { 'Idempotency-Key': 'shared' });
    const a = createdGenerationSchema.parse(await body(await send(first.cookie)));
    const b = createdGenerationSchema.parse(await body(await send(second.cookie)));
    expect(a.generation.id).not.toBe(b.generation.id);
    expect(b.replayed).toBe(false);
  });

  it('a body that is neither JSON nor multipart is a 400 (or 415) and changes nothing', async () => {
    const { cookie, userId } = await signIn(h);
    const none = await h.app.request('/api/generations', { method: 'POST', headers: { cookie } });
    expect(none.status).toBe(400);
    const text = await h.app.request('/api/generations', {
      method: 'POST',
      headers: { cookie, 'content-type': 'text/plain' },
      body: 'a cat',
    });
    expect(text.status).toBe(415);
    expect((await verifyLedger(h.ctx, userId)).balance).toBe(10);
  });

  it('page requests are limited per user (20 a minute): blocked prompts count, nothing is charged', async () => {
    const { cookie, userId } = await signIn(h);
    const prompt = 'a man with a knife killing someone';
    const statuses: number[] = [];
    for (let i = 0; i < RATE_LIMITS.pages.capacity + 1; i++) {
      statuses.push((await api(h, cookie, 'POST', '/api/generations', { prompt })).status);
    }
    expect(statuses.slice(0, RATE_LIMITS.pages.capacity)).toEqual(
      Array(RATE_LIMITS.pages.capacity).fill(422),
    );
    expect(statuses.at(-1)).toBe(429);
    const limited = await api(h, cookie, 'POST', '/api/generations', { prompt: 'a cat' });
    expect(limited.status).toBe(429);
    expect((await body(limited)).error.message).toBe(API_ERRORS.tooManyPages);
    expect((await verifyLedger(h.ctx, userId)).balance).toBe(10);
    expect(await projectsOf(cookie)).toEqual([]);
    // Another user is not slowed down by it.
    const other = await signIn(h, 'Linus');
    expect((await api(h, other.cookie, 'POST', '/api/generations', { prompt: 'a cat' })).status).toBe(201);
  });

  it('needs a session', async () => {
    const res = await h.app.request('/api/generations', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ prompt: 'a cat' }),
    });
    expect(res.status).toBe(401);
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
    expect((await verifyLedger(h.ctx, userId)).daily).toBe(4);

    const statuses: number[] = [];
    for (let i = 0; i < 12; i++)
      statuses.push((await api(h, cookie, 'POST', `/api/generations/${g.id}/retry`)).status);
    expect(statuses).toContain(429);
    expect((await verifyLedger(h.ctx, userId)).daily).toBe(4);
  });

  it('rejects an unknown project or character id with 404 and charges nothing', async () => {
    const { cookie, userId } = await signIn(h);
    const p = await createProject(h, cookie);
    const missing = '00000000-0000-4000-8000-000000000000';
    for (const extra of [{ projectId: missing }, { characterId: missing }]) {
      const res = await api(h, cookie, 'POST', '/api/generations', {
        projectId: p.id,
        prompt: 'a cat',
        ...extra,
      });
      expect(res.status).toBe(404);
    }
    expect((await verifyLedger(h.ctx, userId)).balance).toBe(10);
  });

  it('validates the body with a readable 400', async () => {
    const { cookie } = await signIn(h);
    const p = await createProject(h, cookie);
    const res = await api(h, cookie, 'POST', '/api/generations', { projectId: p.id, prompt: '   ' });
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
    expect((await verifyLedger(h.ctx, userId)).balance).toBe(10);
  });
});

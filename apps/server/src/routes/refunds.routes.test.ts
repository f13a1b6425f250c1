import { REFUND_TEXTS } from '@inkling/contracts/credit-messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  api,
  body,
  createGeneration,
  createProject,
  failingGenerator,
  override,
  signIn,
} from '../../test/factories';
import { createHarness, type Harness, TEST_DATABASES } from '../../test/harness';
import { listLedger } from '../repositories/credits.repository';
import { verifyLedger } from '../services/credits.service';
import { processGeneration } from '../services/generations.service';

/**
 * "Report this page" refunds (credits issue "Refunds"; DESIGN decisions 4, 5; spec content
 * §8 messages): once per page, 2 a day per user reset at 00:00 New York, own completed pages
 * only; automatic refunds of failed pages do not count.
 */
describe.each(TEST_DATABASES)('POST /api/generations/:id/report (%s)', (kind) => {
  let h: Harness;
  let now = new Date('2026-02-10T15:00:00Z');
  beforeAll(async () => {
    h = await createHarness(kind, { clock: () => now });
  });
  afterAll(() => h.close());

  async function completedPages(cookie: string, n: number) {
    const p = await createProject(h, cookie);
    const pages = [];
    for (let i = 0; i < n; i++) {
      const g = await createGeneration(h, cookie, p.id, `a kite number ${i}`);
      await processGeneration(h.ctx, g.id);
      pages.push(g);
    }
    return pages;
  }
  const report = (cookie: string, id: string) => api(h, cookie, 'POST', `/api/generations/${id}/report`);

  it('gives the credit back once per page, at most 2 a day, then the limit message until 00:00 New York', async () => {
    now = new Date('2026-02-10T15:00:00Z');
    const { cookie, userId } = await signIn(h);
    const [a, b, c] = await completedPages(cookie, 3);
    expect(await body(await api(h, cookie, 'GET', '/api/credits'))).toMatchObject({
      credits: 10,
      dailyCreditsRemaining: 2,
      refundsLeftToday: 2,
    });

    const first = await report(cookie, a!.id);
    expect(first.status).toBe(200);
    expect(await body(first)).toEqual({ credits: 10, dailyCreditsRemaining: 3, refundsLeftToday: 1 });

    const again = await report(cookie, a!.id);
    expect(again.status).toBe(409);
    expect((await body(again)).error.message).toBe(REFUND_TEXTS.alreadyRefunded);

    expect((await report(cookie, b!.id)).status).toBe(200);
    const third = await report(cookie, c!.id);
    expect(third.status).toBe(429);
    expect((await body(third)).error).toEqual({ code: 'rate_limited', message: REFUND_TEXTS.dailyLimit });
    expect((await body(await api(h, cookie, 'GET', '/api/session'))).credits.refundsLeftToday).toBe(0);

    now = new Date('2026-02-11T04:59:59Z'); // 23:59:59 in New York: still the same day
    expect((await report(cookie, c!.id)).status).toBe(429);
    now = new Date('2026-02-11T05:00:00Z'); // 00:00: refunds restock
    const next = await report(cookie, c!.id);
    expect(next.status).toBe(200);
    expect((await body(next)).refundsLeftToday).toBe(1);
    const refunds = (await listLedger(h.ctx.db, userId)).filter((e) => e.reason === 'report');
    expect(refunds.map((e) => e.idempotencyKey).sort()).toEqual(
      [a, b, c].map((g) => `refund:${g!.id}`).sort(),
    );
    expect((await verifyLedger(h.ctx, userId)).ok).toBe(true);
  });

  // Issue 32: "Report a problem" came back after a reload on a page already refunded.
  it("lists a project's refunded pages in GET /api/projects/:id, so the page is not offered again", async () => {
    now = new Date('2026-02-13T15:00:00Z');
    const { cookie } = await signIn(h);
    const [a, b] = await completedPages(cookie, 2);
    const projectOf = async () =>
      (await body(await api(h, cookie, 'GET', `/api/projects/${a!.projectId}`))) as {
        refundedPageIds: string[];
      };
    expect((await projectOf()).refundedPageIds).toEqual([]);
    expect((await report(cookie, a!.id)).status).toBe(200);
    expect((await projectOf()).refundedPageIds).toEqual([a!.id]);
    expect((await projectOf()).refundedPageIds).not.toContain(b!.id);
  });

  it('3 reports at once with 1 refund left → exactly 1 succeeds', async () => {
    now = new Date('2026-02-12T15:00:00Z');
    const { cookie, userId } = await signIn(h);
    const [first, ...rest] = await completedPages(cookie, 4);
    expect((await report(cookie, first!.id)).status).toBe(200);
    const statuses = (await Promise.all(rest.map((g) => report(cookie, g.id)))).map((r) => r.status).sort();
    expect(statuses).toEqual([200, 429, 429]);
    const refunds = (await listLedger(h.ctx.db, userId)).filter((e) => e.reason === 'report');
    expect(refunds).toHaveLength(2);
    expect(await verifyLedger(h.ctx, userId)).toMatchObject({ ok: true, balance: 10, daily: 5 - 4 + 2 });
  });

  it('failed pages are refunded automatically, cannot be reported and do not count', async () => {
    now = new Date('2026-02-13T15:00:00Z');
    const { cookie, userId } = await signIn(h);
    const p = await createProject(h, cookie);
    const restore = override(h.ctx.engine, { generatePage: failingGenerator() });
    const failed = await createGeneration(h, cookie, p.id, 'a storm');
    await processGeneration(h.ctx, failed.id);
    restore();
    expect((await report(cookie, failed.id)).status).toBe(409);
    const [a, b] = await completedPages(cookie, 2);
    expect((await report(cookie, a!.id)).status).toBe(200);
    expect((await report(cookie, b!.id)).status).toBe(200);
    expect(await verifyLedger(h.ctx, userId)).toMatchObject({ ok: true, balance: 10, daily: 5 });
  });

  it("only the user's own completed, paid pages: 401 signed out, 404 foreign, 409 unfinished or free", async () => {
    now = new Date('2026-02-14T15:00:00Z');
    const owner = await signIn(h);
    const other = await signIn(h);
    const [page] = await completedPages(owner.cookie, 1);
    const signedOut = await h.app.request(`/api/generations/${page!.id}/report`, { method: 'POST' });
    expect(signedOut.status).toBe(401);
    expect((await body(signedOut)).error.message).toBe(REFUND_TEXTS.signIn);
    expect((await report(other.cookie, page!.id)).status).toBe(404);
    const p = await createProject(h, owner.cookie);
    const pending = await createGeneration(h, owner.cookie, p.id, 'a boat');
    expect((await report(owner.cookie, pending.id)).status).toBe(409);
    const retry = await body(await api(h, owner.cookie, 'POST', `/api/generations/${page!.id}/retry`));
    await processGeneration(h.ctx, retry.id);
    const free = await report(owner.cookie, retry.id);
    expect(free.status).toBe(409);
    expect((await body(free)).error.message).toBe(REFUND_TEXTS.free);
    expect(await verifyLedger(h.ctx, other.userId)).toMatchObject({ ok: true, balance: 10, daily: 5 });
  });
});

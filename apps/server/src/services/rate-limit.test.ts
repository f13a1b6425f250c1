import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness, TEST_DATABASES } from '../../test/harness';
import { createRateLimits, RATE_LIMITS, type RateLimit, type RateLimitName } from './rate-limit';

/** All limits at 5 a minute, so the arithmetic below is easy to follow. */
const FIVE_A_MINUTE = Object.fromEntries(
  Object.keys(RATE_LIMITS).map((name) => [name, { capacity: 5, perMs: 60_000 }]),
) as Record<RateLimitName, RateLimit>;

/**
 * The database token buckets behind every rate limit (issue 12 finding 5: limits must survive
 * a restart and, on PostgreSQL, be shared by every process).
 */
describe.each(TEST_DATABASES)('rate limits in the database (%s)', (kind) => {
  let h: Harness;
  let now: Date;
  beforeAll(async () => {
    h = await createHarness(kind);
    now = new Date('2027-01-05T10:00:00Z');
  });
  afterAll(() => h.close());
  const limits = () => createRateLimits({ db: h.ctx.db, clock: () => now }, FIVE_A_MINUTE);

  it('20 takes at once on one bucket of 5 → exactly 5 succeed; the others say when to retry', async () => {
    const results = await Promise.all(Array.from({ length: 20 }, () => limits().take('pages', 'user-a')));
    expect(results.filter((r) => r.ok)).toHaveLength(5);
    for (const r of results.filter((r) => !r.ok)) expect(r).toEqual({ ok: false, retryAfterSeconds: 12 });
  });

  it('refills evenly (one token per 12 s), up to the capacity, and keys and names are separate', async () => {
    const first = limits();
    for (let i = 0; i < 5; i++) expect((await first.take('uploads', 'user-b')).ok).toBe(true);
    expect((await first.take('uploads', 'user-b')).ok).toBe(false);
    expect((await first.take('uploads', 'user-c')).ok).toBe(true);
    expect((await first.take('signIn', 'user-b')).ok).toBe(true);
    now = new Date(now.getTime() + 6_000);
    expect(await first.take('uploads', 'user-b')).toEqual({ ok: false, retryAfterSeconds: 6 });
    now = new Date(now.getTime() + 6_000);
    // A new object on the same database (a restarted process) sees the same bucket.
    const restarted = limits();
    expect((await restarted.take('uploads', 'user-b')).ok).toBe(true);
    expect((await restarted.take('uploads', 'user-b')).ok).toBe(false);
    now = new Date(now.getTime() + 10 * 60_000);
    const results = [];
    for (let i = 0; i < 6; i++) results.push((await restarted.take('uploads', 'user-b')).ok);
    expect(results).toEqual([true, true, true, true, true, false]);
  });

  it('prunes buckets idle long enough to be full again', async () => {
    await limits().take('retries', 'idle-user');
    now = new Date(now.getTime() + 2 * 60 * 60_000);
    expect(await limits().prune()).toBeGreaterThan(0);
    expect(await limits().prune()).toBe(0);
  });
});

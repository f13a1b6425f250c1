import type { Db } from '../db/client';
import { AppError } from '../errors';
import { deleteIdleBuckets, findBucket, takeToken } from '../repositories/rate-limits.repository';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;

/** A token bucket: `capacity` takes at once, refilled evenly over `perMs` milliseconds. */
export interface RateLimit {
  capacity: number;
  perMs: number;
}

/**
 * Every rate limit of the app, by name (keys are user ids or client addresses). Our own
 * numbers, each well above what a person does by hand:
 * - retries: free retries per user, 10 a minute (DESIGN decision 6);
 * - pages: POST /api/generations per user, 20 a minute — credits bound finished pages, this
 *   bounds the requests that cost nothing (blocked prompts, refused photos, 402s) yet still
 *   run a safety check or decode a 10 MB photo;
 * - uploads / uploadsByIp: image uploads (a page's photo, the avatar, a character) per user
 *   and per client address, 30 and 60 an hour (issue 12: 100 in a row were all re-encoded);
 * - signIn: sign-ins per client address, 10 per 10 minutes (issue 12: 30 new accounts in a row);
 * - applications / resumeChecks: job applications and résumé reads per client address, 5 and
 *   20 an hour (the careers form needs no sign-in, spec content §6, so the address is the key);
 * - communityPosts / communityReports / shareLinks: per user, 20, 30 and 60 an hour (issue 10
 *   "Rate limits per user: posts, reports, share links"; far above a family's use);
 * - communityReportsByIp: reports per client address, 10 an hour (issue 27 finding 7: accounts
 *   made in a row reported from one place; a family or a class shares an address);
 * - bookExports: POST …/book/exports per user, 60 an hour (issue 11; asking again for a book
 *   already made costs a request too, but no work);
 * - redeem / redeemByIp: POST /api/redeem per account and per client address, 20 and 60 an
 *   hour (issue 34: a family redeems a few codes; a classroom shares one address; gift codes
 *   carry ≥ 96 random bits, so the limits guard the database, not the codes' secrecy);
 * - storyTexts: POST /api/story-books/quote and caption edits per user, 120 an hour (each runs
 *   the kid-safety check, and the Moderations API when a key is set; a parent editing the 16
 *   captions of a book a few times stays far below it);
 * - hearts: POST and DELETE /api/community/posts/:id/heart per user, 120 an hour (issue 34:
 *   a child hearting a whole gallery page by page, and changing their mind, stays below it).
 */
export const RATE_LIMITS = {
  retries: { capacity: 10, perMs: MINUTE_MS },
  pages: { capacity: 20, perMs: MINUTE_MS },
  uploads: { capacity: 30, perMs: HOUR_MS },
  uploadsByIp: { capacity: 60, perMs: HOUR_MS },
  signIn: { capacity: 10, perMs: 10 * MINUTE_MS },
  applications: { capacity: 5, perMs: HOUR_MS },
  resumeChecks: { capacity: 20, perMs: HOUR_MS },
  communityPosts: { capacity: 20, perMs: HOUR_MS },
  communityReports: { capacity: 30, perMs: HOUR_MS },
  communityReportsByIp: { capacity: 10, perMs: HOUR_MS },
  shareLinks: { capacity: 60, perMs: HOUR_MS },
  bookExports: { capacity: 60, perMs: HOUR_MS },
  redeem: { capacity: 20, perMs: HOUR_MS },
  redeemByIp: { capacity: 60, perMs: HOUR_MS },
  storyTexts: { capacity: 120, perMs: HOUR_MS },
  hearts: { capacity: 120, perMs: HOUR_MS },
  /** "Show me an example" draws the scene again (~0.2 s of CPU) on each request (issue 17). */
  examples: { capacity: 30, perMs: MINUTE_MS },
} as const satisfies Record<string, RateLimit>;

export type RateLimitName = keyof typeof RATE_LIMITS;

/** The outcome of one take: refused takes say when the next token arrives, whole seconds (≥ 1). */
export type RateLimitResult = { ok: true } | { ok: false; retryAfterSeconds: number };

/** The app's rate limits (ctx.limits). */
export interface RateLimits {
  /**
   * Takes one token of limit `name` for `key` (a user id, or a client address; null → the
   * shared bucket 'unknown'). Throws only when the database fails.
   */
  take(name: RateLimitName, key: string | null): Promise<RateLimitResult>;
  /** Deletes buckets idle long enough to be full again; returns how many. */
  prune(): Promise<number>;
}

/**
 * Rate limits kept in the database (table rate_limit_buckets, one UPSERT per take), so they
 * survive a restart and are shared by every API process on one PostgreSQL server (issue 12).
 * `clock` is the context's clock, so tests can let buckets refill without waiting.
 */
export function createRateLimits(
  deps: { db: Db; clock: () => Date },
  limits: Record<RateLimitName, RateLimit> = RATE_LIMITS,
): RateLimits {
  return {
    async take(name, key) {
      const { capacity, perMs } = limits[name];
      const now = deps.clock();
      const bucketKey = key ?? 'unknown';
      if (await takeToken(deps.db, { name, key: bucketKey, capacity, perMs, now })) return { ok: true };
      const bucket = await findBucket(deps.db, name, bucketKey);
      const elapsed = bucket ? Math.max(0, now.getTime() - bucket.updatedAt.getTime()) : 0;
      const tokens = bucket ? Math.min(capacity, bucket.tokens + (elapsed * capacity) / perMs) : 0;
      const waitMs = ((1 - tokens) * perMs) / capacity;
      return { ok: false, retryAfterSeconds: Math.max(1, Math.ceil(waitMs / 1000)) };
    },
    prune() {
      const longest = Math.max(...Object.values(limits).map((l) => l.perMs));
      return deleteIdleBuckets(deps.db, new Date(deps.clock().getTime() - longest));
    },
  };
}

/**
 * Takes a token of limit `name` for `key` from `ctx.limits`; throws AppError 429
 * 'rate_limited' with `message` and the seconds to wait (Retry-After) when it is spent.
 */
export async function enforceRateLimit(
  ctx: { limits: RateLimits },
  name: RateLimitName,
  key: string | null,
  message: string,
): Promise<void> {
  const result = await ctx.limits.take(name, key);
  if (!result.ok)
    throw new AppError('rate_limited', message, { retryAfterSeconds: result.retryAfterSeconds });
}

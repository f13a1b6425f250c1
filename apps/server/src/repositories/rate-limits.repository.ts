import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { rateLimitBuckets } from '../db/schema';

/**
 * Takes one token from the bucket (`name`, `key`) in one statement: a new bucket starts full
 * (`capacity` − 1 left); an existing one is refilled by `capacity` tokens per `perMs` since
 * its last take (at most `capacity`) and decremented, but only when at least one token is
 * there — otherwise the row is left as it was and nothing is returned. Row locking of the
 * UPSERT makes concurrent takes on one bucket count exactly. Returns true when a token was taken.
 */
export async function takeToken(
  db: Db,
  bucket: { name: string; key: string; capacity: number; perMs: number; now: Date },
): Promise<boolean> {
  const { name, key, capacity, perMs, now } = bucket;
  const at = now.toISOString();
  const refilled = sql`least(${capacity}::double precision, ${rateLimitBuckets.tokens} + greatest(0, extract(epoch from (${at}::timestamptz - ${rateLimitBuckets.updatedAt})) * 1000) * ${capacity}::double precision / ${perMs}::double precision)`;
  const rows = await db
    .insert(rateLimitBuckets)
    .values({ name, key, tokens: capacity - 1, updatedAt: now })
    .onConflictDoUpdate({
      target: [rateLimitBuckets.name, rateLimitBuckets.key],
      set: {
        tokens: sql`${refilled} - 1`,
        updatedAt: sql`greatest(${rateLimitBuckets.updatedAt}, ${at}::timestamptz)`,
      },
      setWhere: sql`${refilled} >= 1`,
    })
    .returning({ tokens: rateLimitBuckets.tokens });
  return rows.length > 0;
}

/** The bucket's stored tokens and when they were computed, if it exists. */
export async function findBucket(db: Db, name: string, key: string) {
  const rows = await db
    .select({ tokens: rateLimitBuckets.tokens, updatedAt: rateLimitBuckets.updatedAt })
    .from(rateLimitBuckets)
    .where(and(eq(rateLimitBuckets.name, name), eq(rateLimitBuckets.key, key)));
  return rows[0];
}

/** Deletes buckets untouched since `before` (every limit is full again by then). Returns how many. */
export async function deleteIdleBuckets(db: Db, before: Date): Promise<number> {
  const rows = await db
    .delete(rateLimitBuckets)
    .where(sql`${rateLimitBuckets.updatedAt} < ${before.toISOString()}::timestamptz`)
    .returning({ name: rateLimitBuckets.name });
  return rows.length;
}

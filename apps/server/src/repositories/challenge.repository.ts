import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { challengeThemes, communityHearts, communityPosts } from '../db/schema';
import { listViewsWhere, type PostView } from './community.repository';

/** The moderators' themes of the given weeks ('2026-W48'), by week. */
export async function findThemes(db: Db, weeks: string[]): Promise<Map<string, string>> {
  if (weeks.length === 0) return new Map();
  const rows = await db.select().from(challengeThemes).where(inArray(challengeThemes.week, weeks));
  return new Map(rows.map((r) => [r.week, r.theme]));
}

/** Sets (or replaces) a moderator's theme for a week. */
export async function upsertTheme(db: Db, row: { week: string; theme: string; setBy: string; at: Date }) {
  await db
    .insert(challengeThemes)
    .values({ week: row.week, theme: row.theme, setBy: row.setBy, updatedAt: row.at })
    .onConflictDoUpdate({
      target: challengeThemes.week,
      set: { theme: row.theme, setBy: row.setBy, updatedAt: row.at },
    });
}

/** Removes a moderator's theme, so the week has its built-in one again. */
export async function deleteTheme(db: Db, week: string): Promise<void> {
  await db.delete(challengeThemes).where(eq(challengeThemes.week, week));
}

/**
 * Approved posts shared for the challenge of `week`: newest published first, or (`hearts`)
 * most hearted first — hearts given within [from, to), the week itself — then newest.
 */
export async function listChallengePosts(
  db: Db,
  week: string,
  sort: 'newest' | 'hearts',
  limit: number,
  range: { from: Date; to: Date },
): Promise<PostView[]> {
  const where = and(eq(communityPosts.challengeWeek, week), eq(communityPosts.status, 'approved'));
  const heartsThisWeek = sql<number>`(select count(*) from ${communityHearts} where ${communityHearts.postId} = ${communityPosts.id} and ${communityHearts.createdAt} >= ${range.from.toISOString()}::timestamptz and ${communityHearts.createdAt} < ${range.to.toISOString()}::timestamptz)`;
  const order =
    sort === 'hearts'
      ? [desc(heartsThisWeek), desc(communityPosts.publishedAt), desc(communityPosts.id)]
      : [desc(communityPosts.publishedAt), desc(communityPosts.id)];
  return listViewsWhere(db, where, order, limit);
}

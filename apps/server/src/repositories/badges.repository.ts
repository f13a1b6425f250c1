import { DAILY_RESET_TIME_ZONE } from '@inkling/contracts/limits';
import { and, eq, isNotNull, min, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { bookExports, communityPosts, files, generations } from '../db/schema';

/** When the user's first page finished, null before. */
export async function firstFinishedPageAt(db: Db, userId: string): Promise<Date | null> {
  const rows = await db
    .select({ at: min(generations.completedAt) })
    .from(generations)
    .where(and(eq(generations.userId, userId), eq(generations.status, 'completed')));
  return rows[0]?.at ?? null;
}

/** When the user's first book export (PDF or EPUB) was made, null before. */
export async function firstBookAt(db: Db, userId: string): Promise<Date | null> {
  const rows = await db
    .select({ at: min(bookExports.updatedAt) })
    .from(bookExports)
    .where(and(eq(bookExports.userId, userId), eq(bookExports.status, 'done')));
  return rows[0]?.at ?? null;
}

/** When the user first saved a page they coloured ("Save to my book", files of kind `colored`). */
export async function firstColoredAt(db: Db, userId: string): Promise<Date | null> {
  const rows = await db
    .select({ at: min(files.createdAt) })
    .from(files)
    .where(and(eq(files.userId, userId), eq(files.kind, 'colored')));
  return rows[0]?.at ?? null;
}

/**
 * The days (YYYY-MM-DD in DAILY_RESET_TIME_ZONE, the day free credits reset) on which the
 * user finished a page, oldest first, each with the day's first finished page.
 */
export async function makingDays(db: Db, userId: string): Promise<{ day: string; first: Date }[]> {
  // The zone is a constant written into the SQL (not a parameter), so GROUP BY matches the select.
  const zone = sql.raw(`'${DAILY_RESET_TIME_ZONE.replace(/[^A-Za-z_/]/g, '')}'`);
  const day = sql<string>`to_char(${generations.completedAt} at time zone ${zone}, 'YYYY-MM-DD')`;
  const rows = await db
    .select({ day, first: min(generations.completedAt) })
    .from(generations)
    .where(
      and(
        eq(generations.userId, userId),
        eq(generations.status, 'completed'),
        isNotNull(generations.completedAt),
      ),
    )
    .groupBy(day)
    .orderBy(day);
  return rows.map((r) => ({ day: r.day, first: new Date(r.first as Date) }));
}

/**
 * The weekly challenges the user shared a post for, each with its first such post's time,
 * oldest first (a withdrawn post no longer counts; a moderator's decision does not matter).
 */
export async function challengeWeeksOf(db: Db, userId: string): Promise<{ week: string; first: Date }[]> {
  const rows = await db
    .select({ week: communityPosts.challengeWeek, first: min(communityPosts.createdAt) })
    .from(communityPosts)
    .where(and(eq(communityPosts.userId, userId), isNotNull(communityPosts.challengeWeek)))
    .groupBy(communityPosts.challengeWeek)
    .orderBy(min(communityPosts.createdAt));
  return rows.map((r) => ({ week: r.week as string, first: new Date(r.first as Date) }));
}

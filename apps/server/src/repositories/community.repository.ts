import {
  type CommunityPostStatus,
  type CommunityReportReason,
  type ModerationAction,
  REPORTER_MIN_ACCOUNT_AGE_HOURS,
  REPORTER_MIN_FINISHED_PAGES,
} from '@inkling/contracts/community';
import { and, asc, count, desc, eq, inArray, isNull, lt, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import {
  type CommunityPostRow,
  communityHearts,
  communityPosts,
  communityReports,
  generations,
  moderationLog,
  profiles,
  user,
} from '../db/schema';

/** A post with what every view of it needs: the page's prompt and files, and its author. */
export interface PostView {
  post: CommunityPostRow;
  prompt: string;
  previewFileId: string | null;
  printFileId: string | null;
  socialFileId: string | null;
  width: number | null;
  height: number | null;
  /** The profile's full name, else the account name (callers show the first name only). */
  authorName: string;
  authorEmail: string;
  /** How many accounts hearted the post (issue 34). */
  hearts: number;
}

/** The number of hearts of the post in the row (a correlated count, one index lookup). */
const heartCount = sql<number>`(select count(*)::int from ${communityHearts} where ${communityHearts.postId} = ${communityPosts.id})`;

function selectViews(db: Db) {
  return db
    .select({
      post: communityPosts,
      prompt: generations.prompt,
      previewFileId: generations.previewFileId,
      printFileId: generations.printFileId,
      socialFileId: generations.socialFileId,
      width: generations.width,
      height: generations.height,
      profileName: profiles.fullName,
      userName: user.name,
      authorEmail: user.email,
      hearts: heartCount,
    })
    .from(communityPosts)
    .innerJoin(generations, eq(generations.id, communityPosts.generationId))
    .innerJoin(user, eq(user.id, communityPosts.userId))
    .leftJoin(profiles, eq(profiles.userId, communityPosts.userId));
}

type RawView = Awaited<ReturnType<ReturnType<typeof selectViews>['where']>>[number];

function toView(row: RawView): PostView {
  const { profileName, userName, ...rest } = row;
  return { ...rest, hearts: Number(rest.hearts), authorName: profileName?.trim() || userName };
}

/** Posts with their views matching `where`, in `order`, at most `limit` (other features' lists). */
export async function listViewsWhere(
  db: Db,
  where: SQL | undefined,
  order: SQL[],
  limit: number,
): Promise<PostView[]> {
  const rows = await selectViews(db)
    .where(where)
    .orderBy(...order)
    .limit(limit);
  return rows.map(toView);
}

/**
 * Inserts the page's post unless it has one (unique generation_id): returns the new row, or
 * undefined when another request posted the page first (then read it with `findPostByGeneration`).
 */
export async function insertPost(
  db: Db,
  row: {
    generationId: string;
    userId: string;
    comment: string | null;
    challengeWeek?: string | null;
    challengeTheme?: string | null;
  },
): Promise<CommunityPostRow | undefined> {
  const rows = await db
    .insert(communityPosts)
    .values(row)
    .onConflictDoNothing({ target: communityPosts.generationId })
    .returning();
  return rows[0];
}

/** The post of a page, if it has one. */
export async function findPostByGeneration(
  db: Db,
  generationId: string,
): Promise<CommunityPostRow | undefined> {
  const rows = await db.select().from(communityPosts).where(eq(communityPosts.generationId, generationId));
  return rows[0];
}

/** One post with its page and author, whatever its status (callers decide who may see it). */
export async function findPostView(db: Db, id: string): Promise<PostView | undefined> {
  const rows = await selectViews(db).where(eq(communityPosts.id, id));
  return rows[0] ? toView(rows[0]) : undefined;
}

/** Keyset position in the gallery: `published_at` then `id`, both descending. */
export interface GalleryCursor {
  publishedAt: Date;
  id: string;
}

/** Approved posts, newest published first, after `cursor`; at most `limit` rows. */
export async function listPublished(db: Db, limit: number, cursor?: GalleryCursor): Promise<PostView[]> {
  const approved = eq(communityPosts.status, 'approved');
  const after = cursor
    ? or(
        lt(communityPosts.publishedAt, cursor.publishedAt),
        and(eq(communityPosts.publishedAt, cursor.publishedAt), lt(communityPosts.id, cursor.id)),
      )
    : undefined;
  const rows = await selectViews(db)
    .where(after ? and(approved, after) : approved)
    .orderBy(desc(communityPosts.publishedAt), desc(communityPosts.id))
    .limit(limit);
  return rows.map(toView);
}

/** Posts waiting for review, oldest first (the moderation queue). */
export async function listPending(db: Db, limit: number): Promise<PostView[]> {
  const rows = await selectViews(db)
    .where(eq(communityPosts.status, 'pending'))
    .orderBy(asc(communityPosts.createdAt), asc(communityPosts.id))
    .limit(limit);
  return rows.map(toView);
}

/** How many posts wait for review (the count in the moderators' menu). */
export async function countPending(db: Db): Promise<number> {
  const rows = await db
    .select({ n: count() })
    .from(communityPosts)
    .where(eq(communityPosts.status, 'pending'));
  return rows[0]?.n ?? 0;
}

/**
 * Sets a post's status after a moderator's decision: approve publishes it (published_at is
 * kept from a first approval, so a re-approved post keeps its place), reject and remove
 * record the reason. Clears `reopened_at`. Only moves a post that is in one of `from`;
 * returns the updated row, or undefined when it was not (someone decided first).
 */
export async function decidePost(
  db: Db,
  id: string,
  from: CommunityPostStatus[],
  decision: { status: CommunityPostStatus; reason: string | null; moderatorId: string; at: Date },
): Promise<CommunityPostRow | undefined> {
  const rows = await db
    .update(communityPosts)
    .set({
      status: decision.status,
      decisionReason: decision.reason,
      decidedBy: decision.moderatorId,
      decidedAt: decision.at,
      reopenedAt: null,
      publishedAt:
        decision.status === 'approved'
          ? sql`coalesce(${communityPosts.publishedAt}, ${decision.at})`
          : undefined,
    })
    .where(and(eq(communityPosts.id, id), inArray(communityPosts.status, from)))
    .returning();
  return rows[0];
}

/** Deletes a post (the author withdrawing it); its reports go with it. */
export async function deletePost(db: Db, id: string): Promise<boolean> {
  const rows = await db
    .delete(communityPosts)
    .where(eq(communityPosts.id, id))
    .returning({ id: communityPosts.id });
  return rows.length > 0;
}

/** Records a report unless this user already reported the post; true when it is new. */
export async function insertReport(
  db: Db,
  row: { postId: string; userId: string; reason: CommunityReportReason },
): Promise<boolean> {
  const rows = await db
    .insert(communityReports)
    .values(row)
    .onConflictDoNothing({ target: [communityReports.postId, communityReports.userId] })
    .returning({ id: communityReports.id });
  return rows.length > 0;
}

/**
 * Whether a report's author had standing when reporting: an account at least
 * REPORTER_MIN_ACCOUNT_AGE_HOURS old then, with REPORTER_MIN_FINISHED_PAGES finished pages.
 * Joins `user` on the report's author.
 */
const reporterHasStanding = sql<boolean>`(${user.createdAt} <= ${communityReports.createdAt} - ${REPORTER_MIN_ACCOUNT_AGE_HOURS} * interval '1 hour'
  and (select count(*) from ${generations} where ${generations.userId} = ${communityReports.userId} and ${generations.status} = 'completed') >= ${REPORTER_MIN_FINISHED_PAGES})`;

/**
 * Reports of a post no moderator has decided on yet that count toward hiding it: from
 * different users (one row each) with standing (`reporterHasStanding`, issue 27 finding 7).
 */
export async function countOpenReports(db: Db, postId: string): Promise<number> {
  const rows = await db
    .select({ n: count() })
    .from(communityReports)
    .innerJoin(user, eq(user.id, communityReports.userId))
    .where(
      and(eq(communityReports.postId, postId), isNull(communityReports.resolvedAt), reporterHasStanding),
    );
  return rows[0]?.n ?? 0;
}

/** Who reported the given posts since their last decision, oldest first, and whether each report counts. */
export async function openReporters(db: Db, postIds: string[]) {
  if (postIds.length === 0) return [];
  return db
    .select({
      postId: communityReports.postId,
      name: user.name,
      email: user.email,
      reason: communityReports.reason,
      reportedAt: communityReports.createdAt,
      counted: reporterHasStanding,
    })
    .from(communityReports)
    .innerJoin(user, eq(user.id, communityReports.userId))
    .where(and(inArray(communityReports.postId, postIds), isNull(communityReports.resolvedAt)))
    .orderBy(asc(communityReports.createdAt));
}

/** Open reports of the given posts by reason, for the moderation queue. */
export async function openReportsByReason(
  db: Db,
  postIds: string[],
): Promise<{ postId: string; reason: CommunityReportReason; n: number }[]> {
  if (postIds.length === 0) return [];
  return db
    .select({ postId: communityReports.postId, reason: communityReports.reason, n: count() })
    .from(communityReports)
    .where(and(inArray(communityReports.postId, postIds), isNull(communityReports.resolvedAt)))
    .groupBy(communityReports.postId, communityReports.reason);
}

/** Marks a post's open reports as handled by a decision. */
export async function resolveReports(db: Db, postId: string, at: Date): Promise<void> {
  await db
    .update(communityReports)
    .set({ resolvedAt: at })
    .where(and(eq(communityReports.postId, postId), isNull(communityReports.resolvedAt)));
}

/** Sends an approved post back to the queue (hidden from everyone but its author and moderators). */
export async function reopenPost(db: Db, id: string, at: Date): Promise<CommunityPostRow | undefined> {
  const rows = await db
    .update(communityPosts)
    .set({ status: 'pending', reopenedAt: at })
    .where(and(eq(communityPosts.id, id), eq(communityPosts.status, 'approved')))
    .returning();
  return rows[0];
}

/** Every approved post of a user back to `pending` (reopened at `at`); returns those rows. */
export async function reopenPostsOf(db: Db, userId: string, at: Date): Promise<CommunityPostRow[]> {
  return db
    .update(communityPosts)
    .set({ status: 'pending', reopenedAt: at })
    .where(and(eq(communityPosts.userId, userId), eq(communityPosts.status, 'approved')))
    .returning();
}

/** Appends one entry to the moderation log (append-only: a trigger refuses changes). */
export async function appendLog(
  db: Db,
  entry: {
    postId: string;
    generationId: string;
    moderatorId: string | null;
    moderatorEmail: string | null;
    action: ModerationAction;
    reason: string | null;
    createdAt: Date;
  },
): Promise<void> {
  await db.insert(moderationLog).values(entry);
}

/** The newest log entries first. */
export async function listLog(db: Db, limit: number) {
  return db
    .select()
    .from(moderationLog)
    .orderBy(desc(moderationLog.createdAt), desc(moderationLog.id))
    .limit(limit);
}

/** Statuses of the posts of the given pages (the owner's workspace). */
export async function postsOfGenerations(db: Db, generationIds: string[]): Promise<CommunityPostRow[]> {
  if (generationIds.length === 0) return [];
  return db.select().from(communityPosts).where(inArray(communityPosts.generationId, generationIds));
}

/**
 * Adds the user's heart to a post unless it is there (primary key post + user, `ON CONFLICT
 * DO NOTHING`, so concurrent hearts of one account make one row), dated `at` (the app clock,
 * which the weekly challenge counts by). True when it is new.
 */
export async function insertHeart(db: Db, postId: string, userId: string, at: Date): Promise<boolean> {
  const rows = await db
    .insert(communityHearts)
    .values({ postId, userId, createdAt: at })
    .onConflictDoNothing({ target: [communityHearts.postId, communityHearts.userId] })
    .returning({ postId: communityHearts.postId });
  return rows.length > 0;
}

/** Takes the user's heart off a post; true when there was one. */
export async function deleteHeart(db: Db, postId: string, userId: string): Promise<boolean> {
  const rows = await db
    .delete(communityHearts)
    .where(and(eq(communityHearts.postId, postId), eq(communityHearts.userId, userId)))
    .returning({ postId: communityHearts.postId });
  return rows.length > 0;
}

/** How many hearts a post has. */
export async function countHearts(db: Db, postId: string): Promise<number> {
  const rows = await db
    .select({ n: count() })
    .from(communityHearts)
    .where(eq(communityHearts.postId, postId));
  return rows[0]?.n ?? 0;
}

/** Which of the given posts the user hearted. */
export async function heartedBy(db: Db, userId: string, postIds: string[]): Promise<Set<string>> {
  if (postIds.length === 0) return new Set();
  const rows = await db
    .select({ postId: communityHearts.postId })
    .from(communityHearts)
    .where(and(eq(communityHearts.userId, userId), inArray(communityHearts.postId, postIds)));
  return new Set(rows.map((r) => r.postId));
}

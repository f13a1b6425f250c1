import { and, asc, eq, isNotNull } from 'drizzle-orm';
import type { Db } from '../db/client';
import { type GenerationRow, generations, type StoryBookRow, storyBooks } from '../db/schema';

/** Inserts a story book row (its project exists in the same transaction). */
export async function insertStoryBook(db: Db, row: typeof storyBooks.$inferInsert): Promise<StoryBookRow> {
  const rows = await db.insert(storyBooks).values(row).returning();
  return rows[0]!;
}

/** The user's story book of a project, or undefined (not theirs, or not a story book). */
export async function findOwnedStoryBook(
  db: Db,
  userId: string,
  projectId: string,
): Promise<StoryBookRow | undefined> {
  const rows = await db
    .select()
    .from(storyBooks)
    .where(and(eq(storyBooks.projectId, projectId), eq(storyBooks.userId, userId)));
  return rows[0];
}

/** Whether the project is a story book (its owner already checked by the caller). */
export async function isStoryBook(db: Db, projectId: string): Promise<boolean> {
  const rows = await db
    .select({ projectId: storyBooks.projectId })
    .from(storyBooks)
    .where(eq(storyBooks.projectId, projectId));
  return rows.length > 0;
}

/** The user's story book made with this Idempotency-Key, if any. */
export async function findStoryBookByKey(
  db: Db,
  userId: string,
  idempotencyKey: string,
): Promise<StoryBookRow | undefined> {
  const rows = await db
    .select()
    .from(storyBooks)
    .where(and(eq(storyBooks.userId, userId), eq(storyBooks.idempotencyKey, idempotencyKey)));
  return rows[0];
}

/** Every story page generation of a project (retries included), oldest first. */
export async function listStoryGenerations(db: Db, projectId: string): Promise<GenerationRow[]> {
  return db
    .select()
    .from(generations)
    .where(and(eq(generations.projectId, projectId), isNotNull(generations.storyPage)))
    .orderBy(asc(generations.storyPage), asc(generations.createdAt));
}

/** Sets the caption of page `page` of a project (all its drawings); returns how many rows changed. */
export async function setCaption(db: Db, projectId: string, page: number, caption: string): Promise<number> {
  const rows = await db
    .update(generations)
    .set({ caption })
    .where(and(eq(generations.projectId, projectId), eq(generations.storyPage, page)))
    .returning({ id: generations.id });
  return rows.length;
}

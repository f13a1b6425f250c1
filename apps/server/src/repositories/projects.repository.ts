import type { PageStyle } from '@inkling/contracts/page';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { type ProjectRow, projects } from '../db/schema';

/** The user's projects, newest first. */
export async function listProjects(db: Db, userId: string): Promise<ProjectRow[]> {
  return db.select().from(projects).where(eq(projects.userId, userId)).orderBy(desc(projects.createdAt));
}

/** Inserts a project owned by `userId`; `styleDefaults` absent → the column's default (DEFAULT_PAGE_STYLE). */
export async function insertProject(
  db: Db,
  userId: string,
  title: string,
  styleDefaults?: PageStyle,
): Promise<ProjectRow> {
  const rows = await db.insert(projects).values({ userId, title, styleDefaults }).returning();
  return rows[0]!;
}

/** The project when it belongs to `userId`, otherwise undefined. */
export async function findOwnedProject(db: Db, userId: string, id: string): Promise<ProjectRow | undefined> {
  const rows = await db
    .select()
    .from(projects)
    .where(and(eq(projects.id, id), eq(projects.userId, userId)));
  return rows[0];
}

/** Sets the title of the user's project; undefined when it is not theirs or missing. */
export async function updateProjectTitle(
  db: Db,
  userId: string,
  id: string,
  title: string,
): Promise<ProjectRow | undefined> {
  const rows = await db
    .update(projects)
    .set({ title, updatedAt: sql`now()` })
    .where(and(eq(projects.id, id), eq(projects.userId, userId)))
    .returning();
  return rows[0];
}

/** Sets the style defaults of the user's project (issue 33); undefined when it is not theirs or missing. */
export async function updateProjectStyleDefaults(
  db: Db,
  userId: string,
  id: string,
  styleDefaults: PageStyle,
): Promise<ProjectRow | undefined> {
  const rows = await db
    .update(projects)
    .set({ styleDefaults, updatedAt: sql`now()` })
    .where(and(eq(projects.id, id), eq(projects.userId, userId)))
    .returning();
  return rows[0];
}

/** Deletes the project (its generations cascade); true when a row was deleted. */
export async function deleteProject(db: Db, userId: string, id: string): Promise<boolean> {
  const rows = await db
    .delete(projects)
    .where(and(eq(projects.id, id), eq(projects.userId, userId)))
    .returning({ id: projects.id });
  return rows.length > 0;
}

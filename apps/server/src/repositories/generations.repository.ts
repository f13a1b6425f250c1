import { and, asc, desc, eq, inArray, lt, lte, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { type GenerationRow, generations } from '../db/schema';

/** Inserts a generation row (callers set status, seed, cost and attempts). */
export async function insertGeneration(db: Db, row: typeof generations.$inferInsert): Promise<GenerationRow> {
  const rows = await db.insert(generations).values(row).returning();
  return rows[0]!;
}

/** The generation when it belongs to `userId`, otherwise undefined. */
export async function findOwnedGeneration(
  db: Db,
  userId: string,
  id: string,
): Promise<GenerationRow | undefined> {
  const rows = await db
    .select()
    .from(generations)
    .where(and(eq(generations.id, id), eq(generations.userId, userId)));
  return rows[0];
}

/** A generation by id, whoever owns it (callers check ownership of its project first). */
export async function findGeneration(db: Db, id: string): Promise<GenerationRow | undefined> {
  const rows = await db.select().from(generations).where(eq(generations.id, id));
  return rows[0];
}

/** The user's generation created with this Idempotency-Key, if any. */
export async function findByIdempotencyKey(
  db: Db,
  userId: string,
  key: string,
): Promise<GenerationRow | undefined> {
  const rows = await db
    .select()
    .from(generations)
    .where(and(eq(generations.userId, userId), eq(generations.idempotencyKey, key)));
  return rows[0];
}

/** Generations of the given projects, ordered by creation time. */
export async function listByProjects(
  db: Db,
  projectIds: string[],
  order: 'asc' | 'desc',
): Promise<GenerationRow[]> {
  if (projectIds.length === 0) return [];
  return db
    .select()
    .from(generations)
    .where(inArray(generations.projectId, projectIds))
    .orderBy(order === 'asc' ? asc(generations.createdAt) : desc(generations.createdAt));
}

/**
 * Moves a generation from 'created' to 'generating' (started_at = now). Returns the row, or
 * undefined when it is not in 'created' any more (another job got it, or it was failed).
 */
export async function claimGeneration(db: Db, id: string): Promise<GenerationRow | undefined> {
  const rows = await db
    .update(generations)
    .set({ status: 'generating', startedAt: sql`now()` })
    .where(and(eq(generations.id, id), eq(generations.status, 'created')))
    .returning();
  return rows[0];
}

/**
 * Stores the result of a 'generating' generation and marks it 'completed' (completed_at =
 * now). Undefined when it was not 'generating' any more (e.g. failed by recovery meanwhile).
 */
export async function completeGeneration(
  db: Db,
  id: string,
  result: {
    printFileId: string;
    previewFileId: string;
    svgFileId: string | null;
    width: number;
    height: number;
    dpi: number;
    elements: string[];
    skippedWords: string[];
    provider: string;
    fallback: boolean;
  },
): Promise<GenerationRow | undefined> {
  const rows = await db
    .update(generations)
    .set({ ...result, status: 'completed', error: null, completedAt: sql`now()` })
    .where(and(eq(generations.id, id), eq(generations.status, 'generating')))
    .returning();
  return rows[0];
}

/** Marks a not-yet-finished generation failed; undefined when it had already finished. */
export async function failGeneration(db: Db, id: string, error: string): Promise<GenerationRow | undefined> {
  const rows = await db
    .update(generations)
    .set({ status: 'failed', error, completedAt: sql`now()` })
    .where(and(eq(generations.id, id), inArray(generations.status, ['created', 'generating'])))
    .returning();
  return rows[0];
}

/** Unfinished generations ('created' or 'generating') created before `before`, oldest first. */
export async function listUnfinished(db: Db, before: Date): Promise<GenerationRow[]> {
  return db
    .select()
    .from(generations)
    .where(and(inArray(generations.status, ['created', 'generating']), lte(generations.createdAt, before)))
    .orderBy(asc(generations.createdAt));
}

/** Puts an unfinished generation back to 'created' for one more attempt (attempts + 1). */
export async function requeueGeneration(
  db: Db,
  id: string,
  maxAttempts: number,
): Promise<GenerationRow | undefined> {
  const rows = await db
    .update(generations)
    .set({ status: 'created', startedAt: null, attempts: sql`${generations.attempts} + 1` })
    .where(
      and(
        eq(generations.id, id),
        inArray(generations.status, ['created', 'generating']),
        lt(generations.attempts, maxAttempts),
      ),
    )
    .returning();
  return rows[0];
}

/**
 * Points the generation at its new coloured file (issue 17) under a row lock, so two saves at
 * once each see the file the other replaced. Returns the file id it pointed at before (null
 * when none), or undefined when the generation does not exist.
 */
export async function replaceColoredFile(
  db: Db,
  id: string,
  fileId: string,
): Promise<{ previous: string | null; row: GenerationRow } | undefined> {
  const locked = await db
    .select({ previous: generations.coloredFileId })
    .from(generations)
    .where(eq(generations.id, id))
    .for('update');
  if (!locked[0]) return undefined;
  const rows = await db
    .update(generations)
    .set({ coloredFileId: fileId })
    .where(eq(generations.id, id))
    .returning();
  return { previous: locked[0].previous, row: rows[0]! };
}

/** File ids (print, preview, svg, link preview, coloured) produced by the generations of a project. */
export async function resultFileIdsOfProject(db: Db, projectId: string): Promise<string[]> {
  const rows = await db
    .select({
      print: generations.printFileId,
      preview: generations.previewFileId,
      svg: generations.svgFileId,
      social: generations.socialFileId,
      colored: generations.coloredFileId,
    })
    .from(generations)
    .where(eq(generations.projectId, projectId));
  return rows
    .flatMap((r) => [r.print, r.preview, r.svg, r.social, r.colored])
    .filter((v): v is string => v !== null);
}

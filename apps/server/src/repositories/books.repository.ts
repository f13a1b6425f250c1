import type { BookExportFormat, BookViewMode, PdfOptions } from '@inkling/contracts/book';
import { and, asc, eq, inArray, isNotNull, lt, ne, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client';
import {
  type BookExportRow,
  type BookSettingsRow,
  bookExports,
  bookPages,
  bookSettings,
  files,
  generations,
  type ProjectRow,
  projects,
  user,
} from '../db/schema';

/** A finished page of a project as the book needs it (generation, its place, its files' keys). */
export interface BookPageRecord {
  id: string;
  prompt: string;
  format: string;
  width: number;
  height: number;
  createdAt: Date;
  completedAt: Date;
  printFileId: string;
  previewFileId: string;
  printKey: string;
  previewKey: string;
  /**
   * The owner's saved coloured version (issue 17, file kind 'colored'): its file id, key and
   * size in px; all null when the page was never coloured and saved.
   */
  colored: { fileId: string; key: string; width: number; height: number } | null;
  /** A story book page's caption (issue 33), printed at its foot in exports; null otherwise. */
  caption: string | null;
  /** null when the page has no book_pages row yet (then it is included, after the placed ones). */
  position: number | null;
  excluded: boolean;
}

const printFiles = alias(files, 'print_files');
const previewFiles = alias(files, 'preview_files');
const coloredFiles = alias(files, 'colored_files');

/**
 * The project's finished pages (status completed, both files present) in book order: pages
 * with a place by `position`, then story book pages by page number, then the others oldest
 * first (creation order, then id).
 */
export async function listBookPages(db: Db, projectId: string): Promise<BookPageRecord[]> {
  const rows = await db
    .select({
      id: generations.id,
      prompt: generations.prompt,
      caption: generations.caption,
      format: generations.format,
      width: generations.width,
      height: generations.height,
      createdAt: generations.createdAt,
      completedAt: generations.completedAt,
      printFileId: generations.printFileId,
      previewFileId: generations.previewFileId,
      printKey: printFiles.key,
      previewKey: previewFiles.key,
      coloredFileId: coloredFiles.id,
      coloredKey: coloredFiles.key,
      coloredWidth: coloredFiles.width,
      coloredHeight: coloredFiles.height,
      position: bookPages.position,
      excluded: bookPages.excluded,
    })
    .from(generations)
    .innerJoin(printFiles, eq(printFiles.id, generations.printFileId))
    .innerJoin(previewFiles, eq(previewFiles.id, generations.previewFileId))
    .leftJoin(coloredFiles, eq(coloredFiles.id, generations.coloredFileId))
    .leftJoin(bookPages, eq(bookPages.generationId, generations.id))
    .where(and(eq(generations.projectId, projectId), eq(generations.status, 'completed')))
    // Story book pages are made in one transaction (one created_at): their page number orders them.
    .orderBy(
      sql`${bookPages.position} asc nulls last`,
      sql`${generations.storyPage} asc nulls last`,
      asc(generations.createdAt),
      asc(generations.id),
    );
  return rows.map(({ coloredFileId, coloredKey, coloredWidth, coloredHeight, ...r }) => ({
    ...r,
    colored:
      coloredFileId && coloredKey && coloredWidth && coloredHeight
        ? { fileId: coloredFileId, key: coloredKey, width: coloredWidth, height: coloredHeight }
        : null,
    width: r.width ?? 0,
    height: r.height ?? 0,
    completedAt: r.completedAt ?? r.createdAt,
    printFileId: r.printFileId as string,
    previewFileId: r.previewFileId as string,
    excluded: r.excluded ?? false,
  }));
}

/** The user's project, locked FOR UPDATE until the transaction ends; undefined when not theirs. */
export async function lockOwnedProject(
  tx: Db,
  userId: string,
  projectId: string,
): Promise<ProjectRow | undefined> {
  const rows = await tx
    .select()
    .from(projects)
    .where(and(eq(projects.id, projectId), eq(projects.userId, userId)))
    .for('update');
  return rows[0];
}

/** The project's book settings row, or undefined (defaults apply). */
export async function findBookSettings(db: Db, projectId: string): Promise<BookSettingsRow | undefined> {
  const rows = await db.select().from(bookSettings).where(eq(bookSettings.projectId, projectId));
  return rows[0];
}

/** Writes the settings and bumps the revision (creating the row on first write). */
export async function saveBookSettings(
  db: Db,
  projectId: string,
  values: { viewMode: BookViewMode; belongsToLine: boolean; coverGenerationId: string | null },
): Promise<BookSettingsRow> {
  const rows = await db
    .insert(bookSettings)
    .values({ projectId, ...values, revision: 1 })
    .onConflictDoUpdate({
      target: bookSettings.projectId,
      set: { ...values, revision: sql`${bookSettings.revision} + 1`, updatedAt: sql`now()` },
    })
    .returning();
  return rows[0]!;
}

/** Replaces every book_pages row of the project with `pages` (positions 0..n-1 in order). */
export async function replaceBookPages(
  db: Db,
  projectId: string,
  pages: { generationId: string; excluded: boolean }[],
): Promise<void> {
  await db.delete(bookPages).where(eq(bookPages.projectId, projectId));
  if (pages.length === 0) return;
  await db.insert(bookPages).values(
    pages.map((p, position) => ({
      projectId,
      generationId: p.generationId,
      excluded: p.excluded,
      position,
    })),
  );
}

/** The owner's display name (PDF Author, EPUB creator). */
export async function ownerName(db: Db, userId: string): Promise<string> {
  const rows = await db.select({ name: user.name }).from(user).where(eq(user.id, userId));
  return rows[0]?.name ?? '';
}

/** What a new export row holds. */
export interface NewBookExport {
  projectId: string;
  userId: string;
  format: BookExportFormat;
  options: PdfOptions;
  contentHash: string;
  fileName: string;
}

/**
 * The export of this project and content hash: inserted as queued when there is none
 * (`created: true`), otherwise the existing row. Two concurrent calls get the same row and
 * only one of them `created` it (unique index on project and hash).
 */
export async function insertOrFindExport(
  db: Db,
  values: NewBookExport,
): Promise<{ row: BookExportRow; created: boolean }> {
  const inserted = await db.insert(bookExports).values(values).onConflictDoNothing().returning();
  if (inserted[0]) return { row: inserted[0], created: true };
  const rows = await db
    .select()
    .from(bookExports)
    .where(and(eq(bookExports.projectId, values.projectId), eq(bookExports.contentHash, values.contentHash)));
  return { row: rows[0]!, created: false };
}

/**
 * Puts a failed export, or one stuck queued/running since before `staleBefore` (its worker
 * died), back to queued. Returns the row when this call did it (so only one caller enqueues).
 */
export async function requeueExport(
  db: Db,
  id: string,
  staleBefore: Date,
): Promise<BookExportRow | undefined> {
  const rows = await db
    .update(bookExports)
    .set({ status: 'queued', progress: 0, error: null, fileId: null, updatedAt: sql`now()` })
    .where(
      and(
        eq(bookExports.id, id),
        or(
          eq(bookExports.status, 'failed'),
          and(inArray(bookExports.status, ['queued', 'running']), lt(bookExports.updatedAt, staleBefore)),
          // Done, but its file was deleted since.
          and(eq(bookExports.status, 'done'), sql`${bookExports.fileId} is null`),
        ),
      ),
    )
    .returning();
  return rows[0];
}

/** The user's export of the project, or undefined. */
export async function findOwnedExport(
  db: Db,
  userId: string,
  projectId: string,
  exportId: string,
): Promise<BookExportRow | undefined> {
  const rows = await db
    .select()
    .from(bookExports)
    .where(
      and(eq(bookExports.id, exportId), eq(bookExports.projectId, projectId), eq(bookExports.userId, userId)),
    );
  return rows[0];
}

export async function findExport(db: Db, exportId: string): Promise<BookExportRow | undefined> {
  const rows = await db.select().from(bookExports).where(eq(bookExports.id, exportId));
  return rows[0];
}

/** Claims a queued export for a worker (queued → running); undefined when it is not queued. */
export async function claimExport(db: Db, exportId: string): Promise<BookExportRow | undefined> {
  const rows = await db
    .update(bookExports)
    .set({ status: 'running', progress: 0, updatedAt: sql`now()` })
    .where(and(eq(bookExports.id, exportId), eq(bookExports.status, 'queued')))
    .returning();
  return rows[0];
}

/** Records progress (0..1) of a running export. */
export async function setExportProgress(db: Db, exportId: string, progress: number): Promise<void> {
  await db
    .update(bookExports)
    .set({ progress: Math.min(1, Math.max(0, progress)), updatedAt: sql`now()` })
    .where(and(eq(bookExports.id, exportId), eq(bookExports.status, 'running')));
}

/** Marks a running export done with its file; false when it was not running any more. */
export async function finishExport(
  db: Db,
  exportId: string,
  fileId: string,
  pageCount: number,
): Promise<boolean> {
  const rows = await db
    .update(bookExports)
    .set({ status: 'done', progress: 1, fileId, pageCount, error: null, updatedAt: sql`now()` })
    .where(and(eq(bookExports.id, exportId), eq(bookExports.status, 'running')))
    .returning({ id: bookExports.id });
  return rows.length > 0;
}

/** Marks a queued or running export failed with a sentence for the dialog (a done one stays done). */
export async function failExport(db: Db, exportId: string, error: string): Promise<void> {
  await db
    .update(bookExports)
    .set({ status: 'failed', error, updatedAt: sql`now()` })
    .where(and(eq(bookExports.id, exportId), inArray(bookExports.status, ['queued', 'running'])));
}

/** File ids of the project's book exports (to delete them with the project). */
export async function exportFileIdsOfProject(db: Db, projectId: string): Promise<string[]> {
  const rows = await db
    .select({ fileId: bookExports.fileId })
    .from(bookExports)
    .where(and(eq(bookExports.projectId, projectId), isNotNull(bookExports.fileId)));
  return rows.map((r) => r.fileId as string);
}

/**
 * Deletes the project's exports of `format` made before `keep` that are finished (done or
 * failed); returns their file ids, for the caller to remove. Queued or running ones stay.
 */
export async function deleteOlderExports(
  db: Db,
  keep: { id: string; projectId: string; format: BookExportFormat; createdAt: Date },
): Promise<string[]> {
  const rows = await db
    .delete(bookExports)
    .where(
      and(
        eq(bookExports.projectId, keep.projectId),
        eq(bookExports.format, keep.format),
        ne(bookExports.id, keep.id),
        lt(bookExports.createdAt, keep.createdAt),
        inArray(bookExports.status, ['done', 'failed']),
      ),
    )
    .returning({ fileId: bookExports.fileId });
  return rows.flatMap((r) => (r.fileId ? [r.fileId] : []));
}

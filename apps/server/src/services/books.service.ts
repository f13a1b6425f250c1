import { createHash } from 'node:crypto';
import {
  BOOK_ERRORS,
  BOOK_FILE_TEXTS,
  type Book,
  type BookExport,
  type PdfOptions,
  type PrintCheck,
  type StartBookExport,
  type UpdateBook,
} from '@inkling/contracts/book';
import type { PageFormat } from '@inkling/contracts/page';
import { bookFileName, bookFormat, printCheck } from '@inkling/engine/book';
import type { AppContext } from '../context';
import type { BookExportRow, BookSettingsRow, ProjectRow } from '../db/schema';
import { AppError, notFound } from '../errors';
import { presentBook, presentBookExport } from '../presenters/book.presenter';
import type { BookPageRecord } from '../repositories/books.repository';
import * as books from '../repositories/books.repository';
import { findOwnedFile } from '../repositories/files.repository';
import { findOwnedProject } from '../repositories/projects.repository';
import { isStoryBook } from '../repositories/story-books.repository';
import { enforceRateLimit } from './rate-limit';

/**
 * Coloring books (issue 11; docs/api.md "Books"): a project's finished pages in the owner's
 * order, some left out, behind a cover; and exports of it as PDF or EPUB. Every function
 * takes the signed-in user's id and treats another user's project as missing (404).
 */

/** Bump when the files' layout changes, so cached exports of unchanged books are made again. */
export const BOOK_RENDER_VERSION = 2;
/** An export queued or running without a change for this long lost its worker and is re-queued. */
export const STALE_EXPORT_MS = 10 * 60_000;

/** The user's project and its book, read together. */
interface LoadedBook {
  project: ProjectRow;
  pages: BookPageRecord[];
  settings: BookSettingsRow | undefined;
  /** The project is a story book (issue 33): its cover shows the hero unless the owner chose otherwise. */
  story: boolean;
}

async function loadBook(ctx: Pick<AppContext, 'db'>, userId: string, projectId: string): Promise<LoadedBook> {
  const project = await findOwnedProject(ctx.db, userId, projectId);
  if (!project) throw notFound('Project');
  const [pages, settings, story] = await Promise.all([
    books.listBookPages(ctx.db, projectId),
    books.findBookSettings(ctx.db, projectId),
    isStoryBook(ctx.db, projectId),
  ]);
  return { project, pages, settings, story };
}

/**
 * The page pictured on the cover, or null for the drawn frame. The owner's choice
 * (book_settings.cover_generation_id) when it is a finished page. A story book (issue 33:
 * "a cover" showing its title and the hero as drawn) that has no choice yet, or whose chosen
 * page is not finished (page 1 still drawing, or failed and retried as a new generation:
 * a story book is made with its page 1 as the cover, story-books.service), shows its first
 * finished page in book order, included pages first; a story book whose owner chose "A drawn
 * frame" (null) keeps the frame. Other projects: the choice or the frame, as before.
 */
export function coverPageOf(
  pages: BookPageRecord[],
  settings: BookSettingsRow | undefined,
  story: boolean,
): BookPageRecord | null {
  const chosen = settings?.coverGenerationId;
  const found = chosen ? pages.find((p) => p.id === chosen) : undefined;
  if (found) return found;
  if (story && (settings === undefined || chosen !== null))
    return pages.find((p) => !p.excluded) ?? pages[0] ?? null;
  return null;
}

const included = (pages: BookPageRecord[]) => pages.filter((p) => !p.excluded);
const formatOf = (pages: BookPageRecord[]) => bookFormat(included(pages).map((p) => p.format as PageFormat));

/** The book: finished pages oldest first until reordered, left-out pages flagged. Throws 404. */
export async function getBook(ctx: AppContext, userId: string, projectId: string): Promise<Book> {
  const { project, pages, settings, story } = await loadBook(ctx, userId, projectId);
  return presentBook(
    project,
    pages,
    settings,
    formatOf(pages),
    coverPageOf(pages, settings, story)?.id ?? null,
  );
}

/**
 * Applies an edit of the book in one transaction with the project row locked (FOR UPDATE), so
 * concurrent edits apply one after the other and none is half seen. `order` must name every
 * finished page exactly once and `excluded`/`cover.pageId` only finished pages (409
 * `conflict` otherwise: the book changed under the editor); a given `revision` that is not the
 * current one → 409. Throws 404 for a project that is not the user's.
 */
export async function updateBook(
  ctx: AppContext,
  userId: string,
  projectId: string,
  edit: UpdateBook,
): Promise<Book> {
  await ctx.db.transaction(async (tx) => {
    const project = await books.lockOwnedProject(tx, userId, projectId);
    if (!project) throw notFound('Project');
    const [pages, settings, story] = await Promise.all([
      books.listBookPages(tx, projectId),
      books.findBookSettings(tx, projectId),
      isStoryBook(tx, projectId),
    ]);
    if (edit.revision !== undefined && edit.revision !== (settings?.revision ?? 0))
      throw new AppError('conflict', BOOK_ERRORS.staleRevision);
    const ids = new Set(pages.map((p) => p.id));
    let order = pages.map((p) => p.id);
    if (edit.order) {
      const unique = new Set(edit.order);
      if (
        unique.size !== edit.order.length ||
        unique.size !== ids.size ||
        edit.order.some((id) => !ids.has(id))
      )
        throw new AppError('conflict', BOOK_ERRORS.notAPermutation);
      order = edit.order;
    }
    let excluded = new Set(pages.filter((p) => p.excluded).map((p) => p.id));
    if (edit.excluded) {
      if (edit.excluded.some((id) => !ids.has(id))) throw new AppError('conflict', BOOK_ERRORS.unknownPage);
      excluded = new Set(edit.excluded);
    }
    const coverPageId = edit.cover?.pageId;
    if (coverPageId && !ids.has(coverPageId)) throw new AppError('conflict', BOOK_ERRORS.unknownPage);
    if (edit.order || edit.excluded)
      await books.replaceBookPages(
        tx,
        projectId,
        order.map((generationId) => ({ generationId, excluded: excluded.has(generationId) })),
      );
    await books.saveBookSettings(tx, projectId, {
      viewMode: edit.viewMode ?? settings?.viewMode ?? 'single',
      belongsToLine: edit.cover?.belongsToLine ?? settings?.belongsToLine ?? false,
      // Without a cover edit the cover stays as shown (a story book's first page before its first edit).
      coverGenerationId:
        coverPageId !== undefined
          ? coverPageId
          : settings
            ? settings.coverGenerationId
            : (coverPageOf(pages, settings, story)?.id ?? null),
    });
  });
  return getBook(ctx, userId, projectId);
}

/**
 * The picture a page is exported as: its print PNG, or with `colored` (issue 17 "Use colored
 * pages where saved") the coloured PNG its owner saved, when there is one. Sizes in px.
 */
export function bookPicture(
  page: BookPageRecord,
  colored: boolean,
): { fileId: string; key: string; width: number; height: number } {
  if (colored && page.colored) return page.colored;
  return { fileId: page.printFileId, key: page.printKey, width: page.width, height: page.height };
}

function printCheckOf(
  pages: BookPageRecord[],
  options: Pick<PdfOptions, 'blankBacks' | 'fillToMinimum'>,
  colored: boolean,
) {
  return printCheck(
    included(pages).map((p, i) => {
      const { width, height } = bookPicture(p, colored);
      return { pageNumber: i + 1, width, height };
    }),
    options,
  );
}

/** The print-ready (Amazon KDP) check of the book with these options: every broken rule as a sentence. Throws 404. */
export async function checkPrintReady(
  ctx: AppContext,
  userId: string,
  projectId: string,
  options: PdfOptions & { colored?: boolean },
): Promise<PrintCheck> {
  const { pages } = await loadBook(ctx, userId, projectId);
  return printCheckOf(pages, options, options.colored === true);
}

/** What an export is made from, resolved from the database; its hash names the file. */
export interface ExportPlan {
  project: ProjectRow;
  author: string;
  pages: BookPageRecord[];
  cover: BookPageRecord | null;
  belongsToLine: boolean;
  format: 'letter' | 'a4';
  /** Fixed file date: the newest completion among the pages used (same book → same bytes). */
  date: Date;
  hash: string;
}

/**
 * The export plan of the book as it is now, with the SHA-256 of everything that shapes the file
 * (render version, kind and options, title, author, format, cover, pages and their files).
 */
export async function planExport(
  ctx: Pick<AppContext, 'db'>,
  userId: string,
  projectId: string,
  request: { format: 'pdf' | 'epub'; pdf: PdfOptions; colored: boolean },
): Promise<ExportPlan> {
  const { project, pages, settings, story } = await loadBook(ctx, userId, projectId);
  const inBook = included(pages);
  const cover = coverPageOf(pages, settings, story);
  const author = (await books.ownerName(ctx.db, userId)).trim() || BOOK_FILE_TEXTS.anonymousAuthor;
  const format = formatOf(pages);
  const belongsToLine = settings?.belongsToLine ?? false;
  const used = cover ? [...inBook, cover] : inBook;
  const date = new Date(Math.max(0, ...used.map((p) => p.completedAt.getTime())));
  const fileOf = (p: BookPageRecord) => [
    p.id,
    p.printFileId,
    p.previewFileId,
    p.format,
    p.width,
    p.height,
    // Only with the option, so exports without it keep the hashes they had.
    ...(request.colored ? [p.colored?.fileId ?? null] : []),
    // Only story pages have captions (issue 33); other books keep their hashes.
    ...(p.caption ? [p.caption] : []),
  ];
  const hash = createHash('sha256')
    .update(
      JSON.stringify({
        v: BOOK_RENDER_VERSION,
        kind: request.format,
        options: request.format === 'pdf' ? request.pdf : null,
        ...(request.colored ? { colored: true } : {}),
        title: project.title,
        author,
        format,
        belongsToLine,
        cover: cover ? fileOf(cover) : null,
        pages: inBook.map(fileOf),
      }),
    )
    .digest('hex');
  return { project, author, pages: inBook, cover, belongsToLine, format, date, hash };
}

/**
 * Starts an export, or returns the one already made or being made from the same contents and
 * options (one row per content hash: concurrent requests get the same export and one job).
 * A failed export, or one whose worker died (no change for 10 min), is queued again.
 * Throws 404 (not the user's), 409 `conflict` for an empty book, 409 for a print-ready PDF
 * while the print check names broken rules (the sentences follow the message), and 429
 * `rate_limited` after 60 requests an hour (RATE_LIMITS.bookExports).
 */
export async function startExport(
  ctx: AppContext,
  userId: string,
  projectId: string,
  request: StartBookExport,
): Promise<BookExport> {
  const pdf: PdfOptions = {
    blankBacks: request.pdf?.blankBacks ?? false,
    printReady: request.pdf?.printReady ?? false,
    fillToMinimum: request.pdf?.fillToMinimum ?? false,
  };
  await enforceRateLimit(ctx, 'bookExports', userId, BOOK_ERRORS.tooManyExports);
  const colored = request.colored ?? false;
  const plan = await planExport(ctx, userId, projectId, { format: request.format, pdf, colored });
  if (plan.pages.length === 0) throw new AppError('conflict', BOOK_ERRORS.empty);
  if (request.format === 'pdf' && pdf.printReady) {
    const check = printCheckOf(plan.pages, pdf, colored);
    if (!check.ok)
      throw new AppError(
        'conflict',
        [BOOK_ERRORS.notPrintReady, ...check.problems.map((p) => p.message)].join(' '),
      );
  }
  const { row, created } = await books.insertOrFindExport(ctx.db, {
    projectId,
    userId,
    format: request.format,
    options: {
      ...(request.format === 'pdf' ? pdf : { blankBacks: false, printReady: false, fillToMinimum: false }),
      ...(colored ? { colored } : {}),
    },
    contentHash: plan.hash,
    fileName: bookFileName(plan.project.title, request.format, BOOK_FILE_TEXTS.defaultFileName),
  });
  let current = row;
  if (created) await ctx.queue.enqueueBookExport(row.id);
  else {
    const requeued = await books.requeueExport(
      ctx.db,
      row.id,
      new Date(ctx.clock().getTime() - STALE_EXPORT_MS),
    );
    if (requeued) {
      current = requeued;
      await ctx.queue.enqueueBookExport(row.id);
    }
  }
  return presentExport(ctx, userId, current);
}

async function presentExport(
  ctx: Pick<AppContext, 'db'>,
  userId: string,
  row: BookExportRow,
): Promise<BookExport> {
  const file = row.fileId ? await findOwnedFile(ctx.db, userId, row.fileId) : undefined;
  return presentBookExport(row, file?.bytes ?? null);
}

/** An export's status and progress. Throws 404 (unknown, or not the user's). */
export async function getExport(
  ctx: AppContext,
  userId: string,
  projectId: string,
  exportId: string,
): Promise<BookExport> {
  const row = await books.findOwnedExport(ctx.db, userId, projectId, exportId);
  if (!row) throw notFound('Export');
  return presentExport(ctx, userId, row);
}

/** MIME types of the export files. */
export const EXPORT_CONTENT_TYPES = { pdf: 'application/pdf', epub: 'application/epub+zip' } as const;

/**
 * A finished export's file: bytes, content type and download name. Throws 404 (unknown, not
 * the user's, or its file is gone) and 409 `conflict` while it is not done.
 */
export async function readExportFile(
  ctx: AppContext,
  userId: string,
  projectId: string,
  exportId: string,
): Promise<{ bytes: Buffer; contentType: string; fileName: string }> {
  const row = await books.findOwnedExport(ctx.db, userId, projectId, exportId);
  if (!row) throw notFound('Export');
  if (row.status !== 'done' || !row.fileId) throw new AppError('conflict', BOOK_ERRORS.exportNotReady);
  const file = await findOwnedFile(ctx.db, userId, row.fileId);
  const stored = file ? await ctx.storage.get(file.key) : null;
  if (!stored) throw notFound('Export');
  return { bytes: stored.bytes, contentType: EXPORT_CONTENT_TYPES[row.format], fileName: row.fileName };
}

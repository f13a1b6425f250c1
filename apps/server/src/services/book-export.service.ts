import { BOOK_ERRORS, type BookExportOptions } from '@inkling/contracts/book';
import { type BookDocument, type BookPicture, writeBookEpub, writeBookPdf } from '@inkling/engine/book';
import type { AppContext } from '../context';
import type { BookPageRecord } from '../repositories/books.repository';
import * as books from '../repositories/books.repository';
import { bookPicture, EXPORT_CONTENT_TYPES, planExport } from './books.service';
import { recordFile, removeFiles, writeBlobStreaming } from './files.service';

/** Progress is written to the database when it moved by at least this much (and at the end). */
const PROGRESS_STEP = 0.02;
/** Share of the progress bar the pictures take; the rest is storing the file. */
const PICTURES_SHARE = 0.95;

/**
 * Makes one book export (the 'export-book' job; issue 11). Claims the queued row (a row that
 * is not queued is left alone: another worker has it, or it is done), re-plans the book and
 * fails with a sentence when its contents changed since the export was asked for, writes the
 * PDF or EPUB with the engine straight into storage (pictures read one at a time as the writer
 * reaches them, bytes streamed to a temp object renamed into place when complete, so neither
 * the pictures nor the file are ever all in memory; progress 0..1 recorded as pictures are
 * written), and only then, in one transaction, records the file row and marks the export done.
 * So a file is never offered
 * half-written: a crash leaves the row running (re-queued by the next request after 10 min)
 * and at most an unrecorded blob. Older finished exports of the same project and format are
 * deleted with their files once this one is done (one stored file per book and kind). Never
 * throws: failures mark the export failed and are logged.
 */
export async function processBookExport(ctx: AppContext, exportId: string): Promise<void> {
  const row = await books.claimExport(ctx.db, exportId);
  if (!row) return;
  const log = ctx.logger.child({ exportId, projectId: row.projectId, format: row.format });
  const started = performance.now();
  try {
    const { colored = false, ...options }: BookExportOptions = row.options;
    const plan = await planExport(ctx, row.userId, row.projectId, {
      format: row.format,
      pdf: options,
      colored,
    });
    if (plan.hash !== row.contentHash) {
      await books.failExport(ctx.db, exportId, BOOK_ERRORS.changedDuringExport);
      return;
    }
    // Each page's print PNG, or its saved coloured PNG with "Use colored pages where saved".
    const picture = (page: BookPageRecord): BookPicture => {
      const chosen = bookPicture(page, colored);
      return {
        width: chosen.width,
        height: chosen.height,
        ...(page.caption ? { caption: page.caption } : {}),
        load: async () => {
          const stored = await ctx.storage.get(chosen.key);
          if (!stored) throw new Error(`picture file of page ${page.id} is missing`);
          return stored.bytes;
        },
      };
    };
    const doc: BookDocument = {
      title: plan.project.title,
      author: plan.author,
      date: plan.date,
      identifier: plan.project.id,
      language: 'en',
      format: plan.format,
      cover: { belongsToLine: plan.belongsToLine, picture: plan.cover ? picture(plan.cover) : null },
      pages: plan.pages.map(picture),
    };
    let reported = 0;
    const onProgress = async (done: number, total: number) => {
      const progress = (done / Math.max(1, total)) * PICTURES_SHARE;
      if (progress - reported < PROGRESS_STEP && done < total) return;
      reported = progress;
      await books.setExportProgress(ctx.db, exportId, progress);
    };
    // The writer's bytes go straight to storage (a temp file renamed into place when complete).
    let pageCount = 0;
    const blob = await writeBlobStreaming(
      ctx,
      { userId: row.userId, kind: 'book', contentType: EXPORT_CONTENT_TYPES[row.format] },
      async (write) => {
        const written =
          row.format === 'pdf'
            ? await writeBookPdf({ ...doc, identifier: plan.hash }, options, write, onProgress)
            : await writeBookEpub(doc, write, onProgress);
        pageCount = written.pageCount;
      },
    );
    const replaced = await ctx.db
      .transaction(async (tx) => {
        const file = await recordFile({ ...ctx, db: tx }, blob);
        if (!(await books.finishExport(tx, exportId, file.id, pageCount)))
          throw new Error('export no longer running');
        // Older finished exports of this book in this format are replaced by this one.
        return books.deleteOlderExports(tx, row);
      })
      .catch(async (err) => {
        await ctx.storage.delete(blob.key).catch(() => {});
        throw err;
      });
    await removeFiles(ctx, replaced).catch((err) =>
      log.warn({ err }, 'could not remove replaced book files'),
    );
    log.info(
      {
        ms: Math.round(performance.now() - started),
        bytes: blob.bytes,
        pages: pageCount,
        replaced: replaced.length,
      },
      'book export done',
    );
  } catch (err) {
    log.error({ err }, 'book export failed');
    await books.failExport(ctx.db, exportId, BOOK_ERRORS.exportFailed).catch(() => {});
  }
}

import type { BookExport, BookExportFormat, PdfOptions } from '@inkling/contracts/book';
import { BOOK_ERRORS } from '@inkling/contracts/book';
import { useCallback, useEffect, useRef, useState } from 'react';
import { apiErrorMessage } from '../../../../lib/use-api-error';
import { EXPORT_POLL_MS, getBookExport, startBookExport } from './book-api';

/** Where one export stands in the dialog. */
export type ExportRun =
  | { state: 'idle' }
  | { state: 'running'; format: BookExportFormat; progress: number }
  | { state: 'done'; format: BookExportFormat; job: BookExport & { downloadUrl: string } }
  | { state: 'failed'; format: BookExportFormat; message: string };

/** Saves a finished file through a plain same-origin link (Content-Disposition names it). */
export function saveExport(job: { downloadUrl: string; fileName: string }): void {
  const link = document.createElement('a');
  link.href = job.downloadUrl;
  link.download = job.fileName;
  document.body.append(link);
  link.click();
  link.remove();
}

/**
 * Runs one book export (docs/api.md "Books"): POST …/book/exports, then GET …/exports/:id
 * every EXPORT_POLL_MS (500 ms) until `done` (the file is saved at once, and the dialog
 * keeps a "Download again" link) or `failed` (the server's sentence). Only a finished file
 * is ever offered: the link exists only once the job says `done` with a downloadUrl. A new
 * start or unmounting stops the polling of the previous one.
 */
export function useBookExport(projectId: string) {
  const [run, setRun] = useState<ExportRun>({ state: 'idle' });
  const generation = useRef(0);

  useEffect(
    () => () => {
      generation.current += 1;
    },
    [],
  );

  const start = useCallback(
    async (format: BookExportFormat, pdf?: PdfOptions, colored = false) => {
      generation.current += 1;
      const mine = generation.current;
      const live = () => generation.current === mine;
      setRun({ state: 'running', format, progress: 0 });
      try {
        let job = await startBookExport(projectId, {
          format,
          ...(pdf ? { pdf } : {}),
          ...(colored ? { colored } : {}),
        });
        while (live() && (job.status === 'queued' || job.status === 'running')) {
          setRun({ state: 'running', format, progress: job.progress });
          await new Promise((resolve) => window.setTimeout(resolve, EXPORT_POLL_MS));
          if (!live()) return;
          job = await getBookExport(projectId, job.id);
        }
        if (!live()) return;
        if (job.status === 'done' && job.downloadUrl) {
          const done = { ...job, downloadUrl: job.downloadUrl };
          setRun({ state: 'done', format, job: done });
          saveExport(done);
        } else {
          setRun({ state: 'failed', format, message: job.error ?? BOOK_ERRORS.exportFailed });
        }
      } catch (error) {
        if (live())
          setRun({ state: 'failed', format, message: apiErrorMessage(error, BOOK_ERRORS.exportFailed) });
      }
    },
    [projectId],
  );

  const reset = useCallback(() => {
    generation.current += 1;
    setRun({ state: 'idle' });
  }, []);

  return { run, start, reset };
}

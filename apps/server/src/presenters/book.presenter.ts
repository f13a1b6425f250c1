import type { Book, BookExport, BookViewMode } from '@inkling/contracts/book';
import { bookFormatSchema } from '@inkling/contracts/book';
import { formatSchema } from '@inkling/contracts/page';
import type { BookExportRow, BookSettingsRow, ProjectRow } from '../db/schema';
import type { BookPageRecord } from '../repositories/books.repository';
import { fileUrl } from './generation.presenter';

/** URL of an export's file (GET /api/projects/{id}/book/exports/{exportId}/file). */
export const exportFileUrl = (projectId: string, exportId: string) =>
  `/api/projects/${projectId}/book/exports/${exportId}/file`;

/**
 * A project, its finished pages in book order and its settings → the API's Book (contracts
 * `bookSchema`). `format` is the PDF page format the service computed for the included pages;
 * `coverPageId` the page on the cover (books.service coverPageOf), null for the drawn frame.
 */
export function presentBook(
  project: ProjectRow,
  pages: BookPageRecord[],
  settings: BookSettingsRow | undefined,
  format: string,
  coverPageId: string | null,
): Book {
  let pageNumber = 0;
  const presented = pages.map((p, i) => ({
    generationId: p.id,
    position: i + 1,
    included: !p.excluded,
    pageNumber: p.excluded ? null : ++pageNumber,
    prompt: p.prompt,
    previewUrl: fileUrl(p.previewFileId),
    printUrl: fileUrl(p.printFileId),
    coloredUrl: p.colored ? fileUrl(p.colored.fileId) : null,
    format: formatSchema.parse(p.format),
    width: p.width,
    height: p.height,
    completedAt: p.completedAt.toISOString(),
  }));
  return {
    projectId: project.id,
    title: project.title,
    viewMode: (settings?.viewMode ?? 'single') as BookViewMode,
    cover: {
      title: project.title,
      belongsToLine: settings?.belongsToLine ?? false,
      pageId: coverPageId,
    },
    pages: presented,
    includedCount: pageNumber,
    format: bookFormatSchema.parse(format),
    revision: settings?.revision ?? 0,
  };
}

/** An export row → the API's BookExport (contracts `bookExportSchema`). */
export function presentBookExport(row: BookExportRow, bytes: number | null): BookExport {
  const done = row.status === 'done' && row.fileId !== null;
  return {
    id: row.id,
    projectId: row.projectId,
    format: row.format,
    status: row.status,
    progress: row.progress,
    downloadUrl: done ? exportFileUrl(row.projectId, row.id) : null,
    fileName: row.fileName,
    bytes: done ? bytes : null,
    pageCount: done ? row.pageCount : null,
    error: row.status === 'failed' ? row.error : null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

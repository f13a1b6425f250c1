import { createRoute, OpenAPIHono, z } from '@hono/zod-openapi';
import { idSchema } from '@inkling/contracts/api';
import {
  bookExportSchema,
  bookSchema,
  printCheckRequestSchema,
  printCheckSchema,
  startBookExportSchema,
  updateBookSchema,
} from '@inkling/contracts/book';
import type { AppContext } from '../context';
import * as books from '../services/books.service';
import { type AppEnv, errors, json, requireUserId, SESSION } from './openapi';

const params = z.object({ id: idSchema });
const exportParams = z.object({ id: idSchema, exportId: idSchema });
const jsonBody = <T extends z.ZodType>(schema: T) => ({
  body: { content: { 'application/json': { schema } }, required: true },
});

const get = createRoute({
  method: 'get',
  operationId: 'getBook',
  ...SESSION,
  path: '/{id}/book',
  summary: "The project's book: finished pages in book order, left-out pages, cover, view mode",
  request: { params },
  responses: { 200: json(bookSchema, 'Book'), ...errors(400, 401, 404) },
});
const patch = createRoute({
  method: 'patch',
  operationId: 'updateBook',
  ...SESSION,
  path: '/{id}/book',
  summary: 'Reorder pages, leave pages out, set the cover or the view mode (409 when the book changed)',
  request: { params, ...jsonBody(updateBookSchema) },
  responses: { 200: json(bookSchema, 'Book'), ...errors(400, 401, 404, 409) },
});
const check = createRoute({
  method: 'post',
  operationId: 'checkBookPrintReady',
  ...SESSION,
  path: '/{id}/book/print-check',
  summary: 'Every print-on-demand (Amazon KDP) rule the print-ready PDF would break with these options',
  request: { params, ...jsonBody(printCheckRequestSchema) },
  responses: { 200: json(printCheckSchema, 'Print check'), ...errors(400, 401, 404) },
});
const start = createRoute({
  method: 'post',
  operationId: 'startBookExport',
  ...SESSION,
  path: '/{id}/book/exports',
  summary: 'Start a PDF or EPUB export, or get the one made from the same contents (one file per contents)',
  request: { params, ...jsonBody(startBookExportSchema) },
  responses: { 202: json(bookExportSchema, 'Export'), ...errors(400, 401, 404, 409, 429) },
});
const status = createRoute({
  method: 'get',
  operationId: 'getBookExport',
  ...SESSION,
  path: '/{id}/book/exports/{exportId}',
  summary: "An export's status and progress (poll until done or failed)",
  request: { params: exportParams },
  responses: { 200: json(bookExportSchema, 'Export'), ...errors(400, 401, 404) },
});
const download = createRoute({
  method: 'get',
  operationId: 'downloadBookExport',
  ...SESSION,
  path: '/{id}/book/exports/{exportId}/file',
  summary: 'The finished PDF or EPUB, as an attachment named from the book title',
  request: { params: exportParams },
  responses: {
    200: {
      description: 'The file',
      content: {
        'application/pdf': { schema: z.string().openapi({ format: 'binary' }) },
        'application/epub+zip': { schema: z.string().openapi({ format: 'binary' }) },
      },
    },
    ...errors(400, 401, 404, 409),
  },
});

/**
 * `Content-Disposition: attachment` with the file name: an ASCII fallback in `filename` and
 * the UTF-8 name in `filename*` (RFC 6266 §4.3, RFC 8187).
 */
export function attachmentHeader(fileName: string): string {
  const ascii =
    fileName
      .normalize('NFKD')
      .replace(/[^\x20-\x7e]/g, '')
      .replace(/["\\]/g, '') || 'book';
  const encoded = encodeURIComponent(fileName).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}

/** /api/projects/{id}/book: the coloring book and its PDF/EPUB exports (docs/api.md "Books"). */
export function booksRoutes(ctx: AppContext) {
  return new OpenAPIHono<AppEnv>()
    .openapi(get, async (c) =>
      c.json(await books.getBook(ctx, requireUserId(c), c.req.valid('param').id), 200),
    )
    .openapi(patch, async (c) =>
      c.json(
        await books.updateBook(ctx, requireUserId(c), c.req.valid('param').id, c.req.valid('json')),
        200,
      ),
    )
    .openapi(check, async (c) =>
      c.json(
        await books.checkPrintReady(ctx, requireUserId(c), c.req.valid('param').id, c.req.valid('json')),
        200,
      ),
    )
    .openapi(start, async (c) =>
      c.json(
        await books.startExport(ctx, requireUserId(c), c.req.valid('param').id, c.req.valid('json')),
        202,
      ),
    )
    .openapi(status, async (c) => {
      const { id, exportId } = c.req.valid('param');
      return c.json(await books.getExport(ctx, requireUserId(c), id, exportId), 200);
    })
    .openapi(download, async (c) => {
      const { id, exportId } = c.req.valid('param');
      const file = await books.readExportFile(ctx, requireUserId(c), id, exportId);
      return c.body(new Uint8Array(file.bytes), 200, {
        'Content-Type': file.contentType,
        'Content-Disposition': attachmentHeader(file.fileName),
        'Content-Length': String(file.bytes.length),
        'Cache-Control': 'private, no-store',
        'X-Content-Type-Options': 'nosniff',
      });
    });
}

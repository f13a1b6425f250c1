import { createRoute, OpenAPIHono, z } from '@hono/zod-openapi';
import { idSchema, uploadSchema } from '@inkling/contracts/api';
import { UPLOAD_MAX_BYTES } from '@inkling/contracts/limits';
import { bodyLimit } from 'hono/body-limit';
import type { AppContext } from '../context';
import { readOwnedFile } from '../services/files.service';
import { storeUpload, tooLarge } from '../services/uploads.service';
import { type AppEnv, errors, json, multipartImageBody, requireUserId } from './openapi';

/** Room for the multipart envelope around the file itself, bytes. */
const MULTIPART_OVERHEAD = 64 * 1024;

const upload = createRoute({
  method: 'post',
  path: '/uploads',
  summary: 'Upload a reference image (JPEG/PNG/WebP by content, ≤ 10 MB), re-encoded without metadata',
  middleware: [
    bodyLimit({
      maxSize: UPLOAD_MAX_BYTES + MULTIPART_OVERHEAD,
      onError: () => {
        throw tooLarge();
      },
    }),
  ] as const,
  request: { body: multipartImageBody },
  responses: { 201: json(uploadSchema, 'Stored'), ...errors(400, 401, 413, 415) },
});

const download = createRoute({
  method: 'get',
  path: '/files/{id}',
  summary: 'A stored file (owner only; immutable, cached privately for a year)',
  request: { params: z.object({ id: idSchema }) },
  responses: {
    200: {
      description: 'The file',
      content: { 'image/png': { schema: z.string().openapi({ format: 'binary' }) } },
    },
    304: { description: 'Not modified' },
    ...errors(400, 401, 404),
  },
});

/** POST /api/uploads and GET /api/files/:id. */
export function filesRoutes(ctx: AppContext) {
  return new OpenAPIHono<AppEnv>()
    .openapi(upload, async (c) => {
      const userId = requireUserId(c);
      const { file } = c.req.valid('form');
      if (file.size > UPLOAD_MAX_BYTES) throw tooLarge();
      return c.json(await storeUpload(ctx, userId, Buffer.from(await file.arrayBuffer())), 201);
    })
    .openapi(download, async (c) => {
      const { row, bytes } = await readOwnedFile(ctx, requireUserId(c), c.req.valid('param').id);
      const etag = `"${row.id}"`;
      const headers = {
        'Cache-Control': 'private, max-age=31536000, immutable',
        ETag: etag,
        'Content-Type': row.contentType,
        'X-Content-Type-Options': 'nosniff',
        // Stored SVGs are shown as images, never run as documents.
        'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'; sandbox",
      };
      if (c.req.header('if-none-match') === etag) return c.body(null, 304, headers);
      return c.body(new Uint8Array(bytes), 200, headers);
    });
}

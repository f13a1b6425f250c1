import { createRoute, OpenAPIHono, z } from '@hono/zod-openapi';
import { idSchema } from '@inkling/contracts/api';
import type { AppContext } from '../context';
import { readOwnedFile } from '../services/files.service';
import { type AppEnv, errors, requireUserId, SESSION } from './openapi';

const download = createRoute({
  method: 'get',
  operationId: 'getFile',
  ...SESSION,
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

/** GET /api/files/:id: a stored page, photo, character or avatar file, for its owner. */
export function filesRoutes(ctx: AppContext) {
  return new OpenAPIHono<AppEnv>().openapi(download, async (c) => {
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

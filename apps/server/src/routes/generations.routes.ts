import { createRoute, OpenAPIHono, z } from '@hono/zod-openapi';
import { generationSchema, idSchema } from '@inkling/contracts/api';
import type { AppContext } from '../context';
import { getGeneration, retryGeneration } from '../services/generations.service';
import { type AppEnv, errors, json, requireUserId } from './openapi';

const params = z.object({ id: idSchema });

const get = createRoute({
  method: 'get',
  path: '/{id}',
  summary: 'A generation',
  request: { params },
  responses: { 200: json(generationSchema, 'Generation'), ...errors(400, 401, 404) },
});
const retry = createRoute({
  method: 'post',
  path: '/{id}/retry',
  summary: 'A free variation with a new seed (DESIGN decision 6), rate-limited per user',
  request: { params },
  responses: { 201: json(generationSchema, 'Created'), ...errors(400, 401, 404, 429) },
});

/** /api/generations: read one, retry one. */
export function generationsRoutes(ctx: AppContext) {
  return new OpenAPIHono<AppEnv>()
    .openapi(get, async (c) =>
      c.json(await getGeneration(ctx, requireUserId(c), c.req.valid('param').id), 200),
    )
    .openapi(retry, async (c) =>
      c.json(await retryGeneration(ctx, requireUserId(c), c.req.valid('param').id), 201),
    );
}

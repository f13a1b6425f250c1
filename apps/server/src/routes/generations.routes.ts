import { createRoute, OpenAPIHono, z } from '@hono/zod-openapi';
import { creditsSchema, generationSchema, idSchema } from '@inkling/contracts/api';
import { REFUND_TEXTS } from '@inkling/contracts/credit-messages';
import type { AppContext } from '../context';
import { AppError } from '../errors';
import { getGeneration, reportGeneration, retryGeneration } from '../services/generations.service';
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

const report = createRoute({
  method: 'post',
  path: '/{id}/report',
  summary:
    '"Report this page": refunds the credit of an own completed page, once per page, 2 a day (DESIGN decision 5)',
  request: { params },
  responses: {
    200: json(creditsSchema, 'Refunded; the credits after it'),
    ...errors(400, 401, 404, 409, 429),
  },
});

/** /api/generations: read one, retry one, report one (refund). */
export function generationsRoutes(ctx: AppContext) {
  return new OpenAPIHono<AppEnv>()
    .openapi(get, async (c) =>
      c.json(await getGeneration(ctx, requireUserId(c), c.req.valid('param').id), 200),
    )
    .openapi(retry, async (c) =>
      c.json(await retryGeneration(ctx, requireUserId(c), c.req.valid('param').id), 201),
    )
    .openapi(report, async (c) => {
      const user = c.get('user');
      if (!user) throw new AppError('unauthenticated', REFUND_TEXTS.signIn);
      return c.json(await reportGeneration(ctx, user.id, c.req.valid('param').id), 200);
    });
}

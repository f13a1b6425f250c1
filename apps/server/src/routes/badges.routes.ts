import { createRoute, OpenAPIHono } from '@hono/zod-openapi';
import { badgeListSchema } from '@inkling/contracts/badges';
import type { AppContext } from '../context';
import { listBadges } from '../services/badges.service';
import { type AppEnv, errors, json, requireUserId, SESSION } from './openapi';

const list = createRoute({
  method: 'get',
  operationId: 'listBadges',
  ...SESSION,
  path: '/',
  summary: 'The signed-in family’s own badges, earned or not (never anyone else’s)',
  responses: {
    200: json(badgeListSchema, 'Every badge with when it was earned and the progress'),
    ...errors(401),
  },
});

/** /api/badges (issue 34): the signed-in user's badges, worked out from their own activity. */
export function badgesRoutes(ctx: AppContext) {
  return new OpenAPIHono<AppEnv>().openapi(list, async (c) =>
    c.json({ badges: await listBadges(ctx, requireUserId(c)) }, 200),
  );
}

import { createRoute, OpenAPIHono } from '@hono/zod-openapi';
import {
  challengeGallerySchema,
  challengePostsQuerySchema,
  challengeSchema,
} from '@inkling/contracts/challenge';
import type { AppContext } from '../context';
import { challengeGallery, getChallenge } from '../services/challenge.service';
import { viewerOf } from './community.routes';
import { type AppEnv, errors, json, PUBLIC } from './openapi';

const current = createRoute({
  method: 'get',
  operationId: 'getWeeklyChallenge',
  ...PUBLIC,
  path: '/',
  summary:
    'This week’s challenge: the ISO week (UTC), its theme (a moderator’s, else built in) and its dates',
  responses: { 200: json(challengeSchema, 'This week’s challenge') },
});

const posts = createRoute({
  method: 'get',
  operationId: 'listChallengePosts',
  ...PUBLIC,
  path: '/posts',
  summary:
    'The challenge gallery: approved posts shared for a week’s challenge, newest or most hearted that week',
  request: { query: challengePostsQuerySchema },
  responses: { 200: json(challengeGallerySchema, 'The week’s challenge and its posts'), ...errors(400) },
});

/** /api/challenge: the weekly challenge and its gallery (issue 34); public. */
export function challengeRoutes(ctx: AppContext) {
  return new OpenAPIHono<AppEnv>()
    .openapi(current, async (c) => c.json(await getChallenge(ctx), 200))
    .openapi(posts, async (c) =>
      c.json(await challengeGallery(ctx, viewerOf(ctx, c), c.req.valid('query')), 200),
    );
}

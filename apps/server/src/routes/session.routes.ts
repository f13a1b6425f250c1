import { createRoute, OpenAPIHono } from '@hono/zod-openapi';
import { creditsSchema, localSignInSchema, sessionSchema } from '@inkling/contracts/api';
import type { AppContext } from '../context';
import { AppError } from '../errors';
import { presentSession } from '../presenters/session.presenter';
import { localSignIn } from '../services/auth.service';
import { isModerator } from '../services/community.service';
import { getCredits } from '../services/credits.service';
import { pendingCount } from '../services/moderation.service';
import { type AppEnv, errors, json, PUBLIC, requireUserId, SESSION } from './openapi';

const getSession = createRoute({
  method: 'get',
  operationId: 'getSession',
  ...PUBLIC,
  path: '/session',
  summary: 'Current user, credits and active local modes (30 s re-check, DESIGN decision 1)',
  responses: { 200: json(sessionSchema, 'The session; user is null when signed out') },
});

const signIn = createRoute({
  method: 'post',
  operationId: 'localSignIn',
  ...PUBLIC,
  path: '/local-auth/sign-in',
  summary: 'Local sign-in with name and e-mail (only without Google keys, never in production)',
  request: { body: { content: { 'application/json': { schema: localSignInSchema } }, required: true } },
  responses: { 200: json(sessionSchema, 'Signed in; the session cookie is set'), ...errors(400, 404) },
});

const getCreditsRoute = createRoute({
  method: 'get',
  operationId: 'getCredits',
  ...SESSION,
  path: '/credits',
  summary: "The signed-in user's credits",
  responses: { 200: json(creditsSchema, 'Credits'), ...errors(401) },
});

/** GET /api/session, POST /api/local-auth/sign-in, GET /api/credits. */
export function sessionRoutes(ctx: AppContext) {
  return new OpenAPIHono<AppEnv>()
    .openapi(getSession, async (c) => {
      const user = c.get('user');
      const credits = user ? await getCredits(ctx, user.id) : null;
      const moderation = isModerator(ctx, user?.email) ? { pending: await pendingCount(ctx) } : undefined;
      return c.json(presentSession(ctx.config, user, credits, moderation), 200);
    })
    .openapi(signIn, async (c) => {
      if (!ctx.config.localSignIn) throw new AppError('not_found', 'Not found');
      const result = await localSignIn(ctx, c.req.valid('json'));
      for (const cookie of result.setCookies) c.header('Set-Cookie', cookie, { append: true });
      const credits = await getCredits(ctx, result.user.id);
      // The same session as GET /api/session, so a moderator's menu has "Moderation" at once.
      const moderation = isModerator(ctx, result.user.email)
        ? { pending: await pendingCount(ctx) }
        : undefined;
      return c.json(presentSession(ctx.config, result.user, credits, moderation), 200);
    })
    .openapi(getCreditsRoute, async (c) => c.json(await getCredits(ctx, requireUserId(c)), 200));
}

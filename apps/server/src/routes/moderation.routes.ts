import { createRoute, OpenAPIHono, z } from '@hono/zod-openapi';
import { idSchema } from '@inkling/contracts/api';
import {
  challengeSchema,
  challengeWeeksSchema,
  setChallengeThemeSchema,
  weekKeySchema,
} from '@inkling/contracts/challenge';
import { createPromoCodeSchema, promoCodeListSchema, promoCodeSchema } from '@inkling/contracts/codes';
import {
  moderationDecisionSchema,
  moderationItemSchema,
  moderationLogSchema,
  moderationQueueSchema,
} from '@inkling/contracts/community';
import type { MiddlewareHandler } from 'hono';
import type { AppContext } from '../context';
import { listChallengeWeeks, resetChallengeTheme, setChallengeTheme } from '../services/challenge.service';
import { assertModerator, decide, getLog, getQueue } from '../services/moderation.service';
import { createPromoCode, listPromoCodes } from '../services/promo-codes.service';
import { viewerOf } from './community.routes';
import { type AppEnv, errors, json, SESSION } from './openapi';

/**
 * OpenAPI extension marking the moderation operations: they need the session cookie, yet
 * answer 404 (not 401) to everyone who is not a moderator, signed out included (issue 10).
 */
export const MODERATORS_ONLY = { 'x-moderators-only': true } as const;

/** Answers 404 before anything else (body validation included) unless the viewer moderates. */
function moderatorsOnly(ctx: AppContext): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    assertModerator(viewerOf(ctx, c));
    await next();
  };
}

const queue = (ctx: AppContext) =>
  createRoute({
    method: 'get',
    operationId: 'getModerationQueue',
    ...SESSION,
    path: '/queue',
    middleware: [moderatorsOnly(ctx)] as const,
    ...MODERATORS_ONLY,
    summary: 'Posts waiting for review (oldest first) and published posts (moderators only; 404 otherwise)',
    responses: { 200: json(moderationQueueSchema, 'The queue'), ...errors(404) },
  });

const decision = (ctx: AppContext) =>
  createRoute({
    method: 'post',
    operationId: 'decideCommunityPost',
    ...SESSION,
    path: '/posts/{id}/decision',
    middleware: [moderatorsOnly(ctx)] as const,
    ...MODERATORS_ONLY,
    summary: 'Approve, reject or remove a post; recorded in the append-only moderation log (moderators only)',
    request: {
      params: z.object({ id: idSchema }),
      body: { content: { 'application/json': { schema: moderationDecisionSchema } }, required: true },
    },
    responses: { 200: json(moderationItemSchema, 'The post after the decision'), ...errors(400, 404, 409) },
  });

const log = (ctx: AppContext) =>
  createRoute({
    method: 'get',
    operationId: 'getModerationLog',
    ...SESSION,
    path: '/log',
    middleware: [moderatorsOnly(ctx)] as const,
    ...MODERATORS_ONLY,
    summary: 'The newest moderation decisions first (moderators only)',
    responses: { 200: json(moderationLogSchema, 'The log'), ...errors(404) },
  });

const promoList = (ctx: AppContext) =>
  createRoute({
    method: 'get',
    operationId: 'listPromoCodes',
    ...SESSION,
    path: '/promo-codes',
    middleware: [moderatorsOnly(ctx)] as const,
    ...MODERATORS_ONLY,
    summary: 'Every promo code, newest first, with its redemption count (moderators only)',
    responses: { 200: json(promoCodeListSchema, 'The codes'), ...errors(404) },
  });

const promoCreate = (ctx: AppContext) =>
  createRoute({
    method: 'post',
    operationId: 'createPromoCode',
    ...SESSION,
    path: '/promo-codes',
    middleware: [moderatorsOnly(ctx)] as const,
    ...MODERATORS_ONLY,
    summary: 'Creates a promo code; a percentage code is also made a Stripe promotion code with Stripe keys',
    request: {
      body: { content: { 'application/json': { schema: createPromoCodeSchema } }, required: true },
    },
    responses: { 200: json(promoCodeSchema, 'The new code'), ...errors(400, 404, 409, 502) },
  });

const challengeWeeks = (ctx: AppContext) =>
  createRoute({
    method: 'get',
    operationId: 'listChallengeWeeks',
    ...SESSION,
    path: '/challenge',
    middleware: [moderatorsOnly(ctx)] as const,
    ...MODERATORS_ONLY,
    summary: 'This week and the next seven with their challenge themes (moderators only)',
    responses: { 200: json(challengeWeeksSchema, 'The weeks'), ...errors(404) },
  });

const challengeWeekParams = z.object({ week: weekKeySchema });

const challengeSet = (ctx: AppContext) =>
  createRoute({
    method: 'put',
    operationId: 'setChallengeTheme',
    ...SESSION,
    path: '/challenge/{week}',
    middleware: [moderatorsOnly(ctx)] as const,
    ...MODERATORS_ONLY,
    summary:
      'Sets a week’s challenge theme instead of the built-in one; it passes the kid-safety check (moderators only)',
    request: {
      params: challengeWeekParams,
      body: { content: { 'application/json': { schema: setChallengeThemeSchema } }, required: true },
    },
    responses: { 200: json(challengeSchema, 'The week’s challenge'), ...errors(400, 404, 422) },
  });

const challengeReset = (ctx: AppContext) =>
  createRoute({
    method: 'delete',
    operationId: 'resetChallengeTheme',
    ...SESSION,
    path: '/challenge/{week}',
    middleware: [moderatorsOnly(ctx)] as const,
    ...MODERATORS_ONLY,
    summary: 'Gives a week its built-in challenge theme again (moderators only)',
    request: { params: challengeWeekParams },
    responses: { 200: json(challengeSchema, 'The week’s challenge'), ...errors(400, 404) },
  });

/**
 * /api/moderation (issue 10; DESIGN decision 9): only signed-in users whose e-mail is in
 * ADMIN_EMAILS; everyone else, signed out included, gets 404 from every route.
 */
export function moderationRoutes(ctx: AppContext) {
  return new OpenAPIHono<AppEnv>()
    .openapi(queue(ctx), async (c) => {
      const viewer = viewerOf(ctx, c);
      assertModerator(viewer);
      return c.json(await getQueue(ctx, viewer), 200);
    })
    .openapi(decision(ctx), async (c) => {
      const viewer = viewerOf(ctx, c);
      assertModerator(viewer);
      return c.json(await decide(ctx, viewer, c.req.valid('param').id, c.req.valid('json')), 200);
    })
    .openapi(log(ctx), async (c) => {
      const viewer = viewerOf(ctx, c);
      assertModerator(viewer);
      return c.json({ entries: await getLog(ctx) }, 200);
    })
    .openapi(promoList(ctx), async (c) => {
      assertModerator(viewerOf(ctx, c));
      return c.json({ codes: await listPromoCodes(ctx) }, 200);
    })
    .openapi(promoCreate(ctx), async (c) => {
      const viewer = viewerOf(ctx, c);
      assertModerator(viewer);
      return c.json(await createPromoCode(ctx, viewer, c.req.valid('json')), 200);
    })
    .openapi(challengeWeeks(ctx), async (c) => {
      assertModerator(viewerOf(ctx, c));
      return c.json({ weeks: await listChallengeWeeks(ctx) }, 200);
    })
    .openapi(challengeSet(ctx), async (c) => {
      const viewer = viewerOf(ctx, c);
      assertModerator(viewer);
      return c.json(
        await setChallengeTheme(ctx, viewer, c.req.valid('param').week, c.req.valid('json').theme),
        200,
      );
    })
    .openapi(challengeReset(ctx), async (c) => {
      assertModerator(viewerOf(ctx, c));
      return c.json(await resetChallengeTheme(ctx, c.req.valid('param').week), 200);
    });
}

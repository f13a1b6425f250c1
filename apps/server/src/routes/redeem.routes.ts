import { createRoute, OpenAPIHono } from '@hono/zod-openapi';
import { REDEEM_TEXTS, redeemResultSchema, redeemSchema } from '@inkling/contracts/codes';
import type { Context } from 'hono';
import type { AppContext } from '../context';
import { AppError } from '../errors';
import { enforceRateLimit } from '../services/rate-limit';
import { redeemCode } from '../services/redeem.service';
import { clientIp } from './client-ip';
import { type AppEnv, errors, json, SESSION } from './openapi';

/** The signed-in user's id; 401 with the redeem page's own sign-in message otherwise. */
function redeemerId(c: Context<AppEnv>): string {
  const user = c.get('user');
  if (!user) throw new AppError('unauthenticated', REDEEM_TEXTS.signInRequired);
  return user.id;
}

const redeem = createRoute({
  method: 'post',
  operationId: 'redeemCode',
  ...SESSION,
  path: '/redeem',
  summary: 'Redeems a promo code: bonus credits now, or a percentage to use at checkout',
  request: { body: { content: { 'application/json': { schema: redeemSchema } }, required: true } },
  responses: {
    200: json(redeemResultSchema, 'What the code did'),
    ...errors(400, 401, 404, 409, 429),
  },
});

/**
 * POST /api/redeem (issue 34): signed in only; rate limited per account (`redeem`) and per
 * client address (`redeemByIp`) before the code is looked at, so guessing costs tokens.
 */
export function redeemRoutes(ctx: AppContext) {
  return new OpenAPIHono<AppEnv>().openapi(redeem, async (c) => {
    const userId = redeemerId(c);
    await enforceRateLimit(ctx, 'redeem', userId, REDEEM_TEXTS.rateLimited);
    await enforceRateLimit(
      ctx,
      'redeemByIp',
      clientIp(c, ctx.config.trustProxyHops),
      REDEEM_TEXTS.rateLimited,
    );
    return c.json(await redeemCode(ctx, userId, c.req.valid('json').code), 200);
  });
}

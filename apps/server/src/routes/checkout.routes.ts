import { createRoute, OpenAPIHono, z } from '@hono/zod-openapi';
import {
  checkoutSchema,
  checkoutStatusSchema,
  confirmCheckoutSchema,
  createCheckoutSchema,
  redirectSchema,
  testCheckoutSessionSchema,
} from '@inkling/contracts/api';
import { PURCHASE_TEXTS } from '@inkling/contracts/credit-messages';
import type { Context } from 'hono';
import type { AppContext } from '../context';
import { AppError } from '../errors';
import {
  completeTestCheckout,
  confirmCheckout,
  createCheckout,
  getTestCheckout,
  handleStripeWebhook,
} from '../services/checkout.service';
import { type AppEnv, errors, json, PUBLIC, SESSION } from './openapi';

/** The signed-in user's id; 401 with the spec's purchase message (spec core §8) otherwise. */
function purchaserId(c: Context<AppEnv>): string {
  const user = c.get('user');
  if (!user) throw new AppError('unauthenticated', PURCHASE_TEXTS.signInRequired);
  return user.id;
}

const body = <T extends z.ZodType>(schema: T) => ({
  body: { content: { 'application/json': { schema } }, required: true },
});
const testParams = z.object({ id: z.string().min(1).max(255) });

const create = createRoute({
  method: 'post',
  operationId: 'createCheckout',
  ...SESSION,
  path: '/checkout',
  summary: 'Starts a purchase of a pack: a Stripe Checkout Session, or the local test checkout',
  request: body(createCheckoutSchema),
  responses: { 200: json(checkoutSchema, 'Where the browser goes to pay'), ...errors(400, 401, 404, 502) },
});
const confirm = createRoute({
  method: 'post',
  operationId: 'confirmCheckout',
  ...SESSION,
  path: '/checkout/confirm',
  summary: 'The success return: fulfils the session when paid (idempotent)',
  request: body(confirmCheckoutSchema),
  responses: { 200: json(checkoutStatusSchema, 'Payment status and credits'), ...errors(400, 401, 404, 502) },
});
const webhook = createRoute({
  method: 'post',
  operationId: 'receiveStripeWebhook',
  ...PUBLIC,
  path: '/stripe/webhook',
  summary: 'Stripe webhook (signed raw body): checkout.session.completed / async_payment_succeeded',
  responses: {
    200: json(z.object({ received: z.literal(true) }), 'Handled or ignored'),
    ...errors(400, 404),
  },
});
const testGet = createRoute({
  method: 'get',
  operationId: 'getTestCheckout',
  ...SESSION,
  path: '/checkout/test/{id}',
  summary: 'Local test checkout: the session shown on "Test payment — no real charge"',
  request: { params: testParams },
  responses: { 200: json(testCheckoutSessionSchema, 'The session'), ...errors(401, 404) },
});
const testPay = createRoute({
  method: 'post',
  operationId: 'payTestCheckout',
  ...SESSION,
  path: '/checkout/test/{id}/pay',
  summary: 'Local test checkout: Pay (fulfils through the same function as Stripe)',
  request: { params: testParams },
  responses: { 200: json(redirectSchema, 'Where to return'), ...errors(401, 404) },
});
const testCancel = createRoute({
  method: 'post',
  operationId: 'cancelTestCheckout',
  ...SESSION,
  path: '/checkout/test/{id}/cancel',
  summary: 'Local test checkout: Cancel (grants nothing)',
  request: { params: testParams },
  responses: { 200: json(redirectSchema, 'Where to return'), ...errors(401, 404) },
});

/**
 * Purchases (credits issue "Pricing and purchase"): POST /api/checkout, POST
 * /api/checkout/confirm, POST /api/stripe/webhook and the local test checkout's
 * GET /api/checkout/test/:id, POST …/pay, POST …/cancel (404 unless in local mode).
 */
export function checkoutRoutes(ctx: AppContext) {
  return new OpenAPIHono<AppEnv>()
    .openapi(create, async (c) => c.json(await createCheckout(ctx, purchaserId(c), c.req.valid('json')), 200))
    .openapi(confirm, async (c) =>
      c.json(await confirmCheckout(ctx, purchaserId(c), c.req.valid('json').sessionId), 200),
    )
    .openapi(webhook, async (c) => {
      const payload = await c.req.text();
      return c.json(await handleStripeWebhook(ctx, payload, c.req.header('stripe-signature')), 200);
    })
    .openapi(testGet, async (c) =>
      c.json(await getTestCheckout(ctx, purchaserId(c), c.req.valid('param').id), 200),
    )
    .openapi(testPay, async (c) =>
      c.json(await completeTestCheckout(ctx, purchaserId(c), c.req.valid('param').id, 'pay'), 200),
    )
    .openapi(testCancel, async (c) =>
      c.json(await completeTestCheckout(ctx, purchaserId(c), c.req.valid('param').id, 'cancel'), 200),
    );
}

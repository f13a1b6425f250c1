import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';

/** What the fake Stripe API answers next for session creation. */
export type FakeStripeMode = 'ok' | 'card_error' | 'server_error' | 'no_url';

/**
 * A local node:http server speaking the part of Stripe's HTTP API Inkling uses
 * (POST /v1/checkout/sessions with an optional `discounts[0][promotion_code]`,
 * GET /v1/checkout/sessions/:id, POST /v1/coupons, POST /v1/promotion_codes), with Stripe's error shape
 * `{ error: { type, message } }`. `client` is the official SDK pointed at it through its
 * host/port/protocol options, so the SDK's own request and error handling run for real.
 */
export async function startFakeStripe() {
  const sessions = new Map<string, Record<string, unknown>>();
  const coupons = new Map<string, Record<string, unknown>>();
  const promotionCodes = new Map<string, Record<string, unknown>>();
  const requests: { method: string; path: string; form: URLSearchParams; auth: string | undefined }[] = [];
  const state = { mode: 'ok' as FakeStripeMode, counter: 0 };

  const readBody = (req: IncomingMessage) =>
    new Promise<string>((resolve) => {
      let data = '';
      req.on('data', (chunk) => {
        data += chunk;
      });
      req.on('end', () => resolve(data));
    });

  const server: Server = createServer(async (req, res) => {
    const form = new URLSearchParams(await readBody(req));
    const path = (req.url ?? '').split('?')[0]!;
    requests.push({ method: req.method ?? '', path, form, auth: req.headers.authorization });
    const send = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json', 'request-id': `req_${state.counter}` });
      res.end(JSON.stringify(body));
    };
    if (req.method === 'POST' && path === '/v1/checkout/sessions') {
      if (state.mode === 'card_error') {
        return send(400, {
          error: { type: 'invalid_request_error', message: 'Invalid currency: xyz', param: 'currency' },
        });
      }
      if (state.mode === 'server_error') {
        return send(500, { error: { type: 'api_error', message: 'An unknown error occurred' } });
      }
      const id = `cs_test_fake_${++state.counter}`;
      const unitAmount = Number(form.get('line_items[0][price_data][unit_amount]'));
      const promotionId = form.get('discounts[0][promotion_code]');
      let amountTotal = unitAmount;
      if (promotionId) {
        const promotion = promotionCodes.get(promotionId);
        if (!promotion?.active) {
          return send(400, {
            error: {
              type: 'invalid_request_error',
              message: `No such promotion code: '${promotionId}'`,
              param: 'discounts[0][promotion_code]',
            },
          });
        }
        const coupon = coupons.get((promotion.promotion as { coupon: string }).coupon)!;
        amountTotal = Math.round((unitAmount * (100 - Number(coupon.percent_off))) / 100);
      }
      const session = {
        id,
        object: 'checkout.session',
        mode: form.get('mode'),
        status: 'open',
        payment_status: 'unpaid',
        amount_total: amountTotal,
        amount_subtotal: unitAmount,
        discounts: promotionId ? [{ promotion_code: promotionId }] : [],
        currency: form.get('line_items[0][price_data][currency]'),
        client_reference_id: form.get('client_reference_id'),
        metadata: Object.fromEntries(
          [...form.entries()]
            .filter(([k]) => k.startsWith('metadata['))
            .map(([k, v]) => [k.slice('metadata['.length, -1), v]),
        ),
        success_url: form.get('success_url'),
        cancel_url: form.get('cancel_url'),
        url: state.mode === 'no_url' ? null : `https://checkout.stripe.test/c/pay/${id}`,
      };
      sessions.set(id, session);
      return send(200, session);
    }
    if (req.method === 'POST' && path === '/v1/coupons') {
      const coupon = {
        id: `coupon_fake_${++state.counter}`,
        object: 'coupon',
        percent_off: Number(form.get('percent_off')),
        duration: form.get('duration'),
        name: form.get('name'),
        redeem_by: form.has('redeem_by') ? Number(form.get('redeem_by')) : null,
        valid: true,
      };
      coupons.set(coupon.id, coupon);
      return send(200, coupon);
    }
    if (req.method === 'POST' && path === '/v1/promotion_codes') {
      const couponId = form.get('promotion[coupon]') ?? '';
      if (form.get('promotion[type]') !== 'coupon' || !coupons.has(couponId)) {
        return send(400, {
          error: {
            type: 'invalid_request_error',
            message: `No such coupon: '${couponId}'`,
            param: 'promotion',
          },
        });
      }
      const code = form.get('code') ?? '';
      // Stripe: the code "must be unique across all active promotion codes" (case-insensitive).
      if (
        [...promotionCodes.values()].some(
          (p) => p.active && String(p.code).toUpperCase() === code.toUpperCase(),
        )
      ) {
        return send(400, {
          error: {
            type: 'invalid_request_error',
            message: `An active promotion code with \`code: ${code}\` already exists.`,
            param: 'code',
          },
        });
      }
      const promotion = {
        id: `promo_fake_${++state.counter}`,
        object: 'promotion_code',
        active: true,
        code,
        promotion: { type: 'coupon', coupon: couponId },
        max_redemptions: form.has('max_redemptions') ? Number(form.get('max_redemptions')) : null,
        expires_at: form.has('expires_at') ? Number(form.get('expires_at')) : null,
        restrictions: {
          first_time_transaction: form.get('restrictions[first_time_transaction]') === 'true',
        },
        times_redeemed: 0,
      };
      promotionCodes.set(promotion.id, promotion);
      return send(200, promotion);
    }
    const match = /^\/v1\/checkout\/sessions\/([^/]+)$/.exec(path);
    if (req.method === 'GET' && match) {
      const session = sessions.get(decodeURIComponent(match[1]!));
      if (!session) {
        return send(404, {
          error: { type: 'invalid_request_error', message: `No such checkout.session: '${match[1]}'` },
        });
      }
      return send(200, session);
    }
    send(404, { error: { type: 'invalid_request_error', message: `Unrecognized request URL (${path})` } });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const client = new Stripe('sk_test_inkling_fake', {
    host: '127.0.0.1',
    port,
    protocol: 'http',
    maxNetworkRetries: 0,
  });
  return {
    client,
    sessions,
    coupons,
    promotionCodes,
    requests,
    state,
    /** Marks a session paid (as Stripe does when the customer pays), with a payment intent. */
    pay(id: string, paymentStatus: 'paid' | 'unpaid' = 'paid') {
      const s = sessions.get(id)!;
      s.status = 'complete';
      s.payment_status = paymentStatus;
      s.payment_intent ??= `pi_fake_${++state.counter}`;
      return s;
    },
    /**
     * The Charge object of a paid session after a refund, as Stripe sends it in
     * `charge.refunded`: `refunded` true only for a full refund.
     */
    refundedCharge(id: string, amountRefunded?: number) {
      const s = sessions.get(id)!;
      const amount = Number(s.amount_total);
      const refundedAmount = amountRefunded ?? amount;
      return {
        id: `ch_fake_${++state.counter}`,
        object: 'charge',
        amount,
        amount_refunded: refundedAmount,
        refunded: refundedAmount >= amount,
        payment_intent: s.payment_intent,
        status: 'succeeded',
      };
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

import { PURCHASE_TEXTS } from '@inkling/contracts/credit-messages';
import Stripe from 'stripe';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { api, body, signIn } from '../../test/factories';
import { startFakeStripe } from '../../test/fake-stripe';
import { createHarness, type Harness, TEST_DATABASES } from '../../test/harness';
import { listLedger } from '../repositories/credits.repository';
import { verifyLedger } from '../services/credits.service';

/**
 * Purchases (credits issue "Pricing and purchase", "Tests and proof"): the local test
 * checkout, checkout-session creation through the official SDK against a local server
 * speaking Stripe's HTTP API, and signed webhooks made with the SDK's test-header helper.
 */
const purchases = async (h: Harness, userId: string) =>
  (await listLedger(h.ctx.db, userId)).filter((e) => e.reason === 'purchase');

describe.each(TEST_DATABASES)('test checkout, local mode (%s)', (kind) => {
  let h: Harness;
  beforeAll(async () => {
    h = await createHarness(kind);
  });
  afterAll(() => h.close());

  it('Pay grants the pack once, returns to the page it came from; replays and 10 at once grant nothing more', async () => {
    const { cookie, userId } = await signIn(h);
    // An amount or credit count sent by the client is ignored: the server judges the price.
    const res = await api(h, cookie, 'POST', '/api/checkout', {
      packId: 'starter',
      returnPath: '/projects/abc?view=book',
      credits: 1000,
      amountCents: 1,
    });
    expect(res.status).toBe(200);
    const { url } = await body(res);
    const id = /\/checkout\/test\/(cs_test_local_\w+)$/.exec(url)?.[1];
    expect(id).toBeTruthy();
    expect(await body(await api(h, cookie, 'GET', `/api/checkout/test/${id}`))).toEqual({
      id,
      packId: 'starter',
      label: 'Starter',
      credits: 6,
      priceCents: 299,
      status: 'open',
    });
    const results = await Promise.all(
      Array.from({ length: 10 }, () => api(h, cookie, 'POST', `/api/checkout/test/${id}/pay`)),
    );
    for (const r of results) {
      expect(r.status).toBe(200);
      expect((await body(r)).redirectUrl).toBe(
        `http://localhost:3000/projects/abc?view=book&payment=success&session_id=${id}`,
      );
    }
    const confirm = await body(await api(h, cookie, 'POST', '/api/checkout/confirm', { sessionId: id }));
    expect(confirm).toMatchObject({ status: 'paid', credits: { credits: 16 } });
    expect((await purchases(h, userId)).map((e) => [e.idempotencyKey, e.delta])).toEqual([
      [`stripe:${id}`, 6],
    ]);
    // Cancel after Pay changes nothing.
    await api(h, cookie, 'POST', `/api/checkout/test/${id}/cancel`);
    expect(await verifyLedger(h.ctx, userId)).toMatchObject({ ok: true, balance: 16 });
  });

  it('Cancel grants nothing and returns with payment=cancelled', async () => {
    const { cookie, userId } = await signIn(h);
    const { url } = await body(await api(h, cookie, 'POST', '/api/checkout', { packId: 'bulk' }));
    const id = url.split('/').pop();
    const res = await body(await api(h, cookie, 'POST', `/api/checkout/test/${id}/cancel`));
    expect(res.redirectUrl).toBe('http://localhost:3000/?payment=cancelled');
    await api(h, cookie, 'POST', `/api/checkout/test/${id}/pay`);
    expect(
      await body(await api(h, cookie, 'POST', '/api/checkout/confirm', { sessionId: id })),
    ).toMatchObject({
      status: 'cancelled',
    });
    expect(await purchases(h, userId)).toEqual([]);
  });

  it('rejects signed-out buyers, unknown packs, outside return paths and other users’ sessions', async () => {
    const signedOut = await h.app.request('/api/checkout', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ packId: 'starter' }),
    });
    expect(signedOut.status).toBe(401);
    expect((await body(signedOut)).error.message).toBe(PURCHASE_TEXTS.signInRequired);
    const { cookie } = await signIn(h);
    expect((await api(h, cookie, 'POST', '/api/checkout', { packId: 'mega' })).status).toBe(400);
    expect(
      (await api(h, cookie, 'POST', '/api/checkout', { packId: 'pro', returnPath: '//evil.example' })).status,
    ).toBe(400);
  });

  it('webhook is 404 without Stripe keys', async () => {
    const res = await h.app.request('/api/stripe/webhook', { method: 'POST', body: '{}' });
    expect(res.status).toBe(404);
  });
});

describe.each(TEST_DATABASES)('Stripe checkout and webhooks (%s)', (kind) => {
  const webhookSecret = 'whsec_inkling_test_secret';
  let h: Harness;
  let fake: Awaited<ReturnType<typeof startFakeStripe>>;
  const signer = new Stripe('sk_test_signer');
  beforeAll(async () => {
    fake = await startFakeStripe();
    h = await createHarness(kind, {
      stripe: fake.client,
      config: { stripe: { secretKey: 'sk_test_inkling_fake', webhookSecret }, testCheckout: false },
    });
  });
  afterAll(async () => {
    await h.close();
    await fake.close();
  });
  beforeEach(() => {
    fake.state.mode = 'ok';
  });

  async function startPurchase(packId = 'pro', returnPath = '/pricing') {
    const user = await signIn(h);
    const res = await api(h, user.cookie, 'POST', '/api/checkout', { packId, returnPath });
    expect(res.status).toBe(200);
    const { url } = await body(res);
    const id = url.split('/').pop() as string;
    return { ...user, id, url };
  }

  function deliver(payload: string, header?: string) {
    return h.app.request('/api/stripe/webhook', {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(header ? { 'stripe-signature': header } : {}) },
      body: payload,
    });
  }

  function event(type: string, session: Record<string, unknown>, id = `evt_${Math.random()}`) {
    return JSON.stringify({ id, object: 'event', type, data: { object: session } });
  }

  const sign = (payload: string, options: { secret?: string; timestamp?: number } = {}) =>
    signer.webhooks.generateTestHeaderString({
      payload,
      secret: options.secret ?? webhookSecret,
      timestamp: options.timestamp,
    });

  it('creates a Checkout Session through the SDK with the catalog price and the return URLs', async () => {
    const { id, url, userId } = await startPurchase('pro', '/projects/p1');
    expect(url).toBe(`https://checkout.stripe.test/c/pay/${id}`);
    const request = fake.requests.findLast((r) => r.path === '/v1/checkout/sessions')!;
    expect(request.auth).toBe('Bearer sk_test_inkling_fake');
    expect(Object.fromEntries(request.form)).toMatchObject({
      mode: 'payment',
      'line_items[0][price_data][unit_amount]': '1000',
      'line_items[0][price_data][currency]': 'usd',
      'line_items[0][quantity]': '1',
      client_reference_id: userId,
      'metadata[packId]': 'pro',
      success_url: 'http://localhost:3000/projects/p1?payment=success&session_id={CHECKOUT_SESSION_ID}',
      cancel_url: 'http://localhost:3000/projects/p1?payment=cancelled',
    });
  });

  it.each([
    ['card_error', 502],
    ['server_error', 502],
    ['no_url', 502],
  ] as const)(
    'Stripe answering %s → %i "Failed to create checkout session" or "No checkout URL received"',
    async (mode, status) => {
      const { cookie } = await signIn(h);
      fake.state.mode = mode;
      const res = await api(h, cookie, 'POST', '/api/checkout', { packId: 'starter' });
      expect(res.status).toBe(status);
      expect((await body(res)).error.message).toBe(
        mode === 'no_url' ? PURCHASE_TEXTS.noCheckoutUrl : PURCHASE_TEXTS.checkoutFailed,
      );
    },
  );

  it('a signed checkout.session.completed (paid) grants once: duplicates and 10 parallel replays add nothing', async () => {
    const { id, userId, cookie } = await startPurchase('pro');
    const payload = event('checkout.session.completed', fake.pay(id), 'evt_dup');
    expect((await deliver(payload, sign(payload))).status).toBe(200);
    expect((await deliver(payload, sign(payload))).status).toBe(200);
    const parallel = await Promise.all(Array.from({ length: 10 }, () => deliver(payload, sign(payload))));
    expect(parallel.map((r) => r.status)).toEqual(Array(10).fill(200));
    // The success return also fulfils, and finds it done.
    const confirm = await body(await api(h, cookie, 'POST', '/api/checkout/confirm', { sessionId: id }));
    expect(confirm).toMatchObject({ status: 'paid', credits: { credits: 35 } });
    expect((await purchases(h, userId)).map((e) => [e.idempotencyKey, e.delta])).toEqual([
      [`stripe:${id}`, 25],
    ]);
    expect((await verifyLedger(h.ctx, userId)).ok).toBe(true);
  });

  it('unpaid completion grants nothing; async_payment_succeeded then grants once, in any order', async () => {
    const { id, userId } = await startPurchase('starter');
    const unpaid = event('checkout.session.completed', { ...fake.pay(id, 'unpaid') });
    expect((await deliver(unpaid, sign(unpaid))).status).toBe(200);
    expect(await purchases(h, userId)).toEqual([]);
    const succeeded = event('checkout.session.async_payment_succeeded', { ...fake.pay(id, 'paid') });
    const paidCompleted = event('checkout.session.completed', { ...fake.pay(id, 'paid') });
    await Promise.all([deliver(succeeded, sign(succeeded)), deliver(paidCompleted, sign(paidCompleted))]);
    await deliver(unpaid, sign(unpaid));
    expect((await purchases(h, userId)).map((e) => e.delta)).toEqual([6]);
  });

  it('the success return before any webhook fulfils from Stripe’s own record', async () => {
    const { id, userId, cookie } = await startPurchase('bulk');
    expect(
      await body(await api(h, cookie, 'POST', '/api/checkout/confirm', { sessionId: id })),
    ).toMatchObject({ status: 'pending' });
    fake.pay(id);
    const [a, b] = await Promise.all([
      api(h, cookie, 'POST', '/api/checkout/confirm', { sessionId: id }),
      api(h, cookie, 'POST', '/api/checkout/confirm', { sessionId: id }),
    ]);
    expect((await body(a)).status).toBe('paid');
    expect((await body(b)).status).toBe('paid');
    const payload = event('checkout.session.completed', fake.sessions.get(id)!);
    await deliver(payload, sign(payload));
    expect((await purchases(h, userId)).map((e) => e.delta)).toEqual([100]);
  });

  it.each([
    ['a wrong secret', (p: string) => ({ payload: p, header: sign(p, { secret: 'whsec_wrong' }) })],
    ['one changed byte', (p: string) => ({ payload: p.replace('"paid"', '"pai1"'), header: sign(p) })],
    ['a missing header', (p: string) => ({ payload: p, header: undefined })],
    [
      'an old timestamp',
      (p: string) => ({ payload: p, header: sign(p, { timestamp: Math.floor(Date.now() / 1000) - 600 }) }),
    ],
  ])('rejects %s with 400 and grants nothing', async (_name, tamper) => {
    const { id, userId } = await startPurchase('starter');
    const original = event('checkout.session.completed', fake.pay(id));
    const { payload, header } = tamper(original);
    const res = await deliver(payload, header);
    expect(res.status).toBe(400);
    expect((await body(res)).error.code).toBe('bad_request');
    expect(await purchases(h, userId)).toEqual([]);
  });

  it('ignores sessions it did not create and sessions whose metadata was changed', async () => {
    const { id, userId } = await startPurchase('starter');
    const foreign = event('checkout.session.completed', { ...fake.pay(id), id: 'cs_test_unknown' });
    const forged = event('checkout.session.completed', {
      ...fake.pay(id),
      metadata: { userId: 'someone-else', packId: 'bulk' },
    });
    for (const p of [foreign, forged]) expect((await deliver(p, sign(p))).status).toBe(200);
    expect(await purchases(h, userId)).toEqual([]);
  });
});

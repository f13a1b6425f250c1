import { PROMO_ADMIN_TEXTS, REDEEM_TEXTS } from '@inkling/contracts/codes';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, body, signIn } from '../../test/factories';
import { startFakeStripe } from '../../test/fake-stripe';
import { createHarness, type Harness, TEST_DATABASES } from '../../test/harness';
import { listLedger } from '../repositories/credits.repository';
import { findPromoCode } from '../repositories/promo-codes.repository';
import { verifyLedger } from '../services/credits.service';

/**
 * Promo codes (issue 34 "Promo codes", "Done when"): moderators create them beside
 * moderation; POST /api/redeem grants a credits code once per account, also under 20
 * concurrent requests; expired and used-up codes get a clear message; percentage codes lower
 * the price of the local test checkout and, with Stripe keys, are Stripe promotion codes
 * passed to Checkout as a discount.
 */
const MODERATOR = 'mod@example.org';
const promoEntries = async (h: Harness, userId: string) =>
  (await listLedger(h.ctx.db, userId)).filter((e) => e.reason === 'promo');

describe.each(TEST_DATABASES)('promo codes, local checkout (%s)', (kind) => {
  let h: Harness;
  let now = new Date('2026-11-24T12:00:00Z');
  let mod: { cookie: string };
  beforeAll(async () => {
    h = await createHarness(kind, { config: { adminEmails: [MODERATOR] }, clock: () => now });
    mod = await signIn(h, 'Mod', MODERATOR);
  });
  afterAll(() => h.close());

  async function create(input: Record<string, unknown>) {
    const res = await api(h, mod.cookie, 'POST', '/api/moderation/promo-codes', input);
    expect(res.status, await res.clone().text()).toBe(200);
    return body(res);
  }

  it('only moderators see or create codes (404 for everyone else, signed out included)', async () => {
    const user = await signIn(h);
    const input = { code: 'NOPE1', kind: 'credits', credits: 5 };
    expect((await api(h, user.cookie, 'POST', '/api/moderation/promo-codes', input)).status).toBe(404);
    expect((await api(h, user.cookie, 'GET', '/api/moderation/promo-codes')).status).toBe(404);
    expect((await h.app.request('/api/moderation/promo-codes')).status).toBe(404);
    expect(await findPromoCode(h.ctx.db, 'NOPE1')).toBeUndefined();
  });

  it('creates a code in canonical form, refuses the same letters twice, a past expiry and a bad shape', async () => {
    const code = await create({ code: 'spring-2026', kind: 'credits', credits: 5, maxRedemptions: 3 });
    expect(code).toMatchObject({
      code: 'SPRING2026',
      kind: 'credits',
      credits: 5,
      percentOff: null,
      maxRedemptions: 3,
      redemptions: 0,
      inStripe: false,
      createdBy: MODERATOR,
    });
    const again = await api(h, mod.cookie, 'POST', '/api/moderation/promo-codes', {
      code: 'Spring 2026',
      kind: 'credits',
      credits: 1,
    });
    expect(again.status).toBe(409);
    expect((await body(again)).error.message).toBe(PROMO_ADMIN_TEXTS.duplicate);
    const past = { code: 'OLDONE', kind: 'credits', credits: 1, expiresAt: '2026-11-01T00:00:00Z' };
    expect((await api(h, mod.cookie, 'POST', '/api/moderation/promo-codes', past)).status).toBe(400);
    for (const bad of [
      { code: 'MIXED1', kind: 'credits', percentOff: 10 },
      { code: 'MIXED2', kind: 'percent', credits: 10 },
      { code: 'AB', kind: 'credits', credits: 1 },
      { code: 'HUGE1', kind: 'credits', credits: 1001 },
      { code: 'HALF1', kind: 'percent', percentOff: 101 },
    ]) {
      expect((await api(h, mod.cookie, 'POST', '/api/moderation/promo-codes', bad)).status).toBe(400);
    }
    const list = await body(await api(h, mod.cookie, 'GET', '/api/moderation/promo-codes'));
    expect(list.codes.map((c: { code: string }) => c.code)).toContain('SPRING2026');
  });

  it('20 concurrent redemptions of one code by one account grant once, with the code id in the ledger', async () => {
    const code = await create({ code: 'RACE-20', kind: 'credits', credits: 7 });
    const { cookie, userId } = await signIn(h);
    const results = await Promise.all(
      Array.from({ length: 20 }, () => api(h, cookie, 'POST', '/api/redeem', { code: 'race 20' })),
    );
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(19);
    const ok = await body(results[statuses.indexOf(200)]!);
    expect(ok).toMatchObject({ kind: 'credits', source: 'promo', creditsAdded: 7, credits: { credits: 17 } });
    const refused = await body(results[statuses.indexOf(409)]!);
    expect(refused.error.message).toBe(REDEEM_TEXTS.alreadyRedeemed);
    const entries = await promoEntries(h, userId);
    expect(entries.map((e) => [e.delta, e.promoCodeId])).toEqual([[7, code.id]]);
    expect(await verifyLedger(h.ctx, userId)).toMatchObject({ ok: true, balance: 17 });
    expect((await findPromoCode(h.ctx.db, 'RACE20'))?.redemptions).toBe(1);
  });

  it('a code capped at 3 redemptions grants exactly 3 of 8 accounts redeeming at once; the rest are told it is used up', async () => {
    await create({ code: 'THREE-ONLY', kind: 'credits', credits: 2, maxRedemptions: 3 });
    const users = await Promise.all(Array.from({ length: 8 }, (_, i) => signIn(h, `Kid${i}`)));
    const results = await Promise.all(
      users.map((u) => api(h, u.cookie, 'POST', '/api/redeem', { code: 'THREEONLY' })),
    );
    expect(results.filter((r) => r.status === 200)).toHaveLength(3);
    const refused = results.filter((r) => r.status === 409);
    expect(refused).toHaveLength(5);
    for (const r of refused) expect((await body(r)).error.message).toBe(REDEEM_TEXTS.usedUp);
    expect((await findPromoCode(h.ctx.db, 'THREEONLY'))?.redemptions).toBe(3);
    const granted = (await Promise.all(users.map((u) => promoEntries(h, u.userId)))).flat();
    expect(granted).toHaveLength(3);
  });

  it('an expired code, an unknown code and a first-purchase code after a purchase get clear messages', async () => {
    await create({ code: 'SOON-GONE', kind: 'credits', credits: 3, expiresAt: '2026-11-25T00:00:00Z' });
    await create({ code: 'NEW-FAMILY', kind: 'credits', credits: 4, firstPurchaseOnly: true });
    const { cookie, userId } = await signIn(h);
    const unknown = await api(h, cookie, 'POST', '/api/redeem', { code: 'NOT-A-CODE' });
    expect(unknown.status).toBe(404);
    expect((await body(unknown)).error.message).toBe(REDEEM_TEXTS.notFound);
    const saved = now;
    now = new Date('2026-11-25T00:00:01Z');
    const expired = await api(h, cookie, 'POST', '/api/redeem', { code: 'SOON-GONE' });
    now = saved;
    expect(expired.status).toBe(409);
    expect((await body(expired)).error.message).toBe(REDEEM_TEXTS.expired);
    // Buys a pack through the local test checkout, then tries the first-purchase code.
    const { url } = await body(await api(h, cookie, 'POST', '/api/checkout', { packId: 'starter' }));
    await api(h, cookie, 'POST', `/api/checkout/test/${url.split('/').pop()}/pay`);
    const first = await api(h, cookie, 'POST', '/api/redeem', { code: 'NEW-FAMILY' });
    expect(first.status).toBe(409);
    expect((await body(first)).error.message).toBe(REDEEM_TEXTS.firstPurchaseOnly);
    expect(await promoEntries(h, userId)).toEqual([]);
    // A family that has not bought gets it.
    const other = await signIn(h);
    expect((await api(h, other.cookie, 'POST', '/api/redeem', { code: 'newfamily' })).status).toBe(200);
  });

  it('a percentage code lowers the local test checkout price, counts once at payment and not again', async () => {
    const code = await create({ code: 'HALF-OFF', kind: 'percent', percentOff: 50, maxRedemptions: 10 });
    const { cookie, userId } = await signIn(h);
    const told = await body(await api(h, cookie, 'POST', '/api/redeem', { code: 'half-off' }));
    expect(told).toEqual({
      kind: 'percent',
      code: 'HALFOFF',
      percentOff: 50,
      message: REDEEM_TEXTS.percentOff(50),
    });
    // A credits code at checkout is refused: only percentage codes discount a pack.
    expect(
      (await api(h, cookie, 'POST', '/api/checkout', { packId: 'pro', promoCode: 'SPRING2026' })).status,
    ).toBe(400);
    const { url } = await body(
      await api(h, cookie, 'POST', '/api/checkout', { packId: 'pro', promoCode: 'half off' }),
    );
    const id = url.split('/').pop();
    expect(await body(await api(h, cookie, 'GET', `/api/checkout/test/${id}`))).toMatchObject({
      priceCents: 500,
      credits: 25,
    });
    await Promise.all(
      Array.from({ length: 5 }, () => api(h, cookie, 'POST', `/api/checkout/test/${id}/pay`)),
    );
    const purchase = (await listLedger(h.ctx.db, userId)).filter((e) => e.reason === 'purchase');
    expect(purchase.map((e) => [e.delta, e.promoCodeId])).toEqual([[25, code.id]]);
    expect((await findPromoCode(h.ctx.db, 'HALFOFF'))?.redemptions).toBe(1);
    const again = await api(h, cookie, 'POST', '/api/checkout', { packId: 'pro', promoCode: 'HALFOFF' });
    expect(again.status).toBe(409);
    expect((await body(again)).error.message).toBe(REDEEM_TEXTS.alreadyRedeemed);
  });

  it('redemption attempts are rate limited per account (429 with Retry-After)', async () => {
    const { cookie } = await signIn(h);
    const statuses: number[] = [];
    for (let i = 0; i < 21; i++) {
      statuses.push((await api(h, cookie, 'POST', '/api/redeem', { code: `GUESS${i}` })).status);
    }
    expect(statuses.slice(0, 20)).toEqual(Array(20).fill(404));
    expect(statuses[20]).toBe(429);
  });

  it('signed out: 401 with the redeem message', async () => {
    const res = await h.app.request('/api/redeem', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ code: 'RACE20' }),
    });
    expect(res.status).toBe(401);
    expect((await body(res)).error.message).toBe(REDEEM_TEXTS.signInRequired);
  });
});

describe.each(TEST_DATABASES)('promo codes with Stripe (%s)', (kind) => {
  const webhookSecret = 'whsec_inkling_test_secret';
  const signer = new Stripe('sk_test_signer');
  let h: Harness;
  let fake: Awaited<ReturnType<typeof startFakeStripe>>;
  let mod: { cookie: string };
  beforeAll(async () => {
    fake = await startFakeStripe();
    h = await createHarness(kind, {
      stripe: fake.client,
      config: {
        adminEmails: [MODERATOR],
        stripe: { secretKey: 'sk_test_inkling_fake', webhookSecret },
        testCheckout: false,
      },
    });
    mod = await signIn(h, 'Mod', MODERATOR);
  });
  afterAll(async () => {
    await h.close();
    await fake.close();
  });

  it('a percentage code is created in Stripe as coupon + promotion code and applied in Checkout', async () => {
    const created = await body(
      await api(h, mod.cookie, 'POST', '/api/moderation/promo-codes', {
        code: 'school-25',
        kind: 'percent',
        percentOff: 25,
        maxRedemptions: 30,
        expiresAt: '2027-01-01T00:00:00Z',
        firstPurchaseOnly: true,
      }),
    );
    expect(created).toMatchObject({ code: 'SCHOOL25', inStripe: true });
    const coupon = [...fake.coupons.values()].at(-1)!;
    expect(coupon).toMatchObject({ percent_off: 25, duration: 'once', redeem_by: 1798761600 });
    const promotion = [...fake.promotionCodes.values()].at(-1)!;
    expect(promotion).toMatchObject({
      code: 'SCHOOL25',
      promotion: { type: 'coupon', coupon: coupon.id },
      max_redemptions: 30,
      expires_at: 1798761600,
      restrictions: { first_time_transaction: true },
    });
    // The same letters again: refused by us before Stripe is asked.
    const before = fake.requests.length;
    const dup = { code: 'SCHOOL25', kind: 'percent', percentOff: 10 };
    expect((await api(h, mod.cookie, 'POST', '/api/moderation/promo-codes', dup)).status).toBe(409);
    expect(fake.requests.length).toBe(before);

    const { cookie, userId } = await signIn(h);
    const res = await api(h, cookie, 'POST', '/api/checkout', { packId: 'bulk', promoCode: 'School-25' });
    expect(res.status).toBe(200);
    const request = fake.requests.findLast((r) => r.path === '/v1/checkout/sessions')!;
    expect(request.form.get('discounts[0][promotion_code]')).toBe(promotion.id);
    // Stripe applies the discount to the catalog price.
    expect(request.form.get('line_items[0][price_data][unit_amount]')).toBe('3000');
    const session = [...fake.sessions.values()].at(-1)!;
    expect(session.amount_total).toBe(2250);
    const payload = JSON.stringify({
      id: 'evt_promo',
      object: 'event',
      type: 'checkout.session.completed',
      data: { object: fake.pay(String(session.id)) },
    });
    const header = signer.webhooks.generateTestHeaderString({ payload, secret: webhookSecret });
    const delivered = await h.app.request('/api/stripe/webhook', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'stripe-signature': header },
      body: payload,
    });
    expect(delivered.status).toBe(200);
    const purchase = (await listLedger(h.ctx.db, userId)).filter((e) => e.reason === 'purchase');
    expect(purchase.map((e) => [e.delta, e.promoCodeId])).toEqual([[100, created.id]]);
    expect((await findPromoCode(h.ctx.db, 'SCHOOL25'))?.redemptions).toBe(1);
  });

  it('Stripe refusing the promotion code creates nothing here (502)', async () => {
    // Stripe's own uniqueness rule: an active promotion code with these letters exists there.
    await fake.client.coupons
      .create({ percent_off: 5, duration: 'once' })
      .then((c) =>
        fake.client.promotionCodes.create({ promotion: { type: 'coupon', coupon: c.id }, code: 'TAKEN5' }),
      );
    const res = await api(h, mod.cookie, 'POST', '/api/moderation/promo-codes', {
      code: 'TAKEN5',
      kind: 'percent',
      percentOff: 5,
    });
    expect(res.status).toBe(502);
    expect(await findPromoCode(h.ctx.db, 'TAKEN5')).toBeUndefined();
  });
});

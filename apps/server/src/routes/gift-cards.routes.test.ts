import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { canonicalCode, REDEEM_TEXTS } from '@inkling/contracts/codes';
import { GIFT_MESSAGE_REFUSALS, GIFT_TEXTS } from '@inkling/contracts/gift-cards';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, body, createGeneration, createProject, signIn } from '../../test/factories';
import { startFakeStripe } from '../../test/fake-stripe';
import { createHarness, type Harness, TEST_DATABASES } from '../../test/harness';
import { listLedger } from '../repositories/credits.repository';
import { findGiftCardBySession } from '../repositories/gift-cards.repository';
import { verifyLedger } from '../services/credits.service';
import { processGeneration } from '../services/generations.service';

/** Writes PDF bytes to a temp file; returns `qpdf --check`'s verdict, `pdftotext`'s text and the page images. */
function inspectPdf(bytes: Uint8Array) {
  const dir = mkdtempSync(path.join(tmpdir(), 'gift-pdf-'));
  const file = path.join(dir, 'card.pdf');
  writeFileSync(file, bytes);
  const check = execFileSync('qpdf', ['--check', file], { encoding: 'utf8' });
  const text = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
  const images = execFileSync('pdfimages', ['-list', file], { encoding: 'utf8' });
  const pages = Number(/Pages:\s+(\d+)/.exec(execFileSync('pdfinfo', [file], { encoding: 'utf8' }))?.[1]);
  return { check, text, images, pages };
}

/**
 * Gift cards (issue 34 "Gift cards", "Done when": a gift card bought through the local test
 * checkout and through a fake Stripe, webhook signed with the real scheme, is redeemable
 * once; 20 concurrent redemptions grant once; used, void and unknown codes get clear
 * messages). The Stripe leg runs against test/fake-stripe.ts through the official SDK.
 */
const CODE_SHAPE = /^([2-9A-HJ-NP-Z]{4}-){4}[2-9A-HJ-NP-Z]{4}$/;
const giftEntries = async (h: Harness, userId: string) =>
  (await listLedger(h.ctx.db, userId)).filter((e) => e.reason === 'gift');

/** Buys `packId` as a gift through the local test checkout and pays; returns the card. */
async function buyLocalGift(h: Harness, cookie: string, packId = 'pro', gift: Record<string, unknown> = {}) {
  const res = await api(h, cookie, 'POST', '/api/checkout', { packId, returnPath: '/gift-cards', gift });
  expect(res.status, await res.clone().text()).toBe(200);
  const id = (await body(res)).url.split('/').pop();
  const paid = await api(h, cookie, 'POST', `/api/checkout/test/${id}/pay`);
  expect(paid.status).toBe(200);
  const confirmed = await body(await api(h, cookie, 'POST', '/api/checkout/confirm', { sessionId: id }));
  expect(confirmed.status).toBe('paid');
  return body(await api(h, cookie, 'GET', `/api/gift-cards/${confirmed.giftCardId}`));
}

describe.each(TEST_DATABASES)('gift cards, local test checkout (%s)', (kind) => {
  let h: Harness;
  beforeAll(async () => {
    h = await createHarness(kind);
  });
  afterAll(() => h.close());

  it('buying makes a card, pending until the test payment, with a 100-bit code stored only hashed and sealed; the buyer gets no credits', async () => {
    const buyer = await signIn(h, 'Grandma');
    const res = await api(h, buyer.cookie, 'POST', '/api/checkout', {
      packId: 'pro',
      gift: { recipientEmail: 'kid@example.org', recipientName: 'Emma', message: 'Happy birthday, Emma!' },
    });
    const id = (await body(res)).url.split('/').pop();
    const pending = (await body(await api(h, buyer.cookie, 'GET', '/api/gift-cards'))).cards;
    expect(pending).toHaveLength(1);
    expect(pending[0]).toMatchObject({ status: 'pending_payment', code: null, packId: 'pro', credits: 25 });
    expect(pending[0].amountCents).toBe(1000);
    await api(h, buyer.cookie, 'POST', `/api/checkout/test/${id}/pay`);
    const [card] = (await body(await api(h, buyer.cookie, 'GET', '/api/gift-cards'))).cards;
    expect(card).toMatchObject({
      status: 'redeemable',
      recipientEmail: 'kid@example.org',
      recipientName: 'Emma',
      message: 'Happy birthday, Emma!',
    });
    expect(card.code).toMatch(CODE_SHAPE);
    const row = (await findGiftCardBySession(h.ctx.db, id))!;
    const canonical = canonicalCode(card.code);
    expect(row.codeHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(row)).not.toContain(canonical);
    // The buyer paid for someone else: their balance is the sign-up 10, no purchase entry.
    expect((await body(await api(h, buyer.cookie, 'GET', '/api/session'))).credits.credits).toBe(10);
    const reasons = (await listLedger(h.ctx.db, buyer.userId)).map((e) => e.reason);
    expect(reasons.filter((r) => r === 'purchase' || r === 'gift')).toEqual([]);
    // Another account cannot see the card.
    const other = await signIn(h);
    expect((await api(h, other.cookie, 'GET', `/api/gift-cards/${card.id}`)).status).toBe(404);
  });

  it('20 concurrent redemptions by 10 accounts grant once: one ledger entry naming the card', async () => {
    const buyer = await signIn(h, 'Aunt');
    const card = await buyLocalGift(h, buyer.cookie, 'bulk');
    const kids = await Promise.all(Array.from({ length: 10 }, (_, i) => signIn(h, `Kid${i}`)));
    const typed = [
      card.code,
      card.code.toLowerCase(),
      card.code.replaceAll('-', ' '),
      canonicalCode(card.code),
    ];
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        api(h, kids[i % 10]!.cookie, 'POST', '/api/redeem', { code: typed[i % typed.length] }),
      ),
    );
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(19);
    const winner = kids[statuses.indexOf(200) % 10]!;
    const ok = await body(results[statuses.indexOf(200)]!);
    expect(ok).toMatchObject({
      kind: 'credits',
      source: 'gift',
      creditsAdded: 100,
      message: GIFT_TEXTS.redeemedMessage(100),
      credits: { credits: 110 },
    });
    for (const r of results.filter((x) => x.status === 409)) {
      expect((await body(r)).error.message).toBe(GIFT_TEXTS.alreadyRedeemed);
    }
    const granted = (await Promise.all(kids.map((k) => giftEntries(h, k.userId)))).flat();
    expect(granted.map((e) => [e.userId, e.delta, e.giftCardId, e.idempotencyKey])).toEqual([
      [winner.userId, 100, card.id, `gift:${card.id}`],
    ]);
    for (const k of kids) expect((await verifyLedger(h.ctx, k.userId)).ok).toBe(true);
    const after = await body(await api(h, buyer.cookie, 'GET', `/api/gift-cards/${card.id}`));
    expect(after.status).toBe('redeemed');
  });

  it('a used card, an unpaid card and an unknown gift-shaped code get clear messages', async () => {
    const buyer = await signIn(h);
    const card = await buyLocalGift(h, buyer.cookie, 'starter');
    const kid = await signIn(h);
    expect((await api(h, kid.cookie, 'POST', '/api/redeem', { code: card.code })).status).toBe(200);
    const used = await api(h, kid.cookie, 'POST', '/api/redeem', { code: card.code });
    expect(used.status).toBe(409);
    expect((await body(used)).error.message).toBe(GIFT_TEXTS.alreadyRedeemed);
    const unknown = await api(h, kid.cookie, 'POST', '/api/redeem', { code: 'ZZZZ-ZZZZ-ZZZZ-ZZZZ-ZZZZ' });
    expect(unknown.status).toBe(404);
    expect((await body(unknown)).error.message).toBe(REDEEM_TEXTS.notFound);
    // An unpaid card: its code is not shown yet, so read it the way only a thief could — it still fails.
    const res = await api(h, buyer.cookie, 'POST', '/api/checkout', { packId: 'starter', gift: {} });
    const sessionId = (await body(res)).url.split('/').pop();
    const row = (await findGiftCardBySession(h.ctx.db, sessionId))!;
    const { openGiftCode } = await import('../services/gift-codes');
    const code = openGiftCode(h.ctx.config.authSecret, row.id, row.codeSealed);
    const unpaid = await api(h, kid.cookie, 'POST', '/api/redeem', { code });
    expect(unpaid.status).toBe(409);
    expect((await body(unpaid)).error.message).toBe(GIFT_TEXTS.notPaid);
    expect(await giftEntries(h, kid.userId)).toHaveLength(1);
  });

  it('the message passes the kid-safety and personal-information checks; a promo code or a foreign page is refused; nothing is made', async () => {
    const buyer = await signIn(h);
    const cases: [Record<string, unknown>, number, string | null][] = [
      [{ message: 'Call me on 555-123-4567 for the party!' }, 422, GIFT_MESSAGE_REFUSALS.phone],
      [{ message: 'Write to grandma@example.org' }, 422, GIFT_MESSAGE_REFUSALS.email],
      [{ message: 'I hope you die, stupid kid' }, 422, GIFT_MESSAGE_REFUSALS.unsafe],
      [{ frontGenerationId: '00000000-0000-4000-8000-000000000000' }, 404, null],
    ];
    for (const [gift, status, message] of cases) {
      const res = await api(h, buyer.cookie, 'POST', '/api/checkout', { packId: 'pro', gift });
      expect(res.status, JSON.stringify(gift)).toBe(status);
      if (message) expect((await body(res)).error.message).toBe(message);
    }
    const promo = await api(h, buyer.cookie, 'POST', '/api/checkout', {
      packId: 'pro',
      promoCode: 'HALFOFF',
      gift: {},
    });
    expect(promo.status).toBe(400);
    expect((await body(promo)).error.message).toBe(GIFT_TEXTS.noPromoWithGift);
    expect((await body(await api(h, buyer.cookie, 'GET', '/api/gift-cards'))).cards).toEqual([]);
  });

  it("the printable card: a 2-page PDF, front the buyer's own page (or a drawn gift box), back the code, pack, message and /redeem; only the buyer, only once paid", async () => {
    const buyer = await signIn(h, 'Grandpa');
    const project = await createProject(h, buyer.cookie);
    const page = await createGeneration(h, buyer.cookie, project.id, 'a puppy with a ball');
    await processGeneration(h.ctx, page.id);
    const fronts = await body(await api(h, buyer.cookie, 'GET', '/api/gift-cards/front-pages'));
    expect(fronts.pages).toEqual([
      { id: page.id, prompt: 'a puppy with a ball', previewUrl: expect.stringMatching(/^\/api\/files\//) },
    ]);
    const stranger = await signIn(h);
    expect((await body(await api(h, stranger.cookie, 'GET', '/api/gift-cards/front-pages'))).pages).toEqual(
      [],
    );
    const card = await buyLocalGift(h, buyer.cookie, 'pro', {
      frontGenerationId: page.id,
      recipientName: 'Noah',
      message: 'Happy birthday, Noah! Color lots of dinosaurs.',
    });
    const res = await api(h, buyer.cookie, 'GET', `/api/gift-cards/${card.id}/card.pdf`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toContain('inkling-gift-card-pro.pdf');
    const withPage = inspectPdf(new Uint8Array(await res.arrayBuffer()));
    expect(withPage.check).toContain('No syntax or stream encoding errors found');
    expect(withPage.pages).toBe(2);
    expect(withPage.text).toContain(card.code);
    expect(withPage.text).toContain('For Noah');
    expect(withPage.text).toContain('Happy birthday, Noah!');
    expect(withPage.text).toContain('Pro pack · 25 credits');
    expect(withPage.text).toContain('/redeem');
    // The front is the page's picture: one image on page 1.
    expect(withPage.images.trim().split('\n').slice(2)).toHaveLength(1);
    expect(withPage.images).toMatch(/^\s*1\s+\d+\s+image/m);
    // Without a chosen page the front is drawn (no picture at all).
    const plain = await buyLocalGift(h, buyer.cookie, 'starter');
    const drawn = inspectPdf(
      new Uint8Array(
        await (await api(h, buyer.cookie, 'GET', `/api/gift-cards/${plain.id}/card.pdf`)).arrayBuffer(),
      ),
    );
    expect(drawn.text).toContain(plain.code);
    expect(drawn.images.trim().split('\n').slice(2)).toHaveLength(0);
    // Someone else's card, and a card not paid yet.
    const other = await signIn(h);
    expect((await api(h, other.cookie, 'GET', `/api/gift-cards/${card.id}/card.pdf`)).status).toBe(404);
    const unpaid = await api(h, buyer.cookie, 'POST', '/api/checkout', { packId: 'pro', gift: {} });
    const sessionId = (await body(unpaid)).url.split('/').pop();
    const pendingId = (await findGiftCardBySession(h.ctx.db, sessionId))!.id;
    const refused = await api(h, buyer.cookie, 'GET', `/api/gift-cards/${pendingId}/card.pdf`);
    expect(refused.status).toBe(409);
    expect((await body(refused)).error.message).toBe(GIFT_TEXTS.notPaid);
  });

  it('gift codes count toward the same redemption rate limit (21st guess: 429)', async () => {
    const { cookie } = await signIn(h);
    const statuses: number[] = [];
    for (let i = 0; i < 21; i++) {
      const code = `ABCD-EFGH-JKLM-NPQR-ST${'23456789ABCDEFGHJKLM'[i]}${'23456789ABCDEFGHJKLMN'[i]}`;
      statuses.push((await api(h, cookie, 'POST', '/api/redeem', { code })).status);
    }
    expect(statuses.slice(0, 20)).toEqual(Array(20).fill(404));
    expect(statuses[20]).toBe(429);
  });
});

describe.each(TEST_DATABASES)('gift cards with Stripe (%s)', (kind) => {
  const webhookSecret = 'whsec_inkling_gift_secret';
  const signer = new Stripe('sk_test_signer');
  let h: Harness;
  let fake: Awaited<ReturnType<typeof startFakeStripe>>;
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

  function deliver(type: string, object: unknown, secret = webhookSecret) {
    const payload = JSON.stringify({
      id: `evt_${type}_${Math.random()}`,
      object: 'event',
      type,
      data: { object },
    });
    const header = signer.webhooks.generateTestHeaderString({ payload, secret });
    return h.app.request('/api/stripe/webhook', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'stripe-signature': header },
      body: payload,
    });
  }

  async function buyStripeGift(cookie: string, packId = 'pro') {
    const res = await api(h, cookie, 'POST', '/api/checkout', { packId, gift: { message: 'For you!' } });
    expect(res.status).toBe(200);
    const session = [...fake.sessions.values()].at(-1)!;
    return { sessionId: String(session.id), session };
  }

  const cardOf = async (cookie: string) =>
    (await body(await api(h, cookie, 'GET', '/api/gift-cards'))).cards[0];

  it('a Stripe gift is redeemable only after the signed checkout.session.completed webhook, not the browser return or a forged signature', async () => {
    const buyer = await signIn(h);
    const { sessionId, session } = await buyStripeGift(buyer.cookie, 'pro');
    const request = fake.requests.findLast((r) => r.path === '/v1/checkout/sessions')!;
    expect(request.form.get('line_items[0][price_data][unit_amount]')).toBe('1000');
    expect(request.form.get('metadata[gift]')).toBe('true');
    expect(session.amount_total).toBe(1000);
    const paid = fake.pay(sessionId);
    // The success return sees a paid session at Stripe, but a gift waits for the webhook.
    const back = await body(await api(h, buyer.cookie, 'POST', '/api/checkout/confirm', { sessionId }));
    expect(back).toMatchObject({ status: 'pending', credits: { credits: 10 } });
    expect((await cardOf(buyer.cookie)).status).toBe('pending_payment');
    expect((await deliver('checkout.session.completed', paid, 'whsec_wrong')).status).toBe(400);
    expect((await cardOf(buyer.cookie)).status).toBe('pending_payment');
    expect((await deliver('checkout.session.completed', paid)).status).toBe(200);
    expect((await deliver('checkout.session.completed', paid)).status).toBe(200);
    const card = await cardOf(buyer.cookie);
    expect(card.status).toBe('redeemable');
    expect(card.code).toMatch(CODE_SHAPE);
    expect(
      (await body(await api(h, buyer.cookie, 'POST', '/api/checkout/confirm', { sessionId }))).status,
    ).toBe('paid');
    const kid = await signIn(h);
    const results = await Promise.all(
      Array.from({ length: 20 }, () => api(h, kid.cookie, 'POST', '/api/redeem', { code: card.code })),
    );
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    expect((await giftEntries(h, kid.userId)).map((e) => e.delta)).toEqual([25]);
    expect(await giftEntries(h, buyer.userId)).toEqual([]);
    // A refund after redemption leaves the card redeemed (the credits may be spent).
    expect((await deliver('charge.refunded', fake.refundedCharge(sessionId))).status).toBe(200);
    expect((await cardOf(buyer.cookie)).status).toBe('redeemed');
  });

  it('a full refund (charge.refunded) voids an unredeemed card; a partial one does not', async () => {
    const buyer = await signIn(h);
    const { sessionId } = await buyStripeGift(buyer.cookie, 'starter');
    await deliver('checkout.session.completed', fake.pay(sessionId));
    const card = await cardOf(buyer.cookie);
    expect(card.status).toBe('redeemable');
    await deliver('charge.refunded', fake.refundedCharge(sessionId, 100));
    expect((await cardOf(buyer.cookie)).status).toBe('redeemable');
    expect((await deliver('charge.refunded', fake.refundedCharge(sessionId))).status).toBe(200);
    expect((await cardOf(buyer.cookie)).status).toBe('void');
    const kid = await signIn(h);
    const res = await api(h, kid.cookie, 'POST', '/api/redeem', { code: card.code });
    expect(res.status).toBe(409);
    expect((await body(res)).error.message).toBe(GIFT_TEXTS.voided);
    expect(await giftEntries(h, kid.userId)).toEqual([]);
    // A late completed event does not bring a void card back.
    await deliver('checkout.session.completed', fake.sessions.get(sessionId));
    expect((await cardOf(buyer.cookie)).status).toBe('void');
  });
});

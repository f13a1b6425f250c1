import { randomUUID } from 'node:crypto';
import type { CheckoutStatus, TestCheckoutSession } from '@inkling/contracts/api';
import { PURCHASE_TEXTS } from '@inkling/contracts/credit-messages';
import { GIFT_TEXTS, type GiftOptions } from '@inkling/contracts/gift-cards';
import { API_ERRORS } from '@inkling/contracts/messages';
import { CREDIT_PACKS, type CreditPack } from '@inkling/contracts/pricing';
import type Stripe from 'stripe';
import type { AppContext } from '../context';
import { AppError, notFound } from '../errors';
import * as checkout from '../repositories/checkout.repository';
import * as credits from '../repositories/credits.repository';
import { findGiftCardBySession } from '../repositories/gift-cards.repository';
import { getCredits } from './credits.service';
import {
  assertGiftOptionsAllowed,
  createGiftCard,
  giftSessionPaid,
  voidRefundedGift,
} from './gift-cards.service';
import { discountForCheckout, recordCheckoutRedemption } from './promo-codes.service';

/**
 * Credit purchases (credits issue "Pricing and purchase"; DESIGN decisions 2, 3). The
 * client names a pack; price and credits come from the one catalog (contracts CREDIT_PACKS).
 * With STRIPE_SECRET_KEY a Stripe Checkout Session is created through the official SDK;
 * without it (local mode only, never production: config.testCheckout) a built-in test
 * checkout stands in. Either way credits are granted only by `fulfilCheckout`, keyed by the
 * session id, called from the signed webhook and from the success return.
 */

/** The pack with this id, or AppError bad_request. */
function findPack(packId: string): CreditPack {
  const pack = CREDIT_PACKS.find((p) => p.id === packId);
  if (!pack) throw new AppError('bad_request', API_ERRORS.unknownPack);
  return pack;
}

/** `returnPath` with `params` added to its query, as an absolute URL under PUBLIC_URL. */
function returnUrl(publicUrl: string, returnPath: string, params: string): string {
  const url = new URL(returnPath, `${publicUrl}/`);
  url.searchParams.delete('payment');
  url.searchParams.delete('session_id');
  const rest = url.search ? `${url.search}&` : '?';
  return `${publicUrl}${url.pathname}${rest}${params}`;
}

/**
 * Starts a purchase of `packId` for the user and returns the URL the browser goes to:
 * Stripe's hosted Checkout page (success URL `…?payment=success&session_id={CHECKOUT_SESSION_ID}`,
 * cancel URL `…?payment=cancelled`, both back to `returnPath`), or the local test checkout
 * `/checkout/test/<id>`. With `gift` the pack is bought as a gift card (issue 34): its
 * options are checked first (gift-cards.service `assertGiftOptionsAllowed`), the card is
 * made with the session, and paying makes the card redeemable instead of crediting the
 * buyer. Throws bad_request for an unknown pack or a promo code with a gift, not_found when
 * neither Stripe nor the test checkout is available, bad_gateway when Stripe refuses (its
 * message is logged, the user sees "Failed to create checkout session"), and the gift
 * checks' errors.
 */
export async function createCheckout(
  ctx: AppContext,
  userId: string,
  input: { packId: string; returnPath: string; promoCode?: string; gift?: GiftOptions },
): Promise<{ url: string }> {
  const pack = findPack(input.packId);
  const gift = input.gift;
  if (gift && input.promoCode) throw new AppError('bad_request', GIFT_TEXTS.noPromoWithGift);
  if (gift) await assertGiftOptionsAllowed(ctx, userId, gift);
  const discount = input.promoCode
    ? await discountForCheckout(ctx, userId, input.promoCode, pack)
    : undefined;
  const base = {
    userId,
    packId: pack.id,
    credits: pack.credits,
    amountCents: discount?.amountCents ?? pack.priceCents,
    promoCodeId: discount?.promo.id ?? null,
  };
  // The session and its gift card are stored together: a gift session without its card would
  // otherwise be fulfilled as credits for the buyer.
  const recordSession = (row: Parameters<typeof checkout.insertCheckoutSession>[1] & { id: string }) =>
    ctx.db.transaction(async (tx) => {
      await checkout.insertCheckoutSession(tx, row);
      if (gift) {
        await createGiftCard(
          { db: tx, config: ctx.config },
          { buyerId: userId, pack, amountCents: base.amountCents, gift, checkoutSessionId: row.id },
        );
      }
    });
  if (ctx.stripe) {
    // A code that is a Stripe promotion code goes to Checkout as a discount, so Stripe
    // enforces its expiry, cap and first-purchase rule; one made before Stripe keys were set
    // lowers the price of the line instead.
    const stripePromotion = discount?.promo.stripePromotionCodeId;
    let session: Stripe.Checkout.Session;
    try {
      session = await ctx.stripe.checkout.sessions.create({
        mode: 'payment',
        ...(stripePromotion ? { discounts: [{ promotion_code: stripePromotion }] } : {}),
        line_items: [
          {
            quantity: 1,
            price_data: {
              currency: 'usd',
              unit_amount: stripePromotion ? pack.priceCents : base.amountCents,
              product_data: gift
                ? {
                    name: GIFT_TEXTS.pdfTitle(pack.label),
                    description: `A gift card for ${pack.credits} credits. Credits never expire.`,
                  }
                : {
                    name: `Inkling ${pack.label} pack: ${pack.credits} credits`,
                    description: 'One-time purchase. Credits never expire.',
                  },
            },
          },
        ],
        client_reference_id: userId,
        metadata: {
          userId,
          packId: pack.id,
          ...(discount ? { promoCodeId: discount.promo.id } : {}),
          ...(gift ? { gift: 'true' } : {}),
        },
        success_url: returnUrl(
          ctx.config.publicUrl,
          input.returnPath,
          'payment=success&session_id={CHECKOUT_SESSION_ID}',
        ),
        cancel_url: returnUrl(ctx.config.publicUrl, input.returnPath, 'payment=cancelled'),
      });
    } catch (err) {
      ctx.logger.error({ err, userId, packId: pack.id }, 'stripe checkout session failed');
      throw new AppError('bad_gateway', PURCHASE_TEXTS.checkoutFailed, { cause: err });
    }
    if (!session.url) throw new AppError('bad_gateway', PURCHASE_TEXTS.noCheckoutUrl);
    await recordSession({ ...base, id: session.id, mode: 'stripe', returnPath: input.returnPath });
    return { url: session.url };
  }
  if (!ctx.config.testCheckout) throw new AppError('not_found', 'Payments are not available');
  const id = `cs_test_local_${randomUUID().replaceAll('-', '')}`;
  await recordSession({ ...base, id, mode: 'test', returnPath: input.returnPath });
  return { url: `${ctx.config.publicUrl}/checkout/test/${id}` };
}

/**
 * The one fulfilment function: grants the credits of a paid checkout session exactly once
 * (a gift card's session instead makes the card redeemable, once: gift-cards.service)
 * (ledger key `stripe:<session id>`, unique in the database, written in the same transaction
 * as the balance change under the user's balance lock). `paid` false grants nothing.
 * Called by the webhook, the success return and the test checkout's Pay; the same session
 * fulfilled twice, ten times at once or in any order grants once. Returns true when this
 * call granted the credits.
 */
async function fulfilCheckout(
  ctx: AppContext,
  session: {
    id: string;
    userId: string;
    packId: string;
    paid: boolean;
    promoCodeId: string | null;
    paymentIntentId?: string | null;
  },
): Promise<boolean> {
  if (!session.paid) return false;
  // A gift's payment makes its card redeemable; the buyer's own balance does not change.
  if (await findGiftCardBySession(ctx.db, session.id)) {
    return (await giftSessionPaid(ctx, session.id, session.paymentIntentId ?? null)) !== undefined;
  }
  const pack = findPack(session.packId);
  const now = ctx.clock();
  return ctx.db.transaction(async (tx) => {
    await credits.lockBalance(tx, session.userId);
    const written = await credits.appendLedger(tx, {
      userId: session.userId,
      delta: pack.credits,
      reason: 'purchase',
      idempotencyKey: `stripe:${session.id}`,
      ...(session.promoCodeId ? { promoCodeId: session.promoCodeId } : {}),
      createdAt: now,
    });
    if (written) {
      await credits.addToBalance(tx, session.userId, pack.credits);
      if (session.promoCodeId) {
        await recordCheckoutRedemption(tx, {
          promoCodeId: session.promoCodeId,
          userId: session.userId,
          checkoutSessionId: session.id,
          now,
        });
      }
    }
    return written;
  });
}

/**
 * Fulfils a Stripe Checkout Session object (from a verified webhook event or a retrieve):
 * paid only when `payment_status` is 'paid' (or 'no_payment_required'); user and pack come
 * from the session this server created (ids must match the session's metadata), never from
 * the browser. Unknown sessions are ignored. A gift card's session is fulfilled only from the
 * signed webhook (`source` 'webhook'; issue 34: "redeemable only after the webhook confirms
 * payment"), never from the browser's return. Returns true when this call fulfilled it.
 */
async function fulfilStripeSession(
  ctx: AppContext,
  session: Stripe.Checkout.Session,
  source: 'webhook' | 'return',
): Promise<boolean> {
  const row = await checkout.findCheckoutSession(ctx.db, session.id);
  if (row?.mode !== 'stripe') {
    ctx.logger.warn({ sessionId: session.id }, 'stripe session not created here; ignored');
    return false;
  }
  if (session.metadata?.userId !== row.userId || session.metadata?.packId !== row.packId) {
    ctx.logger.error({ sessionId: session.id }, 'stripe session metadata does not match; ignored');
    return false;
  }
  if (source === 'return' && (await findGiftCardBySession(ctx.db, row.id))) return false;
  const paid = session.payment_status === 'paid' || session.payment_status === 'no_payment_required';
  const intent = session.payment_intent;
  return fulfilCheckout(ctx, {
    id: row.id,
    userId: row.userId,
    packId: row.packId,
    paid,
    promoCodeId: row.promoCodeId,
    paymentIntentId: typeof intent === 'string' ? intent : (intent?.id ?? null),
  });
}

/**
 * Verifies and handles a Stripe webhook delivery: `payload` is the raw request body and
 * `signature` the `Stripe-Signature` header; `stripe.webhooks.constructEvent` checks the
 * HMAC and the timestamp (default tolerance 300 s). Handles `checkout.session.completed`
 * (grants when paid) and `checkout.session.async_payment_succeeded`, and `charge.refunded`
 * (a full refund voids an unredeemed gift card, issue 34); other events are acknowledged
 * and ignored. Throws bad_request (400) for a missing or invalid signature,
 * not_found when Stripe is not configured.
 */
export async function handleStripeWebhook(
  ctx: AppContext,
  payload: string,
  signature: string | undefined,
): Promise<{ received: true }> {
  if (!ctx.stripe || !ctx.config.stripe) throw new AppError('not_found', 'Not found');
  if (!signature) throw new AppError('bad_request', 'Missing Stripe-Signature header');
  let event: Stripe.Event;
  try {
    event = ctx.stripe.webhooks.constructEvent(payload, signature, ctx.config.stripe.webhookSecret);
  } catch (err) {
    ctx.logger.warn({ err }, 'stripe webhook signature rejected');
    throw new AppError('bad_request', 'Invalid Stripe signature');
  }
  if (
    event.type === 'checkout.session.completed' ||
    event.type === 'checkout.session.async_payment_succeeded'
  ) {
    await fulfilStripeSession(ctx, event.data.object, 'webhook');
  } else if (event.type === 'charge.refunded') {
    const charge = event.data.object;
    const intent =
      typeof charge.payment_intent === 'string' ? charge.payment_intent : charge.payment_intent?.id;
    // A partial refund (a goodwill gesture) leaves the card as it is; a full one voids it.
    if (intent && charge.refunded) await voidRefundedGift(ctx, intent);
  }
  return { received: true };
}

/**
 * The success return (spec core §4): the browser reports `session_id`; the server looks at
 * its own record (404 for a foreign or unknown id), asks Stripe for the session when it is a
 * Stripe one, and fulfils it when paid. Returns `paid`, `pending` or `cancelled` with the
 * user's credits afterwards.
 */
export async function confirmCheckout(
  ctx: AppContext,
  userId: string,
  sessionId: string,
): Promise<CheckoutStatus> {
  const row = await checkout.findOwnedCheckoutSession(ctx.db, userId, sessionId);
  if (!row) throw notFound('Checkout session');
  let status: CheckoutStatus['status'] = 'pending';
  if (row.mode === 'stripe') {
    if (!ctx.stripe) throw new AppError('not_found', 'Payments are not available');
    let session: Stripe.Checkout.Session;
    try {
      session = await ctx.stripe.checkout.sessions.retrieve(row.id);
    } catch (err) {
      ctx.logger.error({ err, sessionId }, 'stripe session retrieve failed');
      throw new AppError('bad_gateway', 'Could not confirm the payment with Stripe. Please try again.');
    }
    await fulfilStripeSession(ctx, session, 'return');
    if (session.status === 'expired') status = 'cancelled';
  } else if (row.status === 'paid') {
    await fulfilCheckout(ctx, {
      id: row.id,
      userId,
      packId: row.packId,
      paid: true,
      promoCodeId: row.promoCodeId,
    });
  } else if (row.status === 'cancelled') {
    status = 'cancelled';
  }
  const gift = await findGiftCardBySession(ctx.db, row.id);
  if (gift ? gift.status !== 'pending_payment' : await credits.findLedgerEntry(ctx.db, `stripe:${row.id}`)) {
    status = 'paid';
  }
  return {
    status,
    credits: await getCredits(ctx, userId),
    ...(gift ? { giftCardId: gift.id } : {}),
  };
}

/** The test checkout page's view of one of the user's local sessions (404 otherwise). */
export async function getTestCheckout(
  ctx: AppContext,
  userId: string,
  id: string,
): Promise<TestCheckoutSession> {
  const row = await ownedTestSession(ctx, userId, id);
  const pack = findPack(row.packId);
  return {
    id: row.id,
    packId: pack.id,
    label: pack.label,
    credits: row.credits,
    priceCents: row.amountCents,
    status: row.status,
  };
}

/**
 * The test checkout's Pay or Cancel (local mode only): Pay marks the session paid and
 * completes it through `fulfilCheckout`, exactly like a verified Stripe payment; Cancel
 * grants nothing. Returns where the browser goes next: the page it came from with
 * `payment=success&session_id=<id>` or `payment=cancelled`. Repeating either is harmless.
 */
export async function completeTestCheckout(
  ctx: AppContext,
  userId: string,
  id: string,
  outcome: 'pay' | 'cancel',
): Promise<{ redirectUrl: string }> {
  const row = await ownedTestSession(ctx, userId, id);
  const closed = await checkout.closeCheckoutSession(ctx.db, id, outcome === 'pay' ? 'paid' : 'cancelled');
  // Another Pay/Cancel may have closed it meanwhile: its committed outcome wins.
  const status = closed?.status ?? (await checkout.findCheckoutSession(ctx.db, id))?.status ?? row.status;
  if (status === 'paid') {
    await fulfilCheckout(ctx, { id, userId, packId: row.packId, paid: true, promoCodeId: row.promoCodeId });
    return {
      redirectUrl: returnUrl(ctx.config.publicUrl, row.returnPath, `payment=success&session_id=${id}`),
    };
  }
  return { redirectUrl: returnUrl(ctx.config.publicUrl, row.returnPath, 'payment=cancelled') };
}

async function ownedTestSession(ctx: AppContext, userId: string, id: string) {
  if (!ctx.config.testCheckout) throw new AppError('not_found', 'Not found');
  const row = await checkout.findOwnedCheckoutSession(ctx.db, userId, id);
  if (row?.mode !== 'test') throw notFound('Checkout session');
  return row;
}

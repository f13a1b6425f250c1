import {
  type CreatePromoCode,
  canonicalCode,
  PROMO_ADMIN_TEXTS,
  type PromoCode,
  REDEEM_TEXTS,
} from '@inkling/contracts/codes';
import type { CreditPack } from '@inkling/contracts/pricing';
import type Stripe from 'stripe';
import type { AppContext } from '../context';
import type { Db } from '../db/client';
import type { PromoCodeRow } from '../db/schema';
import { AppError } from '../errors';
import * as credits from '../repositories/credits.repository';
import * as promos from '../repositories/promo-codes.repository';
import type { Moderator } from './moderation.service';

/**
 * Promo codes (issue 34 "Promo codes"): moderators create them; kind `credits` grants bonus
 * credits at /redeem, kind `percent` takes a percentage off one pack at checkout. Every
 * credit a code grants is a ledger entry naming the code (`credit_ledger.promo_code_id`,
 * key `promo:<code id>:<user>`); each account uses a code once; `max_redemptions` caps all
 * accounts together. With Stripe keys a percentage code is also a Stripe coupon + promotion
 * code (created through the Stripe API), passed to Checkout as a discount, so Stripe
 * enforces it on the hosted page.
 */

/** Ledger reason of credits granted by a promo code. */
export const PROMO_REASON = 'promo';

/** The presenter of a code for moderators. */
export function presentPromoCode(row: PromoCodeRow): PromoCode {
  return {
    id: row.id,
    code: row.code,
    kind: row.kind,
    credits: row.credits,
    percentOff: row.percentOff,
    expiresAt: row.expiresAt?.toISOString() ?? null,
    maxRedemptions: row.maxRedemptions,
    redemptions: row.redemptions,
    firstPurchaseOnly: row.firstPurchaseOnly,
    inStripe: row.stripePromotionCodeId !== null,
    createdBy: row.createdBy,
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * Creates a code (moderators only; the route checks). The code is stored in canonical form.
 * A percentage code with Stripe keys is first created in Stripe: a coupon (`percent_off`,
 * duration once, `redeem_by` = expiry) and a promotion code with the same letters,
 * `max_redemptions`, `expires_at` and, for first-purchase codes, the restriction
 * `first_time_transaction`. Throws bad_request for an expiry in the past, conflict for
 * letters in use, bad_gateway when Stripe refuses.
 */
export async function createPromoCode(
  ctx: AppContext,
  moderator: Moderator,
  input: CreatePromoCode & { firstPurchaseOnly: boolean },
): Promise<PromoCode> {
  const code = canonicalCode(input.code);
  const expiresAt = input.expiresAt ? new Date(input.expiresAt) : null;
  if (expiresAt && expiresAt.getTime() <= ctx.clock().getTime()) {
    throw new AppError('bad_request', 'The expiry must lie in the future');
  }
  if (await promos.findPromoCode(ctx.db, code)) throw new AppError('conflict', PROMO_ADMIN_TEXTS.duplicate);
  let stripeIds: { coupon: string; promotionCode: string } | null = null;
  if (input.kind === 'percent' && ctx.stripe) {
    stripeIds = await createInStripe(ctx, ctx.stripe, { ...input, code, expiresAt });
  }
  const row = await promos.insertPromoCode(ctx.db, {
    code,
    kind: input.kind,
    credits: input.kind === 'credits' ? (input.credits ?? null) : null,
    percentOff: input.kind === 'percent' ? (input.percentOff ?? null) : null,
    expiresAt,
    maxRedemptions: input.maxRedemptions ?? null,
    firstPurchaseOnly: input.firstPurchaseOnly,
    stripeCouponId: stripeIds?.coupon ?? null,
    stripePromotionCodeId: stripeIds?.promotionCode ?? null,
    createdBy: moderator.email,
  });
  if (!row) throw new AppError('conflict', PROMO_ADMIN_TEXTS.duplicate);
  ctx.logger.info({ promoCodeId: row.id, by: moderator.email }, 'promo code created');
  return presentPromoCode(row);
}

async function createInStripe(
  ctx: AppContext,
  stripe: Stripe,
  input: {
    code: string;
    percentOff?: number;
    maxRedemptions?: number;
    expiresAt: Date | null;
    firstPurchaseOnly: boolean;
  },
): Promise<{ coupon: string; promotionCode: string }> {
  const redeemBy = input.expiresAt ? Math.floor(input.expiresAt.getTime() / 1000) : undefined;
  try {
    const coupon = await stripe.coupons.create({
      percent_off: input.percentOff,
      duration: 'once',
      name: `Inkling ${input.code}`,
      ...(redeemBy ? { redeem_by: redeemBy } : {}),
    });
    const promotion = await stripe.promotionCodes.create({
      promotion: { type: 'coupon', coupon: coupon.id },
      code: input.code,
      ...(input.maxRedemptions ? { max_redemptions: input.maxRedemptions } : {}),
      ...(redeemBy ? { expires_at: redeemBy } : {}),
      ...(input.firstPurchaseOnly ? { restrictions: { first_time_transaction: true } } : {}),
    });
    return { coupon: coupon.id, promotionCode: promotion.id };
  } catch (err) {
    ctx.logger.error({ err, code: input.code }, 'stripe promotion code failed');
    throw new AppError('bad_gateway', 'Stripe refused the promotion code. Nothing was created.', {
      cause: err,
    });
  }
}

/** Every code, newest first. */
export async function listPromoCodes(ctx: AppContext): Promise<PromoCode[]> {
  return (await promos.listPromoCodes(ctx.db)).map(presentPromoCode);
}

/** Whether the account has bought credits before (any `purchase` ledger entry). */
async function hasPurchased(db: Db, userId: string): Promise<boolean> {
  return credits.hasEntryWithReason(db, userId, 'purchase');
}

/**
 * Why this account may not use the code now, as the user-facing message, or null when it
 * may: expired, used up, used by this account before, or first-purchase-only for an account
 * that has bought. A read without locks: the redemption itself re-checks under locks.
 */
async function refusal(db: Db, row: PromoCodeRow, userId: string, now: Date): Promise<string | null> {
  if (row.expiresAt && row.expiresAt.getTime() <= now.getTime()) return REDEEM_TEXTS.expired;
  if (row.maxRedemptions !== null && row.redemptions >= row.maxRedemptions) return REDEEM_TEXTS.usedUp;
  if (await promos.hasRedeemed(db, row.id, userId)) return REDEEM_TEXTS.alreadyRedeemed;
  if (row.firstPurchaseOnly && (await hasPurchased(db, userId))) return REDEEM_TEXTS.firstPurchaseOnly;
  return null;
}

/** Result of `redeemPromoCode`: null when no promo code has these letters (a gift card may). */
export type PromoRedemption =
  | { kind: 'credits'; creditsAdded: number }
  | { kind: 'percent'; code: string; percentOff: number }
  | null;

/**
 * Redeems the promo code with canonical letters `code` for the user. A credits code grants
 * its credits in one transaction under the user's balance lock: the account's redemption row
 * (unique per code and account), the code's count (a conditional UPDATE that refuses past
 * expiry or `max_redemptions`), the ledger entry `promo:<code id>:<user>` naming the code,
 * and the balance; so 20 requests at once grant once and the others are told the code was
 * used. A percentage code is only checked here and answered with its discount (it is used at
 * checkout). Throws conflict with REDEEM_TEXTS.expired / usedUp / alreadyRedeemed /
 * firstPurchaseOnly. Returns null when no promo code has these letters.
 */
export async function redeemPromoCode(
  ctx: AppContext,
  userId: string,
  code: string,
): Promise<PromoRedemption> {
  const row = await promos.findPromoCode(ctx.db, code);
  if (!row) return null;
  const now = ctx.clock();
  const refused = await refusal(ctx.db, row, userId, now);
  if (refused) throw new AppError('conflict', refused);
  if (row.kind === 'percent') return { kind: 'percent', code: row.code, percentOff: row.percentOff! };
  const amount = row.credits!;
  await ctx.db.transaction(async (tx) => {
    await credits.lockBalance(tx, userId);
    if (row.firstPurchaseOnly && (await hasPurchased(tx, userId))) {
      throw new AppError('conflict', REDEEM_TEXTS.firstPurchaseOnly);
    }
    if (!(await promos.insertRedemption(tx, { promoCodeId: row.id, userId, createdAt: now }))) {
      throw new AppError('conflict', REDEEM_TEXTS.alreadyRedeemed);
    }
    if (!(await promos.countRedemption(tx, row.id, now))) {
      const expired = row.expiresAt !== null && row.expiresAt.getTime() <= now.getTime();
      throw new AppError('conflict', expired ? REDEEM_TEXTS.expired : REDEEM_TEXTS.usedUp);
    }
    const written = await credits.appendLedger(tx, {
      userId,
      delta: amount,
      reason: PROMO_REASON,
      idempotencyKey: `promo:${row.id}:${userId}`,
      promoCodeId: row.id,
      createdAt: now,
    });
    if (!written) throw new AppError('conflict', REDEEM_TEXTS.alreadyRedeemed);
    await credits.addToBalance(tx, userId, amount);
  });
  return { kind: 'credits', creditsAdded: amount };
}

/** A percentage code resolved for a purchase: its row and the price after it (US cents). */
export interface CheckoutDiscount {
  promo: PromoCodeRow;
  amountCents: number;
}

/**
 * Checks a percentage code typed at checkout for this user and pack and returns the price
 * after it, rounded to the cent (our own rounding; Stripe rounds its own discount the same
 * way for a single line). Throws bad_request when no percentage code has these letters and
 * conflict with the REDEEM_TEXTS reason when the account may not use it now.
 */
export async function discountForCheckout(
  ctx: AppContext,
  userId: string,
  typed: string,
  pack: CreditPack,
): Promise<CheckoutDiscount> {
  const row = await promos.findPromoCode(ctx.db, canonicalCode(typed));
  if (row?.kind !== 'percent') throw new AppError('bad_request', REDEEM_TEXTS.notFound);
  const refused = await refusal(ctx.db, row, userId, ctx.clock());
  if (refused) throw new AppError('conflict', refused);
  return { promo: row, amountCents: Math.round((pack.priceCents * (100 - row.percentOff!)) / 100) };
}

/**
 * Records, inside a purchase's fulfilment transaction, that the account used the percentage
 * code: the redemption row (once per account) and the code's count. The payment has been
 * made, so a count already at the cap (two buyers paying at once for the last use) leaves
 * the count at the cap rather than refusing credits that were paid for.
 */
export async function recordCheckoutRedemption(
  tx: Db,
  input: { promoCodeId: string; userId: string; checkoutSessionId: string; now: Date },
): Promise<void> {
  const recorded = await promos.insertRedemption(tx, {
    promoCodeId: input.promoCodeId,
    userId: input.userId,
    checkoutSessionId: input.checkoutSessionId,
    createdAt: input.now,
  });
  if (recorded) await promos.countRedemption(tx, input.promoCodeId, new Date(0));
}

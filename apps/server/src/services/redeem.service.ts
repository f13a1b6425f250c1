import { canonicalCode, REDEEM_TEXTS, type RedeemResult } from '@inkling/contracts/codes';
import { GIFT_TEXTS, looksLikeGiftCode } from '@inkling/contracts/gift-cards';
import type { AppContext } from '../context';
import { AppError } from '../errors';
import { getCredits } from './credits.service';
import { redeemGiftCard } from './gift-cards.service';
import { redeemPromoCode } from './promo-codes.service';

/**
 * POST /api/redeem (issue 34): one box for every code a family types. The typed text is
 * brought to canonical form (contracts `canonicalCode`) and looked up as a gift card (when it
 * has a gift code's shape: 20 symbols of its alphabet, by the hash of the code) and then as a
 * promo code. Returns what it did: credits added with the balance after it, or a percentage
 * discount to use at checkout. Throws not_found with REDEEM_TEXTS.notFound for letters that
 * match no code, conflict with the reason a code cannot be used (expired, used up, used
 * before; a gift card redeemed, void or not paid yet).
 * Rate limits are taken by the route before this runs.
 */
export async function redeemCode(ctx: AppContext, userId: string, typed: string): Promise<RedeemResult> {
  const code = canonicalCode(typed);
  const gift = looksLikeGiftCode(code) ? await redeemGiftCard(ctx, userId, code) : null;
  if (gift) {
    return {
      kind: 'credits',
      source: 'gift',
      creditsAdded: gift.creditsAdded,
      message: GIFT_TEXTS.redeemedMessage(gift.creditsAdded),
      credits: await getCredits(ctx, userId),
    };
  }
  const promo = code ? await redeemPromoCode(ctx, userId, code) : null;
  if (!promo) throw new AppError('not_found', REDEEM_TEXTS.notFound);
  if (promo.kind === 'percent') {
    return {
      kind: 'percent',
      code: promo.code,
      percentOff: promo.percentOff,
      message: REDEEM_TEXTS.percentOff(promo.percentOff),
    };
  }
  return {
    kind: 'credits',
    source: 'promo',
    creditsAdded: promo.creditsAdded,
    message: REDEEM_TEXTS.granted(promo.creditsAdded),
    credits: await getCredits(ctx, userId),
  };
}

import { and, desc, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { type PromoCodeRow, promoCodes, promoRedemptions } from '../db/schema';

/** Promo codes and their redemptions (schema `promo_codes`, `promo_redemptions`; issue 34). */

/** Inserts a code; returns undefined when its canonical `code` exists already. */
export async function insertPromoCode(
  db: Db,
  row: typeof promoCodes.$inferInsert,
): Promise<PromoCodeRow | undefined> {
  const rows = await db.insert(promoCodes).values(row).onConflictDoNothing().returning();
  return rows[0];
}

/** The code with this canonical text, if any. */
export async function findPromoCode(db: Db, code: string): Promise<PromoCodeRow | undefined> {
  const rows = await db.select().from(promoCodes).where(eq(promoCodes.code, code));
  return rows[0];
}

/** The code with this id, if any. */
export async function findPromoCodeById(db: Db, id: string): Promise<PromoCodeRow | undefined> {
  const rows = await db.select().from(promoCodes).where(eq(promoCodes.id, id));
  return rows[0];
}

/** The code whose Stripe promotion code id this is, if any. */
export async function findPromoCodeByStripeId(db: Db, stripeId: string): Promise<PromoCodeRow | undefined> {
  const rows = await db.select().from(promoCodes).where(eq(promoCodes.stripePromotionCodeId, stripeId));
  return rows[0];
}

/** Every code, newest first (moderators' screen; codes are few). */
export async function listPromoCodes(db: Db): Promise<PromoCodeRow[]> {
  return db.select().from(promoCodes).orderBy(desc(promoCodes.createdAt));
}

/**
 * Counts one more use of the code when it is still usable at `now` (not expired, under
 * `max_redemptions`), in one conditional UPDATE: the row lock makes concurrent uses of one
 * code wait for each other, so the count never passes the cap. Returns false when the code
 * is expired or used up (the caller tells which from the row).
 */
export async function countRedemption(db: Db, id: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(promoCodes)
    .set({ redemptions: sql`${promoCodes.redemptions} + 1` })
    .where(
      and(
        eq(promoCodes.id, id),
        or(isNull(promoCodes.expiresAt), gt(promoCodes.expiresAt, now)),
        or(isNull(promoCodes.maxRedemptions), lt(promoCodes.redemptions, promoCodes.maxRedemptions)),
      ),
    )
    .returning({ id: promoCodes.id });
  return rows.length > 0;
}

/**
 * Records the account's use of a code; returns false when the account has used it before
 * (unique index on code and user), so two requests at once record one.
 */
export async function insertRedemption(
  db: Db,
  row: { promoCodeId: string; userId: string; checkoutSessionId?: string; createdAt?: Date },
): Promise<boolean> {
  const rows = await db
    .insert(promoRedemptions)
    .values(row)
    .onConflictDoNothing({ target: [promoRedemptions.promoCodeId, promoRedemptions.userId] })
    .returning({ id: promoRedemptions.id });
  return rows.length > 0;
}

/** Whether the account has used this code. */
export async function hasRedeemed(db: Db, promoCodeId: string, userId: string): Promise<boolean> {
  const rows = await db
    .select({ id: promoRedemptions.id })
    .from(promoRedemptions)
    .where(and(eq(promoRedemptions.promoCodeId, promoCodeId), eq(promoRedemptions.userId, userId)));
  return rows.length > 0;
}

import { and, desc, eq, inArray, isNotNull } from 'drizzle-orm';
import type { Db } from '../db/client';
import { type GiftCardRow, generations, giftCards } from '../db/schema';

/** Gift cards (schema `gift_cards`; issue 34). Status changes are conditional UPDATEs. */

/** Inserts a new card (status pending_payment). */
export async function insertGiftCard(db: Db, row: typeof giftCards.$inferInsert): Promise<GiftCardRow> {
  const [inserted] = await db.insert(giftCards).values(row).returning();
  return inserted!;
}

/** The card bought through this checkout session, if any. */
export async function findGiftCardBySession(db: Db, sessionId: string): Promise<GiftCardRow | undefined> {
  const rows = await db.select().from(giftCards).where(eq(giftCards.checkoutSessionId, sessionId));
  return rows[0];
}

/** The card whose code has this hash, if any. */
export async function findGiftCardByHash(db: Db, codeHash: string): Promise<GiftCardRow | undefined> {
  const rows = await db.select().from(giftCards).where(eq(giftCards.codeHash, codeHash));
  return rows[0];
}

/** One of the buyer's cards, or undefined for a foreign or unknown id. */
export async function findOwnedGiftCard(
  db: Db,
  buyerId: string,
  id: string,
): Promise<GiftCardRow | undefined> {
  const rows = await db
    .select()
    .from(giftCards)
    .where(and(eq(giftCards.id, id), eq(giftCards.buyerId, buyerId)));
  return rows[0];
}

/** The buyer's cards, newest first. */
export async function listGiftCards(db: Db, buyerId: string): Promise<GiftCardRow[]> {
  return db.select().from(giftCards).where(eq(giftCards.buyerId, buyerId)).orderBy(desc(giftCards.createdAt));
}

/**
 * pending_payment → redeemable for the card of a paid session, recording Stripe's payment
 * intent when known. Returns the card when this call changed it, undefined when it was not
 * pending (paid before, or void), so repeated deliveries change nothing.
 */
export async function markGiftCardPaid(
  db: Db,
  sessionId: string,
  input: { paidAt: Date; paymentIntentId?: string | null },
): Promise<GiftCardRow | undefined> {
  const rows = await db
    .update(giftCards)
    .set({
      status: 'redeemable',
      paidAt: input.paidAt,
      ...(input.paymentIntentId ? { stripePaymentIntentId: input.paymentIntentId } : {}),
    })
    .where(and(eq(giftCards.checkoutSessionId, sessionId), eq(giftCards.status, 'pending_payment')))
    .returning();
  return rows[0];
}

/**
 * redeemable → redeemed by `userId`, in one conditional UPDATE: the row lock makes concurrent
 * redemptions wait, and only the first finds the card still redeemable. Returns the card when
 * this call redeemed it.
 */
export async function claimGiftCard(
  db: Db,
  id: string,
  userId: string,
  now: Date,
): Promise<GiftCardRow | undefined> {
  const rows = await db
    .update(giftCards)
    .set({ status: 'redeemed', redeemedBy: userId, redeemedAt: now })
    .where(and(eq(giftCards.id, id), eq(giftCards.status, 'redeemable')))
    .returning();
  return rows[0];
}

/**
 * Voids the unredeemed card paid with this Stripe payment intent (pending or redeemable).
 * Returns the card when this call voided it; undefined when there is none or it was redeemed.
 */
export async function voidGiftCardByPaymentIntent(
  db: Db,
  paymentIntentId: string,
  now: Date,
): Promise<GiftCardRow | undefined> {
  const rows = await db
    .update(giftCards)
    .set({ status: 'void', voidedAt: now })
    .where(
      and(
        eq(giftCards.stripePaymentIntentId, paymentIntentId),
        inArray(giftCards.status, ['pending_payment', 'redeemable']),
      ),
    )
    .returning();
  return rows[0];
}

/** The card with this Stripe payment intent, if any. */
export async function findGiftCardByPaymentIntent(
  db: Db,
  paymentIntentId: string,
): Promise<GiftCardRow | undefined> {
  const rows = await db.select().from(giftCards).where(eq(giftCards.stripePaymentIntentId, paymentIntentId));
  return rows[0];
}

/** Records that the card was e-mailed to its recipient. */
export async function markGiftCardEmailed(db: Db, id: string, at: Date): Promise<void> {
  await db.update(giftCards).set({ emailedAt: at }).where(eq(giftCards.id, id));
}

/** The user's newest finished pages with a print file (the front choices of a card). */
export async function recentFinishedPages(db: Db, userId: string, limit: number) {
  return db
    .select({ id: generations.id, prompt: generations.prompt, previewFileId: generations.previewFileId })
    .from(generations)
    .where(
      and(
        eq(generations.userId, userId),
        eq(generations.status, 'completed'),
        isNotNull(generations.printFileId),
        isNotNull(generations.previewFileId),
      ),
    )
    .orderBy(desc(generations.createdAt))
    .limit(limit);
}

import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { type CheckoutSessionRow, checkoutSessions } from '../db/schema';

/** Checkout sessions this server created (see schema `checkout_sessions`). */

/** Records a new checkout session. */
export async function insertCheckoutSession(
  db: Db,
  row: typeof checkoutSessions.$inferInsert,
): Promise<CheckoutSessionRow> {
  const [inserted] = await db.insert(checkoutSessions).values(row).returning();
  return inserted!;
}

/** A session by id, whoever owns it (webhooks know no user). */
export async function findCheckoutSession(db: Db, id: string): Promise<CheckoutSessionRow | undefined> {
  const rows = await db.select().from(checkoutSessions).where(eq(checkoutSessions.id, id));
  return rows[0];
}

/** One of the user's sessions, or undefined for a foreign or unknown id. */
export async function findOwnedCheckoutSession(
  db: Db,
  userId: string,
  id: string,
): Promise<CheckoutSessionRow | undefined> {
  const rows = await db
    .select()
    .from(checkoutSessions)
    .where(and(eq(checkoutSessions.id, id), eq(checkoutSessions.userId, userId)));
  return rows[0];
}

/**
 * Moves an `open` session to `paid` or `cancelled`; returns the row after the change, or
 * undefined when it was no longer open (a second Pay or Cancel changes nothing).
 */
export async function closeCheckoutSession(
  db: Db,
  id: string,
  status: 'paid' | 'cancelled',
): Promise<CheckoutSessionRow | undefined> {
  const rows = await db
    .update(checkoutSessions)
    .set({ status })
    .where(and(eq(checkoutSessions.id, id), eq(checkoutSessions.status, 'open')))
    .returning();
  return rows[0];
}

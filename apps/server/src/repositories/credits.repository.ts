import { and, eq, gte, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { creditBalances, creditLedger } from '../db/schema';

/** Credit balance and ledger rows. Callers pass a transaction where atomicity matters. */

/** Creates the user's balance row at 0 when missing. */
export async function ensureBalanceRow(db: Db, userId: string): Promise<void> {
  await db.insert(creditBalances).values({ userId, credits: 0 }).onConflictDoNothing();
}

/** Current balance in credits (0 when the user has no row yet). */
export async function getBalance(db: Db, userId: string): Promise<number> {
  const rows = await db
    .select({ credits: creditBalances.credits })
    .from(creditBalances)
    .where(eq(creditBalances.userId, userId));
  return rows[0]?.credits ?? 0;
}

/**
 * Subtracts `cost` credits only if the balance covers it, in one statement, so concurrent
 * spends can never take the balance below zero. Returns the new balance, or null when the
 * balance was too low (nothing changed).
 */
export async function trySpend(db: Db, userId: string, cost: number): Promise<number | null> {
  const rows = await db
    .update(creditBalances)
    .set({ credits: sql`${creditBalances.credits} - ${cost}`, updatedAt: sql`now()` })
    .where(and(eq(creditBalances.userId, userId), gte(creditBalances.credits, cost)))
    .returning({ credits: creditBalances.credits });
  return rows[0]?.credits ?? null;
}

/** Adds `delta` (> 0) credits to the balance, creating the row when missing. */
export async function addToBalance(db: Db, userId: string, delta: number): Promise<void> {
  await db
    .insert(creditBalances)
    .values({ userId, credits: delta })
    .onConflictDoUpdate({
      target: creditBalances.userId,
      set: { credits: sql`${creditBalances.credits} + ${delta}`, updatedAt: sql`now()` },
    });
}

/**
 * Appends a ledger entry unless one with the same idempotency key exists. Returns true
 * when the entry was written (the caller then changes the balance in the same transaction).
 */
export async function appendLedger(
  db: Db,
  entry: { userId: string; delta: number; reason: string; idempotencyKey: string; generationId?: string },
): Promise<boolean> {
  const rows = await db
    .insert(creditLedger)
    .values(entry)
    .onConflictDoNothing({ target: creditLedger.idempotencyKey })
    .returning({ id: creditLedger.id });
  return rows.length > 0;
}

/** Sum of the user's ledger deltas (what the balance must equal). */
export async function sumLedger(db: Db, userId: string): Promise<number> {
  const rows = await db
    .select({ total: sql<string>`coalesce(sum(${creditLedger.delta}), 0)` })
    .from(creditLedger)
    .where(eq(creditLedger.userId, userId));
  return Number(rows[0]?.total ?? 0);
}

/** The user's ledger entries, oldest first. */
export async function listLedger(db: Db, userId: string) {
  return db
    .select()
    .from(creditLedger)
    .where(eq(creditLedger.userId, userId))
    .orderBy(creditLedger.createdAt);
}

import { and, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { preparedRows } from '../db/prepared';
import { creditBalances, creditLedger } from '../db/schema';

/** Credit balance and ledger rows. Callers pass a transaction where atomicity matters. */

/** A balance row: lasting `credits`, today's `dailyCredits`, the New York day of the allowance. */
export interface BalanceRow {
  credits: number;
  dailyCredits: number;
  dailyDate: string | null;
}

/** Creates the user's balance row at 0 when missing. */
async function ensureBalanceRow(db: Db, userId: string): Promise<void> {
  await db.insert(creditBalances).values({ userId, credits: 0 }).onConflictDoNothing();
}

/** The balance row without locking, or undefined when the user has none yet. */
export async function readBalance(db: Db, userId: string): Promise<BalanceRow | undefined> {
  const rows = await db
    .select({
      credits: creditBalances.credits,
      dailyCredits: creditBalances.dailyCredits,
      dailyDate: creditBalances.dailyDate,
    })
    .from(creditBalances)
    .where(eq(creditBalances.userId, userId));
  return rows[0];
}

/** The balance row and one reason's ledger-entry count in a window, read together. */
export interface BalanceWithCount extends BalanceRow {
  /** Entries of the user with `reason` created in [from, to). */
  count: number;
}

const BALANCE_WITH_COUNT = `
  select b.credits, b.daily_credits, b.daily_date,
    (select count(*)::int from credit_ledger l
      where l.user_id = $1 and l.reason = $2
        and l.created_at >= $3::timestamptz and l.created_at < $4::timestamptz) as count
  from credit_balances b where b.user_id = $1`;

interface RawBalanceRow {
  credits: number;
  daily_credits: number;
  daily_date: string | null;
  count: number;
}

/**
 * The balance row (undefined when the user has none yet) and the count of the user's ledger
 * entries with `reason` created in [`from`, `to`), in one prepared plain-SQL statement
 * without locking (issue 15: GET /api/session made two ORM reads; one round trip, no row mapping).
 * The count uses credit_ledger_user_reason_idx (user_id, reason, created_at).
 */
export async function readBalanceWithCount(
  db: Db,
  userId: string,
  reason: string,
  from: Date,
  to: Date,
): Promise<BalanceWithCount | undefined> {
  const [row] = await preparedRows<RawBalanceRow>(db, 'balance_with_count_v1', BALANCE_WITH_COUNT, [
    userId,
    reason,
    from.toISOString(),
    to.toISOString(),
  ]);
  if (!row) return undefined;
  return {
    credits: row.credits,
    dailyCredits: row.daily_credits,
    dailyDate: row.daily_date,
    count: row.count,
  };
}

/**
 * Reads the balance row with `SELECT … FOR UPDATE` (creating it at 0 first when missing), so
 * every credit change of one user inside a transaction runs one after another: a second
 * transaction waits here and then sees the first one's committed writes.
 */
export async function lockBalance(tx: Db, userId: string): Promise<BalanceRow> {
  await ensureBalanceRow(tx, userId);
  const rows = await tx
    .select({
      credits: creditBalances.credits,
      dailyCredits: creditBalances.dailyCredits,
      dailyDate: creditBalances.dailyDate,
    })
    .from(creditBalances)
    .where(eq(creditBalances.userId, userId))
    .for('update');
  const row = rows[0];
  if (!row) throw new Error(`credit balance of ${userId} vanished`);
  return row;
}

/**
 * Moves both parts of the balance by the given deltas (credits). The table's CHECK
 * constraints reject a result below zero, so a caller's arithmetic error cannot go unseen.
 */
export async function changeBalance(
  tx: Db,
  userId: string,
  change: { delta: number; dailyDelta: number; dailyDate?: string },
): Promise<void> {
  await tx
    .update(creditBalances)
    .set({
      credits: sql`${creditBalances.credits} + ${change.delta}`,
      dailyCredits: sql`${creditBalances.dailyCredits} + ${change.dailyDelta}`,
      ...(change.dailyDate ? { dailyDate: change.dailyDate } : {}),
      updatedAt: sql`now()`,
    })
    .where(eq(creditBalances.userId, userId));
}

/** Adds `delta` (> 0) lasting credits to the balance, creating the row when missing. */
export async function addToBalance(db: Db, userId: string, delta: number): Promise<void> {
  await db
    .insert(creditBalances)
    .values({ userId, credits: delta })
    .onConflictDoUpdate({
      target: creditBalances.userId,
      set: { credits: sql`${creditBalances.credits} + ${delta}`, updatedAt: sql`now()` },
    });
}

/** One ledger entry to append; `dailyDelta` defaults to 0, `createdAt` to the database's now(). */
export interface LedgerEntry {
  userId: string;
  delta: number;
  dailyDelta?: number;
  reason: string;
  idempotencyKey: string;
  generationId?: string;
  /** The promo code that granted the entry (issue 34). */
  promoCodeId?: string;
  /** The gift card redeemed by the entry (issue 34). */
  giftCardId?: string;
  createdAt?: Date;
}

/**
 * Appends a ledger entry unless one with the same idempotency key exists. Returns true
 * when the entry was written (the caller then changes the balance in the same transaction).
 */
export async function appendLedger(db: Db, entry: LedgerEntry): Promise<boolean> {
  const rows = await db
    .insert(creditLedger)
    .values(entry)
    .onConflictDoNothing({ target: creditLedger.idempotencyKey })
    .returning({ id: creditLedger.id });
  return rows.length > 0;
}

/** The ledger entry with this idempotency key, if any. */
export async function findLedgerEntry(db: Db, idempotencyKey: string) {
  const rows = await db.select().from(creditLedger).where(eq(creditLedger.idempotencyKey, idempotencyKey));
  return rows[0];
}

/**
 * Which of `generationIds` have had their credit given back: a ledger entry `refund:<id>`
 * (a report or an automatic refund; the key is unique, so this is one index lookup each).
 */
export async function refundedGenerationIds(db: Db, generationIds: readonly string[]): Promise<Set<string>> {
  if (generationIds.length === 0) return new Set();
  const rows = await db
    .select({ key: creditLedger.idempotencyKey })
    .from(creditLedger)
    .where(
      inArray(
        creditLedger.idempotencyKey,
        generationIds.map((id) => `refund:${id}`),
      ),
    );
  return new Set(rows.map((row) => row.key.slice('refund:'.length)));
}

/** Sums of the user's ledger: `delta` (what `credits` must equal) and `daily_delta` (`daily_credits`). */
export async function sumLedgerParts(db: Db, userId: string): Promise<{ delta: number; dailyDelta: number }> {
  const rows = await db
    .select({
      delta: sql<string>`coalesce(sum(${creditLedger.delta}), 0)`,
      dailyDelta: sql<string>`coalesce(sum(${creditLedger.dailyDelta}), 0)`,
    })
    .from(creditLedger)
    .where(eq(creditLedger.userId, userId));
  return { delta: Number(rows[0]?.delta ?? 0), dailyDelta: Number(rows[0]?.dailyDelta ?? 0) };
}

/**
 * Every user whose stored balance differs from the sums of their ledger (should be none):
 * one query over the whole table, for the ledger check.
 */
export async function findLedgerMismatches(db: Db) {
  const result = await db.execute(sql`
    select b.user_id, b.credits, b.daily_credits,
           coalesce(l.delta, 0) as ledger_delta, coalesce(l.daily, 0) as ledger_daily
    from credit_balances b
    full outer join (
      select user_id, sum(delta) as delta, sum(daily_delta) as daily from credit_ledger group by user_id
    ) l on l.user_id = b.user_id
    where coalesce(b.credits, 0) <> coalesce(l.delta, 0)
       or coalesce(b.daily_credits, 0) <> coalesce(l.daily, 0)`);
  // Both drivers (node-postgres, PGlite) answer raw SQL with `{ rows }`.
  const { rows } = result as unknown as {
    rows: {
      user_id: string;
      credits: number;
      daily_credits: number;
      ledger_delta: string;
      ledger_daily: string;
    }[];
  };
  return rows.map((r) => ({
    userId: r.user_id,
    credits: Number(r.credits ?? 0),
    dailyCredits: Number(r.daily_credits ?? 0),
    ledgerDelta: Number(r.ledger_delta),
    ledgerDaily: Number(r.ledger_daily),
  }));
}

/** How many entries with `reason` the user has in [from, to) (e.g. reports today). */
export async function countEntries(
  db: Db,
  userId: string,
  reason: string,
  from: Date,
  to: Date,
): Promise<number> {
  const rows = await db
    .select({ n: sql<string>`count(*)` })
    .from(creditLedger)
    .where(
      and(
        eq(creditLedger.userId, userId),
        eq(creditLedger.reason, reason),
        gte(creditLedger.createdAt, from),
        lt(creditLedger.createdAt, to),
      ),
    );
  return Number(rows[0]?.n ?? 0);
}

/** Whether the user has any ledger entry with `reason` (e.g. ever bought: 'purchase'). */
export async function hasEntryWithReason(db: Db, userId: string, reason: string): Promise<boolean> {
  const rows = await db
    .select({ id: creditLedger.id })
    .from(creditLedger)
    .where(and(eq(creditLedger.userId, userId), eq(creditLedger.reason, reason)))
    .limit(1);
  return rows.length > 0;
}

/** The user's ledger entries, oldest first. */
export async function listLedger(db: Db, userId: string) {
  return db
    .select()
    .from(creditLedger)
    .where(eq(creditLedger.userId, userId))
    .orderBy(creditLedger.createdAt);
}

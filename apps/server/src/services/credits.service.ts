import type { Credits } from '@inkling/contracts/api';
import { REFUND_TEXTS } from '@inkling/contracts/credit-messages';
import {
  DAILY_FREE_CREDITS,
  DAILY_REFUND_LIMIT,
  GENERATION_COST,
  SIGNUP_CREDITS,
} from '@inkling/contracts/limits';
import type { AppContext } from '../context';
import type { Db } from '../db/client';
import { AppError } from '../errors';
import * as credits from '../repositories/credits.repository';
import { resetDay, resetDayBounds } from './reset-day';

/**
 * Credit rules (DESIGN decision 2: credits change only on the server, each change is an
 * append-only ledger entry with an idempotency key, and the balance row moves with it in
 * the same transaction). The balance has two parts (credits issue "Ledger and balance"):
 * lasting `credits` (sign-up, purchases, refunds) and today's daily free credits, which are
 * spent first and do not pile up (DESIGN decision 4). Every function that changes credits
 * first locks the user's balance row, so one user's changes run one after another.
 */

/**
 * What the credit functions need: the database (pass `{ ...ctx, db: tx }` to run inside a
 * caller's transaction) and the app's clock (DESIGN decision 4: the New York day of `now`).
 */
export type CreditsContext = Pick<AppContext, 'db' | 'clock'>;

/** Ledger reason of a "Report this page" refund (counted against the daily limit). */
export const REPORT_REASON = 'report';

/**
 * Grants the sign-up credits (10, spec core §9) once per user: ledger key `signup:<user>`.
 * Safe to call again (a repeated call changes nothing).
 */
export async function grantSignupCredits(ctx: Pick<AppContext, 'db'>, userId: string): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    await credits.lockBalance(tx, userId);
    const written = await credits.appendLedger(tx, {
      userId,
      delta: SIGNUP_CREDITS,
      reason: 'signup',
      idempotencyKey: `signup:${userId}`,
    });
    if (written) await credits.addToBalance(tx, userId, SIGNUP_CREDITS);
  });
}

/**
 * Brings the daily free credits to today's allowance inside `tx` (the balance row must be
 * locked, see `credits.lockBalance`). On the first call of a New York day (DESIGN decision
 * 4) yesterday's leftovers expire (`daily-expiry:<user>:<old day>`, daily_delta −leftover)
 * and 5 new ones are granted (`daily:<user>:<day>`, daily_delta +5, spec core §9): not
 * cumulative. A clock that moved backwards changes nothing. Returns the balance after it.
 */
async function rollDailyCredits(
  tx: Db,
  userId: string,
  row: credits.BalanceRow,
  now: Date,
): Promise<credits.BalanceRow> {
  const today = resetDay(now);
  if (row.dailyDate !== null && row.dailyDate >= today) return row;
  let dailyDelta = 0;
  if (row.dailyCredits > 0) {
    const expired = await credits.appendLedger(tx, {
      userId,
      delta: 0,
      dailyDelta: -row.dailyCredits,
      reason: 'daily-expiry',
      idempotencyKey: `daily-expiry:${userId}:${row.dailyDate}`,
      createdAt: now,
    });
    if (expired) dailyDelta -= row.dailyCredits;
  }
  const granted = await credits.appendLedger(tx, {
    userId,
    delta: 0,
    dailyDelta: DAILY_FREE_CREDITS,
    reason: 'daily',
    idempotencyKey: `daily:${userId}:${today}`,
    createdAt: now,
  });
  if (granted) dailyDelta += DAILY_FREE_CREDITS;
  await credits.changeBalance(tx, userId, { delta: 0, dailyDelta, dailyDate: today });
  return { credits: row.credits, dailyCredits: row.dailyCredits + dailyDelta, dailyDate: today };
}

/** Locks the balance row in `tx` and rolls the daily credits to `now`'s day. */
async function lockAndRoll(tx: Db, userId: string, now: Date): Promise<credits.BalanceRow> {
  return rollDailyCredits(tx, userId, await credits.lockBalance(tx, userId), now);
}

/**
 * The user's credits as the API reports them (`Credits` in contracts): lasting `credits`,
 * `dailyCreditsRemaining` (granted here on the first request of the day) and
 * `refundsLeftToday` (DESIGN decision 5), as of `ctx.clock()`.
 */
export async function getCredits(ctx: CreditsContext, userId: string): Promise<Credits> {
  const { db } = ctx;
  const now = ctx.clock();
  const { start, end } = resetDayBounds(now);
  // One statement (issue 15); the first read of a new day also rolls the daily credits over
  // (which writes no report entry, so the count stands).
  const read = await credits.readBalanceWithCount(db, userId, REPORT_REASON, start, end);
  let row: credits.BalanceRow | undefined = read;
  const reports = read?.count ?? 0;
  if (!row || row.dailyDate === null || row.dailyDate < resetDay(now)) {
    row = await db.transaction((tx) => lockAndRoll(tx, userId, now));
  }
  return {
    credits: row.credits,
    dailyCreditsRemaining: row.dailyCredits,
    refundsLeftToday: Math.max(0, DAILY_REFUND_LIMIT - reports),
  };
}

/**
 * Spends `cost` credits for a generation in `ctx.db` (the caller's transaction; ledger key
 * `generation:<id>`): daily free credits first, then lasting ones (credits issue), both
 * recorded on the one entry (daily_delta, delta). A cost of 0 (a free retry, DESIGN
 * decision 6) writes nothing. Throws AppError `insufficient_credits` (402) when both parts
 * together are too low. The balance row lock makes concurrent spends exact: with 5 credits,
 * 20 requests at once give 5 generations.
 */
export async function spendForGeneration(
  ctx: CreditsContext,
  userId: string,
  generationId: string,
  cost: number = GENERATION_COST,
): Promise<void> {
  if (cost === 0) return;
  const { db: tx } = ctx;
  const now = ctx.clock();
  const row = await lockAndRoll(tx, userId, now);
  const fromDaily = Math.min(row.dailyCredits, cost);
  const fromLasting = cost - fromDaily;
  if (row.credits < fromLasting) {
    throw new AppError('insufficient_credits', "You don't have enough credits for a new page.");
  }
  const written = await credits.appendLedger(tx, {
    userId,
    delta: -fromLasting,
    dailyDelta: -fromDaily,
    reason: 'generation',
    idempotencyKey: `generation:${generationId}`,
    generationId,
    createdAt: now,
  });
  if (written) await credits.changeBalance(tx, userId, { delta: -fromLasting, dailyDelta: -fromDaily });
}

/**
 * Gives back a generation's credits in `ctx.db` (the caller's transaction; ledger key `refund:<generation>`, so at
 * most once per generation whatever the cause), reversing the spend's split: the lasting
 * part returns to lasting credits, the daily part to today's daily credits (it expires at
 * the next reset like any daily credit, so a refund never turns a free credit into a lasting
 * one). `reason` is 'refund' for automatic refunds of failed generations or REPORT_REASON
 * for "Report this page". Returns true when a refund happened; cost-0 generations and
 * generations without a spend entry are not refunded.
 */
export async function refundGeneration(
  ctx: CreditsContext,
  generation: { id: string; userId: string; creditCost: number },
  options: { reason?: string } = {},
): Promise<boolean> {
  if (generation.creditCost <= 0) return false;
  const { db: tx } = ctx;
  const now = ctx.clock();
  await lockAndRoll(tx, generation.userId, now);
  const spend = await credits.findLedgerEntry(tx, `generation:${generation.id}`);
  if (!spend) return false;
  const delta = -spend.delta;
  const dailyDelta = -spend.dailyDelta;
  const written = await credits.appendLedger(tx, {
    userId: generation.userId,
    delta,
    dailyDelta,
    reason: options.reason ?? 'refund',
    idempotencyKey: `refund:${generation.id}`,
    generationId: generation.id,
    createdAt: now,
  });
  if (written) await credits.changeBalance(tx, generation.userId, { delta, dailyDelta });
  return written;
}

/**
 * "Report this page" (DESIGN decision 5; spec content §4, §9): gives back the credit of one
 * of the user's completed generations in `ctx.db` (the caller's transaction), at most once per generation (ledger key
 * `refund:<generation>`, shared with automatic refunds) and at most DAILY_REFUND_LIMIT (2)
 * times per New York day (DESIGN decision 4). The user's balance row is locked first, so
 * concurrent reports are counted one after another (3 at once with 1 left → 1 succeeds).
 * Automatic refunds of failed generations (reason 'refund') do not count.
 * Throws AppError `rate_limited` (429) with the spec's daily-limit message, `conflict` (409)
 * when already refunded or free (cost 0).
 */
export async function reportRefund(
  ctx: CreditsContext,
  generation: { id: string; userId: string; creditCost: number },
): Promise<void> {
  if (generation.creditCost <= 0) throw new AppError('conflict', REFUND_TEXTS.free);
  const { db: tx } = ctx;
  const now = ctx.clock();
  await lockAndRoll(tx, generation.userId, now);
  if (await credits.findLedgerEntry(tx, `refund:${generation.id}`)) {
    throw new AppError('conflict', REFUND_TEXTS.alreadyRefunded);
  }
  const { start, end } = resetDayBounds(now);
  const used = await credits.countEntries(tx, generation.userId, REPORT_REASON, start, end);
  if (used >= DAILY_REFUND_LIMIT) throw new AppError('rate_limited', REFUND_TEXTS.dailyLimit);
  if (!(await refundGeneration(ctx, generation, { reason: REPORT_REASON }))) {
    throw new AppError('conflict', REFUND_TEXTS.alreadyRefunded);
  }
}

/**
 * Recomputes the balance from the ledger and compares it with the stored balance: lasting
 * `balance` against the sum of `delta`, `daily` against the sum of `daily_delta`. `ok` is
 * true when both agree (the ledger invariant of DESIGN decision 2).
 */
export async function verifyLedger(
  ctx: Pick<AppContext, 'db'>,
  userId: string,
): Promise<{ ok: boolean; balance: number; ledgerSum: number; daily: number; dailyLedgerSum: number }> {
  const [row, sums] = await Promise.all([
    credits.readBalance(ctx.db, userId),
    credits.sumLedgerParts(ctx.db, userId),
  ]);
  const balance = row?.credits ?? 0;
  const daily = row?.dailyCredits ?? 0;
  return {
    ok: balance === sums.delta && daily === sums.dailyDelta,
    balance,
    ledgerSum: sums.delta,
    daily,
    dailyLedgerSum: sums.dailyDelta,
  };
}

/**
 * The ledger check over every user: the users whose stored balance differs from their
 * ledger (an empty list proves the invariant of DESIGN decision 2).
 */
export async function checkAllLedgers(ctx: Pick<AppContext, 'db'>) {
  return credits.findLedgerMismatches(ctx.db);
}

import type { Credits } from '@inkling/contracts/api';
import { GENERATION_COST, SIGNUP_CREDITS } from '@inkling/contracts/limits';
import type { Db } from '../db/client';
import { AppError } from '../errors';
import * as credits from '../repositories/credits.repository';

/**
 * Credit rules (DESIGN decision 2: credits change only on the server, each change is an
 * append-only ledger entry with an idempotency key, and the balance row moves with it in
 * the same transaction).
 */

/**
 * Grants the sign-up credits (10, spec core §9) once per user: ledger key `signup:<user>`.
 * Safe to call again (a repeated call changes nothing).
 */
export async function grantSignupCredits(db: Db, userId: string): Promise<void> {
  await db.transaction(async (tx) => {
    await credits.ensureBalanceRow(tx, userId);
    const written = await credits.appendLedger(tx, {
      userId,
      delta: SIGNUP_CREDITS,
      reason: 'signup',
      idempotencyKey: `signup:${userId}`,
    });
    if (written) await credits.addToBalance(tx, userId, SIGNUP_CREDITS);
  });
}

/** The user's credits as the API reports them; daily credits are 0 until that issue lands. */
export async function getCredits(db: Db, userId: string): Promise<Credits> {
  return { credits: await credits.getBalance(db, userId), dailyCreditsRemaining: 0 };
}

/**
 * Spends `cost` credits for a generation inside the caller's transaction `tx` (ledger key
 * `generation:<id>`, delta −cost). A cost of 0 (a free retry, DESIGN decision 6) writes
 * nothing. Throws AppError `insufficient_credits` (402) when the balance is too low; the
 * conditional UPDATE makes concurrent spends safe (the balance never goes below zero).
 */
export async function spendForGeneration(
  tx: Db,
  userId: string,
  generationId: string,
  cost: number = GENERATION_COST,
): Promise<void> {
  if (cost === 0) return;
  const remaining = await credits.trySpend(tx, userId, cost);
  if (remaining === null) {
    throw new AppError('insufficient_credits', "You don't have enough credits for a new page.");
  }
  await credits.appendLedger(tx, {
    userId,
    delta: -cost,
    reason: 'generation',
    idempotencyKey: `generation:${generationId}`,
    generationId,
  });
}

/**
 * Gives back the credits of a failed generation inside `tx` (ledger key
 * `refund:<generation>`), at most once: the balance only moves when the ledger entry was
 * new. Returns true when a refund happened. Cost-0 generations are not refunded.
 */
export async function refundGeneration(
  tx: Db,
  generation: { id: string; userId: string; creditCost: number },
): Promise<boolean> {
  if (generation.creditCost <= 0) return false;
  const written = await credits.appendLedger(tx, {
    userId: generation.userId,
    delta: generation.creditCost,
    reason: 'refund',
    idempotencyKey: `refund:${generation.id}`,
    generationId: generation.id,
  });
  if (written) await credits.addToBalance(tx, generation.userId, generation.creditCost);
  return written;
}

/**
 * Recomputes the balance from the ledger and compares it with the stored balance.
 * `ok` is true when they agree (the ledger invariant of DESIGN decision 2).
 */
export async function verifyLedger(
  db: Db,
  userId: string,
): Promise<{ ok: boolean; balance: number; ledgerSum: number }> {
  const [balance, ledgerSum] = await Promise.all([
    credits.getBalance(db, userId),
    credits.sumLedger(db, userId),
  ]);
  return { ok: balance === ledgerSum, balance, ledgerSum };
}

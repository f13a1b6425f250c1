import { randomInt, randomUUID } from 'node:crypto';
import type { Credits, createGenerationSchema, Generation } from '@inkling/contracts/api';
import { REFUND_TEXTS } from '@inkling/contracts/credit-messages';
import { GENERATION_COST } from '@inkling/contracts/limits';
import { API_ERRORS } from '@inkling/contracts/messages';
import type { z } from 'zod';
import type { AppContext } from '../context';
import type { GenerationRow } from '../db/schema';
import { AppError, notFound } from '../errors';
import { presentGeneration } from '../presenters/generation.presenter';
import { findOwnedCharacter } from '../repositories/characters.repository';
import { findOwnedFile } from '../repositories/files.repository';
import * as generations from '../repositories/generations.repository';
import { findOwnedProject } from '../repositories/projects.repository';
import { getCredits, refundGeneration, reportRefund, spendForGeneration } from './credits.service';

/** Validated body of POST /api/projects/:id/generations. */
export type CreateGenerationInput = z.output<typeof createGenerationSchema>;

/** Text kept on a generation that failed for a reason the user should not see in detail. */
export const GENERIC_FAILURE = API_ERRORS.generationFailed;

/** A seed for a new variation: a random non-negative 31-bit integer (fits PostgreSQL integer). */
const newSeed = () => randomInt(0, 2 ** 31 - 1);

/**
 * Creates a generation in a project (docs/api.md, spec core §4). Order: idempotent replay
 * (same `Idempotency-Key` → the first generation, no second charge) → kid-safety check
 * (blocked → 422 `blocked_prompt` with the engine's friendly message and category, nothing
 * charged or stored) → ownership of project, upload and character (404) → one transaction
 * that spends 1 credit (402 `insufficient_credits`) and inserts the generation with status
 * 'created' → a 'generate-page' job. Returns the generation and whether it was a replay.
 */
export async function createGeneration(
  ctx: AppContext,
  userId: string,
  projectId: string,
  input: CreateGenerationInput,
  idempotencyKey?: string,
): Promise<{ generation: Generation; replayed: boolean }> {
  if (idempotencyKey) {
    const existing = await generations.findByIdempotencyKey(ctx.db, userId, idempotencyKey);
    if (existing) return { generation: presentGeneration(existing), replayed: true };
  }
  const verdict = await ctx.engine.checkPrompt(input.prompt);
  if (!verdict.allowed) {
    throw new AppError('blocked_prompt', verdict.message, { category: verdict.category });
  }
  if (!(await findOwnedProject(ctx.db, userId, projectId))) throw notFound('Project');
  if (input.inputImageId) {
    const file = await findOwnedFile(ctx.db, userId, input.inputImageId);
    if (file?.kind !== 'upload') throw notFound('Image');
  }
  if (input.characterId && !(await findOwnedCharacter(ctx.db, userId, input.characterId))) {
    throw notFound('Character');
  }

  const id = randomUUID();
  let row: GenerationRow;
  try {
    row = await ctx.db.transaction(async (tx) => {
      await spendForGeneration(tx, userId, id, GENERATION_COST, ctx.clock());
      return generations.insertGeneration(tx, {
        id,
        projectId,
        userId,
        prompt: input.prompt,
        creditCost: GENERATION_COST,
        status: 'created',
        inputFileId: input.inputImageId ?? null,
        characterId: input.characterId ?? null,
        seed: newSeed(),
        provider: ctx.config.imageProvider,
        audience: input.audience,
        format: input.format,
        idempotencyKey: idempotencyKey ?? null,
        attempts: 1,
      });
    });
  } catch (error) {
    // Two requests with the same key at once: the loser's transaction rolled back (no charge).
    if (idempotencyKey && isUniqueViolation(error)) {
      const existing = await generations.findByIdempotencyKey(ctx.db, userId, idempotencyKey);
      if (existing) return { generation: presentGeneration(existing), replayed: true };
    }
    throw error;
  }
  await startGeneration(ctx, row);
  return { generation: presentGeneration(row), replayed: false };
}

/**
 * A free variation of an existing generation: same prompt and inputs, a new seed, cost 0,
 * `retry_of` set (DESIGN decision 6). Rate-limited per user (429). Throws 404 for foreign ids.
 */
export async function retryGeneration(
  ctx: AppContext,
  userId: string,
  generationId: string,
): Promise<Generation> {
  const original = await generations.findOwnedGeneration(ctx.db, userId, generationId);
  if (!original) throw notFound('Generation');
  if (!ctx.retryLimiter.take(userId)) {
    throw new AppError('rate_limited', 'Too many retries at once. Please wait a moment and try again.');
  }
  const row = await generations.insertGeneration(ctx.db, {
    projectId: original.projectId,
    userId,
    prompt: original.prompt,
    creditCost: 0,
    status: 'created',
    inputFileId: original.inputFileId,
    characterId: original.characterId,
    retryOf: original.id,
    seed: newSeed(),
    provider: ctx.config.imageProvider,
    audience: original.audience,
    format: original.format,
    attempts: 1,
  });
  await startGeneration(ctx, row);
  return presentGeneration(row);
}

/** One of the user's generations. Throws 404. */
export async function getGeneration(
  ctx: AppContext,
  userId: string,
  generationId: string,
): Promise<Generation> {
  const row = await generations.findOwnedGeneration(ctx.db, userId, generationId);
  if (!row) throw notFound('Generation');
  return presentGeneration(row);
}

/**
 * "Report this page" (DESIGN decision 5): refunds the credit of one of the user's own
 * completed generations (404 for foreign or missing ids, 409 when not completed, already
 * refunded or free, 429 at the daily limit; see credits.service `reportRefund`). Returns the
 * user's credits afterwards, including `refundsLeftToday`.
 */
export async function reportGeneration(
  ctx: AppContext,
  userId: string,
  generationId: string,
): Promise<Credits> {
  const row = await generations.findOwnedGeneration(ctx.db, userId, generationId);
  if (!row) throw notFound('Generation');
  if (row.status !== 'completed') throw new AppError('conflict', REFUND_TEXTS.notFinished);
  const now = ctx.clock();
  await ctx.db.transaction((tx) => reportRefund(tx, row, now));
  return getCredits(ctx.db, userId, now);
}

/**
 * Marks an unfinished generation failed with a user-safe `message` and refunds its credits
 * in the same transaction (at most once, via the ledger key). Returns the failed row, or
 * undefined when the generation had already finished.
 */
export async function failAndRefund(
  ctx: Pick<AppContext, 'db' | 'events'> & { clock?: () => Date },
  generationId: string,
  message: string,
): Promise<GenerationRow | undefined> {
  const row = await ctx.db.transaction(async (tx) => {
    const failed = await generations.failGeneration(tx, generationId, message);
    if (failed) await refundGeneration(tx, failed, { now: ctx.clock?.() });
    return failed;
  });
  if (row) ctx.events.publish(row);
  return row;
}

/** Announces a new generation and queues it; a failed enqueue is left to the worker's recovery. */
async function startGeneration(ctx: AppContext, row: GenerationRow): Promise<void> {
  ctx.events.publish(row);
  try {
    await ctx.queue.enqueueGeneration(row.id);
  } catch (err) {
    ctx.logger.error({ err, generationId: row.id }, 'could not queue generation; recovery will retry');
  }
}

function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error; e; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: string }).code === '23505') return true;
  }
  return false;
}

import { API_ERRORS } from '@inkling/contracts/messages';
import { audienceSchema, formatSchema } from '@inkling/contracts/page';
import { EngineError } from '@inkling/engine/errors';
import type { CharacterInput } from '@inkling/engine/types';
import type { AppContext } from '../context';
import { findOwnedCharacter } from '../repositories/characters.repository';
import { findOwnedFile } from '../repositories/files.repository';
import * as generations from '../repositories/generations.repository';
import { removeFiles, storeFile } from '../services/files.service';
import { failAndRefund, GENERIC_FAILURE } from '../services/generations.service';
import type { JobQueue } from './queue';

/** What the generate-page job needs. */
export type JobContext = Pick<AppContext, 'db' | 'storage' | 'engine' | 'events' | 'logger'>;

/** Times a generation may be queued in total (the first run plus one after a restart). */
export const MAX_ATTEMPTS = 2;

/** Shown when a page was cut off by a restart too often. */
export const INTERRUPTED_FAILURE = API_ERRORS.generationInterrupted;

/**
 * Draws one generation (job 'generate-page'): 'created' → 'generating' (started_at), loads
 * the reference upload and character, calls the engine, stores print/preview/svg files and
 * marks it 'completed' with sizes, elements and skipped words. On any error it is marked
 * 'failed' with a user-safe text (EngineError.message, else a generic one) and its credit
 * is refunded in the same transaction (spec core §4). A generation that is not in 'created'
 * (already taken or finished) is skipped. Never throws for generation errors.
 */
export async function processGeneration(ctx: JobContext, generationId: string): Promise<void> {
  const row = await generations.claimGeneration(ctx.db, generationId);
  if (!row) {
    ctx.logger.info({ generationId }, 'generation not waiting; job skipped');
    return;
  }
  ctx.events.publish(row);
  const log = ctx.logger.child({ generationId, projectId: row.projectId });
  const stored: string[] = [];
  try {
    const referenceImage = row.inputFileId
      ? await readFileBytes(ctx, row.userId, row.inputFileId)
      : undefined;
    const characters: CharacterInput[] = [];
    if (row.characterId) {
      const character = await findOwnedCharacter(ctx.db, row.userId, row.characterId);
      if (character) {
        const image = await readFileBytes(ctx, row.userId, character.imageFileId);
        if (image) characters.push({ name: character.title, image });
      }
    }
    const page = await ctx.engine.generatePage({
      prompt: row.prompt,
      referenceImage,
      characters,
      audience: audienceSchema.catch('kids').parse(row.audience),
      format: formatSchema.catch('letter').parse(row.format),
      seed: row.seed,
    });
    const meta = page.metadata;
    const put = async (kind: 'print' | 'preview' | 'svg', bytes: Buffer, contentType: string) => {
      const file = await storeFile(ctx, ctx.db, {
        userId: row.userId,
        kind,
        bytes,
        contentType,
        width: kind === 'print' ? meta.width : null,
        height: kind === 'print' ? meta.height : null,
      });
      stored.push(file.id);
      return file.id;
    };
    const printFileId = await put('print', page.printPng, 'image/png');
    const previewFileId = await put('preview', page.previewPng, 'image/png');
    const svgFileId = page.svg ? await put('svg', Buffer.from(page.svg), 'image/svg+xml') : null;
    const done = await generations.completeGeneration(ctx.db, row.id, {
      printFileId,
      previewFileId,
      svgFileId,
      width: meta.width,
      height: meta.height,
      dpi: meta.dpi,
      elements: meta.elements,
      skippedWords: meta.skippedWords,
      provider: meta.provider,
    });
    if (!done) {
      await removeFiles(ctx, stored);
      log.warn('generation finished elsewhere; result discarded');
      return;
    }
    ctx.events.publish(done);
    log.info({ timings: meta.timings }, 'generation completed');
  } catch (error) {
    const message = error instanceof EngineError ? error.message : GENERIC_FAILURE;
    log.warn({ err: error }, 'generation failed');
    await removeFiles(ctx, stored).catch(() => undefined);
    await failAndRefund(ctx, row.id, message);
  }
}

/**
 * Recovery of generations whose job was lost (a worker died, or queuing failed after the
 * generation was saved). Every generation left 'created' or 'generating' for longer than
 * `olderThanMs` without a job that will finish it (a waiting job for a 'created' one, or an
 * active job unless `activeJobsAreOrphans`) is queued once more (attempts < 2), otherwise failed and refunded.
 * At start-up on PGlite (one process only) active jobs are orphans; with PostgreSQL other
 * workers may hold them, and the queue's heartbeats fail the jobs of dead workers instead.
 * Returns how many were re-queued and failed.
 */
export async function recoverUnfinished(
  ctx: JobContext & { queue: JobQueue },
  options: { activeJobsAreOrphans: boolean; olderThanMs: number },
): Promise<{ requeued: number; failed: number }> {
  let requeued = 0;
  let failed = 0;
  const cutoff = new Date(Date.now() - options.olderThanMs);
  for (const row of await generations.listUnfinished(ctx.db, cutoff)) {
    const job = await ctx.queue.jobState(row.id);
    // A waiting job only helps a generation still in 'created': the job skips any other.
    const live = (row.status === 'created' && job.waiting) || (job.active && !options.activeJobsAreOrphans);
    if (live) continue;
    const again = await generations.requeueGeneration(ctx.db, row.id, MAX_ATTEMPTS);
    if (again) {
      await ctx.queue.enqueueGeneration(row.id);
      ctx.events.publish(again);
      requeued++;
    } else if (await failAndRefund(ctx, row.id, INTERRUPTED_FAILURE)) {
      failed++;
    }
  }
  if (requeued + failed > 0) ctx.logger.info({ requeued, failed }, 'recovered unfinished generations');
  return { requeued, failed };
}

async function readFileBytes(ctx: JobContext, userId: string, fileId: string): Promise<Buffer | undefined> {
  const file = await findOwnedFile(ctx.db, userId, fileId);
  if (!file) return undefined;
  return (await ctx.storage.get(file.key))?.bytes;
}

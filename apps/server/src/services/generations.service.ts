import { createHash, randomInt, randomUUID } from 'node:crypto';
import type { CreatedGeneration, Credits, createGenerationSchema, Generation } from '@inkling/contracts/api';
import { REFUND_TEXTS } from '@inkling/contracts/credit-messages';
import { GENERATION_COST } from '@inkling/contracts/limits';
import { API_ERRORS } from '@inkling/contracts/messages';
import {
  audienceSchema,
  DEFAULT_PAGE_STYLE,
  formatSchema,
  type PageStyle,
  pageStyleSchema,
  photoDetailSchema,
  photoSubjectSchema,
} from '@inkling/contracts/page';
import { projectTitleFromPrompt } from '@inkling/contracts/rules';
import { EngineError, type StoryCast } from '@inkling/engine';
import type { z } from 'zod';
import type { AppContext } from '../context';
import type { GenerationRow, ProjectRow } from '../db/schema';
import { AppError, isTransientError, notFound } from '../errors';
import { PAGE_QUEUED_KEY } from '../jobs/queue';
import type { Logger } from '../logger';
import type { PageFailureReason } from '../metrics';
import type { GenerationChange } from '../notifications/generation-notifier';
import { presentGeneration } from '../presenters/generation.presenter';
import { presentProjectSummary } from '../presenters/project.presenter';
import { findOwnedCharacter } from '../repositories/characters.repository';
import * as generations from '../repositories/generations.repository';
import { findOwnedProject, insertProject } from '../repositories/projects.repository';
import { isStorageFailure } from '../storage/measured-storage';
import { characterInputs } from './characters.service';
import { getCredits, refundGeneration, reportRefund, spendForGeneration } from './credits.service';
import { readOwnedFileBytes, recordFile, type WrittenBlob, writeBlob } from './files.service';
import { enforceRateLimit } from './rate-limit';
import { assertKidSafe } from './safety.service';
import { prepareUpload, writeUploadBlob } from './uploads.service';

/**
 * The whole life of a coloring page (issue 9, decision 005): create (one call: project if
 * needed, credit, generation, job), process (called by the pg-boss job), recover after a
 * crash, retry, report, read, and the watch that feeds a project's live stream. Every
 * change of a generation is announced once, on `ctx.notifier`, after it is committed.
 */

/** Validated fields of POST /api/generations, plus the photo's bytes when one was sent. */
export type CreateGenerationInput = z.output<typeof createGenerationSchema> & { inputImage?: Buffer };

/** Text kept on a generation that failed for a reason the user should not see in detail. */
export const GENERIC_FAILURE = API_ERRORS.generationFailed;

/** Shown when a page was cut off by a restart too often. */
export const INTERRUPTED_FAILURE = API_ERRORS.generationInterrupted;

/** Times a generation may be queued in total (the first run plus one after a restart). */
export const MAX_ATTEMPTS = 2;

/** A seed for a new variation: a random non-negative 31-bit integer (fits PostgreSQL integer). */
const newSeed = () => randomInt(0, 2 ** 31 - 1);

/**
 * POST /api/generations (docs/api.md, spec core §4 "Home flow", DESIGN decision 7). Order:
 * idempotent replay (same user and `Idempotency-Key` → the first answer, nothing charged
 * twice) → the per-user page limit (RATE_LIMITS.pages, 429 `rate_limited`: it bounds the
 * safety checks and photo re-encodings one account can ask for) → kid-safety check (blocked → 422 `blocked_prompt` with the engine's friendly
 * message and category; nothing charged or stored) → the photo's checks (413/415, see
 * `prepareUpload`) → ownership of project and character (404) → one transaction that stores
 * the photo's row, creates the project when `projectId` is absent (titled from the prompt,
 * spec core §4), spends 1 credit (402 `insufficient_credits`) and inserts the generation
 * ('created') → a 'generate-page' job. A rolled-back transaction leaves no project, credit,
 * generation or photo behind. Two requests with one key at once make one page: the second
 * transaction fails on the unique key and answers as a replay. `requestId` (the HTTP
 * request's X-Request-Id) travels in the job, so the worker's log lines of the page carry it
 * as `reqId` (issue 28).
 */
export async function createGeneration(
  ctx: AppContext,
  userId: string,
  input: CreateGenerationInput,
  idempotencyKey?: string,
  requestId?: string,
): Promise<CreatedGeneration> {
  const requestHash = hashRequest(input);
  if (idempotencyKey) {
    const replay = await findReplay(ctx, userId, idempotencyKey, requestHash);
    if (replay) return replay;
  }
  if (!input.inputImage && (input.photoSubject || input.photoDetail)) {
    throw new AppError('bad_request', API_ERRORS.photoOptionsWithoutPhoto);
  }
  await enforceRateLimit(ctx, 'pages', userId, API_ERRORS.tooManyPages);
  if (input.inputImage) await enforceRateLimit(ctx, 'uploads', userId, API_ERRORS.tooManyUploads);
  await assertKidSafe(ctx, input.prompt, 'prompt');
  const photo = input.inputImage ? await prepareUpload(ctx, input.inputImage) : undefined;
  const existingProject = input.projectId
    ? await findOwnedProject(ctx.db, userId, input.projectId)
    : undefined;
  if (input.projectId && !existingProject) throw notFound('Project');
  if (input.characterId && !(await findOwnedCharacter(ctx.db, userId, input.characterId))) {
    throw notFound('Character');
  }

  // Style (issue 33): what the request names, the rest from the project's defaults.
  const style: PageStyle = {
    ...(existingProject ? pageStyleSchema.parse(existingProject.styleDefaults) : DEFAULT_PAGE_STYLE),
    ...definedFields(input.style),
  };
  // The photo's blob is written before the transaction, so no file I/O happens while it
  // holds the user's balance lock; a rolled-back transaction deletes it again.
  const blob = photo ? await writeUploadBlob(ctx, userId, photo) : undefined;
  const id = randomUUID();
  let created: { project: ProjectRow; row: GenerationRow };
  try {
    created = await ctx.db.transaction(async (tx) => {
      const txCtx = { ...ctx, db: tx };
      const photoRow = blob ? await recordFile(txCtx, blob) : undefined;
      // A new project keeps the first page's style as its defaults, so the next pages match.
      const project =
        existingProject ?? (await insertProject(tx, userId, projectTitleFromPrompt(input.prompt), style));
      await spendForGeneration(txCtx, userId, id, GENERATION_COST);
      const row = await generations.insertGeneration(tx, {
        id,
        projectId: project.id,
        userId,
        prompt: input.prompt,
        creditCost: GENERATION_COST,
        status: 'created',
        inputFileId: photoRow?.id ?? null,
        photoSubject: input.photoSubject ?? null,
        photoDetail: input.photoDetail ?? null,
        style,
        comic: input.comic ?? null,
        characterId: input.characterId ?? null,
        seed: newSeed(),
        provider: ctx.config.imageProvider,
        audience: input.audience,
        format: input.format,
        idempotencyKey: idempotencyKey ?? null,
        idempotencyHash: idempotencyKey ? requestHash : null,
        attempts: 1,
      });
      return { project, row };
    });
  } catch (error) {
    if (blob) await ctx.storage.delete(blob.key).catch(() => undefined);
    if (idempotencyKey && isUniqueViolation(error)) {
      const replay = await findReplay(ctx, userId, idempotencyKey, requestHash);
      if (replay) return replay;
    }
    throw error;
  }
  await startGeneration(ctx, created.row, requestId);
  return {
    project: presentProjectSummary(created.project),
    generation: presentGeneration(created.row),
    replayed: false,
  };
}

/** A stored story cast (generations.story_cast, written by story-books.service) as the engine takes it. */
function storyCastOf(stored: NonNullable<GenerationRow['storyCast']>): StoryCast {
  return stored as StoryCast;
}

/** The fields of a partial style that are set (so an explicit `undefined` does not hide a default). */
function definedFields(style: Partial<PageStyle> | undefined): Partial<PageStyle> {
  return Object.fromEntries(Object.entries(style ?? {}).filter(([, v]) => v !== undefined));
}

/**
 * SHA-256 of what a page request asks for (prompt, project, character, audience, format and
 * the photo's bytes), to tell a replay of the same request from a reused key.
 */
function hashRequest(input: CreateGenerationInput): string {
  const { inputImage, ...fields } = input;
  const hash = createHash('sha256');
  hash.update(JSON.stringify(Object.entries(fields).sort(([a], [b]) => a.localeCompare(b))));
  hash.update(inputImage ? createHash('sha256').update(inputImage).digest('hex') : 'no-photo');
  return hash.digest('hex');
}

/**
 * The earlier answer of a request with this key, or undefined when there was none. Throws
 * AppError 422 when the key was used for a different request (IETF draft
 * "The Idempotency-Key HTTP Header Field" §2.7: a reused key with another payload is refused
 * with 422); rows from before the hash was stored replay as before.
 */
async function findReplay(
  ctx: AppContext,
  userId: string,
  idempotencyKey: string,
  requestHash: string,
): Promise<CreatedGeneration | undefined> {
  const existing = await generations.findByIdempotencyKey(ctx.db, userId, idempotencyKey);
  if (!existing) return undefined;
  if (existing.idempotencyHash !== null && existing.idempotencyHash !== requestHash) {
    throw new AppError('idempotency_key_reused', API_ERRORS.idempotencyKeyReused);
  }
  const project = await findOwnedProject(ctx.db, userId, existing.projectId);
  if (!project) return undefined;
  return {
    project: presentProjectSummary(project),
    generation: presentGeneration(existing),
    replayed: true,
  };
}

/**
 * A free variation of an existing generation: same prompt and inputs, a new seed, cost 0,
 * `retry_of` set (DESIGN decision 6). Rate-limited per user (429). Throws 404 for foreign ids.
 * `requestId` goes with the job as in `createGeneration`.
 */
export async function retryGeneration(
  ctx: AppContext,
  userId: string,
  generationId: string,
  requestId?: string,
): Promise<Generation> {
  const original = await generations.findOwnedGeneration(ctx.db, userId, generationId);
  if (!original) throw notFound('Generation');
  await enforceRateLimit(ctx, 'retries', userId, API_ERRORS.tooManyRetries);
  const row = await generations.insertGeneration(ctx.db, {
    projectId: original.projectId,
    userId,
    prompt: original.prompt,
    creditCost: 0,
    status: 'created',
    inputFileId: original.inputFileId,
    photoSubject: original.photoSubject,
    photoDetail: original.photoDetail,
    // The page's settings travel with its retries (issue 33).
    style: original.style,
    // A comic stays a comic with the same panels, bubbles and scenes (issue 33).
    comic: original.comic,
    // A story book page keeps its caption, place in the book and character (issue 33).
    caption: original.caption,
    storyPage: original.storyPage,
    storyCast: original.storyCast,
    characterId: original.characterId,
    retryOf: original.id,
    seed: newSeed(),
    provider: ctx.config.imageProvider,
    audience: original.audience,
    format: original.format,
    attempts: 1,
  });
  await startGeneration(ctx, row, requestId);
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
  await ctx.db.transaction((tx) => reportRefund({ ...ctx, db: tx }, row));
  ctx.metrics?.refunds.inc({ reason: 'user_report' });
  return getCredits(ctx, userId);
}

/**
 * Draws one generation (the 'generate-page' job calls this): 'created' → 'generating'
 * (started_at), loads the reference photo and character, calls the engine, stores
 * print/preview/svg files and marks it 'completed' with sizes, elements and skipped words.
 * On any error it is marked 'failed' with a user-safe text (EngineError.message, else a
 * generic one) and its credit is refunded in the same transaction (spec core §4). A
 * generation that is not in 'created' (already taken or finished) is skipped. An audience
 * or format the contracts do not know is an error (the page fails and is refunded), never a
 * silent default. Never throws for generation errors. `job.requestId` (the id of the HTTP
 * request that queued the page; absent in jobs queued before issue 28, by recovery, or by a
 * test) is logged as `reqId` on every line about the page, as the API logs its requests.
 */
export async function processGeneration(
  ctx: AppContext,
  generationId: string,
  job: { requestId?: string } = {},
): Promise<void> {
  const jobLog = job.requestId ? ctx.logger.child({ reqId: job.requestId }) : ctx.logger;
  const row = await generations.claimGeneration(ctx.db, generationId);
  if (!row) {
    jobLog.info({ generationId }, 'generation not waiting; job skipped');
    return;
  }
  await announce(ctx, row);
  const log = jobLog.child({ generationId, projectId: row.projectId });
  // Which process holds which page (the load test kills a worker that holds one, issue 26).
  log.info({ attempt: row.attempts }, 'generation started');
  const written: WrittenBlob[] = [];
  try {
    const referenceImage = row.inputFileId
      ? await readOwnedFileBytes(ctx, row.userId, row.inputFileId)
      : undefined;
    const characters = await characterInputs(ctx, row.userId, row.characterId);
    const page = await ctx.engine.generatePage({
      prompt: row.prompt,
      referenceImage,
      characters,
      audience: audienceSchema.parse(row.audience),
      format: formatSchema.parse(row.format),
      seed: row.seed,
      photoSubject: row.photoSubject ? photoSubjectSchema.parse(row.photoSubject) : undefined,
      photoDetail: row.photoDetail ? photoDetailSchema.parse(row.photoDetail) : undefined,
      style: pageStyleSchema.parse(row.style),
      ...(row.storyCast ? { cast: storyCastOf(row.storyCast) } : {}),
      ...(row.comic ? { comic: row.comic } : {}),
      // A story book's page is drawn from its scene, which the story grammar composed, or the
      // text model wrote and areAllKidSafe checked (the rules and, when on, Moderations); so
      // are the panels of a comic made from a story book (its beats).
      composed: row.storyPage !== null || Boolean(row.comic?.beats),
    });
    const meta = page.metadata;
    // Blobs first, then their rows and the finished page in one transaction: a process
    // killed in between leaves only pending blobs, which the sweep removes (issue 12).
    const put = async (kind: 'print' | 'preview' | 'svg', bytes: Buffer, contentType: string) => {
      const blob = await writeBlob(ctx, {
        userId: row.userId,
        kind,
        bytes,
        contentType,
        width: kind === 'print' ? meta.width : null,
        height: kind === 'print' ? meta.height : null,
      });
      written.push(blob);
      return blob;
    };
    const print = await put('print', page.printPng, 'image/png');
    const preview = await put('preview', page.previewPng, 'image/png');
    const svg = page.svg ? await put('svg', Buffer.from(page.svg), 'image/svg+xml') : null;
    const done = await ctx.db
      .transaction(async (tx) => {
        const txCtx = { ...ctx, db: tx };
        for (const blob of written) await recordFile(txCtx, blob);
        const finished = await generations.completeGeneration(tx, row.id, {
          printFileId: print.id,
          previewFileId: preview.id,
          svgFileId: svg?.id ?? null,
          width: meta.width,
          height: meta.height,
          dpi: meta.dpi,
          elements: meta.elements,
          skippedWords: meta.skippedWords,
          provider: meta.provider,
          fallback: meta.fallback === true,
        });
        // Finished elsewhere: throwing rolls the file rows back with it.
        if (!finished) throw FINISHED_ELSEWHERE;
        return finished;
      })
      .catch((error) => {
        if (error === FINISHED_ELSEWHERE) return undefined;
        throw error;
      });
    if (!done) {
      await deleteBlobs(ctx, written);
      log.warn('generation finished elsewhere; result discarded');
      return;
    }
    await announce(ctx, done);
    log.info({ timings: meta.timings }, 'generation completed');
  } catch (error) {
    await deleteBlobs(ctx, written);
    if (isTransientError(error) && (await retryLater(ctx, row, log, error, job.requestId))) return;
    const message = error instanceof EngineError ? error.message : GENERIC_FAILURE;
    const reason = pageFailureReason(error);
    if (error instanceof EngineError) log.warn({ err: error, reason }, 'generation failed');
    else log.error({ err: error, reason }, 'generation failed unexpectedly');
    await failAndRefund(ctx, row.id, message, reason);
  }
}

/**
 * Why a page failed, for inkling_pages_failed_total (issue 28; the label set is
 * metrics.ts PAGE_FAILURE_REASONS), from the error that ended it: the engine's error code
 * (packages/engine errors.ts: `blocked_prompt` / `provider_refused` → safety,
 * `invalid_prompt` / `invalid_image` / `image_too_large` → invalid_input, `timeout` →
 * timeout, `provider_failed` → engine_error), a storage operation's error → storage (see
 * storage/measured-storage.ts), another outage-class error (errors.ts `isTransientError`)
 * → database, anything else → internal.
 */
export function pageFailureReason(error: unknown): PageFailureReason {
  if (error instanceof EngineError) {
    switch (error.code) {
      case 'blocked_prompt':
      case 'provider_refused':
        return 'safety';
      case 'invalid_prompt':
      case 'invalid_image':
      case 'image_too_large':
        return 'invalid_input';
      case 'timeout':
        return 'timeout';
      default:
        return 'engine_error';
    }
  }
  if (isStorageFailure(error)) return 'storage';
  if (isTransientError(error)) return 'database';
  return 'internal';
}

/**
 * Tries after an outage of the storage or the database, beyond the attempts of
 * MAX_ATTEMPTS, and the wait before each, s: 2, 4, 8, 16, 32 — about a minute in all, so a
 * 20 s storage outage (issue 28: 21 of 23 pages failed and were refunded) is ridden out.
 */
export const TRANSIENT_RETRY_DELAYS_S = [2, 4, 8, 16, 32] as const;

/**
 * Puts a page whose drawing failed for a passing reason (isTransientError: storage or
 * database unreachable) back in the queue, to start after the next TRANSIENT_RETRY_DELAYS_S
 * wait. Returns false when its tries are used up (the caller then fails and refunds it), or
 * when the re-queue itself failed (the database is down too: the job fails, and the
 * periodic recovery queues the page again once it is back).
 */
async function retryLater(
  ctx: AppContext,
  row: GenerationRow,
  log: Logger,
  error: unknown,
  requestId: string | undefined,
): Promise<boolean> {
  const retry = row.attempts - 1;
  if (retry >= TRANSIENT_RETRY_DELAYS_S.length) return false;
  const delay = TRANSIENT_RETRY_DELAYS_S[retry]!;
  try {
    const again = await generations.requeueGeneration(
      ctx.db,
      row.id,
      MAX_ATTEMPTS + TRANSIENT_RETRY_DELAYS_S.length,
    );
    if (!again) return false;
    await ctx.queue.enqueueGeneration(row.id, { startAfterSeconds: delay, requestId });
    await announce(ctx, again);
    log.warn(
      { err: error, attempt: row.attempts, retryInSeconds: delay },
      'generation hit an outage; queued again',
    );
    return true;
  } catch (requeueError) {
    log.warn({ err: requeueError }, 'generation hit an outage and could not be queued again yet');
    throw requeueError;
  }
}

/** Thrown inside processGeneration's transaction to roll it back when the page was finished elsewhere. */
const FINISHED_ELSEWHERE = new Error('generation finished elsewhere');

/** Deletes blobs whose rows were never committed (a failure is left to the sweep of pending blobs). */
async function deleteBlobs(ctx: AppContext, blobs: WrittenBlob[]): Promise<void> {
  await Promise.all(blobs.map((blob) => ctx.storage.delete(blob.key).catch(() => undefined)));
}

/**
 * Recovery of generations whose job was lost (a worker died, or queuing failed after the
 * generation was saved). Every generation left 'created' or 'generating' for longer than
 * `olderThanMs` without a job that will finish it (a waiting job for a 'created' one, or an
 * active job unless `activeJobsAreOrphans`) is queued once more (attempts < MAX_ATTEMPTS),
 * otherwise failed and refunded. At start-up on PGlite (one process only) active jobs are
 * orphans; with PostgreSQL other workers may hold them, and the queue's heartbeats fail the
 * jobs of dead workers instead. Returns how many were re-queued and failed.
 */
export async function recoverUnfinished(
  ctx: AppContext,
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
      await announce(ctx, again);
      requeued++;
    } else if (await failAndRefund(ctx, row.id, INTERRUPTED_FAILURE, 'interrupted')) {
      failed++;
    }
  }
  if (requeued + failed > 0) ctx.logger.info({ requeued, failed }, 'recovered unfinished generations');
  return { requeued, failed };
}

/**
 * Marks an unfinished generation failed with a user-safe `message` and refunds its credits
 * in the same transaction (at most once, via the ledger key). Once committed, counts it in
 * inkling_pages_failed_total{reason} and, when credits went back,
 * inkling_refunds_total{reason="generation_failed"} (issue 28). Returns the failed row, or
 * undefined when the generation had already finished.
 */
export async function failAndRefund(
  ctx: AppContext,
  generationId: string,
  message: string,
  reason: PageFailureReason,
): Promise<GenerationRow | undefined> {
  const { row, refunded } = await ctx.db.transaction(async (tx) => {
    const failed = await generations.failGeneration(tx, generationId, message);
    return { row: failed, refunded: failed ? await refundGeneration({ ...ctx, db: tx }, failed) : false };
  });
  if (row) {
    ctx.metrics?.pagesFailed.inc({ reason });
    if (refunded) ctx.metrics?.refunds.inc({ reason: 'generation_failed' });
    await announce(ctx, row);
  }
  return row;
}

/** A live view of one project's pages, opened by `watchProject`. */
export interface ProjectWatch {
  /**
   * Sends every page of the project (oldest first), then each page again whenever it
   * changes, in order and without repeating an unchanged page. Resolves once the current
   * pages are sent.
   */
  start(send: (generation: Generation) => Promise<void>): Promise<void>;
  /** Stops listening; safe to call more than once. */
  stop(): void;
}

/**
 * The watch behind GET /api/projects/:id/events (the one live channel, decision 005): it
 * listens on `ctx.notifier` (in-process events, or PostgreSQL LISTEN/NOTIFY when workers may
 * run elsewhere) and reads the changed row, so what it sends is always the stored state.
 * Throws 404 for a missing or foreign project before anything is sent.
 */
export async function watchProject(
  ctx: AppContext,
  userId: string,
  projectId: string,
): Promise<ProjectWatch> {
  if (!(await findOwnedProject(ctx.db, userId, projectId))) throw notFound('Project');
  let unsubscribe: (() => void) | undefined;
  let stopped = false;
  return {
    async start(send) {
      const sent = new Map<string, string>();
      const sendRow = async (row: GenerationRow) => {
        const generation = presentGeneration(row);
        const data = JSON.stringify(generation);
        if (sent.get(row.id) === data) return;
        sent.set(row.id, data);
        await send(generation);
      };
      const sendChange = async (change: GenerationChange) => {
        if (stopped) return;
        if (change.generationId === null) {
          for (const row of await generations.listByProjects(ctx.db, [projectId], 'asc')) await sendRow(row);
          return;
        }
        const row = await generations.findGeneration(ctx.db, change.generationId);
        if (row && row.projectId === projectId) await sendRow(row);
      };
      // Listen before reading, so a change between the read and the subscription is not lost;
      // a chain keeps the sends in the order the changes arrived.
      let chain = Promise.resolve();
      unsubscribe = ctx.notifier.subscribe(projectId, (change) => {
        chain = chain
          .then(() => sendChange(change))
          .catch((err) => ctx.logger.warn({ err, projectId }, 'live stream send failed'));
      });
      if (stopped) unsubscribe();
      chain = chain.then(() => sendChange({ projectId, generationId: null }));
      await chain;
    },
    stop() {
      stopped = true;
      unsubscribe?.();
    },
  };
}

/**
 * Announces a new generation, queues it and wakes the workers of every process (PAGE_QUEUED_KEY:
 * a worker in another process starts it at once, not at its next poll); a failed enqueue is
 * left to the worker's recovery.
 */
export async function startGeneration(
  ctx: AppContext,
  row: GenerationRow,
  requestId?: string,
): Promise<void> {
  await announce(ctx, row);
  try {
    await ctx.queue.enqueueGeneration(row.id, { requestId });
  } catch (err) {
    ctx.logger.error(
      { err, generationId: row.id, reqId: requestId },
      'could not queue generation; recovery will retry',
    );
    return;
  }
  await ctx.notifier.notify({ projectId: PAGE_QUEUED_KEY, generationId: row.id });
}

/** Tells the live streams that a generation changed (after its transaction committed). */
function announce(ctx: AppContext, row: GenerationRow): Promise<void> {
  return ctx.notifier.notify({ projectId: row.projectId, generationId: row.id });
}

/**
 * True when `error`, or any error in its `cause` chain (Drizzle wraps the driver's), is
 * PostgreSQL's unique_violation (SQLSTATE 23505, PostgreSQL manual appendix A; PGlite reports
 * the same code): a second insert of an Idempotency-Key that raced the first.
 */
export function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error; e; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: string }).code === '23505') return true;
  }
  return false;
}

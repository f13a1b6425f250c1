import { createHash, createHmac, randomInt, randomUUID, timingSafeEqual } from 'node:crypto';
import type { CreatedGeneration } from '@inkling/contracts/api';
import { GENERATION_COST } from '@inkling/contracts/limits';
import { API_ERRORS } from '@inkling/contracts/messages';
import { type ComicOption, DEFAULT_PAGE_STYLE } from '@inkling/contracts/page';
import {
  STORY_PAGE_COST,
  STORY_QUOTE_TTL_MS,
  STORY_TEXTS,
  type StoryBook,
  type StoryQuote,
  type storyRequestSchema,
} from '@inkling/contracts/story';
import { type Story, type StoryRequest, writeStory, writeStoryWithOpenAI } from '@inkling/engine';
import type { z } from 'zod';
import type { AppContext } from '../context';
import type { GenerationRow, ProjectRow, StoryBookRow } from '../db/schema';
import { AppError, notFound } from '../errors';
import { presentGeneration } from '../presenters/generation.presenter';
import { presentProjectSummary } from '../presenters/project.presenter';
import { saveBookSettings } from '../repositories/books.repository';
import { findOwnedCharacter } from '../repositories/characters.repository';
import * as generations from '../repositories/generations.repository';
import { findOwnedProject, insertProject } from '../repositories/projects.repository';
import * as books from '../repositories/story-books.repository';
import { spendForGeneration } from './credits.service';
import { isUniqueViolation, startGeneration } from './generations.service';
import { enforceRateLimit } from './rate-limit';
import { areAllKidSafe, assertAllKidSafe, assertKidSafe } from './safety.service';

/**
 * Story books (issue 33, docs/api.md "Story books"): a quote of the cost, then one call that
 * writes the story, creates the project, spends one credit a page and queues every page as
 * its own generation (caption, page number and the story's character kept on each). Failed
 * pages are refunded by the page's own job (generations.service processGeneration) and can
 * be retried alone (POST /api/generations/{id}/retry, free, keeps the caption).
 */

/** Validated fields of a story request. */
export type StoryInput = z.output<typeof storyRequestSchema>;

/** The cost of a story book, credits: one a page (STORY_PAGE_COST). */
export function storyCost(length: number): number {
  return length * STORY_PAGE_COST;
}

/** SHA-256 of what a story request asks for, in a stable field order. */
function hashStory(input: StoryInput): string {
  const fields = Object.entries(input)
    .filter(([k]) => k !== 'quote')
    .sort(([a], [b]) => a.localeCompare(b));
  return createHash('sha256').update(JSON.stringify(fields)).digest('hex');
}

/** HMAC of a quote's parts with the server's secret (config.authSecret). */
function signQuote(secret: string, userId: string, hash: string, cost: number, expires: number): string {
  return createHmac('sha256', secret)
    .update(`story-quote:v1|${userId}|${hash}|${cost}|${expires}`)
    .digest('base64url');
}

/**
 * POST /api/story-books/quote: checks the idea and character words for kid safety (422) and
 * a saved character's ownership (404), and returns the cost with a quote, signed for this
 * user and this exact request, valid STORY_QUOTE_TTL_MS (15 min). Nothing is stored or spent.
 * 429 after 120 quotes and caption edits in an hour (RATE_LIMITS.storyTexts).
 */
export async function quoteStoryBook(
  ctx: AppContext,
  userId: string,
  input: StoryInput,
): Promise<StoryQuote> {
  await enforceRateLimit(ctx, 'storyTexts', userId, API_ERRORS.tooManyStoryTexts);
  await checkStoryInput(ctx, userId, input);
  const cost = storyCost(input.length);
  const expires = ctx.clock().getTime() + STORY_QUOTE_TTL_MS;
  const quote = `${expires}.${signQuote(ctx.config.authSecret, userId, hashStory(input), cost, expires)}`;
  return { pages: input.length, cost, quote, expiresAt: new Date(expires).toISOString() };
}

/** Throws 400 `bad_request` (STORY_TEXTS.quoteInvalid) unless `quote` was signed for this user, request and cost, and is unexpired. */
function verifyQuote(ctx: AppContext, userId: string, input: StoryInput, quote: string): void {
  const [expiresText, mac] = quote.split('.');
  const expires = Number(expiresText);
  const ok =
    Number.isSafeInteger(expires) &&
    expires > ctx.clock().getTime() &&
    typeof mac === 'string' &&
    (() => {
      const want = Buffer.from(
        signQuote(ctx.config.authSecret, userId, hashStory(input), storyCost(input.length), expires),
      );
      const got = Buffer.from(mac);
      return want.length === got.length && timingSafeEqual(want, got);
    })();
  if (!ok) throw new AppError('bad_request', STORY_TEXTS.quoteInvalid);
}

/**
 * The idea and the character words pass the kid-safety check as prompts (422), and a saved
 * character must be the user's (404). Returns that character, or undefined without one.
 */
async function checkStoryInput(ctx: AppContext, userId: string, input: StoryInput) {
  await assertAllKidSafe(
    ctx,
    input.characterWords ? [input.idea, input.characterWords] : [input.idea],
    'prompt',
  );
  if (!input.characterId) return undefined;
  const saved = await findOwnedCharacter(ctx.db, userId, input.characterId);
  if (!saved) throw notFound('Character');
  return saved;
}

/**
 * POST /api/story-books. Order: replay (same user and Idempotency-Key → the first book with
 * `replayed: true`; another request with the key → 422) → the quote (400 when it does not
 * match) → the per-user page limit (429) → kid safety of the words (422) → the story
 * (engine writeStory), every title and caption checked like any text (422) → one
 * transaction: the project (titled with the story's title), the story book row, and per page
 * one credit spent and one generation (402 `insufficient_credits` for the whole book: nothing
 * is spent) → a job per page. Two requests with one key at once make one book: the second
 * transaction fails on the unique key and answers as a replay.
 */
export async function createStoryBook(
  ctx: AppContext,
  userId: string,
  body: StoryInput & { quote: string },
  idempotencyKey?: string,
  requestId?: string,
): Promise<StoryBook> {
  const { quote, ...input } = body;
  const hash = hashStory(input);
  if (idempotencyKey) {
    const replay = await findReplay(ctx, userId, idempotencyKey, hash);
    if (replay) return replay;
  }
  verifyQuote(ctx, userId, input, quote);
  await enforceRateLimit(ctx, 'pages', userId, API_ERRORS.tooManyPages);
  const saved = await checkStoryInput(ctx, userId, input);
  const story = await writeStoryFor(ctx, {
    idea: input.idea,
    character: saved ? { words: saved.title, saved: true } : { words: input.characterWords },
    audience: input.audience,
    length: input.length,
    seed: randomInt(0, 2 ** 31 - 1),
  });
  await assertAllKidSafe(ctx, [story.title, ...story.pages.map((p) => p.caption)]);

  let created: { project: ProjectRow; book: StoryBookRow; rows: GenerationRow[] };
  try {
    created = await ctx.db.transaction(async (tx) => {
      const txCtx = { ...ctx, db: tx };
      const project = await insertProject(tx, userId, story.title.slice(0, 100), DEFAULT_PAGE_STYLE);
      const book = await books.insertStoryBook(tx, {
        projectId: project.id,
        userId,
        idea: input.idea,
        characterWords: saved ? saved.title : input.characterWords,
        title: story.title,
        hero: story.hero,
        writer: story.writer,
        length: input.length,
        idempotencyKey: idempotencyKey ?? null,
        idempotencyHash: idempotencyKey ? hash : null,
      });
      const rows: GenerationRow[] = [];
      for (const page of story.pages) {
        const id = randomUUID();
        await spendForGeneration(txCtx, userId, id, STORY_PAGE_COST);
        rows.push(
          await generations.insertGeneration(tx, {
            id,
            projectId: project.id,
            userId,
            prompt: page.scene,
            caption: page.caption,
            storyPage: page.number,
            storyCast: story.cast.term ? story.cast : null,
            creditCost: STORY_PAGE_COST,
            status: 'created',
            style: DEFAULT_PAGE_STYLE,
            characterId: saved?.id ?? null,
            seed: randomInt(0, 2 ** 31 - 1),
            provider: ctx.config.imageProvider,
            audience: input.audience,
            format: input.format,
            attempts: 1,
          }),
        );
      }
      // The cover pictures page 1, the hero as drawn (books.service coverPageOf: the first
      // finished page while page 1 is not).
      await saveBookSettings(tx, project.id, {
        viewMode: 'single',
        belongsToLine: false,
        coverGenerationId: rows[0]!.id,
      });
      return { project, book, rows };
    });
  } catch (error) {
    if (idempotencyKey && isUniqueViolation(error)) {
      const replay = await findReplay(ctx, userId, idempotencyKey, hash);
      if (replay) return replay;
    }
    throw error;
  }
  for (const row of created.rows) await startGeneration(ctx, row, requestId);
  return presentStoryBook(created.book, created.rows);
}

/**
 * Writes the story: with the openai provider configured (IMAGE_PROVIDER=openai and a key), the
 * text model OPENAI_TEXT_MODEL writes the outline (engine writeStoryWithOpenAI), its texts
 * checked by {@link areAllKidSafe}; otherwise, and whenever the model's outline fails, the
 * offline grammar (`writer` says which). A fallback is logged with its reason, no text.
 */
async function writeStoryFor(ctx: AppContext, req: StoryRequest): Promise<Story> {
  const openai = ctx.config.imageProvider === 'openai' ? ctx.config.openai : undefined;
  if (!openai) return writeStory(req);
  const story = await writeStoryWithOpenAI(req, {
    apiKey: openai.apiKey,
    baseURL: openai.baseURL,
    model: openai.textModel,
    isKidSafe: (texts) => areAllKidSafe(ctx, texts),
  });
  if (story.fallbackReason)
    ctx.logger.warn(
      { event: 'story_writer_fallback', reason: story.fallbackReason },
      'story outline by the grammar',
    );
  return story;
}

async function findReplay(
  ctx: AppContext,
  userId: string,
  idempotencyKey: string,
  hash: string,
): Promise<StoryBook | undefined> {
  const existing = await books.findStoryBookByKey(ctx.db, userId, idempotencyKey);
  if (!existing) return undefined;
  if (existing.idempotencyHash !== hash)
    throw new AppError('idempotency_key_reused', API_ERRORS.idempotencyKeyReused);
  const rows = await books.listStoryGenerations(ctx.db, existing.projectId);
  return { ...presentStoryBook(existing, rows), replayed: true };
}

/** GET /api/story-books/{id}: the user's story book with each page's latest drawing. Throws 404. */
export async function getStoryBook(ctx: AppContext, userId: string, projectId: string): Promise<StoryBook> {
  const book = await books.findOwnedStoryBook(ctx.db, userId, projectId);
  if (!book) throw notFound('Story book');
  return presentStoryBook(book, await books.listStoryGenerations(ctx.db, projectId));
}

/**
 * PATCH /api/story-books/{id}/pages/{number}: the owner changes a caption before export. The
 * caption is checked for kid safety like every text (422); 404 for another user's book or a
 * page it does not have; 429 past RATE_LIMITS.storyTexts. Returns the book.
 */
export async function editCaption(
  ctx: AppContext,
  userId: string,
  projectId: string,
  page: number,
  caption: string,
): Promise<StoryBook> {
  const book = await books.findOwnedStoryBook(ctx.db, userId, projectId);
  if (!book) throw notFound('Story book');
  await enforceRateLimit(ctx, 'storyTexts', userId, API_ERRORS.tooManyStoryTexts);
  await assertKidSafe(ctx, caption);
  const changed = await books.setCaption(ctx.db, projectId, page, caption);
  if (changed === 0) throw notFound('Page');
  return getStoryBook(ctx, userId, projectId);
}

/** A book as the API shows it: per page number its latest drawing (a retry's newer row wins). */
function presentStoryBook(book: StoryBookRow, rows: GenerationRow[]): StoryBook {
  const latest = new Map<number, GenerationRow>();
  for (const row of rows) {
    const prev = latest.get(row.storyPage!);
    if (!prev || row.createdAt >= prev.createdAt) latest.set(row.storyPage!, row);
  }
  const pages = [...latest.entries()]
    .sort(([a], [b]) => a - b)
    .map(([number, row]) => ({ number, caption: row.caption ?? '', generation: presentGeneration(row) }));
  return {
    projectId: book.projectId,
    title: book.title,
    hero: book.hero,
    writer: book.writer,
    pages,
    progress: {
      done: pages.filter((p) => p.generation.status === 'completed').length,
      failed: pages.filter((p) => p.generation.status === 'failed').length,
      total: book.length,
    },
  };
}

/**
 * POST /api/story-books/{id}/comic (issue 33 "Comic pages"): one comic page made from the
 * book's first `panels` pages — each page's scene drawn in a panel, its caption (as edited)
 * in the bubble when `bubbles` is `lines`, the story's character kept in every panel. The
 * page joins the book's project as an ordinary page (not a page of the book), costs
 * GENERATION_COST (1 credit, the server's price) and is refunded by its job if it fails.
 * Throws 404 for another user's book, 400 when the book has fewer pages than panels, 429
 * past the per-user page limit, 402 without credit.
 */
export async function createComicFromBook(
  ctx: AppContext,
  userId: string,
  projectId: string,
  option: ComicOption,
  requestId?: string,
): Promise<CreatedGeneration> {
  const book = await books.findOwnedStoryBook(ctx.db, userId, projectId);
  if (!book) throw notFound('Story book');
  await enforceRateLimit(ctx, 'pages', userId, API_ERRORS.tooManyPages);
  const rows = await books.listStoryGenerations(ctx.db, projectId);
  const latest = new Map<number, GenerationRow>();
  for (const row of rows) {
    const prev = latest.get(row.storyPage!);
    if (!prev || row.createdAt >= prev.createdAt) latest.set(row.storyPage!, row);
  }
  const pages = [...latest.entries()].sort(([a], [b]) => a - b).map(([, row]) => row);
  if (pages.length < option.panels) throw new AppError('bad_request', STORY_TEXTS.comicTooShort);
  const used = pages.slice(0, option.panels);
  const first = used[0]!;
  const id = randomUUID();
  const created = await ctx.db.transaction(async (tx) => {
    await spendForGeneration({ ...ctx, db: tx }, userId, id, GENERATION_COST);
    return generations.insertGeneration(tx, {
      id,
      projectId,
      userId,
      prompt: book.title,
      comic: {
        panels: option.panels,
        bubbles: option.bubbles,
        beats: used.map((row) => ({ scene: row.prompt, ...(row.caption ? { line: row.caption } : {}) })),
      },
      storyCast: first.storyCast,
      creditCost: GENERATION_COST,
      status: 'created',
      style: first.style,
      characterId: first.characterId,
      seed: randomInt(0, 2 ** 31 - 1),
      provider: ctx.config.imageProvider,
      audience: first.audience,
      format: first.format,
      attempts: 1,
    });
  });
  await startGeneration(ctx, created, requestId);
  const project = await findOwnedProject(ctx.db, userId, projectId);
  if (!project) throw notFound('Project');
  return { project: presentProjectSummary(project), generation: presentGeneration(created), replayed: false };
}

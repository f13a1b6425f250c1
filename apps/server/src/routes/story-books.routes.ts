import { createRoute, OpenAPIHono, z } from '@hono/zod-openapi';
import { createdGenerationSchema, IDEMPOTENCY_KEY_HEADER, idSchema } from '@inkling/contracts/api';
import { comicOptionSchema } from '@inkling/contracts/page';
import {
  captionSchema,
  createStoryBookSchema,
  STORY_MAX_PAGES,
  STORY_MIN_PAGES,
  storyBookSchema,
  storyQuoteSchema,
  storyRequestSchema,
} from '@inkling/contracts/story';
import type { AppContext } from '../context';
import {
  createComicFromBook,
  createStoryBook,
  editCaption,
  getStoryBook,
  quoteStoryBook,
} from '../services/story-books.service';
import { type AppEnv, errors, json, requireUserId, SESSION } from './openapi';

const quote = createRoute({
  method: 'post',
  operationId: 'quoteStoryBook',
  ...SESSION,
  path: '/quote',
  summary: 'The cost of a story book (one credit a page) and a signed quote to agree to it; nothing is spent',
  request: { body: { content: { 'application/json': { schema: storyRequestSchema } }, required: true } },
  responses: { 200: json(storyQuoteSchema, 'The cost and its quote'), ...errors(400, 401, 404, 422, 429) },
});

const create = createRoute({
  method: 'post',
  operationId: 'createStoryBook',
  ...SESSION,
  path: '/',
  summary: `Make a story book of ${STORY_MIN_PAGES}–${STORY_MAX_PAGES} pages: writes the story, spends one credit a page and queues every page; replay-safe with Idempotency-Key`,
  description:
    'The body is the quoted request plus its `quote`: a quote for another request, user or cost, or an expired one, answers 400. A failed page is refunded by itself and can be retried alone (POST /api/generations/{id}/retry keeps its caption).',
  request: {
    headers: z.object({ [IDEMPOTENCY_KEY_HEADER.toLowerCase()]: z.string().min(1).max(200).optional() }),
    body: { content: { 'application/json': { schema: createStoryBookSchema } }, required: true },
  },
  responses: {
    201: json(storyBookSchema, 'Created (pages queued), or the replay of an earlier request'),
    ...errors(400, 401, 402, 404, 422, 429),
  },
});

const params = z.object({ id: idSchema });

const get = createRoute({
  method: 'get',
  operationId: 'getStoryBook',
  ...SESSION,
  path: '/{id}',
  summary: "A story book: title, captions, each page's latest drawing and the progress",
  request: { params },
  responses: { 200: json(storyBookSchema, 'The book'), ...errors(400, 401, 404) },
});

const patchCaption = createRoute({
  method: 'patch',
  operationId: 'editStoryCaption',
  ...SESSION,
  path: '/{id}/pages/{number}',
  summary: "Change a page's caption before export (the owner only; kid-safety checked)",
  request: {
    params: params.extend({ number: z.coerce.number().int().min(1).max(STORY_MAX_PAGES) }),
    body: { content: { 'application/json': { schema: captionSchema } }, required: true },
  },
  responses: { 200: json(storyBookSchema, 'The book'), ...errors(400, 401, 404, 422, 429) },
});

const comic = createRoute({
  method: 'post',
  operationId: 'createComicFromStoryBook',
  ...SESSION,
  path: '/{id}/comic',
  summary:
    "Make one comic page from a story book's first pages (their scenes in the panels, their captions in the bubbles); 1 credit",
  description:
    'Body: `{ "panels": 3 | 4 | 6, "bubbles": "empty" | "lines" }`. The page is added to the book\'s project as an ordinary page, with the story\'s character in every panel. 400 when the book has fewer pages than panels.',
  request: {
    params,
    body: { content: { 'application/json': { schema: comicOptionSchema } }, required: true },
  },
  responses: {
    201: json(createdGenerationSchema, "Created (status 'created'); the comic page and the book's project"),
    ...errors(400, 401, 402, 404, 429),
  },
});

/** /api/story-books (issue 33): quote, make, read a story book, edit a caption, make a comic from it. */
export function storyBooksRoutes(ctx: AppContext) {
  return new OpenAPIHono<AppEnv>()
    .openapi(quote, async (c) =>
      c.json(await quoteStoryBook(ctx, requireUserId(c), c.req.valid('json')), 200),
    )
    .openapi(create, async (c) => {
      const userId = requireUserId(c);
      const key = c.req.valid('header')[IDEMPOTENCY_KEY_HEADER.toLowerCase()];
      return c.json(await createStoryBook(ctx, userId, c.req.valid('json'), key, c.get('requestId')), 201);
    })
    .openapi(get, async (c) =>
      c.json(await getStoryBook(ctx, requireUserId(c), c.req.valid('param').id), 200),
    )
    .openapi(patchCaption, async (c) => {
      const { id, number } = c.req.valid('param');
      return c.json(await editCaption(ctx, requireUserId(c), id, number, c.req.valid('json').caption), 200);
    })
    .openapi(comic, async (c) => {
      const userId = requireUserId(c);
      const { id } = c.req.valid('param');
      return c.json(await createComicFromBook(ctx, userId, id, c.req.valid('json'), c.get('requestId')), 201);
    });
}

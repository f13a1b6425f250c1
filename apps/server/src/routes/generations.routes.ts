import { createRoute, OpenAPIHono, z } from '@hono/zod-openapi';
import {
  createdGenerationSchema,
  createGenerationSchema,
  creditsSchema,
  generationSchema,
  IDEMPOTENCY_KEY_HEADER,
  idSchema,
} from '@inkling/contracts/api';
import { COLORED_MAX_BYTES, COLORING_TEXTS } from '@inkling/contracts/coloring';
import { REFUND_TEXTS } from '@inkling/contracts/credit-messages';
import { UPLOAD_MAX_BYTES } from '@inkling/contracts/limits';
import { API_ERRORS } from '@inkling/contracts/messages';
import { comicOptionSchema, partialPageStyleSchema, photoSubjectSchema } from '@inkling/contracts/page';
import { bodyLimit } from 'hono/body-limit';
import type { AppContext } from '../context';
import { AppError } from '../errors';
import { coloredExample, saveColoredPage } from '../services/coloring.service';
import {
  createGeneration,
  getGeneration,
  reportGeneration,
  retryGeneration,
} from '../services/generations.service';
import { enforceRateLimit } from '../services/rate-limit';
import { tooLarge } from '../services/uploads.service';
import { clientIp } from './client-ip';
import { type AppEnv, errors, imageFileField, json, requireUserId, SESSION } from './openapi';

/** Room for the multipart envelope and the text fields around the photo, bytes. */
const MULTIPART_OVERHEAD = 64 * 1024;

/** A multipart text field holding JSON, checked by `schema` (400 with its message when not JSON). */
const jsonField = <T extends z.ZodType>(schema: T, notJson: string) =>
  z
    .string()
    .transform((text, ctx) => {
      try {
        return JSON.parse(text) as unknown;
      } catch {
        ctx.addIssue({ code: 'custom', message: notJson });
        return z.NEVER;
      }
    })
    .pipe(schema);

/** The multipart form of POST /api/generations: the JSON fields plus the optional photo. */
const createMultipartSchema = createGenerationSchema.extend({
  inputImage: imageFileField('Please attach the photo as a file.').optional(),
  photoSubject: jsonField(photoSubjectSchema, 'The marked subject must be JSON: {"x","y","w","h"}.')
    .optional()
    .openapi({
      type: 'string',
      description: 'JSON of contracts photoSubjectSchema: shares of the photo, 0–1',
    }),
  style: jsonField(
    partialPageStyleSchema,
    'The page style must be JSON: {"weight","detail","frame","background"}.',
  )
    .optional()
    .openapi({
      type: 'string',
      description: 'JSON of contracts partialPageStyleSchema: weight, detail, frame, background (issue 33)',
    }),
  comic: jsonField(comicOptionSchema, 'The comic must be JSON: {"panels","bubbles"}.').optional().openapi({
    type: 'string',
    description: 'JSON of contracts comicOptionSchema: panels 3, 4 or 6; bubbles empty or lines (issue 33)',
  }),
});

const create = createRoute({
  method: 'post',
  operationId: 'createGeneration',
  ...SESSION,
  path: '/',
  summary:
    'Make a coloring page: creates the project when projectId is absent, spends 1 credit and queues the page in one transaction; replay-safe with Idempotency-Key',
  description:
    'The one call behind the prompt box (home and workspace). Send multipart/form-data to include a reference photo in the file field `inputImage` (JPEG/PNG/WebP ≤ 10 MB), or JSON without one. The same Idempotency-Key (per user) returns the first answer with `replayed: true` and charges nothing again. A blocked prompt answers 422 and stores nothing.',
  middleware: [
    bodyLimit({
      maxSize: UPLOAD_MAX_BYTES + MULTIPART_OVERHEAD,
      onError: () => {
        throw tooLarge();
      },
    }),
  ] as const,
  request: {
    headers: z.object({ [IDEMPOTENCY_KEY_HEADER.toLowerCase()]: z.string().min(1).max(200).optional() }),
    body: {
      content: {
        'application/json': { schema: createGenerationSchema },
        'multipart/form-data': { schema: createMultipartSchema },
      },
      // Either media type; the handler requires one of them.
      required: false,
    },
  },
  responses: {
    201: json(
      createdGenerationSchema,
      "Created (generation status 'created'), or the replay of an earlier request",
    ),
    ...errors(400, 401, 402, 404, 413, 415, 422, 429),
  },
});

const params = z.object({ id: idSchema });

const get = createRoute({
  method: 'get',
  operationId: 'getGeneration',
  ...SESSION,
  path: '/{id}',
  summary: 'A generation',
  request: { params },
  responses: { 200: json(generationSchema, 'Generation'), ...errors(400, 401, 404) },
});
const retry = createRoute({
  method: 'post',
  operationId: 'retryGeneration',
  ...SESSION,
  path: '/{id}/retry',
  summary: 'A free variation with a new seed (DESIGN decision 6), rate-limited per user',
  request: { params },
  responses: { 201: json(generationSchema, 'Created'), ...errors(400, 401, 404, 429) },
});

const report = createRoute({
  method: 'post',
  operationId: 'reportGeneration',
  ...SESSION,
  path: '/{id}/report',
  summary:
    '"Report this page": refunds the credit of an own completed page, once per page, 2 a day (DESIGN decision 5)',
  request: { params },
  responses: {
    200: json(creditsSchema, 'Refunded; the credits after it'),
    ...errors(400, 401, 404, 409, 429),
  },
});

const coloredSchema = z.object({ image: imageFileField(COLORING_TEXTS.notPng) });

const saveColored = createRoute({
  method: 'put',
  operationId: 'saveColoredPage',
  ...SESSION,
  path: '/{id}/colored',
  summary: '"Save to my book": store the page as its owner coloured it (issue 17), replacing an earlier one',
  description:
    "multipart/form-data with the PNG in the file field `image` (≤ 8 MB, the page's aspect, long side ≤ 2048 px or the page's own size). Re-encoded before it is stored; the answer is the generation with `result.coloredUrl`.",
  middleware: [
    bodyLimit({
      maxSize: COLORED_MAX_BYTES + MULTIPART_OVERHEAD,
      onError: () => {
        throw new AppError('payload_too_large', COLORING_TEXTS.tooLarge);
      },
    }),
  ] as const,
  request: {
    params,
    body: { content: { 'multipart/form-data': { schema: coloredSchema } }, required: true },
  },
  responses: {
    200: json(generationSchema, 'Saved; the generation with its coloured page'),
    ...errors(400, 401, 404, 409, 413, 415, 429),
  },
});

const example = createRoute({
  method: 'get',
  operationId: 'getColoredExample',
  ...SESSION,
  path: '/{id}/example.png',
  summary:
    '"Show me an example": the owner\'s sketchbook page in OpenMoji\'s own colours, 1024 px on the long side (issue 17); 30 a minute per user',
  request: { params },
  responses: {
    200: {
      description: 'The coloured example',
      content: { 'image/png': { schema: z.string().openapi({ format: 'binary' }) } },
    },
    ...errors(400, 401, 404, 409, 429),
  },
});

/** /api/generations: make a page, read one, retry one, report one (refund), save its colouring, its example. */
export function generationsRoutes(ctx: AppContext) {
  return new OpenAPIHono<AppEnv>()
    .openapi(create, async (c) => {
      const userId = requireUserId(c);
      const type = c.req.header('content-type') ?? '';
      const key = c.req.valid('header')[IDEMPOTENCY_KEY_HEADER.toLowerCase()];
      if (/^multipart\/form-data/i.test(type)) {
        const { inputImage, ...fields } = c.req.valid('form') as z.output<typeof createMultipartSchema>;
        if (inputImage) {
          // Per user in the service; per address here, where the address is known.
          const address = clientIp(c, ctx.config.trustProxyHops);
          await enforceRateLimit(ctx, 'uploadsByIp', address, API_ERRORS.tooManyUploads);
        }
        const bytes = inputImage ? Buffer.from(await inputImage.arrayBuffer()) : undefined;
        return c.json(
          await createGeneration(ctx, userId, { ...fields, inputImage: bytes }, key, c.get('requestId')),
          201,
        );
      }
      if (!/^application\/json/i.test(type)) {
        throw new AppError('bad_request', 'Send the page as application/json or multipart/form-data.');
      }
      const fields = c.req.valid('json') as z.output<typeof createGenerationSchema>;
      return c.json(await createGeneration(ctx, userId, fields, key, c.get('requestId')), 201);
    })
    .openapi(get, async (c) =>
      c.json(await getGeneration(ctx, requireUserId(c), c.req.valid('param').id), 200),
    )
    .openapi(retry, async (c) =>
      c.json(await retryGeneration(ctx, requireUserId(c), c.req.valid('param').id, c.get('requestId')), 201),
    )
    .openapi(saveColored, async (c) => {
      const userId = requireUserId(c);
      await enforceRateLimit(ctx, 'uploads', userId, API_ERRORS.tooManyUploads);
      const { image } = c.req.valid('form');
      const bytes = Buffer.from(await image.arrayBuffer());
      return c.json(await saveColoredPage(ctx, userId, c.req.valid('param').id, bytes), 200);
    })
    .openapi(example, async (c) => {
      const userId = requireUserId(c);
      await enforceRateLimit(ctx, 'examples', userId, API_ERRORS.tooManyExamples);
      const png = await coloredExample(ctx, userId, c.req.valid('param').id);
      // The same page always gives the same example: kept by the browser for a day.
      return c.body(new Uint8Array(png), 200, {
        'Content-Type': 'image/png',
        'Cache-Control': 'private, max-age=86400',
        'X-Content-Type-Options': 'nosniff',
      });
    })
    .openapi(report, async (c) => {
      const user = c.get('user');
      if (!user) throw new AppError('unauthenticated', REFUND_TEXTS.signIn);
      return c.json(await reportGeneration(ctx, user.id, c.req.valid('param').id), 200);
    });
}

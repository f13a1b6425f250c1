import { createRoute, OpenAPIHono, z } from '@hono/zod-openapi';
import {
  createProjectSchema,
  idSchema,
  projectListSchema,
  projectSchema,
  projectStyleDefaultsSchema,
  updateProjectSchema,
} from '@inkling/contracts/api';
import { PROJECTS_SHOWN_INITIALLY } from '@inkling/contracts/limits';
import { API_ERRORS } from '@inkling/contracts/messages';
import { streamSSE } from 'hono/streaming';
import type { AppContext } from '../context';
import { AppError } from '../errors';
import { StreamSlots } from '../http/stream-slots';
import { watchProject } from '../services/generations.service';
import * as projects from '../services/projects.service';
import { clientIp } from './client-ip';
import { type AppEnv, errors, json, requireUserId, SESSION } from './openapi';

const params = z.object({ id: idSchema });
const jsonBody = <T extends z.ZodType>(schema: T) => ({
  body: { content: { 'application/json': { schema } }, required: true },
});

/** Most projects one GET /api/projects page holds. */
const PROJECT_PAGE_MAX = 100;

/** Keep-alive comment interval on the event stream, ms (proxies close silent streams). */
const KEEP_ALIVE_MS = 15_000;

const listQuery = z.object({
  cursor: z.string().max(200).optional().openapi({ description: 'nextCursor of the previous page' }),
  limit: z.coerce
    .number()
    .int()
    .min(1)
    .max(PROJECT_PAGE_MAX)
    .default(PROJECTS_SHOWN_INITIALLY)
    .openapi({
      description: `Projects per page, 1–${PROJECT_PAGE_MAX} (default ${PROJECTS_SHOWN_INITIALLY})`,
    }),
});
const list = createRoute({
  method: 'get',
  operationId: 'listProjects',
  ...SESSION,
  path: '/',
  summary: 'My Projects: cards newest first, a page at a time (cursor), with ETag / If-None-Match',
  description:
    "Each card has the title, the first finished page as cover, the number of finished pages and whether one is being drawn. The ETag changes with every change to the user's projects or pages (the worker's included); If-None-Match with the current one answers 304.",
  request: { query: listQuery },
  responses: {
    200: json(projectListSchema, 'A page of projects'),
    304: { description: 'Not modified: the ETag sent in If-None-Match is current' },
    ...errors(400, 401),
  },
});
const create = createRoute({
  method: 'post',
  operationId: 'createProject',
  ...SESSION,
  path: '/',
  summary: 'Create a project',
  request: jsonBody(createProjectSchema),
  responses: { 201: json(projectSchema, 'Created'), ...errors(400, 401, 422) },
});
const get = createRoute({
  method: 'get',
  operationId: 'getProject',
  ...SESSION,
  path: '/{id}',
  summary: 'A project with generations oldest first',
  request: { params },
  responses: { 200: json(projectSchema, 'Project'), ...errors(400, 401, 404) },
});
const patch = createRoute({
  method: 'patch',
  operationId: 'renameProject',
  ...SESSION,
  path: '/{id}',
  summary: 'Rename a project',
  request: { params, ...jsonBody(updateProjectSchema) },
  responses: { 200: json(projectSchema, 'Project'), ...errors(400, 401, 404, 422) },
});
const styleDefaults = createRoute({
  method: 'put',
  operationId: 'setProjectStyleDefaults',
  ...SESSION,
  path: '/{id}/style-defaults',
  summary: 'Set the style new pages of a project start from (line weight, detail, frame, background)',
  description:
    'Fields left out take their defaults (medium, standard, none, scene). A page request names its own style fields, which win over these (issue 33).',
  request: { params, ...jsonBody(projectStyleDefaultsSchema) },
  responses: { 200: json(projectSchema, 'Project'), ...errors(400, 401, 404) },
});
const remove = createRoute({
  method: 'delete',
  operationId: 'deleteProject',
  ...SESSION,
  path: '/{id}',
  summary: 'Delete a project, its generations and their files',
  request: { params },
  responses: { 204: { description: 'Deleted' }, ...errors(400, 401, 404) },
});
const events = createRoute({
  method: 'get',
  operationId: 'streamProjectEvents',
  ...SESSION,
  path: '/{id}/events',
  summary: 'Server-sent events: `generation` with a Generation whenever one of the project changes',
  description:
    'At most 10 open streams per user and 30 per client address in one server process (429 with Retry-After beyond).',
  request: { params },
  responses: {
    200: { description: 'text/event-stream', content: { 'text/event-stream': { schema: z.string() } } },
    ...errors(400, 401, 404, 429),
  },
});

/** Seconds a client refused a stream slot is told to wait (a closed tab frees one at once). */
const STREAM_RETRY_AFTER_SECONDS = 30;

/**
 * /api/projects: CRUD and the live event stream of a project's pages (docs/api.md); live
 * streams are capped per user and per client address (http/stream-slots.ts).
 */
export function projectsRoutes(ctx: AppContext, slots: StreamSlots = new StreamSlots()) {
  return new OpenAPIHono<AppEnv>()
    .openapi(list, async (c) => {
      const { limit, cursor } = c.req.valid('query');
      const answer = await projects.listProjectPage(ctx, requireUserId(c), {
        limit,
        cursor,
        ifNoneMatch: c.req.header('if-none-match'),
      });
      // The browser revalidates every time (no-cache) and the answer differs per user.
      c.header('ETag', answer.etag);
      c.header('Cache-Control', 'private, no-cache');
      c.header('Vary', 'Cookie');
      if (answer.notModified) return c.body(null, 304);
      return c.json(answer.list, 200);
    })
    .openapi(create, async (c) =>
      c.json(await projects.createProject(ctx, requireUserId(c), c.req.valid('json').title), 201),
    )
    .openapi(get, async (c) =>
      c.json(await projects.getProject(ctx, requireUserId(c), c.req.valid('param').id), 200),
    )
    .openapi(patch, async (c) =>
      c.json(
        await projects.renameProject(
          ctx,
          requireUserId(c),
          c.req.valid('param').id,
          c.req.valid('json').title,
        ),
        200,
      ),
    )
    .openapi(styleDefaults, async (c) =>
      c.json(
        await projects.setProjectStyleDefaults(
          ctx,
          requireUserId(c),
          c.req.valid('param').id,
          c.req.valid('json'),
        ),
        200,
      ),
    )
    .openapi(remove, async (c) => {
      await projects.deleteProject(ctx, requireUserId(c), c.req.valid('param').id);
      return c.body(null, 204);
    })
    .openapi(events, async (c) => {
      const userId = requireUserId(c);
      const release = slots.acquire(userId, clientIp(c, ctx.config.trustProxyHops));
      if (!release) {
        throw new AppError('rate_limited', API_ERRORS.tooManyStreams, {
          retryAfterSeconds: STREAM_RETRY_AFTER_SECONDS,
        });
      }
      let watch: Awaited<ReturnType<typeof watchProject>>;
      try {
        watch = await watchProject(ctx, userId, c.req.valid('param').id);
      } catch (error) {
        release();
        throw error;
      }
      return streamSSE(c, async (stream) => {
        stream.onAbort(() => {
          watch.stop();
          release();
        });
        try {
          await watch.start((generation) =>
            stream.writeSSE({ event: 'generation', id: generation.id, data: JSON.stringify(generation) }),
          );
          while (!stream.aborted && !stream.closed) {
            await stream.sleep(KEEP_ALIVE_MS);
            await stream.write(': keep-alive\n\n');
          }
        } finally {
          watch.stop();
          release();
        }
      });
    });
}

import { createRoute, OpenAPIHono, z } from '@hono/zod-openapi';
import {
  createGenerationSchema,
  createProjectSchema,
  generationSchema,
  idSchema,
  projectSchema,
  updateProjectSchema,
} from '@inkling/contracts/api';
import { streamSSE } from 'hono/streaming';
import type { AppContext } from '../context';
import type { GenerationRow } from '../db/schema';
import { notFound } from '../errors';
import { presentGeneration } from '../presenters/generation.presenter';
import { listByProjects } from '../repositories/generations.repository';
import { findOwnedProject } from '../repositories/projects.repository';
import { createGeneration } from '../services/generations.service';
import * as projects from '../services/projects.service';
import { type AppEnv, errors, json, requireUserId } from './openapi';

const params = z.object({ id: idSchema });
const jsonBody = <T extends z.ZodType>(schema: T) => ({
  body: { content: { 'application/json': { schema } }, required: true },
});

/** Interval of the event stream's database polling when workers may run elsewhere, ms. */
const POLL_MS = 1_000;
/** Keep-alive comment interval on the event stream, ms (proxies close silent streams). */
const KEEP_ALIVE_MS = 15_000;

const list = createRoute({
  method: 'get',
  path: '/',
  summary: 'Projects newest first, each with generations newest first',
  responses: { 200: json(z.array(projectSchema), 'Projects'), ...errors(401) },
});
const create = createRoute({
  method: 'post',
  path: '/',
  summary: 'Create a project',
  request: jsonBody(createProjectSchema),
  responses: { 201: json(projectSchema, 'Created'), ...errors(400, 401) },
});
const get = createRoute({
  method: 'get',
  path: '/{id}',
  summary: 'A project with generations oldest first',
  request: { params },
  responses: { 200: json(projectSchema, 'Project'), ...errors(400, 401, 404) },
});
const patch = createRoute({
  method: 'patch',
  path: '/{id}',
  summary: 'Rename a project',
  request: { params, ...jsonBody(updateProjectSchema) },
  responses: { 200: json(projectSchema, 'Project'), ...errors(400, 401, 404) },
});
const remove = createRoute({
  method: 'delete',
  path: '/{id}',
  summary: 'Delete a project, its generations and their files',
  request: { params },
  responses: { 204: { description: 'Deleted' }, ...errors(400, 401, 404) },
});
const generate = createRoute({
  method: 'post',
  path: '/{id}/generations',
  summary: 'Create a coloring page (1 credit, charged atomically; replay-safe with Idempotency-Key)',
  request: {
    params,
    headers: z.object({ 'idempotency-key': z.string().min(1).max(200).optional() }),
    ...jsonBody(createGenerationSchema),
  },
  responses: {
    201: json(generationSchema, "Created (status 'created'); a replay returns the first generation"),
    ...errors(400, 401, 402, 404, 422),
  },
});
const events = createRoute({
  method: 'get',
  path: '/{id}/events',
  summary: 'Server-sent events: `generation` with a Generation whenever one of the project changes',
  request: { params },
  responses: {
    200: { description: 'text/event-stream', content: { 'text/event-stream': { schema: z.string() } } },
    ...errors(400, 401, 404),
  },
});

/** /api/projects: CRUD, generation creation and the live event stream (docs/api.md). */
export function projectsRoutes(ctx: AppContext) {
  return new OpenAPIHono<AppEnv>()
    .openapi(list, async (c) => c.json(await projects.listProjects(ctx, requireUserId(c)), 200))
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
    .openapi(remove, async (c) => {
      await projects.deleteProject(ctx, requireUserId(c), c.req.valid('param').id);
      return c.body(null, 204);
    })
    .openapi(generate, async (c) => {
      const { generation } = await createGeneration(
        ctx,
        requireUserId(c),
        c.req.valid('param').id,
        c.req.valid('json'),
        c.req.valid('header')['idempotency-key'],
      );
      return c.json(generation, 201);
    })
    .openapi(events, async (c) => {
      const userId = requireUserId(c);
      const projectId = c.req.valid('param').id;
      if (!(await findOwnedProject(ctx.db, userId, projectId))) throw notFound('Project');
      return streamSSE(c, async (stream) => {
        const sent = new Map<string, string>();
        const send = async (row: GenerationRow) => {
          const data = JSON.stringify(presentGeneration(row));
          if (sent.get(row.id) === data) return;
          sent.set(row.id, data);
          await stream.writeSSE({ event: 'generation', id: row.id, data });
        };
        const sendCurrent = async () => {
          for (const row of await listByProjects(ctx.db, [projectId], 'asc')) await send(row);
        };
        // Queue writes so events keep their order even when they arrive together.
        let chain = Promise.resolve();
        const unsubscribe = ctx.events.subscribe(projectId, (row) => {
          chain = chain.then(() => send(row)).catch(() => undefined);
        });
        stream.onAbort(unsubscribe);
        try {
          await sendCurrent();
          let sinceKeepAlive = 0;
          const tick = ctx.onlyInProcessWorkers ? KEEP_ALIVE_MS : POLL_MS;
          while (!stream.aborted && !stream.closed) {
            await stream.sleep(tick);
            if (!ctx.onlyInProcessWorkers) await sendCurrent();
            sinceKeepAlive += tick;
            if (sinceKeepAlive >= KEEP_ALIVE_MS) {
              sinceKeepAlive = 0;
              await stream.write(': keep-alive\n\n');
            }
          }
        } finally {
          unsubscribe();
        }
      });
    });
}

import { createRoute, OpenAPIHono, z } from '@hono/zod-openapi';
import type { AppContext } from '../context';
import { checkReadiness } from '../services/readiness.service';
import { type AppEnv, json, PUBLIC } from './openapi';

const readySchema = z.object({
  ok: z.boolean(),
  database: z.enum(['up', 'down']),
  storage: z.enum(['up', 'down']),
  /** True while the instance drains before it stops (SIGTERM, issue 28). */
  stopping: z.boolean().optional(),
});

/**
 * GET /api/ready (issue 16): readiness beside /api/health's liveness. 200 when the database
 * and the storage are reachable (services/readiness.service.ts); 503 naming what is down
 * otherwise, so a load balancer stops sending requests here without restarting the process.
 * While `isStopping()` (main.ts after SIGTERM) it answers 503 with `stopping: true` without
 * probing, so the load balancer takes the instance out before its listener closes (issue 28).
 */
export function readyRoutes(ctx: AppContext, isStopping: () => boolean = () => false) {
  const app = new OpenAPIHono<AppEnv>();
  app.openapi(
    createRoute({
      method: 'get',
      operationId: 'getReady',
      ...PUBLIC,
      path: '/ready',
      summary: 'Readiness check: the database and the storage are reachable',
      responses: {
        200: json(readySchema, 'Ready to serve'),
        503: json(readySchema, 'The database or the storage is unreachable, or the instance is stopping'),
      },
    }),
    async (c) => {
      if (isStopping())
        return c.json({ ok: false, database: 'up', storage: 'up', stopping: true } as const, 503);
      const body = await checkReadiness(ctx);
      return body.ok ? c.json(body, 200) : c.json(body, 503);
    },
  );
  return app;
}

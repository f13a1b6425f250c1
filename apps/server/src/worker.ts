import { serve } from '@hono/node-server';
import { OpenAPIHono } from '@hono/zod-openapi';
import { loadConfigOrExit, startRuntime } from './bootstrap';
import { createLogger } from './logger';
import { readyRoutes } from './routes/ops.routes';

/**
 * `npm run worker`: the page and book-export worker on its own (no public HTTP), beside
 * `npm run start:api` processes with the same DATABASE_URL and storage. Needs a PostgreSQL
 * server: embedded PGlite lets only one process open its data directory, so with PGlite the
 * worker runs inside `npm start` instead. With METRICS_PORT it serves /metrics (behind
 * METRICS_TOKEN), /api/health and /api/ready on HOST:METRICS_PORT for Prometheus and the
 * orchestrator. SIGTERM stops fetching jobs, lets the page in progress finish (up to 10 s)
 * or hands it back to the queue, then exits 0.
 */
async function main(): Promise<void> {
  const config = loadConfigOrExit();
  if (!config.databaseUrl) {
    console.error(
      'The stand-alone worker needs DATABASE_URL (a PostgreSQL server). With the embedded database ' +
        '(PGlite) only one process can open DATA_DIR/pgdata, and `npm start` already runs the worker.',
    );
    process.exit(1);
  }
  const runtime = await startRuntime(config);
  const { ctx } = runtime;

  let server: ReturnType<typeof serve> | undefined;
  if (config.metricsPort && ctx.metrics) {
    const metrics = ctx.metrics;
    const app = new OpenAPIHono();
    app.get('/api/health', (c) => c.json({ ok: true }));
    app.route('/api', readyRoutes(ctx));
    app.get(
      '/metrics',
      metrics.handler(config.metricsToken, () => metrics.readQueueDepth(ctx.db)),
    );
    server = serve({ fetch: app.fetch, port: config.metricsPort, hostname: config.host });
  }

  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    runtime.logger.info({ signal }, 'worker shutting down');
    const force = setTimeout(() => process.exit(1), 30_000);
    force.unref();
    server?.close();
    await runtime.stop();
    runtime.logger.info('worker stopped');
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
}

// Start-up failures and crashes as JSON lines like every other log line (issue 28), not bare traces.
const crashLog = createLogger('info');
process.on('uncaughtException', (error) => {
  crashLog.fatal({ err: error }, 'crashed: uncaught exception');
  process.exit(1);
});
main().catch((error) => {
  crashLog.fatal({ err: error }, 'Inkling worker failed to start');
  process.exit(1);
});

import { fileURLToPath } from 'node:url';
import { serve } from '@hono/node-server';
import { createApp } from './app';
import { loadConfigOrExit, startRuntime } from './bootstrap';
import { createLogger } from './logger';
import { listBlogPosts } from './services/blog.service';
import { sharedAddressMeta } from './services/page-meta.service';
import { mountSpa } from './spa';

/** How long a stopping server lets requests in progress finish after it closed its listener, ms. */
const IN_FLIGHT_GRACE_MS = 10_000;

/**
 * `npm start`: applies migrations, starts the job queue and an in-process worker, serves
 * /api and the built web app (apps/web/dist; SERVE_WEB=0 skips it, as `npm run dev` does)
 * on HOST:PORT. `npm run start:api` (`--api-only`, issue 16) serves HTTP only, for several
 * API instances beside `npm run worker` processes on one PostgreSQL server.
 *
 * On SIGTERM it first answers /api/ready with 503 and keeps serving for
 * SHUTDOWN_DRAIN_SECONDS (default 10; SIGINT skips this), so a load balancer takes it out before anything is
 * refused (issue 28: the listener closed at once and requests got connection refused); then
 * it stops accepting connections, lets requests in progress finish (up to 10 s; live event
 * streams are then closed and their browsers reconnect to another instance), then stops the
 * worker (handing back an unfinished page), queue and database.
 */
async function main(): Promise<void> {
  const config = loadConfigOrExit();
  const apiOnly = process.argv.includes('--api-only');
  if (apiOnly && !config.databaseUrl) {
    console.error(
      '`npm run start:api` needs DATABASE_URL (a PostgreSQL server) and `npm run worker` processes beside it; ' +
        'with the embedded database use `npm start`, which runs the worker in-process.',
    );
    process.exit(1);
  }
  const runtime = await startRuntime(config, { worker: !apiOnly });
  const { logger } = runtime;
  let stopping = false;
  const app = createApp(runtime.ctx, { isStopping: () => stopping });
  if (process.env.SERVE_WEB !== '0') {
    mountSpa(
      app,
      fileURLToPath(new URL('../../web/dist', import.meta.url)),
      logger,
      (path) => sharedAddressMeta(runtime.ctx, path),
      {
        publicUrl: runtime.ctx.config.publicUrl,
        // Every post in the database, the ones added after the build too (issue 18 sitemap).
        blogPosts: async () =>
          (await listBlogPosts(runtime.ctx)).map((post) => ({
            path: `/blog/${encodeURIComponent(post.slug)}`,
            lastmod: post.date,
          })),
      },
    );
  }

  let inFlight = 0;
  const fetch: typeof app.fetch = async (...args) => {
    inFlight++;
    try {
      return await app.fetch(...args);
    } finally {
      inFlight--;
    }
  };
  const server = serve({ fetch, port: config.port, hostname: config.host }, (info) => {
    logger.info(
      {
        url: `http://${info.address}:${info.port}`,
        role: apiOnly ? 'api' : 'api+worker',
        localSignIn: config.localSignIn,
        provider: config.imageProvider,
      },
      'Inkling is listening',
    );
  });

  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    // Ctrl-C at a terminal has no load balancer to wait for.
    const drainMs = signal === 'SIGTERM' ? config.shutdownDrainMs : 0;
    logger.info({ signal, inFlight, drainMs }, 'shutting down: not ready, draining');
    const force = setTimeout(() => process.exit(1), drainMs + IN_FLIGHT_GRACE_MS + 20_000);
    force.unref();
    await new Promise((r) => setTimeout(r, drainMs));
    logger.info({ inFlight }, 'shutting down: closing the listener');
    server.close();
    const http = server as unknown as { closeIdleConnections?(): void; closeAllConnections?(): void };
    http.closeIdleConnections?.();
    const drainUntil = Date.now() + IN_FLIGHT_GRACE_MS;
    while (inFlight > 0 && Date.now() < drainUntil) await new Promise((r) => setTimeout(r, 50));
    http.closeAllConnections?.();
    await runtime.stop();
    logger.info('stopped');
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
  crashLog.fatal({ err: error }, 'Inkling failed to start');
  process.exit(1);
});

import { fileURLToPath } from 'node:url';
import { serve } from '@hono/node-server';
import { createApp } from './app';
import { loadConfigOrExit, startRuntime } from './bootstrap';
import { sharedAddressMeta } from './services/page-meta.service';
import { mountSpa } from './spa';

/**
 * `npm start`: applies migrations, starts the job queue and an in-process worker, serves
 * /api and the built web app (apps/web/dist; SERVE_WEB=0 skips it, as `npm run dev` does)
 * on HOST:PORT, and shuts down cleanly on SIGINT/SIGTERM.
 */
async function main(): Promise<void> {
  const config = loadConfigOrExit();
  const runtime = await startRuntime(config);
  const { logger } = runtime;
  const app = createApp(runtime.ctx);
  if (process.env.SERVE_WEB !== '0') {
    mountSpa(app, fileURLToPath(new URL('../../web/dist', import.meta.url)), logger, (path) =>
      sharedAddressMeta(runtime.ctx, path),
    );
  }

  const server = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, (info) => {
    logger.info(
      {
        url: `http://${info.address}:${info.port}`,
        localSignIn: config.localSignIn,
        provider: config.imageProvider,
      },
      'Inkling is listening',
    );
  });

  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), 15_000);
    force.unref();
    server.close();
    await runtime.stop();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
}

main().catch((error) => {
  console.error('Inkling failed to start:', error);
  process.exit(1);
});

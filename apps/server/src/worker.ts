import { loadConfigOrExit, startRuntime } from './bootstrap';

/**
 * `npm run worker`: the generate-page worker on its own, beside a server started with the
 * same DATABASE_URL. Needs a PostgreSQL server: embedded PGlite lets only one process open
 * its data directory, so with PGlite the worker runs inside `npm start` instead.
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

  const shutdown = async () => {
    await runtime.stop();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown());
  process.on('SIGTERM', () => void shutdown());
}

main().catch((error) => {
  console.error('Inkling worker failed to start:', error);
  process.exit(1);
});

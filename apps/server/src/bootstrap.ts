import { existsSync } from 'node:fs';
import path from 'node:path';
import Stripe from 'stripe';
import { createAuth } from './auth/auth';
import { type Config, ConfigError, loadConfig } from './config';
import type { AppContext } from './context';
import { type Database, migrateDatabase, openDatabase } from './db/client';
import { createEngine } from './engine';
import type { EnginePort } from './engine-port';
import { workExportBookJobs } from './jobs/export-book.job';
import { workGeneratePageJobs } from './jobs/generate-page.job';
import { type BossQueue, type JobQueue, startQueue } from './jobs/queue';
import { createLogger, type Logger } from './logger';
import {
  createInProcessNotifier,
  createPostgresNotifier,
  type GenerationNotifier,
} from './notifications/generation-notifier';
import { onUserCreated } from './services/auth.service';
import { seedBlogPosts } from './services/blog.service';
import { recoverUnfinished } from './services/generations.service';
import { RATE_LIMITS, RateLimiter } from './services/rate-limit';
import { LocalStorage } from './storage/local-storage';
import type { Storage } from './storage/storage';

/**
 * Reads .env from the working directory when present (values already in the environment
 * win), then parses the configuration; a bad setting prints the problems and exits 1.
 */
export function loadConfigOrExit(): Config {
  if (existsSync('.env')) process.loadEnvFile('.env');
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

/** Opens the configured database, applies the committed migrations and seeds the blog. */
async function openMigratedDatabase(config: Config, logger: Logger): Promise<Database> {
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, logger });
  await migrateDatabase(database);
  await seedBlogPosts({ db: database.db });
  logger.info({ database: database.kind }, 'database ready');
  return database;
}

/** Assembles the shared context; storage defaults to DATA_DIR/files. */
export function buildContext(options: {
  config: Config;
  database: Database;
  logger: Logger;
  engine: EnginePort;
  queue: JobQueue;
  /** Defaults to in-process notifications (see `openNotifier` for a PostgreSQL server). */
  notifier?: GenerationNotifier;
  storage?: Storage;
  clock?: () => Date;
  /** A Stripe client to use instead of one built from config.stripe (tests point it at a local server). */
  stripe?: Stripe;
}): AppContext {
  const { config, database, logger } = options;
  const db = database.db;
  return {
    config,
    db,
    logger,
    engine: options.engine,
    queue: options.queue,
    storage: options.storage ?? new LocalStorage(path.join(config.dataDir, 'files')),
    notifier: options.notifier ?? createInProcessNotifier(),
    clock: options.clock ?? (() => new Date()),
    stripe: options.stripe ?? (config.stripe ? new Stripe(config.stripe.secretKey) : undefined),
    retryLimiter: new RateLimiter(RATE_LIMITS.retries.capacity, RATE_LIMITS.retries.perMs),
    pageLimiter: new RateLimiter(RATE_LIMITS.pages.capacity, RATE_LIMITS.pages.perMs),
    auth: createAuth({ db, config, logger, onUserCreated: (user) => onUserCreated({ db }, user) }),
  };
}

/**
 * The live channel for this database (decision 005): in-process events on embedded PGlite,
 * where every worker runs in this process; PostgreSQL LISTEN/NOTIFY on a server, where
 * `npm run worker` processes may draw pages too. Throws when the LISTEN connection fails.
 */
export function openNotifier(database: Database, logger: Logger): Promise<GenerationNotifier> {
  if (database.kind === 'pglite') return Promise.resolve(createInProcessNotifier());
  return createPostgresNotifier({ connectionString: database.connectionString, pool: database.pool, logger });
}

/** How often a worker looks for generations whose job was lost, ms. */
const RECOVERY_INTERVAL_MS = 60_000;

/**
 * Starts a worker: restart recovery first (on PGlite every active job belongs to the
 * previous run of this one process), then generate-page jobs from `queue`, and recovery
 * again every minute for generations at least a minute old. Returns a function that stops
 * the periodic recovery (the queue itself is stopped by its owner).
 */
export async function startWorker(
  ctx: AppContext,
  queue: BossQueue,
  database: Database,
): Promise<() => void> {
  await recoverUnfinished(ctx, { activeJobsAreOrphans: database.kind === 'pglite', olderThanMs: 0 });
  await workGeneratePageJobs(ctx, queue);
  await workExportBookJobs(ctx, queue);
  const timer = setInterval(() => {
    recoverUnfinished(ctx, { activeJobsAreOrphans: false, olderThanMs: RECOVERY_INTERVAL_MS }).catch((err) =>
      ctx.logger.error({ err }, 'generation recovery failed'),
    );
  }, RECOVERY_INTERVAL_MS);
  timer.unref();
  ctx.logger.info('worker started');
  return () => clearInterval(timer);
}

/** A running database + queue + worker, as `npm start` and `npm run worker` both need. */
export interface Runtime {
  config: Config;
  logger: Logger;
  ctx: AppContext;
  /** Stops recovery, the queue and the database, logging (not throwing) failures. */
  stop(): Promise<void>;
}

/**
 * Opens the migrated database, starts the job queue and the in-process worker with the
 * configured engine. Throws when the database or queue cannot start.
 */
export async function startRuntime(config: Config): Promise<Runtime> {
  const logger = createLogger(config.logLevel);
  const database = await openMigratedDatabase(config, logger);
  const queue = await startQueue(database, logger);
  const notifier = await openNotifier(database, logger);
  const ctx = buildContext({ config, database, logger, engine: createEngine(config), queue, notifier });
  const stopRecovery = await startWorker(ctx, queue, database);
  return {
    config,
    logger,
    ctx,
    async stop() {
      stopRecovery();
      await queue.stop().catch((err) => logger.error({ err }, 'queue stop failed'));
      await notifier.close();
      await database.close().catch((err) => logger.error({ err }, 'database close failed'));
    },
  };
}

import { existsSync } from 'node:fs';
import Stripe from 'stripe';
import { createAuth } from './auth/auth';
import { type Config, ConfigError, loadConfig } from './config';
import type { AppContext } from './context';
import { type Database, migrateDatabase, openDatabase } from './db/client';
import { appRoleProblems, grantAppRole } from './db/roles';
import { createEngine } from './engine';
import { createEnginePool } from './engine-pool';
import type { EnginePort } from './engine-port';
import { workExportBookJobs } from './jobs/export-book.job';
import { workGeneratePageJobs } from './jobs/generate-page.job';
import { type BossQueue, type JobQueue, PAGE_QUEUED_KEY, startQueue } from './jobs/queue';
import { createLogger, type Logger } from './logger';
import { Metrics } from './metrics';
import {
  createInProcessNotifier,
  createPostgresNotifier,
  type GenerationNotifier,
} from './notifications/generation-notifier';
import { onUserCreated } from './services/auth.service';
import { seedBlogPosts } from './services/blog.service';
import { recoverUnfinished } from './services/generations.service';
import { runMaintenance } from './services/maintenance.service';
import { createRateLimits, RATE_LIMITS } from './services/rate-limit';
import { createStorage } from './storage/create-storage';
import { measureStorage } from './storage/measured-storage';
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

/**
 * Opens the configured database, applies the committed migrations and seeds the blog. With
 * DATABASE_OWNER_URL, migrations and grants run as the owner and the app connects as
 * DATABASE_URL's narrower role (decision 006). On a PostgreSQL server the app role is then
 * checked: one that could change the ledger stops a production start and is warned about
 * otherwise. Throws when the database cannot be opened, migrated or, in production, is unsafe.
 */
async function openMigratedDatabase(config: Config, logger: Logger): Promise<Database> {
  if (config.databaseOwnerUrl && config.databaseUrl) {
    const owner = await openDatabase({ databaseUrl: config.databaseOwnerUrl, dataDir: null, logger });
    try {
      await migrateDatabase(owner);
    } finally {
      await owner.close();
    }
    await grantAppRole(config.databaseOwnerUrl, decodeURIComponent(new URL(config.databaseUrl).username));
  }
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, logger });
  if (!config.databaseOwnerUrl) await migrateDatabase(database);
  if (database.kind === 'postgres') {
    const problems = await appRoleProblems((sql) => database.pool.query(sql));
    if (problems.length > 0) {
      const message = `The ledger is not append-only for the app's database role: ${problems.join('; ')}. Set DATABASE_OWNER_URL to the owner and DATABASE_URL to a role of its own (README "Database roles").`;
      if (config.nodeEnv === 'production') {
        await database.close();
        throw new Error(message);
      }
      logger.warn({ problems }, message);
    }
  }
  await seedBlogPosts({ db: database.db });
  logger.info({ database: database.kind }, 'database ready');
  return database;
}

/**
 * Assembles the shared context; storage defaults to the configured one (S3_BUCKET, else
 * DATA_DIR/files) and is wrapped by `measureStorage` (inkling_storage_errors_total).
 */
export function buildContext(options: {
  config: Config;
  database: Database;
  logger: Logger;
  engine: EnginePort;
  queue: JobQueue;
  /** Defaults to in-process notifications (see `openNotifier` for a PostgreSQL server). */
  notifier?: GenerationNotifier;
  storage?: Storage;
  /** Prometheus metrics (GET /metrics); none by default. */
  metrics?: Metrics;
  clock?: () => Date;
  /** A Stripe client to use instead of one built from config.stripe (tests point it at a local server). */
  stripe?: Stripe;
}): AppContext {
  const { config, database, logger } = options;
  const db = database.db;
  const clock = options.clock ?? (() => new Date());
  const ctx: AppContext = {
    config,
    db,
    logger,
    engine: options.engine,
    queue: options.queue,
    // Failed operations counted in the metrics the context has when they fail (issue 28).
    storage: measureStorage(options.storage ?? createStorage(config), () => ctx.metrics),
    metrics: options.metrics,
    notifier: options.notifier ?? createInProcessNotifier(),
    clock,
    stripe: options.stripe ?? (config.stripe ? new Stripe(config.stripe.secretKey) : undefined),
    limits: createRateLimits(
      { db, clock },
      { ...RATE_LIMITS, signIn: { ...RATE_LIMITS.signIn, capacity: config.signInRateLimit } },
    ),
    auth: createAuth({ db, config, logger, onUserCreated: (user) => onUserCreated({ db }, user) }),
  };
  return ctx;
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

/**
 * How often a worker looks for generations whose job was lost, ms, and how old such a
 * generation must be: with the queue's heartbeat timings (jobs/queue.ts QUEUE_TIMINGS) a dead
 * worker's page is queued again within ~20 s (issue 12: it took ~2.5 minutes).
 */
export const RECOVERY_INTERVAL_MS = 5_000;
const RECOVERY_MIN_AGE_MS = 10_000;

/** How often the worker runs its upkeep (ledger check, blob sweep, limit pruning), ms. */
const MAINTENANCE_INTERVAL_MS = 10 * 60_000;

/**
 * Starts a worker: restart recovery first (on PGlite every active job belongs to the
 * previous run of this one process), then generate-page jobs from `queue` (woken at once by a
 * page queued in any process, PAGE_QUEUED_KEY on the live channel), recovery again
 * every RECOVERY_INTERVAL_MS, and the upkeep of services/maintenance.service.ts at start and
 * every 10 minutes. Returns a function that stops the timers (the queue itself is stopped
 * by its owner).
 */
export async function startWorker(
  ctx: AppContext,
  queue: BossQueue,
  database: Database,
): Promise<() => void> {
  await recoverUnfinished(ctx, { activeJobsAreOrphans: database.kind === 'pglite', olderThanMs: 0 });
  await workGeneratePageJobs(ctx, queue);
  // A page queued by another process (an API process on the same PostgreSQL) starts at once.
  const stopWaking = ctx.notifier.subscribe(PAGE_QUEUED_KEY, () => queue.wakePageWorkers());
  await workExportBookJobs(ctx, queue);
  const timer = setInterval(() => {
    recoverUnfinished(ctx, { activeJobsAreOrphans: false, olderThanMs: RECOVERY_MIN_AGE_MS }).catch((err) =>
      ctx.logger.error({ err }, 'generation recovery failed'),
    );
  }, RECOVERY_INTERVAL_MS);
  timer.unref();
  void runMaintenance(ctx);
  const upkeep = setInterval(() => void runMaintenance(ctx), MAINTENANCE_INTERVAL_MS);
  upkeep.unref();
  ctx.logger.info('worker started');
  return () => {
    stopWaking();
    clearInterval(timer);
    clearInterval(upkeep);
  };
}

/** A running database + queue (+ worker), as `npm start`, `start:api` and `npm run worker` need. */
export interface Runtime {
  config: Config;
  logger: Logger;
  ctx: AppContext;
  /**
   * Stops recovery and the queue — a page still being drawn after SHUTDOWN_GRACE_MS has its
   * job failed by pg-boss and its generation is handed back to the queue (here when old
   * enough, else by another worker's recovery within ~15 s) — then the engine's threads, the storage and the
   * database, logging (not throwing) failures.
   */
  stop(): Promise<void>;
}

/** How long a stopping worker lets a page in progress finish before handing it back, ms. */
export const SHUTDOWN_GRACE_MS = 10_000;

/**
 * A worker's graceful stop (issue 16): stops fetching jobs, lets pages in progress finish for
 * up to `graceMs`, after which pg-boss fails their jobs; then hands such pages back to the
 * queue (its connection is still open; the caller then calls `queue.stop()`) (generations.service recoverUnfinished: back to 'created' with a new job, or failed
 * and refunded once out of attempts). Only pages older than `olderThanMs` are taken here, so
 * a page whose row was just written and whose job is not yet sent is not queued twice; a
 * younger one is taken by another worker's periodic recovery. A late result of the stopped
 * handler is discarded (completeGeneration only finishes a page still 'generating').
 * Failures are logged, not thrown.
 */
export async function stopQueueHandingBack(
  ctx: AppContext,
  queue: BossQueue,
  options: { graceMs?: number; olderThanMs?: number } = {},
): Promise<void> {
  await queue
    .stopWorking(options.graceMs ?? SHUTDOWN_GRACE_MS)
    .catch((err) => ctx.logger.error({ err }, 'queue stop failed'));
  await recoverUnfinished(ctx, {
    activeJobsAreOrphans: false,
    olderThanMs: options.olderThanMs ?? RECOVERY_MIN_AGE_MS,
  }).catch((err) => ctx.logger.error({ err }, 'hand-back of unfinished pages failed'));
}

/**
 * Opens the migrated database, starts the job queue and (unless `worker: false`, as for
 * `npm run start:api`) the worker with the configured engine. Throws when the database or
 * queue cannot start.
 */
export async function startRuntime(config: Config, options: { worker?: boolean } = {}): Promise<Runtime> {
  const logger = createLogger(config.logLevel);
  const database = await openMigratedDatabase(config, logger);
  const queue = await startQueue(database, logger);
  const notifier = await openNotifier(database, logger);
  const metrics = new Metrics();
  if (database.kind === 'postgres') metrics.trackPool(database.pool);
  const worker = options.worker !== false;
  // A worker starts its engine threads now, so the first page does not wait for them.
  const pool = worker ? createEnginePool({ threads: config.engineThreads, logger }) : undefined;
  const ctx = buildContext({
    config,
    database,
    logger,
    engine: createEngine(config, logger, pool),
    queue,
    notifier,
    metrics,
  });
  const stopRecovery = worker ? await startWorker(ctx, queue, database) : () => {};
  return {
    config,
    logger,
    ctx,
    async stop() {
      stopRecovery();
      if (worker) await stopQueueHandingBack(ctx, queue);
      await queue.stop().catch((err) => logger.error({ err }, 'queue stop failed'));
      await ctx.engine.close?.().catch((err) => logger.error({ err }, 'engine threads stop failed'));
      ctx.storage.close();
      await notifier.close();
      await database.close().catch((err) => logger.error({ err }, 'database close failed'));
    },
  };
}

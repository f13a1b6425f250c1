import { existsSync } from 'node:fs';
import path from 'node:path';
import { createAuth } from './auth/auth';
import { type Config, ConfigError, loadConfig } from './config';
import type { AppContext } from './context';
import { type Database, migrateDatabase, openDatabase } from './db/client';
import type { EnginePort } from './engine-port';
import { processGeneration, recoverUnfinished } from './jobs/generate-page.job';
import { GenerationEvents } from './jobs/generation-events';
import type { BossQueue, JobQueue } from './jobs/queue';
import type { Logger } from './logger';
import { onUserCreated } from './services/auth.service';
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

/** Opens the configured database and applies the committed migrations. */
export async function openMigratedDatabase(config: Config, logger: Logger): Promise<Database> {
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, logger });
  await migrateDatabase(database);
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
  inProcessWorker: boolean;
  storage?: Storage;
}): AppContext {
  const { config, database, logger } = options;
  const db = database.db;
  return {
    config,
    db,
    logger,
    engine: options.engine,
    queue: options.queue,
    inProcessWorker: options.inProcessWorker,
    storage: options.storage ?? new LocalStorage(path.join(config.dataDir, 'files')),
    events: new GenerationEvents(),
    retryLimiter: new RateLimiter(RATE_LIMITS.retries.capacity, RATE_LIMITS.retries.perMs),
    auth: createAuth({ db, config, logger, onUserCreated: (user) => onUserCreated(db, user) }),
  };
}

/** Runs restart recovery, then processes generate-page jobs from `queue` with `ctx`. */
export async function startWorker(ctx: AppContext, queue: BossQueue): Promise<void> {
  await recoverUnfinished({ ...ctx, queue });
  await queue.work((generationId) => processGeneration(ctx, generationId));
  ctx.logger.info('worker started');
}

import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type Stripe from 'stripe';
import { createApp } from '../src/app';
import { buildContext, openNotifier } from '../src/bootstrap';
import { type Config, loadConfig } from '../src/config';
import type { AppContext } from '../src/context';
import { type Database, migrateDatabase, openDatabase } from '../src/db/client';
import type { EnginePort } from '../src/engine-port';
import { type BossQueue, type JobQueue, type JobState, startQueue } from '../src/jobs/queue';
import { createLogger } from '../src/logger';
import { testEngine } from './factories';

/** The databases every DB test runs on: PGlite always, PostgreSQL when TEST_DATABASE_URL is set. */
export const TEST_DATABASES: ('pglite' | 'postgres')[] = process.env.TEST_DATABASE_URL
  ? ['pglite', 'postgres']
  : ['pglite'];

/** A queue that only records what was enqueued (job flow is driven by the test). */
export class RecordingQueue implements JobQueue {
  readonly enqueued: string[] = [];
  /** Book exports enqueued (issue 11); tests run them with processBookExport. */
  readonly exports: string[] = [];
  async enqueueBookExport(exportId: string) {
    this.exports.push(exportId);
  }
  async enqueueGeneration(generationId: string) {
    this.enqueued.push(generationId);
  }
  async jobState(generationId: string): Promise<JobState> {
    return { waiting: this.enqueued.includes(generationId), active: false };
  }
}

export interface Harness {
  ctx: AppContext;
  app: ReturnType<typeof createApp>;
  database: Database;
  /** The recording queue, or the real pg-boss queue with `realQueue: true`. */
  queue: RecordingQueue | BossQueue;
  /** Connection string of the throw-away PostgreSQL database (postgres only). */
  connectionString?: string;
  close(): Promise<void>;
}

/**
 * A fresh app on a fresh database: in-memory PGlite, or a new database on the
 * TEST_DATABASE_URL server (dropped on close); files in a temp folder; fake engine unless
 * one is given; migrations applied.
 */
export async function createHarness(
  kind: 'pglite' | 'postgres',
  options: {
    engine?: Partial<EnginePort>;
    realQueue?: boolean;
    config?: Partial<Config>;
    clock?: () => Date;
    stripe?: Stripe;
  } = {},
): Promise<Harness> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'inkling-test-'));
  let connectionString: string | undefined;
  let dropDatabase = async () => {};
  if (kind === 'postgres') {
    const adminUrl = process.env.TEST_DATABASE_URL!;
    const name = `inkling_test_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    connectionString = url.toString();
    dropDatabase = async () => {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    };
  }
  const database = await openDatabase({ databaseUrl: connectionString, dataDir: null });
  await migrateDatabase(database);
  const config = {
    ...loadConfig({
      DATA_DIR: dataDir,
      NODE_ENV: 'test',
      BETTER_AUTH_SECRET: 'test-secret-test-secret-test-secret!',
    }),
    ...options.config,
  };
  const logger = createLogger();
  const queue = options.realQueue ? await startQueue(database, logger) : new RecordingQueue();
  // PostgreSQL runs the real LISTEN/NOTIFY channel; PGlite the in-process one (as in production).
  const notifier = await openNotifier(database, logger);
  const ctx = buildContext({
    config,
    database,
    logger,
    engine: { ...testEngine(), ...options.engine },
    queue,
    notifier,
    clock: options.clock,
    stripe: options.stripe,
  });
  return {
    ctx,
    app: createApp(ctx),
    database,
    queue,
    connectionString,
    async close() {
      if ('stop' in queue) await queue.stop();
      await notifier.close();
      await database.close();
      await dropDatabase();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

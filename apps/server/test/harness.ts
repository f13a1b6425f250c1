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
import { grantAppRole } from '../src/db/roles';
import type { EnginePort } from '../src/engine-port';
import { type BossQueue, type JobQueue, type JobState, startQueue } from '../src/jobs/queue';
import { createLogger, type Logger } from '../src/logger';
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
  /** Connection string of the throw-away PostgreSQL database as the app role (postgres only). */
  connectionString?: string;
  /** The same database as its owner, who ran the migrations (postgres only). */
  ownerConnectionString?: string;
  close(): Promise<void>;
}

/** The database role the app runs as on the PostgreSQL leg (decision 006); created once per server. */
export const TEST_APP_ROLE = 'inkling_app';

let requestCounter = 0;

/**
 * Makes `app.request` act like the browser on the app's own pages: a state-changing
 * request without an `Origin` header gets PUBLIC_URL's origin (the Origin check refuses
 * it otherwise), and a request without a connection gets its own client address from the
 * benchmarking range 198.18.0.0/15, so per-address limits never join unrelated requests.
 * Tests of the Origin check set their own header; tests of per-address limits pass their
 * own `{ incoming: { socket: { remoteAddress } } }`.
 */
function asBrowser<T extends { request: (...args: never[]) => unknown }>(app: T, publicUrl: string): T {
  const request = app.request.bind(app) as unknown as (
    input: string | Request | URL,
    init?: RequestInit,
    env?: unknown,
    executionCtx?: unknown,
  ) => Response | Promise<Response>;
  const origin = new URL(publicUrl).origin;
  const wrapped = (
    input: string | Request | URL,
    init?: RequestInit,
    env?: unknown,
    executionCtx?: unknown,
  ) => {
    const method = (init?.method ?? (input instanceof Request ? input.method : 'GET')).toUpperCase();
    let nextInit = init;
    if (!['GET', 'HEAD', 'OPTIONS'].includes(method)) {
      const headers = new Headers(init?.headers ?? (input instanceof Request ? input.headers : undefined));
      if (!headers.has('origin')) headers.set('origin', origin);
      nextInit = { ...init, headers };
    }
    const n = ++requestCounter;
    const address = `198.18.${(n >> 8) & 255}.${n & 255}`;
    return request(
      input,
      nextInit,
      env ?? { incoming: { socket: { remoteAddress: address } } },
      executionCtx,
    );
  };
  Object.assign(app, { request: wrapped });
  return app;
}

/**
 * Creates the app role on the TEST_DATABASE_URL server unless it exists (LOGIN, no password:
 * the test server trusts local connections). Parallel test files may race; both outcomes are fine.
 */
async function ensureTestAppRole(adminUrl: string): Promise<void> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(
      `DO $$ BEGIN CREATE ROLE ${TEST_APP_ROLE} LOGIN; EXCEPTION WHEN duplicate_object OR unique_violation THEN NULL; END $$`,
    );
  } finally {
    await admin.end();
  }
}

/**
 * A fresh app on a fresh database: in-memory PGlite, or a new database on the
 * TEST_DATABASE_URL server (dropped on close) migrated by its owner and used by the app
 * through the narrower app role, as in production (decision 006); files in a temp folder;
 * fake engine unless one is given; migrations applied. `app.request` behaves like a browser
 * on the app's pages (see `asBrowser`).
 */
export async function createHarness(
  kind: 'pglite' | 'postgres',
  options: {
    engine?: Partial<EnginePort>;
    realQueue?: boolean;
    config?: Partial<Config>;
    clock?: () => Date;
    stripe?: Stripe;
    /** The app's logger (default: silent); tests that read the log pass `createLogger(level, stream)`. */
    logger?: Logger;
  } = {},
): Promise<Harness> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'inkling-test-'));
  let connectionString: string | undefined;
  let ownerConnectionString: string | undefined;
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
    ownerConnectionString = url.toString();
    url.username = TEST_APP_ROLE;
    url.password = '';
    connectionString = url.toString();
    dropDatabase = async () => {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    };
  }
  if (ownerConnectionString && connectionString) {
    const owner = await openDatabase({ databaseUrl: ownerConnectionString, dataDir: null });
    await migrateDatabase(owner);
    await owner.close();
    await ensureTestAppRole(process.env.TEST_DATABASE_URL!);
    await grantAppRole(ownerConnectionString, TEST_APP_ROLE);
  }
  const database = await openDatabase({ databaseUrl: connectionString, dataDir: null });
  if (kind === 'pglite') await migrateDatabase(database);
  const config = {
    ...loadConfig({
      DATA_DIR: dataDir,
      NODE_ENV: 'test',
      BETTER_AUTH_SECRET: 'test-secret-test-secret-test-secret!',
    }),
    ...options.config,
  };
  const logger = options.logger ?? createLogger();
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
    app: asBrowser(createApp(ctx), config.publicUrl),
    database,
    queue,
    connectionString,
    ownerConnectionString,
    async close() {
      if ('stop' in queue) await queue.stop();
      await notifier.close();
      await database.close();
      await dropDatabase();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

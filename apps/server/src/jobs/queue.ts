import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { fromPglite, PgBoss } from 'pg-boss';
import type { Logger } from '../logger';

/** Where the queue keeps its tables: the app's own database (db/client `Database` fits). */
export type QueueDatabase =
  | { kind: 'pglite'; pglite: PGlite }
  | { kind: 'postgres'; connectionString: string };

/**
 * Name of the job that draws one page; payload `GeneratePageJobData`.
 */
export const GENERATE_PAGE_JOB = 'generate-page';

/**
 * The payload of a generate-page job: the generation to draw and, since issue 28, the id of
 * the HTTP request that queued it (X-Request-Id, at most 255 characters: hono's request-id
 * middleware), which the worker logs as `reqId`. Jobs queued before, or by recovery, have none.
 */
export interface GeneratePageJobData {
  generationId: string;
  requestId?: string;
}

/** Name of the job that makes one book export (PDF or EPUB); payload `{ exportId }` (issue 11). */
export const EXPORT_BOOK_JOB = 'export-book';

/**
 * Reserved key on the live channel (ctx.notifier; PostgreSQL LISTEN/NOTIFY between
 * processes) that says "a page was queued" (issue 15): `generationId` is the page's id. Every
 * worker process wakes its page workers on it (bootstrap `startWorker`), so a page queued by
 * an API process starts at once instead of at the worker's next poll. Never a project id:
 * those are UUIDs.
 */
export const PAGE_QUEUED_KEY = '~jobs';

/** How often a page worker looks for jobs when nothing woke it, s (the fallback to waking). */
export const PAGE_POLLING_SECONDS = 0.5;

/** What the API needs from the job queue. */
export interface JobQueue {
  /**
   * Queues the drawing of a generation, to start at once or after `startAfterSeconds`, with
   * the id of the request that asked for it (logged by the worker) when given.
   */
  enqueueGeneration(
    generationId: string,
    options?: { startAfterSeconds?: number; requestId?: string },
  ): Promise<void>;
  /** Queues the making of a book export. */
  enqueueBookExport(exportId: string): Promise<void>;
  /** Whether jobs for the generation are waiting (created or retry state) or held by a worker. */
  jobState(generationId: string): Promise<JobState>;
}

export interface JobState {
  waiting: boolean;
  active: boolean;
}

/** pg-boss over the app's database, plus the means to start workers on it. */
export interface BossQueue extends JobQueue {
  boss: PgBoss;
  /**
   * Runs `handler` for each generate-page job, two at a time, polling every
   * PAGE_POLLING_SECONDS (or `startQueue`'s `pollingIntervalSeconds`) unless woken first.
   * `job.requestId` is the queuing request's id when the job has one (a string), else absent.
   */
  work(handler: (generationId: string, job: { requestId?: string }) => Promise<void>): Promise<void>;
  /** Makes this process's page workers look for jobs now (a page was queued by another process). */
  wakePageWorkers(): void;
  /** Runs `handler` for each export-book job, one at a time per process, polling every 0.5 s. */
  workBookExports(handler: (exportId: string) => Promise<void>): Promise<void>;
  /**
   * Stops fetching jobs and waits up to `graceMs` (default 10 s, at least 1 s) for handlers
   * in progress; pg-boss then fails the jobs still active ('pg-boss shut down while active').
   * The connection stays open, so jobs can still be sent (the hand-back of those pages) until
   * `stop()`.
   */
  stopWorking(graceMs?: number): Promise<void>;
  /** Stops the queue (as `stopWorking` with a 10 s grace, if not done yet) and closes its connection. */
  stop(): Promise<void>;
}

/**
 * How fast a dead worker's job is noticed (issue 12: it took ~2.5 minutes, aim < 30 s):
 * workers beat every 5 s (pg-boss beats at half of heartbeatSeconds), a job without a beat
 * for 10 s (pg-boss's minimum) is failed by the supervisor, which runs every 5 s; the
 * worker's recovery (bootstrap.ts, every 5 s) then re-queues its generation. Worst case
 * ≈ 10 + 5 + 5 = 20 s. A live worker keeps beating, so its page is not drawn twice; a result
 * that arrives after its generation was re-queued is discarded (completeGeneration only
 * finishes a generation still 'generating').
 */
export const QUEUE_TIMINGS = { heartbeatSeconds: 10, superviseIntervalSeconds: 5 } as const;

/**
 * Starts pg-boss on the same database: PGlite through pg-boss's `fromPglite` adapter, or a
 * PostgreSQL server through its own pool. The queue does not retry by itself (retryLimit 0):
 * failures are handled by the job, and dead workers by the worker's recovery. On a server
 * whose pg-boss schema the owner already made for the app role (decision 006), pg-boss is
 * told not to create it, since the app role may not create schemas. `pollingIntervalSeconds`
 * (default PAGE_POLLING_SECONDS, at least 0.5) is how often page workers poll; tests raise it
 * to show that a queued page is started by a wake, not by a poll.
 */
export async function startQueue(
  database: QueueDatabase,
  logger: Logger,
  options: { pollingIntervalSeconds?: number } = {},
): Promise<BossQueue> {
  const pollingIntervalSeconds = options.pollingIntervalSeconds ?? PAGE_POLLING_SECONDS;
  const timings = {
    superviseIntervalSeconds: QUEUE_TIMINGS.superviseIntervalSeconds,
    monitorIntervalSeconds: QUEUE_TIMINGS.superviseIntervalSeconds,
  };
  const boss =
    database.kind === 'pglite'
      ? new PgBoss({ db: fromPglite(database.pglite), backend: 'pglite', schedule: false, ...timings })
      : new PgBoss({
          connectionString: database.connectionString,
          max: 4,
          schedule: false,
          createSchema: !(await schemaExists(database.connectionString, 'pgboss')),
          ...timings,
        });
  boss.on('error', (error) => logger.error({ err: error }, 'job queue error'));
  await boss.start();
  // Workers send heartbeats; a job whose worker died fails without one (QUEUE_TIMINGS), and
  // the worker's periodic recovery then re-queues its generation.
  await boss.createQueue(GENERATE_PAGE_JOB, {
    retryLimit: 0,
    expireInSeconds: 600,
    heartbeatSeconds: QUEUE_TIMINGS.heartbeatSeconds,
  });
  // A queue made by an earlier version keeps its old options until updated.
  await boss.updateQueue(GENERATE_PAGE_JOB, { heartbeatSeconds: QUEUE_TIMINGS.heartbeatSeconds });
  await boss.createQueue(EXPORT_BOOK_JOB, { retryLimit: 0, expireInSeconds: 600 });
  // Workers of this process: a page queued here wakes them at once instead of at their next
  // 0.5 s poll (issue 15: 146–357 ms of median wait); pages queued by other processes wake
  // them through PAGE_QUEUED_KEY, and polling stays as the fallback.
  const pageWorkers: string[] = [];
  const wakePageWorkers = () => {
    for (const id of pageWorkers) boss.notifyWorker(id);
  };
  return {
    boss,
    async enqueueGeneration(generationId, options) {
      const data: GeneratePageJobData = options?.requestId
        ? { generationId, requestId: options.requestId }
        : { generationId };
      if (options?.startAfterSeconds) {
        await boss.send(GENERATE_PAGE_JOB, data, { startAfter: options.startAfterSeconds });
        return;
      }
      await boss.send(GENERATE_PAGE_JOB, data);
      wakePageWorkers();
    },
    wakePageWorkers,
    async enqueueBookExport(exportId) {
      await boss.send(EXPORT_BOOK_JOB, { exportId });
    },
    async jobState(generationId) {
      const jobs = await boss.findJobs(GENERATE_PAGE_JOB, { data: { generationId } });
      return {
        waiting: jobs.some((j) => j.state === 'created' || j.state === 'retry'),
        active: jobs.some((j) => j.state === 'active'),
      };
    },
    async work(handler) {
      const id = await boss.work<GeneratePageJobData>(
        GENERATE_PAGE_JOB,
        { pollingIntervalSeconds, localConcurrency: 2 },
        async (jobs) => {
          for (const job of jobs) {
            // Old jobs have no requestId; anything but a string is ignored, never logged.
            const { requestId } = job.data;
            await handler(job.data.generationId, typeof requestId === 'string' ? { requestId } : {});
          }
        },
      );
      pageWorkers.push(id);
    },
    async workBookExports(handler) {
      await boss.work<{ exportId: string }>(
        EXPORT_BOOK_JOB,
        { pollingIntervalSeconds: 0.5, localConcurrency: 1 },
        async (jobs) => {
          for (const job of jobs) await handler(job.data.exportId);
        },
      );
    },
    stopWorking: (graceMs = 10_000) => boss.stop({ graceful: true, timeout: graceMs, close: false }),
    stop: () => boss.stop({ graceful: true, timeout: 10_000 }),
  };
}

/** Whether a schema exists on the PostgreSQL server (one short connection). */
async function schemaExists(connectionString: string, schema: string): Promise<boolean> {
  const client = new pg.Client({ connectionString });
  // A connection lost here rejects the query in progress; unheard, it would also crash.
  client.on('error', () => {});
  await client.connect();
  try {
    const { rows } = await client.query('select 1 from pg_namespace where nspname = $1', [schema]);
    return rows.length > 0;
  } finally {
    await client.end();
  }
}

import { timingSafeEqual } from 'node:crypto';
import type { Context, MiddlewareHandler } from 'hono';
import { matchedRoutes } from 'hono/route';
import type pg from 'pg';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import type { Db } from './db/client';
import { queueDepth } from './repositories/ops.repository';

/**
 * Prometheus metrics of one process (issue 16), exposed at GET /metrics behind
 * METRICS_TOKEN. Names follow Prometheus conventions (`_seconds`, `_total`); routes are the
 * registered patterns (`/api/generations/:id`), never raw paths, so label cardinality stays
 * bounded. Buckets: HTTP from 5 ms to 10 s; pages from 0.1 s to 120 s (a sketchbook page
 * takes ~0.1–2 s on one core, an AI provider 10–60 s — BENCHMARKS.md).
 */
export class Metrics {
  readonly registry = new Registry();
  readonly httpRequests = new Counter({
    name: 'inkling_http_requests_total',
    help: 'HTTP requests answered, by method, route pattern and status code',
    labelNames: ['method', 'route', 'status'] as const,
    registers: [this.registry],
  });
  readonly httpDuration = new Histogram({
    name: 'inkling_http_request_duration_seconds',
    help: 'Time to answer an HTTP request (until the handler returned; streams count until headers)',
    labelNames: ['method', 'route'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [this.registry],
  });
  readonly pageDuration = new Histogram({
    name: 'inkling_page_duration_seconds',
    help: 'Time a worker spent on one generate-page job, by outcome',
    labelNames: ['outcome'] as const,
    buckets: [0.1, 0.25, 0.5, 1, 2, 5, 10, 20, 30, 60, 120],
    registers: [this.registry],
  });
  readonly pages = new Counter({
    name: 'inkling_pages_total',
    help: 'generate-page jobs finished by this process, by outcome (completed, failed, requeued, error)',
    labelNames: ['outcome'] as const,
    registers: [this.registry],
  });
  readonly queueDepth = new Gauge({
    name: 'inkling_queue_jobs',
    help: 'Jobs in the whole queue by queue name and state (created = waiting, retry, active = being worked), read from the database at scrape time: every process reports the same number, so aggregate with max, never sum',
    labelNames: ['queue', 'state'] as const,
    registers: [this.registry],
  });
  readonly queueOldest = new Gauge({
    name: 'inkling_queue_oldest_job_seconds',
    help: 'Age of the oldest job by queue name and state (0 when none), database-wide like inkling_queue_jobs: aggregate with max',
    labelNames: ['queue', 'state'] as const,
    registers: [this.registry],
  });
  readonly storageErrors = new Counter({
    name: 'inkling_storage_errors_total',
    help: 'Storage operations (local folder or S3) that failed in this process, by operation (put, put_streaming, get, delete, exists, list, check)',
    labelNames: ['operation'] as const,
    registers: [this.registry],
  });
  readonly refunds = new Counter({
    name: 'inkling_refunds_total',
    help: 'Credit refunds written to the ledger by this process, by reason (generation_failed: automatic, the page failed; user_report: "Report this page")',
    labelNames: ['reason'] as const,
    registers: [this.registry],
  });
  readonly pagesFailed = new Counter({
    name: 'inkling_pages_failed_total',
    help: 'Pages this process marked failed (and refunded), by reason (safety, invalid_input, engine_error, timeout, storage, database, interrupted, internal)',
    labelNames: ['reason'] as const,
    registers: [this.registry],
  });
  constructor(options: { defaults?: boolean } = {}) {
    if (options.defaults !== false) collectDefaultMetrics({ register: this.registry, prefix: 'inkling_' });
    // Every known series from the start, at 0: a series that appears only with its first
    // event makes `rate()` and `increase()` miss that event (the queue gauges do the same).
    for (const operation of STORAGE_OPERATIONS) this.storageErrors.inc({ operation }, 0);
    for (const reason of REFUND_REASONS) this.refunds.inc({ reason }, 0);
    for (const reason of PAGE_FAILURE_REASONS) this.pagesFailed.inc({ reason }, 0);
  }

  /** Records every request's count and latency, labelled by the matched route pattern. */
  middleware(): MiddlewareHandler {
    return async (c, next) => {
      const started = performance.now();
      try {
        await next();
      } finally {
        const route = routeLabel(c);
        const seconds = (performance.now() - started) / 1000;
        this.httpRequests.inc({ method: c.req.method, route, status: String(c.res.status) });
        this.httpDuration.observe({ method: c.req.method, route }, seconds);
      }
    };
  }

  /**
   * Reads the pg-boss queue depth (jobs per queue and state) into the gauge; called at scrape
   * time. One query over pgboss.job's (name, state) index. A failed query leaves the gauges at 0.
   */
  async readQueueDepth(db: Db): Promise<void> {
    // Every series is exported, 0 when empty: a series that vanishes reads as "no data", not 0.
    for (const queue of QUEUES) {
      for (const state of QUEUE_STATES) {
        this.queueDepth.set({ queue, state }, 0);
        this.queueOldest.set({ queue, state }, 0);
      }
    }
    const rows = await queueDepth(db);
    for (const row of rows) {
      this.queueDepth.set({ queue: row.name, state: row.state }, row.count);
      this.queueOldest.set({ queue: row.name, state: row.state }, row.oldestSeconds);
    }
  }

  /**
   * Exports `pool`'s connections at each scrape as inkling_db_pool_connections{state}:
   * in_use, idle, and waiting (queries waiting for a connection: the pool's max is 10,
   * db/client.ts). PostgreSQL only; call once per process.
   */
  trackPool(pool: pg.Pool): void {
    new Gauge({
      name: 'inkling_db_pool_connections',
      help: "This process's app database pool: connections in use, idle, and queries waiting for one",
      labelNames: ['state'] as const,
      registers: [this.registry],
      collect() {
        this.set({ state: 'in_use' }, pool.totalCount - pool.idleCount);
        this.set({ state: 'idle' }, pool.idleCount);
        this.set({ state: 'waiting' }, pool.waitingCount);
      },
    });
  }

  /**
   * The GET /metrics handler: 404 unless `token` is set and the request carries
   * `Authorization: Bearer <token>` (compared in constant time), so the public never sees it.
   */
  handler(token: string | undefined, beforeScrape?: () => Promise<void>) {
    return async (c: Context) => {
      if (!token || !bearerMatches(c.req.header('authorization'), token)) {
        return c.json({ error: { code: 'not_found', message: 'Not found' } }, 404);
      }
      await beforeScrape?.().catch(() => undefined);
      return c.body(await this.registry.metrics(), 200, { 'content-type': this.registry.contentType });
    };
  }
}

/** The `operation` label of inkling_storage_errors_total: the Storage methods (storage/storage.ts), `keys` as `list`. */
export const STORAGE_OPERATIONS = [
  'put',
  'put_streaming',
  'get',
  'delete',
  'exists',
  'list',
  'check',
] as const;
export type StorageOperation = (typeof STORAGE_OPERATIONS)[number];

/**
 * The `reason` label of inkling_refunds_total, one per kind of refund the ledger writes
 * (credits.service `refundGeneration`): `generation_failed` for the automatic refund of a
 * failed page (ledger reason `refund`), `user_report` for "Report this page" (ledger reason
 * `report`, DESIGN decision 5).
 */
export const REFUND_REASONS = ['generation_failed', 'user_report'] as const;
export type RefundReason = (typeof REFUND_REASONS)[number];

/**
 * The `reason` label of inkling_pages_failed_total (generations.service `pageFailureReason`):
 * `safety` (the provider refused or the prompt was blocked), `invalid_input` (a prompt or
 * photo the engine cannot use), `engine_error` (the provider failed), `timeout` (the engine
 * ran out of time), `storage` / `database` (an outage outlasted the page's retries),
 * `interrupted` (its worker died or stopped too often), `internal` (a bug).
 */
export const PAGE_FAILURE_REASONS = [
  'safety',
  'invalid_input',
  'engine_error',
  'timeout',
  'storage',
  'database',
  'interrupted',
  'internal',
] as const;
export type PageFailureReason = (typeof PAGE_FAILURE_REASONS)[number];

/** The queues and the states of inkling_queue_jobs (jobs/queue.ts; pg-boss's waiting and working states). */
const QUEUES = ['generate-page', 'export-book'] as const;
const QUEUE_STATES = ['created', 'retry', 'active'] as const;

/**
 * The pattern of the route that answered: the last matched route that is not catch-all
 * middleware (`*`, `/api/*`), or `unmatched`. The last match alone is not enough: middleware
 * registered after a route (security headers) matched /metrics last (issue 28).
 */
function routeLabel(c: Context): string {
  const routes = matchedRoutes(c).filter((r) => !r.path.endsWith('*'));
  return routes.at(-1)?.path ?? 'unmatched';
}

function bearerMatches(header: string | undefined, token: string): boolean {
  const given = Buffer.from(header?.startsWith('Bearer ') ? header.slice(7) : '');
  const wanted = Buffer.from(token);
  return given.length === wanted.length && timingSafeEqual(given, wanted);
}

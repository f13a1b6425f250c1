import type Stripe from 'stripe';
import type { Auth } from './auth/auth';
import type { Config } from './config';
import type { Db } from './db/client';
import type { EnginePort } from './engine-port';
import type { JobQueue } from './jobs/queue';
import type { Logger } from './logger';
import type { Metrics } from './metrics';
import type { GenerationNotifier } from './notifications/generation-notifier';
import type { RateLimits } from './services/rate-limit';
import type { Storage } from './storage/storage';

/** Everything the routes, services and jobs share; built once by main.ts (or a test). */
export interface AppContext {
  config: Config;
  db: Db;
  auth: Auth;
  storage: Storage;
  queue: JobQueue;
  engine: EnginePort;
  /** The one live channel of page progress (in-process, or PostgreSQL LISTEN/NOTIFY). */
  notifier: GenerationNotifier;
  logger: Logger;
  /** Every rate limit (RATE_LIMITS), kept in the database so it survives a restart (issue 12). */
  limits: RateLimits;
  /**
   * The current time; injectable so tests can cross the daily reset (00:00 America/New_York,
   * DESIGN decision 4) without waiting. Defaults to `() => new Date()`.
   */
  clock: () => Date;
  /** Prometheus metrics of this process (GET /metrics, issue 16); absent in most tests. */
  metrics?: Metrics;
  /** The official Stripe client, present when STRIPE_SECRET_KEY is set (DESIGN "Stack"). */
  stripe?: Stripe;
}

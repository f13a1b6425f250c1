import type Stripe from 'stripe';
import type { Auth } from './auth/auth';
import type { Config } from './config';
import type { Db } from './db/client';
import type { EnginePort } from './engine-port';
import type { GenerationEvents } from './jobs/generation-events';
import type { JobQueue } from './jobs/queue';
import type { Logger } from './logger';
import type { RateLimiter } from './services/rate-limit';
import type { Storage } from './storage/storage';

/** Everything the routes, services and jobs share; built once by main.ts (or a test). */
export interface AppContext {
  config: Config;
  db: Db;
  auth: Auth;
  storage: Storage;
  queue: JobQueue;
  engine: EnginePort;
  events: GenerationEvents;
  logger: Logger;
  retryLimiter: RateLimiter;
  /**
   * The current time; injectable so tests can cross the daily reset (00:00 America/New_York,
   * DESIGN decision 4) without waiting. Defaults to `() => new Date()`.
   */
  clock: () => Date;
  /** The official Stripe client, present when STRIPE_SECRET_KEY is set (DESIGN "Stack"). */
  stripe?: Stripe;
  /**
   * True when every worker runs in this process (embedded PGlite allows no other), so the
   * event stream sees each change as an in-process event. False with PostgreSQL, where
   * `npm run worker` processes may draw pages too: the stream then also polls the database
   * every second.
   */
  onlyInProcessWorkers: boolean;
}

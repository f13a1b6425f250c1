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
   * True when the worker runs in this process, so the event stream can rely on in-process
   * events; false makes the stream poll the database every second.
   */
  inProcessWorker: boolean;
}

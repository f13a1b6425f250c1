import { EventEmitter } from 'node:events';
import pg from 'pg';
import type { Logger } from '../logger';

/**
 * What changed: one generation of one project, or, with `generationId: null`, possibly any
 * generation of it (after the listener lost its connection and may have missed some).
 */
export interface GenerationChange {
  projectId: string;
  generationId: string | null;
}

/**
 * The one channel that reports a page's progress (issue 9, decision 005): whoever changes a
 * generation calls `notify` after its transaction committed, and the live stream of its
 * project (GET /api/projects/:id/events) hears it through `subscribe`. Only ids travel; the
 * listener reads the current row, so a late or repeated notification is harmless.
 */
export interface GenerationNotifier {
  /** Announces a change; never throws (a lost notification is logged, the stream re-reads on reconnect). */
  notify(change: { projectId: string; generationId: string }): Promise<void>;
  /** Calls `listener` for each change of the project; returns the unsubscribe function. */
  subscribe(projectId: string, listener: (change: GenerationChange) => void): () => void;
  /** Stops listening (PostgreSQL: closes the LISTEN connection). */
  close(): Promise<void>;
}

/** PostgreSQL channel name of generation changes (payload `{"p": projectId, "g": generationId}`). */
export const GENERATION_CHANNEL = 'inkling_generation';

/** Wait before re-opening a lost LISTEN connection, ms. */
const RECONNECT_MS = 1_000;

/** Local fan-out shared by both notifiers: one event name per project, `*` for everyone. */
class Fanout {
  private readonly emitter = new EventEmitter();

  constructor() {
    this.emitter.setMaxListeners(0);
  }

  emit(change: GenerationChange): void {
    this.emitter.emit(change.projectId, change);
  }

  /** Tells every subscriber that it may have missed changes. */
  emitAll(): void {
    for (const name of this.emitter.eventNames()) {
      if (typeof name === 'string') this.emitter.emit(name, { projectId: name, generationId: null });
    }
  }

  subscribe(projectId: string, listener: (change: GenerationChange) => void): () => void {
    this.emitter.on(projectId, listener);
    return () => this.emitter.off(projectId, listener);
  }
}

/**
 * Notifications inside one process: right for the embedded PGlite database, where every
 * worker runs in the `npm start` process (decision 001).
 */
export function createInProcessNotifier(): GenerationNotifier {
  const fanout = new Fanout();
  return {
    async notify(change) {
      fanout.emit(change);
    },
    subscribe: (projectId, listener) => fanout.subscribe(projectId, listener),
    async close() {},
  };
}

/**
 * Notifications across processes through PostgreSQL LISTEN/NOTIFY, for a PostgreSQL server
 * where `npm run worker` processes draw pages beside the API. `notify` sends
 * `pg_notify('inkling_generation', …)` on the app's pool; one dedicated connection LISTENs
 * and fans the changes out to this process's subscribers (its own notifications included,
 * so there is one path). A lost LISTEN connection is re-opened after 1 s, and every
 * subscriber is then told to re-read (`generationId: null`). Throws when the first
 * connection fails.
 */
export async function createPostgresNotifier(options: {
  connectionString: string;
  pool: pg.Pool;
  logger: Logger;
}): Promise<GenerationNotifier> {
  const { connectionString, pool, logger } = options;
  const fanout = new Fanout();
  let client: pg.Client | null = null;
  let closed = false;
  let timer: NodeJS.Timeout | undefined;

  const connect = async (): Promise<void> => {
    const next = new pg.Client({ connectionString });
    next.on('notification', (message) => {
      if (message.channel !== GENERATION_CHANNEL || !message.payload) return;
      try {
        const { p, g } = JSON.parse(message.payload) as { p?: unknown; g?: unknown };
        if (typeof p === 'string' && typeof g === 'string') fanout.emit({ projectId: p, generationId: g });
      } catch (err) {
        logger.warn({ err }, 'unreadable generation notification');
      }
    });
    const lost = (err?: Error) => {
      if (closed || client !== next) return;
      client = null;
      logger.warn({ err }, 'generation notifications lost; reconnecting');
      next.end().catch(() => undefined);
      scheduleReconnect();
    };
    next.on('error', lost);
    next.on('end', () => lost());
    await next.connect();
    await next.query(`LISTEN ${GENERATION_CHANNEL}`);
    client = next;
  };

  const scheduleReconnect = () => {
    timer = setTimeout(() => {
      connect()
        .then(() => fanout.emitAll())
        .catch((err) => {
          logger.warn({ err }, 'generation notifications: reconnect failed');
          if (!closed) scheduleReconnect();
        });
    }, RECONNECT_MS);
    timer.unref();
  };

  await connect();
  return {
    async notify(change) {
      try {
        await pool.query('SELECT pg_notify($1, $2)', [
          GENERATION_CHANNEL,
          JSON.stringify({ p: change.projectId, g: change.generationId }),
        ]);
      } catch (err) {
        logger.error({ err, ...change }, 'could not send generation notification');
      }
    },
    subscribe: (projectId, listener) => fanout.subscribe(projectId, listener),
    async close() {
      closed = true;
      clearTimeout(timer);
      const current = client;
      client = null;
      await current?.end().catch(() => undefined);
    },
  };
}

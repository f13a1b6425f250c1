import { fileURLToPath } from 'node:url';
import {
  type ColoredPageVerdict,
  EngineError,
  type EngineOptions,
  type Page,
  type PageRequest,
} from '@inkling/engine';
import { Piscina } from 'piscina';
import { asBuffer, type EngineTask, type EngineTaskResult } from './engine-thread';
import type { Logger } from './logger';

/** The thread entry that registers tsx and loads engine-thread.ts. */
const THREAD_ENTRY = fileURLToPath(new URL('./engine-thread.entry.mjs', import.meta.url));

/**
 * A pool of worker threads that draw pages (issue 15: the engine ran on the API's event loop,
 * and /api/health's p99 was 3.3–3.7× idle while pages rendered). One page per thread at a
 * time; pages beyond the threads wait in the pool's queue.
 */
export interface EnginePool {
  /**
   * Draws a page in a thread (engine `generatePage` with `options`). Throws EngineError as the
   * engine would; a thread that dies or throws anything else fails this page only (a plain
   * Error), and the pool starts a new thread in its place.
   */
  generatePage(request: PageRequest, options: EngineOptions): Promise<Page>;
  /**
   * A sketchbook page's coloured example in a thread (engine `renderColoredExample`, issue 17):
   * a PNG, or null for a photo page. Throws EngineError as the engine would.
   */
  coloredExample(request: PageRequest): Promise<Buffer | null>;
  /**
   * Engine `checkColoredPage` in a thread (issue 27 #6): whether `coloredPng` is the page
   * `lineArtPng` coloured in. Throws (a plain Error) when a PNG cannot be decoded.
   */
  checkColoredPage(lineArtPng: Buffer, coloredPng: Buffer): Promise<ColoredPageVerdict>;
  /** Pages the pool's threads have finished (drawn or refused), since it started. */
  readonly completed: number;
  /**
   * Lets the pages in progress finish, then stops the threads; safe to call more than once. A
   * page is never failed by a stop: at shutdown its generation may already be handed back to
   * the queue (bootstrap `stopQueueHandingBack`), and its late result is then discarded.
   */
  close(): Promise<void>;
}

/**
 * Starts `threads` worker threads (config ENGINE_THREADS; at least 1), each running
 * engine-thread.entry.mjs, or `filename` (a test's thread that can be told to crash). Idle
 * threads do not keep the process alive. Errors of a thread with no page are logged.
 */
export function createEnginePool(options: {
  threads: number;
  logger?: Logger;
  filename?: string;
}): EnginePool {
  const threads = Math.max(1, Math.floor(options.threads));
  const pool = new Piscina<EngineTask, EngineTaskResult>({
    filename: options.filename ?? THREAD_ENTRY,
    minThreads: threads,
    maxThreads: threads,
    // The engine holds a page's rasters (a letter page is 8.4 Mpx per copy) one page at a time.
    concurrentTasksPerWorker: 1,
    idleTimeout: Number.POSITIVE_INFINITY,
    // A stop waits for pages in progress (see close) as long as their job may run (600 s).
    closeTimeout: 600_000,
  });
  pool.on('error', (err) => options.logger?.error({ err }, 'engine thread failed'));
  let closed: Promise<void> | undefined;
  /** Runs `task` in a thread; the engine's refusal becomes an EngineError again. */
  const run = async (task: EngineTask) => {
    const result = await pool.run(task);
    if (!result.ok) throw new EngineError(result.code, result.message, { category: result.category });
    return result;
  };
  return {
    async generatePage(request, engineOptions) {
      const result = await run({ kind: 'page', request, options: engineOptions });
      if (!('page' in result)) throw new Error('engine thread answered a page task without a page');
      const { page } = result;
      return { ...page, printPng: asBuffer(page.printPng), previewPng: asBuffer(page.previewPng) };
    },
    async coloredExample(request) {
      const result = await run({ kind: 'example', request });
      if (!('example' in result)) throw new Error('engine thread answered an example task without one');
      return result.example ? asBuffer(result.example) : null;
    },
    async checkColoredPage(lineArt, colored) {
      const result = await run({ kind: 'colored-check', lineArt, colored });
      if (!('verdict' in result)) throw new Error('engine thread answered a check without a verdict');
      return result.verdict;
    },
    get completed() {
      return pool.completed;
    },
    close() {
      closed ??= pool.close({ force: false });
      return closed;
    },
  };
}

import { createHash } from 'node:crypto';
import { Worker } from 'node:worker_threads';
import { RESUME_TEXT_MAX_CHARS, type ResumeFormat } from '@inkling/contracts/careers';
import type { ExtractJob, ExtractReply, WorkerMessage } from './extract.worker';
import { ResumeError } from './resume-error';
import { resumeFormatOf } from './sniff';

/** Bounds of the résumé reader (ours, sized for the 2-core machines the app runs on). */
export interface ResumeReaderLimits {
  /** Workers reading at once. */
  concurrency: number;
  /** Reads allowed to wait for a free slot; more are refused as 'busy'. */
  maxWaiting: number;
  /** Wall-clock limit of one worker, ms, start-up included; then it is terminated. */
  timeoutMs: number;
  /** V8 old-generation heap of one worker, MB; exceeding it ends the worker. */
  maxOldGenerationSizeMb: number;
  /**
   * Growth of the process's resident memory while a worker runs, MB, after which it is ended.
   * The heap limit does not cover ArrayBuffers, where pdfjs inflates streams: a 1.5 MB PDF
   * with a flate-bomb content stream reached 1.5 GB RSS within the 10 s time limit.
   */
  maxRssGrowthMb: number;
  /** Successful reads remembered by content hash (the dialog's check, then the submit). */
  cacheEntries: number;
  /** How long a remembered read is reused, ms. */
  cacheTtlMs: number;
}

/**
 * The server's bounds (ours, for 2-core machines): 2 workers, 8 waiting, 10 s and a 256 MB
 * heap per worker, 512 MB process growth, 32 remembered readings for 15 minutes.
 */
export const RESUME_READER_LIMITS: ResumeReaderLimits = {
  concurrency: 2,
  maxWaiting: 8,
  timeoutMs: 10_000,
  maxOldGenerationSizeMb: 256,
  maxRssGrowthMb: 512,
  cacheEntries: 32,
  cacheTtlMs: 15 * 60 * 1000,
};

/** How often the resident memory of the process is sampled while a worker runs, ms. */
const RSS_SAMPLE_MS = 100;

/** A résumé's confirmed format and its normalised text. */
export interface ResumeText {
  format: ResumeFormat;
  text: string;
}

const WORKER_ENTRY = new URL('./worker-entry.mjs', import.meta.url);

/**
 * Reads résumé text in bounded worker threads (DESIGN decision 8: extraction is built).
 * The file's format is confirmed by content first (sniff.ts); then a worker of its own with a
 * heap limit reads it and is ended after its one answer, at the time limit, or when the
 * process's resident memory grows by more than `maxRssGrowthMb`; at most `concurrency` run
 * at once, with up to `maxWaiting` reads queued. Each worker serves one file; after a read
 * the next read's worker is started at once (the spare), so its libraries are loaded
 * before the next file arrives.
 */
export class ResumeReader {
  private active = 0;
  private readonly queue: (() => void)[] = [];
  private started = 0;
  /** The next read's worker, started after the previous read so its libraries are loaded. */
  private spare: WarmWorker | null = null;
  /** SHA-256 of the bytes → text and when it was read; Map order = least recently used first. */
  private readonly recent = new Map<string, { text: string; at: number }>();

  constructor(private readonly limits: ResumeReaderLimits = RESUME_READER_LIMITS) {}

  /** Workers running and reads waiting right now, and workers started since creation. */
  get load(): { active: number; waiting: number; started: number } {
    return { active: this.active, waiting: this.queue.length, started: this.started };
  }

  /**
   * The text of `bytes`, a file called `fileName`. Throws ResumeError: 'unsupported' (not a
   * PDF/DOC/DOCX, or the name's extension disagrees with the content), 'busy' (queue full),
   * 'timeout', 'too_complex' (heap limit reached, or the DOCX guard refused it), 'encrypted',
   * 'empty' or 'corrupt' (including a worker that died without answering).
   * The same bytes read successfully within `cacheTtlMs` are answered from memory, so the
   * application's submit does not read again the file its résumé check just read (the
   * text is still the server's own reading of exactly these bytes).
   */
  async read(bytes: Buffer, fileName: string): Promise<ResumeText> {
    const format = resumeFormatOf(bytes, fileName);
    const key = createHash('sha256').update(bytes).digest('hex');
    const remembered = this.remembered(key);
    if (remembered !== undefined) return { format, text: remembered };
    await this.acquire();
    try {
      this.started += 1;
      const text = await this.runWorker({ bytes, format, maxChars: RESUME_TEXT_MAX_CHARS });
      this.remember(key, text);
      return { format, text };
    } finally {
      this.release();
    }
  }

  private remembered(key: string): string | undefined {
    const entry = this.recent.get(key);
    if (!entry) return undefined;
    this.recent.delete(key);
    if (Date.now() - entry.at > this.limits.cacheTtlMs) return undefined;
    this.recent.set(key, entry);
    return entry.text;
  }

  private remember(key: string, text: string): void {
    this.recent.set(key, { text, at: Date.now() });
    while (this.recent.size > this.limits.cacheEntries) {
      this.recent.delete(this.recent.keys().next().value!);
    }
  }

  private async acquire(): Promise<void> {
    if (this.active < this.limits.concurrency) {
      this.active += 1;
      return;
    }
    if (this.queue.length >= this.limits.maxWaiting) throw new ResumeError('busy');
    // The slot is handed over by release(), so `active` stays counted for the waiter.
    await new Promise<void>((resolve) => this.queue.push(resolve));
  }

  private release(): void {
    const next = this.queue.shift();
    if (next) next();
    else this.active -= 1;
  }

  /** Starts the next read's worker ahead of time, unless one is waiting already. */
  private prepareSpare(): void {
    if (!this.spare || this.spare.ended) this.spare = new WarmWorker(this.limits.maxOldGenerationSizeMb);
  }

  private runWorker(job: ExtractJob): Promise<string> {
    return new Promise((resolve, reject) => {
      // A spare that died while idle is replaced; its death says nothing about this file.
      const warm =
        this.spare && !this.spare.ended ? this.spare : new WarmWorker(this.limits.maxOldGenerationSizeMb);
      this.spare = null;
      warm.worker.ref();
      let settled = false;
      let memoryWatch: NodeJS.Timeout | undefined;
      const settle = (outcome: { text: string } | { error: ResumeError }) => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        clearInterval(memoryWatch);
        void warm.worker.terminate();
        this.prepareSpare();
        if ('text' in outcome) resolve(outcome.text);
        else reject(outcome.error);
      };
      const timer = setTimeout(
        () => settle({ error: new ResumeError('timeout', `over ${this.limits.timeoutMs} ms`) }),
        this.limits.timeoutMs,
      );
      const start = () => {
        // Process-wide, so with two workers a bomb may also end its neighbour: rare, and safe.
        const rssAtStart = process.memoryUsage.rss();
        memoryWatch = setInterval(() => {
          if (process.memoryUsage.rss() - rssAtStart > this.limits.maxRssGrowthMb * 1024 * 1024) {
            settle({
              error: new ResumeError('too_complex', `memory grew over ${this.limits.maxRssGrowthMb} MB`),
            });
          }
        }, RSS_SAMPLE_MS);
        warm.worker.postMessage(job);
      };
      warm.own((event) => {
        if (event.kind === 'ready') start();
        else if (event.kind === 'reply') {
          const { reply } = event;
          settle(reply.ok ? { text: reply.text } : { error: new ResumeError(reply.reason, reply.detail) });
        } else if (event.kind === 'error') {
          settle({
            error:
              event.error.code === 'ERR_WORKER_OUT_OF_MEMORY'
                ? new ResumeError('too_complex', 'worker heap limit reached', { cause: event.error })
                : new ResumeError('corrupt', 'worker failed', { cause: event.error }),
          });
        } else {
          settle({ error: new ResumeError('corrupt', `worker exited (${event.code}) without an answer`) });
        }
      });
      if (warm.ready) start();
    });
  }
}

type WorkerEvent =
  | { kind: 'ready' }
  | { kind: 'reply'; reply: ExtractReply }
  | { kind: 'error'; error: Error & { code?: string } }
  | { kind: 'exit'; code: number };

/**
 * A résumé worker and what it has said so far. Made ahead of time as the reader's spare
 * (unreferenced, so an idle spare never keeps the process alive), it loads its libraries
 * and says 'ready'; the read that takes it then receives its events through `own`.
 */
class WarmWorker {
  readonly worker: Worker;
  ready = false;
  /** Set when the worker failed or exited. */
  ended = false;
  private listener: ((event: WorkerEvent) => void) | null = null;

  constructor(maxOldGenerationSizeMb: number) {
    this.worker = new Worker(WORKER_ENTRY, { resourceLimits: { maxOldGenerationSizeMb } });
    this.worker.unref();
    this.worker.on('message', (message: WorkerMessage) =>
      this.emit(message.type === 'ready' ? { kind: 'ready' } : { kind: 'reply', reply: message.reply }),
    );
    this.worker.on('error', (error: Error & { code?: string }) => this.emit({ kind: 'error', error }));
    this.worker.on('exit', (code) => this.emit({ kind: 'exit', code }));
  }

  /** Sends this worker's events to `listener` from now on. */
  own(listener: (event: WorkerEvent) => void): void {
    this.listener = listener;
  }

  private emit(event: WorkerEvent): void {
    if (event.kind === 'ready') this.ready = true;
    if (event.kind === 'error' || event.kind === 'exit') this.ended = true;
    this.listener?.(event);
  }
}

/** The server's one reader, shared by all requests so the bounds hold process-wide. */
export const resumeReader = new ResumeReader();

import { type ChildProcess, fork } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { RESUME_TEXT_MAX_CHARS, type ResumeFormat } from '@inkling/contracts/careers';
import type { ChildMessage, ExtractJob, ExtractReply } from './extract.child';
import { ResumeError } from './resume-error';
import { resumeFormatOf } from './sniff';

/** Bounds of the résumé reader (ours, sized for the 2-core machines the app runs on). */
export interface ResumeReaderLimits {
  /** Reader processes reading at once. */
  concurrency: number;
  /** Reads allowed to wait for a free slot; more are refused as 'busy'. */
  maxWaiting: number;
  /** Wall-clock limit of one read, ms, start-up included; then the process is killed. */
  timeoutMs: number;
  /** V8 old-generation heap of one reader process, MB (`--max-old-space-size`); beyond it, it dies. */
  maxOldGenerationSizeMb: number;
  /**
   * Resident memory of one reader process, MB, sampled from /proc (Linux) every 100 ms; above
   * it the process is killed. The heap limit does not cover ArrayBuffers, where pdfjs inflates
   * streams (issue 12: a 306 KB PDF inflating to 300 MiB ended the whole server when this
   * ran in a worker thread of the server process).
   */
  maxRssMb: number;
  /** Successful reads remembered by content hash (the dialog's check, then the submit). */
  cacheEntries: number;
  /** How long a remembered read is reused, ms. */
  cacheTtlMs: number;
}

/**
 * The server's bounds (ours, for 2-core machines): 2 processes, 8 waiting, 10 s, a 256 MB
 * heap and 512 MB resident memory per process (an idle reader with pdfjs loaded is ~70 MB),
 * 32 remembered readings for 15 minutes.
 */
export const RESUME_READER_LIMITS: ResumeReaderLimits = {
  concurrency: 2,
  maxWaiting: 8,
  timeoutMs: 10_000,
  maxOldGenerationSizeMb: 256,
  maxRssMb: 512,
  cacheEntries: 32,
  cacheTtlMs: 15 * 60 * 1000,
};

/** How often a reader process's resident memory is sampled while it reads, ms. */
const RSS_SAMPLE_MS = 100;

const CHILD_ENTRY = fileURLToPath(new URL('./extract.child.ts', import.meta.url));
/** The repository root, so `--import tsx` resolves from the workspace's node_modules. */
const REPO_ROOT = fileURLToPath(new URL('../../../../', import.meta.url));

/** A résumé's confirmed format and its normalised text. */
export interface ResumeText {
  format: ResumeFormat;
  text: string;
}

/**
 * Reads résumé text in bounded child processes (DESIGN "Stack": untrusted file parsing in
 * child processes; DESIGN decision 8: extraction is built). The file's format is confirmed by
 * content first (sniff.ts); then a process of its own, with a heap limit, reads it (PDF
 * streams bounded before parsing, pdf-guard.ts) and is ended after its one answer, at the
 * time limit, or when its resident memory passes `maxRssMb`; whatever it does, the server
 * process keeps running. At most `concurrency` run at once, with up to `maxWaiting` reads
 * queued. Each process serves one file; after a read the next read's process is started at
 * once (the spare), so its libraries are loaded before the next file arrives.
 */
export class ResumeReader {
  private active = 0;
  private readonly queue: (() => void)[] = [];
  private started = 0;
  /** The next read's process, started after the previous read so its libraries are loaded. */
  private spare: WarmChild | null = null;
  /** SHA-256 of the bytes → text and when it was read; Map order = least recently used first. */
  private readonly recent = new Map<string, { text: string; at: number }>();

  constructor(private readonly limits: ResumeReaderLimits = RESUME_READER_LIMITS) {}

  /** Processes reading and reads waiting right now, and reader processes used since creation. */
  get load(): { active: number; waiting: number; started: number } {
    return { active: this.active, waiting: this.queue.length, started: this.started };
  }

  /**
   * The text of `bytes`, a file called `fileName`. Throws ResumeError: 'unsupported' (not a
   * PDF/DOC/DOCX, or the name's extension disagrees with the content), 'busy' (queue full),
   * 'timeout', 'too_complex' (heap or memory limit reached, or the PDF/DOCX guard refused
   * it), 'encrypted', 'empty' or 'corrupt' (including a process that died without answering).
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
      const text = await this.runChild({ bytes, format, maxChars: RESUME_TEXT_MAX_CHARS });
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

  /** Starts the next read's process ahead of time, unless one is waiting already. */
  private prepareSpare(): void {
    if (!this.spare || this.spare.ended) this.spare = new WarmChild(this.limits.maxOldGenerationSizeMb);
  }

  private runChild(job: ExtractJob): Promise<string> {
    return new Promise((resolve, reject) => {
      // A spare that died while idle is replaced; its death says nothing about this file.
      const warm =
        this.spare && !this.spare.ended ? this.spare : new WarmChild(this.limits.maxOldGenerationSizeMb);
      this.spare = null;
      warm.ref();
      let settled = false;
      let memoryWatch: NodeJS.Timeout | undefined;
      const settle = (outcome: { text: string } | { error: ResumeError }) => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        clearInterval(memoryWatch);
        warm.kill();
        this.prepareSpare();
        if ('text' in outcome) resolve(outcome.text);
        else reject(outcome.error);
      };
      const timer = setTimeout(
        () => settle({ error: new ResumeError('timeout', `over ${this.limits.timeoutMs} ms`) }),
        this.limits.timeoutMs,
      );
      const start = () => {
        memoryWatch = setInterval(() => {
          void residentMb(warm.child.pid).then((mb) => {
            if (mb > this.limits.maxRssMb) {
              settle({
                error: new ResumeError('too_complex', `reader memory over ${this.limits.maxRssMb} MB`),
              });
            }
          });
        }, RSS_SAMPLE_MS);
        warm.child.send(job);
      };
      warm.own((event) => {
        if (event.kind === 'ready') start();
        else if (event.kind === 'reply') {
          const { reply } = event;
          settle(reply.ok ? { text: reply.text } : { error: new ResumeError(reply.reason, reply.detail) });
        } else if (event.kind === 'error') {
          settle({ error: new ResumeError('corrupt', 'reader process failed', { cause: event.error }) });
        } else {
          // V8 ends the process with SIGTRAP or SIGABRT when the heap limit is reached.
          const outOfMemory = event.signal === 'SIGTRAP' || event.signal === 'SIGABRT';
          settle({
            error: outOfMemory
              ? new ResumeError('too_complex', 'reader heap limit reached')
              : new ResumeError('corrupt', `reader exited (${event.code ?? event.signal}) without an answer`),
          });
        }
      });
      if (warm.ready) start();
    });
  }
}

/**
 * Resident memory of process `pid`, MB, from /proc/<pid>/status (Linux); 0 where /proc is
 * missing (other systems keep the heap and time limits) or the process has gone.
 */
async function residentMb(pid: number | undefined): Promise<number> {
  if (!pid) return 0;
  try {
    const status = await readFile(`/proc/${pid}/status`, 'utf8');
    const kb = Number(/^VmRSS:\s+(\d+)\s+kB/m.exec(status)?.[1] ?? 0);
    return kb / 1024;
  } catch {
    return 0;
  }
}

type ChildEvent =
  | { kind: 'ready' }
  | { kind: 'reply'; reply: ExtractReply }
  | { kind: 'error'; error: Error }
  | { kind: 'exit'; code: number | null; signal: NodeJS.Signals | null };

/**
 * A résumé reader process and what it has said so far. Made ahead of time as the reader's
 * spare (unreferenced, so an idle spare never keeps the server alive; it exits when the
 * server does, as its IPC channel closes), it loads its libraries and says 'ready'; the read
 * that takes it then receives its events through `own`.
 */
class WarmChild {
  readonly child: ChildProcess;
  ready = false;
  /** Set when the process failed or exited. */
  ended = false;
  private listener: ((event: ChildEvent) => void) | null = null;

  constructor(maxOldGenerationSizeMb: number) {
    this.child = fork(CHILD_ENTRY, [], {
      cwd: REPO_ROOT,
      execArgv: ['--import', 'tsx', `--max-old-space-size=${maxOldGenerationSizeMb}`],
      serialization: 'advanced',
      stdio: ['ignore', 'ignore', 'ignore', 'ipc'],
    });
    this.unref();
    this.child.on('message', (message: ChildMessage) =>
      this.emit(message.type === 'ready' ? { kind: 'ready' } : { kind: 'reply', reply: message.reply }),
    );
    this.child.on('error', (error) => this.emit({ kind: 'error', error }));
    this.child.on('exit', (code, signal) => this.emit({ kind: 'exit', code, signal }));
  }

  /** Lets the server exit while this process is idle. */
  unref(): void {
    this.child.unref();
    (this.child.channel as { unref?: () => void } | undefined)?.unref?.();
  }

  /** Keeps the server waiting for this process while it reads. */
  ref(): void {
    this.child.ref();
    (this.child.channel as { ref?: () => void } | undefined)?.ref?.();
  }

  /** Ends the process at once (its answer, if any, has been taken). */
  kill(): void {
    this.unref();
    if (this.child.exitCode === null && this.child.signalCode === null) this.child.kill('SIGKILL');
  }

  /** Sends this process's events to `listener` from now on. */
  own(listener: (event: ChildEvent) => void): void {
    this.listener = listener;
  }

  private emit(event: ChildEvent): void {
    if (event.kind === 'ready') this.ready = true;
    if (event.kind === 'error' || event.kind === 'exit') this.ended = true;
    this.listener?.(event);
  }
}

/** The server's one reader, shared by all requests so the bounds hold process-wide. */
export const resumeReader = new ResumeReader();

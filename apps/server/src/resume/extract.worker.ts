import { parentPort } from 'node:worker_threads';
import type { ResumeFormat } from '@inkling/contracts/careers';
import { extractResumeText } from './extract-text';
import { ResumeError, type ResumeRefusal } from './resume-error';

/** The one job a worker is sent after it said it is ready. */
export interface ExtractJob {
  bytes: Uint8Array;
  format: ResumeFormat;
  /** Longest text to return, characters. */
  maxChars: number;
}
export type ExtractReply = { ok: true; text: string } | { ok: false; reason: ResumeRefusal; detail: string };
/** What the worker posts: 'ready' once its libraries are loaded, then its one reply. */
export type WorkerMessage = { type: 'ready' } | { type: 'reply'; reply: ExtractReply };

const port = parentPort!;

// One file per worker: the worker reads one job and is ended after its reply, so a file
// that exhausts memory or hangs takes nothing else down (resume-reader.ts). pdfjs, the
// slowest library to load, is loaded before 'ready', so a spare worker started ahead of
// time answers without that start-up.
port.once('message', async (job: ExtractJob) => {
  let reply: ExtractReply;
  try {
    reply = { ok: true, text: await extractResumeText(Buffer.from(job.bytes), job.format, job.maxChars) };
  } catch (error) {
    reply =
      error instanceof ResumeError
        ? { ok: false, reason: error.reason, detail: describe(error) }
        : { ok: false, reason: 'corrupt', detail: describe(error) };
  }
  port.postMessage({ type: 'reply', reply } satisfies WorkerMessage);
});
await import('pdfjs-dist/legacy/build/pdf.mjs');
port.postMessage({ type: 'ready' } satisfies WorkerMessage);

/** The error and its cause as one log line. */
function describe(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const cause = error.cause instanceof Error ? `: ${error.cause.message}` : '';
  return `${error.message}${cause}`.slice(0, 500);
}

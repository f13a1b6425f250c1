import { parentPort, workerData } from 'node:worker_threads';
import type { ResumeFormat } from '@inkling/contracts/careers';
import { extractResumeText } from './extract-text';
import { ResumeError, type ResumeRefusal } from './resume-error';

/** What the worker is given (as workerData) and what it answers (one message, then it ends). */
export interface ExtractJob {
  bytes: Uint8Array;
  format: ResumeFormat;
  /** Longest text to return, characters. */
  maxChars: number;
}
export type ExtractReply = { ok: true; text: string } | { ok: false; reason: ResumeRefusal; detail: string };

// One file per worker: the worker is made for this job and ended after its one reply, so
// a file that exhausts memory or hangs takes nothing else down (resume-reader.ts).
const job = workerData as ExtractJob;
let reply: ExtractReply;
try {
  reply = { ok: true, text: await extractResumeText(Buffer.from(job.bytes), job.format, job.maxChars) };
} catch (error) {
  reply =
    error instanceof ResumeError
      ? { ok: false, reason: error.reason, detail: describe(error) }
      : { ok: false, reason: 'corrupt', detail: describe(error) };
}
parentPort?.postMessage(reply);

/** The error and its cause as one log line. */
function describe(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const cause = error.cause instanceof Error ? `: ${error.cause.message}` : '';
  return `${error.message}${cause}`.slice(0, 500);
}

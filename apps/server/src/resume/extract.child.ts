import type { ResumeFormat } from '@inkling/contracts/careers';
import { extractResumeText } from './extract-text';
import { ResumeError, type ResumeRefusal } from './resume-error';

/** The one job a reader process is sent after it said it is ready. */
export interface ExtractJob {
  bytes: Uint8Array;
  format: ResumeFormat;
  /** Longest text to return, characters. */
  maxChars: number;
}
export type ExtractReply = { ok: true; text: string } | { ok: false; reason: ResumeRefusal; detail: string };
/** What the process sends: 'ready' once its libraries are loaded, then its one reply. */
export type ChildMessage = { type: 'ready' } | { type: 'reply'; reply: ExtractReply };

// Entry of a résumé reader process (resume-reader.ts forks it with a heap limit and watches
// its memory). One file per process: it reads one job, answers and exits, so a file that
// exhausts memory or hangs takes nothing else down. It exits too when the server goes away
// (the IPC channel closes). pdfjs, the slowest library to load, is loaded before 'ready', so
// a spare process started ahead of time answers without that start-up.
const send = (message: ChildMessage) =>
  new Promise<void>((resolve) => {
    if (!process.send) resolve();
    else process.send(message, undefined, {}, () => resolve());
  });

process.on('disconnect', () => process.exit(0));
process.once('message', async (job: ExtractJob) => {
  let reply: ExtractReply;
  try {
    reply = { ok: true, text: await extractResumeText(Buffer.from(job.bytes), job.format, job.maxChars) };
  } catch (error) {
    reply =
      error instanceof ResumeError
        ? { ok: false, reason: error.reason, detail: describe(error) }
        : { ok: false, reason: 'corrupt', detail: describe(error) };
  }
  await send({ type: 'reply', reply });
  process.exit(0);
});
await import('pdfjs-dist/legacy/build/pdf.mjs');
await send({ type: 'ready' });

/** The error and its cause as one log line. */
function describe(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const cause = error.cause instanceof Error ? `: ${error.cause.message}` : '';
  return `${error.message}${cause}`.slice(0, 500);
}

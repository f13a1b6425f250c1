import {
  EngineError,
  type EngineErrorCode,
  type EngineOptions,
  generatePage,
  type Page,
  type PageRequest,
} from '@inkling/engine';
import { move, transferableSymbol, valueSymbol } from 'piscina';

/**
 * The work of one thread of the engine pool (engine-pool.ts, issue 15): draws a page with
 * the engine's `generatePage` off the server's event loop. Loaded in the thread by
 * engine-thread.entry.mjs. Input and output are plain data; the page's PNG bytes are moved
 * to the calling thread, not copied.
 */

/** What the pool sends a thread: the page request and the provider settings. */
export interface EngineTask {
  request: PageRequest;
  options: EngineOptions;
}

/** A finished page as it crosses threads: its PNGs arrive as Uint8Arrays. */
export type TransferredPage = Omit<Page, 'printPng' | 'previewPng'> & {
  printPng: Uint8Array;
  previewPng: Uint8Array;
};

/**
 * What a thread answers: the finished page, or the engine's refusal as plain fields (an
 * EngineError would lose its class, and with it its user-safe meaning, crossing threads).
 */
export type EngineTaskResult =
  | { ok: true; page: TransferredPage }
  | { ok: false; code: EngineErrorCode; message: string; category?: string };

/**
 * `bytes` as a view of an ArrayBuffer of its own: the same memory when it already owns its
 * whole buffer (sharp's output), else a copy (a slice of Node's small-buffer pool must not be
 * moved, or the pool's other buffers would go with it).
 */
function ownBytes(bytes: Buffer): Uint8Array<ArrayBuffer> {
  if (
    bytes.buffer instanceof ArrayBuffer &&
    bytes.byteOffset === 0 &&
    bytes.byteLength === bytes.buffer.byteLength
  ) {
    return new Uint8Array(bytes.buffer, 0, bytes.byteLength);
  }
  return new Uint8Array(bytes);
}

/**
 * Draws one page in this thread. An EngineError is answered as `{ ok: false, … }`; any other
 * error is thrown and fails the task at the caller (as a thread that dies does).
 */
export async function drawPage({ request, options }: EngineTask): Promise<unknown> {
  try {
    const page = await generatePage(request, options);
    const printPng = ownBytes(page.printPng);
    const previewPng = ownBytes(page.previewPng);
    const result: EngineTaskResult = { ok: true, page: { ...page, printPng, previewPng } };
    const transfer = [...new Set([printPng.buffer, previewPng.buffer])];
    return move({ [transferableSymbol]: transfer, [valueSymbol]: result });
  } catch (error) {
    if (!(error instanceof EngineError)) throw error;
    const refusal: EngineTaskResult = {
      ok: false,
      code: error.code,
      message: error.message,
      category: error.category,
    };
    return refusal;
  }
}

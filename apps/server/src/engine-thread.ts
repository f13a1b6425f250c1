import {
  type ColoredPageVerdict,
  checkColoredPage,
  EngineError,
  type EngineErrorCode,
  type EngineOptions,
  generatePage,
  type Page,
  type PageRequest,
  renderColoredExample,
} from '@inkling/engine';
import { move, transferableSymbol, valueSymbol } from 'piscina';

/**
 * The work of one thread of the engine pool (engine-pool.ts, issue 15): draws a page with
 * the engine's `generatePage` off the server's event loop. Loaded in the thread by
 * engine-thread.entry.mjs. Input and output are plain data; the page's PNG bytes are moved
 * to the calling thread, not copied.
 */

/**
 * What the pool sends a thread: a page to draw (`generatePage` with the provider settings),
 * a sketchbook page's coloured example (`renderColoredExample`, issue 17), or the check that a
 * coloured page is that page coloured in (`checkColoredPage`, issue 27: two page-size PNGs
 * decoded and compared, ~0.2–0.5 s that would stall every request). Picture bytes
 * in `request` (photo, characters) arrive as plain Uint8Arrays: structured clone does not keep
 * Buffer's class (issue 26).
 */
export type EngineTask =
  | { kind?: 'page'; request: PageRequest; options: EngineOptions }
  | { kind: 'example'; request: PageRequest }
  | { kind: 'colored-check'; lineArt: Uint8Array; colored: Uint8Array };

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
  | { ok: true; example: Uint8Array | null }
  | { ok: true; verdict: ColoredPageVerdict }
  | { ok: false; code: EngineErrorCode; message: string; category?: string };

/**
 * `bytes` as a Buffer over the same memory (no copy). Every picture that crosses between
 * threads goes through here once, so the engine gets what it gets on the main thread (the CLI)
 * and the server gets Buffers back.
 */
export function asBuffer(bytes: Uint8Array): Buffer {
  return Buffer.isBuffer(bytes) ? bytes : Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}

/** The request as the engine takes it: the photo and every character's picture as Buffers. */
function requestFromTask(request: PageRequest): PageRequest {
  return {
    ...request,
    referenceImage: request.referenceImage ? asBuffer(request.referenceImage) : undefined,
    characters: request.characters?.map((c) => ({ ...c, image: asBuffer(c.image) })),
  };
}

/**
 * A copy of `bytes` in an ArrayBuffer of its own, which can be moved to the caller's thread.
 * Always a copy: a slice of Node's small-buffer pool must not be moved (the pool's other
 * buffers would go with it), and on Node 24 sharp's output is an external buffer that V8
 * refuses to transfer at all (DataCloneError "Cannot transfer object of unsupported type";
 * Node 20 moved it). A PNG page is 0.1–2 MB: the copy costs well under a millisecond.
 */
function ownBytes(bytes: Buffer): Uint8Array<ArrayBuffer> {
  return new Uint8Array(bytes);
}

/**
 * Runs one task in this thread: draws a page or a page's coloured example, or checks a coloured
 * page. An EngineError is answered as `{ ok: false, … }`; any other error (an undecodable PNG
 * in a check) is thrown and fails the task at the caller (as a thread that dies does).
 */
export async function drawPage(task: EngineTask): Promise<unknown> {
  if (task.kind === 'colored-check') {
    const verdict = await checkColoredPage(asBuffer(task.lineArt), asBuffer(task.colored));
    const result: EngineTaskResult = { ok: true, verdict };
    return result;
  }
  const request = requestFromTask(task.request);
  try {
    if (task.kind === 'example') {
      const png = await renderColoredExample(request);
      const example = png ? ownBytes(png) : null;
      const result: EngineTaskResult = { ok: true, example };
      return example ? move({ [transferableSymbol]: [example.buffer], [valueSymbol]: result }) : result;
    }
    const page = await generatePage(request, task.options);
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

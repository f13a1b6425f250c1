/// <reference lib="webworker" />
import { COLORING_LONG_SIDE_PX } from '@inkling/contracts/coloring';
import { get, set } from 'idb-keyval';
import { ColoringDocument, type DirtyRect, luminanceOf, type SavedHistory } from './fill-core';
import type { FromWorker, ToWorker } from './fill-protocol';

/**
 * The coloring screen's worker (issue 17): decodes the print PNG at COLORING_LONG_SIDE_PX,
 * owns the page's ColoringDocument and the visible canvas (an OffscreenCanvas), so fills and
 * strokes never block the screen, and saves the colour layer with its undo/redo history to
 * IndexedDB after every change (so undo still works after a reload).
 */
declare const self: DedicatedWorkerGlobalScope;

let doc: ColoringDocument | null = null;
let image: ImageData | null = null;
let context: OffscreenCanvasRenderingContext2D | null = null;
let saveKey = '';

function post(message: FromWorker, transfer: Transferable[] = []): void {
  self.postMessage(message, transfer);
}

function draw(rect: DirtyRect | null): void {
  if (!rect || !context || !image) return;
  context.putImageData(image, 0, 0, rect.x0, rect.y0, rect.x1 - rect.x0, rect.y1 - rect.y0);
}

function changed(rect: DirtyRect | null, started: number): void {
  draw(rect);
  if (!doc) return;
  post({
    type: 'state',
    canUndo: doc.canUndo,
    canRedo: doc.canRedo,
    blank: doc.isBlank(),
    ms: performance.now() - started,
    changed: rect !== null,
  });
  if (rect) scheduleSave();
}

/**
 * Saves the colour layer after every change: at once when no save is running, else once more
 * when the running one ends (the latest layer always lands). `closing` ends the worker after that.
 */
let saving = false;
let again = false;
let closing = false;

function scheduleSave(): void {
  if (saving) {
    again = true;
    return;
  }
  if (!doc) return;
  saving = true;
  const runs = doc.serialize();
  const history = doc.saveHistory();
  set(saveKey, { width: doc.width, height: doc.height, runs, history, savedAt: Date.now() })
    .then(() => post({ type: 'saved' }))
    .catch((error: unknown) => post({ type: 'error', message: String(error) }))
    .finally(() => {
      saving = false;
      if (again) {
        again = false;
        scheduleSave();
      } else if (closing) self.close();
    });
}

async function open(message: Extract<ToWorker, { type: 'open' }>): Promise<void> {
  const started = performance.now();
  const probe = await createImageBitmap(message.png);
  const scale = Math.min(1, COLORING_LONG_SIDE_PX / Math.max(probe.width, probe.height));
  const width = Math.round(probe.width * scale);
  const height = Math.round(probe.height * scale);
  const bitmap =
    scale === 1
      ? probe
      : await createImageBitmap(message.png, {
          resizeWidth: width,
          resizeHeight: height,
          resizeQuality: 'high',
        });
  const scratch = new OffscreenCanvas(width, height).getContext('2d', { willReadFrequently: true })!;
  scratch.fillStyle = '#fff';
  scratch.fillRect(0, 0, width, height);
  scratch.drawImage(bitmap, 0, 0);
  const page = luminanceOf(scratch.getImageData(0, 0, width, height).data, width, height);
  image = new ImageData(width, height);
  doc = new ColoringDocument(page, image.data);
  saveKey = message.saveKey;
  let restored = false;
  const saved = (await get(saveKey).catch(() => undefined)) as
    | { width: number; height: number; runs: Uint32Array; history?: SavedHistory }
    | undefined;
  if (saved && saved.width === width && saved.height === height) {
    try {
      doc.restore(saved.runs);
      restored = !doc.isBlank();
    } catch {
      // A damaged save is dropped; the page opens white.
    }
    if (saved.history) {
      try {
        doc.restoreHistory(saved.history);
      } catch {
        // A history that does not fit the page is dropped; the colouring itself stays.
      }
    }
  }
  message.canvas.width = width;
  message.canvas.height = height;
  context = message.canvas.getContext('2d');
  draw({ x0: 0, y0: 0, x1: width, y1: height });
  post({
    type: 'ready',
    width,
    height,
    prepMs: performance.now() - started,
    restored,
    blank: doc.isBlank(),
  });
  post({ type: 'state', canUndo: doc.canUndo, canRedo: doc.canRedo, blank: doc.isBlank() });
}

self.onmessage = (event: MessageEvent<ToWorker>) => {
  const message = event.data;
  const started = performance.now();
  if (message.type === 'close') {
    closing = true;
    if (!saving) self.close();
    return;
  }
  if (message.type === 'open') {
    open(message).catch((error: unknown) => post({ type: 'error', message: String(error) }));
    return;
  }
  if (!doc) return;
  switch (message.type) {
    case 'fill':
      changed(doc.fillAt(message.x, message.y, message.color), started);
      break;
    case 'stroke-start':
      draw(doc.beginStroke(message.x, message.y, message.color, message.radius, message.erase));
      break;
    case 'stroke-move':
      draw(doc.strokeTo(message.x0, message.y0, message.x1, message.y1, message.radius));
      break;
    case 'stroke-end':
      changed(doc.endStroke() ? { x0: 0, y0: 0, x1: 0, y1: 0 } : null, started);
      break;
    case 'undo':
      changed(doc.undo(), started);
      break;
    case 'redo':
      changed(doc.redo(), started);
      break;
    case 'clear':
      changed(doc.clear(), started);
      break;
    case 'export': {
      const canvas = new OffscreenCanvas(doc.width, doc.height);
      canvas.getContext('2d')!.putImageData(image!, 0, 0);
      canvas
        .convertToBlob({ type: 'image/png' })
        .then((blob) => post({ type: 'png', blob }))
        .catch((error: unknown) => post({ type: 'error', message: String(error) }));
      break;
    }
  }
};

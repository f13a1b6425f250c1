/**
 * Messages between the coloring screen and its Web Worker (fill.worker.ts). Coordinates are
 * page pixels of the working image (long side COLORING_LONG_SIDE_PX); colours are RGBA words.
 */
export type ToWorker =
  | {
      type: 'open';
      /** The page's print PNG. */
      png: Blob;
      /** The visible canvas, handed over with transferControlToOffscreen. */
      canvas: OffscreenCanvas;
      /** IndexedDB key of this page's autosave. */
      saveKey: string;
    }
  | { type: 'fill'; x: number; y: number; color: number }
  | { type: 'stroke-start'; x: number; y: number; color: number; radius: number; erase: boolean }
  | { type: 'stroke-move'; x0: number; y0: number; x1: number; y1: number; radius: number }
  | { type: 'stroke-end' }
  | { type: 'undo' }
  | { type: 'redo' }
  | { type: 'clear' }
  | { type: 'export' }
  /** The screen closes: finish the running save, then end the worker. */
  | { type: 'close' };

export type FromWorker =
  | { type: 'ready'; width: number; height: number; prepMs: number; restored: boolean; blank: boolean }
  | {
      type: 'state';
      canUndo: boolean;
      canRedo: boolean;
      blank: boolean;
      /** Time the worker spent on the command, drawing included (ms); absent after opening. */
      ms?: number;
      /** Whether the command changed any pixel. */
      changed?: boolean;
    }
  | { type: 'saved' }
  | { type: 'png'; blob: Blob }
  | { type: 'error'; message: string };

import { type RefObject, useCallback, useEffect, useRef, useState } from 'react';
import type { ColoringSource } from '../api/coloring-source';
import type { FromWorker, ToWorker } from '../fill-protocol';

type Command = Exclude<ToWorker, { type: 'open' | 'close' }>;

/**
 * Starts the fill worker for one page and gives it a canvas made inside `stage` (made here,
 * not by React, because a canvas can hand its control to a worker only once, and StrictMode
 * mounts twice). Returns the page size once decoded, undo/redo state, the autosave state, a
 * `send` for commands and `exportPng` for the coloured PNG.
 */
export function useColoringWorker(source: ColoringSource, stage: RefObject<HTMLDivElement | null>) {
  const workerRef = useRef<Worker | null>(null);
  const pngWaiters = useRef<Array<(blob: Blob) => void>>([]);
  const [size, setSize] = useState<{ width: number; height: number } | null>(null);
  const [state, setState] = useState({ canUndo: false, canRedo: false, blank: true });
  const [saveState, setSaveState] = useState<'idle' | 'saving' | 'saved'>('idle');
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    const host = stage.current;
    if (!host) return;
    const canvas = document.createElement('canvas');
    canvas.className = 'block size-full';
    canvas.setAttribute('data-testid', 'coloring-canvas');
    canvas.setAttribute('aria-hidden', 'true');
    host.append(canvas);
    const worker = new Worker(new URL('../fill.worker.ts', import.meta.url), { type: 'module' });
    workerRef.current = worker;
    worker.onmessage = (event: MessageEvent<FromWorker>) => {
      const message = event.data;
      if (message.type === 'ready') {
        setSize({ width: message.width, height: message.height });
        setSaveState(message.restored ? 'saved' : 'idle');
        host.dataset.prepMs = String(Math.round(message.prepMs));
      } else if (message.type === 'state') {
        setState({ canUndo: message.canUndo, canRedo: message.canRedo, blank: message.blank });
        if (message.ms !== undefined) {
          if (message.changed) setSaveState('saving');
          // Read by `npm run bench` (fill time as the worker measures it, drawing included).
          host.dataset.lastMs = message.ms.toFixed(2);
          host.dataset.lastChanged = String(message.changed === true);
          host.dataset.ops = String(Number(host.dataset.ops ?? 0) + 1);
        }
      } else if (message.type === 'saved') {
        setSaveState('saved');
        // How many autosaves landed: lets a test wait for the save of its own change.
        host.dataset.saves = String(Number(host.dataset.saves ?? 0) + 1);
      } else if (message.type === 'png') {
        for (const resolve of pngWaiters.current.splice(0)) resolve(message.blob);
      } else if (message.type === 'error') {
        console.error('Coloring worker', message.message);
        setError(message.message);
      }
    };
    worker.onerror = (event) => setError(event.message || 'worker failed');
    const offscreen = canvas.transferControlToOffscreen();
    worker.postMessage(
      { type: 'open', png: source.png, canvas: offscreen, saveKey: source.saveKey } satisfies ToWorker,
      [offscreen],
    );
    return () => {
      // Not terminate(): the worker ends itself once the last change is saved.
      worker.postMessage({ type: 'close' } satisfies ToWorker);
      worker.onmessage = null;
      workerRef.current = null;
      canvas.remove();
    };
  }, [source, stage]);

  const send = useCallback((command: Command) => {
    workerRef.current?.postMessage(command);
  }, []);

  const exportPng = useCallback(
    () =>
      new Promise<Blob>((resolve) => {
        pngWaiters.current.push(resolve);
        workerRef.current?.postMessage({ type: 'export' } satisfies ToWorker);
      }),
    [],
  );

  return { size, ready: size !== null, ...state, saveState, error, send, exportPng };
}

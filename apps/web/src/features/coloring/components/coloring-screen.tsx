import {
  BRUSH_SIZES,
  type BrushSize,
  COLORING_PALETTE,
  COLORING_TEXTS,
  COLORING_ZOOM,
} from '@inkling/contracts/coloring';
import { downloadNameFromPrompt } from '@inkling/contracts/rules';
import ArrowLeft from 'lucide-react/icons/arrow-left';
import BookHeart from 'lucide-react/icons/book-heart';
import Download from 'lucide-react/icons/download';
import Maximize from 'lucide-react/icons/maximize';
import Printer from 'lucide-react/icons/printer';
import Redo2 from 'lucide-react/icons/redo-2';
import Share2 from 'lucide-react/icons/share-2';
import Trash2 from 'lucide-react/icons/trash';
import Undo2 from 'lucide-react/icons/undo-2';
import ZoomIn from 'lucide-react/icons/zoom-in';
import ZoomOut from 'lucide-react/icons/zoom-out';
import { type KeyboardEvent, type PointerEvent, useCallback, useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { Spinner } from '../../../components/ui/spinner';
import { cn } from '../../../lib/cn';
import { printPageImage } from '../../../lib/page-image';
import { toast } from '../../../lib/toast';
import { useApiError } from '../../../lib/use-api-error';
import type { ColoringSource } from '../api/coloring-source';
import { useSaveColoredPage } from '../api/save-colored';
import { hexToRgba } from '../fill-core';
import { ColoredExample, exampleUrl } from './colored-example';
import { Palette, withRecent } from './palette';
import { ShareColoredButton } from './share-colored-button';
import { type Tool, ToolBar } from './tool-bar';
import { useColoringWorker } from './use-coloring-worker';

export interface ColoringScreenProps {
  source: ColoringSource;
  /** Where Back goes (the project, or the community post). */
  backTo: string;
}

interface View {
  scale: number;
  x: number;
  y: number;
}

/** A tap moves less than this many CSS px between down and up; more is a drag. */
const TAP_SLOP_PX = 10;
/** Arrow keys move the page by this many CSS px. */
const KEY_PAN_PX = 48;
/** CSS px kept clear round the page at zoom 1 (issue 32: its foot was cut at 1280×800). */
const FIT_MARGIN_PX = 12;

/**
 * The coloring screen (issue 17): the page on a canvas the worker draws, tools, palette,
 * zoom/pan (pinch, wheel, keys), undo/redo, clear, download and print of the coloured PNG.
 * Work is saved on this device after every change and restored when the page opens again.
 */
export function ColoringScreen({ source, backTo }: ColoringScreenProps) {
  const viewportRef = useRef<HTMLDivElement>(null);
  const stageRef = useRef<HTMLDivElement>(null);
  const worker = useColoringWorker(source, stageRef);
  const showApiError = useApiError();
  const [tool, setTool] = useState<Tool>('fill');
  const [brush, setBrush] = useState<BrushSize>('medium');
  const [color, setColor] = useState<string>(COLORING_PALETTE[0].hex);
  const [recent, setRecent] = useState<string[]>([]);
  const [confirmClear, setConfirmClear] = useState(false);
  const [view, setView] = useState<View>({ scale: 1, x: 0, y: 0 });
  const [base, setBase] = useState({ width: 0, height: 0, left: 0, top: 0 });
  const pointers = useRef(new Map<number, { x: number; y: number }>());
  const gesture = useRef<
    | { kind: 'tap'; x: number; y: number }
    | { kind: 'stroke'; last: { x: number; y: number } }
    | { kind: 'pan'; x: number; y: number }
    | { kind: 'pinch'; distance: number; mid: { x: number; y: number } }
    | null
  >(null);
  const size = worker.size;

  // Fit the page into the viewport (the base size at zoom 1).
  useEffect(() => {
    const viewport = viewportRef.current;
    if (!viewport || !size) return;
    const fit = () => {
      const { clientWidth: vw, clientHeight: vh } = viewport;
      // A margin all round, so the page's edges (and its shadow) show as the edges of a sheet.
      const room = (extent: number) => Math.max(1, extent - 2 * FIT_MARGIN_PX);
      const s = Math.min(room(vw) / size.width, room(vh) / size.height);
      const width = Math.floor(size.width * s);
      const height = Math.floor(size.height * s);
      setBase({ width, height, left: Math.floor((vw - width) / 2), top: Math.floor((vh - height) / 2) });
    };
    fit();
    const observer = new ResizeObserver(fit);
    observer.observe(viewport);
    return () => observer.disconnect();
  }, [size]);

  const clampView = useCallback(
    (next: View): View => {
      const scale = Math.min(COLORING_ZOOM.max, Math.max(COLORING_ZOOM.min, next.scale));
      const clamp = (v: number, extent: number) => Math.min(0, Math.max(extent * (1 - scale), v));
      return { scale, x: clamp(next.x, base.width), y: clamp(next.y, base.height) };
    },
    [base],
  );

  /** Zooms by `factor` keeping the viewport point (px, py) still. */
  const zoomAt = useCallback(
    (factor: number, px: number, py: number) => {
      setView((v) => {
        const scale = Math.min(COLORING_ZOOM.max, Math.max(COLORING_ZOOM.min, v.scale * factor));
        const qx = (px - base.left - v.x) / v.scale;
        const qy = (py - base.top - v.y) / v.scale;
        return clampView({ scale, x: px - base.left - qx * scale, y: py - base.top - qy * scale });
      });
    },
    [base, clampView],
  );

  const zoomCentre = (factor: number) => {
    const viewport = viewportRef.current;
    if (viewport) zoomAt(factor, viewport.clientWidth / 2, viewport.clientHeight / 2);
  };

  // Wheel zoom must be a non-passive listener to stop the page from scrolling.
  useEffect(() => {
    const viewport = viewportRef.current;
    if (!viewport) return;
    const onWheel = (event: WheelEvent) => {
      event.preventDefault();
      const rect = viewport.getBoundingClientRect();
      zoomAt(Math.exp(-event.deltaY / 300), event.clientX - rect.left, event.clientY - rect.top);
    };
    viewport.addEventListener('wheel', onWheel, { passive: false });
    return () => viewport.removeEventListener('wheel', onWheel);
  }, [zoomAt]);

  /** Viewport px → page px of the working image. */
  const toPage = (clientX: number, clientY: number) => {
    const stage = stageRef.current;
    if (!stage || !size) return { x: -1, y: -1 };
    const rect = stage.getBoundingClientRect();
    return {
      x: ((clientX - rect.left) / rect.width) * size.width,
      y: ((clientY - rect.top) / rect.height) * size.height,
    };
  };

  const radius = () => BRUSH_SIZES.find((b) => b.id === brush)!.radius;
  const used = () => setRecent((r) => withRecent(r, color));

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (!worker.ready) return;
    event.currentTarget.setPointerCapture(event.pointerId);
    pointers.current.set(event.pointerId, { x: event.clientX, y: event.clientY });
    if (pointers.current.size === 2) {
      if (gesture.current?.kind === 'stroke') worker.send({ type: 'stroke-end' });
      const [a, b] = [...pointers.current.values()] as [{ x: number; y: number }, { x: number; y: number }];
      gesture.current = {
        kind: 'pinch',
        distance: Math.hypot(a.x - b.x, a.y - b.y),
        mid: { x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 },
      };
      return;
    }
    if (pointers.current.size > 2) return;
    if (tool === 'fill') gesture.current = { kind: 'tap', x: event.clientX, y: event.clientY };
    else if (tool === 'move' || event.button === 1) {
      gesture.current = { kind: 'pan', x: event.clientX, y: event.clientY };
    } else {
      const p = toPage(event.clientX, event.clientY);
      worker.send({
        type: 'stroke-start',
        x: p.x,
        y: p.y,
        color: hexToRgba(color),
        radius: radius(),
        erase: tool === 'eraser',
      });
      if (tool === 'brush') used();
      gesture.current = { kind: 'stroke', last: p };
    }
  };

  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (!pointers.current.has(event.pointerId)) return;
    pointers.current.set(event.pointerId, { x: event.clientX, y: event.clientY });
    const g = gesture.current;
    if (!g) return;
    if (g.kind === 'pinch' && pointers.current.size >= 2) {
      const [a, b] = [...pointers.current.values()] as [{ x: number; y: number }, { x: number; y: number }];
      const distance = Math.hypot(a.x - b.x, a.y - b.y);
      const mid = { x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 };
      const rect = viewportRef.current!.getBoundingClientRect();
      zoomAt(distance / Math.max(1, g.distance), mid.x - rect.left, mid.y - rect.top);
      setView((v) => clampView({ ...v, x: v.x + mid.x - g.mid.x, y: v.y + mid.y - g.mid.y }));
      gesture.current = { kind: 'pinch', distance, mid };
    } else if (g.kind === 'pan') {
      setView((v) => clampView({ ...v, x: v.x + event.clientX - g.x, y: v.y + event.clientY - g.y }));
      gesture.current = { kind: 'pan', x: event.clientX, y: event.clientY };
    } else if (g.kind === 'tap') {
      if (Math.hypot(event.clientX - g.x, event.clientY - g.y) > TAP_SLOP_PX) {
        gesture.current = { kind: 'pan', x: event.clientX, y: event.clientY };
      }
    } else if (g.kind === 'stroke') {
      const p = toPage(event.clientX, event.clientY);
      worker.send({ type: 'stroke-move', x0: g.last.x, y0: g.last.y, x1: p.x, y1: p.y, radius: radius() });
      gesture.current = { kind: 'stroke', last: p };
    }
  };

  const onPointerUp = (event: PointerEvent<HTMLDivElement>) => {
    if (!pointers.current.delete(event.pointerId)) return;
    const g = gesture.current;
    if (g?.kind === 'tap' && event.type === 'pointerup') {
      const p = toPage(event.clientX, event.clientY);
      worker.send({ type: 'fill', x: p.x, y: p.y, color: hexToRgba(color) });
      used();
    } else if (g?.kind === 'stroke') {
      worker.send({ type: 'stroke-end' });
    }
    gesture.current = pointers.current.size === 0 || g?.kind === 'pinch' ? null : g;
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const pan = (dx: number, dy: number) => setView((v) => clampView({ ...v, x: v.x + dx, y: v.y + dy }));
    switch (event.key) {
      case 'ArrowLeft':
        pan(KEY_PAN_PX, 0);
        break;
      case 'ArrowRight':
        pan(-KEY_PAN_PX, 0);
        break;
      case 'ArrowUp':
        pan(0, KEY_PAN_PX);
        break;
      case 'ArrowDown':
        pan(0, -KEY_PAN_PX);
        break;
      case '+':
      case '=':
        zoomCentre(COLORING_ZOOM.step);
        break;
      case '-':
        zoomCentre(1 / COLORING_ZOOM.step);
        break;
      case '0':
        setView({ scale: 1, x: 0, y: 0 });
        break;
      case 'Enter':
      case ' ': {
        const rect = viewportRef.current!.getBoundingClientRect();
        const p = toPage(rect.left + rect.width / 2, rect.top + rect.height / 2);
        worker.send({ type: 'fill', x: p.x, y: p.y, color: hexToRgba(color) });
        used();
        break;
      }
      default:
        return;
    }
    event.preventDefault();
  };

  // Ctrl/Cmd+Z undo, Ctrl/Cmd+Shift+Z or Ctrl+Y redo, anywhere on the screen.
  useEffect(() => {
    const onKey = (event: globalThis.KeyboardEvent) => {
      if (!(event.ctrlKey || event.metaKey)) return;
      const key = event.key.toLowerCase();
      if (key === 'z' && !event.shiftKey) worker.send({ type: 'undo' });
      else if ((key === 'z' && event.shiftKey) || key === 'y') worker.send({ type: 'redo' });
      else return;
      event.preventDefault();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [worker.send]);

  const saveToBook = useSaveColoredPage(source.target.id);
  const [exampleInPrint, setExampleInPrint] = useState(false);
  const onSaveToBook = async () => {
    saveToBook.mutate(await worker.exportPng(), {
      onSuccess: () => toast.success(COLORING_TEXTS.savedToBook),
      onError: (error) => showApiError(error, COLORING_TEXTS.saveToBookFailed),
    });
  };
  const fileName = COLORING_TEXTS.downloadName(downloadNameFromPrompt(source.prompt));
  const onDownload = async () => {
    const blob = await worker.exportPng();
    const url = URL.createObjectURL(blob);
    const link = document.createElement('a');
    link.href = url;
    link.download = fileName;
    document.body.append(link);
    link.click();
    link.remove();
    window.setTimeout(() => URL.revokeObjectURL(url), 10_000);
  };
  const onPrint = async () => {
    const url = URL.createObjectURL(await worker.exportPng());
    printPageImage({
      prompt: source.prompt,
      printUrl: url,
      format: source.format,
      exampleUrl:
        exampleInPrint && source.target.kind === 'generation' ? exampleUrl(source.target.id) : undefined,
    });
    window.setTimeout(() => URL.revokeObjectURL(url), 120_000);
  };
  const file = typeof File === 'function' ? new File([], fileName, { type: 'image/png' }) : null;
  const canShareFiles =
    typeof navigator !== 'undefined' &&
    !!navigator.canShare &&
    !!file &&
    navigator.canShare({ files: [file] });
  const onShare = async () => {
    const blob = await worker.exportPng();
    await navigator
      .share({ files: [new File([blob], fileName, { type: 'image/png' })], title: source.prompt })
      .catch(() => undefined);
  };

  return (
    <div className="flex h-[calc(100dvh-4rem-1px)] min-h-[320px] flex-col bg-paper landscape:max-lg:flex-row lg:flex-row">
      <div className="flex min-h-0 min-w-0 flex-1 flex-col">
        <div className="flex items-center gap-2 border-b border-line/70 bg-white px-2 py-1.5 sm:px-4">
          <Link
            to={backTo}
            className="inline-flex size-11 shrink-0 items-center justify-center rounded-full text-ink-soft hover:bg-ink/5 focus-visible:ring-4 focus-visible:ring-grape focus-visible:outline-none"
            aria-label={COLORING_TEXTS.back}
          >
            <ArrowLeft className="size-5" aria-hidden="true" />
          </Link>
          <h1 className="min-w-0 flex-1 truncate text-base font-extrabold sm:text-lg">{source.prompt}</h1>
          <p className="hidden text-xs text-ink-soft sm:block" role="status" data-testid="save-status">
            {worker.saveState === 'saving'
              ? COLORING_TEXTS.saving
              : worker.saveState === 'saved'
                ? COLORING_TEXTS.savedLocally
                : ''}
          </p>
          <Button
            variant="ghost"
            size="icon"
            aria-label={COLORING_TEXTS.undo}
            disabled={!worker.canUndo}
            onClick={() => worker.send({ type: 'undo' })}
          >
            <Undo2 className="size-5" aria-hidden="true" />
          </Button>
          <Button
            variant="ghost"
            size="icon"
            aria-label={COLORING_TEXTS.redo}
            disabled={!worker.canRedo}
            onClick={() => worker.send({ type: 'redo' })}
          >
            <Redo2 className="size-5" aria-hidden="true" />
          </Button>
        </div>
        <div
          ref={viewportRef}
          // biome-ignore lint/a11y/noNoninteractiveTabindex: the page is operated by keys (pan, zoom, fill)
          tabIndex={0}
          role="application"
          aria-label={COLORING_TEXTS.canvasLabel(source.prompt)}
          data-testid="coloring-viewport"
          className="relative min-h-0 flex-1 touch-none overflow-hidden bg-[#eceaf4] outline-none select-none focus-visible:ring-4 focus-visible:ring-grape focus-visible:ring-inset"
          onPointerDown={onPointerDown}
          onPointerMove={onPointerMove}
          onPointerUp={onPointerUp}
          onPointerCancel={onPointerUp}
          onKeyDown={onKeyDown}
          style={{ cursor: tool === 'move' ? 'grab' : 'crosshair' }}
        >
          <div
            ref={stageRef}
            data-testid="coloring-stage"
            className={cn('absolute origin-top-left bg-white shadow-lift', worker.ready ? '' : 'invisible')}
            style={{
              left: base.left,
              top: base.top,
              width: base.width,
              height: base.height,
              transform: `translate(${view.x}px, ${view.y}px) scale(${view.scale})`,
            }}
          />
          {worker.ready ? null : (
            <div className="absolute inset-0 flex flex-col items-center justify-center gap-3 text-ink-soft">
              {worker.error ? (
                <p role="alert">{COLORING_TEXTS.loadFailed}</p>
              ) : (
                <>
                  <Spinner className="size-8" />
                  <p>{COLORING_TEXTS.loading}</p>
                </>
              )}
            </div>
          )}
        </div>
      </div>
      <aside
        aria-label={COLORING_TEXTS.tools}
        className="flex max-h-[45dvh] shrink-0 flex-col gap-3 overflow-y-auto border-t border-line/70 bg-white p-2 sm:p-3 landscape:max-lg:max-h-none landscape:max-lg:w-64 landscape:max-lg:border-t-0 landscape:max-lg:border-l lg:max-h-none lg:w-80 lg:border-t-0 lg:border-l"
      >
        <ToolBar tool={tool} onTool={setTool} brush={brush} onBrush={setBrush} color={color} />
        <Palette color={color} recent={recent} onChange={setColor} />
        {source.target.kind === 'generation' ? (
          <ColoredExample
            generationId={source.target.id}
            prompt={source.prompt}
            inPrint={exampleInPrint}
            onInPrintChange={setExampleInPrint}
          />
        ) : null}
        <div className="flex flex-wrap items-center gap-1">
          <Button
            variant="ghost"
            size="icon"
            aria-label={COLORING_TEXTS.zoomOut}
            onClick={() => zoomCentre(1 / COLORING_ZOOM.step)}
          >
            <ZoomOut className="size-5" aria-hidden="true" />
          </Button>
          <Button
            variant="ghost"
            size="icon"
            aria-label={COLORING_TEXTS.zoomIn}
            onClick={() => zoomCentre(COLORING_ZOOM.step)}
          >
            <ZoomIn className="size-5" aria-hidden="true" />
          </Button>
          <Button
            variant="ghost"
            size="icon"
            aria-label={COLORING_TEXTS.zoomReset}
            onClick={() => setView({ scale: 1, x: 0, y: 0 })}
          >
            <Maximize className="size-5" aria-hidden="true" />
          </Button>
          <Button
            variant="ghost"
            size="icon"
            aria-label={COLORING_TEXTS.clear}
            disabled={worker.blank}
            onClick={() => setConfirmClear(true)}
          >
            <Trash2 className="size-5" aria-hidden="true" />
          </Button>
        </div>
        <div className="flex flex-wrap gap-2">
          {source.target.kind === 'generation' ? (
            <Button
              variant="primary"
              size="sm"
              onClick={() => void onSaveToBook()}
              loading={saveToBook.isPending}
              disabled={!worker.ready || worker.blank}
            >
              {saveToBook.isPending ? null : <BookHeart className="size-4" aria-hidden="true" />}
              {COLORING_TEXTS.saveToBook}
            </Button>
          ) : null}
          <Button
            variant={source.target.kind === 'generation' ? 'outline' : 'primary'}
            size="sm"
            onClick={() => void onDownload()}
            disabled={!worker.ready}
          >
            <Download className="size-4" aria-hidden="true" />
            {COLORING_TEXTS.download}
          </Button>
          <Button variant="outline" size="sm" onClick={() => void onPrint()} disabled={!worker.ready}>
            <Printer className="size-4" aria-hidden="true" />
            {COLORING_TEXTS.print}
          </Button>
          {canShareFiles ? (
            <Button variant="outline" size="sm" onClick={() => void onShare()} disabled={!worker.ready}>
              <Share2 className="size-4" aria-hidden="true" />
              {COLORING_TEXTS.share}
            </Button>
          ) : null}
          {source.target.kind === 'generation' ? (
            <ShareColoredButton
              generationId={source.target.id}
              prompt={source.prompt}
              exportPng={worker.exportPng}
              disabled={!worker.ready || worker.blank}
            />
          ) : null}
        </div>
        <p className="text-xs text-ink-soft">{COLORING_TEXTS.offlineNote}</p>
      </aside>
      <ConfirmDialog
        open={confirmClear}
        onOpenChange={setConfirmClear}
        title={COLORING_TEXTS.clearTitle}
        description={COLORING_TEXTS.clearText}
        confirmLabel={COLORING_TEXTS.clearConfirm}
        onConfirm={() => worker.send({ type: 'clear' })}
      />
    </div>
  );
}

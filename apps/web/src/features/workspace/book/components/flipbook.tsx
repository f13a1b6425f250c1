import { FLIPBOOK_TEXTS } from '@inkling/contracts/book-ui';
import ChevronLeft from 'lucide-react/icons/chevron-left';
import ChevronRight from 'lucide-react/icons/chevron-right';
import FilePlus2 from 'lucide-react/icons/file-plus-corner';
import {
  type CSSProperties,
  forwardRef,
  type ReactNode,
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import HTMLFlipBook from 'react-pageflip';
// Story captions in Fredoka One (OFL), the font the PDF export prints them in (issue 33).
import '@fontsource/fredoka-one/latin-400.css';
import { Spinner } from '../../../../components/ui/spinner';
import { cn } from '../../../../lib/cn';
import { useMediaQuery } from '../../../../lib/use-media-query';
import { useReducedMotion } from '../../../../lib/use-reduced-motion';
import type { FlipbookLeaf } from '../book-model';
import {
  BOOK_SETTINGS,
  PORTRAIT_BELOW_PX,
  SPREAD_ROOM_PX,
  validateFlipbookSettings,
} from '../flipbook-settings';
import { BookCoverArt } from './book-cover-art';

/** The settings, checked once by the spec's rules (a mistake here throws at start-up). */
const SETTINGS = validateFlipbookSettings(BOOK_SETTINGS);

export interface FlipbookProps {
  leaves: FlipbookLeaf[];
  /** The "New page?" page was chosen: open Insert New Page. */
  onInsertPage: () => void;
  /** True while a page is being drawn (the last page says so). */
  generating: boolean;
  /** The leaf shown (portrait) or the left leaf of the spread, 0-based, as it changes. */
  onPageChange?: (index: number) => void;
}

/** What the reader sees now: "Cover", "Page 2", "Pages 2–3", "New page?". */
export function positionLabel(leaves: FlipbookLeaf[], index: number, portrait: boolean): string {
  const label = (leaf: FlipbookLeaf | undefined): string | null => {
    if (!leaf) return null;
    if (leaf.kind === 'cover') return FLIPBOOK_TEXTS.cover;
    if (leaf.kind === 'new') return FLIPBOOK_TEXTS.newPageHeading;
    return FLIPBOOK_TEXTS.page(leaf.number);
  };
  const first = leaves[index];
  // The cover stands alone on the right of the first spread (showCover).
  const second = portrait || index === 0 ? undefined : leaves[index + 1];
  if (first?.kind === 'page' && second?.kind === 'page')
    return FLIPBOOK_TEXTS.pages(first.number, second.number);
  return [label(first), label(second)].filter(Boolean).join(' · ');
}

const Leaf = forwardRef<HTMLElement, { children: ReactNode; label: string }>(function Leaf(
  { children, label },
  ref,
) {
  return (
    // page-flip marks each shown page --left or --right: a soft shade along the spine.
    <article
      ref={ref}
      aria-label={label}
      className="book-leaf overflow-hidden bg-white after:pointer-events-none after:absolute after:inset-0 after:content-[''] [&.--left]:after:shadow-[inset_-14px_0_18px_-14px_rgba(42,35,64,0.28)] [&.--right]:after:shadow-[inset_14px_0_18px_-14px_rgba(42,35,64,0.28)]"
    >
      {children}
    </article>
  );
});

function LeafContent({
  leaf,
  onInsertPage,
  generating,
  story,
}: {
  leaf: FlipbookLeaf;
  onInsertPage: () => void;
  generating: boolean;
  /** The book has captions (a story book): its cover title is set in their rounded face. */
  story: boolean;
}) {
  if (leaf.kind === 'cover') return <BookCoverArt cover={leaf.cover} picture={leaf.picture} story={story} />;
  if (leaf.kind === 'page') {
    return (
      <figure className="flex h-full flex-col items-center justify-between gap-1 p-4 pb-2">
        <img
          src={leaf.page.previewUrl}
          alt={FLIPBOOK_TEXTS.alt(leaf.number)}
          draggable={false}
          className="min-h-0 w-full flex-1 object-contain"
        />
        <figcaption className="flex w-full flex-col items-center gap-1">
          {leaf.caption ? (
            // A story book's caption (issue 33): large, rounded letters for early readers.
            <span className="w-full border-t-2 border-line/70 px-2 pt-1.5 text-center font-['Fredoka_One',var(--font-sans)] text-[clamp(0.85rem,2.4vw,1.3rem)] leading-snug text-ink">
              {leaf.caption}
            </span>
          ) : null}
          <span className="text-xs font-bold text-ink-soft tabular-nums">
            {FLIPBOOK_TEXTS.page(leaf.number)}
          </span>
        </figcaption>
      </figure>
    );
  }
  return (
    <div className="flex h-full flex-col items-center justify-center gap-3 bg-paper p-8 text-center">
      <span className="grid size-16 place-items-center rounded-full bg-white shadow-card">
        {generating ? (
          <Spinner className="size-7 text-grape" />
        ) : (
          <FilePlus2 className="size-7 text-grape" aria-hidden="true" />
        )}
      </span>
      <h3 className="text-2xl font-extrabold">{FLIPBOOK_TEXTS.newPageHeading}</h3>
      <p className="text-ink-soft">
        {generating ? FLIPBOOK_TEXTS.newPageGenerating : FLIPBOOK_TEXTS.newPageText}
      </p>
      {/* A button, so page-flip forwards the click instead of turning the page. */}
      <button
        type="button"
        onClick={onInsertPage}
        className="mt-1 inline-flex h-11 items-center gap-2 rounded-full bg-grape px-5 font-semibold text-white hover:bg-grape-dark"
      >
        {FLIPBOOK_TEXTS.newPageAction}
      </button>
    </div>
  );
}

/** The page-flip library's states (spec core §4 "Page-flip library states"). */
export type FlipState = 'read' | 'fold_corner' | 'user_fold' | 'flipping';

/** The parts of StPageFlip's PageFlip object used here (page-flip ships no types). */
interface PageFlip {
  flipNext: (corner?: 'top' | 'bottom') => void;
  flipPrev: (corner?: 'top' | 'bottom') => void;
  turnToNextPage: () => void;
  turnToPrevPage: () => void;
  getCurrentPageIndex: () => number;
  getUI: () => unknown;
  getRender: () => unknown;
}

/** Stops a page-flip instance that React no longer shows (page-flip has no destroy that leaves React's nodes alone). */
function retire(flip: PageFlip | undefined) {
  if (!flip) return;
  const ui = flip.getUI() as unknown as { removeHandlers?: () => void } | undefined;
  ui?.removeHandlers?.();
  // Its requestAnimationFrame loop cannot be stopped; make each frame do nothing.
  const render = flip.getRender() as unknown as { render?: (timer: number) => void } | undefined;
  if (render) render.render = () => undefined;
}

/**
 * Makes page-flip read pointer positions in the book's own pixels while the book is scaled
 * down: it measures clicks, drags and swipes from getBoundingClientRect (scaled) but lays the
 * pages out in unscaled pixels, so positions are divided by the scale.
 */
function readPointerAtScale(flip: PageFlip | undefined, scale: { current: number }) {
  const ui = flip?.getUI() as
    | { getDistElement?: () => HTMLElement; getMousePos?: (x: number, y: number) => { x: number; y: number } }
    | undefined;
  if (!ui?.getDistElement) return;
  const block = ui.getDistElement();
  ui.getMousePos = (x: number, y: number) => {
    const rect = block.getBoundingClientRect();
    return { x: (x - rect.left) / scale.current, y: (y - rect.top) / scale.current };
  };
}

/**
 * The coloring book (spec core §2, §3; issue 11): react-pageflip (StPageFlip) with the spec's
 * settings — fixed 450×450 pages, 800 ms flips, shadow 0.3, swipes of 30 px within 250 ms —
 * a two-page spread from 840 px of window width and one page under it, and one page too
 * where the book has less than SPREAD_ROOM_PX beside the chat (pages stay 450 px rather than
 * shrink). Pages turn with a click or a drag on a page, a swipe, the ← → keys (outside text
 * fields and dialogs) and the previous/next buttons. Where even one page does not fit (a
 * 390 px phone, a short window), the book is scaled down (pointer positions are scaled back,
 * see readPointerAtScale).
 *
 * page-flip moves the page elements React made into its own wrapper, so the book is
 * remounted (keyed by its leaves and orientation, reopening at the same page) whenever the
 * pages change, rather than letting React reconcile children page-flip has moved.
 */
export function Flipbook({ leaves, onInsertPage, generating, onPageChange }: FlipbookProps) {
  const narrowWindow = !useMediaQuery(`(min-width: ${PORTRAIT_BELOW_PX}px)`);
  const reducedMotion = useReducedMotion();
  const bookRef = useRef<{ pageFlip: () => PageFlip | undefined } | null>(null);
  const boxRef = useRef<HTMLDivElement>(null);
  const [index, setIndex] = useState(0);
  // StPageFlip's state (spec core §4): read, fold_corner, user_fold or flipping.
  const [flipState, setFlipState] = useState<FlipState>('read');
  const onChangeState = useCallback((event: { data: FlipState }) => setFlipState(event.data), []);
  // The room the book has; null until measured (and in jsdom, which has no ResizeObserver).
  const [room, setRoom] = useState<{ width: number; height: number } | null>(null);
  useEffect(() => {
    const box = boxRef.current;
    if (!box || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => {
      if (entry) setRoom({ width: entry.contentRect.width, height: entry.contentRect.height });
    });
    observer.observe(box);
    return () => observer.disconnect();
  }, []);
  const portrait = narrowWindow || (room !== null && room.width < SPREAD_ROOM_PX);
  const bookWidth = portrait ? SETTINGS.width : SETTINGS.width * 2;
  // Scaled down to the room it has (never up): only where one 450 px page does not fit.
  const fit = room
    ? Math.min(1, room.width / bookWidth, room.height > 0 ? room.height / SETTINGS.height : 1)
    : 1;
  const scale = fit > 0 ? fit : 1;
  const scaleRef = useRef(scale);
  scaleRef.current = scale;
  const last = leaves.length - 1;
  const start = Math.min(index, last);

  // The pictures too: "Use colored pages where saved" (issue 17) swaps a page's picture.
  const pictureOf = (leaf: FlipbookLeaf) =>
    leaf.kind === 'page'
      ? leaf.page.previewUrl
      : leaf.kind === 'cover'
        ? (leaf.picture?.previewUrl ?? '')
        : '';
  const key = `${portrait ? 'p' : 'l'}:${leaves.map((leaf) => `${leaf.key}=${pictureOf(leaf)}`).join(',')}`;

  const onFlip = useCallback(
    (event: { data: number }) => {
      setIndex(event.data);
      onPageChange?.(event.data);
    },
    [onPageChange],
  );

  // Each page-flip instance, once it has laid out its pages: read the pointer at the book's
  // scale, and retire the one it replaces (and the last one when the book leaves the screen).
  const liveFlip = useRef<PageFlip | undefined>(undefined);
  const onInit = useCallback(() => {
    const flip = bookRef.current?.pageFlip();
    if (!flip || flip === liveFlip.current) return;
    retire(liveFlip.current);
    liveFlip.current = flip;
    readPointerAtScale(flip, scaleRef);
  }, []);
  useEffect(() => () => retire(liveFlip.current), []);

  const flipBy = useCallback(
    (direction: 1 | -1) => {
      const flip = bookRef.current?.pageFlip();
      if (!flip) return;
      if (reducedMotion) {
        if (direction > 0) flip.turnToNextPage();
        else flip.turnToPrevPage();
        onFlip({ data: flip.getCurrentPageIndex() });
      } else if (direction > 0) flip.flipNext();
      else flip.flipPrev();
    },
    [reducedMotion, onFlip],
  );

  // ← and → turn the pages when the user is not typing or in a dialog.
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
      const target = event.target as HTMLElement | null;
      if (
        target?.closest('input, textarea, select, [contenteditable="true"], [role="dialog"], [role="menu"]')
      )
        return;
      if (event.key === 'ArrowRight') flipBy(1);
      else if (event.key === 'ArrowLeft') flipBy(-1);
      else return;
      event.preventDefault();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [flipBy]);

  const children = useMemo(
    () =>
      leaves.map((leaf) => (
        <Leaf
          key={leaf.key}
          label={
            leaf.kind === 'page'
              ? FLIPBOOK_TEXTS.page(leaf.number)
              : leaf.kind === 'cover'
                ? FLIPBOOK_TEXTS.cover
                : FLIPBOOK_TEXTS.newPageHeading
          }
        >
          <LeafContent
            leaf={leaf}
            onInsertPage={onInsertPage}
            generating={generating}
            story={leaves.some((l) => l.kind === 'page' && Boolean(l.caption))}
          />
        </Leaf>
      )),
    [leaves, onInsertPage, generating],
  );

  const style = useMemo<CSSProperties>(() => ({}), []);
  const atStart = start <= 0;
  const atEnd = start >= last || (!portrait && start !== 0 && start + 1 >= last);

  return (
    <section
      aria-label={FLIPBOOK_TEXTS.label}
      className="flex min-h-0 w-full flex-1 flex-col items-center gap-3"
    >
      <div ref={boxRef} className="flex min-h-0 w-full flex-1 items-center justify-center overflow-hidden">
        <div style={{ width: bookWidth * scale, height: SETTINGS.height * scale }} className="shrink-0">
          <div
            data-testid="flipbook"
            data-page={start}
            data-state={flipState}
            data-orientation={portrait ? 'portrait' : 'landscape'}
            style={{ width: bookWidth, transform: `scale(${scale})`, transformOrigin: '0 0' }}
            className="drop-shadow-xl"
          >
            <HTMLFlipBook
              key={key}
              ref={bookRef}
              {...SETTINGS}
              startPage={start}
              autoSize
              startZIndex={0}
              clickEventForward
              useMouseEvents
              showPageCorners
              disableFlipByClick={false}
              className="inkling-flipbook"
              style={style}
              onFlip={onFlip}
              onInit={onInit}
              onChangeState={onChangeState}
            >
              {children}
            </HTMLFlipBook>
          </div>
        </div>
      </div>
      <div className="flex items-center gap-2 pb-3">
        <button
          type="button"
          onClick={() => flipBy(-1)}
          disabled={atStart}
          aria-label={FLIPBOOK_TEXTS.previous}
          className="grid size-11 place-items-center rounded-full bg-white text-ink shadow-card hover:bg-grape-soft disabled:opacity-35"
        >
          <ChevronLeft className="size-5" aria-hidden="true" />
        </button>
        <span
          className={cn('min-w-32 text-center text-sm font-bold whitespace-nowrap tabular-nums')}
          aria-live="polite"
          data-testid="flipbook-position"
        >
          {positionLabel(leaves, start, portrait)}
        </span>
        <button
          type="button"
          onClick={() => flipBy(1)}
          disabled={atEnd}
          aria-label={FLIPBOOK_TEXTS.next}
          className="grid size-11 place-items-center rounded-full bg-white text-ink shadow-card hover:bg-grape-soft disabled:opacity-35"
        >
          <ChevronRight className="size-5" aria-hidden="true" />
        </button>
      </div>
      <p className="sr-only">{FLIPBOOK_TEXTS.hint}</p>
    </section>
  );
}

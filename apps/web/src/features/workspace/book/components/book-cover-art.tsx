import type { BookCover, BookPage } from '@inkling/contracts/book';
import { BOOK_SETTINGS_TEXTS, FLIPBOOK_TEXTS } from '@inkling/contracts/book-ui';
import { cn } from '../../../../lib/cn';

/**
 * A drawn frame for a cover without a picture: a double rounded border with a star in each
 * corner, in ink on white so it can be colored in like the pages (viewBox 0..100).
 */
export function CoverFrame({ className }: { className?: string }) {
  const star = 'M0,-4 L1.2,-1.2 L4,0 L1.2,1.2 L0,4 L-1.2,1.2 L-4,0 L-1.2,-1.2 Z';
  return (
    <svg viewBox="0 0 100 100" className={className} aria-hidden="true" fill="none" stroke="currentColor">
      <rect x="4" y="4" width="92" height="92" rx="6" strokeWidth="1.4" />
      <rect x="8" y="8" width="84" height="84" rx="4" strokeWidth="0.6" strokeDasharray="2 1.6" />
      {[
        [12, 12],
        [88, 12],
        [12, 88],
        [88, 88],
      ].map(([x, y]) => (
        <path key={`${x}-${y}`} d={star} transform={`translate(${x} ${y})`} strokeWidth="0.7" fill="white" />
      ))}
    </svg>
  );
}

/** Titles longer than this (characters) are set at 20 px instead of 26 px on the cover. */
const LONG_TITLE_CHARS = 32;

/**
 * The book's cover (issue 11): the project's title, the optional "This book belongs to
 * ______" line, and the chosen page's picture or, without one, a drawn frame around the
 * title. Fills its parent (a 450×450 flipbook leaf, or a thumbnail).
 */
export function BookCoverArt({
  cover,
  picture,
  story = false,
}: {
  cover: BookCover;
  picture: BookPage | null;
  /** A story book (issue 33): the title in its captions' Fredoka One, as the PDF sets it. */
  story?: boolean;
}) {
  // The frame's dashed line runs 12 px + 8% in from each side (CoverFrame's viewBox): 46 px of
  // a 450 px leaf. A framed title keeps 14% (63 px) clear, and a long one is set smaller
  // (issue 32: it spilled over the frame).
  const long = cover.title.length > LONG_TITLE_CHARS;
  return (
    <div
      className={cn(
        'relative flex h-full flex-col items-center justify-center gap-3 bg-white text-center text-ink',
        picture ? 'p-8' : 'p-[14%]',
      )}
    >
      {picture ? null : <CoverFrame className="absolute inset-3 text-ink" />}
      <h3
        className={cn(
          'relative max-w-full leading-tight text-balance break-words',
          story ? "font-['Fredoka_One',var(--font-sans)] font-normal" : 'font-extrabold',
          long ? 'text-[20px]' : story ? 'text-[30px]' : 'text-[26px]',
        )}
      >
        {cover.title}
      </h3>
      {picture ? (
        <img
          src={picture.previewUrl}
          alt={FLIPBOOK_TEXTS.coverAlt}
          draggable={false}
          className="relative min-h-0 w-full flex-1 object-contain"
        />
      ) : null}
      {cover.belongsToLine ? (
        <p className="relative text-sm font-semibold text-ink-soft">{BOOK_SETTINGS_TEXTS.belongsTo}</p>
      ) : null}
    </div>
  );
}

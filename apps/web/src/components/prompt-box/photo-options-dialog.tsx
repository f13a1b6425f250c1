import { PROMPT_BOX } from '@inkling/contracts/messages';
import {
  PHOTO_DETAILS,
  PHOTO_SUBJECT_MIN_SHARE,
  type PhotoDetail,
  type PhotoSubject,
} from '@inkling/contracts/page';
import { type KeyboardEvent, type PointerEvent, useEffect, useRef, useState } from 'react';
import { cn } from '../../lib/cn';
import { Button } from '../ui/button';
import { Dialog } from '../ui/dialog';
import { subjectBoxStyle } from './subject-box';

/** How far one arrow-key press moves or resizes the marked box, as a share of the photo. */
const KEY_STEP = 0.02;

const clamp = (v: number, lo: number, hi: number) => Math.min(Math.max(v, lo), hi);

/** A box from two corners (shares of the photo), kept inside it; null when too small to be a choice. */
export function boxFromCorners(ax: number, ay: number, bx: number, by: number): PhotoSubject | null {
  const x0 = clamp(Math.min(ax, bx), 0, 1);
  const y0 = clamp(Math.min(ay, by), 0, 1);
  const x1 = clamp(Math.max(ax, bx), 0, 1);
  const y1 = clamp(Math.max(ay, by), 0, 1);
  if (x1 - x0 < PHOTO_SUBJECT_MIN_SHARE || y1 - y0 < PHOTO_SUBJECT_MIN_SHARE) return null;
  return { x: x0, y: y0, w: x1 - x0, h: y1 - y0 };
}

/**
 * The marked box after an arrow key: moved by KEY_STEP, or resized with Shift (never
 * below PHOTO_SUBJECT_MIN_SHARE, never outside the photo). Other keys: unchanged.
 */
export function nudgeBox(box: PhotoSubject, key: string, resize: boolean): PhotoSubject {
  const dx = key === 'ArrowLeft' ? -KEY_STEP : key === 'ArrowRight' ? KEY_STEP : 0;
  const dy = key === 'ArrowUp' ? -KEY_STEP : key === 'ArrowDown' ? KEY_STEP : 0;
  if (resize) {
    const w = clamp(box.w + dx, PHOTO_SUBJECT_MIN_SHARE, 1 - box.x);
    const h = clamp(box.h + dy, PHOTO_SUBJECT_MIN_SHARE, 1 - box.y);
    return { ...box, w, h };
  }
  return { ...box, x: clamp(box.x + dx, 0, 1 - box.w), y: clamp(box.y + dy, 0, 1 - box.h) };
}

export { subjectBoxStyle };

/** The middle half of the photo: a starting box for keyboard users. */
const MIDDLE: PhotoSubject = { x: 0.25, y: 0.25, w: 0.5, h: 0.5 };

export interface PhotoOptionsDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  image: File;
  subject: PhotoSubject | null;
  detail: PhotoDetail;
  onChange: (options: { photoSubject: PhotoSubject | null; photoDetail: PhotoDetail }) => void;
}

/**
 * Photo options of the prompt box (issue 14, busy photos): drag a box on the photo around
 * what should be on the page (the engine keeps only it, background removed), or move and
 * size it with the arrow keys; and fewer or more lines. Changes apply at once to the
 * draft; "Use the whole photo" clears the box.
 */
export function PhotoOptionsDialog({
  open,
  onOpenChange,
  image,
  subject,
  detail,
  onChange,
}: PhotoOptionsDialogProps) {
  const [url, setUrl] = useState<string | null>(null);
  const frame = useRef<HTMLDivElement>(null);
  const start = useRef<{ x: number; y: number } | null>(null);
  const [dragBox, setDragBox] = useState<PhotoSubject | null>(null);

  useEffect(() => {
    if (!open) return;
    const next = URL.createObjectURL(image);
    setUrl(next);
    return () => URL.revokeObjectURL(next);
  }, [image, open]);

  const share = (event: PointerEvent<HTMLDivElement>) => {
    const rect = frame.current!.getBoundingClientRect();
    return { x: (event.clientX - rect.left) / rect.width, y: (event.clientY - rect.top) / rect.height };
  };
  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    event.currentTarget.setPointerCapture(event.pointerId);
    start.current = share(event);
    setDragBox(null);
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (!start.current) return;
    const p = share(event);
    setDragBox(boxFromCorners(start.current.x, start.current.y, p.x, p.y));
  };
  const onPointerUp = (event: PointerEvent<HTMLDivElement>) => {
    if (!start.current) return;
    const p = share(event);
    const box = boxFromCorners(start.current.x, start.current.y, p.x, p.y);
    start.current = null;
    setDragBox(null);
    // A tap (no real box) keeps what was marked before.
    if (box) onChange({ photoSubject: box, photoDetail: detail });
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (!event.key.startsWith('Arrow')) return;
    event.preventDefault();
    onChange({ photoSubject: nudgeBox(subject ?? MIDDLE, event.key, event.shiftKey), photoDetail: detail });
  };

  const shown = dragBox ?? subject;
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={PROMPT_BOX.photoOptions}
      description={PROMPT_BOX.photoOptionsHelp}
      className="max-w-xl"
    >
      <div className="mt-4 flex justify-center">
        <div
          ref={frame}
          role="application"
          // biome-ignore lint/a11y/noNoninteractiveTabindex: the photo is a drawing surface that takes the arrow keys
          tabIndex={0}
          aria-label={PROMPT_BOX.markedArea}
          aria-describedby="photo-options-keys"
          onPointerDown={onPointerDown}
          onPointerMove={onPointerMove}
          onPointerUp={onPointerUp}
          onPointerCancel={() => {
            start.current = null;
            setDragBox(null);
          }}
          onKeyDown={onKeyDown}
          className="relative inline-block cursor-crosshair touch-none overflow-hidden rounded-2xl outline-none select-none focus-visible:ring-4 focus-visible:ring-grape/50"
          data-testid="photo-subject-frame"
        >
          {url ? (
            <img
              src={url}
              alt=""
              draggable={false}
              className="block max-h-[50dvh] max-w-full rounded-2xl border border-line"
            />
          ) : null}
          {shown ? (
            <>
              {/* What is left out, dimmed: the photo less the box (even-odd fill), in shares of 100. */}
              <svg
                aria-hidden="true"
                viewBox="0 0 100 100"
                preserveAspectRatio="none"
                className="pointer-events-none absolute inset-0 size-full"
              >
                <path
                  fillRule="evenodd"
                  fill="rgba(30,20,60,0.45)"
                  d={`M0 0H100V100H0Z M${shown.x * 100} ${shown.y * 100}h${shown.w * 100}v${shown.h * 100}h${-shown.w * 100}Z`}
                />
              </svg>
              <div
                data-testid="photo-subject-box"
                className="pointer-events-none absolute rounded-lg border-[3px] border-dashed border-grape"
                style={subjectBoxStyle(shown)}
              />
            </>
          ) : null}
        </div>
      </div>
      <p id="photo-options-keys" className="mt-2 text-sm text-ink-soft">
        {PROMPT_BOX.photoOptionsKeys}
      </p>
      <div className="mt-3 flex flex-wrap gap-2">
        <Button
          variant="secondary"
          onClick={() => onChange({ photoSubject: MIDDLE, photoDetail: detail })}
          disabled={subject !== null}
        >
          {PROMPT_BOX.markSubject}
        </Button>
        <Button
          variant="secondary"
          onClick={() => onChange({ photoSubject: null, photoDetail: detail })}
          disabled={subject === null}
        >
          {PROMPT_BOX.wholePhoto}
        </Button>
      </div>
      <fieldset className="mt-5">
        <legend className="text-sm font-bold text-ink">{PROMPT_BOX.detail}</legend>
        <div className="mt-2 grid grid-cols-3 gap-2">
          {PHOTO_DETAILS.map((option) => (
            <label
              key={option}
              className={cn(
                'flex min-h-12 cursor-pointer items-center justify-center rounded-2xl border-2 px-2 text-center text-sm font-semibold has-[:focus-visible]:ring-4 has-[:focus-visible]:ring-grape/50',
                option === detail
                  ? 'border-grape bg-grape-soft text-grape-dark'
                  : 'border-line text-ink-soft',
              )}
            >
              <input
                type="radio"
                name="photo-detail"
                value={option}
                checked={option === detail}
                onChange={() => onChange({ photoSubject: subject, photoDetail: option })}
                className="sr-only"
              />
              {PROMPT_BOX.detailLabels[option]}
            </label>
          ))}
        </div>
      </fieldset>
      <div className="mt-6 flex justify-end">
        <Button onClick={() => onOpenChange(false)}>{PROMPT_BOX.photoOptionsDone}</Button>
      </div>
    </Dialog>
  );
}

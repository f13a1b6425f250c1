import { FLIPBOOK_ERRORS } from '@inkling/contracts/book-ui';

/** How the book is sized: fixed pages, or stretched to the parent between min and max. */
export type FlipbookSize = 'fixed' | 'stretch';

/**
 * The flipbook's settings as StPageFlip (page-flip, behind react-pageflip) takes them. Sizes
 * are CSS pixels of ONE page; times are milliseconds; opacity runs 0..1.
 */
export interface FlipbookSettings {
  size: FlipbookSize;
  width: number;
  height: number;
  minWidth: number;
  maxWidth: number;
  minHeight: number;
  maxHeight: number;
  flippingTime: number;
  drawShadow: boolean;
  maxShadowOpacity: number;
  /** Minimum swipe length in px; a swipe also has to finish within SWIPE_TIMEOUT_MS. */
  swipeDistance: number;
  /** Single page (portrait) when the parent is narrower than two pages. */
  usePortrait: boolean;
  showCover: boolean;
  mobileScrollSupport: boolean;
  startPage: number;
}

/**
 * A swipe counts only when it ends within 250 ms (spec core §9 "swipe within 250 ms and
 * 30 px"); StPageFlip fixes this at 250 ms (UI.swipeTimeout), it is not a setting.
 */
export const SWIPE_TIMEOUT_MS = 250;

/**
 * The spread switches to one page under 840 px of width (spec core §9 "portrait under
 * 840 px"): two 450 px pages need 900 px, so 840 px is where the spread no longer fits a
 * phone or a narrow preview.
 */
export const PORTRAIT_BELOW_PX = 840;

/**
 * The book's settings (spec core §3 "flipbook settings": fixed size, 450×450, 800 ms,
 * shadow on, maximum opacity 0.3, swipe distance 30; §2 "two-page spread, single page
 * under 840px"). The cover stands alone on the first spread like a real book's (showCover),
 * so the pages after it pair up as left/right.
 */
export const BOOK_SETTINGS: FlipbookSettings = {
  size: 'fixed',
  width: 450,
  height: 450,
  minWidth: 450,
  maxWidth: 450,
  minHeight: 450,
  maxHeight: 450,
  flippingTime: 800,
  drawShadow: true,
  maxShadowOpacity: 0.3,
  swipeDistance: 30,
  usePortrait: true,
  showCover: true,
  mobileScrollSupport: true,
  startPage: 0,
};

/** A setting the flipbook cannot work with; `message` is the spec's text (spec core §8). */
export class FlipbookSettingsError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'FlipbookSettingsError';
  }
}

/** Stretch limits when absent or inconsistent (spec core §5: minimum 100, maximum 2000). */
export const STRETCH_DEFAULTS = { min: 100, max: 2000 } as const;

/**
 * Checks and completes flipbook settings by the spec's rules (spec core §5 "Flipbook
 * settings"; the same rules as StPageFlip's Settings.getSettings):
 * - size must be "fixed" or "stretch", else FLIPBOOK_ERRORS.sizeType;
 * - width and height must be greater than 0 (and numbers), else FLIPBOOK_ERRORS.size;
 * - flippingTime must be greater than 0, else FLIPBOOK_ERRORS.flippingTime;
 * - stretch: minWidth/minHeight ≤ 0 or absent → 100; maxWidth/maxHeight absent or below
 *   the minimum → 2000; fixed: min and max are the page's own width and height.
 * Returns a new object (BOOK_SETTINGS filled in under `input`); throws FlipbookSettingsError.
 */
export function validateFlipbookSettings(input: Partial<FlipbookSettings> = {}): FlipbookSettings {
  const result: FlipbookSettings = { ...BOOK_SETTINGS, ...input };
  if (result.size !== 'fixed' && result.size !== 'stretch') {
    throw new FlipbookSettingsError(FLIPBOOK_ERRORS.sizeType);
  }
  if (!(result.width > 0) || !(result.height > 0)) throw new FlipbookSettingsError(FLIPBOOK_ERRORS.size);
  if (!(result.flippingTime > 0)) throw new FlipbookSettingsError(FLIPBOOK_ERRORS.flippingTime);
  if (result.size === 'stretch') {
    const given = (value: number | undefined) => (typeof value === 'number' && value > 0 ? value : undefined);
    result.minWidth = given(input.minWidth) ?? STRETCH_DEFAULTS.min;
    result.minHeight = given(input.minHeight) ?? STRETCH_DEFAULTS.min;
    const maxWidth = given(input.maxWidth);
    const maxHeight = given(input.maxHeight);
    result.maxWidth = maxWidth !== undefined && maxWidth >= result.minWidth ? maxWidth : STRETCH_DEFAULTS.max;
    result.maxHeight =
      maxHeight !== undefined && maxHeight >= result.minHeight ? maxHeight : STRETCH_DEFAULTS.max;
  } else {
    result.minWidth = result.width;
    result.maxWidth = result.width;
    result.minHeight = result.height;
    result.maxHeight = result.height;
  }
  return result;
}

/**
 * The fold angle of a page being turned from its corner, in radians (StPageFlip's
 * FlipCalculation.calculateAngle): `left` = distance of the pointer from the page's far edge
 * + 1 px, `top` = its distance from the folded corner's edge, angle = 2·acos(left / √(top² +
 * left²)), negative when the pointer is past the edge. Throws FlipbookSettingsError
 * FLIPBOOK_ERRORS.gPoint (spec core §8) when the fold would be degenerate: the angle is not
 * finite, or it is within 0.003 rad short of a full half turn (the fold line's G point would
 * fall on the spine).
 */
export function foldAngle(
  pageWidth: number,
  pageHeight: number,
  x: number,
  y: number,
  corner: 'top' | 'bottom',
) {
  const left = pageWidth - x + 1;
  const top = corner === 'bottom' ? pageHeight - y : y;
  let angle = 2 * Math.acos(left / Math.sqrt(top * top + left * left));
  if (top < 0) angle = -angle;
  const short = Math.PI - angle;
  if (!Number.isFinite(angle) || (short >= 0 && short < 0.003)) {
    throw new FlipbookSettingsError(FLIPBOOK_ERRORS.gPoint);
  }
  return corner === 'bottom' ? -angle : angle;
}

/**
 * Room (px) a two-page spread of the spec's fixed 450 px pages needs. With less room beside
 * the chat (a 1024 px window) the book shows one 450 px page instead of shrinking both
 * (issue 32; README "Where Inkling differs from the spec").
 */
export const SPREAD_ROOM_PX = 2 * 450;

/** True when the book shows one page at a time for a parent `width` px wide (PORTRAIT_BELOW_PX). */
export function isPortrait(width: number): boolean {
  return width < PORTRAIT_BELOW_PX;
}

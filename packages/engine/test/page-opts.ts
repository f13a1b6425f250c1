import { pageSize, SAFE_MARGIN_PX } from '../src/profiles';

/** A US-letter page at 300 dpi (2550 × 3300 px). */
export const LETTER = pageSize('letter');

/**
 * Clean-up options for a kids' US-letter page with the safe margin, the drawing fitted to
 * it (cleanup.ts / photo-cleanup.ts options): the page the photo tests clean onto.
 */
export const KIDS_LETTER_FIT = {
  audience: 'kids',
  width: LETTER.width,
  height: LETTER.height,
  marginPx: SAFE_MARGIN_PX,
  fit: true,
} as const;

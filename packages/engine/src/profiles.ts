import { PAGE_FORMATS } from '@inkling/contracts/page';
import type { Audience, PageFormat } from './types';

/** Print resolution of every page, dots per inch. */
export const PRINT_DPI = 300;
/** Safe margin: 0.25 in at 300 dpi = 75 px (engine issue "Line-art pipeline"). */
export const SAFE_MARGIN_PX = 75;
/** Preview long side, px (engine issue: ≤ 1024 px). */
export const PREVIEW_LONG_SIDE_PX = 1024;

/**
 * Drawing rules per audience, at 300 dpi. Line widths follow common coloring-book
 * practice: about 1.5 mm strokes for ages 2–4, 1 mm for 5–8, 0.6 mm for 9–12
 * (1 mm ≈ 11.8 px at 300 dpi). The smallest colourable region is roughly a
 * fingertip/crayon tip for the age: 12 mm, 8 mm and 5 mm squares.
 */
export interface AudienceProfile {
  /** Stroke width drawn, px at 300 dpi. */
  lineWidthPx: number;
  /** Thinnest line allowed on a finished page, px at 300 dpi. */
  minLineWidthPx: number;
  /** Smallest enclosed white region allowed, px² at 300 dpi. */
  minRegionAreaPx: number;
  /** Most named elements composed into one scene. */
  maxElements: number;
  /** Most background props (clouds, plants, stars…). */
  maxProps: number;
}

/** The drawing rules of each audience (see {@link AudienceProfile} for the sources of the numbers). */
export const AUDIENCE_PROFILES: Record<Audience, AudienceProfile> = {
  toddler: { lineWidthPx: 18, minLineWidthPx: 12, minRegionAreaPx: 142 * 142, maxElements: 2, maxProps: 3 },
  kids: { lineWidthPx: 12, minLineWidthPx: 8, minRegionAreaPx: 94 * 94, maxElements: 4, maxProps: 6 },
  'big-kids': { lineWidthPx: 8, minLineWidthPx: 5, minRegionAreaPx: 59 * 59, maxElements: 6, maxProps: 10 },
};

/** Pixel size of a page format at 300 dpi. */
export function pageSize(format: PageFormat): { width: number; height: number; dpi: number } {
  return PAGE_FORMATS[format];
}

/**
 * Checks an AI model's drawing before the line-art clean-up (issue 14, "AI pages"): is it
 * a coloring page at all, or a coloured, grey, blotchy, empty or cut-off picture that the
 * clean-up can only rescue badly? The openai provider asks the model once more, naming
 * the failure, when this finds one (providers/openai.ts).
 *
 * Measured on the clean-up's input (the model's image at its own size). Lengths and areas
 * given in page px at 300 dpi (the audience's line width, minRegionAreaPx, BLOB_WIDTH_PX)
 * are scaled by the image's long side over a letter page's long side (3300 px), i.e. as
 * if the image were printed on the page the clean-up fits it to.
 */

import { MAX_INPUT_PIXELS } from '@inkling/contracts/limits';
import sharp from 'sharp';
import { AUDIENCE_PROFILES } from '../profiles';
import type { Audience } from '../types';
import { BLOB_WIDTH_PX } from './blobs';
import { distanceSquared, labelRuns } from './morph';

/** What is wrong with a drawing, one kind per problem ({@link DRAWING_LIMITS} gives the limits). */
export type DrawingFailure =
  | 'colour'
  | 'grey'
  | 'solid-black'
  | 'blank'
  | 'too-dark'
  | 'open-contours'
  | 'margin';

/** Measures of {@link inspectDrawing}; shares are 0–1 of the image's pixels unless said otherwise. */
export interface DrawingInspection {
  /** Pixels whose RGB channels differ by more than COLOUR_CHROMA (coloured, not black/white/grey). */
  colourShare: number;
  /** Uncoloured mid-dark grey (value GREY_MIN–GREY_MAX): shading the clean-up cannot tell from ink. */
  greyShare: number;
  /** Ink: pixels darker than 128 (the clean-up's and checkPage's black). */
  inkShare: number;
  /**
   * The largest connected solid black area, share of the image: black wider than 5 mm
   * (twice the clean-up's 2.5 mm blob limit, so a model's thick outlines are not counted),
   * measured as its core deeper than 2.5 mm grown back by that depth.
   */
  largestSolidShare: number;
  /** Enclosed white regions (4-connected, off the image's edge) at least the audience's minRegionAreaPx. */
  closedRegions: number;
  /** Share of the pixels of the outer band (MARGIN_BAND of the short side) that are ink: a drawing cut off by the edge. */
  marginInkShare: number;
  /** What fails, in the order of {@link DRAWING_LIMITS}; empty when the drawing is fine. */
  failures: DrawingFailure[];
}

/**
 * Limits of {@link inspectDrawing}. Chosen so that the model's ordinary output (black
 * outlines, at most light grey shading, filled eyes and pupils, a page-filling scene)
 * passes, and pages the clean-up turns into blotches, empty pages or cut-off drawings fail.
 */
export const DRAWING_LIMITS = {
  /** More than 5 % coloured pixels: a colour picture, not a coloring page. */
  maxColourShare: 0.05,
  /** More than 10 % mid-dark grey: heavy shading that would become ink or speckle. */
  maxGreyShare: 0.1,
  /** One solid black area over 1 % of the image (a 10 %-wide disc): a blob, not a small feature such as an eye. */
  maxSolidShare: 0.01,
  /** Under 0.5 % ink: next to nothing drawn. */
  minInkShare: 0.005,
  /** Over 40 % ink: more black than paper. */
  maxInkShare: 0.4,
  /** At least one closed area to colour. */
  minClosedRegions: 1,
  /** Over 2 % of the outer band inked: the drawing runs off the page. */
  maxMarginInkShare: 0.02,
} as const;

/** RGB spread (max − min, 0–255) above which a pixel counts as coloured. */
const COLOUR_CHROMA = 60;
/** Grey band (0–255) the clean-up cannot separate from ink: darker than its INK_MAX region, lighter than solid black. */
const GREY_MIN = 40;
const GREY_MAX = 160;
/** Outer band checked for ink, share of the image's short side. */
const MARGIN_BAND = 0.02;
/** A letter page's long side at 300 dpi, px: the scale lengths in page px are taken at. */
const PAGE_LONG_SIDE_PX = 3300;

/**
 * Measures a drawing (any image sharp reads) and lists what fails the limits.
 * @param image encoded image bytes (PNG from the GPT image models).
 * @param audience whose minRegionAreaPx counts a closed region.
 * @throws sharp's error when the bytes are not a readable image.
 */
export async function inspectDrawing(image: Buffer, audience: Audience): Promise<DrawingInspection> {
  const { data, info } = await sharp(image, { limitInputPixels: MAX_INPUT_PIXELS })
    .rotate()
    .flatten({ background: '#ffffff' })
    .toColourspace('srgb')
    .raw()
    .toBuffer({ resolveWithObject: true });
  const w = info.width;
  const h = info.height;
  const ch = info.channels;
  const n = w * h;
  const ink = new Uint8Array(n);
  let colour = 0;
  let grey = 0;
  let inkCount = 0;
  for (let i = 0, j = 0; i < n; i++, j += ch) {
    const r = data[j]!;
    const g = data[j + 1]!;
    const b = data[j + 2]!;
    const hi = Math.max(r, g, b);
    const lo = Math.min(r, g, b);
    const lum = 0.2126 * r + 0.7152 * g + 0.0722 * b;
    if (hi - lo > COLOUR_CHROMA) colour++;
    else if (lum >= GREY_MIN && lum < GREY_MAX) grey++;
    if (lum < 128) {
      ink[i] = 1;
      inkCount++;
    }
  }
  const scale = Math.max(w, h) / PAGE_LONG_SIDE_PX;
  const profile = AUDIENCE_PROFILES[audience];

  // Solid black: ink deeper than the 2.5 mm blob width from the nearest paper (wider than 5 mm).
  const paper = new Uint8Array(n);
  for (let i = 0; i < n; i++) paper[i] = ink[i] ? 0 : 1;
  const half = BLOB_WIDTH_PX * scale;
  const d2 = distanceSquared(paper, w, h, Math.ceil(half) + 2);
  const core = new Uint8Array(n);
  const limit = half * half;
  for (let i = 0; i < n; i++) if (d2[i]! > limit) core[i] = 1;
  const cores = labelRuns(core, w, h, 8);
  let largest = 0;
  for (let k = 1; k <= cores.count; k++) largest = Math.max(largest, cores.area[k]!);
  // A core is the blob shrunk by `half` all round; grow its area back by that much.
  const largestSolid = largest > 0 ? (Math.sqrt(largest) + 2 * half) ** 2 : 0;

  const whites = labelRuns(paper, w, h, 4);
  const minRegion = profile.minRegionAreaPx * scale * scale;
  let closed = 0;
  for (let k = 1; k <= whites.count; k++)
    if (!whites.touchesBorder[k] && whites.area[k]! >= minRegion) closed++;

  const band = Math.max(1, Math.round(Math.min(w, h) * MARGIN_BAND));
  let bandPixels = 0;
  let bandInk = 0;
  for (let y = 0; y < h; y++) {
    const edgeRow = y < band || y >= h - band;
    const row = y * w;
    for (let x = 0; x < w; x++) {
      if (!edgeRow && x >= band && x < w - band) {
        x = w - band - 1;
        continue;
      }
      bandPixels++;
      bandInk += ink[row + x]!;
    }
  }

  const result: Omit<DrawingInspection, 'failures'> = {
    colourShare: colour / n,
    greyShare: grey / n,
    inkShare: inkCount / n,
    largestSolidShare: Math.min(1, largestSolid / n),
    closedRegions: closed,
    marginInkShare: bandPixels > 0 ? bandInk / bandPixels : 0,
  };
  return { ...result, failures: drawingFailures(result) };
}

/** The limits a set of measures breaks, in the order of {@link DRAWING_LIMITS}. */
function drawingFailures(m: Omit<DrawingInspection, 'failures'>): DrawingFailure[] {
  const L = DRAWING_LIMITS;
  const out: DrawingFailure[] = [];
  if (m.colourShare > L.maxColourShare) out.push('colour');
  if (m.greyShare > L.maxGreyShare) out.push('grey');
  if (m.largestSolidShare > L.maxSolidShare) out.push('solid-black');
  if (m.inkShare < L.minInkShare) out.push('blank');
  if (m.inkShare > L.maxInkShare) out.push('too-dark');
  if (m.inkShare >= L.minInkShare && m.closedRegions < L.minClosedRegions) out.push('open-contours');
  if (m.marginInkShare > L.maxMarginInkShare) out.push('margin');
  return out;
}

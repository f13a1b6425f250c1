import sharp from 'sharp';
import { labelRuns } from './lineart/morph';
import { commonStrokeWidthOf, median } from './lineart/strokes';

/**
 * What a print PNG holds, as the shipped-path checks look at a downloaded page (issue 26: the
 * e2e suite, `npm run smoke`, the pool's tests).
 */
export interface PrintPngFacts {
  format: string | undefined;
  width: number;
  height: number;
  /** Channels of the stored PNG (1 = greyscale, as the engine writes it). */
  channels: number;
  /** Pixels that are neither pure black (0) nor pure white (255), in any channel. */
  greyPixels: number;
  /** Share of pixels that are black ink, 0–1. */
  inkShare: number;
}

/**
 * Decodes a page's print PNG and counts what a printable page must be: every pixel 0 or 255
 * (the engine's promise, packages/engine types.ts `Page.printPng`) with some ink and mostly
 * paper. Throws when `png` is not a picture sharp can read.
 */
export async function printPngFacts(png: Uint8Array): Promise<PrintPngFacts> {
  const meta = await sharp(png).metadata();
  const { data, info } = await sharp(png).raw().toBuffer({ resolveWithObject: true });
  let grey = 0;
  let ink = 0;
  const ch = info.channels;
  for (let i = 0; i < data.length; i += ch) {
    let black = true;
    let white = true;
    for (let c = 0; c < Math.min(ch, 3); c++) {
      const v = data[i + c]!;
      if (v !== 0) black = false;
      if (v !== 255) white = false;
    }
    if (black) ink++;
    else if (!white) grey++;
  }
  const pixels = info.width * info.height;
  return {
    format: meta.format,
    width: info.width,
    height: info.height,
    channels: meta.channels ?? ch,
    greyPixels: grey,
    inkShare: ink / pixels,
  };
}

/**
 * The reasons `png` is not a printable coloring page at `minLongSide` px or more on its long
 * side (empty when it is): a PNG, pure black and white, with 0.2–60 % ink (a blank page or a
 * solid block is no page; the engine's solid-area rules keep real pages well inside).
 */
export async function printPngProblems(png: Uint8Array, minLongSide = 2000): Promise<string[]> {
  if (png.byteLength === 0) return ['the file is empty (0 bytes)'];
  const facts = await printPngFacts(png);
  const problems: string[] = [];
  if (facts.format !== 'png') problems.push(`not a PNG (${facts.format})`);
  if (Math.max(facts.width, facts.height) < minLongSide)
    problems.push(`${facts.width}×${facts.height} px is below ${minLongSide} px on the long side`);
  if (facts.greyPixels > 0) problems.push(`${facts.greyPixels} pixels are neither black nor white`);
  if (facts.inkShare < 0.002) problems.push(`almost blank (${(facts.inkShare * 100).toFixed(2)} % ink)`);
  if (facts.inkShare > 0.6) problems.push(`mostly black (${(facts.inkShare * 100).toFixed(1)} % ink)`);
  return problems;
}

/** What {@link measureLines} finds on a print PNG. Lengths in px, areas in px², at the PNG's resolution. */
export interface LineMeasures {
  /**
   * Typical stroke width, px (lineart/strokes.ts commonStrokeWidthOf: the most common value of
   * twice the distance to paper along the strokes' centre lines, so solid fills and merged
   * outlines do not move it).
   */
  strokeWidthPx: number;
  /** Enclosed white regions (4-connected as a paint-bucket fill, not touching the edge) of at least `minRegionPx`. */
  closedRegions: number;
  /** Median area of those regions, px². */
  medianRegionAreaPx: number;
  /** Bounding box of all ink, px, or null on a blank page. */
  inkBox: { x: number; y: number; w: number; h: number } | null;
}

/**
 * Measures a page's lines as a checker would on the downloaded file (issue 33: "stroke
 * widths measured on the 300 dpi PNG", "count closed regions"). Black is a value below 128
 * in the first channel. Regions smaller than `minRegionPx` (default 100 px², under a 1 mm
 * square at 300 dpi) are not counted: they are pinholes, not places to colour.
 * @throws sharp's error when `png` is not a readable image.
 */
export async function measureLines(png: Uint8Array, minRegionPx = 100): Promise<LineMeasures> {
  const { data, info } = await sharp(png).raw().toBuffer({ resolveWithObject: true });
  const w = info.width;
  const h = info.height;
  const ch = info.channels;
  const n = w * h;
  const black = new Uint8Array(n);
  const paper = new Uint8Array(n);
  let x0 = w;
  let y0 = h;
  let x1 = -1;
  let y1 = -1;
  for (let i = 0, j = 0; i < n; i++, j += ch) {
    if (data[j]! < 128) {
      black[i] = 1;
      const x = i % w;
      const y = (i - x) / w;
      if (x < x0) x0 = x;
      if (x > x1) x1 = x;
      if (y < y0) y0 = y;
      if (y > y1) y1 = y;
    } else paper[i] = 1;
  }
  const regions = labelRuns(paper, w, h, 4);
  const areas: number[] = [];
  for (let k = 1; k <= regions.count; k++)
    if (!regions.touchesBorder[k] && regions.area[k]! >= minRegionPx) areas.push(regions.area[k]!);
  return {
    strokeWidthPx: commonStrokeWidthOf(black, w, h),
    closedRegions: areas.length,
    medianRegionAreaPx: median(areas),
    inkBox: x1 < 0 ? null : { x: x0, y: y0, w: x1 - x0 + 1, h: y1 - y0 + 1 },
  };
}

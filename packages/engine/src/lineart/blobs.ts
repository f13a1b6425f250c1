/**
 * Solid black areas (issue 14 #5): a coloring page has regions to colour, not blobs.
 * Roofs, teddies, poodle legs and torsos drawn as solid black become outlines.
 *
 * Rule, in page px at 300 dpi, per audience:
 * - a black area is *wide* where it is more than BLOB_WIDTH_PX (2.5 mm ≈ 30 px, the
 *   issue's limit) across: some black pixel lies more than BLOB_WIDTH_PX / 2 from white;
 * - its *inside* is the black pixels farther than one line width (lineWidthPx) from
 *   white: what is left white when the area is hollowed to an outline as wide as the
 *   page's lines;
 * - a wide area whose inside (one connected piece) is at least minRegionAreaPx, the
 *   smallest region a child can colour, is a blob. Smaller wide areas are *small
 *   features* (eyes, pupils, buttons): hollowing them would leave a hole too small to
 *   colour, which the finishing pass fills black again, so they stay.
 */
import { AUDIENCE_PROFILES } from '../profiles';
import type { Audience } from '../types';
import { distanceSquared, labelRuns } from './morph';

/** Widest solid black allowed, px at 300 dpi: 2.5 mm (issue 14 #5). */
export const BLOB_WIDTH_PX = Math.round((2.5 / 25.4) * 300);

/** A solid black area found by {@link findBlobs}: its inside's size and where it is. */
export interface Blob {
  /** Area of the inside that hollowing clears, px². */
  insideArea: number;
  /** Half the area's largest width, px (distance from its deepest pixel to white). */
  depth: number;
  x: number;
  y: number;
}

interface Insides {
  /** Labelled runs of inside pixels, in the crop's coordinates. */
  runs: ReturnType<typeof labelRuns>;
  blobs: Set<number>;
  depth: Float64Array;
  /** The crop's offset on the page and width. */
  ox: number;
  oy: number;
  cw: number;
}

/**
 * Black is a value below 128. Inside pixels have a black disk of radius lineWidthPx
 * around them, so their black runs are at least 2·lw + 1 long both across and down: a
 * run-length pass finds those candidates (most pages have none, and then nothing else
 * runs); the exact distance transform then runs on their bounding box only, padded by
 * the largest distance that matters.
 */
function insides(data: Uint8Array, w: number, h: number, audience: Audience): Insides | null {
  const lw = AUDIENCE_PROFILES[audience].lineWidthPx;
  const span = 2 * lw + 1;
  const across = new Uint8Array(w * h);
  for (let y = 0; y < h; y++) {
    const row = y * w;
    let x = 0;
    while (x < w) {
      if (data[row + x]! >= 128) {
        x++;
        continue;
      }
      let end = x;
      while (end < w && data[row + end]! < 128) end++;
      if (end - x >= span) across.fill(1, row + x, row + end);
      x = end;
    }
  }
  // Candidates: pixels inside an across-run that also lie in a down-run of across-run
  // pixels at least `span` long (counted row by row, per column).
  const down = new Int32Array(w);
  let x0 = w;
  let y0 = h;
  let x1 = -1;
  let y1 = -1;
  for (let y = 0; y < h; y++) {
    const row = y * w;
    for (let x = 0; x < w; x++) {
      if (across[row + x]) {
        down[x] = down[x]! + 1;
        if (down[x]! >= span) {
          if (x < x0) x0 = x;
          if (x > x1) x1 = x;
          if (y - span + 1 < y0) y0 = y - span + 1;
          if (y > y1) y1 = y;
        }
      } else down[x] = 0;
    }
  }
  if (x1 < 0) return null;
  const cap = BLOB_WIDTH_PX + lw;
  const pad = cap + 2;
  const ox = Math.max(0, x0 - pad);
  const oy = Math.max(0, y0 - pad);
  const cw = Math.min(w, x1 + pad + 1) - ox;
  const ch = Math.min(h, y1 + pad + 1) - oy;
  const white = new Uint8Array(cw * ch);
  for (let y = 0; y < ch; y++) {
    const src = (oy + y) * w + ox;
    for (let x = 0; x < cw; x++) if (data[src + x]! >= 128) white[y * cw + x] = 1;
  }
  // Distances beyond the blob width do not change any verdict: cap the transform there.
  const d2 = distanceSquared(white, cw, ch, cap);
  const inside = new Uint8Array(cw * ch);
  const lw2 = lw * lw;
  let any = false;
  for (let y = 0; y < ch; y++) {
    const src = (oy + y) * w + ox;
    for (let x = 0; x < cw; x++) {
      const i = y * cw + x;
      // Only candidates: near the crop's edge, distances may be too large.
      if (d2[i]! > lw2 && across[src + x]) {
        inside[i] = 1;
        any = true;
      }
    }
  }
  if (!any) return null;
  // 4-connected, as the paint bucket fills: each hollowed inside is one region to colour.
  const runs = labelRuns(inside, cw, ch, 4);
  const depth = new Float64Array(runs.count + 1);
  for (let r = 0; r < runs.runs; r++) {
    const k = runs.label[r]!;
    const row = runs.y[r]! * cw;
    for (let x = runs.x0[r]!; x < runs.x1[r]!; x++) if (d2[row + x]! > depth[k]!) depth[k] = d2[row + x]!;
  }
  const minArea = AUDIENCE_PROFILES[audience].minRegionAreaPx;
  const half2 = (BLOB_WIDTH_PX / 2) ** 2;
  const blobs = new Set<number>();
  for (let k = 1; k <= runs.count; k++) if (depth[k]! > half2 && runs.area[k]! >= minArea) blobs.add(k);
  return { runs, blobs, depth, ox, oy, cw };
}

/**
 * The solid black areas of a grey page (see the module's rule), largest first. Pure;
 * a run-length pass over the page, and a distance transform over the thick parts only.
 */
export function findBlobs(data: Uint8Array, w: number, h: number, audience: Audience): Blob[] {
  const found = insides(data, w, h, audience);
  if (!found) return [];
  const { runs, blobs, depth, ox, oy } = found;
  return [...blobs]
    .map((k) => ({
      insideArea: runs.area[k]!,
      depth: Math.sqrt(depth[k]!),
      x: ox + runs.minX[k]!,
      y: oy + runs.minY[k]!,
    }))
    .sort((a, b) => b.insideArea - a.insideArea);
}

/**
 * Hollows every solid black area of a grey page to an outline one line width wide, in
 * place (the inside becomes white: a region to colour). Returns how many were hollowed.
 */
export function hollowBlobs(data: Uint8Array, w: number, h: number, audience: Audience): number {
  const found = insides(data, w, h, audience);
  if (!found || found.blobs.size === 0) return 0;
  const { runs, blobs, ox, oy } = found;
  for (let r = 0; r < runs.runs; r++) {
    if (!blobs.has(runs.label[r]!)) continue;
    const row = (oy + runs.y[r]!) * w + ox;
    data.fill(255, row + runs.x0[r]!, row + runs.x1[r]!);
  }
  return blobs.size;
}

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
import { type AudienceProfile, profileOf } from '../profiles';
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
 * The page-sized `across` mask of {@link insides}, kept between calls (one per thread:
 * 8.4 MB for a letter page) and zeroed before each use. A fresh 8.4 MB array per page
 * was a third of the memory a sketchbook page allocates outside V8's heap, and that
 * allocation is what sets off V8's full collections (about one per page, 10–17 ms each,
 * measured with --trace-gc); zeroing the kept one costs under 1 ms.
 */
let acrossBuffer = new Uint8Array(0);
function acrossScratch(n: number): Uint8Array {
  if (acrossBuffer.length < n) acrossBuffer = new Uint8Array(n);
  else acrossBuffer.fill(0, 0, n);
  return acrossBuffer.subarray(0, n);
}

/** A copy of `a` twice as long (the first a.length entries kept). */
function grown(a: Int32Array): Int32Array<ArrayBuffer> {
  const b = new Int32Array(a.length * 2);
  b.set(a);
  return b;
}

/**
 * Black is a value below 128. Inside pixels have a black disk of radius lineWidthPx
 * around them, so they lie in horizontal black runs at least span = 2·lw + 1 long, and
 * in vertical runs of such pixels at least span long. Both are found by sampling: every
 * run at least span long holds a pixel whose coordinate is a multiple of span, so only
 * those pixels are tested and runs grown from them (most pages have no candidate, and
 * then nothing else runs). Candidates are gathered on a grid of cells `pad` px wide;
 * each group of touching cells is one crop, padded by the largest distance that
 * matters, on which the exact distance transform runs (so a page with a few thick
 * spots far apart pays for those spots, not for the box around all of them).
 */
function insides(data: Uint8Array, w: number, h: number, audience: Audience | AudienceProfile): Insides[] {
  const lw = profileOf(audience).lineWidthPx;
  const span = 2 * lw + 1;
  const across = acrossScratch(w * h);
  // The runs of `across` pixels, row by row: run k covers [runStart[k], runEnd[k]) of its
  // row, and row y's runs are rowFirst[y] … rowFirst[y + 1] − 1.
  let runStart = new Int32Array(1024);
  let runEnd = new Int32Array(1024);
  const rowFirst = new Int32Array(h + 1);
  let runs = 0;
  for (let y = 0; y < h; y++) {
    rowFirst[y] = runs;
    const row = y * w;
    let x = span - 1;
    while (x < w) {
      if (data[row + x]! >= 128) {
        x += span;
        continue;
      }
      let start = x;
      while (start > 0 && data[row + start - 1]! < 128) start--;
      let end = x + 1;
      while (end < w && data[row + end]! < 128) end++;
      if (end - start >= span) {
        across.fill(1, row + start, row + end);
        if (runs === runStart.length) {
          runStart = grown(runStart);
          runEnd = grown(runEnd);
        }
        runStart[runs] = start;
        runEnd[runs] = end;
        runs++;
      }
      x = end + span - 1;
    }
  }
  rowFirst[h] = runs;
  if (runs === 0) return [];
  const cap = BLOB_WIDTH_PX + lw;
  const pad = cap + 2;
  // Candidate columns: vertical runs of `across` pixels at least span long. Row by row
  // over the runs above, len[x] is the length of the vertical run of `across` pixels
  // ending at the previous row in column x; where it stops, a run of at least span rows
  // marks the cells it crosses. Work follows the `across` pixels, read in memory order.
  const gw = Math.ceil(w / pad);
  const gh = Math.ceil(h / pad);
  const cells = new Uint8Array(gw * gh);
  const len = new Int32Array(w);
  let anyCell = false;
  for (let y = 0; y <= h; y++) {
    if (y > 0) {
      const row = y * w;
      for (let k = rowFirst[y - 1]!; k < rowFirst[y]!; k++) {
        for (let x = runStart[k]!; x < runEnd[k]!; x++) {
          if (y < h && across[row + x]) continue;
          const n = len[x]!;
          len[x] = 0;
          if (n < span) continue;
          const gx = Math.floor(x / pad);
          for (let gy = Math.floor((y - n) / pad); gy <= Math.floor((y - 1) / pad); gy++)
            cells[gy * gw + gx] = 1;
          anyCell = true;
        }
      }
    }
    if (y < h)
      for (let k = rowFirst[y]!; k < rowFirst[y + 1]!; k++)
        for (let x = runStart[k]!; x < runEnd[k]!; x++) len[x]!++;
  }
  if (!anyCell) return [];
  const out: Insides[] = [];
  for (const box of cellBoxes(cells, gw, gh)) {
    const found = cropInsides(data, across, w, h, audience, {
      x0: Math.max(0, box.x0 * pad - pad),
      y0: Math.max(0, box.y0 * pad - pad),
      x1: Math.min(w, (box.x1 + 1) * pad + pad),
      y1: Math.min(h, (box.y1 + 1) * pad + pad),
    });
    if (found) out.push(found);
  }
  return out;
}

/**
 * Bounding boxes (inclusive, in cells) of the 8-connected groups of set cells, merged
 * until no two overlap, so no pixel is examined by two crops.
 */
function cellBoxes(
  cells: Uint8Array,
  gw: number,
  gh: number,
): { x0: number; y0: number; x1: number; y1: number }[] {
  const runs = labelRuns(cells, gw, gh, 8);
  let boxes: { x0: number; y0: number; x1: number; y1: number }[] = [];
  for (let k = 1; k <= runs.count; k++)
    boxes.push({ x0: runs.minX[k]!, y0: runs.minY[k]!, x1: runs.maxX[k]!, y1: runs.maxY[k]! });
  // Padded crops reach one cell further each way: boxes closer than 3 cells would overlap.
  let merged = true;
  while (merged) {
    merged = false;
    const next: typeof boxes = [];
    for (const b of boxes) {
      const hit = next.find(
        (o) => b.x0 <= o.x1 + 2 && o.x0 <= b.x1 + 2 && b.y0 <= o.y1 + 2 && o.y0 <= b.y1 + 2,
      );
      if (hit) {
        hit.x0 = Math.min(hit.x0, b.x0);
        hit.y0 = Math.min(hit.y0, b.y0);
        hit.x1 = Math.max(hit.x1, b.x1);
        hit.y1 = Math.max(hit.y1, b.y1);
        merged = true;
      } else next.push({ ...b });
    }
    boxes = next;
  }
  return boxes;
}

/** The insides and blobs within one crop [x0, x1) × [y0, y1) of the page. */
function cropInsides(
  data: Uint8Array,
  across: Uint8Array,
  w: number,
  _h: number,
  audience: Audience | AudienceProfile,
  crop: { x0: number; y0: number; x1: number; y1: number },
): Insides | null {
  const lw = profileOf(audience).lineWidthPx;
  const cap = BLOB_WIDTH_PX + lw;
  const ox = crop.x0;
  const oy = crop.y0;
  const cw = crop.x1 - crop.x0;
  const ch = crop.y1 - crop.y0;
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
  const minArea = profileOf(audience).minRegionAreaPx;
  const half2 = (BLOB_WIDTH_PX / 2) ** 2;
  const blobs = new Set<number>();
  for (let k = 1; k <= runs.count; k++) if (depth[k]! > half2 && runs.area[k]! >= minArea) blobs.add(k);
  return { runs, blobs, depth, ox, oy, cw };
}

/**
 * The solid black areas of a grey page (see the module's rule), largest first. Pure;
 * a run-length pass over the page, and a distance transform over the thick parts only.
 */
export function findBlobs(
  data: Uint8Array,
  w: number,
  h: number,
  audience: Audience | AudienceProfile,
): Blob[] {
  return insides(data, w, h, audience)
    .flatMap(({ runs, blobs, depth, ox, oy }) =>
      [...blobs].map((k) => ({
        insideArea: runs.area[k]!,
        depth: Math.sqrt(depth[k]!),
        x: ox + runs.minX[k]!,
        y: oy + runs.minY[k]!,
      })),
    )
    .sort((a, b) => b.insideArea - a.insideArea || a.y - b.y || a.x - b.x);
}

/**
 * Hollows every solid black area of a grey page to an outline one line width wide, in
 * place (the inside becomes white: a region to colour). Returns how many were hollowed.
 */
export function hollowBlobs(
  data: Uint8Array,
  w: number,
  h: number,
  audience: Audience | AudienceProfile,
): number {
  let count = 0;
  for (const { runs, blobs, ox, oy } of insides(data, w, h, audience)) {
    for (let r = 0; r < runs.runs; r++) {
      if (!blobs.has(runs.label[r]!)) continue;
      const row = (oy + runs.y[r]!) * w + ox;
      data.fill(255, row + runs.x0[r]!, row + runs.x1[r]!);
    }
    count += blobs.size;
  }
  return count;
}

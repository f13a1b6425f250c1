import { hollowBlobs } from '../lineart/blobs';
import type { GreyRaster } from '../lineart/raster';
import { AUDIENCE_PROFILES, type AudienceProfile } from '../profiles';
import type { Audience } from '../types';

/**
 * Finishing of a page the sketchbook drew as vectors. Its lines are already drawn at
 * the audience's width (AUDIENCE_PROFILES.lineWidthPx) and nothing is placed in the
 * safe margin, so the raster needs only what vectors cannot promise: no slivers of line
 * thinner than minLineWidthPx, and no enclosed white region too small to colour
 * (minRegionAreaPx). The general cleanup (lineart/cleanup.ts) re-samples and
 * re-thresholds the whole page at half resolution, which beads smooth vector curves
 * and takes over a second on a letter page; this pass is exact and works on runs of
 * pixels found with native byte search, so its cost follows the ink (a few % of a
 * page), not the page area.
 */

/**
 * Sets every byte below 128 to 0 and every other byte to 255, in place. Four bytes at a
 * time: a page is mostly white paper, and a word of four 255s is already final, so only
 * the words holding ink or antialiased edges are looked at byte by byte (measured on a
 * letter page: 4 ms against 23 ms for the plain byte loop; same bytes).
 */
export function thresholdInPlace(data: Uint8Array): void {
  const n = data.length;
  // Bytes before the first 4-byte-aligned address, then whole words, then the tail.
  const head = Math.min(n, (4 - (data.byteOffset & 3)) & 3);
  const words = (n - head) >> 2;
  for (let i = 0; i < head; i++) data[i] = data[i]! < 128 ? 0 : 255;
  const u = new Uint32Array(data.buffer, data.byteOffset + head, words);
  for (let k = 0; k < words; k++) {
    if (u[k] === 0xffffffff) continue;
    const b = head + 4 * k;
    data[b] = data[b]! < 128 ? 0 : 255;
    data[b + 1] = data[b + 1]! < 128 ? 0 : 255;
    data[b + 2] = data[b + 2]! < 128 ? 0 : 255;
    data[b + 3] = data[b + 3]! < 128 ? 0 : 255;
  }
  for (let i = head + 4 * words; i < n; i++) data[i] = data[i]! < 128 ? 0 : 255;
}

/** Black runs of a bilevel raster, row by row: run i covers [start, end) of row `row`. */
interface Runs {
  start: Int32Array;
  end: Int32Array;
  /** Runs of row y are rowFirst[y] … rowFirst[y + 1] − 1. */
  rowFirst: Int32Array;
  count: number;
}

/**
 * The typed arrays of the passes below are kept between pages (one set per thread, grown
 * as needed: a few MB for a letter page) instead of allocated per call (~5 MB per page):
 * memory allocated outside V8's heap counts toward the heap's limit, and reaching it
 * starts a full collection (measured with --trace-gc: about one per page, 10–20 ms on this
 * machine). Each is used by one function at a time; every pass is synchronous.
 */
let blackStart = new Int32Array(1 << 15);
let blackEnd = new Int32Array(1 << 15);
let blackRowFirst = new Int32Array(0);

/** Doubles a run array, keeping its entries. */
function doubled(a: Int32Array): Int32Array<ArrayBuffer> {
  const b = new Int32Array(a.length * 2);
  b.set(a);
  return b;
}

/**
 * The black runs of a bilevel raster (0 and 255; other values count as black), found
 * with native byte search. The arrays are the module's, valid until the next call.
 */
function blackRuns(data: Buffer, w: number, h: number): Runs {
  if (blackRowFirst.length < h + 1) blackRowFirst = new Int32Array(h + 1);
  const rowFirst = blackRowFirst;
  let start = blackStart;
  let end = blackEnd;
  let count = 0;
  let row = 0;
  const n = w * h;
  let pos = 0;
  while (pos < n) {
    const s = data.indexOf(0, pos);
    if (s < 0) break;
    const y = (s / w) | 0;
    while (row < y) rowFirst[++row] = count;
    const rowEnd = (y + 1) * w;
    let e = data.indexOf(255, s);
    if (e < 0 || e > rowEnd) e = rowEnd;
    if (count === start.length) {
      blackStart = start = doubled(start);
      blackEnd = end = doubled(end);
    }
    start[count] = s - y * w;
    end[count] = e - y * w;
    count++;
    pos = e;
  }
  while (row < h) rowFirst[++row] = count;
  return { start, end, rowFirst, count };
}

/** Marker for black pixels found to be part of a sliver; turned white at the end. */
const SLIVER = 1;

/**
 * Removes slivers: black pixels whose black run is shorter than `t` px in any of four
 * directions (horizontal, vertical and both diagonals; a diagonal pixel step is √2
 * long, so there the limit is t / √2 pixels). A stroke of width d spans at least d in
 * every direction (d / |sin(angle to the stroke)| ≥ d), so real lines stay; a sliver
 * thinner than about t / 1.08 has one direction within 22.5° of its normal and goes.
 * Slivers are the thin wedges left where a white fill in front cuts a line behind at a
 * shallow angle. Work follows the black pixels only, in plain loops over saturated
 * 16-bit run lengths (no per-run `fill` calls: the kids letter pages of the benchmark
 * take 9–13 ms against 12–20 ms before, same pixels).
 */
function removeSlivers(data: Buffer, w: number, h: number, t: number): void {
  const runs = blackRuns(data, w, h);
  const { start, end, rowFirst } = runs;
  // A diagonal step is √2 long, so the same width is √2 fewer pixels along a diagonal.
  const td = t / Math.SQRT2;
  // Only lengths below t matter: they are kept saturated at cap (≥ t), so 16 bits do.
  const cap = Math.min(0xffff, Math.ceil(t));
  let prevV = new Uint16Array(w);
  let prevR = new Uint16Array(w);
  let prevL = new Uint16Array(w);
  let curV = new Uint16Array(w);
  let curR = new Uint16Array(w);
  let curL = new Uint16Array(w);
  for (let y = 0; y <= h; y++) {
    const row = y * w;
    const last = y === h;
    if (!last) {
      for (let i = rowFirst[y]!; i < rowFirst[y + 1]!; i++) {
        const e = end[i]!;
        for (let x = start[i]!; x < e; x++) {
          const v = prevV[x]! + 1;
          curV[x] = Math.min(v, cap);
          const r = (x > 0 ? prevR[x - 1]! : 0) + 1;
          curR[x] = Math.min(r, cap);
          const l = (x + 1 < w ? prevL[x + 1]! : 0) + 1;
          curL[x] = Math.min(l, cap);
        }
      }
    }
    if (y > 0) {
      const up = row - w;
      for (let i = rowFirst[y - 1]!; i < rowFirst[y]!; i++) {
        const e = end[i]!;
        for (let x = start[i]!; x < e; x++) {
          const v = prevV[x]!;
          const r = prevR[x]!;
          const l = prevL[x]!;
          prevV[x] = 0;
          prevR[x] = 0;
          prevL[x] = 0;
          if (v < t && (last || data[row + x] === 255))
            for (let k = 0, j = up + x; k < v; k++, j -= w) data[j] = SLIVER;
          if (r < td && (last || x + 1 >= w || data[row + x + 1] === 255))
            for (let k = 0, j = up + x; k < r; k++, j -= w + 1) data[j] = SLIVER;
          if (l < td && (last || x === 0 || data[row + x - 1] === 255))
            for (let k = 0, j = up + x; k < l; k++, j -= w - 1) data[j] = SLIVER;
        }
      }
    }
    const v = prevV;
    prevV = curV;
    curV = v;
    const r = prevR;
    prevR = curR;
    curR = r;
    const l = prevL;
    prevL = curL;
    curL = l;
  }
  for (let y = 0; y < h; y++) {
    const row = y * w;
    for (let i = rowFirst[y]!; i < rowFirst[y + 1]!; i++) {
      const short = end[i]! - start[i]! < t;
      const e = row + end[i]!;
      for (let x = row + start[i]!; x < e; x++) if (short || data[x] === SLIVER) data[x] = 255;
    }
  }
}

/** Per-run arrays of {@link smallComponentRuns}, kept between calls (see blackStart). */
function componentArrays(n: number) {
  return {
    parent: new Int32Array(n),
    contact: new Float64Array(n),
    area: new Float64Array(n),
    perimeter: new Float64Array(n),
    border: new Uint8Array(n),
    small: new Uint8Array(n),
  };
}
let components = componentArrays(0);

/**
 * Connected components of runs (4-connected: runs of adjacent rows that share a column)
 * with union–find. Returns, per run, whether its component is smaller than `minArea`
 * px² and, when `enclosedOnly`, does not touch the raster's edge (entries 0 … count − 1
 * of the module's array, valid until the next call).
 */
function smallComponentRuns(
  runs: { start: Int32Array; end: Int32Array; rowFirst: Int32Array; count: number },
  w: number,
  h: number,
  minArea: number,
  enclosedOnly: boolean,
  minMeanWidth = 0,
): Uint8Array {
  const { start, end, rowFirst, count: n } = runs;
  if (components.parent.length < n) components = componentArrays(2 * n);
  const { parent, contact, area, perimeter, border, small } = components;
  contact.fill(0, 0, n);
  area.fill(0, 0, n);
  perimeter.fill(0, 0, n);
  border.fill(0, 0, n);
  for (let i = 0; i < n; i++) parent[i] = i;
  const find = (i: number): number => {
    let r = i;
    while (parent[r] !== r) r = parent[r]!;
    while (parent[i] !== r) {
      const next = parent[i]!;
      parent[i] = r;
      i = next;
    }
    return r;
  };
  // Length of vertical contact between runs of adjacent rows, per run (summed per
  // component below): the perimeter is 2 × area + 2 × runs − 2 × contact (pixel edges).
  for (let y = 1; y < h; y++) {
    let a = rowFirst[y - 1]!;
    const aEnd = rowFirst[y]!;
    let b = rowFirst[y]!;
    const bEnd = rowFirst[y + 1]!;
    while (a < aEnd && b < bEnd) {
      if (start[a]! < end[b]! && start[b]! < end[a]!) {
        const ra = find(a);
        const rb = find(b);
        if (ra !== rb) parent[Math.max(ra, rb)] = Math.min(ra, rb);
        contact[b]! += Math.min(end[a]!, end[b]!) - Math.max(start[a]!, start[b]!);
      }
      if (end[a]! < end[b]!) a++;
      else b++;
    }
  }
  for (let y = 0; y < h; y++) {
    for (let i = rowFirst[y]!; i < rowFirst[y + 1]!; i++) {
      const r = find(i);
      area[r]! += end[i]! - start[i]!;
      perimeter[r]! += 2 * (end[i]! - start[i]!) + 2 - 2 * contact[i]!;
      if (y === 0 || y === h - 1 || start[i] === 0 || end[i] === w) border[r] = 1;
    }
  }
  for (let i = 0; i < n; i++) {
    const r = find(i);
    // Mean width of a region: 2 × area / perimeter (a long band of width d gives ≈ d).
    const thin = minMeanWidth > 0 && 2 * area[r]! < minMeanWidth * perimeter[r]!;
    small[i] = (area[r]! < minArea || thin) && !(enclosedOnly && border[r]) ? 1 : 0;
  }
  return small;
}

/** Removes black specks: components smaller than `minArea` px² (crumbs of cut lines). */
function removeSpecks(data: Buffer, w: number, h: number, minArea: number): void {
  const runs = blackRuns(data, w, h);
  const small = smallComponentRuns(runs, w, h, minArea, false);
  for (let y = 0; y < h; y++)
    for (let i = runs.rowFirst[y]!; i < runs.rowFirst[y + 1]!; i++)
      if (small[i]) data.fill(255, y * w + runs.start[i]!, y * w + runs.end[i]!);
}

/** White runs of {@link fillSmallRegions}, kept between calls (see blackStart). */
let whiteStart = new Int32Array(0);
let whiteEnd = new Int32Array(0);
let whiteRowFirst = new Int32Array(0);

/**
 * Fills every enclosed white region (4-connected, as a paint bucket fills; regions
 * touching the raster's edge are never enclosed) smaller than `minArea` px². Regions
 * are found on white runs, the gaps between black runs.
 */
function fillSmallRegions(data: Buffer, w: number, h: number, minArea: number, minMeanWidth: number): void {
  const black = blackRuns(data, w, h);
  const total = black.count + h;
  if (whiteStart.length < total) {
    whiteStart = new Int32Array(2 * total);
    whiteEnd = new Int32Array(2 * total);
  }
  if (whiteRowFirst.length < h + 1) whiteRowFirst = new Int32Array(h + 1);
  const start = whiteStart;
  const end = whiteEnd;
  const rowFirst = whiteRowFirst;
  let n = 0;
  for (let y = 0; y < h; y++) {
    rowFirst[y] = n;
    let x = 0;
    for (let i = black.rowFirst[y]!; i < black.rowFirst[y + 1]!; i++) {
      if (black.start[i]! > x) {
        start[n] = x;
        end[n] = black.start[i]!;
        n++;
      }
      x = black.end[i]!;
    }
    if (x < w) {
      start[n] = x;
      end[n] = w;
      n++;
    }
  }
  rowFirst[h] = n;
  const small = smallComponentRuns({ start, end, rowFirst, count: n }, w, h, minArea, true, minMeanWidth);
  for (let y = 0; y < h; y++)
    for (let i = rowFirst[y]!; i < rowFirst[y + 1]!; i++)
      if (small[i]) data.fill(0, y * w + start[i]!, y * w + end[i]!);
}

/**
 * Enclosed white regions whose mean width (2 × area / perimeter) is under this many line
 * widths are filled: the slivers between a line and the outline of a colour area drawn
 * just beside it (art.ts), too narrow to colour, which would read as a doubled line.
 */
const THIN_REGION_FACTOR = 1.5;

/**
 * Finishes a rasterised vector page in place and returns it:
 * 1. thresholds at 128 (also when `bilevel`: some art paints grey), unless
 *    `thresholded` says the raster already holds only 0 and 255 (rasterizeSvg's
 *    `threshold` option, which does it per band while the others are drawn);
 * 2. fills enclosed white regions thinner on average than THIN_REGION_FACTOR line
 *    widths (slivers between close lines), then removes slivers narrower than the audience's minLineWidthPx + 1, then black
 *    specks smaller than 2 × lineWidthPx² (crumbs of lines cut by a fill in front);
 * 3. fills enclosed white regions smaller than minRegionAreaPx (AUDIENCE_PROFILES) or
 *    thinner on average than THIN_REGION_FACTOR line widths (slivers between close lines);
 * 4. hollows solid black areas to outlines (lineart/blobs.ts: wider than 2.5 mm with
 *    an inside of at least minRegionAreaPx);
 * 5. clears the `marginPx` band along every edge (SAFE_MARGIN_PX, 75 px).
 */
export function finishVectorPage(
  page: GreyRaster,
  opts: {
    audience: Audience;
    /** The page's rules when its style changes them (profiles.ts pageProfile); default the audience's. */
    profile?: AudienceProfile;
    marginPx: number;
    bilevel?: boolean;
    thresholded?: boolean;
  },
): GreyRaster {
  const { data, width: w, height: h } = page;
  const profile = opts.profile ?? AUDIENCE_PROFILES[opts.audience];
  // Always thresholded: "bilevel" SVGs may still hold art with grey paint (measured: the
  // surfer and beach pages had 13,000 pixels of value 127).
  if (!opts.thresholded) thresholdInPlace(data);
  // Slivers between close lines are filled first, so that the sliver removal below does
  // not cut the thin black wedges between them into notches.
  const thin = THIN_REGION_FACTOR * profile.lineWidthPx;
  fillSmallRegions(data, w, h, 0, thin);
  removeSlivers(data, w, h, profile.minLineWidthPx + 1);
  removeSpecks(data, w, h, 2 * profile.lineWidthPx ** 2);
  fillSmallRegions(data, w, h, profile.minRegionAreaPx, thin);
  // Solid black areas become outlines (lineart/blobs.ts, issue 14 #5), last: their
  // insides are at least minRegionAreaPx, so no region check undoes them.
  hollowBlobs(data, w, h, profile);
  const m = opts.marginPx;
  if (m > 0) {
    data.fill(255, 0, m * w);
    data.fill(255, (h - m) * w, h * w);
    for (let y = m; y < h - m; y++) {
      data.fill(255, y * w, y * w + m);
      data.fill(255, y * w + w - m, y * w + w);
    }
  }
  return page;
}

import type { GreyRaster } from '../lineart/raster';
import { AUDIENCE_PROFILES } from '../profiles';
import type { Audience } from '../types';

/**
 * Finishing of a page the sketchbook drew as vectors. Its lines are already drawn at
 * the audience's width (AUDIENCE_PROFILES.lineWidthPx) and nothing is placed in the
 * safe margin, so the raster needs only what vectors cannot promise: pure black and
 * white, and no enclosed white region too small to colour (minRegionAreaPx).
 * The general cleanup (lineart/cleanup.ts) re-samples and re-thresholds the whole page
 * at half resolution, which beads smooth vector curves and takes > 1 s on a letter
 * page; this pass is exact and takes ~20 ms.
 */

/**
 * Removes slivers: black pixels whose horizontal or vertical black run is shorter than
 * `t` px. A stroke of width d ≥ t has runs of at least d in both directions at any
 * angle (d / max(|cos|, |sin|) ≥ d), so real lines stay; what goes are the thin wedges
 * left where a white fill in front cuts a line behind at a shallow angle, and tiny
 * anti-aliasing crumbs. Also thresholds at 128. Two raster passes, row-major.
 */
function removeSlivers(page: GreyRaster, t: number): void {
  const { data, width: w, height: h } = page;
  const thin = new Uint8Array(w * h);
  // Vertical runs, scanned row by row with one counter per column.
  const run = new Int32Array(w);
  for (let y = 0; y <= h; y++) {
    const row = y * w;
    for (let x = 0; x < w; x++) {
      const ink = y < h && data[row + x]! < 128;
      if (ink) run[x]!++;
      else if (run[x]! > 0) {
        if (run[x]! < t) for (let k = 1; k <= run[x]!; k++) thin[row - k * w + x] = 1;
        run[x] = 0;
      }
    }
  }
  for (let y = 0; y < h; y++) {
    const row = y * w;
    let x = 0;
    while (x < w) {
      if (data[row + x]! >= 128) {
        data[row + x] = 255;
        x++;
        continue;
      }
      const s = x;
      while (x < w && data[row + x]! < 128) x++;
      if (x - s < t) data.fill(255, row + s, row + x);
      else for (let k = s; k < x; k++) data[row + k] = thin[row + k] ? 255 : 0;
    }
  }
}

/**
 * Thresholds the raster at 128 in place, fills every enclosed white region (4-connected,
 * as a paint bucket fills; regions touching the page edge are never enclosed) smaller
 * than the audience's minRegionAreaPx, and clears the `marginPx` band along every edge.
 * Connected components are found on runs of white pixels with union–find, which is
 * linear in the number of runs (a line-art page has a few dozen per row).
 * Returns the same raster object.
 */
export function finishVectorPage(
  page: GreyRaster,
  opts: { audience: Audience; marginPx: number },
): GreyRaster {
  const { data, width: w, height: h } = page;
  const profile = AUDIENCE_PROFILES[opts.audience];
  const minArea = profile.minRegionAreaPx;
  removeSlivers(page, Math.max(2, profile.minLineWidthPx - 1));

  // White runs per row: start, end (exclusive), row.
  let cap = 1 << 16;
  let starts = new Int32Array(cap);
  let ends = new Int32Array(cap);
  const rowFirst = new Int32Array(h + 1);
  let n = 0;
  for (let y = 0; y < h; y++) {
    rowFirst[y] = n;
    const row = y * w;
    let x = 0;
    while (x < w) {
      while (x < w && data[row + x]! < 128) {
        data[row + x] = 0;
        x++;
      }
      if (x >= w) break;
      const s = x;
      while (x < w && data[row + x]! >= 128) {
        data[row + x] = 255;
        x++;
      }
      if (n === cap) {
        cap *= 2;
        const ns = new Int32Array(cap);
        ns.set(starts);
        starts = ns;
        const ne = new Int32Array(cap);
        ne.set(ends);
        ends = ne;
      }
      starts[n] = s;
      ends[n] = x;
      n++;
    }
  }
  rowFirst[h] = n;

  const parent = new Int32Array(n);
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
  for (let y = 1; y < h; y++) {
    let a = rowFirst[y - 1]!;
    const aEnd = rowFirst[y]!;
    let b = rowFirst[y]!;
    const bEnd = rowFirst[y + 1]!;
    while (a < aEnd && b < bEnd) {
      if (starts[a]! < ends[b]! && starts[b]! < ends[a]!) {
        const ra = find(a);
        const rb = find(b);
        if (ra !== rb) parent[Math.max(ra, rb)] = Math.min(ra, rb);
      }
      if (ends[a]! < ends[b]!) a++;
      else b++;
    }
  }

  const area = new Float64Array(n);
  const border = new Uint8Array(n);
  for (let y = 0; y < h; y++) {
    for (let i = rowFirst[y]!; i < rowFirst[y + 1]!; i++) {
      const r = find(i);
      area[r]! += ends[i]! - starts[i]!;
      if (y === 0 || y === h - 1 || starts[i] === 0 || ends[i] === w) border[r] = 1;
    }
  }
  for (let y = 0; y < h; y++) {
    for (let i = rowFirst[y]!; i < rowFirst[y + 1]!; i++) {
      const r = find(i);
      if (!border[r] && area[r]! < minArea) data.fill(0, y * w + starts[i]!, y * w + ends[i]!);
    }
  }

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

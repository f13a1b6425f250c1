/**
 * Binary morphology on plain typed arrays: exact Euclidean distance transform,
 * distance-based dilation/erosion, ridge (medial-axis) detection and connected
 * components. Masks are Uint8Array with 1 = set, 0 = clear, row-major, `w`×`h` px.
 */

const INF = 1e20;

/**
 * Squared Euclidean distance from every pixel to the nearest set pixel of `feature`
 * (0 on set pixels; 1e20 when the mask is empty). Exact, linear time: the separable
 * lower-envelope-of-parabolas algorithm of Felzenszwalb & Huttenlocher, "Distance
 * Transforms of Sampled Functions", Theory of Computing 8 (2012).
 * `maxDist` (px) caps the column pass, which is enough when only distances up to it
 * matter (dilation by a small radius) and keeps the numbers small.
 */
export function distanceSquared(feature: Uint8Array, w: number, h: number, maxDist = 1e9): Float32Array {
  const n = w * h;
  const cap = Math.min(maxDist + 1, w + h);
  const g = new Float32Array(n);
  // Spans of pixels outside the feature, row by row: span k covers [spanStart[k],
  // spanEnd[k]) of its row, and row y's spans are spanFirst[y] … spanFirst[y + 1] − 1.
  // Both passes below work on them only: a feature pixel's g stays 0.
  let spanStart = new Int32Array(Math.max(16, h));
  let spanEnd = new Int32Array(spanStart.length);
  const spanFirst = new Int32Array(h + 1);
  let spans = 0;
  let row = 0;
  // Native search for the next clear pixel, then a plain loop to the span's end.
  let a = feature.indexOf(0);
  while (a >= 0) {
    const y = (a / w) | 0;
    while (row < y) spanFirst[++row] = spans;
    const rowEnd = (y + 1) * w;
    let b = a + 1;
    while (b < rowEnd && !feature[b]) b++;
    if (spans === spanStart.length) {
      const grownStart = new Int32Array(spans * 2);
      grownStart.set(spanStart);
      spanStart = grownStart;
      const grownEnd = new Int32Array(spans * 2);
      grownEnd.set(spanEnd);
      spanEnd = grownEnd;
    }
    spanStart[spans] = a - y * w;
    spanEnd[spans] = b - y * w;
    spans++;
    a = b < n ? feature.indexOf(0, b) : -1;
  }
  while (row < h) spanFirst[++row] = spans;
  // Column pass, done row by row so memory is read in order: down (cap on the first
  // row), then up.
  for (let k = spanFirst[0]!; k < spanFirst[1]!; k++) g.fill(cap, spanStart[k]!, spanEnd[k]!);
  for (let y = 1; y < h; y++) {
    const row = y * w;
    for (let k = spanFirst[y]!; k < spanFirst[y + 1]!; k++) {
      const e = row + spanEnd[k]!;
      for (let i = row + spanStart[k]!; i < e; i++) {
        const v = g[i - w]! + 1;
        g[i] = Math.min(v, cap);
      }
    }
  }
  for (let y = h - 2; y >= 0; y--) {
    const row = y * w;
    for (let k = spanFirst[y]!; k < spanFirst[y + 1]!; k++) {
      const e = row + spanEnd[k]!;
      for (let i = row + spanStart[k]!; i < e; i++) {
        const v = g[i + w]! + 1;
        if (v < g[i]!) g[i] = v;
      }
    }
  }
  const out = new Float32Array(n);
  const f = new Float64Array(w);
  const v = new Int32Array(w);
  const z = new Float64Array(w + 1);
  for (let y = 0; y < h; y++) {
    const row = y * w;
    for (let sp = spanFirst[y]!; sp < spanFirst[y + 1]!; sp++) {
      const a = spanStart[sp]!;
      const b = spanEnd[sp]!;
      const lo = a > 0 ? a - 1 : a;
      const hi = b < w ? b : w - 1;
      let any = false;
      for (let x = lo; x <= hi; x++) {
        const gv = g[row + x]!;
        if (gv >= cap) f[x] = INF;
        else {
          f[x] = gv * gv;
          any = true;
        }
      }
      if (!any) {
        out.fill(INF, row + a, row + b);
        continue;
      }
      let k = 0;
      let q0 = lo;
      while (f[q0]! >= INF) q0++;
      v[0] = q0;
      z[0] = -INF;
      z[1] = INF;
      for (let q = q0 + 1; q <= hi; q++) {
        const fq = f[q]!;
        if (fq >= INF) continue;
        let p = v[k]!;
        let s = (fq + q * q - (f[p]! + p * p)) / (2 * (q - p));
        while (s <= z[k]!) {
          k--;
          p = v[k]!;
          s = (fq + q * q - (f[p]! + p * p)) / (2 * (q - p));
        }
        k++;
        v[k] = q;
        z[k] = s;
        z[k + 1] = INF;
      }
      k = 0;
      for (let q = a; q < b; q++) {
        while (z[k + 1]! < q) k++;
        const p = v[k]!;
        const d = q - p;
        out[row + q] = d * d + f[p]!;
      }
    }
  }
  return out;
}

/**
 * Pixels within `r` px (Euclidean, inclusive) of a set pixel: morphological dilation
 * by a disk. Stamps the disk, row span by row span, on the mask's edge pixels only,
 * so the cost follows the length of the edges, not the raster.
 */
export function dilate(mask: Uint8Array, w: number, h: number, r: number): Uint8Array {
  return stampDisk(mask, w, h, r * r);
}

/** Pixels farther than `r` px from every clear pixel: morphological erosion by a disk. */
export function erode(mask: Uint8Array, w: number, h: number, r: number): Uint8Array {
  const near = stampDisk(mask, w, h, r * r, 0);
  for (let i = 0; i < near.length; i++) near[i] = near[i] === 1 ? 0 : 1;
  return near;
}

/**
 * Dilation by the disk of offsets with dx² + dy² ≤ `r2` of the pixels equal to `on`
 * (default 1): returns a new mask, 1 on those pixels and within the disk of one.
 * Works on runs: the disks along a horizontal run of `on` pixels cover, in each row
 * dy away, one interval (the run widened by the disk's half-chord), written with a
 * native fill. So the cost follows the number of runs, not pixels or edge pixels.
 * Pixels beyond the raster count as not `on`. `mask` holds only `on` and 1 (when `on`
 * is 0) or 0 (otherwise).
 */
export function stampDisk(mask: Uint8Array, w: number, h: number, r2: number, on = 1): Uint8Array {
  const out = new Uint8Array(mask.length);
  const R = Math.max(0, Math.floor(Math.sqrt(r2)));
  const span = new Int32Array(2 * R + 1);
  for (let dy = -R; dy <= R; dy++) span[dy + R] = Math.floor(Math.sqrt(Math.max(0, r2 - dy * dy)));
  const off = on === 0 ? 1 : 0;
  for (let y = 0; y < h; y++) {
    const row = y * w;
    const yLo = Math.max(0, y - R);
    const yHi = Math.min(h - 1, y + R);
    const line = mask.subarray(row, row + w);
    let x = 0;
    while (x < w) {
      const x0 = line.indexOf(on, x);
      if (x0 < 0) break;
      x = line.indexOf(off, x0);
      if (x < 0) x = w;
      for (let yy = yLo; yy <= yHi; yy++) {
        const s = span[yy - y + R]!;
        const base = yy * w;
        out.fill(1, base + Math.max(0, x0 - s), base + Math.min(w, x + s));
      }
    }
  }
  return out;
}

/** 1 where the mask is 0 and vice versa. */
export function invert(mask: Uint8Array): Uint8Array {
  const out = new Uint8Array(mask.length);
  for (let i = 0; i < mask.length; i++) out[i] = mask[i] === 0 ? 1 : 0;
  return out;
}

/**
 * Ridge pixels of a distance map (squared distances to the background, `d2`): set
 * pixels that are a local maximum across at least one of the four axes through them,
 * strictly greater than one neighbour on that axis. They approximate the medial axis,
 * whose values are the half-widths of the strokes (Blum's medial axis transform).
 */
export function ridges(mask: Uint8Array, d2: Float32Array, w: number, h: number): Uint8Array {
  const out = new Uint8Array(w * h);
  for (let y = 1; y < h - 1; y++) {
    const row = y * w;
    for (let x = 1; x < w - 1; x++) {
      const i = row + x;
      if (!mask[i]) continue;
      const c = d2[i]!;
      if (isMax(c, d2[i - 1]!, d2[i + 1]!) || isMax(c, d2[i - w]!, d2[i + w]!)) out[i] = 1;
      else if (isMax(c, d2[i - w - 1]!, d2[i + w + 1]!) || isMax(c, d2[i - w + 1]!, d2[i + w - 1]!))
        out[i] = 1;
    }
  }
  return out;
}

function isMax(c: number, a: number, b: number): boolean {
  return c >= a && c >= b && (c > a || c > b);
}

/** Result of {@link components}. Label 0 = not in the mask; labels 1..count. */
export interface Components {
  labels: Int32Array;
  count: number;
  /** Pixel count per label (index 0 unused). */
  area: Int32Array;
  /** 1 when the component touches the raster's edge (index 0 unused). */
  touchesBorder: Uint8Array;
  /** Longer side of each component's bounding box, px (index 0 unused). */
  extent: Int32Array;
  /** Bounding box per label, inclusive px (index 0 unused). */
  minX: Int32Array;
  minY: Int32Array;
  maxX: Int32Array;
  maxY: Int32Array;
}

/** Runs of set pixels labelled by component (see {@link labelRuns}). */
export interface LabelledRuns extends Omit<Components, 'labels'> {
  runs: number;
  /** Per run: first x, x after the last, row, and component label (1..count). */
  x0: Int32Array;
  x1: Int32Array;
  y: Int32Array;
  label: Int32Array;
}

/**
 * Connected components of the pixels equal to `on` (default 1), 4- or 8-connected,
 * as labelled runs. `data` must hold only two values: `on` and 1 (when `on` is 0) or
 * 0 (otherwise), i.e. a 0/1 mask or a 0/255 page; runs are found with native search. Each row's runs are joined to overlapping runs of the row above
 * with a union-find, so the cost follows the number of runs, not pixels (pages are
 * mostly long white runs). 4-connectivity is what a paint-bucket fill uses, so
 * white regions are counted that way.
 */
export function labelRuns(data: Uint8Array, w: number, h: number, connectivity: 4 | 8, on = 1): LabelledRuns {
  let cap = 1 << 14;
  let x0s: Int32Array = new Int32Array(cap);
  let x1s: Int32Array = new Int32Array(cap);
  let ys: Int32Array = new Int32Array(cap);
  let parent: Int32Array = new Int32Array(cap);
  let runs = 0;
  const e = connectivity === 8 ? 1 : 0;
  const find = (a: number): number => {
    while (parent[a] !== a) {
      const p = parent[parent[a]!]!;
      parent[a] = p;
      a = p;
    }
    return a;
  };
  let prevStart = 0;
  let prevEnd = 0;
  const off = on === 0 ? 1 : 0;
  for (let y = 0; y < h; y++) {
    const row = y * w;
    const start = runs;
    const line = data.subarray(row, row + w);
    let x = 0;
    while (x < w) {
      const x0 = line.indexOf(on, x);
      if (x0 < 0) break;
      let x1 = line.indexOf(off, x0);
      if (x1 < 0) x1 = w;
      x = x1;
      if (runs === cap) {
        cap *= 2;
        x0s = grow(x0s, cap);
        x1s = grow(x1s, cap);
        ys = grow(ys, cap);
        parent = grow(parent, cap);
      }
      x0s[runs] = x0;
      x1s[runs] = x1;
      ys[runs] = y;
      parent[runs] = runs;
      runs++;
    }
    // Join with overlapping runs of the previous row (two pointers; both lists sorted).
    let p = prevStart;
    for (let r = start; r < runs; r++) {
      const a0 = x0s[r]!;
      const a1 = x1s[r]!;
      while (p < prevEnd && x1s[p]! + e <= a0) p++;
      for (let q = p; q < prevEnd && x0s[q]! < a1 + e; q++) {
        const ra = find(r);
        const rb = find(q);
        if (ra !== rb) {
          if (ra < rb) parent[rb] = ra;
          else parent[ra] = rb;
        }
      }
    }
    prevStart = start;
    prevEnd = runs;
  }
  const label = new Int32Array(runs);
  let count = 0;
  for (let r = 0; r < runs; r++) {
    const root = find(r);
    label[r] = root === r ? ++count : label[root]!;
  }
  const area = new Int32Array(count + 1);
  const touchesBorder = new Uint8Array(count + 1);
  const minX = new Int32Array(count + 1).fill(w);
  const minY = new Int32Array(count + 1).fill(h);
  const maxX = new Int32Array(count + 1).fill(-1);
  const maxY = new Int32Array(count + 1).fill(-1);
  for (let r = 0; r < runs; r++) {
    const k = label[r]!;
    const x0 = x0s[r]!;
    const x1 = x1s[r]!;
    const y = ys[r]!;
    area[k] = area[k]! + (x1 - x0);
    if (y === 0 || y === h - 1 || x0 === 0 || x1 === w) touchesBorder[k] = 1;
    if (x0 < minX[k]!) minX[k] = x0;
    if (x1 - 1 > maxX[k]!) maxX[k] = x1 - 1;
    if (y < minY[k]!) minY[k] = y;
    if (y > maxY[k]!) maxY[k] = y;
  }
  const extent = new Int32Array(count + 1);
  for (let k = 1; k <= count; k++) extent[k] = Math.max(maxX[k]! - minX[k]!, maxY[k]! - minY[k]!) + 1;
  return { runs, x0: x0s, x1: x1s, y: ys, label, count, area, touchesBorder, extent, minX, minY, maxX, maxY };
}

/** Connected components of the set pixels with a per-pixel label map (see {@link labelRuns}). */
export function components(mask: Uint8Array, w: number, h: number, connectivity: 4 | 8): Components {
  const r = labelRuns(mask, w, h, connectivity);
  const labels = new Int32Array(w * h);
  for (let i = 0; i < r.runs; i++) labels.fill(r.label[i]!, r.y[i]! * w + r.x0[i]!, r.y[i]! * w + r.x1[i]!);
  return {
    labels,
    count: r.count,
    area: r.area,
    touchesBorder: r.touchesBorder,
    extent: r.extent,
    minX: r.minX,
    minY: r.minY,
    maxX: r.maxX,
    maxY: r.maxY,
  };
}

/**
 * Sets every pixel of the components of `on`-valued pixels that are smaller than
 * `minArea` px² (or whose bounding box's longer side is below `minExtent` px) to
 * `fill`, in place. Components touching the raster's edge are kept when
 * `keepBorderTouching`. Returns how many components were filled.
 */
export function fillSmallComponents(
  data: Uint8Array,
  w: number,
  h: number,
  opts: {
    on: number;
    fill: number;
    minArea: number;
    connectivity: 4 | 8;
    keepBorderTouching?: boolean;
    minExtent?: number;
  },
): number {
  const r = labelRuns(data, w, h, opts.connectivity, opts.on);
  const drop = new Uint8Array(r.count + 1);
  let dropped = 0;
  const minExtent = opts.minExtent ?? 0;
  for (let k = 1; k <= r.count; k++) {
    const small = r.area[k]! < opts.minArea || r.extent[k]! < minExtent;
    if (small && !(opts.keepBorderTouching && r.touchesBorder[k])) {
      drop[k] = 1;
      dropped++;
    }
  }
  if (dropped === 0) return 0;
  for (let i = 0; i < r.runs; i++)
    if (drop[r.label[i]!]) data.fill(opts.fill, r.y[i]! * w + r.x0[i]!, r.y[i]! * w + r.x1[i]!);
  return dropped;
}

function grow(a: Int32Array, size: number): Int32Array {
  const b = new Int32Array(size);
  b.set(a);
  return b;
}

/**
 * Clears components of `mask` (in place) whose area is below `minArea` px² or whose
 * bounding box's longer side is below `minExtent` px. Returns how many.
 */
export function removeSmallComponents(
  mask: Uint8Array,
  w: number,
  h: number,
  minArea: number,
  connectivity: 4 | 8,
  keepBorderTouching = false,
  minExtent = 0,
): number {
  return fillSmallComponents(mask, w, h, {
    on: 1,
    fill: 0,
    minArea,
    connectivity,
    keepBorderTouching,
    minExtent,
  });
}

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
  // Column pass, done row by row so memory is read in order.
  for (let x = 0; x < w; x++) g[x] = feature[x] ? 0 : cap;
  for (let y = 1; y < h; y++) {
    const row = y * w;
    const prev = row - w;
    for (let x = 0; x < w; x++) {
      const i = row + x;
      if (feature[i]) g[i] = 0;
      else {
        const v = g[prev + x]! + 1;
        g[i] = Math.min(v, cap);
      }
    }
  }
  for (let y = h - 2; y >= 0; y--) {
    const row = y * w;
    const next = row + w;
    for (let x = 0; x < w; x++) {
      const v = g[next + x]! + 1;
      if (v < g[row + x]!) g[row + x] = v;
    }
  }
  // Row pass: 1D squared distance transform of f(x) = g(x)² per row.
  const out = new Float32Array(n);
  const f = new Float64Array(w);
  const v = new Int32Array(w);
  const z = new Float64Array(w + 1);
  for (let y = 0; y < h; y++) {
    const row = y * w;
    let any = false;
    for (let x = 0; x < w; x++) {
      const gv = g[row + x]!;
      if (gv >= cap) f[x] = INF;
      else {
        f[x] = gv * gv;
        any = true;
      }
    }
    if (!any) {
      out.fill(INF, row, row + w);
      continue;
    }
    let k = 0;
    let q0 = 0;
    while (f[q0]! >= INF) q0++;
    v[0] = q0;
    z[0] = -INF;
    z[1] = INF;
    for (let q = q0 + 1; q < w; q++) {
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
    for (let q = 0; q < w; q++) {
      while (z[k + 1]! < q) k++;
      const p = v[k]!;
      const d = q - p;
      out[row + q] = d * d + f[p]!;
    }
  }
  return out;
}

/** Pixels within `r` px (Euclidean) of a set pixel: morphological dilation by a disk. */
export function dilate(mask: Uint8Array, w: number, h: number, r: number): Uint8Array {
  const d2 = distanceSquared(mask, w, h, Math.ceil(r) + 1);
  const r2 = r * r;
  const out = new Uint8Array(w * h);
  for (let i = 0; i < out.length; i++) out[i] = d2[i]! <= r2 ? 1 : 0;
  return out;
}

/** Pixels farther than `r` px from every clear pixel: morphological erosion by a disk. */
export function erode(mask: Uint8Array, w: number, h: number, r: number): Uint8Array {
  const d2 = distanceSquared(invert(mask), w, h, Math.ceil(r) + 1);
  const r2 = r * r;
  const out = new Uint8Array(w * h);
  for (let i = 0; i < out.length; i++) out[i] = d2[i]! > r2 ? 1 : 0;
  return out;
}

/** 1 where the mask is 0 and vice versa. */
export function invert(mask: Uint8Array): Uint8Array {
  const out = new Uint8Array(mask.length);
  for (let i = 0; i < mask.length; i++) out[i] = mask[i] ? 0 : 1;
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
}

/**
 * Connected components of the set pixels, 4- or 8-connected, by breadth-first
 * flood fill with a typed-array queue. 4-connectivity is what a paint-bucket fill
 * uses, so white regions are counted that way.
 */
export function components(mask: Uint8Array, w: number, h: number, connectivity: 4 | 8): Components {
  const n = w * h;
  const labels = new Int32Array(n);
  const queue = new Int32Array(n);
  const areas: number[] = [0];
  const border: number[] = [0];
  const extents: number[] = [0];
  let count = 0;
  for (let start = 0; start < n; start++) {
    if (!mask[start] || labels[start]) continue;
    count++;
    labels[start] = count;
    let head = 0;
    let tail = 0;
    queue[tail++] = start;
    let touches = 0;
    let minX = w;
    let maxX = 0;
    let minY = h;
    let maxY = 0;
    while (head < tail) {
      const i = queue[head++]!;
      const x = i % w;
      const y = (i - x) / w;
      if (x < minX) minX = x;
      if (x > maxX) maxX = x;
      if (y < minY) minY = y;
      if (y > maxY) maxY = y;
      if (x === 0 || y === 0 || x === w - 1 || y === h - 1) touches = 1;
      const l = x > 0;
      const r = x < w - 1;
      const u = y > 0;
      const d = y < h - 1;
      if (l && mask[i - 1] && !labels[i - 1]) {
        labels[i - 1] = count;
        queue[tail++] = i - 1;
      }
      if (r && mask[i + 1] && !labels[i + 1]) {
        labels[i + 1] = count;
        queue[tail++] = i + 1;
      }
      if (u && mask[i - w] && !labels[i - w]) {
        labels[i - w] = count;
        queue[tail++] = i - w;
      }
      if (d && mask[i + w] && !labels[i + w]) {
        labels[i + w] = count;
        queue[tail++] = i + w;
      }
      if (connectivity === 8) {
        if (u && l && mask[i - w - 1] && !labels[i - w - 1]) {
          labels[i - w - 1] = count;
          queue[tail++] = i - w - 1;
        }
        if (u && r && mask[i - w + 1] && !labels[i - w + 1]) {
          labels[i - w + 1] = count;
          queue[tail++] = i - w + 1;
        }
        if (d && l && mask[i + w - 1] && !labels[i + w - 1]) {
          labels[i + w - 1] = count;
          queue[tail++] = i + w - 1;
        }
        if (d && r && mask[i + w + 1] && !labels[i + w + 1]) {
          labels[i + w + 1] = count;
          queue[tail++] = i + w + 1;
        }
      }
    }
    areas.push(tail);
    border.push(touches);
    extents.push(Math.max(maxX - minX, maxY - minY) + 1);
  }
  return {
    labels,
    count,
    area: Int32Array.from(areas),
    touchesBorder: Uint8Array.from(border),
    extent: Int32Array.from(extents),
  };
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
  const c = components(mask, w, h, connectivity);
  const drop = new Uint8Array(c.count + 1);
  let dropped = 0;
  for (let k = 1; k <= c.count; k++) {
    const small = c.area[k]! < minArea || c.extent[k]! < minExtent;
    if (small && !(keepBorderTouching && c.touchesBorder[k])) {
      drop[k] = 1;
      dropped++;
    }
  }
  if (dropped === 0) return 0;
  for (let i = 0; i < mask.length; i++) if (drop[c.labels[i]!]) mask[i] = 0;
  return dropped;
}

/**
 * Float image filters on plain typed arrays (values 0–1, row-major, `w`×`h` px):
 * a fast Gaussian and the domain-transform edge-preserving smoother.
 */

/**
 * Gaussian blur approximated by three successive box blurs (central limit theorem;
 * box widths after W. Jarosz, "Fast image convolutions", 2001): O(1) per pixel for
 * any σ, within ~3 % of a true Gaussian. `sigma` in px. Returns `out` (a new array
 * unless given; `tmp` is scratch space of the same size, so a caller blurring many
 * images can reuse both and spare the garbage collector).
 */
export function gaussianBlur(
  src: Float32Array,
  w: number,
  h: number,
  sigma: number,
  out: Float32Array = new Float32Array(src.length),
  tmp: Float32Array = new Float32Array(src.length),
): Float32Array {
  out.set(src);
  if (sigma < 0.3) return out;
  for (const r of boxRadii(sigma)) {
    boxH(out, tmp, w, h, r);
    boxV(tmp, out, w, h, r);
  }
  return out;
}

/** Radii of 3 boxes whose cascade has standard deviation ≈ sigma. */
function boxRadii(sigma: number): number[] {
  const n = 3;
  const wIdeal = Math.sqrt((12 * sigma * sigma) / n + 1);
  let wl = Math.floor(wIdeal);
  if (wl % 2 === 0) wl--;
  const wu = wl + 2;
  const mIdeal = (12 * sigma * sigma - n * wl * wl - 4 * n * wl - 3 * n) / (-4 * wl - 4);
  const m = Math.round(mIdeal);
  const radii: number[] = [];
  for (let i = 0; i < n; i++) radii.push(((i < m ? wl : wu) - 1) / 2);
  return radii;
}

/** Horizontal running-mean box blur of radius r with edge clamping. */
function boxH(src: Float32Array, dst: Float32Array, w: number, h: number, r: number): void {
  const inv = 1 / (2 * r + 1);
  for (let y = 0; y < h; y++) {
    const row = y * w;
    const first = src[row]!;
    const last = src[row + w - 1]!;
    let acc = (r + 1) * first;
    for (let j = 0; j < r; j++) acc += src[row + Math.min(j, w - 1)]!;
    // The same sums as one loop with clamped reads, split where the clamping changes so
    // the middle part runs without branches.
    const a = Math.min(w, r + 1);
    const b = Math.max(a, w - r);
    for (let x = 0; x < a; x++) {
      acc += (x + r < w ? src[row + x + r]! : last) - first;
      dst[row + x] = acc * inv;
    }
    for (let x = a; x < b; x++) {
      acc += src[row + x + r]! - src[row + x - r - 1]!;
      dst[row + x] = acc * inv;
    }
    for (let x = b; x < w; x++) {
      acc += last - src[row + x - r - 1]!;
      dst[row + x] = acc * inv;
    }
  }
}

/** Vertical running-mean box blur of radius r with edge clamping, row-ordered for cache. */
function boxV(src: Float32Array, dst: Float32Array, w: number, h: number, r: number): void {
  const inv = 1 / (2 * r + 1);
  const acc = new Float64Array(w);
  for (let x = 0; x < w; x++) acc[x] = (r + 1) * src[x]!;
  for (let j = 0; j < r; j++) {
    const row = Math.min(j, h - 1) * w;
    for (let x = 0; x < w; x++) acc[x] = acc[x]! + src[row + x]!;
  }
  const lastRow = (h - 1) * w;
  for (let y = 0; y < h; y++) {
    const addRow = y + r < h ? (y + r) * w : lastRow;
    const subRow = y - r - 1 >= 0 ? (y - r - 1) * w : 0;
    const row = y * w;
    for (let x = 0; x < w; x++) {
      acc[x] = acc[x]! + src[addRow + x]! - src[subRow + x]!;
      dst[row + x] = acc[x]! * inv;
    }
  }
}

/**
 * Edge-preserving smoothing of a multi-channel image by the recursive-filter
 * domain transform of Gastal & Oliveira, "Domain Transform for Edge-Aware Image and
 * Video Processing", ACM TOG 30(4), 2011 (§4–5, eq. 11 and 21): flattens texture
 * (fur, fabric, noise) inside regions while keeping the edges between them.
 * `sigmaS` spatial extent in px, `sigmaR` range extent in channel units (0–1),
 * `iterations` per the paper (3 is enough). `channels` are filtered in place; the
 * edges that stop the smoothing come from `guide` (default: the channels themselves),
 * so one channel can be filtered with the colour edges of three (joint filtering).
 */
export function domainTransform(
  channels: Float32Array[],
  w: number,
  h: number,
  sigmaS: number,
  sigmaR: number,
  iterations = 3,
  guide: Float32Array[] = channels,
): void {
  const n = w * h;
  const ratio = sigmaS / sigmaR;
  // Domain-transform derivatives (eq. 11), from the input image.
  const dx = new Float32Array(n);
  const dy = new Float32Array(n);
  if (guide.length === 3) {
    // One pass over the three guide channels; each partial sum rounded to float32 as it
    // goes, so the result is bit for bit that of adding channel by channel into dx, dy.
    const [g0, g1, g2] = guide as [Float32Array, Float32Array, Float32Array];
    const f = Math.fround;
    for (let y = 0; y < h; y++) {
      const row = y * w;
      dx[row] = 1;
      for (let x = 1; x < w; x++) {
        const i = row + x;
        let d = f(1 + ratio * Math.abs(g0[i]! - g0[i - 1]!));
        d = f(d + ratio * Math.abs(g1[i]! - g1[i - 1]!));
        dx[i] = d + ratio * Math.abs(g2[i]! - g2[i - 1]!);
      }
      if (y === 0) {
        dy.fill(1, 0, w);
        continue;
      }
      for (let x = 0; x < w; x++) {
        const i = row + x;
        let d = f(1 + ratio * Math.abs(g0[i]! - g0[i - w]!));
        d = f(d + ratio * Math.abs(g1[i]! - g1[i - w]!));
        dy[i] = d + ratio * Math.abs(g2[i]! - g2[i - w]!);
      }
    }
  } else {
    dx.fill(1);
    dy.fill(1);
    for (const c of guide) {
      for (let y = 0; y < h; y++) {
        const row = y * w;
        for (let x = 1; x < w; x++)
          dx[row + x] = dx[row + x]! + ratio * Math.abs(c[row + x]! - c[row + x - 1]!);
        if (y > 0)
          for (let x = 0; x < w; x++)
            dy[row + x] = dy[row + x]! + ratio * Math.abs(c[row + x]! - c[row + x - w]!);
      }
    }
  }
  // Feedback coefficients V = a^d with a = exp(−√2/σ_H) (eq. 21). σ_H halves from one
  // iteration to the next, so a and every V square: one exp per pixel in all.
  const vx = new Float32Array(n);
  const vy = new Float32Array(n);
  const sigmaH0 = (sigmaS * Math.sqrt(3) * 2 ** (iterations - 1)) / Math.sqrt(4 ** iterations - 1);
  const la = -Math.SQRT2 / sigmaH0;
  for (let i = 0; i < n; i++) {
    vx[i] = Math.exp(la * dx[i]!);
    vy[i] = Math.exp(la * dy[i]!);
  }
  for (let it = 0; it < iterations; it++) {
    if (it > 0) {
      for (let i = 0; i < n; i++) {
        vx[i] = vx[i]! * vx[i]!;
        vy[i] = vy[i]! * vy[i]!;
      }
    }
    // Horizontal passes carry a dependency from pixel to pixel; running three
    // channels in lockstep gives the CPU three independent chains.
    if (channels.length === 3) {
      const [c0, c1, c2] = channels as [Float32Array, Float32Array, Float32Array];
      for (let y = 0; y < h; y++) rowPass3(c0, c1, c2, vx, y * w, w);
    } else {
      for (const c of channels) for (let y = 0; y < h; y++) rowPass3(c, c, c, vx, y * w, w, true);
    }
    if (channels.length === 3) {
      const [c0, c1, c2] = channels as [Float32Array, Float32Array, Float32Array];
      colPass3(c0, c1, c2, vy, w, h);
    } else {
      for (const c of channels) colPass3(c, c, c, vy, w, h, true);
    }
  }
}

/**
 * Top-to-bottom then bottom-to-top recursive filter along every column (Gastal &
 * Oliveira 2011, eq. 21), row by row for cache, for three channels at once; with
 * `single` only `a` is filtered.
 */
function colPass3(
  a: Float32Array,
  b: Float32Array,
  c: Float32Array,
  v: Float32Array,
  w: number,
  h: number,
  single = false,
): void {
  if (single) {
    for (let i = w; i < w * h; i++) a[i] = a[i]! + v[i]! * (a[i - w]! - a[i]!);
    for (let i = (h - 1) * w - 1; i >= 0; i--) a[i] = a[i]! + v[i + w]! * (a[i + w]! - a[i]!);
    return;
  }
  for (let i = w; i < w * h; i++) {
    const k = v[i]!;
    a[i] = a[i]! + k * (a[i - w]! - a[i]!);
    b[i] = b[i]! + k * (b[i - w]! - b[i]!);
    c[i] = c[i]! + k * (c[i - w]! - c[i]!);
  }
  for (let i = (h - 1) * w - 1; i >= 0; i--) {
    const k = v[i + w]!;
    a[i] = a[i]! + k * (a[i + w]! - a[i]!);
    b[i] = b[i]! + k * (b[i + w]! - b[i]!);
    c[i] = c[i]! + k * (c[i + w]! - c[i]!);
  }
}

/**
 * Forward then backward recursive filter along one row (Gastal & Oliveira 2011,
 * eq. 21) for three channels at once; with `single` only `a` is filtered.
 */
function rowPass3(
  a: Float32Array,
  b: Float32Array,
  c: Float32Array,
  v: Float32Array,
  row: number,
  w: number,
  single = false,
): void {
  const end = row + w;
  if (single) {
    for (let i = row + 1; i < end; i++) a[i] = a[i]! + v[i]! * (a[i - 1]! - a[i]!);
    for (let i = end - 2; i >= row; i--) a[i] = a[i]! + v[i + 1]! * (a[i + 1]! - a[i]!);
    return;
  }
  for (let i = row + 1; i < end; i++) {
    const k = v[i]!;
    a[i] = a[i]! + k * (a[i - 1]! - a[i]!);
    b[i] = b[i]! + k * (b[i - 1]! - b[i]!);
    c[i] = c[i]! + k * (c[i - 1]! - c[i]!);
  }
  for (let i = end - 2; i >= row; i--) {
    const k = v[i + 1]!;
    a[i] = a[i]! + k * (a[i + 1]! - a[i]!);
    b[i] = b[i]! + k * (b[i + 1]! - b[i]!);
    c[i] = c[i]! + k * (c[i + 1]! - c[i]!);
  }
}

/**
 * Gap bridging for line art: strokes that stop just short of another stroke (or of
 * themselves, as in an unclosed circle) are extended to meet it, so the regions
 * between them can be flood-filled. Masks are Uint8Array, 1 = ink, `w`×`h` px.
 */

const N8X = [0, 1, 1, 1, 0, -1, -1, -1];
const N8Y = [-1, -1, 0, 1, 1, 1, 0, -1];

/**
 * One-pixel skeleton of the ink by Zhang & Suen's parallel thinning ("A fast
 * parallel algorithm for thinning digital patterns", CACM 27(3), 1984), visiting
 * only pixels next to removed ones, so the cost follows the ink, not the raster.
 * Returns a new mask.
 */
export function skeletonize(mask: Uint8Array, w: number, h: number): Uint8Array {
  const img = mask.slice();
  // Keep the outermost rows and columns clear so neighbours never leave the raster.
  img.fill(0, 0, w);
  img.fill(0, (h - 1) * w, h * w);
  for (let y = 0; y < h; y++) {
    img[y * w] = 0;
    img[y * w + w - 1] = 0;
  }
  const n = w * h;
  const scratch = thinningScratch(n);
  const stamp = scratch.stamp;
  let cand = scratch.cand;
  let next = scratch.next;
  const remove = scratch.remove;
  let candCount = 0;
  for (let i = w; i < n - w; i++) {
    if (img[i] && (!img[i - 1] || !img[i + 1] || !img[i - w] || !img[i + w])) cand[candCount++] = i;
  }
  let round = scratch.round;
  const off = [-w, -w + 1, 1, w + 1, w, w - 1, -1, -w - 1];
  for (let guard = 0; guard < 10_000 && candCount > 0; guard++) {
    let removedAny = false;
    for (let pass = 0; pass < 2; pass++) {
      let removeCount = 0;
      for (let c = 0; c < candCount; c++) {
        const i = cand[c]!;
        if (!img[i]) continue;
        const p2 = img[i + off[0]!]!;
        const p3 = img[i + off[1]!]!;
        const p4 = img[i + off[2]!]!;
        const p5 = img[i + off[3]!]!;
        const p6 = img[i + off[4]!]!;
        const p7 = img[i + off[5]!]!;
        const p8 = img[i + off[6]!]!;
        const p9 = img[i + off[7]!]!;
        const b = p2 + p3 + p4 + p5 + p6 + p7 + p8 + p9;
        if (b < 2 || b > 6) continue;
        const a =
          (p2 === 0 && p3 === 1 ? 1 : 0) +
          (p3 === 0 && p4 === 1 ? 1 : 0) +
          (p4 === 0 && p5 === 1 ? 1 : 0) +
          (p5 === 0 && p6 === 1 ? 1 : 0) +
          (p6 === 0 && p7 === 1 ? 1 : 0) +
          (p7 === 0 && p8 === 1 ? 1 : 0) +
          (p8 === 0 && p9 === 1 ? 1 : 0) +
          (p9 === 0 && p2 === 1 ? 1 : 0);
        if (a !== 1) continue;
        if (pass === 0 ? p2 * p4 * p6 === 0 && p4 * p6 * p8 === 0 : p2 * p4 * p8 === 0 && p2 * p6 * p8 === 0)
          remove[removeCount++] = i;
      }
      for (let c = 0; c < removeCount; c++) img[remove[c]!] = 0;
      if (removeCount > 0) removedAny = true;
      // Next candidates: ink neighbours of what was removed, and (after the first
      // sub-pass) the candidates still standing.
      round++;
      let nextCount = 0;
      for (let c = 0; c < removeCount; c++) {
        const i = remove[c]!;
        for (let k = 0; k < 8; k++) {
          const j = i + off[k]!;
          if (img[j] && stamp[j] !== round) {
            stamp[j] = round;
            next[nextCount++] = j;
          }
        }
      }
      if (pass === 0) {
        for (let c = 0; c < candCount; c++) {
          const i = cand[c]!;
          if (img[i] && stamp[i] !== round) {
            stamp[i] = round;
            next[nextCount++] = i;
          }
        }
      }
      const t = cand;
      cand = next;
      next = t;
      candCount = nextCount;
    }
    if (!removedAny) break;
  }
  scratch.round = round + 1;
  return img;
}

/** Work arrays of {@link skeletonize}, kept between calls (see thinningScratch). */
interface ThinningScratch {
  stamp: Int32Array;
  cand: Int32Array;
  next: Int32Array;
  remove: Int32Array;
  /** First round number the next call may use: stamps of earlier calls are all below it. */
  round: number;
}
let scratchKept: ThinningScratch | undefined;

/**
 * Four Int32Arrays of at least `n` entries for {@link skeletonize}, kept per thread between
 * calls: a letter page's clean-up thins two or three times, and four fresh 8 MB arrays each
 * time were much of the photo path's garbage collection (issue 30). `stamp` is never
 * cleared: round numbers only grow from call to call, so an old stamp never matches a
 * new round (it is cleared once they near 2^31).
 */
function thinningScratch(n: number): ThinningScratch {
  if (!scratchKept || scratchKept.stamp.length < n) {
    scratchKept = {
      stamp: new Int32Array(n),
      cand: new Int32Array(n),
      next: new Int32Array(n),
      remove: new Int32Array(n),
      round: 1,
    };
  } else if (scratchKept.round > 2 ** 30) {
    scratchKept.stamp.fill(0);
    scratchKept.round = 1;
  }
  return scratchKept;
}

/**
 * Removes skeleton spurs: branches from an end pixel to a junction (a pixel with 3
 * or more skeleton neighbours) no longer than `maxLen` px. Thinning leaves such
 * spurs in the corners of thick strokes; grown back to the line width they would
 * poke out of the corners, and their ends would be taken for stroke ends. In place;
 * returns the number of spurs removed.
 */
export function pruneSpurs(skel: Uint8Array, w: number, h: number, maxLen: number): number {
  // Neighbours in circular order, 4-neighbours at even positions.
  const ring = [-w, -w + 1, 1, w + 1, w, w - 1, -1, -w - 1];
  const count = (i: number): number => {
    let n = 0;
    for (const o of ring) n += skel[i + o]!;
    return n;
  };
  // A branch point has three or more separate runs of skeleton around it.
  const isJunction = (i: number): boolean => {
    let runs = 0;
    for (let k = 0; k < 8; k++) if (!skel[i + ring[k]!] && skel[i + ring[(k + 1) % 8]!]) runs++;
    return runs >= 3;
  };
  const ends: number[] = [];
  for (let y = 1; y < h - 1; y++) {
    for (let x = 1; x < w - 1; x++) {
      const i = y * w + x;
      if (skel[i] && count(i) === 1) ends.push(i);
    }
  }
  let removed = 0;
  const path: number[] = [];
  for (const e of ends) {
    path.length = 0;
    let cur = e;
    let junction = false;
    while (path.length <= maxLen) {
      if (path.length > 0 && isJunction(cur)) {
        junction = true;
        break;
      }
      path.push(cur);
      let next = -1;
      // Prefer 4-neighbours so staircases are followed step by step.
      for (let k = 0; k < 8 && next < 0; k += 2) {
        const j = cur + ring[k]!;
        if (skel[j] && !path.includes(j)) next = j;
      }
      for (let k = 1; k < 8 && next < 0; k += 2) {
        const j = cur + ring[k]!;
        if (skel[j] && !path.includes(j)) next = j;
      }
      if (next < 0) break;
      cur = next;
    }
    if (junction) {
      for (const p of path) skel[p] = 0;
      removed++;
    }
  }
  return removed;
}

/**
 * Extends stroke ends across small gaps. For each end of the skeleton (a skeleton
 * pixel with one neighbour) the stroke's direction is estimated from the last
 * `2·lineW` px of skeleton; from where the stroke's ink stops, a cone of ±35° is
 * searched up to `maxGap` px ahead for other ink, and the nearest hit is joined to
 * the end with a 3 px wide segment (later thickened to the line width). `skel` is
 * the skeleton of `mask` ({@link skeletonize}). Returns the number of bridges drawn;
 * `mask` and `skel` (1 px centre line of each bridge) are updated in place.
 */
export function bridgeGaps(
  mask: Uint8Array,
  skel: Uint8Array,
  w: number,
  h: number,
  lineW: number,
  maxGap: number,
): number {
  const ends: number[] = [];
  for (let y = 1; y < h - 1; y++) {
    for (let x = 1; x < w - 1; x++) {
      const i = y * w + x;
      if (!skel[i]) continue;
      let n = 0;
      for (let k = 0; k < 8; k++) n += skel[i + N8Y[k]! * w + N8X[k]!]!;
      if (n === 1) ends.push(i);
    }
  }
  const walk = Math.max(4, Math.round(2 * lineW));
  const tanCone = Math.tan((35 * Math.PI) / 180);
  const segments: [number, number, number, number][] = [];
  const visited = new Int32Array(w * h);
  let tag = 0;
  for (const e of ends) {
    tag++;
    const ex = e % w;
    const ey = (e - ex) / w;
    // Walk back along the skeleton to find the stroke direction.
    let cx = ex;
    let cy = ey;
    visited[e] = tag;
    let steps = 0;
    for (; steps < walk; steps++) {
      let moved = false;
      for (let k = 0; k < 8; k++) {
        const nx = cx + N8X[k]!;
        const ny = cy + N8Y[k]!;
        if (nx < 0 || ny < 0 || nx >= w || ny >= h) continue;
        const j = ny * w + nx;
        if (skel[j] && visited[j] !== tag) {
          visited[j] = tag;
          cx = nx;
          cy = ny;
          moved = true;
          break;
        }
      }
      if (!moved) break;
    }
    if (steps < 3) continue;
    let dx = ex - cx;
    let dy = ey - cy;
    const len = Math.hypot(dx, dy);
    if (len < 2) continue;
    dx /= len;
    dy /= len;
    // Leave the stroke's own ink first.
    let t0 = 1;
    while (t0 < lineW * 2) {
      const px = Math.round(ex + dx * t0);
      const py = Math.round(ey + dy * t0);
      if (px < 0 || py < 0 || px >= w || py >= h || !mask[py * w + px]) break;
      t0++;
    }
    let best: [number, number] | null = null;
    for (let t = t0 + 1; t <= t0 + maxGap && !best; t++) {
      const half = Math.floor((t - t0) * tanCone);
      for (let u = 0; u <= half && !best; u++) {
        for (const sign of u === 0 ? [1] : [1, -1]) {
          const px = Math.round(ex + dx * t - dy * u * sign);
          const py = Math.round(ey + dy * t + dx * u * sign);
          if (px < 0 || py < 0 || px >= w || py >= h) continue;
          if (mask[py * w + px]) {
            best = [px, py];
            break;
          }
        }
      }
    }
    if (best) segments.push([ex, ey, best[0], best[1]]);
  }
  for (const [x0, y0, x1, y1] of segments) {
    drawSegment(mask, w, h, x0, y0, x1, y1, 1.5);
    drawSegment(skel, w, h, x0, y0, x1, y1, 0);
  }
  return segments.length;
}

/** Draws a segment of the given radius (px) into the mask. */
function drawSegment(
  mask: Uint8Array,
  w: number,
  h: number,
  x0: number,
  y0: number,
  x1: number,
  y1: number,
  radius: number,
): void {
  const n = Math.ceil(Math.hypot(x1 - x0, y1 - y0)) + 1;
  const r = Math.ceil(radius);
  const r2 = radius * radius;
  for (let s = 0; s <= n; s++) {
    const cx = x0 + ((x1 - x0) * s) / n;
    const cy = y0 + ((y1 - y0) * s) / n;
    for (let oy = -r; oy <= r; oy++) {
      for (let ox = -r; ox <= r; ox++) {
        if (ox * ox + oy * oy > r2) continue;
        const px = Math.round(cx + ox);
        const py = Math.round(cy + oy);
        if (px >= 0 && py >= 0 && px < w && py < h) mask[py * w + px] = 1;
      }
    }
  }
}

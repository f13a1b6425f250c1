import { describe, expect, it } from 'vitest';
import { mulberry32 } from '../sketchbook/random';
import { pruneSpurs, skeletonize } from './bridge';
import { components, dilate, distanceSquared, erode, labelRuns, stampDisk } from './morph';

function randomMask(w: number, h: number, density: number, seed: number): Uint8Array {
  const rand = mulberry32(seed);
  const m = new Uint8Array(w * h);
  for (let i = 0; i < m.length; i++) m[i] = rand() < density ? 1 : 0;
  return m;
}

function bruteDistance2(mask: Uint8Array, w: number, h: number): Float64Array {
  const out = new Float64Array(w * h).fill(Number.POSITIVE_INFINITY);
  for (let y = 0; y < h; y++)
    for (let x = 0; x < w; x++)
      for (let v = 0; v < h; v++)
        for (let u = 0; u < w; u++)
          if (mask[v * w + u]) out[y * w + x] = Math.min(out[y * w + x]!, (x - u) ** 2 + (y - v) ** 2);
  return out;
}

describe('morphology primitives', () => {
  const w = 37;
  const h = 23;

  it('distanceSquared is the exact squared Euclidean distance', () => {
    for (const seed of [1, 2, 3]) {
      const mask = randomMask(w, h, 0.05, seed);
      const fast = distanceSquared(mask, w, h);
      const slow = bruteDistance2(mask, w, h);
      for (let i = 0; i < mask.length; i++) expect(fast[i]).toBe(slow[i]);
    }
  });

  it('dilate, erode and stampDisk agree with the distance transform', () => {
    for (const r of [1, 2.5, 4]) {
      const mask = randomMask(w, h, 0.08, 7);
      const d2 = bruteDistance2(mask, w, h);
      const dil = dilate(mask, w, h, r);
      for (let i = 0; i < mask.length; i++) expect(dil[i]).toBe(d2[i]! <= r * r ? 1 : 0);
      const white = mask.map((v) => 1 - v);
      const dw = bruteDistance2(white, w, h);
      const ero = erode(mask, w, h, r);
      for (let i = 0; i < mask.length; i++) expect(ero[i]).toBe(dw[i]! > r * r ? 1 : 0);
      const onZero = stampDisk(mask, w, h, r * r, 0);
      for (let i = 0; i < mask.length; i++) expect(onZero[i]).toBe(dw[i]! <= r * r ? 1 : 0);
    }
  });

  it('labels 4- and 8-connected components like a flood fill', () => {
    // Two diagonal touching pixels: one component with 8-connectivity, two with 4.
    const m = new Uint8Array(9);
    m[0] = 1;
    m[4] = 1;
    expect(components(m, 3, 3, 8).count).toBe(1);
    expect(components(m, 3, 3, 4).count).toBe(2);
    const mask = randomMask(w, h, 0.45, 11);
    for (const conn of [4, 8] as const) {
      const c = components(mask, w, h, conn);
      let total = 0;
      for (let k = 1; k <= c.count; k++) total += c.area[k]!;
      expect(total).toBe(mask.reduce((a, v) => a + v, 0));
      // Neighbours in the mask always share a label.
      for (let y = 0; y < h; y++)
        for (let x = 0; x < w; x++) {
          const i = y * w + x;
          if (!mask[i]) continue;
          if (x + 1 < w && mask[i + 1]) expect(c.labels[i + 1]).toBe(c.labels[i]);
          if (y + 1 < h && mask[i + w]) expect(c.labels[i + w]).toBe(c.labels[i]);
          if (conn === 8 && x + 1 < w && y + 1 < h && mask[i + w + 1])
            expect(c.labels[i + w + 1]).toBe(c.labels[i]);
        }
      expect(labelRuns(mask, w, h, conn).count).toBe(c.count);
    }
  });

  it('skeletonizes a thick bar to a one-pixel line and prunes corner spurs', () => {
    const bw = 60;
    const bh = 20;
    const bar = new Uint8Array(bw * bh);
    for (let y = 5; y < 14; y++) for (let x = 5; x < 55; x++) bar[y * bw + x] = 1;
    const skel = skeletonize(bar, bw, bh);
    // Every column in the middle holds exactly one skeleton pixel.
    for (let x = 15; x < 45; x++) {
      let n = 0;
      for (let y = 0; y < bh; y++) n += skel[y * bw + x]!;
      expect(n).toBe(1);
    }
    pruneSpurs(skel, bw, bh, 6);
    let count = 0;
    for (const v of skel) count += v;
    expect(count).toBeGreaterThan(30);
  });
});

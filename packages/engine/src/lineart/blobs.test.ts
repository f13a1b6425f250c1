import { describe, expect, it } from 'vitest';
import { generatePage } from '../generate';
import { BLOB_WIDTH_PX, findBlobs, hollowBlobs } from './blobs';
import { checkPage } from './quality';

/** A white page w×h with black rectangles [x, y, w, h] and disks [cx, cy, r]. */
function page(w: number, h: number, rects: number[][], disks: number[][] = []): Uint8Array {
  const d = new Uint8Array(w * h).fill(255);
  for (const [x, y, rw, rh] of rects)
    for (let yy = y!; yy < y! + rh!; yy++) d.fill(0, yy * w + x!, yy * w + x! + rw!);
  for (const [cx, cy, r] of disks)
    for (let yy = cy! - r!; yy <= cy! + r!; yy++)
      for (let xx = cx! - r!; xx <= cx! + r!; xx++)
        if ((xx - cx!) ** 2 + (yy - cy!) ** 2 <= r! ** 2) d[yy * w + xx] = 0;
  return d;
}

describe('solid black areas (issue 14 #5)', () => {
  it('is 2.5 mm at 300 dpi', () => {
    expect(BLOB_WIDTH_PX).toBe(30);
  });

  it('finds a solid black square but not lines or an eye', () => {
    // A 200 px square (17 mm), a 12 px line, and an eye of 60 px (5 mm) across.
    const d = page(
      600,
      400,
      [
        [50, 50, 200, 200],
        [300, 50, 250, 12],
      ],
      [[420, 250, 30]],
    );
    const blobs = findBlobs(d, 600, 400, 'kids');
    expect(blobs).toHaveLength(1);
    expect(blobs[0], JSON.stringify(blobs[0])).toMatchObject({ x: 62, y: 62 });
    // Inside: the square less a 12 px outline on each side.
    expect(blobs[0]!.insideArea).toBe(176 * 176);
  });

  it('hollows the square to an outline one line wide and keeps the eye', () => {
    const d = page(600, 400, [[50, 50, 200, 200]], [[420, 250, 30]]);
    expect(hollowBlobs(d, 600, 400, 'kids')).toBe(1);
    expect(d[150 * 600 + 150]).toBe(255); // the middle of the square is paper now
    expect(d[150 * 600 + 55]).toBe(0); // its outline stays
    expect(d[250 * 600 + 420]).toBe(0); // the eye stays black
    expect(findBlobs(d, 600, 400, 'kids')).toEqual([]);
  });

  it('leaves blob-prone pages (teddies, roofs, torsos, dark animals) without solid black areas', async () => {
    for (const prompt of ['a teddy bear', 'five little monkeys', 'a knight', 'halloween', 'two dogs']) {
      const p = await generatePage({ prompt, seed: 1 });
      const check = await checkPage(p.printPng, { audience: 'kids', format: 'letter' });
      expect(check.problems, prompt).toEqual([]);
    }
  }, 60_000);
});

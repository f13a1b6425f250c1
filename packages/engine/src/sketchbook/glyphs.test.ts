import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { generatePage } from '../generate';
import { AUDIENCE_PROFILES } from '../profiles';
import type { Audience } from '../types';
import { contours, counterGaps, glyphArt } from './glyphs';

/**
 * Black pixels left after eroding the page's ink by a square `side` px wide (separably: a
 * pixel stays when the black run through it reaches `side / 2` px each way, across then down).
 * Lines `lw` wide and their crossings vanish at side 2·lw; a filled counter does not.
 */
async function solidInk(png: Buffer, side: number): Promise<number> {
  const { data, info } = await sharp(png).greyscale().raw().toBuffer({ resolveWithObject: true });
  const { width: w, height: h } = info;
  const r = Math.floor(side / 2);
  const erode = (src: Uint8Array, across: boolean) => {
    const out = new Uint8Array(w * h);
    const [lines, len] = across ? [h, w] : [w, h];
    for (let a = 0; a < lines; a++) {
      let k = 0;
      while (k < len) {
        const at = (i: number) => (across ? a * w + i : i * w + a);
        if (!src[at(k)]) {
          k++;
          continue;
        }
        let end = k;
        while (end < len && src[at(end)]) end++;
        for (let i = k + r; i < end - r; i++) out[at(i)] = 1;
        k = end;
      }
    }
    return out;
  };
  const black = new Uint8Array(w * h);
  for (let i = 0; i < w * h; i++) black[i] = data[i]! < 128 ? 1 : 0;
  const eroded = erode(erode(black, true), false);
  return eroded.reduce((n, v) => n + v, 0);
}

describe('letter counters too small to colour open into their letter (glyphs.ts counterGaps)', () => {
  it("opens a B's counter into its stem, an A's at its apex, and leaves a big O alone", () => {
    const t = 27;
    const b = glyphArt('B');
    // Fredoka One's B has one counter (its two bowls meet at the stem's side of the bar).
    const [outline, ...counters] = contours(b.d);
    expect(counters.every((c) => c.area * outline!.area < 0)).toBe(true);
    const patches = [...counterGaps(b.d, t).matchAll(/x="([-\d.]+)" y="[-\d.]+" width="([\d.]+)"/g)];
    expect(patches).toHaveLength(counters.length);
    // The patch straddles the counter's left edge (the stem), not the bar on its right.
    for (const m of patches) expect(Number(m[1])).toBeLessThan(Math.min(...counters.map((c) => c.x0)));
    expect(counterGaps(glyphArt('A').d, t).match(/<rect/g)).toHaveLength(1);
    expect(counterGaps(glyphArt('O').d, 4)).toBe('');
  });

  it('prints alphabet and number charts with no counter filled black, at every audience', async () => {
    // Charts only: a name page's filler art has black parts of its own (a flower's centre).
    for (const audience of ['toddler', 'kids', 'big-kids'] as Audience[]) {
      const lw = AUDIENCE_PROFILES[audience].lineWidthPx;
      for (const prompt of ['the whole alphabet A to Z', 'numbers 1 to 20', 'numbers 1 to 10']) {
        const page = await generatePage({ prompt, seed: 1, audience });
        expect(await solidInk(page.printPng, 2 * lw + 2), `${audience}: ${prompt}`).toBe(0);
      }
    }
  }, 120_000);
});

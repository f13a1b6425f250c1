import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { pageThumbnail } from './thumbnail';

/** A 400×200 px grey PNG: white with a black bar across the left half. */
async function widePng(): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="200"><rect width="400" height="200" fill="#fff"/><rect x="0" y="80" width="200" height="40" fill="#000"/></svg>`;
  return sharp(Buffer.from(svg)).greyscale().png().toBuffer();
}

describe('pageThumbnail', () => {
  it('scales to the width, keeps the aspect ratio and writes an 8-bit greyscale PNG', async () => {
    const png = await pageThumbnail(await widePng(), 100);
    const meta = await sharp(png).metadata();
    expect(meta.format).toBe('png');
    expect([meta.width, meta.height]).toEqual([100, 50]);
    expect(png[24], 'bit depth').toBe(8);
    expect(png[25], 'colour type 0: greyscale, never palette').toBe(0);
    const data = await sharp(png).extractChannel(0).raw().toBuffer();
    expect(data[25 * 100 + 10], 'the bar stays black').toBeLessThan(40);
    expect(data[25 * 100 + 90], 'the right half stays white').toBeGreaterThan(215);
  });

  it('gives the same bytes for the same input', async () => {
    const input = await widePng();
    expect((await pageThumbnail(input, 120)).equals(await pageThumbnail(input, 120))).toBe(true);
  });

  it('refuses a width that is not a positive integer', async () => {
    const input = await widePng();
    await expect(pageThumbnail(input, 0)).rejects.toThrow(RangeError);
    await expect(pageThumbnail(input, 12.5)).rejects.toThrow(RangeError);
  });
});

import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { finalizePage, withPngDensity } from './encode';
import type { GreyRaster } from './raster';

function chunks(png: Buffer): string[] {
  const types: string[] = [];
  for (let o = 8; o + 8 <= png.length; ) {
    const len = png.readUInt32BE(o);
    types.push(png.toString('ascii', o + 4, o + 8));
    o += 12 + len;
  }
  return types;
}

describe('finalizePage', () => {
  const width = 2550;
  const height = 3300;
  const data = Buffer.alloc(width * height, 255);
  // A grey gradient band: the print must still hold only 0 and 255.
  for (let y = 1000; y < 1200; y++)
    for (let x = 0; x < width; x++) data[y * width + x] = Math.floor((x / width) * 255);
  const page: GreyRaster = { data, width, height };

  it('writes an 8-bit greyscale print PNG at 300 dpi with no other metadata', async () => {
    const { printPng } = await finalizePage(page, { audience: 'kids' });
    expect(printPng[25]).toBe(0); // IHDR colour type 0: greyscale
    expect(printPng[24]).toBe(8); // bit depth
    expect(new Set(chunks(printPng))).toEqual(new Set(['IHDR', 'pHYs', 'IDAT', 'IEND']));
    const meta = await sharp(printPng).metadata();
    expect(meta).toMatchObject({ width, height, channels: 1, density: 300, isPalette: false });
    const raw = await sharp(printPng).toColourspace('b-w').raw().toBuffer();
    expect(raw.every((v) => v === 0 || v === 255)).toBe(true);
    // Threshold 128: grey below it prints black, 128 and above white (x = 128 → grey 12).
    const row = 1100 * width;
    for (let x = 0; x < width; x += 7) {
      expect(raw[row + x], `x=${x} grey ${data[row + x]}`).toBe(data[row + x]! < 128 ? 0 : 255);
    }
  });

  it('writes a greyscale preview whose long side is at most 1024 px', async () => {
    const { previewPng } = await finalizePage(page, { audience: 'kids' });
    const meta = await sharp(previewPng).metadata();
    expect(Math.max(meta.width!, meta.height!)).toBe(1024);
    expect(meta.width).toBe(Math.round(width * (1024 / height)));
    expect(meta.channels).toBe(1);
  });

  it('anti-aliases the preview: it is scaled from the thresholded page, not thresholded after', async () => {
    const { previewPng } = await finalizePage(page, { audience: 'kids' });
    const raw = await sharp(previewPng).toColourspace('b-w').raw().toBuffer();
    // The band's threshold edge (x ≈ width / 2 on the page) lands between black and white
    // preview pixels as greys; a thresholded preview would hold only 0 and 255.
    expect(raw.some((v) => v > 20 && v < 235)).toBe(true);
  });

  it('rejects a raster whose data does not match its size', async () => {
    await expect(
      finalizePage({ data: Buffer.alloc(10), width: 5, height: 5 }, { audience: 'kids' }),
    ).rejects.toThrow(RangeError);
  });
});

describe('withPngDensity', () => {
  it('replaces an existing pHYs chunk with a valid one', async () => {
    const png = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#fff' } })
      .png()
      .toBuffer();
    expect(chunks(png)).toContain('pHYs');
    const out = withPngDensity(png, 300);
    expect(chunks(out).filter((c) => c === 'pHYs')).toHaveLength(1);
    expect((await sharp(out).metadata()).density).toBe(300);
  });
});

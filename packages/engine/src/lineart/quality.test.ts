import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { pageSize } from '../profiles';
import { finalizePage } from './encode';
import { checkPage } from './quality';
import type { GreyRaster } from './raster';

const LETTER = pageSize('letter');

/** A clean letter page: a 12 px ring and a 12 px square, comfortably inside the margin. */
function cleanPage(): GreyRaster {
  const { width, height } = LETTER;
  const data = Buffer.alloc(width * height, 255);
  const cx = 1275;
  const cy = 1200;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const d = Math.hypot(x - cx, y - cy);
      if (d >= 500 && d < 512) data[y * width + x] = 0;
      const inSquare = x >= 600 && x < 1900 && y >= 2000 && y < 3000;
      const inInner = x >= 612 && x < 1888 && y >= 2012 && y < 2988;
      if (inSquare && !inInner) data[y * width + x] = 0;
    }
  }
  return { data, width, height };
}

async function png(page: GreyRaster): Promise<Buffer> {
  return (await finalizePage(page, { audience: 'kids' })).printPng;
}

describe('checkPage', () => {
  it('accepts a clean page', async () => {
    const result = await checkPage(await png(cleanPage()), { audience: 'kids', format: 'letter' });
    expect(result).toEqual({ ok: true, problems: [] });
  });

  it('reports grey pixels', async () => {
    const page = cleanPage();
    const grey = await sharp(page.data, { raw: { width: page.width, height: page.height, channels: 1 } })
      .toColourspace('b-w')
      .blur(2)
      .png()
      .withDensity(300)
      .toBuffer();
    const result = await checkPage(grey, { audience: 'kids', format: 'letter' });
    expect(result.ok).toBe(false);
    expect(result.problems.join('\n')).toMatch(/pixel value\(s\) are neither 0 nor 255/);
  });

  it('reports the wrong size and density', async () => {
    const small: GreyRaster = { data: Buffer.alloc(1000 * 1000, 255), width: 1000, height: 1000 };
    const result = await checkPage(await png(small), { audience: 'kids', format: 'a4' });
    expect(result.problems.join('\n')).toMatch(/size is 1000×1000 px, expected 2480×3508 px for a4/);
    const noDpi = await sharp({ create: { width: 2550, height: 3300, channels: 3, background: '#fff' } })
      .toColourspace('b-w')
      .png()
      .toBuffer();
    const r2 = await checkPage(noDpi, { audience: 'kids', format: 'letter' });
    expect(r2.problems.join('\n')).toMatch(/density is .* dpi, expected 300/);
  });

  it('reports black inside the safe margin, framed or not', async () => {
    const page = cleanPage();
    for (let y = 40; y < 3260; y++) for (let x = 40; x < 60; x++) page.data[y * page.width + x] = 0;
    const file = await png(page);
    for (const frame of [false, true]) {
      const result = await checkPage(file, { audience: 'kids', format: 'letter', frame });
      expect(result.problems.join('\n')).toMatch(
        /black pixel\(s\) inside the 75 px safe margin, first at \(40, 40\)/,
      );
    }
  });

  it('reports a 2 px line', async () => {
    const page = cleanPage();
    for (let y = 1900; y < 1902; y++) for (let x = 300; x < 2200; x++) page.data[y * page.width + x] = 0;
    const result = await checkPage(await png(page), { audience: 'kids', format: 'letter' });
    expect(result.ok).toBe(false);
    expect(result.problems.join('\n')).toMatch(
      /lines thinner than 8 px: a run of \d+ px \(thinnest 2\.0 px\)/,
    );
  });

  it('accepts lines at the minimum width but not below it', async () => {
    for (const [width, ok] of [
      [8, true],
      [6, false],
    ] as const) {
      const page = cleanPage();
      for (let y = 1850; y < 1850 + width; y++)
        for (let x = 300; x < 2200; x++) page.data[y * page.width + x] = 0;
      const result = await checkPage(await png(page), { audience: 'kids', format: 'letter' });
      expect(result.ok, `${width} px: ${result.problems.join('; ')}`).toBe(ok);
    }
  });

  it('reports a tiny enclosed region', async () => {
    const page = cleanPage();
    // A 40×40 px hole inside a thick black square.
    for (let y = 300; y < 400; y++)
      for (let x = 300; x < 400; x++) {
        const hole = x >= 330 && x < 370 && y >= 330 && y < 370;
        page.data[y * page.width + x] = hole ? 255 : 0;
      }
    const result = await checkPage(await png(page), { audience: 'kids', format: 'letter' });
    expect(result.problems.join('\n')).toMatch(
      /1 enclosed white region\(s\) smaller than 8836 px²; smallest 1600 px² at \(330, 330\)/,
    );
  });

  it('on a photo page allows a small region but still reports a pinhole (docs/decisions/023)', async () => {
    const page = cleanPage();
    // A 40×40 px region (under kids' 94×94 px, over the 2 × 12² px pinhole) and a 10×10 px pinhole.
    for (let y = 300; y < 400; y++)
      for (let x = 300; x < 520; x++) {
        const region = x >= 330 && x < 370 && y >= 330 && y < 370;
        const pinhole = x >= 450 && x < 460 && y >= 345 && y < 355;
        page.data[y * page.width + x] = region || pinhole ? 255 : 0;
      }
    const strict = await checkPage(await png(page), { audience: 'kids', format: 'letter' });
    expect(strict.problems.join('\n')).toMatch(/2 enclosed white region\(s\) smaller than 8836 px²/);
    const photo = await checkPage(await png(page), { audience: 'kids', format: 'letter', photo: true });
    expect(photo.problems.join('\n')).toMatch(
      /1 enclosed white region\(s\) smaller than 288 px²; smallest 100 px² at \(450, 345\)/,
    );
  });

  it('reports an unreadable file instead of throwing', async () => {
    const result = await checkPage(Buffer.from('not a png'), { audience: 'kids', format: 'letter' });
    expect(result.ok).toBe(false);
    expect(result.problems[0]).toMatch(/not a readable image/);
  });
});

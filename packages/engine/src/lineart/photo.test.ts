import { mkdir, writeFile } from 'node:fs/promises';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { TOY, toyPhoto } from '../../test/lineart-fixtures';
import { EngineError } from '../errors';
import { pageSize, SAFE_MARGIN_PX } from '../profiles';
import { mulberry32 } from '../sketchbook/random';
import { boundingBox } from './cleanup';
import { finalizePage } from './encode';
import { photoToLineArt } from './photo';
import { checkPage } from './quality';
import type { GreyRaster } from './raster';

const OUT = '/tmp/lineart';
const LETTER = pageSize('letter');
const PHOTO_W = 1200;
const PHOTO_H = 1600;

function inkBox(page: GreyRaster) {
  const mask = new Uint8Array(page.data.length);
  for (let i = 0; i < mask.length; i++) mask[i] = page.data[i] === 0 ? 1 : 0;
  return boundingBox(mask, page.width, page.height)!;
}

async function expectEngineError(input: Buffer, code: string, message: RegExp): Promise<void> {
  const error = await photoToLineArt(input, {
    audience: 'kids',
    maxWidth: LETTER.width,
    maxHeight: LETTER.height,
  }).then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(EngineError);
  expect((error as EngineError).code).toBe(code);
  expect((error as EngineError).message).toMatch(message);
}

describe('photoToLineArt on a toy photo stored sideways with EXIF orientation 6', () => {
  let jpeg: Buffer;
  let page: GreyRaster;
  let printPng: Buffer;

  beforeAll(async () => {
    jpeg = await toyPhoto({ width: PHOTO_W, height: PHOTO_H, orientation: 6 });
    page = await photoToLineArt(jpeg, { audience: 'kids', maxWidth: LETTER.width, maxHeight: LETTER.height });
    const files = await finalizePage(page, { audience: 'kids' });
    printPng = files.printPng;
    await mkdir(OUT, { recursive: true });
    await writeFile(`${OUT}/photo-toy.jpg`, jpeg);
    await writeFile(`${OUT}/photo-kids-preview.png`, files.previewPng);
  });

  it('the fixture really is stored sideways', async () => {
    const meta = await sharp(jpeg).metadata();
    expect(meta.orientation).toBe(6);
    expect(meta.width).toBe(PHOTO_H);
    expect(meta.height).toBe(PHOTO_W);
  });

  it('returns a page that passes the print checks', async () => {
    expect(page.width).toBe(LETTER.width);
    expect(page.height).toBe(LETTER.height);
    const result = await checkPage(printPng, { audience: 'kids', format: 'letter', photo: true });
    expect(result.problems).toEqual([]);
  });

  it('honours the orientation: the upright toy is taller than wide', () => {
    const box = inkBox(page);
    // Upright the toy spans 0.6 of the width and ~0.73 of the height of a 3:4 frame → h/w ≈ 1.6.
    expect(box.h / box.w).toBeGreaterThan(1.3);
  });

  it('drops all metadata', async () => {
    const meta = await sharp(printPng).metadata();
    expect(meta.exif).toBeUndefined();
    expect(meta.icc).toBeUndefined();
    expect(meta.xmp).toBeUndefined();
    expect(meta.orientation).toBeUndefined();
    expect(meta.density).toBe(300);
  });

  it('outlines the body and the head', () => {
    const box = inkBox(page);
    // The toy's extent in the upright photo, as fractions: body x 0.2–0.8, ears top to body bottom in y.
    const top = TOY.head.cy * PHOTO_H - TOY.head.ry * PHOTO_H - 0.05 * PHOTO_W;
    const earTop = 0.19 * PHOTO_H - 0.08 * PHOTO_W;
    const y0 = Math.min(top, earTop);
    const y1 = (TOY.body.cy + TOY.body.ry) * PHOTO_H;
    const x0 = (TOY.body.cx - TOY.body.rx) * PHOTO_W;
    const x1 = (TOY.body.cx + TOY.body.rx) * PHOTO_W;
    const map = (x: number, y: number) => [
      box.x + ((x - x0) / (x1 - x0)) * box.w,
      box.y + ((y - y0) / (y1 - y0)) * box.h,
    ];
    const near = (px: number, py: number, tol: number) => {
      for (let y = Math.round(py - tol); y <= py + tol; y++)
        for (let x = Math.round(px - tol); x <= px + tol; x++)
          if (page.data[y * page.width + x] === 0) return true;
      return false;
    };
    for (const shape of [TOY.body, TOY.head]) {
      let found = 0;
      const samples = 72;
      for (let k = 0; k < samples; k++) {
        const a = (2 * Math.PI * k) / samples;
        const [px, py] = map(
          (shape.cx + shape.rx * Math.cos(a)) * PHOTO_W,
          (shape.cy + shape.ry * Math.sin(a)) * PHOTO_H,
        );
        // Where the head overlaps the body, or an ear the head, the contour is hidden.
        if (near(px!, py!, 30)) found++;
      }
      // About a quarter of the head's contour lies under the ears and the neck: measured
      // 2026-11-29 (Canny pass) 54 of 72 samples on the head, 0.75; the body more.
      expect(found / samples).toBeGreaterThanOrEqual(0.7);
    }
    // The middle of the body is white: fur texture and shading do not become ink.
    const [bx, by] = map(TOY.body.cx * PHOTO_W, (TOY.body.cy + 0.05) * PHOTO_H);
    expect(near(bx!, by!, 60)).toBe(false);
  });

  it('keeps everything inside the safe margin', () => {
    const box = inkBox(page);
    expect(box.x).toBeGreaterThanOrEqual(SAFE_MARGIN_PX);
    expect(box.y).toBeGreaterThanOrEqual(SAFE_MARGIN_PX);
    expect(box.x + box.w).toBeLessThanOrEqual(LETTER.width - SAFE_MARGIN_PX);
    expect(box.y + box.h).toBeLessThanOrEqual(LETTER.height - SAFE_MARGIN_PX);
  });
});

describe('photoToLineArt on colour-only edges', () => {
  it('outlines an orange ball on a blue blanket of about the same brightness', async () => {
    // Luminance (Rec. 709) of #ffaa00 ≈ 0.69 and of #8888ff ≈ 0.57: too close for a brightness-only XDoG.
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="600"><rect width="800" height="600" fill="#8888ff"/><ellipse cx="400" cy="300" rx="240" ry="160" fill="#ffaa00"/></svg>`;
    const webp = await sharp(Buffer.from(svg)).webp({ quality: 90 }).toBuffer();
    const page = await photoToLineArt(webp, { audience: 'kids', maxWidth: 2048, maxHeight: 2048 });
    const box = inkBox(page);
    // The ellipse's 3:2 outline fills the safe area's width.
    expect(box.w).toBeGreaterThan(1700);
    expect(box.w / box.h).toBeGreaterThan(1.3);
    expect(box.w / box.h).toBeLessThan(1.7);
    const { printPng } = await finalizePage(page, { audience: 'kids' });
    expect((await checkPage(printPng, { audience: 'kids', format: 'square', photo: true })).problems).toEqual(
      [],
    );
  });
});

describe('photoToLineArt rejects bad input with clear errors', () => {
  it('zero bytes', async () => {
    await expectEngineError(Buffer.alloc(0), 'invalid_image', /empty \(0 bytes\)/);
  });

  it('a truncated JPEG', async () => {
    const jpeg = await toyPhoto({ width: 600, height: 800 });
    await expectEngineError(
      jpeg.subarray(0, Math.floor(jpeg.length / 2)),
      'invalid_image',
      /damaged or incomplete/,
    );
  });

  it('an SVG file', async () => {
    const svg = Buffer.from(
      '<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>',
    );
    await expectEngineError(svg, 'invalid_image', /SVG drawing, not a photo/);
  });

  it('an HTML file', async () => {
    const html = Buffer.from('  <!DOCTYPE html><html><body><img src="x.jpg"></body></html>');
    await expectEngineError(html, 'invalid_image', /web page \(HTML\), not a photo/);
  });

  it('random bytes', async () => {
    const rand = mulberry32(3);
    const bytes = Buffer.alloc(4096);
    for (let i = 0; i < bytes.length; i++) bytes[i] = Math.floor(rand() * 256);
    await expectEngineError(bytes, 'invalid_image', /not a picture we can read/);
  });

  it('more than 50 megapixels, declared in the header', async () => {
    const png = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#fff' } })
      .png()
      .toBuffer();
    // Rewrite IHDR to claim 10 000 × 6 000 px (60 MP); the header alone must be enough to refuse it.
    const huge = Buffer.from(png);
    huge.writeUInt32BE(10_000, 16);
    huge.writeUInt32BE(6_000, 20);
    await expectEngineError(
      huge,
      'image_too_large',
      /10000×6000 px \(60\.0 megapixels\); the largest we accept is 50 megapixels/,
    );
  });

  it('more than 50 megapixels, a real image', async () => {
    const jpeg = await sharp({ create: { width: 8000, height: 7000, channels: 3, background: '#888' } })
      .jpeg({ quality: 50 })
      .toBuffer();
    await expectEngineError(jpeg, 'image_too_large', /8000×7000 px \(56\.0 megapixels\)/);
  });
});

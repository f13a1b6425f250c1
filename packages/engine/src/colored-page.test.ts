import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { checkColoredPage } from './colored-page';
import { generatePage } from './generate';

/** The coloring screen's working size: the long side at 2048 px (contracts COLORING_LONG_SIDE_PX). */
const LONG_SIDE = 2048;

type Gray = { lum: Uint8Array; width: number; height: number };

/** The print PNG as the coloring screen loads it: grey, the long side scaled to 2048 px. */
async function screenPage(printPng: Buffer, kernel: 'lanczos3' | 'mitchell' = 'lanczos3'): Promise<Gray> {
  const meta = await sharp(printPng).metadata();
  const scale = LONG_SIDE / Math.max(meta.width!, meta.height!);
  const width = Math.round(meta.width! * scale);
  const height = Math.round(meta.height! * scale);
  const lum = await sharp(printPng)
    .greyscale()
    .resize(width, height, { fit: 'fill', kernel })
    .raw()
    .toBuffer();
  return { lum: new Uint8Array(lum), width, height };
}

/**
 * An honest colouring, made as the coloring screen makes it (apps/web fill-core.ts): a
 * colour layer of region fills (4-connected open pixels, line = grey ≤ 127) and brush discs
 * clipped to their region, multiplied by the page's grey. Returns a PNG.
 */
async function colourIn(
  page: Gray,
  seeds: [number, number, number][],
  discs: [number, number, number, number][],
) {
  const { lum, width, height } = page;
  const label = new Int32Array(width * height).fill(-1);
  const colors = new Uint32Array(width * height).fill(0xffffff);
  const regionAt = (sx: number, sy: number, id: number) => {
    const stack = [sy * width + sx];
    const members: number[] = [];
    while (stack.length) {
      const i = stack.pop()!;
      if (label[i] !== -1 || lum[i]! <= 127) continue;
      label[i] = id;
      members.push(i);
      const x = i % width;
      if (x > 0) stack.push(i - 1);
      if (x < width - 1) stack.push(i + 1);
      if (i >= width) stack.push(i - width);
      if (i < width * (height - 1)) stack.push(i + width);
    }
    return members;
  };
  seeds.forEach(([fx, fy, color], id) => {
    const x = Math.round(fx * width);
    const y = Math.round(fy * height);
    for (const i of regionAt(x, y, id)) colors[i] = color;
  });
  for (const [fx, fy, radius, color] of discs) {
    const cx = Math.round(fx * width);
    const cy = Math.round(fy * height);
    const region = label[cy * width + cx];
    for (let y = cy - radius; y <= cy + radius; y++)
      for (let x = cx - radius; x <= cx + radius; x++) {
        const i = y * width + x;
        if ((x - cx) ** 2 + (y - cy) ** 2 <= radius * radius && label[i] === region) colors[i] = color;
      }
  }
  const rgb = Buffer.alloc(width * height * 3);
  for (let i = 0; i < width * height; i++) {
    const c = colors[i]!;
    const g = lum[i]!;
    rgb[i * 3] = Math.round((((c >> 16) & 255) * g) / 255);
    rgb[i * 3 + 1] = Math.round((((c >> 8) & 255) * g) / 255);
    rgb[i * 3 + 2] = Math.round(((c & 255) * g) / 255);
  }
  return sharp(rgb, { raw: { width, height, channels: 3 } })
    .png()
    .toBuffer();
}

/** Big words as an SVG layer over `width`×`height`, anti-aliased as any editor draws them. */
function words(width: number, height: number, text: string, size = 120) {
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><text x="60" y="${height / 2}" font-family="DejaVu Sans" font-size="${size}" fill="#111">${text}</text></svg>`,
  );
}

describe('checkColoredPage: only the page coloured in (issue 27 finding 6)', () => {
  let print: Buffer;
  let page: Gray;
  beforeAll(async () => {
    print = (await generatePage({ prompt: 'a cat in a hat', seed: 3 })).printPng;
    page = await screenPage(print);
  }, 60_000);

  it('accepts honest colourings: the page untouched, fills, brush discs, dark colours, another resize', async () => {
    const blank = await colourIn(page, [], []);
    expect(await checkColoredPage(print, blank)).toEqual({ ok: true });
    const seeds: [number, number, number][] = [
      [0.05, 0.05, 0x4fc3f7], // the sky/background
      [0.5, 0.5, 0xe53935],
      [0.3, 0.7, 0x212121], // black is on the palette
      [0.7, 0.3, 0x123456], // any colour of the colour picker
    ];
    const discs: [number, number, number, number][] = [
      [0.1, 0.9, 6, 0xffee58],
      [0.12, 0.88, 16, 0x2e7d32],
      [0.9, 0.1, 36, 0x7e57c2],
    ];
    expect(await checkColoredPage(print, await colourIn(page, seeds, discs))).toEqual({ ok: true });
    // The browser resizes with its own filter; a different kernel stands in for it.
    const other = await screenPage(print, 'mitchell');
    expect(await checkColoredPage(print, await colourIn(other, seeds, discs))).toEqual({ ok: true });
  });

  it('refuses a picture that is not this page (the issue: words and a phone number)', async () => {
    const { width, height } = page;
    const forged = await sharp({ create: { width, height, channels: 3, background: '#ffffff' } })
      .composite([{ input: words(width, height, 'NOT A COLORING PAGE: call 555-123-4567', 60) }])
      .png()
      .toBuffer();
    expect(await checkColoredPage(print, forged)).toEqual({ ok: false, reason: 'lines_covered' });
    // Another page, honestly coloured, is still not this page.
    const otherPrint = (await generatePage({ prompt: 'a rocket in space', seed: 9 })).printPng;
    const otherPage = await screenPage(otherPrint);
    const other = await colourIn(otherPage, [[0.05, 0.05, 0x4fc3f7]], []);
    const sameSize = await sharp(other).resize(page.width, page.height, { fit: 'fill' }).png().toBuffer();
    expect(await checkColoredPage(print, sameSize)).toEqual({ ok: false, reason: 'lines_covered' });
  });

  it('refuses the lines painted over, and words or a photo laid over the coloured page', async () => {
    const { width, height } = page;
    const coloured = await colourIn(page, [[0.05, 0.05, 0xffffff]], []);
    // The lines lightened: a big light rectangle across the middle.
    const painted = await sharp(coloured)
      .composite([
        {
          input: Buffer.from(
            `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect x="0" y="${height * 0.2}" width="${width}" height="${height * 0.6}" fill="#ffee58"/></svg>`,
          ),
        },
      ])
      .png()
      .toBuffer();
    expect(await checkColoredPage(print, painted)).toEqual({ ok: false, reason: 'lines_covered' });
    // Words drawn by an editor over open paper (anti-aliased, not fills).
    const texted = await sharp(coloured)
      .composite([{ input: words(width, height, 'call 555 123 4567 ', 90), blend: 'multiply' }])
      .png()
      .toBuffer();
    expect(await checkColoredPage(print, texted)).toEqual({ ok: false, reason: 'not_filled' });
    const small = await sharp(coloured)
      .composite([{ input: words(width, height, 'insta mia_draws', 40), blend: 'multiply' }])
      .png()
      .toBuffer();
    expect(await checkColoredPage(print, small)).toEqual({ ok: false, reason: 'not_filled' });
    // A photo-like gradient over the open paper, multiplied so the lines stay dark.
    const gradient = await sharp(coloured)
      .composite([
        {
          input: Buffer.from(
            `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><defs><linearGradient id="g"><stop offset="0" stop-color="#f00"/><stop offset="1" stop-color="#00f"/></linearGradient></defs><rect width="${width}" height="${height}" fill="url(#g)"/></svg>`,
          ),
          blend: 'multiply',
        },
      ])
      .png()
      .toBuffer();
    expect(await checkColoredPage(print, gradient)).toEqual({ ok: false, reason: 'not_filled' });
  });
});

import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { generatePage } from '../generate';
import { COLORED_EXAMPLE_LONG_SIDE_PX, renderColoredExample } from './provider';

/** Share of clearly coloured pixels (max − min channel > 60) in an RGB(A) PNG. */
async function colourShare(png: Buffer): Promise<number> {
  const { data, info } = await sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  let coloured = 0;
  for (let o = 0; o < data.length; o += 3) {
    if (Math.max(data[o]!, data[o + 1]!, data[o + 2]!) - Math.min(data[o]!, data[o + 1]!, data[o + 2]!) > 60)
      coloured++;
  }
  return coloured / (info.width * info.height);
}

/** Dark pixels (grey < 100) of a PNG resized to w×h: where the lines are. */
async function darkMask(png: Buffer, w: number, h: number): Promise<Uint8Array> {
  const grey = await sharp(png)
    .flatten({ background: '#fff' })
    .resize(w, h, { fit: 'fill' })
    .greyscale()
    .raw()
    .toBuffer();
  return Uint8Array.from(grey, (v) => (v < 100 ? 1 : 0));
}

describe('renderColoredExample (issue 17 "Show me an example")', () => {
  it('draws the same scene as the line-art page, with the OpenMoji art in colour', async () => {
    const request = { prompt: 'a dog playing with a ball in the garden', seed: 7 };
    const example = (await renderColoredExample(request))!;
    const meta = await sharp(example).metadata();
    const page = await generatePage(request);
    expect(Math.max(meta.width!, meta.height!)).toBe(COLORED_EXAMPLE_LONG_SIDE_PX);
    // The page's shape (letter: 2550×3300).
    expect(meta.width! / meta.height!).toBeCloseTo(page.metadata.width / page.metadata.height, 2);
    // The poodle is grey in OpenMoji; the butterfly, flowers and leaves are coloured.
    expect(await colourShare(example)).toBeGreaterThan(0.01);
    expect(await colourShare(page.printPng)).toBe(0);
    // Same places: most line pixels of the page (at 1/4 size, one-pixel slack) are dark or
    // coloured in the example too — a different layout would match far fewer.
    const w = Math.round(meta.width! / 4);
    const h = Math.round(meta.height! / 4);
    const lines = await darkMask(page.printPng, w, h);
    const { data } = await sharp(example)
      .resize(w, h, { fit: 'fill' })
      .removeAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    const inked = (i: number) => {
      const o = i * 3;
      return Math.min(data[o]!, data[o + 1]!, data[o + 2]!) < 235;
    };
    let total = 0;
    let matched = 0;
    for (let y = 1; y < h - 1; y++) {
      for (let x = 1; x < w - 1; x++) {
        const i = y * w + x;
        if (!lines[i]) continue;
        total++;
        if (inked(i) || inked(i - 1) || inked(i + 1) || inked(i - w) || inked(i + w)) matched++;
      }
    }
    expect(total).toBeGreaterThan(500);
    expect(matched / total).toBeGreaterThan(0.9);
    // Another seed is another layout: far fewer matches.
    const other = (await renderColoredExample({ ...request, seed: 8 }))!;
    const { data: otherData } = await sharp(other)
      .resize(w, h, { fit: 'fill' })
      .removeAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    let otherMatched = 0;
    for (let i = 0; i < lines.length; i++) {
      if (lines[i] && Math.min(otherData[i * 3]!, otherData[i * 3 + 1]!, otherData[i * 3 + 2]!) < 235)
        otherMatched++;
    }
    expect(otherMatched / total).toBeLessThan(matched / total - 0.1);
  }, 60_000);

  it('is the same picture every time, and none for a page drawn from a photo', async () => {
    const request = {
      prompt: 'a cat in a hat',
      seed: 3,
      audience: 'toddler' as const,
      format: 'square' as const,
    };
    const a = (await renderColoredExample(request, 400))!;
    const b = (await renderColoredExample(request, 400))!;
    expect(a.equals(b)).toBe(true);
    expect((await sharp(a).metadata()).width).toBe(400);
    const photo = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#888' } })
      .png()
      .toBuffer();
    expect(await renderColoredExample({ ...request, referenceImage: photo })).toBeNull();
  });
});

import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { generatePage } from './generate';
import { printPngFacts, printPngProblems } from './print-check';

const grey = (width: number, height: number, draw: (x: number, y: number) => number) => {
  const data = Buffer.alloc(width * height);
  for (let y = 0; y < height; y++) for (let x = 0; x < width; x++) data[y * width + x] = draw(x, y);
  return sharp(data, { raw: { width, height, channels: 1 } })
    .png()
    .toBuffer();
};

describe('the print PNG check of the shipped-path tests (issue 26)', () => {
  it('passes a real page', async () => {
    const page = await generatePage({ prompt: 'a cat on a boat', format: 'square', seed: 2 });
    expect(await printPngProblems(page.printPng)).toEqual([]);
    const facts = await printPngFacts(page.printPng);
    expect(facts).toMatchObject({ format: 'png', channels: 1, greyPixels: 0 });
    expect(facts.inkShare).toBeGreaterThan(0.01);
  });

  it('names what is wrong: empty, blank, grey, solid black, too small, not a PNG', async () => {
    expect(await printPngProblems(new Uint8Array())).toEqual(['the file is empty (0 bytes)']);
    expect(await printPngProblems(await grey(2100, 2100, () => 255))).toEqual(['almost blank (0.00 % ink)']);
    const greyLine = await grey(2100, 2100, (x) => (x === 1000 ? 128 : x < 40 ? 0 : 255));
    expect(await printPngProblems(greyLine)).toEqual(['2100 pixels are neither black nor white']);
    expect(await printPngProblems(await grey(2100, 2100, () => 0))).toEqual(['mostly black (100.0 % ink)']);
    const small = await grey(300, 200, (x) => (x < 20 ? 0 : 255));
    expect(await printPngProblems(small)).toEqual(['300×200 px is below 2000 px on the long side']);
    const jpeg = await sharp(await grey(2100, 2100, (x) => (x < 40 ? 0 : 255)))
      .jpeg()
      .toBuffer();
    expect((await printPngProblems(jpeg))[0]).toBe('not a PNG (jpeg)');
  });
});

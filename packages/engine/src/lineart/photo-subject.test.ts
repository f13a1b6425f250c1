import { readFileSync } from 'node:fs';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { generatePage } from '../generate';
import { isolateSubject } from './photo-subject';
import { checkPage } from './quality';

/**
 * A busy photo: diagonal stripes everywhere (a patterned wall), a solid orange ball of
 * radius 120 px centred at (300, 260) on a 800×600 picture, and a green box at the right.
 */
async function busyPhoto(): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="600">
    <defs><pattern id="s" width="40" height="40" patternUnits="userSpaceOnUse" patternTransform="rotate(35)">
      <rect width="40" height="40" fill="#3a6ea5"/><rect width="20" height="40" fill="#e8d9b0"/></pattern></defs>
    <rect width="800" height="600" fill="url(#s)"/>
    <circle cx="300" cy="260" r="120" fill="#f08020"/>
    <rect x="560" y="120" width="180" height="300" fill="#2a9d4a"/></svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 92 }).toBuffer();
}

const ballBox = { x: 160 / 800, y: 120 / 600, w: 280 / 800, h: 280 / 600 };

describe('isolateSubject (GrabCut on the marked box)', () => {
  it('keeps the marked ball and turns the striped wall around it to white paper', async () => {
    const result = await isolateSubject(await busyPhoto(), ballBox);
    expect(result).not.toBeNull();
    const { data, info } = await sharp(result!.image).raw().toBuffer({ resolveWithObject: true });
    // The crop is the box plus 4 % paper: about 302×302 px.
    expect(info.width).toBeGreaterThan(280);
    expect(info.width).toBeLessThan(320);
    const at = (x: number, y: number) => {
      const i = (y * info.width + x) * info.channels;
      return [data[i]!, data[i + 1]!, data[i + 2]!];
    };
    const cx = Math.round(info.width / 2);
    const cy = Math.round(info.height / 2);
    // The ball's middle keeps its orange.
    const [r, g, b] = at(cx, cy);
    expect(r).toBeGreaterThan(200);
    expect(g).toBeGreaterThan(90);
    expect(b).toBeLessThan(80);
    // The corners of the crop were stripes; now they are white.
    for (const [x, y] of [
      [4, 4],
      [info.width - 5, 4],
      [4, info.height - 5],
      [info.width - 5, info.height - 5],
    ] as const) {
      expect(at(x, y)).toEqual([255, 255, 255]);
    }
    // GrabCut kept about the ball: π·120² of the 280² box ≈ 58 %.
    expect(result!.foregroundShare).toBeGreaterThan(0.45);
    expect(result!.foregroundShare).toBeLessThan(0.75);
  });

  it('cuts the same photo and box the same way every time (OpenCV’s random generator seeded)', async () => {
    const photo = readFileSync(new URL('../../test/photos/pet-cat.jpg', import.meta.url));
    const box = { x: 0.05, y: 0, w: 0.9, h: 1 };
    const first = await isolateSubject(photo, box);
    const second = await isolateSubject(photo, box);
    expect(first!.foregroundShare).toBeGreaterThan(0.2);
    expect(second!.foregroundShare).toBe(first!.foregroundShare);
    expect(second!.image.equals(first!.image)).toBe(true);
  });

  it('returns null for bytes that are not a picture (photoToLineArt then refuses them)', async () => {
    expect(await isolateSubject(Buffer.from('not a picture'), ballBox)).toBeNull();
  });

  it('a page from the marked ball has no stripes: its ink stays near the ball', async () => {
    const photo = await busyPhoto();
    const whole = await generatePage({ prompt: 'my ball', referenceImage: photo });
    const marked = await generatePage({ prompt: 'my ball', referenceImage: photo, photoSubject: ballBox });
    const ink = async (png: Buffer) => {
      const { data } = await sharp(png).raw().toBuffer({ resolveWithObject: true });
      return data.reduce((n, v) => n + (v < 128 ? 1 : 0), 0);
    };
    // The whole busy photo is mostly stripe lines; the marked ball is one outline.
    expect(await ink(marked.printPng)).toBeLessThan((await ink(whole.printPng)) * 0.4);
    expect(marked.metadata.timings.subject).toBeGreaterThan(0);
  });
});

describe('the detail control (fewer ↔ more lines)', () => {
  it('draws fewer lines for fewer and more for more on a real photo, each page printable', async () => {
    const photo = readFileSync(new URL('../../test/photos/portrait-astronaut.jpg', import.meta.url));
    const ink: Record<string, number> = {};
    for (const photoDetail of ['fewer', 'usual', 'more'] as const) {
      const page = await generatePage({ prompt: 'my photo', referenceImage: photo, photoDetail });
      const { data } = await sharp(page.printPng).raw().toBuffer({ resolveWithObject: true });
      ink[photoDetail] = data.reduce((n, v) => n + (v < 128 ? 1 : 0), 0);
      const check = await checkPage(page.printPng, {
        audience: 'kids',
        format: 'letter',
        frame: false,
        photo: true,
      });
      expect(check.problems, photoDetail).toEqual([]);
    }
    expect(ink.fewer!).toBeLessThan(ink.usual! * 0.9);
    expect(ink.more!).toBeGreaterThan(ink.usual! * 1.1);
  });
});

import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { generatePage } from '../generate';
import { checkPage } from '../lineart/quality';
import { createRaster, type GreyRaster, rasterFromImage } from '../lineart/raster';
import { mainSubject } from './character-subject';

/** Draws an outlined disk (ring `lw` px wide) of radius `r` centred at (cx, cy). */
function ring(img: GreyRaster, cx: number, cy: number, r: number, lw: number) {
  for (let y = 0; y < img.height; y++)
    for (let x = 0; x < img.width; x++) {
      const d = Math.hypot(x - cx, y - cy);
      if (d <= r && d > r - lw) img.data[y * img.width + x] = 0;
    }
}

function inkIn(img: GreyRaster, x0: number, y0: number, x1: number, y1: number): number {
  let n = 0;
  for (let y = y0; y < y1; y++) for (let x = x0; x < x1; x++) if (img.data[y * img.width + x]! < 128) n++;
  return n;
}

describe('mainSubject (a character is its subject, not its page)', () => {
  it('keeps the big outlined thing in the middle and drops the clouds, the sun and the ground line', () => {
    const page = createRaster(600, 800);
    ring(page, 300, 420, 170, 8); // the subject
    ring(page, 90, 90, 40, 6); // a cloud
    ring(page, 520, 80, 35, 6); // the sun
    page.data.fill(0, 700 * 600, 706 * 600); // the ground line, edge to edge
    const subject = mainSubject(page);
    // The subject's outline is all there.
    expect(inkIn(subject, 120, 240, 480, 600)).toBe(inkIn(page, 120, 240, 480, 600));
    // The cloud, the sun and the ground line are paper now.
    expect(inkIn(subject, 40, 40, 140, 140)).toBe(0);
    expect(inkIn(subject, 470, 30, 570, 130)).toBe(0);
    expect(inkIn(subject, 0, 698, 600, 708)).toBe(0);
  });

  it('leaves a single drawing whole (nothing to cut away)', () => {
    const drawing = createRaster(400, 400);
    ring(drawing, 200, 200, 150, 8);
    ring(drawing, 200, 200, 60, 6);
    expect(mainSubject(drawing)).toBe(drawing);
  });

  it('leaves a picture with no solid shape (lines only) as it is', () => {
    const lines = createRaster(300, 300);
    for (let y = 20; y < 300; y += 40) lines.data.fill(0, y * 300, y * 300 + 300);
    expect(mainSubject(lines)).toBe(lines);
  });

  it('brings only the subject of a saved sketchbook page into a new scene, and its name is not a skipped word', async () => {
    const saved = await generatePage({ prompt: 'a dinosaur in a jungle', seed: 3 });
    const page = await generatePage({
      prompt: 'Rexy at the beach',
      characters: [{ name: 'Rexy', image: saved.previewPng }],
    });
    expect(page.metadata.elements[0]).toBe('Rexy');
    expect(page.metadata.skippedWords).toEqual([]);
    // The saved page's own sky (its sun and clouds) does not come along: the character's
    // sticker is smaller than the whole saved page would be.
    const whole = await rasterFromImage(saved.previewPng);
    const cut = mainSubject(whole);
    const ink = (r: GreyRaster) => r.data.reduce((n, v) => n + (v < 128 ? 1 : 0), 0);
    expect(ink(cut)).toBeLessThan(ink(whole) * 0.85);
    expect(ink(cut)).toBeGreaterThan(ink(whole) * 0.2);
  });

  it('uses a photo, a character and the words together (none is dropped)', async () => {
    const saved = await generatePage({ prompt: 'a dinosaur in a jungle', seed: 3 });
    const photo = await sharp(
      Buffer.from(
        '<svg xmlns="http://www.w3.org/2000/svg" width="900" height="600"><rect width="900" height="600" fill="#9cf"/><circle cx="450" cy="300" r="200" fill="#c63"/><circle cx="380" cy="250" r="30" fill="#fff"/><circle cx="520" cy="250" r="30" fill="#fff"/></svg>',
      ),
    )
      .jpeg()
      .toBuffer();
    const page = await generatePage({
      prompt: 'Rexy and a ball',
      referenceImage: photo,
      characters: [{ name: 'Rexy', image: saved.previewPng }],
    });
    expect(page.metadata.elements).toEqual(['photo', 'Rexy', 'soccer ball']);
    expect(page.metadata.skippedWords).toEqual([]);
    const check = await checkPage(page.printPng, { audience: 'kids', format: 'letter', frame: false });
    expect(check.problems).toEqual([]);
  });
});

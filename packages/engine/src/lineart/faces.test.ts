import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { pageSize } from '../profiles';
import { finalizePage } from './encode';
import { detectFaces, resetFaceCascadeForTests, useFaceCascadeForTests } from './faces';
import { photoToLineArt } from './photo';
import { checkPage } from './quality';

/**
 * Faces in photos (issue 30): the LBP cascade finds the astronaut's face and nothing on
 * the other test photos; without its file it finds none, warns once, and photo pages still
 * work. (The face pass that redrew faces with XDoG, lids and pupils, and its tests, went
 * with issue 30's light clean-up: docs/photos.md "A light clean-up".)
 */
const DIR = fileURLToPath(new URL('../../test/photos/', import.meta.url));
const LETTER = pageSize('letter');
const PORTRAIT = 'portrait-astronaut.jpg';

/** The photo as the photo path sees it: grey, 720 px on its long side. */
async function workingGrey(file: string): Promise<{ grey: Uint8Array; width: number; height: number }> {
  const { data, info } = await sharp(readFileSync(DIR + file))
    .resize(720, 720, { fit: 'inside' })
    .greyscale()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { grey: new Uint8Array(data), width: info.width, height: info.height };
}

describe('face detection (issue 30)', () => {
  it('finds the astronaut’s one face around her eyes and mouth', async () => {
    const { grey, width, height } = await workingGrey(PORTRAIT);
    const faces = await detectFaces(grey, width, height);
    expect(faces).toHaveLength(1);
    // Eyes at x 195–252, y 98–107 and the mouth at y 136–154 on the 512 px photo (photo-real.test.ts).
    const s = width / 512;
    const [f] = faces;
    expect(f!.x).toBeLessThan(195 * s);
    expect(f!.x + f!.width).toBeGreaterThan(252 * s);
    expect(f!.y).toBeLessThan(98 * s);
    expect(f!.y + f!.height).toBeGreaterThan(145 * s);
    expect(f!.width).toBeLessThan(0.3 * width);
  });

  it.each([
    'pet-cat.jpg',
    'busy-football.jpg',
    'object-coffee.jpg',
    'busy-rocket.jpg',
    'landscape-dune.jpg',
    'soft-squirrel.jpg',
  ])('finds no face on %s', async (file) => {
    const { grey, width, height } = await workingGrey(file);
    expect(await detectFaces(grey, width, height)).toEqual([]);
  });

  describe('without the cascade file', () => {
    afterAll(() => resetFaceCascadeForTests());
    it('finds no faces, warns once, and photo pages still work', async () => {
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
      try {
        useFaceCascadeForTests('/nonexistent/lbpcascade_frontalface_improved.xml');
        const { grey, width, height } = await workingGrey(PORTRAIT);
        expect(await detectFaces(grey, width, height)).toEqual([]);
        expect(await detectFaces(grey, width, height)).toEqual([]);
        const page = await photoToLineArt(readFileSync(DIR + PORTRAIT), {
          audience: 'kids',
          maxWidth: LETTER.width,
          maxHeight: LETTER.height,
        });
        const { printPng } = await finalizePage(page, { audience: 'kids' });
        expect(
          (await checkPage(printPng, { audience: 'kids', format: 'letter', photo: true })).problems,
        ).toEqual([]);
        expect(warn).toHaveBeenCalledTimes(1);
        expect(String(warn.mock.calls[0]![0])).toMatch(/face cascade .* is missing/);
      } finally {
        warn.mockRestore();
      }
    }, 30_000);
  });
});

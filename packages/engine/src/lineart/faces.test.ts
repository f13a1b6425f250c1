import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { AUDIENCE_PROFILES, pageSize, SAFE_MARGIN_PX } from '../profiles';
import { placeDrawing } from './cleanup';
import { finalizePage } from './encode';
import { detectFaces, type FaceBox, resetFaceCascadeForTests, useFaceCascadeForTests } from './faces';
import { distanceSquared, labelRuns } from './morph';
import { PHOTO_CLEANUP_TUNING, photoEdges, photoEdgesWithSubject, photoToLineArt } from './photo';
import { checkPage } from './quality';
import type { GreyRaster } from './raster';

/**
 * Faces in photos (issue 30): the LBP cascade finds the astronaut's face and nothing on
 * the other test photos, and inside the face the page has its features as separate thin
 * lines (the face pass), not cells and black spots.
 */
const DIR = fileURLToPath(new URL('../../test/photos/', import.meta.url));
const LETTER = pageSize('letter');
const LW = AUDIENCE_PROFILES.kids.lineWidthPx;
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

/** Ink in the page's face region (`box` in working px, 720 on the long side): 8-connected strokes and thick pixels. */
async function faceInk(
  page: GreyRaster,
  box: FaceBox,
): Promise<{ strokes: number; thick: number; ink: number; cells: number }> {
  const edges = await photoEdges(readFileSync(DIR + PORTRAIT), undefined, 'usual', false);
  const place = (await placeDrawing(
    edges,
    { audience: 'kids', width: LETTER.width, height: LETTER.height, marginPx: SAFE_MARGIN_PX, fit: true },
    PHOTO_CLEANUP_TUNING,
  ))!;
  const x0 = Math.round(place.dx + (box.x - place.rect.x) * place.scale);
  const y0 = Math.round(place.dy + (box.y - place.rect.y) * place.scale);
  const w = Math.round(box.width * place.scale);
  const h = Math.round(box.height * place.scale);
  const mask = new Uint8Array(w * h);
  const paper = new Uint8Array(w * h);
  let ink = 0;
  for (let y = 0; y < h; y++)
    for (let x = 0; x < w; x++) {
      const black = page.data[(y0 + y) * page.width + x0 + x] === 0 ? 1 : 0;
      mask[y * w + x] = black;
      paper[y * w + x] = 1 - black;
      ink += black;
    }
  const strokes = labelRuns(mask, w, h, 8).count;
  // Cells: paper regions (4-connected) closed by ink inside the region, not touching its edge.
  const paperRuns = labelRuns(paper, w, h, 4);
  let cells = 0;
  for (let k = 1; k <= paperRuns.count; k++) if (!paperRuns.touchesBorder[k]) cells++;
  // Thick: farther than one line width from paper, i.e. ink over twice the line width across.
  const d2 = distanceSquared(paper, w, h, LW + 2);
  let thick = 0;
  for (let i = 0; i < d2.length; i++) if (d2[i]! > LW * LW) thick++;
  return { strokes, thick, ink, cells };
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
        expect((await checkPage(printPng, { audience: 'kids', format: 'letter' })).problems).toEqual([]);
        expect(warn).toHaveBeenCalledTimes(1);
        expect(String(warn.mock.calls[0]![0])).toMatch(/face cascade .* is missing/);
      } finally {
        warn.mockRestore();
      }
    }, 30_000);
  });
});

describe('the face drawn as lines (issue 30)', () => {
  let face: FaceBox;
  const pages: Record<'with' | 'without', GreyRaster | undefined> = { with: undefined, without: undefined };
  beforeAll(async () => {
    const { grey, width, height } = await workingGrey(PORTRAIT);
    face = (await detectFaces(grey, width, height))[0]!;
    for (const faces of [true, false])
      pages[faces ? 'with' : 'without'] = await photoToLineArt(readFileSync(DIR + PORTRAIT), {
        audience: 'kids',
        maxWidth: LETTER.width,
        maxHeight: LETTER.height,
        faces,
      });
  }, 60_000);

  it('has no solid ink in the face: nothing thicker than twice the line width', async () => {
    // (The page without the face pass has none either since the second clean-up went,
    // issue 30 "Time"; this guards the face pass from bringing black spots back.)
    expect((await faceInk(pages.with!, face)).thick).toBe(0);
  });

  it('draws the features as separate strokes, with no closed cell, and more of them than the page without the face pass', async () => {
    const withFaces = await faceInk(pages.with!, face);
    const without = await faceInk(pages.without!, face);
    // Measured 2026-11-28 on the XDoG pass: 8 strokes and 0 cells with the face pass, 6 and
    // 1 cell without. 2026-11-29 on the Canny pass (which draws a face by itself far better):
    // 6 strokes and 0 cells with it (both eyes with lids, brows, the smile), 5 without.
    expect(withFaces.strokes, JSON.stringify({ withFaces, without })).toBeGreaterThan(without.strokes);
    expect(withFaces.cells, JSON.stringify({ withFaces, without })).toBe(0);
  });

  it('gives each eye a pupil: a round dot hanging from the lid, no thicker than twice the line width', async () => {
    const { edges, eyes } = await photoEdgesWithSubject(
      readFileSync(DIR + PORTRAIT),
      undefined,
      'usual',
      true,
      'simplify',
    );
    expect(eyes).toHaveLength(2);
    const place = (await placeDrawing(
      edges,
      { audience: 'kids', width: LETTER.width, height: LETTER.height, marginPx: SAFE_MARGIN_PX, fit: true },
      PHOTO_CLEANUP_TUNING,
    ))!;
    /**
     * In the eye's box on the page: the largest distance from paper of any ink pixel in the
     * band one line width either side of the eye's middle column, above its centre (where
     * the pupil hangs from the lid), and the count of ink pixels thicker than twice the line
     * width anywhere in the box. A stroke one line width wide is at most LW/2 from paper;
     * the pupil (1.7 LW across) reaches 0.85 LW.
     */
    const pupilIn = (page: GreyRaster, eye: FaceBox) => {
      // The distances are measured on the box grown by 2 LW of the page around it, so a
      // stroke crossing the box's edge is measured from its real paper on both sides.
      const m = 2 * LW;
      const x0 = Math.round(place.dx + (eye.x - place.rect.x) * place.scale) - m;
      const y0 = Math.round(place.dy + (eye.y - place.rect.y) * place.scale) - m;
      const w = Math.round(eye.width * place.scale) + 2 * m;
      const h = Math.round(eye.height * place.scale) + 2 * m;
      const paper = new Uint8Array(w * h);
      for (let y = 0; y < h; y++)
        for (let x = 0; x < w; x++)
          paper[y * w + x] = page.data[(y0 + y) * page.width + x0 + x] === 0 ? 0 : 1;
      const d2 = distanceSquared(paper, w, h, 2 * LW);
      let thick = 0;
      for (let y = m; y < h - m; y++) for (let x = m; x < w - m; x++) if (d2[y * w + x]! > LW * LW) thick++;
      let deepest = 0;
      for (let y = m; y < h / 2; y++)
        for (let x = Math.round(w / 2 - LW); x <= w / 2 + LW; x++)
          deepest = Math.max(deepest, d2[y * w + x]!);
      return { depth: Math.sqrt(deepest) / LW, thick };
    };
    for (const eye of eyes) {
      const withPupil = pupilIn(pages.with!, eye);
      const without = pupilIn(pages.without!, eye);
      expect(withPupil.depth, JSON.stringify({ eye, withPupil, without })).toBeGreaterThanOrEqual(0.75);
      expect(withPupil.thick).toBe(0);
      // (Until 2026-11-29 the page without the face pass had no dot here at all, which showed
      // the stamp made it; the Canny pass at the photo's own scale now draws the iris's edges
      // as a stroke ~0.8 line widths deep there too. The stamp was seen failing this test
      // when switched off, 2026-11-28.)
    }
  });

  it('the page with the face pass passes checkPage (kids/letter)', async () => {
    const { printPng } = await finalizePage(pages.with!, { audience: 'kids' });
    expect((await checkPage(printPng, { audience: 'kids', format: 'letter' })).problems).toEqual([]);
  });
});

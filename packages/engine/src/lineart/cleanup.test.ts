import { mkdir, writeFile } from 'node:fs/promises';
import { beforeAll, describe, expect, it } from 'vitest';
import { AI_PAGE, aiStylePage } from '../../test/lineart-fixtures';
import { AUDIENCE_PROFILES, pageSize, SAFE_MARGIN_PX } from '../profiles';
import type { Audience } from '../types';
import { type CleanupOptions, cleanupLineArt, type Placement, placeDrawing } from './cleanup';
import { finalizePage } from './encode';
import { components } from './morph';
import { checkPage } from './quality';
import { type GreyRaster, toSharp } from './raster';

const OUT = '/tmp/lineart';
const LETTER = pageSize('letter');

function options(audience: Audience): CleanupOptions {
  return { audience, width: LETTER.width, height: LETTER.height, marginPx: SAFE_MARGIN_PX, fit: true };
}

function at(page: GreyRaster, p: Placement, x: number, y: number): number {
  const px = Math.round(p.dx + (x - p.rect.x) * p.scale);
  const py = Math.round(p.dy + (y - p.rect.y) * p.scale);
  return page.data[py * page.width + px]!;
}

describe('cleanupLineArt on an AI-style page', () => {
  let input: GreyRaster;
  let page: GreyRaster;
  let placement: Placement;

  beforeAll(async () => {
    input = await aiStylePage();
    page = await cleanupLineArt(input, options('kids'));
    placement = (await placeDrawing(input, options('kids')))!;
    await mkdir(OUT, { recursive: true });
    const { previewPng, printPng } = await finalizePage(page, { audience: 'kids' });
    await writeFile(`${OUT}/cleanup-kids-preview.png`, previewPng);
    await writeFile(`${OUT}/cleanup-kids-print.png`, printPng);
  });

  it('returns exactly the page size with only 0 and 255', () => {
    expect(page.width).toBe(LETTER.width);
    expect(page.height).toBe(LETTER.height);
    expect(page.data.length).toBe(LETTER.width * LETTER.height);
    expect(page.data.every((v) => v === 0 || v === 255)).toBe(true);
  });

  it('passes the print checks for every audience', async () => {
    for (const audience of ['toddler', 'kids', 'big-kids'] as const) {
      const out = audience === 'kids' ? page : await cleanupLineArt(input, options(audience));
      const { printPng } = await finalizePage(out, { audience });
      const result = await checkPage(printPng, { audience, format: 'letter' });
      expect(result.problems, audience).toEqual([]);
    }
  });

  it.each(['toddler', 'kids', 'big-kids'] as const)(
    'closes the gap in the circle for %s',
    async (audience) => {
      const out = audience === 'kids' ? page : await cleanupLineArt(input, options(audience));
      const where = (await placeDrawing(input, options(audience)))!;
      const { cx, cy } = AI_PAGE.gapCircle;
      const white = new Uint8Array(out.data.length);
      for (let i = 0; i < white.length; i++) white[i] = out.data[i] === 255 ? 1 : 0;
      const c = components(white, out.width, out.height, 4);
      const px = Math.round(where.dx + (cx - where.rect.x) * where.scale);
      const py = Math.round(where.dy + (cy - where.rect.y) * where.scale);
      const label = c.labels[py * out.width + px]!;
      expect(label).toBeGreaterThan(0);
      expect(c.touchesBorder[label]).toBe(0);
      expect(c.area[label]).toBeGreaterThan(AUDIENCE_PROFILES[audience].minRegionAreaPx);
    },
  );

  it('keeps the hairlines, thickened', () => {
    // Each hairline runs from (x, 1290) curving up to about (x + 20…40, 1180); check near its middle.
    let found = 0;
    for (let i = 0; i < 14; i++) {
      const x = 120 + i * 60 + 6;
      let hit = false;
      for (let dx = -8; dx <= 8 && !hit; dx++) if (at(page, placement, x + dx / 2, 1245) === 0) hit = true;
      if (hit) found++;
    }
    expect(found).toBe(14);
  });

  it('hollows the solid black area into an outline', () => {
    const { x, y, w, h } = AI_PAGE.solid;
    expect(at(page, placement, x + w / 2, y + h / 2)).toBe(255);
    expect(at(page, placement, x + w / 4, y + h / 3)).toBe(255);
    // The outline is where the edge was.
    expect(at(page, placement, x + 2, y + h / 2)).toBe(0);
    expect(at(page, placement, x + w / 2, y + h - 2)).toBe(0);
  });

  it('removes specks and grey shading', () => {
    const { specks, head } = AI_PAGE;
    let black = 0;
    for (let y = specks.y + 10; y < specks.y + specks.h; y += 0.5)
      for (let x = specks.x; x < specks.x + specks.w; x += 0.5) if (at(page, placement, x, y) === 0) black++;
    expect(black).toBe(0);
    // The shaded head is white inside (away from the eyes and mouth).
    expect(at(page, placement, head.cx - 200, head.cy + 150)).toBe(255);
    expect(at(page, placement, head.cx + 220, head.cy + 80)).toBe(255);
  });

  it('keeps the content inside the margin and centred', () => {
    let minX = LETTER.width;
    let maxX = 0;
    let minY = LETTER.height;
    let maxY = 0;
    for (let y = 0; y < page.height; y++)
      for (let x = 0; x < page.width; x++)
        if (page.data[y * page.width + x] === 0) {
          minX = Math.min(minX, x);
          maxX = Math.max(maxX, x);
          minY = Math.min(minY, y);
          maxY = Math.max(maxY, y);
        }
    expect(minX).toBeGreaterThanOrEqual(SAFE_MARGIN_PX);
    expect(minY).toBeGreaterThanOrEqual(SAFE_MARGIN_PX);
    expect(maxX).toBeLessThan(LETTER.width - SAFE_MARGIN_PX);
    expect(maxY).toBeLessThan(LETTER.height - SAFE_MARGIN_PX);
    // The drawing fills the safe area in its limiting direction.
    expect(maxY - minY).toBeGreaterThan(LETTER.height - 2 * SAFE_MARGIN_PX - 80);
  });
});

describe('cleanupLineArt edge cases', () => {
  it('returns a blank page for a blank input', async () => {
    const blank: GreyRaster = { data: Buffer.alloc(300 * 200, 255), width: 300, height: 200 };
    const out = await cleanupLineArt(blank, { ...options('kids'), width: 2048, height: 2048 });
    expect(out.width).toBe(2048);
    expect(out.data.every((v) => v === 255)).toBe(true);
  });

  it('without fit, maps the whole input and clears the margin', async () => {
    const w = 400;
    const h = 400;
    const data = Buffer.alloc(w * h, 255);
    for (let y = 0; y < h; y++)
      for (let x = 0; x < w; x++) if (x < 6 || y < 6 || Math.abs(x - y) < 3) data[y * w + x] = 0;
    const out = await cleanupLineArt(
      { data, width: w, height: h },
      { ...options('kids'), width: 2048, height: 2048, fit: false },
    );
    const { printPng } = await finalizePage(out, { audience: 'kids' });
    const result = await checkPage(printPng, { audience: 'kids', format: 'square' });
    expect(result.problems).toEqual([]);
    // The diagonal survives across the page.
    expect(out.data[1024 * 2048 + 1024]).toBe(0);
  });

  it('shrinks a huge scan first and still passes the checks', async () => {
    const ai = await aiStylePage();
    const data = await toSharp(ai).resize(3072, 4608).raw().toBuffer();
    const out = await cleanupLineArt({ data, width: 3072, height: 4608 }, options('kids'));
    const { printPng } = await finalizePage(out, { audience: 'kids' });
    expect((await checkPage(printPng, { audience: 'kids', format: 'letter' })).problems).toEqual([]);
  });

  it('rejects a margin the page cannot hold', async () => {
    const blank: GreyRaster = { data: Buffer.alloc(100, 255), width: 10, height: 10 };
    await expect(
      cleanupLineArt(blank, { ...options('kids'), width: 100, height: 100, marginPx: 60 }),
    ).rejects.toThrow(RangeError);
  });
});

import { describe, expect, it } from 'vitest';
import { KIDS_LETTER_FIT, LETTER } from '../../test/page-opts';
import { AUDIENCE_PROFILES, SAFE_MARGIN_PX } from '../profiles';
import { findBlobs } from './blobs';
import type { Placement } from './cleanup';
import { finalizePage } from './encode';
import { labelRuns } from './morph';
import { lineThreshold, PHOTO_PINHOLE_LINE_AREAS, photoCleanup } from './photo-cleanup';
import { checkPage } from './quality';
import type { GreyRaster } from './raster';

/**
 * photoCleanup (issue 30's light clean-up of a photo's edge map) on synthetic edge maps:
 * 720×960 px, one-pixel lines as Canny draws them, kids on letter (12 px lines at 300 dpi,
 * page scale ~3.2 page px per map px).
 */
const KIDS = AUDIENCE_PROFILES.kids;
const LW = KIDS.lineWidthPx;
const OPTS = KIDS_LETTER_FIT;
const MAP_W = 720;
const MAP_H = 960;

function blankMap(): GreyRaster {
  return { data: Buffer.alloc(MAP_W * MAP_H, 255), width: MAP_W, height: MAP_H };
}

/** Inks a one-pixel line from (x0, y0) to (x1, y1), map px. */
function line(map: GreyRaster, x0: number, y0: number, x1: number, y1: number): void {
  const n = Math.ceil(Math.max(Math.abs(x1 - x0), Math.abs(y1 - y0)));
  for (let k = 0; k <= n; k++) {
    const x = Math.round(x0 + ((x1 - x0) * k) / n);
    const y = Math.round(y0 + ((y1 - y0) * k) / n);
    map.data[y * map.width + x] = 0;
  }
}

/** Inks a one-pixel circle, map px. */
function circle(map: GreyRaster, cx: number, cy: number, r: number): void {
  const steps = Math.ceil(8 * r);
  for (let k = 0; k < steps; k++) {
    const a = (2 * Math.PI * k) / steps;
    map.data[Math.round(cy + r * Math.sin(a)) * map.width + Math.round(cx + r * Math.cos(a))] = 0;
  }
}

/** The frame every test map has, so the placement (fitted to the ink's box) is the same: the map's border less 10 px. */
function framed(): GreyRaster {
  const map = blankMap();
  line(map, 10, 10, MAP_W - 11, 10);
  line(map, MAP_W - 11, 10, MAP_W - 11, MAP_H - 11);
  line(map, MAP_W - 11, MAP_H - 11, 10, MAP_H - 11);
  line(map, 10, MAP_H - 11, 10, 10);
  return map;
}

function toPage(p: Placement, x: number, y: number): [number, number] {
  return [Math.round(p.dx + (x - p.rect.x) * p.scale), Math.round(p.dy + (y - p.rect.y) * p.scale)];
}

/** Ink pixels of the page inside the map box (x0, y0)–(x1, y1), mapped by the placement. */
function inkIn(page: GreyRaster, p: Placement, x0: number, y0: number, x1: number, y1: number): number {
  const [a, b] = toPage(p, x0, y0);
  const [c, d] = toPage(p, x1, y1);
  let ink = 0;
  for (let y = b; y < d; y++) for (let x = a; x < c; x++) if (page.data[y * page.width + x] === 0) ink++;
  return ink;
}

/** Ink run lengths across a horizontal line of the page at map row `y`, between map columns x0 and x1. */
function runsAcross(page: GreyRaster, p: Placement, y: number, x0: number, x1: number): number[] {
  const [a, py] = toPage(p, x0, y);
  const [c] = toPage(p, x1, y);
  const runs: number[] = [];
  let run = 0;
  for (let x = a; x <= c; x++) {
    if (page.data[py * page.width + x] === 0) run++;
    else if (run > 0) {
      runs.push(run);
      run = 0;
    }
  }
  if (run > 0) runs.push(run);
  return runs;
}

async function clean(map: GreyRaster): Promise<{ page: GreyRaster; placement: Placement }> {
  const { page, placement } = await photoCleanup(map, OPTS);
  expect(placement).not.toBeNull();
  return { page, placement: placement! };
}

describe('photoCleanup: the light clean-up of a photo edge map (issue 30)', () => {
  it('returns exactly the page, only 0 and 255, nothing in the margin, and passes checkPage as a photo page', async () => {
    const map = framed();
    circle(map, 360, 480, 200);
    for (let k = 0; k < 8; k++) line(map, 200 + 40 * k, 300, 200 + 40 * k, 660);
    const { page } = await clean(map);
    expect([page.width, page.height]).toEqual([LETTER.width, LETTER.height]);
    expect(page.data.length).toBe(LETTER.width * LETTER.height);
    let margin = 0;
    let grey = 0;
    for (let y = 0; y < page.height; y++)
      for (let x = 0; x < page.width; x++) {
        const v = page.data[y * page.width + x]!;
        if (v !== 0 && v !== 255) grey++;
        const inMargin =
          x < SAFE_MARGIN_PX ||
          y < SAFE_MARGIN_PX ||
          x >= page.width - SAFE_MARGIN_PX ||
          y >= page.height - SAFE_MARGIN_PX;
        if (inMargin && v === 0) margin++;
      }
    expect(grey).toBe(0);
    expect(margin).toBe(0);
    const { printPng } = await finalizePage(page, { audience: 'kids' });
    expect((await checkPage(printPng, { audience: 'kids', format: 'letter', photo: true })).problems).toEqual(
      [],
    );
  });

  it('draws a line about the line width wide, at its own place', async () => {
    const map = framed();
    line(map, 360, 200, 360, 760);
    const { page, placement } = await clean(map);
    const runs = runsAcross(page, placement, 480, 300, 420);
    expect(runs).toHaveLength(1);
    expect(runs[0]!).toBeGreaterThanOrEqual(LW - 1);
    expect(runs[0]!).toBeLessThanOrEqual(LW + 1);
    // Centred on the map's line: within a page px of where x = 360 maps.
    const [cx, py] = toPage(placement, 360, 480);
    let left = cx;
    while (page.data[py * page.width + left - 1] === 0) left--;
    expect(Math.abs(left + runs[0]! / 2 - (cx + placement.scale / 2))).toBeLessThanOrEqual(1.5);
  });

  it('keeps a short real stroke (2 line widths on the page: the old clean-up dropped strokes under 3)', async () => {
    const map = framed();
    // 2 line widths on the page is 24 px, ~7.5 map px at this scale.
    const { placement } = await clean(framed());
    const len = Math.round((2 * LW) / placement.scale);
    line(map, 300, 400, 300 + len, 400);
    const { page } = await clean(map);
    expect(inkIn(page, placement, 290, 390, 310 + len, 410)).toBeGreaterThan(1.5 * LW * LW);
  });

  it('drops a one-pixel speck and a 2-pixel dot', async () => {
    const map = framed();
    map.data[400 * MAP_W + 300] = 0;
    map.data[600 * MAP_W + 500] = 0;
    map.data[600 * MAP_W + 501] = 0;
    const { page, placement } = await clean(map);
    expect(inkIn(page, placement, 290, 390, 310, 410)).toBe(0);
    expect(inkIn(page, placement, 490, 590, 512, 610)).toBe(0);
  });

  it('closes a one-pixel gap in a line', async () => {
    const map = framed();
    line(map, 100, 480, 600, 480);
    map.data[480 * MAP_W + 350] = 255;
    const { page, placement } = await clean(map);
    // Down the gap's column: ink about a line width thick, no paper through the line.
    const [gx, gy] = toPage(placement, 350, 480);
    let ink = 0;
    for (let y = gy - 2 * LW; y <= gy + 2 * LW; y++) if (page.data[y * page.width + gx] === 0) ink++;
    expect(ink).toBeGreaterThanOrEqual(LW - 2);
  });

  it('keeps a grid of cells far smaller than a region to colour: its lines stay, none is filled or opened', async () => {
    // A 10 × 10 grid of 10 map px cells (~32 page px, 2.7 mm, against kids' 8 mm regions),
    // as a photo's edge map gives for a chequered shirt or a face's features.
    const map = framed();
    for (let k = 0; k <= 10; k++) {
      line(map, 300, 400 + 10 * k, 400, 400 + 10 * k);
      line(map, 300 + 10 * k, 400, 300 + 10 * k, 500);
    }
    const { page, placement } = await clean(map);
    // Cells of the page inside the grid: the white regions enclosed by its inner lines.
    const [x0, y0] = toPage(placement, 300, 400);
    const [x1, y1] = toPage(placement, 400, 500);
    const w = x1 - x0 + 1;
    const h = y1 - y0 + 1;
    const white = new Uint8Array(w * h);
    for (let y = 0; y < h; y++)
      for (let x = 0; x < w; x++)
        white[y * w + x] = page.data[(y0 + y) * page.width + x0 + x] === 255 ? 1 : 0;
    const cells = labelRuns(white, w, h, 4);
    let inner = 0;
    for (let k = 1; k <= cells.count; k++) if (!cells.touchesBorder[k]) inner++;
    // 100 cells drawn; each stays its own small region (not filled, not joined through a cut wall).
    expect(inner).toBeGreaterThanOrEqual(90);
  });

  it('leaves no solid black area over the rule: a filled shape is hollowed', async () => {
    const map = framed();
    for (let y = 300; y < 500; y++) for (let x = 250; x < 450; x++) map.data[y * MAP_W + x] = 0;
    const { page, placement } = await clean(map);
    expect(findBlobs(page.data, page.width, page.height, KIDS)).toEqual([]);
    // The shape's middle is paper now; its edge is still ink.
    const [mx, my] = toPage(placement, 350, 400);
    expect(page.data[my * page.width + mx]).toBe(255);
    const [ex, ey] = toPage(placement, 251, 400);
    expect(page.data[ey * page.width + ex]).toBe(0);
  });

  it('fills pinholes: no white region under the pinhole size is left', async () => {
    const map = framed();
    // Small rings (radius 2–4 map px, 6–13 page px): at the line width their holes are pinholes.
    for (let r = 2; r <= 4; r++) circle(map, 200 + 40 * r, 500, r);
    const { page } = await clean(map);
    const r = labelRuns(page.data, page.width, page.height, 4, 255);
    for (let k = 1; k <= r.count; k++)
      if (!r.touchesBorder[k]) expect(r.area[k]!).toBeGreaterThanOrEqual(PHOTO_PINHOLE_LINE_AREAS * LW * LW);
  });
});

describe('lineThreshold', () => {
  it('cuts a line as wide as the target at one half, a narrower one lower and a wider one higher', () => {
    // A line exactly as wide as asked: Φ(w/σ) − Φ(0) → 0.5 for a sharp edge.
    expect(lineThreshold(12, 12, 0.5)).toBeCloseTo(0.5, 3);
    expect(lineThreshold(4, 12, 2)).toBeLessThan(0.5);
    expect(lineThreshold(20, 12, 2)).toBeGreaterThan(0.5);
  });
});

import { describe, expect, it } from 'vitest';
import { mulberry32 } from './random';
import {
  clampBox,
  type Drawable,
  EMPTY,
  type Frame,
  fitScale,
  LAYER,
  overlapArea,
  Scene,
  unionBox,
} from './scene';

/** A 1000×1000 px content box starting at (100, 100). */
const FRAME: Frame = { L: 100, T: 100, R: 1100, B: 1100, cw: 1000, ch: 1000, lw: 12, groundY: 800 };

const art = (width: number, height: number, raster = false): Drawable => ({
  markup: '',
  box: { x: 0, y: 0, width, height },
  topX: 0.5,
  raster,
});

describe('scene model (issue 14 "Shape of the composer": the lay-out step alone)', () => {
  it('measures overlaps and unions of boxes in page px', () => {
    expect(overlapArea({ x: 0, y: 0, w: 10, h: 10 }, { x: 5, y: 5, w: 10, h: 10 })).toBe(25);
    expect(overlapArea({ x: 0, y: 0, w: 10, h: 10 }, { x: 10, y: 0, w: 10, h: 10 })).toBe(0);
    expect(
      unionBox([
        { x: 0, y: 5, w: 10, h: 10 },
        { x: 20, y: 0, w: 5, h: 5 },
      ]),
    ).toEqual({ x: 0, y: 0, w: 25, h: 15 });
  });

  it('fits art in a box, but never draws vector strokes wider than 2.4 art units', () => {
    expect(fitScale(art(100, 50), 400, 400, 6)).toBe(4);
    // At scale 1, 12 px lines would be 12 art units wide: scaled up to 12 / 2.4 = 5.
    expect(fitScale(art(100, 100), 100, 100, 12)).toBe(5);
    // Raster art keeps its own line weight: plain fit.
    expect(fitScale(art(100, 100, true), 100, 100, 12)).toBe(1);
  });

  it('keeps what is added inside the content box, moving it without resizing', () => {
    expect(clampBox({ x: 1050, y: 50, w: 200, h: 100 }, FRAME)).toEqual({ x: 900, y: 100, w: 200, h: 100 });
    const scene = new Scene(FRAME, mulberry32(1));
    scene.add({
      name: 'cat',
      art: EMPTY,
      box: { x: 0, y: 1050, w: 300, h: 300 },
      flip: false,
      layer: 5,
      depth: 0,
    });
    expect(scene.placed[0]!.box).toEqual({ x: 100, y: 800, w: 300, h: 300 });
  });

  it('finds free room, counts subjects double, and gives up when the page is full', () => {
    const scene = new Scene(FRAME, mulberry32(1));
    scene.add({
      name: 'dog',
      art: EMPTY,
      box: { x: 100, y: 100, w: 500, h: 1000 },
      flip: false,
      layer: LAYER.stage,
      depth: 0,
    });
    const half = { x: 350, y: 100, w: 500, h: 1000 };
    expect(scene.crowding(half)).toBe(1); // half covered, by a subject (×2)
    expect(scene.crowding(half, true)).toBeCloseTo(0.165); // behind the subjects: ×0.33
    const box = scene.placeFree({ w: 200, h: 200 }, () => ({ x: 100 + scene.rand() * 800, y: 300 }), 0, 200);
    expect(box).not.toBeNull();
    expect(overlapArea(box!, scene.placed[0]!.box)).toBe(0);
    // Only room on the left, already taken: nothing free enough.
    expect(scene.placeFree({ w: 200, h: 200 }, () => ({ x: 100, y: 300 }), 0.1)).toBeNull();
  });
});

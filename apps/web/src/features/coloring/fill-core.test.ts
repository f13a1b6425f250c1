import { COLORING_UNDO_STEPS, WHITE_RGBA } from '@inkling/contracts/coloring';
import { describe, expect, it } from 'vitest';
import { ColoringDocument, findRegions, hexToRgba, type PagePixels } from './fill-core';

/**
 * Code-made line-art pages (pure black lines on white, like the engine's print PNGs): boxes,
 * a ring, a gap in a line, a one-pixel hole.
 */
function blankPage(width: number, height: number): PagePixels {
  return { width, height, lum: new Uint8Array(width * height).fill(255) };
}

function rect(page: PagePixels, x0: number, y0: number, x1: number, y1: number, value = 0): void {
  for (let y = y0; y < y1; y++) for (let x = x0; x < x1; x++) page.lum[y * page.width + x] = value;
}

/** A frame of `t` px thick lines around [x0, x1) × [y0, y1). */
function frame(page: PagePixels, x0: number, y0: number, x1: number, y1: number, t = 4): void {
  rect(page, x0, y0, x1, y0 + t);
  rect(page, x0, y1 - t, x1, y1);
  rect(page, x0, y0, x0 + t, y1);
  rect(page, x1 - t, y0, x1, y1);
}

/** A 200×120 page: outer frame, two boxes side by side, a ring in the right box, a 1-px hole. */
function scene(): PagePixels {
  const page = blankPage(200, 120);
  frame(page, 0, 0, 200, 120);
  rect(page, 98, 0, 102, 120); // divider: left box | right box
  frame(page, 130, 30, 180, 90); // a box inside the right box
  rect(page, 20, 20, 25, 25); // a solid dot with one white pixel inside
  page.lum[22 * 200 + 22] = 255;
  return page;
}

const RED = hexToRgba('#e53935');
const BLUE = hexToRgba('#1e88e5');
const GREEN = hexToRgba('#2e7d32');

function snapshot(doc: ColoringDocument) {
  return { colors: doc.colors.slice(), rgba: doc.rgba.slice() };
}

/** First index where two arrays differ, -1 when equal (faster than a deep equal on 100k items). */
function firstDifference(a: ArrayLike<number>, b: ArrayLike<number>): number {
  if (a.length !== b.length) return 0;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return i;
  return -1;
}

/** Indices whose colour differs between two colour layers. */
function changed(a: Uint32Array, b: Uint32Array): number[] {
  const out: number[] = [];
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) out.push(i);
  return out;
}

describe('fill core', () => {
  it('fills every pixel of the tapped region and nothing else; lines never change', () => {
    const page = scene();
    const doc = new ColoringDocument(page);
    const before = snapshot(doc);
    const rect = doc.fillAt(50, 60, RED);
    expect(rect).not.toBeNull();
    const diff = changed(before.colors, doc.colors);
    const { label } = doc.regions;
    const region = label[60 * 200 + 50]!;
    // Every pixel of the region changed, no other pixel did.
    const expected: number[] = [];
    for (let i = 0; i < label.length; i++) if (label[i] === region) expected.push(i);
    expect(diff).toEqual(expected);
    // The region is the whole inside of the left box (4-px lines: x 4..97, y 4..115) minus the dot.
    expect(diff.length).toBe(94 * 112 - 25 + 0);
    for (let i = 0; i < page.lum.length; i++) {
      if (page.lum[i] === 0) {
        expect(doc.colors[i]).toBe(WHITE_RGBA);
        // Shown black whatever the colour around it.
        expect(doc.rgba[i * 4]).toBe(0);
      }
    }
    expect(doc.rgba[(60 * 200 + 50) * 4]).toBe(0xe5);
    expect(doc.rgba[(60 * 200 + 150) * 4]).toBe(255); // the inner box stays white
  });

  it('fills three regions independently and a one-pixel region alone', () => {
    const doc = new ColoringDocument(scene());
    doc.fillAt(50, 60, RED);
    doc.fillAt(110, 10, BLUE); // right box, around the inner box
    doc.fillAt(150, 60, GREEN); // inside the inner box
    const at = (x: number, y: number) => doc.colors[y * 200 + x];
    expect(at(50, 60)).toBe(RED);
    expect(at(110, 10)).toBe(BLUE);
    expect(at(185, 100)).toBe(BLUE);
    expect(at(150, 60)).toBe(GREEN);
    const before = doc.colors.slice();
    expect(doc.fillAt(22, 22, BLUE)).not.toBeNull();
    expect(changed(before, doc.colors)).toEqual([22 * 200 + 22]);
  });

  it('a tap on a line or with the same colour changes nothing and adds no undo step', () => {
    const doc = new ColoringDocument(scene());
    expect(doc.fillAt(1, 1, RED)).toBeNull();
    expect(doc.canUndo).toBe(false);
    doc.fillAt(50, 60, RED);
    const before = doc.colors.slice();
    expect(doc.fillAt(40, 40, RED)).toBeNull();
    expect(firstDifference(doc.colors, before)).toBe(-1);
    doc.undo();
    expect(doc.canUndo).toBe(false);
  });

  it('does not leak through a one- or two-pixel gap in a line, and colours the gap edges', () => {
    for (const gap of [1, 2]) {
      const page = blankPage(100, 60);
      frame(page, 0, 0, 100, 60);
      rect(page, 48, 0, 52, 60);
      rect(page, 48, 30, 52, 30 + gap, 255); // the gap in the divider
      const doc = new ColoringDocument(page);
      doc.fillAt(20, 20, RED);
      expect(doc.colors[20 * 100 + 80]).toBe(WHITE_RGBA);
      expect(doc.labelAt(20, 20)).not.toBe(doc.labelAt(80, 20));
      // Rim pixels next to the lines are coloured (no white halo).
      expect(doc.colors[20 * 100 + 4]).toBe(RED);
      expect(doc.colors[20 * 100 + 47]).toBe(RED);
      // The page's own pixels (the gap) are still white in the page: only the fill sees a wall.
      expect(page.lum[30 * 100 + 50]).toBe(255);
    }
    // A 3-px gap is a real opening: the fill goes through.
    const page = blankPage(100, 60);
    frame(page, 0, 0, 100, 60);
    rect(page, 48, 0, 52, 60);
    rect(page, 48, 30, 52, 33, 255);
    const doc = new ColoringDocument(page);
    doc.fillAt(20, 20, RED);
    expect(doc.colors[20 * 100 + 80]).toBe(RED);
  });

  it('fills a huge region (2048×2048, one frame) completely', () => {
    const page = blankPage(2048, 2048);
    frame(page, 0, 0, 2048, 2048, 6);
    const doc = new ColoringDocument(page);
    doc.fillAt(1000, 1000, BLUE);
    let blue = 0;
    for (const c of doc.colors) if (c === BLUE) blue++;
    expect(blue).toBe(2036 * 2036);
  });

  it('undo and redo return exactly the earlier pixels, over more than 50 steps', () => {
    const doc = new ColoringDocument(scene());
    const states = [snapshot(doc)];
    const colors = [RED, BLUE, GREEN];
    for (let k = 0; k < 60; k++) {
      if (k % 3 === 2) {
        doc.beginStroke(10 + k, 60, colors[k % 3]!, 3);
        doc.strokeTo(10 + k, 60, 90, 100 - k, 3);
        doc.endStroke();
      } else {
        doc.fillAt(k % 2 ? 150 : 50, 60, colors[k % 3]!);
      }
      states.push(snapshot(doc));
    }
    doc.clear();
    states.push(snapshot(doc));
    for (let k = states.length - 2; k >= 0; k--) {
      doc.undo();
      expect(firstDifference(doc.colors, states[k]!.colors)).toBe(-1);
      expect(firstDifference(doc.rgba, states[k]!.rgba)).toBe(-1);
    }
    expect(doc.canUndo).toBe(false);
    for (let k = 1; k < states.length; k++) {
      doc.redo();
      expect(firstDifference(doc.colors, states[k]!.colors)).toBe(-1);
      expect(firstDifference(doc.rgba, states[k]!.rgba)).toBe(-1);
    }
    expect(COLORING_UNDO_STEPS).toBeGreaterThanOrEqual(50);
  });

  it('keeps at most COLORING_UNDO_STEPS steps; a new change drops the redo steps', () => {
    const doc = new ColoringDocument(scene());
    for (let k = 0; k < COLORING_UNDO_STEPS + 10; k++) doc.fillAt(50, 60, k % 2 ? RED : BLUE);
    let undone = 0;
    while (doc.undo()) undone++;
    expect(undone).toBe(COLORING_UNDO_STEPS);
    doc.redo();
    doc.fillAt(150, 60, GREEN);
    expect(doc.canRedo).toBe(false);
  });

  it('a brush stroke stays inside the region it starts in; the eraser makes pixels white', () => {
    const doc = new ColoringDocument(scene());
    const before = doc.colors.slice();
    doc.beginStroke(90, 60, RED, 10);
    doc.strokeTo(90, 60, 120, 60, 10); // crosses the divider into the right box
    expect(doc.endStroke()).toBe(true);
    const region = doc.labelAt(90, 60);
    const diff = changed(before, doc.colors);
    expect(diff.length).toBeGreaterThan(100);
    for (const i of diff) expect(doc.regions.label[i]).toBe(region);
    expect(doc.colors[60 * 200 + 110]).toBe(WHITE_RGBA);
    doc.beginStroke(90, 60, 0, 4, true);
    doc.endStroke();
    expect(doc.colors[60 * 200 + 90]).toBe(WHITE_RGBA);
    expect(doc.colors[60 * 200 + 80]).toBe(RED);
  });

  it('a fill after brushwork in the region recolours all of it (the one-colour shortcut is not trusted then)', () => {
    const doc = new ColoringDocument(scene());
    doc.fillAt(50, 60, RED);
    doc.beginStroke(50, 60, BLUE, 6);
    doc.endStroke();
    expect(doc.colors[60 * 200 + 50]).toBe(BLUE);
    expect(doc.fillAt(40, 40, RED)).not.toBeNull();
    expect(doc.colors[60 * 200 + 50]).toBe(RED);
    doc.undo();
    expect(doc.colors[60 * 200 + 50]).toBe(BLUE);
    // After undoing the stroke too, the region is one colour again and a same-colour tap is a no-op.
    doc.undo();
    expect(doc.fillAt(40, 40, RED)).toBeNull();
  });

  it('serialize/restore brings back the same colouring', () => {
    const doc = new ColoringDocument(scene());
    doc.fillAt(50, 60, RED);
    doc.beginStroke(150, 60, BLUE, 5);
    doc.endStroke();
    const saved = doc.serialize();
    const copy = new ColoringDocument(scene());
    copy.restore(saved);
    expect(firstDifference(copy.colors, doc.colors)).toBe(-1);
    expect(firstDifference(copy.rgba, doc.rgba)).toBe(-1);
    expect(() => new ColoringDocument(blankPage(10, 10)).restore(saved)).toThrow();
  });

  it('the saved undo/redo history survives a reload: undo and redo on a fresh document give exactly the earlier pixels', () => {
    const doc = new ColoringDocument(scene());
    const states = [snapshot(doc)];
    // 60 steps of every kind: fills, brush strokes, an eraser stroke, Clear all.
    for (let k = 0; k < 55; k++) {
      let stepped: boolean;
      if (k % 5 === 4) {
        doc.beginStroke(40 + (k % 30), 60, k % 2 ? GREEN : BLUE, 6);
        doc.strokeTo(40 + (k % 30), 60, 60 + (k % 30), 70, 6);
        stepped = doc.endStroke();
      } else stepped = doc.fillAt(k % 2 ? 50 : 150, 60, [RED, BLUE, GREEN][k % 3]!) !== null;
      if (stepped) states.push(snapshot(doc));
    }
    expect(states.length).toBeGreaterThan(50);
    doc.beginStroke(50, 60, 0, 8, true);
    expect(doc.endStroke()).toBe(true);
    states.push(snapshot(doc));
    doc.clear();
    states.push(snapshot(doc));
    doc.fillAt(150, 60, RED);
    states.push(snapshot(doc));
    // Two steps undone before the reload: they stay redoable.
    doc.undo();
    doc.undo();

    // What the worker stores in IndexedDB, through a structured clone as IndexedDB does.
    const stored = structuredClone({ runs: doc.serialize(), history: doc.saveHistory() });
    const reloaded = new ColoringDocument(scene());
    reloaded.restore(stored.runs);
    reloaded.restoreHistory(stored.history);
    expect(firstDifference(reloaded.colors, states[states.length - 3]!.colors)).toBe(-1);
    expect(reloaded.canRedo).toBe(true);
    reloaded.redo();
    reloaded.redo();
    expect(firstDifference(reloaded.colors, states[states.length - 1]!.colors)).toBe(-1);
    expect(reloaded.redo()).toBeNull();
    for (let k = states.length - 2; k >= 0; k--) {
      expect(reloaded.undo()).not.toBeNull();
      expect(firstDifference(reloaded.colors, states[k]!.colors)).toBe(-1);
      expect(firstDifference(reloaded.rgba, states[k]!.rgba)).toBe(-1);
    }
    expect(reloaded.canUndo).toBe(false);
    // Small: strokes are stored as index runs, fills as one run.
    const bytes = [...stored.history.undo, ...stored.history.redo].reduce(
      (sum, c) => sum + c.before.byteLength + (c.kind === 'pixels' ? c.runs.byteLength : 0),
      0,
    );
    expect(bytes).toBeLessThan(64 * 1024);
  });

  it('a saved history that does not fit the page is refused and leaves no history', () => {
    const doc = new ColoringDocument(scene());
    doc.fillAt(50, 60, RED);
    const history = doc.saveHistory();
    const other = new ColoringDocument(blankPage(200, 120));
    expect(() => other.restoreHistory(history)).toThrow();
    expect(other.canUndo).toBe(false);
    const same = new ColoringDocument(scene());
    const bad = structuredClone(history);
    bad.undo[0] = { kind: 'region', label: 1, before: Uint32Array.of(3, RED), after: RED };
    expect(() => same.restoreHistory(bad)).toThrow();
    expect(same.canUndo).toBe(false);
  });

  it('labels regions 4-connected: a one-pixel diagonal line is a wall', () => {
    const page = blankPage(40, 40);
    for (let k = 0; k < 40; k++) page.lum[k * 40 + k] = 0;
    const regions = findRegions(page);
    expect(regions.label[5 * 40 + 30]).not.toBe(regions.label[30 * 40 + 5]);
  });

  it('hexToRgba gives ImageData byte order', () => {
    expect(hexToRgba('#112233')).toBe(0xff332211);
    expect(() => hexToRgba('red')).toThrow();
  });
});

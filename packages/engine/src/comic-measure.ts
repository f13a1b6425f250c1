/**
 * Measures a comic page from its pixels alone (issue 33, comic pages): how many panels
 * (white gutters between panel borders) and how many empty speech bubbles (white, oval,
 * wide regions). Used by the engine's tests and the e2e spec; reads any 8-bit PNG.
 */
import sharp from 'sharp';

/** A page as grey pixels. */
interface Grey {
  data: Uint8Array;
  width: number;
  height: number;
}

async function grey(png: Buffer): Promise<Grey> {
  const { data, info } = await sharp(png).greyscale().raw().toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

/** Runs of true values at least `min` long: [start, end) pairs. */
function runs(flags: boolean[], min: number): [number, number][] {
  const out: [number, number][] = [];
  let start = -1;
  flags.forEach((f, i) => {
    if (f && start < 0) start = i;
    if (!f && start >= 0) {
      if (i - start >= min) out.push([start, i]);
      start = -1;
    }
  });
  if (start >= 0 && flags.length - start >= min) out.push([start, flags.length]);
  return out;
}

/**
 * The panels of a page: rows of panels split by all-white horizontal gutters at least
 * `minGutter` px tall (share of the page's height: 1 %), then each row split by all-white
 * vertical gutters. Returns the panels' boxes in reading order, px of the PNG.
 */
export async function measurePanels(png: Buffer): Promise<{ x: number; y: number; w: number; h: number }[]> {
  const g = await grey(png);
  const dark = (x: number, y: number) => g.data[y * g.width + x]! < 128;
  const minGutter = Math.max(3, Math.round(g.height * 0.01));
  const rowHasInk = Array.from({ length: g.height }, (_, y) => {
    for (let x = 0; x < g.width; x++) if (dark(x, y)) return true;
    return false;
  });
  const panels: { x: number; y: number; w: number; h: number }[] = [];
  for (const [top, bottom] of runs(rowHasInk, minGutter)) {
    const colHasInk = Array.from({ length: g.width }, (_, x) => {
      for (let y = top; y < bottom; y++) if (dark(x, y)) return true;
      return false;
    });
    for (const [left, right] of runs(colHasInk, minGutter))
      panels.push({ x: left, y: top, w: right - left, h: bottom - top });
  }
  return panels;
}

/**
 * Empty speech bubbles: white 4-connected regions at least 1 % of the page, wider than
 * tall (w ≥ h, its tail included), filling 45–92 % of their box (an oval fills 78.5 %; its tail makes
 * the box taller) and at most 75 % as wide as their panel (the sky and the paper around a
 * scene span the panel), starting in the top fifth of their panel (where comic.ts puts
 * them). Clouds are smaller than 1 % of the page.
 */
export async function countEmptyBubbles(png: Buffer): Promise<number> {
  const g = await grey(png);
  const panels = await measurePanels(png);
  const { width: w, height: h } = g;
  const seen = new Uint8Array(w * h);
  const stack = new Int32Array(w * h);
  let bubbles = 0;
  for (let start = 0; start < w * h; start++) {
    if (seen[start] || g.data[start]! < 128) continue;
    let sp = 0;
    stack[sp++] = start;
    seen[start] = 1;
    let area = 0;
    let x0 = w;
    let y0 = h;
    let x1 = 0;
    let y1 = 0;
    while (sp > 0) {
      const p = stack[--sp]!;
      area++;
      const x = p % w;
      const y = (p - x) / w;
      if (x < x0) x0 = x;
      if (x > x1) x1 = x;
      if (y < y0) y0 = y;
      if (y > y1) y1 = y;
      for (const q of [
        x > 0 ? p - 1 : -1,
        x < w - 1 ? p + 1 : -1,
        y > 0 ? p - w : -1,
        y < h - 1 ? p + w : -1,
      ]) {
        if (q >= 0 && !seen[q] && g.data[q]! >= 128) {
          seen[q] = 1;
          stack[sp++] = q;
        }
      }
    }
    const bw = x1 - x0 + 1;
    const bh = y1 - y0 + 1;
    const fill = area / (bw * bh);
    const panel = panels.find((b) => x0 >= b.x && x1 < b.x + b.w && y0 >= b.y && y1 < b.y + b.h);
    // Bubbles sit at the top of their panel (comic.ts); a ball or sun lower down is not one.
    if (!panel || bw > 0.75 * panel.w || y0 > panel.y + panel.h * 0.2) continue;
    if (area >= w * h * 0.01 && bw >= bh && fill >= 0.45 && fill <= 0.92) bubbles++;
  }
  return bubbles;
}

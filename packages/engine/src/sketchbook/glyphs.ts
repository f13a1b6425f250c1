/**
 * Big outline letters, digits and names (issue 14 #4) from Fredoka One, an OFL-1.1 font
 * (Milena Brandão, Hafontia) bundled by @fontsource/fredoka-one 5.3.0, read with
 * opentype.js 1.3.4. The glyph outlines become one SVG path drawn white with the page's
 * stroke: closed, colourable shapes (counters such as the holes of A and B stay holes by
 * the font's winding, fill-rule nonzero).
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import opentype from 'opentype.js';

let font: opentype.Font | null = null;

function loadFont(): opentype.Font {
  if (font) return font;
  const require = createRequire(import.meta.url);
  const file = readFileSync(
    require.resolve('@fontsource/fredoka-one/files/fredoka-one-latin-400-normal.woff'),
  );
  font = opentype.parse(file.buffer.slice(file.byteOffset, file.byteOffset + file.byteLength));
  return font;
}

/** Outline of a text in its own units: path data and its box (font units at size 1000). */
export interface GlyphArt {
  d: string;
  box: { x: number; y: number; width: number; height: number };
}

const cache = new Map<string, GlyphArt>();

/**
 * The text's outline as SVG path data at font size 1000 (letter spacing +40 units, so
 * neighbouring letters do not touch and close thin slivers), with its bounding box.
 * Throws when the font file is missing (a broken install).
 */
export function glyphArt(text: string): GlyphArt {
  const hit = cache.get(text);
  if (hit) return hit;
  const f = loadFont();
  const path = f.getPath(text, 0, 0, 1000, { letterSpacing: 0.04 } as opentype.RenderOptions);
  const bb = path.getBoundingBox();
  const art = {
    d: path.toPathData(1),
    box: { x: bb.x1, y: bb.y1, width: Math.max(1, bb.x2 - bb.x1), height: Math.max(1, bb.y2 - bb.y1) },
  };
  cache.set(text, art);
  return art;
}

/** One closed contour of a glyph outline: its signed area (the sign tells outline from counter) and box. */
export interface Contour {
  area: number;
  x0: number;
  y0: number;
  x1: number;
  y1: number;
  /** The contour's points (segment ends and control points), glyph units. */
  pts: number[][];
}

/** The closed contours of SVG path data (absolute M/L/Q/C/Z, as opentype.js writes it). */
export function contours(d: string): Contour[] {
  const out: Contour[] = [];
  let pts: number[][] = [];
  const flush = () => {
    if (pts.length < 3) {
      pts = [];
      return;
    }
    let a = 0;
    for (let i = 0; i < pts.length; i++) {
      const [x0, y0] = pts[i]!;
      const [x1, y1] = pts[(i + 1) % pts.length]!;
      a += x0! * y1! - x1! * y0!;
    }
    const xs = pts.map((p) => p[0]!);
    const ys = pts.map((p) => p[1]!);
    out.push({
      area: a / 2,
      pts,
      x0: Math.min(...xs),
      y0: Math.min(...ys),
      x1: Math.max(...xs),
      y1: Math.max(...ys),
    });
    pts = [];
  };
  for (const m of d.matchAll(/([MLQCZ])([^MLQCZ]*)/gi)) {
    const cmd = m[1]!.toUpperCase();
    const nums = (m[2]!.match(/-?\d*\.?\d+(?:e-?\d+)?/g) ?? []).map(Number);
    if (cmd === 'M') flush();
    if (cmd === 'Z') {
      flush();
      continue;
    }
    // The end point of each segment (the last pair) and control points (close enough for the box).
    for (let i = 0; i + 1 < nums.length; i += 2) pts.push([nums[i]!, nums[i + 1]!]);
  }
  flush();
  return out;
}

/**
 * The smallest colourable region's side as a multiple of the line width: every audience's
 * minRegionAreaPx side over its lineWidthPx is 7.4–7.9 (profiles.ts: 94/12, 142/18, 59/8).
 */
const REGION_SIDE_PER_LINE = 7.8;

/**
 * White patches (SVG rects, no stroke, in the glyph's own units) that open each counter of a
 * letter too small to colour (the bowl of a B, P or R on an alphabet chart) into the letter's
 * body, at the middle of the counter's bottom edge. Without them the print clean-up (finish.ts:
 * enclosed regions under minRegionAreaPx are filled) prints those counters as black blots (look
 * sets 6 and 7: "some letters filled black"); opened, the letter keeps its shape and is one
 * region to colour.
 * @param d the glyph's path data (glyphArt's `d`, y down)
 * @param t the page's line width in the glyph's units (line width px ÷ px per unit)
 * @returns rect markup to draw after the glyph's outline; empty when no counter is too small
 */
export function counterGaps(d: string, t: number): string {
  const cs = contours(d);
  if (cs.length < 2) return '';
  const outer = Math.sign(cs.reduce((m, c) => (Math.abs(c.area) > Math.abs(m.area) ? c : m), cs[0]!).area);
  const side = REGION_SIDE_PER_LINE * t;
  const patches: string[] = [];
  for (const c of cs) {
    if (Math.sign(c.area) !== -outer) continue;
    // The white inside the counter's line: its area less half a line width along its
    // perimeter; and its mean width (2 × area ÷ perimeter), which the clean-up fills below 1.5 t.
    let perimeter = 0;
    c.pts.forEach(([x, y], i) => {
      const [nx, ny] = c.pts[(i + 1) % c.pts.length]!;
      perimeter += Math.hypot(nx! - x!, ny! - y!);
    });
    const inside = Math.max(0, Math.abs(c.area) - (perimeter * t) / 2);
    const meanWidth = (2 * inside) / Math.max(1, perimeter);
    if (inside >= 1.3 * side * side && meanWidth >= 2 * t) continue;
    // Open it on the side where the letter's stroke is thickest (the stem of a B, P or R; the
    // apex of an A), so it opens into the letter's body, never into the next counter or outside.
    const cx = (c.x0 + c.x1) / 2;
    const cy = (c.y0 + c.y1) / 2;
    const others = cs.filter((o) => o !== c);
    const sides = [
      { x: c.x0, y: cy, dx: -1, dy: 0 },
      { x: c.x1, y: cy, dx: 1, dy: 0 },
      { x: cx, y: c.y0, dx: 0, dy: -1 },
      { x: cx, y: c.y1, dx: 0, dy: 1 },
    ].map((s) => ({ ...s, thick: rayToContours(s.x, s.y, s.dx, s.dy, others) }));
    const best = sides.reduce((m, s) => (s.thick > m.thick ? s : m));
    if (!Number.isFinite(best.thick) || best.thick < 2.4 * t) continue;
    // The patch reaches a line width into the body and 2.5 into the counter (a narrow corner,
    // the top of an A's counter, is all line for its first line width or so).
    const [pw, ph] = best.dx === 0 ? [2.4 * t, 3.5 * t] : [3.5 * t, 2.4 * t];
    const px = best.dx === 0 ? best.x - pw / 2 : best.dx < 0 ? best.x - t : best.x - 2.5 * t;
    const py = best.dy === 0 ? best.y - ph / 2 : best.dy < 0 ? best.y - t : best.y - 2.5 * t;
    patches.push(
      `<rect x="${px.toFixed(1)}" y="${py.toFixed(1)}" width="${pw.toFixed(1)}" height="${ph.toFixed(1)}" fill="#fff" stroke="none"/>`,
    );
  }
  return patches.join('');
}

/**
 * Distance from (x, y) along the axis direction (dx, dy) to the nearest crossing of the
 * contours' polylines (their points joined in order, closed); Infinity when none is crossed.
 */
function rayToContours(x: number, y: number, dx: number, dy: number, cs: readonly Contour[]): number {
  let best = Number.POSITIVE_INFINITY;
  for (const c of cs) {
    const n = c.pts.length;
    for (let i = 0; i < n; i++) {
      const [ax, ay] = c.pts[i]!;
      const [bx, by] = c.pts[(i + 1) % n]!;
      // A horizontal ray crosses segments spanning y; a vertical one segments spanning x.
      const [p, a0, a1, q0, q1] = dx !== 0 ? [y, ay!, by!, ax!, bx!] : [x, ax!, bx!, ay!, by!];
      if (a0 > p === a1 > p) continue;
      const at = q0 + ((p - a0) / (a1 - a0)) * (q1 - q0);
      const dist = dx !== 0 ? (at - x) * dx : (at - y) * dy;
      if (dist > 0 && dist < best) best = dist;
    }
  }
  return best;
}

/**
 * The white area inside a letter's outline on the page, px²: its contours' signed areas (the
 * outline less its counters) at `scale` px per unit, less half a line (`lw` px) along every
 * contour. An estimate from the contour points (control points included), for deciding whether
 * the print clean-up would fill the letter (finish.ts, minRegionAreaPx).
 */
export function glyphInsidePx(d: string, scale: number, lw: number): number {
  const cs = contours(d);
  let area = 0;
  let perimeter = 0;
  const outer = Math.sign(cs.reduce((m, c) => (Math.abs(c.area) > Math.abs(m.area) ? c : m), cs[0]!).area);
  for (const c of cs) {
    area += Math.sign(c.area) === outer ? Math.abs(c.area) : -Math.abs(c.area);
    c.pts.forEach(([x, y], i) => {
      const [nx, ny] = c.pts[(i + 1) % c.pts.length]!;
      perimeter += Math.hypot(nx! - x!, ny! - y!);
    });
  }
  return Math.max(0, area * scale * scale - (perimeter * scale * lw) / 2);
}

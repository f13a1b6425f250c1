import type { FrameStyle } from '@inkling/contracts/page';
import { SAFE_MARGIN_PX } from '../profiles';

/**
 * Frames around a page (issue 33 "frame: none / rounded / a themed border"). A frame is
 * drawn just inside the safe margin; the picture keeps clear of it by frameInsetPx. Used
 * by the sketchbook's scenes (draw.ts toSvg) and pattern pages (patterns.ts), and laid
 * over an AI or photo page after the line-art clean-up (generate.ts), so every provider
 * gets the same frame.
 */

/** Motif of a themed border: stars (sky, space, night), bubbles (water), flowers (the rest). */
export type FrameTheme = 'stars' | 'bubbles' | 'flowers';

/** Which frame a page gets, its theme, and the page's smallest colourable region (px²). */
export interface FrameSpec {
  style: FrameStyle;
  theme: FrameTheme;
  minRegionAreaPx: number;
}

const f2 = (n: number) => Math.round(n * 100) / 100;

/**
 * Radius of a themed border's motif, px: big enough that its inside is a colourable
 * region of at least `minRegionAreaPx` (a star's inside is about 1.4 r², a bubble's π r²,
 * a flower's about 2.2 r², counted as 1.9 to keep a margin) once the stroke (lw) is taken off.
 */
function motifRadius(theme: FrameTheme, lw: number, minRegionAreaPx: number): number {
  const perArea = theme === 'stars' ? 1.4 : theme === 'bubbles' ? Math.PI : 1.9;
  return Math.sqrt(minRegionAreaPx / perArea) * 1.1 + lw;
}

/** Gap between a motif and the band's lines, px: wide enough to colour along. */
function motifGap(lw: number): number {
  return Math.max(2 * lw, 24);
}

/** Width of a themed border's band between its two lines, px. */
function bandWidth(theme: FrameTheme, lw: number, minRegionAreaPx: number): number {
  return 2 * motifRadius(theme, lw, minRegionAreaPx) + 2 * motifGap(lw);
}

/**
 * Room a frame takes inside the safe margin, px at 300 dpi: the picture is laid out
 * this much further in. The rounded frame keeps 2 line widths + 50 px (as the sketchbook
 * always did); a themed border adds its band.
 */
export function frameInsetPx(
  frame: FrameStyle,
  lw: number,
  minRegionAreaPx: number,
  theme: FrameTheme,
): number {
  if (frame === 'none') return 0;
  const rounded = lw * 2 + 50;
  return frame === 'rounded' ? rounded : rounded + bandWidth(theme, lw, minRegionAreaPx);
}

/** The outer line's inset from the page edge, px (just inside the safe margin). */
function outerInset(lw: number): number {
  return SAFE_MARGIN_PX + lw / 2 + 4;
}

function starPoints(cx: number, cy: number, r: number): string {
  const points: string[] = [];
  for (let i = 0; i < 10; i++) {
    const radius = i % 2 === 0 ? r : r * 0.5;
    const a = (i * Math.PI) / 5 - Math.PI / 2;
    points.push(`${f2(cx + radius * Math.cos(a))},${f2(cy + radius * Math.sin(a))}`);
  }
  return `<polygon points="${points.join(' ')}"/>`;
}

function flowerPath(cx: number, cy: number, r: number): string {
  // Five round petals as one closed outline: radius 0.55–1 r (r(θ) = r(0.55 + 0.45 |cos 2.5θ|)).
  const steps = 90;
  let d = '';
  for (let i = 0; i <= steps; i++) {
    const t = (i / steps) * 2 * Math.PI;
    const rr = r * (0.55 + 0.45 * Math.abs(Math.cos(2.5 * t)));
    d += `${i === 0 ? 'M' : 'L'}${f2(cx + rr * Math.sin(t))},${f2(cy - rr * Math.cos(t))}`;
  }
  return `<path d="${d}Z"/>`;
}

function motif(theme: FrameTheme, cx: number, cy: number, r: number): string {
  if (theme === 'stars') return starPoints(cx, cy, r);
  if (theme === 'bubbles') return `<circle cx="${f2(cx)}" cy="${f2(cy)}" r="${f2(r)}"/>`;
  return flowerPath(cx, cy, r);
}

/** Centres of `n` motifs spread evenly from `a` to `b` (both ends included when n ≥ 2). */
function spread(a: number, b: number, n: number): number[] {
  if (n <= 1) return [(a + b) / 2];
  return Array.from({ length: n }, (_, i) => a + ((b - a) * i) / (n - 1));
}

/**
 * SVG markup of a page's frame (white-filled shapes, black strokes `lw` px wide), or ''
 * for `none`. `rounded`: one rounded rectangle just inside the safe margin (corner
 * radius 6 line widths). `themed`: that rectangle, a second one a band further in, and
 * the theme's motifs (stars, bubbles or flowers) along the band, one in each corner and
 * evenly spaced along the sides, each inside at least `minRegionAreaPx` so it can be
 * coloured. Page size W×H px at 300 dpi.
 */
export function frameMarkup(
  frame: FrameStyle,
  W: number,
  H: number,
  lw: number,
  minRegionAreaPx: number,
  theme: FrameTheme,
): string {
  if (frame === 'none') return '';
  const o = outerInset(lw);
  const stroke = `fill="none" stroke="#000" stroke-width="${lw}"`;
  const outer = `<rect x="${f2(o)}" y="${f2(o)}" width="${f2(W - 2 * o)}" height="${f2(H - 2 * o)}" rx="${lw * 6}" ${stroke}/>`;
  if (frame === 'rounded') return outer;
  const band = bandWidth(theme, lw, minRegionAreaPx);
  const i = o + band;
  const inner = `<rect x="${f2(i)}" y="${f2(i)}" width="${f2(W - 2 * i)}" height="${f2(H - 2 * i)}" rx="${lw * 3}" ${stroke}/>`;
  const r = motifRadius(theme, lw, minRegionAreaPx);
  const c = o + band / 2;
  // Motifs at least one motif apart (2r + 2 gaps between centres … and a bit more).
  const pitch = 2 * r + 3 * motifGap(lw) + r;
  const across = Math.max(2, Math.floor((W - 2 * c) / pitch) + 1);
  const down = Math.max(2, Math.floor((H - 2 * c) / pitch) + 1);
  const xs = spread(c, W - c, across);
  const ys = spread(c, H - c, down);
  const centres: [number, number][] = [];
  for (const x of xs) centres.push([x, c], [x, H - c]);
  for (const y of ys.slice(1, -1)) centres.push([c, y], [W - c, y]);
  const motifs = centres.map(([x, y]) => motif(theme, x, y, r)).join('');
  return `${outer}${inner}<g fill="#fff" stroke="#000" stroke-width="${lw}" stroke-linejoin="round">${motifs}</g>`;
}

/**
 * A themed border's motif for a scene or a prompt: stars for sky, space and night
 * scenes, bubbles for water, flowers otherwise. `words` is the setting's name and/or
 * the prompt; matched case-insensitively on whole words.
 */
export function frameTheme(words: string): FrameTheme {
  const w = words.toLowerCase();
  if (/\b(space|night|star|stars|moon|planet|rocket|astronaut|sky|galaxy|clouds?)\b/.test(w)) return 'stars';
  if (
    /\b(underwater|sea|ocean|beach|fish|mermaid|whale|shark|pond|lake|river|pool|water|boat|ship|pirate)\w*/.test(
      w,
    )
  )
    return 'bubbles';
  return 'flowers';
}

/** A page-sized SVG holding only the frame, for laying over a raster page (generate.ts). */
export function frameSvg(
  frame: FrameStyle,
  W: number,
  H: number,
  lw: number,
  minRegionAreaPx: number,
  theme: FrameTheme,
): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}" shape-rendering="crispEdges">` +
    `<rect width="${W}" height="${H}" fill="#fff"/>` +
    `<g stroke-linecap="round" stroke-linejoin="round">${frameMarkup(frame, W, H, lw, minRegionAreaPx, theme)}</g></svg>`
  );
}

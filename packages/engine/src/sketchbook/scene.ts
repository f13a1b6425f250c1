import type { Audience } from '../types';
import type { Figure } from './figure';
import type { Random } from './random';

/**
 * The sketchbook's shared scene model (issue 14 "Shape of the composer": understand →
 * lay out → draw): the types of things placed on a page (Drawable art with a Box in page
 * px, layered by LAYER), the Scene that collects them and finds free room, and the small
 * geometry helpers every step uses. Pure data and arithmetic: no SVG is written here
 * (that is draw.ts) and nothing is chosen from a prompt (that is compose.ts).
 */

/** A character (saved page) placed as a subject: transparent PNG line art. */
export interface CharacterArt {
  name: string;
  /** PNG bytes: black ink on a transparent background. */
  png: Buffer;
  width: number;
  height: number;
}

/** A box in page px (x, y: top-left corner). */
export interface Box {
  x: number;
  y: number;
  w: number;
  h: number;
}

/** Something drawable with a box in its own units. */
export interface Drawable {
  markup: string;
  /** The art in OpenMoji's colours (OpenMoji art only), for Composition.coloredSvg. */
  colorMarkup?: string;
  box: { x: number; y: number; width: number; height: number };
  topX: number;
  /** Raster art keeps its own line weight; vector art gets the page's stroke width. */
  raster: boolean;
  /** What the art is (OpenMoji annotation, "letters"); reported in placements. */
  label?: string;
  /**
   * Art whose outlines depend on the page's line width (the full-body figure's limbs are
   * stroked twice: figure.ts): its markup for a line `t` art units wide. Used instead of
   * `markup` when present.
   */
  markupAt?: (t: number) => string;
  /** A full-body person (figure.ts): its pose's attachment points, in art units. */
  figure?: Figure;
}

/** A thing placed on the page: its art, its box in page px and its painting order. */
export interface Placed {
  name: string;
  art: Drawable;
  box: Box;
  flip: boolean;
  /** Painter's order: lower first. */
  layer: number;
  /** Within a layer, lower first (usually the bottom edge: further back first). */
  depth: number;
  /**
   * For a thing standing in front of the ground line: y (px) from which the line is
   * hidden between its feet, so legs and horizon do not close tiny regions.
   */
  hideGroundFrom?: number;
  /** Portrait art (see isBust): a head-and-shoulders person or an animal's face. */
  bust?: boolean;
}

/** Content box and scene lines of one page. */
export interface Frame {
  L: number;
  T: number;
  R: number;
  B: number;
  cw: number;
  ch: number;
  lw: number;
  /** y of the ground line, or null when nothing stands on a ground. */
  groundY: number | null;
}

/** Painter's layers of a page, drawn lowest first (see toSvg in draw.ts). */
export const LAYER = {
  sky: 0,
  farHill: 1,
  back: 2,
  ground: 3,
  groundDecor: 4,
  stage: 5,
  held: 6,
  frontDecor: 7,
  frame: 8,
};

/** How many props of each kind per audience; the total never exceeds AUDIENCE_PROFILES.maxProps. */
export const PROP_COUNTS: Record<
  Audience,
  { sky: number; back: number; front: number; air: number; tufts: number }
> = {
  toddler: { sky: 1, back: 1, front: 1, air: 0, tufts: 0 },
  kids: { sky: 2, back: 2, front: 2, air: 1, tufts: 3 },
  'big-kids': { sky: 3, back: 3, front: 3, air: 2, tufts: 5 },
};

/** Area (px²) where two boxes overlap; 0 when they do not. */
export function overlapArea(a: Box, b: Box): number {
  const w = Math.min(a.x + a.w, b.x + b.w) - Math.max(a.x, b.x);
  const h = Math.min(a.y + a.h, b.y + b.h) - Math.max(a.y, b.y);
  return w > 0 && h > 0 ? w * h : 0;
}

/**
 * Scale (px per art unit) that fits the art in maxW×maxH px but never draws the
 * page's stroke wider than 2.4 art units: OpenMoji lines are 2 units, so thicker
 * strokes would clog the small details of small art.
 */
export function fitScale(art: Drawable, maxW: number, maxH: number, lw: number): number {
  const s = Math.min(maxW / art.box.width, maxH / art.box.height);
  return art.raster ? s : Math.max(s, lw / 2.4);
}

/** Size in page px of `art` drawn at `s` px per art unit. */
export function sizedBox(art: Drawable, s: number): { w: number; h: number } {
  return { w: art.box.width * s, h: art.box.height * s };
}

/** Keeps a box inside the content box (moving it, never resizing). */
export function clampBox(b: Box, f: Frame): Box {
  const x = Math.min(Math.max(b.x, f.L), f.R - b.w);
  const y = Math.min(Math.max(b.y, f.T), f.B - b.h);
  return { x, y, w: b.w, h: b.h };
}

/**
 * The things placed on one page so far (in placement order) and the drawn decorations,
 * with the page's Frame and the random source that placing and drawing share.
 */
export class Scene {
  readonly placed: Placed[] = [];
  readonly decorations: { layer: number; markup: string }[] = [];
  constructor(
    readonly f: Frame,
    readonly rand: Random,
  ) {}

  add(p: Placed): void {
    this.placed.push({ ...p, box: clampBox(p.box, this.f) });
  }

  /**
   * Share of `b` covered by already placed things. Subjects count double; for a thing
   * behind the subjects (`behind`), subjects count a third: it may be partly hidden.
   */
  crowding(b: Box, behind = false): number {
    let covered = 0;
    for (const p of this.placed) {
      const subject = p.layer === LAYER.stage || p.layer === LAYER.held;
      const weight = subject ? (behind ? 0.33 : 2) : 1;
      covered += weight * overlapArea(b, p.box);
    }
    return covered / (b.w * b.h);
  }

  /**
   * Tries `tries` random positions from `propose` and keeps the least crowded one,
   * or none when even that one is more than `maxCrowding` covered.
   */
  placeFree(
    size: { w: number; h: number },
    propose: () => { x: number; y: number },
    maxCrowding: number,
    tries = 24,
    behind = false,
  ): Box | null {
    let best: Box | null = null;
    let bestCost = Number.POSITIVE_INFINITY;
    for (let i = 0; i < tries; i++) {
      const { x, y } = propose();
      const b = clampBox({ x, y, w: size.w, h: size.h }, this.f);
      const cost = this.crowding(b, behind);
      if (cost < bestCost) {
        best = b;
        bestCost = cost;
      }
      if (cost === 0) break;
    }
    return best && bestCost <= maxCrowding ? best : null;
  }
}

/** A number rounded to 2 decimals, as written into SVG. */
export const f2 = (n: number) => Math.round(n * 100) / 100;

/** No art: reserves room on the page (a decoration, the photo) without drawing anything. */
export const EMPTY: Drawable = {
  markup: '',
  box: { x: 0, y: 0, width: 1, height: 1 },
  topX: 0.5,
  raster: false,
};

/** The smallest box holding all of `boxes` (at least one). */
export function unionBox(boxes: Box[]): Box {
  const x = Math.min(...boxes.map((b) => b.x));
  const y = Math.min(...boxes.map((b) => b.y));
  const r = Math.max(...boxes.map((b) => b.x + b.w));
  const b = Math.max(...boxes.map((bb) => bb.y + bb.h));
  return { x, y, w: r - x, h: b - y };
}

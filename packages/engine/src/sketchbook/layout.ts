/**
 * Lay out (issue 14, "Shape of the composer"): the scene grammar's relations and counts
 * as boxes, pure data in page px. compose.ts draws what these functions place; the
 * placement data is what test/scene-table.test.ts checks. Every function is pure:
 * same input, same boxes.
 */
import type { Kind } from './catalog';
import type { RelationName } from './grammar';

/** A box in page px (x, y = top left). */
export interface Box {
  x: number;
  y: number;
  w: number;
  h: number;
}

/** Where a scene may go: a region of the content box and its ground line (px). */
export interface Region extends Box {
  /** y of the line things stand on (px). */
  ground: number;
}

/** The largest box of the art's aspect (width / height) inside maxW × maxH. */
export function fit(aspect: number, maxW: number, maxH: number): { w: number; h: number } {
  const w = Math.min(maxW, maxH * aspect);
  return { w, h: w / aspect };
}

/**
 * Relative size of things side by side (issue 14 #1: "the right sizes"): buildings,
 * vehicles and trees full size, people and animals smaller, objects and food smallest.
 * Hand-set from how picture books draw a child beside a house.
 */
export function kindScale(kind: Kind): number {
  switch (kind) {
    case 'building':
    case 'vehicle':
      return 1;
    case 'plant':
      return 0.9;
    case 'person':
      return 0.8;
    case 'animal':
      return 0.7;
    default:
      return 0.5;
  }
}

/** One side of a relation: the art's aspect and kind. */
export interface Part {
  aspect: number;
  kind: Kind;
  /** Where others sit on it, as a share of its height from the top (a chair's seat: 0.55). */
  seat?: number;
}

/**
 * Seat heights of things others sit or lie on (share of the art's height from its top),
 * judged on the OpenMoji art and the drawn table; others default to 0.3.
 */
export const SEATS: Readonly<Record<string, number>> = {
  chair: 0.55,
  'couch and lamp': 0.5,
  bed: 0.45,
  table: 0.08,
  rock: 0.2,
  horse: 0.35,
  elephant: 0.3,
  turtle: 0.3,
};

/** The boxes of a relation: the subject's copies, the object, and drawing order. */
export interface RelationLayout {
  subjects: Box[];
  object: Box;
  /** True when the subject is drawn in front of the object (a rider), false behind (a driver in a car). */
  subjectInFront: boolean;
  /** For "reading to": where the book goes (touching the reader). */
  book?: Box;
}

const centreOn = (size: { w: number; h: number }, cx: number, bottom: number): Box => ({
  x: cx - size.w / 2,
  y: bottom - size.h,
  ...size,
});

/**
 * Copies of a thing in a row across a surface or an opening: `n` cells over the middle
 * 84 % of `o`'s width, bottoms at `o.y + o.h * bottomAt`, each as big as its cell allows
 * (at most `maxH` high). A row keeps them apart, so they can be counted.
 */
function row(n: number, aspect: number, o: Box, bottomAt: number, maxH: number): Box[] {
  const cell = (o.w * 0.84) / n;
  const size = fit(aspect, cell * 0.9, maxH);
  const out: Box[] = [];
  for (let k = 0; k < n; k++)
    out.push(centreOn(size, o.x + o.w * 0.08 + cell * (k + 0.5), o.y + o.h * bottomAt));
  return out;
}

/**
 * Copies of a thing in a grid inside `area` (rows of up to five), each centred in its
 * cell at 85 % of the cell: never overlapping, so they can be counted (issue 14 #2).
 */
export function countGrid(n: number, aspect: number, area: Box): Box[] {
  const cols = n <= 3 ? n : n === 4 ? 2 : Math.min(5, Math.ceil(n / 2));
  const rows = Math.ceil(n / cols);
  const cw = area.w / cols;
  const ch = area.h / rows;
  const size = fit(aspect, cw * 0.85, ch * 0.85);
  const out: Box[] = [];
  for (let k = 0; k < n; k++) {
    const r = Math.floor(k / cols);
    const inRow = r === rows - 1 ? n - r * cols : cols;
    // A short last row is centred under the others.
    const offset = ((cols - inRow) * cw) / 2;
    const c = k - r * cols;
    out.push({
      x: area.x + offset + c * cw + (cw - size.w) / 2,
      y: area.y + r * ch + (ch - size.h) / 2,
      ...size,
    });
  }
  return out;
}

/**
 * Places a subject–relation–object pair in a region (page px). `count` copies of the
 * subject (candles on a cake, apples in a basket) go in a row on or in the object.
 *
 * - riding: the object on the ground, 62 % (70 % for vehicles) of the width; the rider
 *   on its back (bottom at its seat, 40 % of its height by default).
 * - driving: the vehicle 72 % wide; the driver a third of it, at the front window.
 * - on / sleeping on: the object on the ground (a cloud floats); the subject half its
 *   width, standing in its top 30 %. Several things: a row on its top.
 * - in: the container on the ground; the subject behind it, bottom at half its height
 *   (peeking out, about half of it above the rim). Several things: a row in front of its opening.
 * - under: the object big on the ground, the subject under its middle, feet on the ground.
 *   Several things: a row on the ground across its foot, each at most a fifth of its height.
 * - next to / planting: side by side on the ground, sized by kind; a plant is small.
 * - flying over: the object on the ground, the subject above its top; over a long, low object
 *   (wider than 1.6 × its height: a fence, a log) a jump, the subject bigger than it, its
 *   bottom a fifth of the way down the object.
 * - hanging from: a long object (a branch, wider than 1.5 × its height) across the top of the
 *   region from its left edge, the subject under it, its top overlapping the branch's lower
 *   half; from anything taller (a tree), as "on".
 * - reading to: reader and listener side by side, a book touching the reader's hands.
 * - holding / eating / wearing: not placed here (compose.ts attaches them to the holder).
 */
export function layoutRelation(
  relation: Exclude<RelationName, 'with' | 'holding' | 'eating' | 'wearing'>,
  subject: Part,
  object: Part,
  region: Region,
  count = 1,
): RelationLayout {
  const R = region;
  const ground = R.ground;
  const cx = R.x + R.w / 2;
  switch (relation) {
    case 'riding': {
      // A flat board or sled (over 2.5 times as wide as high) is drawn smaller, its rider
      // never smaller than a third of the region: the child stays the subject.
      const flat = object.aspect > 2.5;
      const ow = R.w * (flat ? 0.5 : object.kind === 'vehicle' ? 0.7 : 0.62);
      const o = centreOn(fit(object.aspect, ow, R.h * 0.5), cx, ground);
      const s = fit(subject.aspect, Math.max(o.w * 0.5, R.w * 0.3), Math.max(o.h * 0.75, R.h * 0.3));
      return {
        subjects: [centreOn(s, cx, o.y + o.h * (object.seat ?? 0.4))],
        object: o,
        subjectInFront: true,
      };
    }
    case 'driving': {
      // The driver at the front window, in front of the vehicle (as in an open car).
      const o = centreOn(fit(object.aspect, R.w * 0.72, R.h * 0.5), cx, ground);
      const s = fit(subject.aspect, o.w * 0.34, o.h * 0.62);
      return { subjects: [centreOn(s, o.x + o.w * 0.58, o.y + o.h * 0.55)], object: o, subjectInFront: true };
    }
    case 'on':
    case 'sleeping on': {
      const floats = object.kind === 'sky';
      const many = count > 1;
      const oSize = fit(object.aspect, R.w * (many ? 0.72 : 0.6), R.h * (many ? 0.55 : 0.45));
      const o = floats ? { x: cx - oSize.w / 2, y: R.y + R.h * 0.45, ...oSize } : centreOn(oSize, cx, ground);
      if (many) {
        const tree = object.kind === 'plant';
        if (tree) {
          // Apples on a tree: a grid in the crown (its top 55 %).
          const crown = { x: o.x + o.w * 0.18, y: o.y + o.h * 0.06, w: o.w * 0.64, h: o.h * 0.48 };
          return { subjects: countGrid(count, subject.aspect, crown), object: o, subjectInFront: true };
        }
        return { subjects: row(count, subject.aspect, o, 0.25, o.h * 0.6), object: o, subjectInFront: true };
      }
      // On something flat (a puddle, a rug, a lily pad: over 2.5 times as wide as high) one
      // stands at full size, feet in its middle (look set 5: a girl jumping in puddles was a
      // speck sized by the puddle's height).
      if (!floats && object.aspect > 2.5 && (subject.kind === 'person' || subject.kind === 'animal')) {
        const s = fit(subject.aspect, R.w * 0.5, R.h * 0.5);
        return { subjects: [centreOn(s, cx, o.y + o.h * 0.55)], object: o, subjectInFront: true };
      }
      // Never smaller than a fifth of the region: a cat on a narrow chair stays a cat.
      const s = fit(
        subject.aspect,
        Math.max(o.w * (relation === 'sleeping on' ? 0.6 : 0.5), R.w * 0.22),
        Math.max(o.h * 0.75, R.h * 0.12),
      );
      return {
        subjects: [centreOn(s, cx, o.y + o.h * (object.seat ?? 0.3))],
        object: o,
        subjectInFront: true,
      };
    }
    case 'in': {
      const many = count > 1;
      const o = centreOn(fit(object.aspect, R.w * (many ? 0.75 : 0.55), R.h * 0.42), cx, ground);
      // Five or more heap up over the rim in rows (countGrid), each big enough to count
      // ("seven apples in a basket": a row of seven was a crinkle along the rim, look set 5).
      if (count > 4) {
        const heap = { x: o.x + o.w * 0.08, y: o.y - o.h * 0.14, w: o.w * 0.84, h: o.h * 0.56 };
        return { subjects: countGrid(count, subject.aspect, heap), object: o, subjectInFront: true };
      }
      // Several things heap up in the opening, in front of the rim, so they can be counted.
      if (many)
        return { subjects: row(count, subject.aspect, o, 0.5, o.h * 0.5), object: o, subjectInFront: true };
      // One peeks out from behind the rim: the container's white front hides its lower half.
      const s = fit(subject.aspect, o.w * 0.9, o.h * 0.95);
      return { subjects: [centreOn(s, cx, o.y + o.h * 0.5)], object: o, subjectInFront: false };
    }
    case 'under': {
      const o = centreOn(fit(object.aspect, R.w * 0.66, R.h * 0.62), cx, ground);
      if (count > 1) {
        // Presents under a tree: a row on the ground across the foot of the object, each
        // at most a fifth of its height, in front of it (look set 4: they sat on its top).
        const foot = { x: o.x - o.w * 0.12, y: o.y, w: o.w * 1.24, h: o.h };
        return { subjects: row(count, subject.aspect, foot, 1, o.h * 0.2), object: o, subjectInFront: true };
      }
      const s = fit(subject.aspect, o.w * 0.42, o.h * 0.45);
      return { subjects: [centreOn(s, cx, ground)], object: o, subjectInFront: true };
    }
    case 'hanging from': {
      // From something tall (a tree) the subject is up in it, as "on".
      if (object.aspect < 1.5) return layoutRelation('on', subject, object, region, count);
      // The branch across the top of the room, growing in from its left edge (the art's cut end
      // is on the left), the subject below it, its top over the branch so paws or arms hold on.
      const o = fit(object.aspect, R.w * 0.95, R.h * 0.22);
      const ob = { x: R.x, y: R.y + R.h * 0.1, ...o };
      const s = fit(subject.aspect, R.w * 0.5, R.h * 0.55);
      const sx = ob.x + ob.w * 0.55;
      return { subjects: [centreOn(s, sx, ob.y + ob.h * 0.45 + s.h)], object: ob, subjectInFront: true };
    }
    case 'flying over': {
      // Over something long and low (a fence, a log): a jump, the jumper bigger than the
      // obstacle, legs just over its top (look set 9: a horse a fifth of the fence's size).
      if (object.aspect >= 1.6) {
        const o = centreOn(fit(object.aspect, R.w * 0.6, R.h * 0.22), cx, ground);
        const s = fit(subject.aspect, R.w * 0.55, R.h * 0.45);
        return { subjects: [centreOn(s, cx, o.y + o.h * 0.2)], object: o, subjectInFront: true };
      }
      const o = centreOn(fit(object.aspect, R.w * 0.55, R.h * 0.42), cx, ground);
      const s = fit(subject.aspect, R.w * 0.36, R.h * 0.26);
      const bottom = Math.max(R.y + s.h, o.y - R.h * 0.03);
      return { subjects: [centreOn(s, cx + o.w * 0.12, bottom)], object: o, subjectInFront: true };
    }
    case 'planting': {
      const s = fit(subject.aspect, R.w * 0.45, R.h * 0.5);
      const o = fit(object.aspect, R.w * 0.24, Math.min(R.h * 0.25, s.h * 0.6));
      const sBox = centreOn(s, R.x + R.w * 0.36, ground);
      return {
        subjects: [sBox],
        object: { x: sBox.x + sBox.w + R.w * 0.02, y: ground - o.h, ...o },
        subjectInFront: true,
      };
    }
    case 'reading to': {
      const s = centreOn(fit(subject.aspect, R.w * 0.44, R.h * 0.5), R.x + R.w * 0.27, ground);
      const o = centreOn(
        fit(object.aspect, R.w * 0.36 * (object.kind === 'person' ? 1 : 0.9), R.h * 0.42),
        R.x + R.w * 0.74,
        ground,
      );
      const bookSize = fit(1.3, s.w * 0.5, s.h * 0.4);
      const book = { x: s.x + s.w * 0.62, y: s.y + s.h * 0.5, ...bookSize };
      return { subjects: [s], object: o, subjectInFront: true, book };
    }
    default: {
      // next to: every copy of the subject side by side ("two girls building a sandcastle":
      // one slot drew one girl, look set 5), sharing up to 62 % of the width.
      const n = Math.max(1, count);
      const share = n > 1 ? 0.62 / n : 0.46;
      const ss = fit(
        subject.aspect,
        R.w * share * kindScale(subject.kind),
        R.h * 0.5 * kindScale(subject.kind),
      );
      const os = fit(
        object.aspect,
        R.w * (n > 1 ? 0.32 : 0.46) * kindScale(object.kind),
        R.h * 0.5 * kindScale(object.kind),
      );
      const gap = R.w * 0.04;
      const left = cx - (n * ss.w + (n - 1) * gap * 0.5 + os.w + gap) / 2;
      const subjects = Array.from({ length: n }, (_, k) => ({
        x: left + k * (ss.w + gap * 0.5),
        y: ground - ss.h,
        ...ss,
      }));
      return {
        subjects,
        object: { x: left + n * ss.w + (n - 1) * gap * 0.5 + gap, y: ground - os.h, ...os },
        subjectInFront: true,
      };
    }
  }
}

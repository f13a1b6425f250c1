/**
 * A parametric full-body person for the sketchbook (issue 29 "People who can act"): SVG
 * line art in the page's style (closed outlines, white fills, the page's one stroke width),
 * built from a skeleton in a pose, with attachment points so that what a person holds,
 * wears or rides can be put where it belongs.
 *
 * Units: "figure units", 100 = an adult's standing height (a child is 72). y grows down,
 * the feet of a standing figure are at y = 0. The figure faces +x (the viewer's right)
 * in side poses; compose.ts flips it to face the other way.
 *
 * Outlines: limbs are "tubes" — each limb path is stroked twice, black `width + 2t` wide then
 * white `width` wide, where `t` is the page's line width in figure units (known only when the
 * art is scaled onto the page: Drawable.markupAt). Limbs drawn in one pass merge into one
 * clean outline (an arm and its hand, two legs and their feet). Details that would enclose a
 * white region smaller than the audience's smallest colourable region (about 8.5 line widths
 * square: AUDIENCE_PROFILES.minRegionAreaPx is 7.8–7.9 lw square for every audience) are
 * merged into their part instead (shoes, sleeves, hair parts), so every size prints.
 */
import type { FigureLook, Hat } from '../types';
import { f2 } from './scene';

export type { FigureLook };

/** What a figure is doing (issue 29's list, plus "point" for teaching and showing). */
export type Pose =
  | 'stand'
  | 'walk'
  | 'run'
  | 'sit'
  | 'kneel'
  | 'reach'
  | 'hold'
  | 'ride'
  | 'lie'
  | 'wave'
  | 'point';

/** Every pose, in a stable order (tests draw each). */
export const POSES: readonly Pose[] = [
  'stand',
  'walk',
  'run',
  'sit',
  'kneel',
  'reach',
  'hold',
  'ride',
  'lie',
  'wave',
  'point',
];

/** Who the figure is: age decides proportions; `look` leans hair and clothes. */
export interface FigureSpec {
  age: 'child' | 'adult' | 'elder';
  /** "girl"-like (dress, skirt, long hair more likely), "boy"-like, or either. */
  look: 'feminine' | 'masculine' | 'any';
  pose: Pose;
  /** Holding up something on a string or stick (a balloon, an umbrella): the hand goes up. */
  raised?: boolean;
  /** A hat that says who the person is (a firefighter's helmet, a crown): see HATS. */
  hat?: Hat;
  /** Sitting with nothing to sit on: on the ground, legs stretched forward. */
  onGround?: boolean;
  /** Variation source (page seed and person index, see figureVariant). */
  variant: number;
  /**
   * A story's character (issue 33): hair pieces too small to colour at this size are drawn
   * bigger instead of left out, so the character keeps its hair on every page whatever its
   * size there (the character panel saw a grandma lose her bob on a page, 2026-11-29).
   */
  keepHair?: boolean;
}

/** A point in figure units. */
export interface Pt {
  x: number;
  y: number;
}

/** Where things attach to a figure, in figure units (see `attachmentsOnPage` for page px). */
export interface Attachments {
  /** Centre of the front hand (+x side) and of the back hand. */
  hand: Pt;
  otherHand: Pt;
  /** Top of the skull (hair not counted: a hat sits here). */
  headTop: Pt;
  /** Centre of the head. */
  head: Pt;
  /** Top of the thighs of a seated figure (a book, a cat on the lap); the hip otherwise. */
  lap: Pt;
  /** Bottom of the pelvis: where the figure touches a seat or saddle. */
  seat: Pt;
  /** Middle of the upper back (a backpack, wings). */
  back: Pt;
  /** Between the feet, on the ground line of the pose. */
  feet: Pt;
}

/** A drawn figure: markup for a line width, its bounding box, and its attachment points. */
export interface Figure {
  /** SVG for the figure when the page's line is `t` figure units wide. */
  markupAt: (t: number) => string;
  box: { x: number; y: number; width: number; height: number };
  at: Attachments;
  /** Radius of the head (figure units), for sizing things against it. */
  headR: number;
  /** Standing height of this person (figure units: adults about 100, children about 73). */
  standing: number;
  /** Horizontal extent of the legs and feet (figure units, after any turn): the ground mask. */
  legs: { x0: number; x1: number };
  /** What varied: for tests and reports. */
  traits: { hair: string; clothes: string };
  /** Who was drawn, pose aside: the same on every page of a story (issue 33). */
  look: FigureLook & { hair: string; clothes: string };
}

interface Proportions {
  headR: number;
  shoulderY: number;
  shoulderHalf: number;
  hipY: number;
  hipHalf: number;
  upperArm: number;
  foreArm: number;
  thigh: number;
  shin: number;
  armW: number;
  legW: number;
  handR: number;
  footLen: number;
}

/**
 * Proportions per age, figure units (adult standing height 100): an adult is about seven
 * heads tall, a young child about four and a half (the usual picture-book rules; children
 * get bigger heads and shorter limbs so they read as children at a glance).
 */
const PROPORTIONS: Record<FigureSpec['age'], Proportions> = {
  adult: {
    headR: 9.2,
    shoulderY: -80,
    shoulderHalf: 9.5,
    hipY: -49,
    hipHalf: 4.6,
    upperArm: 16,
    foreArm: 14,
    thigh: 23,
    shin: 22,
    armW: 6.4,
    legW: 8,
    handR: 3.4,
    footLen: 7,
  },
  elder: {
    headR: 9.2,
    shoulderY: -78,
    shoulderHalf: 9.5,
    hipY: -48,
    hipHalf: 4.8,
    upperArm: 15.5,
    foreArm: 14,
    thigh: 22.5,
    shin: 21.5,
    armW: 6.4,
    legW: 8.2,
    handR: 3.4,
    footLen: 7,
  },
  child: {
    headR: 10,
    shoulderY: -53,
    shoulderHalf: 7.4,
    hipY: -31,
    hipHalf: 3.8,
    upperArm: 10.5,
    foreArm: 9.5,
    thigh: 14.5,
    shin: 13.5,
    armW: 5.8,
    legW: 6.9,
    handR: 3,
    footLen: 5.8,
  },
};

/** Limb angles in degrees: 0 points straight down, 90 forward (+x), 180 up, −90 back. */
interface Limb {
  upper: number;
  lower: number;
}
interface PoseDef {
  front: Limb;
  back: Limb;
  frontLeg: Limb;
  backLeg: Limb;
  /** The pose is seen side-on (legs and arms one behind the other) rather than frontal. */
  side: boolean;
  /** Pelvis drop below its standing height, as a share of the leg length (sitting, kneeling). */
  drop?: number;
  /** Whole-body rotation (degrees, lying down). */
  turn?: number;
}

/**
 * The poses as limb angles, set by eye from picture-book figures (frontal where the person
 * faces us — stand, wave, hold, reach, point — side-on where legs must show movement or a
 * seat). "Front" limbs are on the +x side (frontal) or nearer the viewer (side-on).
 */
const POSE_DEFS: Record<Pose, PoseDef> = {
  stand: {
    front: { upper: 14, lower: 8 },
    back: { upper: -14, lower: -8 },
    frontLeg: { upper: 4, lower: 2 },
    backLeg: { upper: -4, lower: -2 },
    side: false,
  },
  wave: {
    front: { upper: 125, lower: 172 },
    back: { upper: -14, lower: -8 },
    frontLeg: { upper: 4, lower: 2 },
    backLeg: { upper: -4, lower: -2 },
    side: false,
  },
  hold: {
    front: { upper: 8, lower: -62 },
    back: { upper: -8, lower: 62 },
    frontLeg: { upper: 4, lower: 2 },
    backLeg: { upper: -4, lower: -2 },
    side: false,
  },
  reach: {
    front: { upper: 150, lower: 162 },
    back: { upper: -30, lower: -20 },
    frontLeg: { upper: 4, lower: 2 },
    backLeg: { upper: -6, lower: -3 },
    side: false,
  },
  point: {
    front: { upper: 100, lower: 98 },
    back: { upper: -14, lower: -8 },
    frontLeg: { upper: 4, lower: 2 },
    backLeg: { upper: -4, lower: -2 },
    side: false,
  },
  walk: {
    front: { upper: -22, lower: -8 },
    back: { upper: 24, lower: 45 },
    frontLeg: { upper: 20, lower: 6 },
    backLeg: { upper: -16, lower: -34 },
    side: true,
  },
  run: {
    front: { upper: 45, lower: 120 },
    back: { upper: -55, lower: -20 },
    frontLeg: { upper: 62, lower: -8 },
    backLeg: { upper: -28, lower: -95 },
    side: true,
  },
  sit: {
    front: { upper: 14, lower: 80 },
    back: { upper: 8, lower: 70 },
    frontLeg: { upper: 88, lower: 4 },
    backLeg: { upper: 84, lower: -2 },
    side: true,
    drop: 0,
  },
  ride: {
    front: { upper: 58, lower: 82 },
    back: { upper: 52, lower: 78 },
    frontLeg: { upper: 62, lower: -12 },
    backLeg: { upper: 40, lower: -20 },
    side: true,
    drop: 0,
  },
  kneel: {
    front: { upper: 30, lower: 70 },
    back: { upper: 10, lower: 50 },
    frontLeg: { upper: 88, lower: 0 },
    backLeg: { upper: 2, lower: -88 },
    side: true,
  },
  lie: {
    front: { upper: 150, lower: 175 },
    back: { upper: -24, lower: -10 },
    frontLeg: { upper: 8, lower: 2 },
    backLeg: { upper: -6, lower: 4 },
    side: false,
    turn: -90,
  },
};

/** Hats that show a role, drawn on the head top (people.ts chooses one from the words). */
export const HATS = ['helmet', 'crown', 'chef', 'pointed', 'cap'] as const satisfies readonly Hat[];
export type { Hat };

export const HAIR = ['short', 'curly', 'long', 'ponytail', 'bun', 'pigtails', 'bob'] as const;
type Hair = (typeof HAIR)[number];
const CLOTHES = ['shirt-trousers', 'shirt-shorts', 'shirt-skirt', 'dress'] as const;
type Clothes = (typeof CLOTHES)[number];

/** People per page told apart by index (far more than any page draws). */
const INDEX_SPAN = 1024;

/**
 * A deterministic variant number for person `index` (0, 1, 2…) on a page drawn with `seed`:
 * the seed picks where the page starts in the list of looks (a multiplicative hash), the
 * index steps through it, so people of one page never repeat a look (traitsFor) while
 * different seeds give different pages.
 */
export function figureVariant(seed: number, index: number): number {
  const base = (Math.imul(seed + 1, 0x9e3779b1) >>> 0) % 65536;
  return base * INDEX_SPAN + (index % INDEX_SPAN);
}

/** Clothes that a pose never swaps (traitsFor swaps a dress or skirt for trousers in some poses). */
const POSE_STABLE_CLOTHES: ReadonlySet<Clothes> = new Set(['shirt-trousers', 'shirt-shorts']);

/**
 * A story character's look (issue 33 "the same character on every page"): the first variant
 * from `seed` on whose clothes no pose changes (with the `hair` asked for, one of HAIR,
 * when the age and look wear it), so hair, clothes, sleeves and parting are
 * identical on every page of the book whatever each scene's pose. Deterministic.
 */
export function castLook(
  age: FigureSpec['age'],
  look: FigureSpec['look'],
  seed: number,
  hat?: Hat,
  hair?: string,
): FigureLook {
  // Asked-for hair first (when this age and look wear it), then any hair.
  for (const wanted of hair ? [hair, undefined] : [undefined])
    for (let i = 0; i < 256; i++) {
      const variant = figureVariant(seed + i * 7919, 0);
      const traits = traitsFor({ age, look, variant, pose: 'stand' });
      if (POSE_STABLE_CLOTHES.has(traits.clothes) && (wanted === undefined || traits.hair === wanted))
        return { age, look, variant, ...(hat ? { hat } : {}) };
    }
  // Every look has trousers among its clothes, so the loop above always returns.
  return { age, look, variant: figureVariant(seed, 0), ...(hat ? { hat } : {}) };
}

/** Hair and clothes for a variant, by age and look (deterministic). */
function traitsFor(spec: FigureSpec): { hair: Hair; clothes: Clothes } {
  // The page's start (base) and the person's step (index): consecutive people differ in hair,
  // and after every hair style was used once, in clothes too.
  const base = Math.floor(spec.variant / INDEX_SPAN);
  const index = spec.variant % INDEX_SPAN;
  const styles: Hair[] =
    spec.age === 'elder'
      ? spec.look === 'masculine'
        ? ['short', 'curly']
        : spec.look === 'feminine'
          ? ['bun', 'bob', 'curly']
          : ['bun', 'short', 'curly']
      : spec.look === 'masculine'
        ? ['short', 'curly', 'bob']
        : spec.look === 'feminine'
          ? ['long', 'ponytail', 'pigtails', 'bob', 'bun', 'curly']
          : [...HAIR];
  const clothes: Clothes[] =
    spec.look === 'masculine'
      ? ['shirt-trousers', 'shirt-shorts']
      : spec.look === 'feminine'
        ? ['dress', 'shirt-skirt', 'shirt-trousers']
        : [...CLOTHES];
  // Pigtails are for children.
  const hairs = spec.age === 'child' ? styles : styles.filter((h) => h !== 'pigtails');
  const hair = hairs[(base + index) % hairs.length]!;
  let cloth = clothes[(Math.floor(base / 7) + Math.floor(index / hairs.length)) % clothes.length]!;
  // A dress or skirt astride a bicycle or kneeling hides the legs' pose: trousers there.
  if (['ride', 'kneel', 'run', 'sit', 'lie'].includes(spec.pose) && /skirt|dress/.test(cloth))
    cloth = 'shirt-trousers';
  return { hair, clothes: cloth };
}

const rad = (deg: number) => (deg * Math.PI) / 180;
const dir = (deg: number): Pt => ({ x: Math.sin(rad(deg)), y: Math.cos(rad(deg)) });
const add = (p: Pt, d: Pt, k: number): Pt => ({ x: p.x + d.x * k, y: p.y + d.y * k });
const P = (p: Pt) => `${f2(p.x)} ${f2(p.y)}`;

/** Convex hull (monotone chain) of points, counter-clockwise. */
function hull(points: Pt[]): Pt[] {
  const pts = [...points].sort((a, b) => a.x - b.x || a.y - b.y);
  const cross = (o: Pt, a: Pt, b: Pt) => (a.x - o.x) * (b.y - o.y) - (a.y - o.y) * (b.x - o.x);
  const lower: Pt[] = [];
  for (const p of pts) {
    while (lower.length >= 2 && cross(lower[lower.length - 2]!, lower[lower.length - 1]!, p) <= 0)
      lower.pop();
    lower.push(p);
  }
  const upper: Pt[] = [];
  for (const p of [...pts].reverse()) {
    while (upper.length >= 2 && cross(upper[upper.length - 2]!, upper[upper.length - 1]!, p) <= 0)
      upper.pop();
    upper.push(p);
  }
  return [...lower.slice(0, -1), ...upper.slice(0, -1)];
}

/** A closed polygon with rounded corners (quadratic corners, `r` units). */
function roundedPolygon(points: Pt[], r: number): string {
  const n = points.length;
  let d = '';
  for (let i = 0; i < n; i++) {
    const prev = points[(i + n - 1) % n]!;
    const cur = points[i]!;
    const next = points[(i + 1) % n]!;
    const toPrev = Math.hypot(prev.x - cur.x, prev.y - cur.y);
    const toNext = Math.hypot(next.x - cur.x, next.y - cur.y);
    const a = add(
      cur,
      { x: (prev.x - cur.x) / toPrev, y: (prev.y - cur.y) / toPrev },
      Math.min(r, toPrev / 2),
    );
    const b = add(
      cur,
      { x: (next.x - cur.x) / toNext, y: (next.y - cur.y) / toNext },
      Math.min(r, toNext / 2),
    );
    d += `${i === 0 ? 'M' : 'L'}${P(a)}Q${P(cur)} ${P(b)}`;
  }
  return `${d}Z`;
}

/** One stroke of a tube pass: a path and its inner (white) width. */
interface Tube {
  d: string;
  w: number;
}

/** Tubes drawn as one outline: all black passes, then all white passes. */
function tubes(list: Tube[], t: number): string {
  const black = list.map(
    (s) => `<path d="${s.d}" fill="none" stroke="#000" stroke-width="${f2(s.w + 2 * t)}"/>`,
  );
  const white = list.map((s) => `<path d="${s.d}" fill="none" stroke="#fff" stroke-width="${f2(s.w)}"/>`);
  return black.join('') + white.join('');
}

/**
 * Draws a figure (see the file comment). Pure: the same spec gives the same figure.
 * Throws nothing; unknown combinations fall back to the stand pose's limbs.
 */
export function drawFigure(spec: FigureSpec): Figure {
  const pr = PROPORTIONS[spec.age];
  const posed = POSE_DEFS[spec.pose] ?? POSE_DEFS.stand;
  const groundSit = spec.pose === 'sit' && spec.onGround === true;
  const def: PoseDef = groundSit
    ? {
        ...posed,
        frontLeg: { upper: 86, lower: 92 },
        backLeg: { upper: 80, lower: 88 },
        // Hands on the ground behind, leaning back (no sliver between forearm and thigh).
        front: { upper: -28, lower: -18 },
        back: { upper: -20, lower: -12 },
      }
    : posed;
  const traits = traitsFor(spec);
  const v = spec.variant;
  // Raised holding (a balloon's string, an umbrella's handle): the hand out beside the
  // chest, the thing rising beside the head.
  const front = spec.pose === 'hold' && spec.raised ? { upper: 35, lower: 125 } : def.front;
  const back = spec.pose === 'hold' && spec.raised ? POSE_DEFS.stand.back : def.back;
  const legLen = pr.thigh + pr.shin;
  // Pelvis height: standing legs reach the ground (y = 0); seated and riding poses keep
  // the standing pelvis (the seat is found on the art); kneeling drops onto the back knee.
  let hipY = pr.hipY;
  if (groundSit) hipY = -pr.legW * 0.55;
  else if (spec.pose === 'kneel') hipY = -(pr.thigh * Math.cos(rad(def.backLeg.upper)) + pr.legW / 2);
  else if (def.drop !== undefined) hipY = pr.hipY + def.drop * legLen;
  const lift = hipY - pr.hipY;
  const shoulderY = pr.shoulderY + lift;
  const headC: Pt = { x: 0, y: shoulderY - pr.headR * 0.95 };
  // Side-on poses: shoulders and hips one behind the other (a small offset shows depth).
  const sh = def.side ? pr.shoulderHalf * 0.3 : pr.shoulderHalf;
  const hh = def.side ? pr.hipHalf * 0.35 : pr.hipHalf;
  // Frontal: the arms hang just outside the torso; side-on: from the middle of the shoulder.
  const armX = def.side ? sh * 0.3 : pr.shoulderHalf + pr.armW * 0.15;
  const shoulderF: Pt = { x: armX, y: shoulderY + pr.armW * 0.55 };
  const shoulderB: Pt = { x: -armX, y: shoulderY + pr.armW * 0.55 };
  const hipF: Pt = { x: hh, y: hipY };
  const hipB: Pt = { x: -hh, y: hipY };
  const arm = (s: Pt, l: Limb) => {
    const elbow = add(s, dir(l.upper), pr.upperArm);
    const wrist = add(elbow, dir(l.lower), pr.foreArm);
    return { elbow, wrist, hand: add(wrist, dir(l.lower), pr.handR * 0.6) };
  };
  const leg = (h: Pt, l: Limb, forward: number) => {
    const knee = add(h, dir(l.upper), pr.thigh);
    const ankle = add(knee, dir(l.lower), pr.shin);
    // Feet point forward (side-on) or a little outward (frontal); a shin lying on the
    // ground (the kneeling back leg) ends in a foot pointing up-back.
    const lying = Math.abs(l.lower) > 60;
    const toe = lying
      ? add(ankle, { x: -0.25, y: -0.97 }, pr.footLen * 0.7)
      : add(ankle, { x: forward, y: 0 }, pr.footLen);
    return { knee, ankle, toe };
  };
  const armF = arm(shoulderF, front);
  const armB = arm(shoulderB, back);
  const legF = leg(hipF, def.frontLeg, def.side ? 1 : 0.55);
  const legB = leg(hipB, def.backLeg, def.side ? 1 : -0.55);

  const clothes = traits.clothes;
  const waistY = hipY - pr.legW * 0.2;
  const torsoBottom = clothes === 'dress' ? waistY : hipY + pr.legW * 0.55;
  const torsoHalfTop = def.side ? pr.shoulderHalf * 0.8 : pr.shoulderHalf + pr.armW * 0.3;
  const torsoHalfBottom = def.side ? pr.hipHalf * 1.6 : pr.hipHalf * 1.7;
  const torso = roundedPolygon(
    [
      { x: -torsoHalfTop, y: shoulderY },
      { x: torsoHalfTop, y: shoulderY },
      { x: torsoHalfBottom, y: torsoBottom },
      { x: -torsoHalfBottom, y: torsoBottom },
    ],
    pr.armW,
  );
  const limbPath = (a: Pt, b: Pt, c: Pt) => `M${P(a)}L${P(b)}L${P(c)}`;
  const headR = pr.headR;

  const markupAt = (t: number): string => {
    // Smallest colourable region's side in figure units (see the file comment).
    const minSide = 8.5 * t;
    const room = (area: number) => area >= minSide * minSide;
    const parts: string[] = [];
    const shape = (d: string) => `<path d="${d}" fill="#fff" stroke="#000"/>`;
    // Hair behind the head. A piece whose inside would be too small to colour is left out,
    // or, for a story's character (spec.keepHair), drawn just big enough: a strip beside the
    // face wider (its area grows with its width), a bun, ponytail or pigtail rounder (with
    // its radius squared), up to a limit past which it is left out after all.
    const r2 = headR * headR;
    const grow = (share: number, linear: boolean, most: number): number => {
      if (room(share * r2)) return 1;
      if (!spec.keepHair) return Number.POSITIVE_INFINITY;
      // Twice the smallest area: the outline's own width eats into a thin piece.
      const need = (2 * minSide * minSide) / (share * r2);
      const k = linear ? need : Math.sqrt(need);
      return k <= most ? k : Number.POSITIVE_INFINITY;
    };
    // Beyond the head's edge (x = ±headR), a strip widened k times.
    const out = (x: number, k: number) => Math.sign(x) * (headR + (Math.abs(x) - headR) * k);
    const hairBack: string[] = [];
    // A bob or long hair shows as two strips beside the face, each about 0.5 head radii squared.
    const strips = grow(0.5, true, 3);
    if (traits.hair === 'long' && Number.isFinite(strips))
      hairBack.push(
        roundedPolygon(
          [
            { x: out(-headR * 1.1, strips), y: headC.y - headR * 0.4 },
            { x: out(headR * 1.1, strips), y: headC.y - headR * 0.4 },
            { x: out(headR * 1.25, strips), y: shoulderY + headR * 0.9 },
            { x: out(-headR * 1.25, strips), y: shoulderY + headR * 0.9 },
          ],
          headR * 0.5,
        ),
      );
    if (traits.hair === 'bob' && Number.isFinite(strips))
      hairBack.push(
        roundedPolygon(
          [
            { x: out(-headR * 1.38, strips), y: headC.y - headR * 0.5 },
            { x: out(headR * 1.38, strips), y: headC.y - headR * 0.5 },
            { x: out(headR * 1.38, strips), y: headC.y + headR * 0.9 },
            { x: out(-headR * 1.38, strips), y: headC.y + headR * 0.9 },
          ],
          headR * 0.45,
        ),
      );
    const ellipse = (cx: number, cy: number, rx: number, ry: number) =>
      `M${P({ x: cx - rx, y: cy })}A${f2(rx)} ${f2(ry)} 0 1 1 ${P({ x: cx + rx, y: cy })}A${f2(rx)} ${f2(ry)} 0 1 1 ${P({ x: cx - rx, y: cy })}Z`;
    // A ponytail behind the head, a bun on top, pigtails at both sides: about 0.8 head radii
    // squared of each shows beside the head; grown, each moves out by what it grew.
    const round = grow(0.8, false, 1.6);
    if (Number.isFinite(round)) {
      const k = round;
      if (traits.hair === 'ponytail')
        hairBack.push(
          ellipse(-headR * (1.3 + 0.6 * (k - 1)), headC.y + headR * 0.35, headR * 0.6 * k, headR * 0.95 * k),
        );
      if (traits.hair === 'bun')
        hairBack.push(
          ellipse(0, headC.y - headR * (1.15 + 0.55 * (k - 1)), headR * 0.62 * k, headR * 0.55 * k),
        );
      if (traits.hair === 'pigtails')
        for (const side of [-1, 1])
          hairBack.push(
            ellipse(
              side * headR * (1.35 + 0.5 * (k - 1)),
              headC.y + headR * 0.3,
              headR * 0.5 * k,
              headR * 0.8 * k,
            ),
          );
    }
    for (const d of hairBack) parts.push(shape(d));

    // Back arm (side-on poses: behind the body), legs, clothes over the legs, torso.
    const armTube = (a: typeof armF, s: Pt): Tube[] => {
      const list: Tube[] = [{ d: limbPath(s, a.elbow, a.wrist), w: pr.armW }];
      list.push({ d: `M${P(a.hand)}l0.01 0`, w: pr.handR * 2 });
      return list;
    };
    // Side-on, the far arm shows only in pieces beside the body: left out where those
    // pieces (about half the arm) would be too small to colour.
    if (def.side && room(pr.armW * (pr.upperArm + pr.foreArm) * 0.5))
      parts.push(tubes(armTube(armB, shoulderB), t));
    const legTubes: Tube[] = [];
    const shoeTubes: Tube[] = [];
    const sockTop = (l: typeof legF) =>
      add(
        l.ankle,
        { x: (l.knee.x - l.ankle.x) / pr.shin, y: (l.knee.y - l.ankle.y) / pr.shin },
        pr.legW * 0.3,
      );
    // Both legs are one path through the hips: two tubes diverging from nearby points would
    // leave a black wedge between them where their outlines overlap.
    legTubes.push({
      d: `M${P(legB.ankle)}L${P(legB.knee)}L${P(hipB)}L${P(hipF)}L${P(legF.knee)}L${P(legF.ankle)}`,
      w: pr.legW,
    });
    for (const l of [legB, legF])
      shoeTubes.push({ d: `M${P(sockTop(l))}L${P(l.ankle)}L${P(l.toe)}`, w: pr.legW * 1.05 });
    // Shoes get their own outline when their inside is big enough to colour.
    const shoeArea = pr.legW * 1.05 * (pr.footLen + pr.legW * 0.3);
    // (The leg's end overlaps the shoe: about 60 % of it is the shoe's own inside.)
    const shoes = room(shoeArea * 0.6);
    parts.push(tubes(shoes ? legTubes : [...legTubes, ...shoeTubes], t));
    if (shoes) for (const s of shoeTubes) parts.push(tubes([s], t));
    // Shorts need a colourable band over each thigh; otherwise the legs are trousers.
    if (clothes === 'shirt-shorts' && room(pr.legW * pr.thigh * 0.4)) {
      const hem = (h: Pt, l: typeof legF) =>
        add(h, { x: (l.knee.x - h.x) / pr.thigh, y: (l.knee.y - h.y) / pr.thigh }, pr.thigh * 0.5);
      // One path, as the legs (no wedge at the crotch).
      parts.push(
        tubes(
          [{ d: `M${P(hem(hipB, legB))}L${P(hipB)}L${P(hipF)}L${P(hem(hipF, legF))}`, w: pr.legW * 1.35 }],
          t,
        ),
      );
    }
    if (clothes === 'shirt-skirt' || clothes === 'dress') {
      // The skirt flares from the waist over the thighs (seated: over the lap).
      const flare = (h: Pt, l: typeof legF, side: number) => {
        const d = { x: (l.knee.x - h.x) / pr.thigh, y: (l.knee.y - h.y) / pr.thigh };
        const hem = add(h, d, pr.thigh * 0.8);
        const n = { x: -d.y * side, y: d.x * side };
        return [add(hem, n, pr.legW * 0.95), add(hem, n, -pr.legW * 0.95)];
      };
      const top =
        clothes === 'dress'
          ? [
              { x: -torsoHalfTop, y: shoulderY },
              { x: torsoHalfTop, y: shoulderY },
            ]
          : [
              { x: -torsoHalfBottom, y: waistY },
              { x: torsoHalfBottom, y: waistY },
            ];
      const pts = hull([...top, ...flare(hipB, legB, -1), ...flare(hipF, legF, 1)]);
      parts.push(shape(roundedPolygon(pts, pr.legW * 0.5)));
    }
    if (clothes !== 'dress') parts.push(shape(torso));
    else {
      // A dress: the bodice over the skirt's top, one outline with it.
      parts.push(shape(torso).replace('stroke="#000"', 'stroke="none"'));
    }
    // Short sleeves and a collar line only where their regions stay colourable.
    const sleeveLen = pr.upperArm * 0.45;
    const sleeves = room(pr.armW * 1.3 * sleeveLen) && (v + Math.floor(v / INDEX_SPAN)) % 3 !== 0;

    // Head, face, front hair.
    parts.push(
      `<circle cx="${f2(headC.x)}" cy="${f2(headC.y)}" r="${f2(headR)}" fill="#fff" stroke="#000"/>`,
    );
    // The cap over the skull encloses about 1.1 head radii squared (measured on renders);
    // smaller, it would be a region too small to colour, so it is drawn as the hair's outer
    // edge and an open fringe stroke instead.
    const caps = frontHair(traits.hair, headC, headR, v);
    if (room(1.1 * r2)) parts.push(...caps.map(shape));
    else {
      // A fringe stroke open at one end keeps the hair and the face one region.
      const side = (v + Math.floor(v / INDEX_SPAN)) % 2 === 0 ? 1 : -1;
      const from = { x: headC.x - side * headR * 0.98, y: headC.y - headR * 0.15 };
      const to = { x: headC.x + side * headR * 0.3, y: headC.y - headR * 0.62 };
      const ctl = { x: headC.x - side * headR * 0.2, y: headC.y - headR * 0.2 };
      for (const d of caps) parts.push(`<path d="${d}" fill="#fff" stroke="none"/>`);
      parts.push(
        `<path d="${capEdge(traits.hair, headC, headR)}M${P(from)}Q${P(ctl)} ${P(to)}" fill="none"/>`,
      );
    }
    // The face last, over the fringe's white fill.
    // At least 1.1 line widths: the finish step removes specks under 2 lw² (finish.ts).
    const eyeR = Math.max(headR * 0.11, t * 1.1);
    const faceX = def.side ? headR * 0.18 : 0;
    const eyeY = headC.y + headR * 0.17;
    const eyeDx = headR * 0.36;
    parts.push(
      `<circle cx="${f2(faceX - eyeDx)}" cy="${f2(eyeY)}" r="${f2(eyeR)}" fill="#000" stroke="none"/>` +
        `<circle cx="${f2(faceX + eyeDx)}" cy="${f2(eyeY)}" r="${f2(eyeR)}" fill="#000" stroke="none"/>`,
    );
    const smileY = headC.y + headR * 0.5;
    // The face must stay one colourable region around its features; a face too small for
    // the smile keeps its eyes only.
    const faceInside = Math.PI * (headR - t / 2) ** 2 - 2 * Math.PI * eyeR ** 2 - 0.7 * headR * t;
    if (room(faceInside))
      parts.push(
        `<path d="M${P({ x: faceX - headR * 0.34, y: smileY })}Q${P({ x: faceX, y: smileY + headR * 0.34 })} ${P({ x: faceX + headR * 0.34, y: smileY })}" fill="none"/>`,
      );
    if (spec.hat) parts.push(...hatShapes(spec.hat, headC, headR).map(shape));

    // Front arm last (in front of the body), with its sleeve.
    const frontArms = def.side
      ? [[armF, shoulderF] as const]
      : [[armB, shoulderB] as const, [armF, shoulderF] as const];
    for (const [a, s] of frontArms) {
      parts.push(tubes(armTube(a, s), t));
      if (sleeves) {
        const d = { x: (a.elbow.x - s.x) / pr.upperArm, y: (a.elbow.y - s.y) / pr.upperArm };
        parts.push(tubes([{ d: `M${P(s)}L${P(add(s, d, sleeveLen))}`, w: pr.armW * 1.3 }], t));
      }
    }
    const body = parts.join('');
    const g = `<g stroke="#000" stroke-width="${f2(t)}" fill="#fff">${body}</g>`;
    return def.turn ? `<g transform="rotate(${def.turn})">${g}</g>` : g;
  };

  // Attachment points, before the lying turn.
  const seat: Pt = { x: 0, y: hipY + pr.legW * 0.5 };
  const seated = spec.pose === 'sit' || spec.pose === 'ride';
  const lap: Pt = seated ? add(hipF, dir(def.frontLeg.upper), pr.thigh * 0.5) : { x: 0, y: hipY };
  if (seated) lap.y -= pr.legW / 2;
  let at: Attachments = {
    hand: armF.hand,
    otherHand: armB.hand,
    headTop: { x: headC.x, y: headC.y - headR },
    head: headC,
    lap,
    seat,
    back: { x: -torsoHalfTop * 0.6, y: shoulderY + (hipY - shoulderY) * 0.35 },
    feet: { x: (legF.ankle.x + legB.ankle.x) / 2, y: Math.max(legF.ankle.y, legB.ankle.y) + pr.legW / 2 },
  };
  // Bounds of everything drawn (limbs with their widths, head and hair), figure units.
  const pad = (p: Pt, r: number) => [
    { x: p.x - r, y: p.y - r },
    { x: p.x + r, y: p.y + r },
  ];
  let pts: Pt[] = [
    ...pad(headC, headR * (traits.hair === 'pigtails' || traits.hair === 'ponytail' ? 2.0 : 1.35)),
    ...pad({ x: 0, y: headC.y - headR * (spec.hat ? 2.55 : traits.hair === 'bun' ? 1.8 : 1.2) }, 0),
    ...(spec.hat ? pad(headC, headR * 1.5) : []),
    ...pad(armF.hand, pr.handR + 1),
    ...pad(armB.hand, pr.handR + 1),
    ...pad(armF.elbow, pr.armW),
    ...pad(armB.elbow, pr.armW),
    ...pad(legF.knee, pr.legW),
    ...pad(legB.knee, pr.legW),
    ...pad(legF.toe, pr.legW),
    ...pad(legB.toe, pr.legW),
    ...pad(legF.ankle, pr.legW),
    ...pad(legB.ankle, pr.legW),
    ...pad({ x: 0, y: shoulderY }, pr.shoulderHalf + 1),
    ...pad({ x: 0, y: hipY }, pr.shoulderHalf * 1.4),
  ];
  const turnC = Math.cos(rad(def.turn ?? 0));
  const turnS = Math.sin(rad(def.turn ?? 0));
  const rotate = (p: Pt): Pt => ({ x: p.x * turnC - p.y * turnS, y: p.x * turnS + p.y * turnC });
  if (def.turn) {
    const rot = rotate;
    pts = pts.map(rot);
    at = Object.fromEntries(Object.entries(at).map(([k, p]) => [k, rot(p)])) as unknown as Attachments;
  }
  const legPts = [legF.knee, legB.knee, legF.ankle, legB.ankle, legF.toe, legB.toe, hipF, hipB].map(
    (p) => (def.turn ? rotate(p) : p).x,
  );
  const legs = { x0: Math.min(...legPts) - pr.legW, x1: Math.max(...legPts) + pr.legW };
  const minX = Math.min(...pts.map((p) => p.x));
  const maxX = Math.max(...pts.map((p) => p.x));
  const minY = Math.min(...pts.map((p) => p.y));
  const maxY = Math.max(...pts.map((p) => p.y));
  return {
    markupAt,
    box: { x: minX, y: minY, width: maxX - minX, height: maxY - minY },
    at,
    headR,
    standing: -(pr.shoulderY - headR * 1.95),
    legs,
    traits,
    look: {
      age: spec.age,
      look: spec.look,
      variant: spec.variant,
      ...(spec.hat ? { hat: spec.hat } : {}),
      ...traits,
    },
  };
}

/** Hair in front of the head: a cap over the top of the skull, its edge by style. */
function frontHair(hair: Hair, c: Pt, r: number, v: number): string[] {
  const at = (deg: number, k = 1): Pt => ({
    x: c.x + Math.sin(rad(deg)) * r * k,
    y: c.y - Math.cos(rad(deg)) * r * k,
  });
  // The cap runs over the skull from one temple (-100°) to the other (100°), 12 % outside it.
  const outer = (from: number, to: number, k = 1.12) => {
    let d = '';
    const steps = 10;
    for (let i = 0; i <= steps; i++)
      d += `${i === 0 ? 'M' : 'L'}${P(at(from + ((to - from) * i) / steps, k))}`;
    return d;
  };
  switch (hair) {
    case 'curly': {
      // Bumps along the cap's outside.
      let d = `M${P(at(-105, 1.0))}`;
      const n = 7;
      for (let i = 0; i < n; i++) {
        const a1 = -105 + (210 * (i + 1)) / n;
        const mid = -105 + (210 * (i + 0.5)) / n;
        d += `Q${P(at(mid, 1.42))} ${P(at(a1, 1.05))}`;
      }
      d += `Q${P({ x: c.x + r * 0.3, y: c.y - r * 0.35 })} ${P({ x: c.x, y: c.y - r * 0.5 })}Q${P({ x: c.x - r * 0.4, y: c.y - r * 0.3 })} ${P(at(-105, 1.0))}Z`;
      return [d];
    }
    case 'bob':
    case 'long':
    case 'pigtails':
    case 'ponytail':
    case 'bun': {
      // A fringe swept to one side (which side varies).
      const side = (v + Math.floor(v / INDEX_SPAN)) % 2 === 0 ? 1 : -1;
      return [
        `${outer(-100, 100, 1.1)}Q${P({ x: c.x + side * r * 0.55, y: c.y - r * 0.05 })} ${P({ x: c.x - side * r * 0.1, y: c.y - r * 0.32 })}Q${P({ x: c.x - side * r * 0.6, y: c.y - r * 0.42 })} ${P(at(-100, 1.1))}Z`,
      ];
    }
    default:
      // Short: a cap with a straight-ish fringe.
      return [
        `${outer(-100, 100, 1.1)}Q${P({ x: c.x + r * 0.5, y: c.y - r * 0.3 })} ${P({ x: c.x, y: c.y - r * 0.36 })}Q${P({ x: c.x - r * 0.5, y: c.y - r * 0.3 })} ${P(at(-100, 1.1))}Z`,
      ];
  }
}

/**
 * A role's hat over the head (head centre `c`, radius `r`, figure units), as closed shapes
 * each at least about one head radius squared inside, so they stay colourable wherever the
 * face does: a firefighter's helmet (dome and brim), a crown with three points, a chef's
 * puffed hat, a pointed hat with a brim (a witch, a wizard), a cap with a peak (police).
 */
function hatShapes(hat: Hat, c: Pt, r: number): string[] {
  const pt = (x: number, y: number) => P({ x: c.x + x * r, y: c.y + y * r });
  // Every hat stays above the eyebrows (0.45 head radii above the centre), so the face
  // below keeps its size.
  switch (hat) {
    case 'helmet':
      return [
        `M${pt(-1.1, -0.65)}C${pt(-1.1, -1.95)} ${pt(1.1, -1.95)} ${pt(1.1, -0.65)}Z`,
        `M${pt(-1.55, -0.7)}L${pt(1.55, -0.7)}L${pt(1.4, -0.35)}L${pt(-1.4, -0.35)}Z`,
      ];
    case 'crown':
      return [
        `M${pt(-0.95, -0.6)}L${pt(-1.05, -1.75)}L${pt(-0.5, -1.25)}L${pt(0, -1.9)}L${pt(0.5, -1.25)}L${pt(1.05, -1.75)}L${pt(0.95, -0.6)}Z`,
      ];
    case 'chef':
      return [
        `M${pt(-0.8, -0.6)}L${pt(-0.85, -1.25)}C${pt(-1.7, -1.45)} ${pt(-1.0, -2.45)} ${pt(-0.3, -1.95)}C${pt(0, -2.55)} ${pt(0.8, -2.35)} ${pt(0.7, -1.85)}C${pt(1.5, -1.75)} ${pt(1.3, -1.15)} ${pt(0.85, -1.25)}L${pt(0.8, -0.6)}Z`,
      ];
    case 'pointed':
      return [
        `M${pt(-0.9, -0.75)}L${pt(0.25, -2.4)}L${pt(0.9, -0.75)}Z`,
        `M${pt(-1.55, -0.8)}L${pt(1.55, -0.8)}L${pt(1.4, -0.45)}L${pt(-1.4, -0.45)}Z`,
      ];
    default:
      return [
        `M${pt(-1.05, -0.6)}C${pt(-1.05, -1.75)} ${pt(1.05, -1.75)} ${pt(1.05, -0.6)}Z`,
        `M${pt(0.4, -0.6)}L${pt(1.7, -0.6)}Q${pt(1.6, -0.25)} ${pt(0.4, -0.3)}Z`,
      ];
  }
}

/** The outer edge of the hair cap (temple to temple over the top), an open path. */
function capEdge(hair: Hair, c: Pt, r: number): string {
  const k = hair === 'curly' ? 1.2 : 1.1;
  const at = (deg: number, kk: number) =>
    P({ x: c.x + Math.sin(rad(deg)) * r * kk, y: c.y - Math.cos(rad(deg)) * r * kk });
  // From the head's outline at one temple, out and over the top, back onto it at the other:
  // joined to the head's outline, so the face stays a closed region.
  let d = `M${at(-104, 1)}`;
  for (let i = 0; i <= 12; i++) d += `L${at(-100 + (200 * i) / 12, k)}`;
  return `${d}L${at(104, 1)}`;
}

/** A placed figure's attachment point in page px (see emitPlaced for the same mapping). */
export function toPage(
  p: Pt,
  art: { box: { x: number; y: number; width: number; height: number } },
  box: { x: number; y: number; w: number; h: number },
  flip: boolean,
): Pt {
  const s = box.w / art.box.width;
  const sy = box.h / art.box.height;
  const ux = flip ? art.box.x + art.box.width - p.x : p.x - art.box.x;
  return { x: box.x + ux * s, y: box.y + (p.y - art.box.y) * sy };
}

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
import type { FigureHair, FigureLook, Hat } from '../types';
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
  /** Hair asked for in words (FigureLook.hair): overrides the variant's hair. */
  hair?: FigureHair;
  /** A beard (with a moustache) or a moustache alone, asked for in words; never on a child. */
  beard?: 'beard' | 'moustache';
  /** Glasses asked for in words: two rings over the eyes. */
  glasses?: boolean;
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
/** Hats a person's words ask for (people.ts appearanceOf): a sun or straw hat, a beanie, a top hat, a cowboy hat. */
export const WORN_HATS = ['sunhat', 'beanie', 'tophat', 'cowboy'] as const satisfies readonly Hat[];
export type { Hat };

/** Hair styles varied between people (traitsFor); `bald` is drawn only when asked or for old men. */
export const HAIR = ['short', 'curly', 'long', 'ponytail', 'bun', 'pigtails', 'bob', 'spiky'] as const;
type Hair = FigureHair;
const CLOTHES = ['shirt-trousers', 'shirt-shorts', 'shirt-skirt', 'dress'] as const;
type Clothes = (typeof CLOTHES)[number];

/** How far hair reaches from the head's centre sideways (head radii; default 1.35): the bounds. */
const HAIR_REACH: Partial<Record<Hair, number>> = { pigtails: 2.0, ponytail: 2.0, spiky: 1.55, bald: 1.6 };
/** How far hair reaches above the head's centre (head radii; default 1.2): the bounds. */
const HAIR_TOP: Partial<Record<Hair, number>> = { bun: 1.8, spiky: 1.5 };

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

/** What a character's words ask for on top of age and look (people.ts appearanceOf). */
export interface Asked {
  hat?: Hat;
  hair?: FigureHair;
  beard?: 'beard' | 'moustache';
  glasses?: boolean;
}

/**
 * A story character's look (issue 33 "the same character on every page"): the first variant
 * from `seed` on whose clothes no pose changes, so hair, clothes, sleeves and parting are
 * identical on every page of the book whatever each scene's pose. What the words asked for
 * (`asked`: hair, beard or moustache, glasses, hat) is kept in the look and drawn on every
 * page; a beard is dropped for a child. With no hair asked, the seed's variant decides it,
 * so different names give different people. Deterministic.
 */
export function castLook(
  age: FigureSpec['age'],
  look: FigureSpec['look'],
  seed: number,
  asked: Asked = {},
): FigureLook {
  const extras: Partial<FigureLook> = {
    ...(asked.hat ? { hat: asked.hat } : {}),
    ...(asked.hair ? { hair: asked.hair } : {}),
    ...(asked.beard && age !== 'child' ? { beard: asked.beard } : {}),
    ...(asked.glasses ? { glasses: true } : {}),
  };
  // The seed's bits mixed (murmur3's finaliser) before figureVariant, which reads its low
  // bits, which repeat between names (12 boys' names drew 3 hair-and-clothes looks, 2026-11-29).
  let h = seed >>> 0;
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b);
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
  const mixed = (h ^ (h >>> 16)) >>> 0;
  for (let i = 0; i < 256; i++) {
    const variant = figureVariant(mixed + i * 7919, 0);
    const traits = traitsFor({ age, look, variant, pose: 'stand' });
    if (POSE_STABLE_CLOTHES.has(traits.clothes)) return { age, look, variant, ...extras };
  }
  // Every look has trousers among its clothes, so the loop above always returns.
  return { age, look, variant: figureVariant(mixed, 0), ...extras };
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
        ? // An old man: bald on top or short; curls read as a boy (the panel's "old man
          // with a white beard" was a curly-haired child-like figure, 2026-11-29).
          ['bald', 'short']
        : spec.look === 'feminine'
          ? ['bun', 'bob', 'curly']
          : ['bun', 'short', 'curly']
      : spec.look === 'masculine'
        ? // Spiky too (2026-11-29: with three styles, 12 boys of 12 books were 5 looks); no
          // bob: its side locks to the shoulders read as a girl's (look set 8: "a boy and his
          // grandma", "child reads as girl"; 2026-11-30 "a boy waving"); a swept fringe instead.
          ['short', 'curly', 'swept', 'spiky']
        : spec.look === 'feminine'
          ? ['long', 'ponytail', 'pigtails', 'bob', 'bun', 'curly']
          : [...HAIR];
  const clothes: Clothes[] =
    spec.look === 'masculine'
      ? ['shirt-trousers', 'shirt-shorts']
      : spec.look === 'feminine'
        ? // Shorts too: a story's girl keeps clothes no pose changes, and with trousers the
          // only such clothes every girl of every book wore them (2026-11-29).
          ['dress', 'shirt-skirt', 'shirt-trousers', 'shirt-shorts']
        : [...CLOTHES];
  // Pigtails are for children.
  const hairs = spec.age === 'child' ? styles : styles.filter((h) => h !== 'pigtails');
  const hair = spec.hair ?? hairs[(base + index) % hairs.length]!;
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
    // Under a hat a bob starts lower, below the brim or peak: covered at its top, it was
    // left too small to colour and printed black (a capped coach, 2026-11-29); grown wider
    // than 1.5 times under a hat it reads as a bar behind the head, and is left out.
    const bobTop = spec.hat ? 0.15 : 0.5;
    const bobStrips = spec.hat ? grow(0.37, true, 1.5) : strips;
    if (traits.hair === 'bob' && Number.isFinite(bobStrips))
      hairBack.push(
        roundedPolygon(
          [
            { x: out(-headR * 1.38, bobStrips), y: headC.y - headR * bobTop },
            { x: out(headR * 1.38, bobStrips), y: headC.y - headR * bobTop },
            { x: out(headR * 1.38, bobStrips), y: headC.y + headR * 0.9 },
            { x: out(-headR * 1.38, bobStrips), y: headC.y + headR * 0.9 },
          ],
          headR * 0.45,
        ),
      );
    const ellipse = (cx: number, cy: number, rx: number, ry: number) =>
      `M${P({ x: cx - rx, y: cy })}A${f2(rx)} ${f2(ry)} 0 1 1 ${P({ x: cx + rx, y: cy })}A${f2(rx)} ${f2(ry)} 0 1 1 ${P({ x: cx - rx, y: cy })}Z`;
    // A ponytail behind the head, a bun on top, pigtails at both sides: about 0.8 head radii
    // squared of each shows beside the head; grown, each moves out by what it grew.
    const round = grow(0.8, false, 1.8);
    if (Number.isFinite(round)) {
      const k = round;
      if (traits.hair === 'ponytail')
        hairBack.push(
          ellipse(-headR * (1.3 + 0.6 * (k - 1)), headC.y + headR * 0.35, headR * 0.6 * k, headR * 0.95 * k),
        );
      // (A hat covers a bun: its top stuck out as a sliver too small to colour.)
      if (traits.hair === 'bun' && !spec.hat)
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
    const caps = frontHair(traits.hair, headC, headR, v, spec.glasses === true);
    if (traits.hair === 'bald') {
      // No cap: the bare skull is the head's outline; the hair left at the sides is a band
      // over each side of the head from temple to ear (50° to 115° from the top, 0.72 to
      // 1.2 head radii: about 0.5 radii squared each). Too small to colour, it is left
      // out, or for a story's character (keepHair) widened outwards up to 1.55 radii (twice
      // the smallest area, as for the other hair: the outline eats into a thin band; at 1.3
      // times a band was filled black on a page, 2026-11-29).
      // With glasses the band starts at 0.82 radii, clear of the rings (touching, they
      // closed slivers that the finishing filled black).
      const inner = spec.glasses ? 0.82 : 0.72;
      const need = 2 * minSide * minSide;
      const band = (outer: number) => (rad(60) / 2) * (outer * outer - inner * inner) * r2;
      let outerR = 1.2;
      if (band(outerR) < need && spec.keepHair) outerR = Math.sqrt(need / (rad(60) / 2) / r2 + inner * inner);
      if (outerR <= 1.55 && band(outerR) >= need * 0.999)
        for (const side of [-1, 1]) parts.push(shape(sideHair(headC, headR, side, inner, outerR)));
      // Smaller, the band's outer edge only, joined to the skull's outline at both ends over
      // a white band hiding the outline between them: hair and face one region, as the
      // hair cap's edge is drawn (capEdge), so the sides show at every size.
      else
        for (const side of [-1, 1])
          parts.push(
            `<path d="${sideHair(headC, headR, side, inner, 1.2)}" fill="#fff" stroke="none"/>`,
            `<path d="${sideHair(headC, headR, side, inner, 1.2, true)}" fill="none"/>`,
          );
    } else if (spec.hat) {
      // Under a hat only the hair's outer edge shows: a fringe under the hat's lower edge
      // would leave slivers too small to colour (filled black on a page, 2026-11-29).
      for (const d of caps) parts.push(`<path d="${d}" fill="#fff" stroke="none"/>`);
      parts.push(`<path d="${capEdge(traits.hair, headC, headR)}" fill="none"/>`);
    } else if (room(1.1 * r2)) parts.push(...caps.map(shape));
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
    // A beard or moustache (never on a child) moves the mouth down, under the moustache.
    const beard = spec.age === 'child' ? undefined : spec.beard;
    const mouth = (y: number, w: number) =>
      `<path d="M${P({ x: faceX - headR * w, y: headC.y + headR * y })}Q${P({ x: faceX, y: headC.y + headR * (y + w) })} ${P({ x: faceX + headR * w, y: headC.y + headR * y })}" fill="none"/>`;
    // The face must stay one colourable region around its features; a face too small for
    // the smile keeps its eyes only.
    const faceInside = Math.PI * (headR - t / 2) ** 2 - 2 * Math.PI * eyeR ** 2 - 0.7 * headR * t;
    // Drawn after the front arm in side poses (a beard hangs in front of the arm there).
    const late: string[] = [];
    if (beard === 'beard') {
      // A closed shape from cheek to cheek under the nose, round under the chin: one region
      // to colour (about 0.75 + 1.1·(k − 1) head radii squared for a chin k radii below the
      // head's centre, from the outline below), a radius below the head, grown longer when
      // smaller than the smallest colourable region (with a margin for the outline eating
      // into it), at most where the arms would cut it: 3 radii standing (a long beard over
      // the chest), 1.6 holding (the forearms cross the chest), 1.8 side-on (drawn over the
      // front arm's shoulder). Longer still, it is drawn open, one region with the face
      // (its outline below the cheeks, the head's chin hidden). The mouth is a line inside.
      const need = (1.4 * minSide * minSide) / r2;
      const most = def.side ? 1.8 : spec.pose === 'hold' ? 1.6 : 3;
      const want = 1 + (need - 0.75) / 1.1;
      const k = Math.min(most, Math.max(2, want));
      const d = beardPath(headC, headR, faceX, k, spec.glasses === true);
      const drawn =
        want <= most
          ? [shape(d)]
          : [
              `<path d="${d}" fill="#fff" stroke="none"/>`,
              `<path d="${d.slice(0, d.indexOf('Q'))}" fill="none"/>`,
            ];
      (def.side ? late : parts).push(...drawn, mouth(spec.glasses ? 0.8 : 0.7, 0.2));
    } else if (beard === 'moustache') {
      // Under the nose, clear of the eyes and the mouth by a line each: two closed lobes
      // with the mouth below where they are big enough to colour, else a bold stroke with
      // the mouth, or lower in the mouth's place (a face too small for both), or the
      // mouth alone (too small for the stroke: it would merge with the eyes into a blob,
      // which the page's finishing erases, eyes and all: 2026-11-29).
      const w = Math.max(t, Math.min(0.2 * headR, 1.5 * t));
      const eyeBottom = 0.17 * headR + eyeR;
      const clear = (top: number, bottom: number, mouthY: number | undefined) =>
        top * headR - eyeBottom >= t && (mouthY === undefined || (mouthY - bottom) * headR >= t);
      // (The lobes: about 0.25 radii squared inside with a thin outline.)
      if (room(0.18 * r2) && clear(0.35, 0.6, 0.72))
        parts.push(moustache(headC, headR, faceX, t, true, 0.08), mouth(0.72, 0.26));
      else if (clear(0.37 - w / 2 / headR, 0.5 + w / 2 / headR, 0.72))
        parts.push(moustache(headC, headR, faceX, w, false, 0), mouth(0.72, 0.26));
      else if (clear(0.45 - w / 2 / headR, 0, undefined))
        parts.push(moustache(headC, headR, faceX, w, false, 0.08));
      else if (room(faceInside)) parts.push(mouth(0.5, 0.34));
    } else if (room(faceInside)) parts.push(mouth(0.5, 0.34));
    if (spec.glasses) {
      const glasses = glassesMarkup(headC, headR, faceX, eyeY, eyeDx, eyeR, t, room);
      if (glasses) parts.push(glasses);
    }
    if (spec.hat) {
      parts.push(...hatShapes(spec.hat, headC, headR, room).map(shape));
      // A head too small for a hat's own region and a face below it (a cap's one outline
      // encloses about 1.35 head radii squared with a thick outline, the others about 2.3;
      // the face below a hat about as much): the hat's lower edge is hidden inside the
      // skull, so hat and face are one region (the hair cap's edge is drawn so too). A
      // toddler's capped face was filled black, eyes and all, 2026-11-29.
      const open = WORN_HAT_SET.has(spec.hat) && !room((spec.hat === 'cap' ? 1.4 : 2.2) * r2);
      if (open) {
        const [top, bottom] = HAT_EDGE[spec.hat] ?? [-0.7, -0.25];
        const y0 = headC.y + top * headR - t;
        const y1 = headC.y + bottom * headR + t;
        const inner = headR - t;
        const half = (y: number) => Math.sqrt(Math.max(0, inner * inner - (y - headC.y) ** 2));
        parts.push(
          `<path d="M${P({ x: headC.x - half(y0), y: y0 })}L${P({ x: headC.x + half(y0), y: y0 })}L${P({ x: headC.x + half(y1), y: y1 })}L${P({ x: headC.x - half(y1), y: y1 })}Z" fill="#fff" stroke="none"/>`,
        );
      }
    }

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
    parts.push(...late);
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
    ...pad(headC, headR * (HAIR_REACH[traits.hair] ?? 1.35)),
    ...pad({ x: 0, y: headC.y - headR * (spec.hat ? hatTop(spec.hat) : (HAIR_TOP[traits.hair] ?? 1.2)) }, 0),
    ...(spec.hat ? pad(headC, headR * hatHalfWidth(spec.hat)) : []),
    // A long beard reaches at most 3 head radii below the head's centre.
    ...(spec.beard === 'beard' && spec.age !== 'child' ? pad({ x: 0, y: headC.y + headR * 3 }, 0) : []),
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
      ...(spec.beard && spec.age !== 'child' ? { beard: spec.beard } : {}),
      ...(spec.glasses ? { glasses: true } : {}),
      ...traits,
    },
  };
}

/**
 * Hair in front of the head: a cap over the top of the skull, its edge by style. With
 * `glasses` the fringe ends higher, clear of the rings over the eyes.
 */
function frontHair(hair: Hair, c: Pt, r: number, v: number, glasses = false): string[] {
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
      d += `Q${P({ x: c.x + r * 0.3, y: c.y - r * (glasses ? 0.6 : 0.35) })} ${P({ x: c.x, y: c.y - r * (glasses ? 0.6 : 0.5) })}Q${P({ x: c.x - r * 0.4, y: c.y - r * (glasses ? 0.6 : 0.3) })} ${P(at(-105, 1.0))}Z`;
      return [d];
    }
    case 'spiky': {
      // Points along the cap's outside, as the curls' bumps but pointed.
      let d = `M${P(at(-105, 1.0))}`;
      const n = 6;
      for (let i = 0; i < n; i++) {
        const a1 = -105 + (210 * (i + 1)) / n;
        const mid = -105 + (210 * (i + 0.5)) / n;
        d += `L${P(at(mid, 1.45))}L${P(at(a1, 1.08))}`;
      }
      d += `Q${P({ x: c.x + r * 0.3, y: c.y - r * (glasses ? 0.6 : 0.35) })} ${P({ x: c.x, y: c.y - r * (glasses ? 0.6 : 0.45) })}Q${P({ x: c.x - r * 0.4, y: c.y - r * (glasses ? 0.6 : 0.3) })} ${P(at(-105, 1.0))}Z`;
      return [d];
    }
    case 'swept':
    case 'bob':
    case 'long':
    case 'pigtails':
    case 'ponytail':
    case 'bun': {
      // A fringe swept to one side (which side varies).
      const side = (v + Math.floor(v / INDEX_SPAN)) % 2 === 0 ? 1 : -1;
      return [
        `${outer(-100, 100, 1.1)}Q${P({ x: c.x + side * r * 0.55, y: c.y - r * (glasses ? 0.4 : 0.05) })} ${P({ x: c.x - side * r * 0.1, y: c.y - r * 0.32 })}Q${P({ x: c.x - side * r * 0.6, y: c.y - r * 0.42 })} ${P(at(-100, 1.1))}Z`,
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
 * The smallest part of a hat from words drawn as crown and brim apart, head radii squared
 * inside its outline (measured on renders with the outline a tenth of a head radius wide,
 * less 15 %): a sun hat's crown above its brim (0.79), a top hat's brim (0.83), a beanie's
 * cuff (0.91), a cowboy hat's brim (1.14). Where that is too small to colour, the hat is
 * one outline (hatShapes).
 */
const HAT_DETAIL: Partial<Record<Hat, number>> = { sunhat: 0.65, cowboy: 0.95, tophat: 0.7, beanie: 0.75 };

/** Hats with a one-outline form (hatShapes): the hats from words and the cap. */
const WORN_HAT_SET: ReadonlySet<Hat> = new Set<Hat>([...WORN_HATS, 'cap']);

/**
 * Where a hat's lower edge crosses the skull, head radii above (−) the head's centre: its
 * highest and lowest points there (a sun hat's brim, a cowboy hat's brim, a top hat's
 * brim, a beanie's cuff, a cap's crown and peak).
 */
const HAT_EDGE: Partial<Record<Hat, [number, number]>> = {
  sunhat: [-0.66, -0.32],
  cowboy: [-0.75, -0.38],
  tophat: [-0.55, -0.45],
  beanie: [-0.35, -0.25],
  cap: [-0.62, -0.27],
};

/** How far a hat reaches above the head's centre, head radii (the figure's bounds). */
function hatTop(hat: Hat): number {
  return hat === 'tophat' ? 2.6 : hat === 'beanie' ? 2.25 : 2.55;
}

/** Half the width of a hat, head radii (the figure's bounds): brimmed hats are wide. */
function hatHalfWidth(hat: Hat): number {
  return hat === 'sunhat' || hat === 'cowboy' ? 2.1 : hat === 'tophat' ? 1.45 : 1.6;
}

/**
 * A hat over the head (head centre `c`, radius `r`, figure units), as closed shapes. Role
 * hats: a firefighter's helmet (dome and brim), a crown with three points, a chef's puffed
 * hat, a pointed hat with a brim (a witch, a wizard), a cap with a peak (police, "a cap");
 * each part at least about one head radius squared inside. Hats from words (issue 33): a
 * wide-brimmed sun or straw hat, a woolly beanie with a turned-up cuff and a bobble, a top
 * hat, a cowboy hat with a dented crown and an upturned brim; their smallest part encloses
 * about 0.6 head radii squared, so on a head with less `room` (figure units squared →
 * whether a region that big is colourable) than HAT_DETAIL each is one outline around
 * crown and brim (2.5–3 radii squared inside), which stays colourable wherever the face
 * does; likewise the cap's peak and crown (HAT_DETAIL's rule, 0.2 radii squared), and the
 * beanie's bobble is left out below 0.3.
 */
function hatShapes(hat: Hat, c: Pt, r: number, room: (area: number) => boolean = () => true): string[] {
  const detailed = room((HAT_DETAIL[hat] ?? 0) * r * r);
  // A cap's peak: 0.30 radii squared inside with a thin outline, 0.2 with a thick one.
  const peak = room(0.2 * r * r);
  const pt = (x: number, y: number) => P({ x: c.x + x * r, y: c.y + y * r });
  const at = (x: number, y: number): Pt => ({ x: c.x + x * r, y: c.y + y * r });
  // Every hat stays above the eyebrows (0.45 head radii above the centre), so the face
  // below keeps its size; a beanie's cuff comes down to 0.3.
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
    case 'sunhat': {
      // A round crown over a wide oval brim (the brim in front, one region).
      const crown = `C${pt(-0.95, -1.95)} ${pt(0.95, -1.95)} ${pt(0.88, -0.93)}`;
      const rx = f2(1.8 * r);
      const ry = f2(0.34 * r);
      if (!detailed)
        return [
          `M${pt(-1.8, -0.66)}A${rx} ${ry} 0 0 0 ${pt(1.8, -0.66)}Q${pt(1.3, -1.0)} ${pt(0.88, -0.96)}` +
            `C${pt(0.95, -1.95)} ${pt(-0.95, -1.95)} ${pt(-0.88, -0.96)}Q${pt(-1.3, -1.0)} ${pt(-1.8, -0.66)}Z`,
        ];
      return [
        `M${pt(-0.88, -0.7)}L${pt(-0.88, -0.93)}${crown}L${pt(0.88, -0.7)}Z`,
        `M${pt(-1.8, -0.66)}A${rx} ${ry} 0 1 0 ${pt(1.8, -0.66)}A${rx} ${ry} 0 1 0 ${pt(-1.8, -0.66)}Z`,
      ];
    }
    case 'tophat': {
      const crown = [at(-0.78, -0.8), at(-0.78, -2.55), at(0.78, -2.55), at(0.78, -0.8)];
      const brim = [at(-1.35, -0.92), at(1.35, -0.92), at(1.35, -0.5), at(-1.35, -0.5)];
      if (!detailed)
        return [
          roundedPolygon(
            [
              at(-1.35, -0.5),
              at(-1.35, -0.92),
              at(-0.78, -0.92),
              at(-0.78, -2.55),
              at(0.78, -2.55),
              at(0.78, -0.92),
              at(1.35, -0.92),
              at(1.35, -0.5),
            ],
            r * 0.1,
          ),
        ];
      return [roundedPolygon(crown, r * 0.1), roundedPolygon(brim, r * 0.18)];
    }
    case 'cowboy': {
      // A crown dented on top, a brim curling up at both ends.
      const top = `L${pt(-1.0, -1.75)}Q${pt(-0.5, -1.95)} ${pt(0, -1.68)}Q${pt(0.5, -1.95)} ${pt(1.0, -1.75)}`;
      const under = `Q${pt(2.1, -0.85)} ${pt(1.9, -0.72)}Q${pt(0, -0.05)} ${pt(-1.9, -0.72)}Q${pt(-2.1, -0.85)} ${pt(-2.0, -1.1)}Z`;
      if (!detailed)
        return [
          `M${pt(-2.0, -1.1)}Q${pt(-1.4, -0.8)} ${pt(-0.86, -0.87)}${top}L${pt(0.86, -0.87)}Q${pt(1.4, -0.8)} ${pt(2.0, -1.1)}${under}`,
        ];
      return [
        `M${pt(-0.85, -0.8)}${top}L${pt(0.85, -0.8)}Z`,
        `M${pt(-2.0, -1.1)}Q${pt(0, -0.5)} ${pt(2.0, -1.1)}${under}`,
      ];
    }
    case 'beanie': {
      // A knitted dome with a turned-up cuff, and a bobble on top where it is big enough to colour.
      const dome = `C${pt(-1.2, -2.05)} ${pt(1.2, -2.05)} ${pt(1.16, -0.62)}`;
      const ball = 0.38;
      // The bobble: 0.43 radii squared inside with a thin outline.
      const bobble = room(0.3 * r * r)
        ? [
            `M${pt(-ball, -1.82)}A${f2(ball * r)} ${f2(ball * r)} 0 1 1 ${pt(ball, -1.82)}A${f2(ball * r)} ${f2(ball * r)} 0 1 1 ${pt(-ball, -1.82)}Z`,
          ]
        : [];
      if (!detailed) return [`M${pt(-1.2, -0.3)}L${pt(-1.16, -0.62)}${dome}L${pt(1.2, -0.3)}Z`, ...bobble];
      return [
        `M${pt(-1.16, -0.62)}${dome}Z`,
        roundedPolygon([at(-1.2, -0.8), at(1.2, -0.8), at(1.2, -0.3), at(-1.2, -0.3)], r * 0.15),
        ...bobble,
      ];
    }
    default:
      // The cap's peak encloses about 0.35 radii squared, a thin strip the outline eats
      // about 40 % of: with less room it is one outline with the crown (a small peak was
      // filled black on a page, 2026-11-29).
      if (!peak)
        return [
          `M${pt(-1.05, -0.6)}C${pt(-1.05, -1.75)} ${pt(1.05, -1.75)} ${pt(1.05, -0.6)}L${pt(1.7, -0.6)}Q${pt(1.6, -0.25)} ${pt(0.4, -0.3)}Q${pt(0.2, -0.6)} ${pt(-0.1, -0.6)}Z`,
        ];
      return [
        `M${pt(-1.05, -0.6)}C${pt(-1.05, -1.75)} ${pt(1.05, -1.75)} ${pt(1.05, -0.6)}Z`,
        `M${pt(0.4, -0.6)}L${pt(1.7, -0.6)}Q${pt(1.6, -0.25)} ${pt(0.4, -0.3)}Z`,
      ];
  }
}

/**
 * A full beard (head centre `c`, radius `r`, figure units; the face's middle shifted by
 * `faceX` in side poses): from cheek to cheek under the nose, its top edge a moustache's
 * two waves, round under the chin `k` radii below the head's centre. With `glasses` its top
 * is 0.1 radii lower, clear of the rings (a sliver between them filled black, merged with
 * the eyes into a blob that the page's finishing then erased, eyes and all: 2026-11-29).
 * One closed path.
 */
function beardPath(c: Pt, r: number, faceX: number, k: number, glasses = false): string {
  const g = glasses ? 0.1 : 0;
  // The middle of the face moves with faceX; the cheeks stay on the head's outline.
  const pt = (x: number, y: number) =>
    P({ x: c.x + x * r + faceX * (1 - Math.min(1, Math.abs(x))), y: c.y + y * r });
  return (
    `M${pt(-0.96, 0.3 + g)}C${pt(-1.12, 1.1)} ${pt(-0.7, k)} ${pt(0, k)}C${pt(0.7, k)} ${pt(1.12, 1.1)} ${pt(0.96, 0.3 + g)}` +
    `Q${pt(0.6, 0.68 + g)} ${pt(0.14, 0.52 + g)}Q${pt(0, 0.46 + g)} ${pt(-0.14, 0.52 + g)}Q${pt(-0.6, 0.68 + g)} ${pt(-0.96, 0.3 + g)}Z`
  );
}

/**
 * A moustache under the nose, `dy` head radii lower than its usual place: two closed lobes
 * (`closed`, about 0.3 head radii squared inside), or one bold wavy stroke `w` figure units
 * wide (at most 1.5 page lines: thinner than the widest solid black a page may have,
 * blobs.ts 2.5 mm; toddler lines are 18 px, 1.5 of them 27 px < 30 px).
 */
function moustache(c: Pt, r: number, faceX: number, w: number, closed: boolean, dy: number): string {
  const pt = (x: number, y: number) => P({ x: c.x + faceX + x * r, y: c.y + (y + dy) * r });
  if (closed)
    return `<path d="M${pt(0, 0.33)}Q${pt(-0.3, 0.16)} ${pt(-0.64, 0.42)}Q${pt(-0.3, 0.58)} ${pt(0, 0.46)}Q${pt(0.3, 0.58)} ${pt(0.64, 0.42)}Q${pt(0.3, 0.16)} ${pt(0, 0.33)}Z" fill="#fff"/>`;
  return `<path d="M${pt(-0.56, 0.5)}Q${pt(-0.3, 0.3)} ${pt(0, 0.44)}Q${pt(0.3, 0.3)} ${pt(0.56, 0.5)}" fill="none" stroke-width="${f2(w)}" stroke-linecap="round"/>`;
}

/**
 * Glasses: a ring round each eye (0.27 head radii, centred on the eye) and a bridge between
 * them. A lens whose inside is too small to colour is left open at the bottom (a gap of 2.4
 * page lines `t`, so 1.4 stay white between the round line ends), which joins it to the
 * face's region; with less than one line of white between a ring and its eye the rings
 * would print as black discs, and nothing is drawn (undefined).
 */
function glassesMarkup(
  c: Pt,
  r: number,
  faceX: number,
  eyeY: number,
  eyeDx: number,
  eyeR: number,
  t: number,
  room: (area: number) => boolean,
): string | undefined {
  const rho = 0.27 * r;
  const inner = rho - t / 2;
  if (inner - eyeR < t) return undefined;
  const closed = room(Math.PI * (inner * inner - (eyeR + t / 2) ** 2));
  const half = closed ? 0 : Math.min(75, (Math.asin(Math.min(1, (1.2 * t) / rho)) * 180) / Math.PI);
  let d = '';
  for (const side of [-1, 1]) {
    const cx = c.x + faceX + side * eyeDx;
    if (closed) {
      d += `M${P({ x: cx - rho, y: eyeY })}A${f2(rho)} ${f2(rho)} 0 1 1 ${P({ x: cx + rho, y: eyeY })}A${f2(rho)} ${f2(rho)} 0 1 1 ${P({ x: cx - rho, y: eyeY })}Z`;
      continue;
    }
    const a0 = rad(90 + half);
    const a1 = rad(90 - half);
    d += `M${P({ x: cx + rho * Math.cos(a0), y: eyeY + rho * Math.sin(a0) })}A${f2(rho)} ${f2(rho)} 0 1 1 ${P({ x: cx + rho * Math.cos(a1), y: eyeY + rho * Math.sin(a1) })}`;
  }
  // The bridge, a little above the eyes' centres, from ring to ring.
  const by = eyeY - rho * 0.25;
  const bx = eyeDx - rho * Math.sqrt(1 - 0.0625);
  d += `M${P({ x: c.x + faceX - bx, y: by })}Q${P({ x: c.x + faceX, y: by - rho * 0.3 })} ${P({ x: c.x + faceX + bx, y: by })}`;
  return `<path d="${d}" fill="none"/>`;
}

/**
 * The hair left on one side (`side` −1 or 1) of a bald head (centre `c`, radius `r`): a band
 * hugging the skull from 50° to 115° from the top, between `inner` and `outer` head radii,
 * its ends tapering onto the skull's outline; `edge`, its outer edge alone (an open path).
 */
function sideHair(c: Pt, r: number, side: number, inner: number, outer: number, edge = false): string {
  const at = (deg: number, k: number) =>
    P({ x: c.x + side * Math.sin(rad(deg)) * r * k, y: c.y - Math.cos(rad(deg)) * r * k });
  const from = 50;
  const span = 65;
  // The ends taper onto the skull's outline (`edge`: the outer edge alone, an open path
  // from the outline to the outline).
  const end = edge ? 1 : 0.97;
  let d = edge ? '' : `M${at(from, inner)}`;
  for (let i = 0; i <= 10; i++) {
    // A tuft's edge, in and out twice (0.1 radii): hair, not a swollen cheek.
    const k =
      i === 0 || i === 10 ? end : i === 1 || i === 9 ? (0.97 + outer) / 2 : i % 4 === 0 ? outer - 0.1 : outer;
    d += `${edge && i === 0 ? 'M' : 'L'}${at(from + (span * i) / 10, k)}`;
  }
  if (edge) return d;
  for (let i = 10; i >= 0; i--) d += `L${at(from + (span * i) / 10, inner)}`;
  return `${d}Z`;
}

/** The outer edge of the hair cap (temple to temple over the top), an open path. */
function capEdge(hair: Hair, c: Pt, r: number): string {
  const k = hair === 'curly' || hair === 'spiky' ? 1.2 : 1.1;
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

import { AUDIENCE_PROFILES, SAFE_MARGIN_PX } from '../profiles';
import type { Audience } from '../types';
import { type Art, BAND_FACTOR, BAND_WIDTH, loadArt } from './art';
import { type CatalogEntry, lookup } from './catalog';
import { glyphArt } from './glyphs';
import { MAX_COUNT } from './grammar';
import { countGrid, fit, layoutRelation, SEATS } from './layout';
import { between, pick, type Random, shuffled } from './random';
import { type Decoration, type Ground, getSetting, type SettingDef } from './settings';
import type { Thing, Understanding } from './understand';

/**
 * Page layout of the sketchbook: turns what was understood of a prompt into an SVG
 * page. Rules (engine issue "sketchbook"): the main subject large near the centre,
 * others smaller beside it, props along the ground and in the sky, painter's order
 * (far things first, white fills hide what is behind), nothing inside the 75 px safe
 * margin, one stroke width per audience whatever the scale of each piece of art.
 */

/** A character (saved page) placed as a subject: transparent PNG line art. */
export interface CharacterArt {
  name: string;
  /** PNG bytes: black ink on a transparent background. */
  png: Buffer;
  width: number;
  height: number;
}

export interface ComposeInput {
  understanding: Understanding;
  audience: Audience;
  /** Page size, px at 300 dpi. */
  width: number;
  height: number;
  seed: number;
  frame: boolean;
  characters?: CharacterArt[];
  /**
   * Size (px) of a photo's line art: the page's centrepiece, with the prompt's things in
   * the corners. The photo itself is not in the SVG; `photoBox` says where it goes.
   */
  photo?: { width: number; height: number };
}

export interface Composition {
  svg: string;
  /** Named things placed, main subject first. */
  elements: string[];
  setting: string;
  /** Whether any OpenMoji art is on the page (it must then be credited). */
  usesOpenMoji: boolean;
  /** Whether font letters are on the page (LETTERS_FONT_CREDIT). */
  usesFont?: boolean;
  /** Where the photo goes on a photo page, px. */
  photoBox?: Box;
  /**
   * The same scene, every thing in its place, with OpenMoji art in OpenMoji's own colours
   * (issue 17 "Show me an example"); drawn shapes and scenery stay line art. A page-sized
   * SVG, built on demand. Absent on photo pages.
   */
  coloredSvg?: () => string;
  /**
   * The main subject alone as a solid black silhouette on a page-sized SVG (built on
   * demand, for checks: e.g. that a paint bucket poured outside cannot get in).
   */
  subjectSilhouette?: () => string;
  /**
   * Where each named thing went (pure data, page px at 300 dpi, in placement order;
   * decorations without a name are left out). Tests check relations and counts on it
   * (test/scene-table.test.ts).
   */
  placements: Placement[];
  /**
   * True when nothing in the prompt was understood and the page shows an unrelated
   * stand-in scene: callers must say so plainly.
   */
  fallback: boolean;
}

/** One named thing on the page: its box in page px and how it was drawn. */
export interface Placement {
  name: string;
  x: number;
  y: number;
  w: number;
  h: number;
  /** Drawn as a head-and-shoulders portrait (people) or a face (animals). */
  bust: boolean;
  /** The art drawn: the OpenMoji annotation, or "drawn" / "letters" / "character". */
  art: string;
}

interface Box {
  x: number;
  y: number;
  w: number;
  h: number;
}

/** Something drawable with a box in its own units. */
interface Drawable {
  markup: string;
  /** The art in OpenMoji's colours (OpenMoji art only), for Composition.coloredSvg. */
  colorMarkup?: string;
  box: { x: number; y: number; width: number; height: number };
  topX: number;
  /** Raster art keeps its own line weight; vector art gets the page's stroke width. */
  raster: boolean;
  /** What the art is (OpenMoji annotation, "letters"); reported in placements. */
  label?: string;
}

interface Placed {
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
  /** Portrait art (see isBust). */
  bust?: boolean;
}

/** Content box and scene lines of one page. */
interface Frame {
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

const LAYER = {
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

/** Size rules per audience (fractions of the content width/height). */
const SIZES: Record<
  Audience,
  { mainAlone: number; mainShared: number; sky: number; back: number; front: number; companion: number }
> = {
  toddler: { mainAlone: 0.8, mainShared: 0.62, sky: 0.24, back: 0.32, front: 0.24, companion: 0.22 },
  kids: { mainAlone: 0.7, mainShared: 0.55, sky: 0.19, back: 0.28, front: 0.19, companion: 0.2 },
  'big-kids': { mainAlone: 0.64, mainShared: 0.5, sky: 0.16, back: 0.26, front: 0.15, companion: 0.16 },
};

/** How many props of each kind per audience; the total never exceeds AUDIENCE_PROFILES.maxProps. */
const PROP_COUNTS: Record<
  Audience,
  { sky: number; back: number; front: number; air: number; tufts: number }
> = {
  toddler: { sky: 1, back: 1, front: 1, air: 0, tufts: 0 },
  kids: { sky: 2, back: 2, front: 2, air: 1, tufts: 3 },
  'big-kids': { sky: 3, back: 3, front: 3, air: 2, tufts: 5 },
};

function toDrawable(art: Art): Drawable {
  return { markup: art.markup, colorMarkup: art.colorMarkup, box: art.box, topX: art.topX, raster: false };
}

/**
 * The seed's pick among the candidates, unless its lines are filled outlines and
 * another candidate has real strokes: that one is taken instead.
 */
async function pickArt(
  candidates: CatalogEntry[],
  rand: Random,
): Promise<{ art: Drawable; entry: CatalogEntry }> {
  const first = pick(rand, candidates);
  for (const entry of [first, ...candidates.filter((c) => c !== first)]) {
    const art = await loadArt(entry.hex);
    if (!art.filledLines) return { art: { ...toDrawable(art), label: entry.annotation }, entry };
  }
  return { art: { ...toDrawable(await loadArt(first.hex)), label: first.annotation }, entry: first };
}

function overlapArea(a: Box, b: Box): number {
  const w = Math.min(a.x + a.w, b.x + b.w) - Math.max(a.x, b.x);
  const h = Math.min(a.y + a.h, b.y + b.h) - Math.max(a.y, b.y);
  return w > 0 && h > 0 ? w * h : 0;
}

/**
 * Scale (px per art unit) that fits the art in maxW×maxH px but never draws the
 * page's stroke wider than 2.4 art units: OpenMoji lines are 2 units, so thicker
 * strokes would clog the small details of small art.
 */
function fitScale(art: Drawable, maxW: number, maxH: number, lw: number): number {
  const s = Math.min(maxW / art.box.width, maxH / art.box.height);
  return art.raster ? s : Math.max(s, lw / 2.4);
}

function sizedBox(art: Drawable, s: number): { w: number; h: number } {
  return { w: art.box.width * s, h: art.box.height * s };
}

/** Keeps a box inside the content box (moving it, never resizing). */
function clampBox(b: Box, f: Frame): Box {
  const x = Math.min(Math.max(b.x, f.L), f.R - b.w);
  const y = Math.min(Math.max(b.y, f.T), f.B - b.h);
  return { x, y, w: b.w, h: b.h };
}

class Scene {
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

function groundLevel(setting: SettingDef, f: { T: number; ch: number }): number | null {
  switch (setting.ground) {
    case 'none':
      return null;
    case 'seabed':
      return f.T + f.ch * 0.86;
    case 'clouds':
      return f.T + f.ch * 0.74;
    case 'moon':
      return f.T + f.ch * 0.76;
    case 'track':
      return f.T + f.ch * 0.6;
    case 'water':
      return f.T + f.ch * 0.58;
    default:
      return f.T + f.ch * 0.7;
  }
}

/** Whether a thing stands on the ground in this setting (otherwise it floats or flies). */
function standsOnGround(entry: CatalogEntry | null, setting: SettingDef): boolean {
  if (setting.ground === 'none') return false;
  if (!entry) return true;
  if (setting.name === 'underwater')
    return entry.pose === 'seabed' || (entry.pose === 'ground' && entry.kind !== 'person');
  return entry.pose === 'ground' || entry.pose === 'seabed';
}

/** Whether art faces left, judged by where its top (usually a head) is. */
function facesLeft(art: Drawable): boolean {
  return art.topX < 0.5;
}

/** Unicode animals whose emoji is a face, though the annotation does not say so. */
const ANIMAL_HEADS = new Set([
  '1F43B', // bear
  '1F43B-200D-2744-FE0F', // polar bear
  '1F43C', // panda
  '1F428', // koala
  '1F438', // frog
  '1F981', // lion
  '1F98A', // fox
  '1F43A', // wolf
  '1F439', // hamster
  '1F99D', // raccoon
  '1F984', // unicorn
]);

/**
 * OpenMoji draws most people as head-and-shoulders portraits. A bust standing on a
 * hill looks cut in half, so busts sit on the bottom edge of the picture instead.
 */
function isBust(entry: CatalogEntry | null): boolean {
  if (!entry) return false;
  // Animal heads ("dog face", and the Unicode animals drawn as faces) are portraits too.
  if (entry.kind === 'animal') return /\bface\b/.test(entry.annotation) || ANIMAL_HEADS.has(entry.hex);
  if (entry.kind !== 'person') return false;
  if (!['person', 'person-role', 'person-fantasy'].includes(entry.subgroup)) return false;
  return !/standing|walking|running|kneeling|mer(man|maid|person)|fairy|genie|troll|angel|family|people|couple|holding/i.test(
    entry.annotation,
  );
}

/** Things held up on a stick or string, beside the head rather than in front of the chest. */
const RAISED_THINGS =
  /balloon|flag|umbrella|kite|torch|wand|lollipop|sparkler|sunflower|tulip|rose|trophy|ice cream|pinwheel/;

/**
 * Where a head-and-shoulders portrait (isBust) holds `held`, in page px.
 *
 * - Raised things (RAISED_THINGS: a balloon, a flag, an umbrella) stand beside the portrait
 *   on the side the face does not turn to (the roomier side when it faces us), clear of the
 *   face, their lower end on the shoulder (80 % of the portrait's height) and overlapping
 *   its edge by 15 % of their width; up to 55 % of its width and 75 % of its height.
 * - Anything else (a heart, a book, a puppy) is held in front of the chest: 50 % of the
 *   portrait's width, its bottom on the portrait's bottom edge, off-centre towards the
 *   side the face turns to, so the face stays clear.
 *
 * The boxes stay inside the content box `f`. Sizes were chosen by looking at the issue-14
 * contact sheets (a balloon or a flag at a third of the bust read as a stray prop).
 */
function heldByPortrait(held: Subject, bust: Box, topX: number, f: Frame, lw: number): Box {
  const clampX = (x: number, w: number) => Math.min(Math.max(x, f.L), f.R - w);
  if (RAISED_THINGS.test(held.name)) {
    // Room beside the portrait on each side (the thing may overlap its edge by 15 %).
    const roomRight = f.R - (bust.x + bust.w);
    const roomLeft = bust.x - f.L;
    const preferRight = topX === 0.5 ? roomRight >= roomLeft : topX < 0.5;
    const wanted = sizedBox(held.art, fitScale(held.art, bust.w * 0.55, bust.h * 0.75, lw));
    const fits = (room: number) => room >= wanted.w * 0.85;
    const right = fits(preferRight ? roomRight : roomLeft)
      ? preferRight
      : fits(roomRight) || roomRight > roomLeft;
    // Too little room either side: smaller, down to 60 % (then it overlaps the portrait more).
    const room = (right ? roomRight : roomLeft) / 0.85;
    const width = Math.max(Math.min(bust.w * 0.55, room), bust.w * 0.55 * 0.6);
    const size = sizedBox(held.art, fitScale(held.art, width, bust.h * 0.75, lw));
    const x = right ? bust.x + bust.w - size.w * 0.15 : bust.x - size.w * 0.85;
    const y = Math.max(f.T, bust.y + bust.h * 0.8 - size.h);
    return { x: clampX(x, size.w), y, w: size.w, h: size.h };
  }
  const size = sizedBox(held.art, fitScale(held.art, bust.w * 0.5, bust.h * 0.45, lw));
  const cx = bust.x + bust.w * (topX < 0.5 ? 0.36 : 0.64);
  return { x: clampX(cx - size.w / 2, size.w), y: bust.y + bust.h - size.h, w: size.w, h: size.h };
}

/** How far below the ground line the main subject's feet are, as a share of the height. */
const GROUND_STEP: Record<Ground, number> = {
  hills: 0.1,
  flat: 0.1,
  sand: 0.1,
  seabed: 0.04,
  moon: 0.1,
  track: 0.17,
  clouds: 0.07,
  water: 0.12,
  none: 0,
};

/** Things with legs or wheels, whose gaps the ground line would cut into tiny regions. */
function hidesGround(entry: CatalogEntry | null): boolean {
  return entry !== null && ['animal', 'person', 'vehicle'].includes(entry.kind) && !isBust(entry);
}

/**
 * Just above the far hill's highest point (10 % of the height above the ground line,
 * see drawFarHill), so neither the ground line nor the far hill runs between legs.
 */
function groundMaskTop(f: Frame): number | undefined {
  return f.groundY === null ? undefined : f.groundY - f.ch * 0.1 - f.lw;
}

const f2 = (n: number) => Math.round(n * 100) / 100;

/** Smooth path through points (Catmull-Rom converted to cubic Béziers). */
function smoothPath(points: { x: number; y: number }[]): string {
  let d = `M${f2(points[0]!.x)} ${f2(points[0]!.y)}`;
  for (let i = 0; i < points.length - 1; i++) {
    const p0 = points[Math.max(0, i - 1)]!;
    const p1 = points[i]!;
    const p2 = points[i + 1]!;
    const p3 = points[Math.min(points.length - 1, i + 2)]!;
    const c1 = { x: p1.x + (p2.x - p0.x) / 6, y: p1.y + (p2.y - p0.y) / 6 };
    const c2 = { x: p2.x - (p3.x - p1.x) / 6, y: p2.y - (p3.y - p1.y) / 6 };
    d += `C${f2(c1.x)} ${f2(c1.y)} ${f2(c2.x)} ${f2(c2.y)} ${f2(p2.x)} ${f2(p2.y)}`;
  }
  return d;
}

function wavyPoints(f: Frame, y: number, amplitude: number, waves: number, phase: number, steps = 24) {
  const points: { x: number; y: number }[] = [];
  for (let i = 0; i <= steps; i++) {
    const x = f.L + (f.cw * i) / steps;
    points.push({ x, y: y + amplitude * Math.sin(phase + (i / steps) * waves * Math.PI * 2) });
  }
  return points;
}

/** Ground line with a white area below it (so far things standing behind it are cut at the ground). */
function drawGround(scene: Scene, setting: SettingDef): void {
  const { f, rand } = scene;
  const y = f.groundY;
  if (y === null) return;
  const stroke = `fill="none" stroke="#000" stroke-width="${f.lw}"`;
  const close = (d: string) => `${d}L${f2(f.R)} ${f2(f.B)}L${f2(f.L)} ${f2(f.B)}Z`;
  const phase = rand() * Math.PI * 2;
  let line: string;
  switch (setting.ground) {
    case 'hills':
    case 'sand':
      line = smoothPath(wavyPoints(f, y, f.ch * 0.012, between(rand, 0.8, 1.4), phase));
      break;
    case 'flat':
    case 'track':
      line = `M${f2(f.L)} ${f2(y)}L${f2(f.R)} ${f2(y)}`;
      break;
    case 'seabed':
      line = smoothPath(wavyPoints(f, y, f.ch * 0.01, 2.5, phase));
      break;
    case 'moon': {
      // A gentle dome: the moon's curved surface.
      const points: { x: number; y: number }[] = [];
      for (let i = 0; i <= 24; i++) {
        const t = i / 24;
        points.push({ x: f.L + f.cw * t, y: y + f.ch * 0.05 * (2 * t - 1) ** 2 });
      }
      line = smoothPath(points);
      break;
    }
    case 'water': {
      // The horizon behind, and a band of waves in front that hides the hulls' bottoms.
      const horizon = `M${f2(f.L)} ${f2(y)}L${f2(f.R)} ${f2(y)}`;
      scene.decorations.push({ layer: LAYER.ground, markup: `<path d="${horizon}" ${stroke}/>` });
      const front = y + f.ch * 0.09;
      const waves = smoothPath(wavyPoints(f, front, f.ch * 0.012, 5, rand() * 6, 40));
      let crests = '';
      for (let row = 1; row <= 2; row++) {
        const cy = front + row * f.ch * 0.09;
        crests += smoothPath(wavyPoints(f, cy, f.ch * 0.01, 4 + row, rand() * 6, 40));
      }
      scene.decorations.push({
        layer: LAYER.frontDecor,
        markup: `<path d="${close(waves)}" fill="#fff" stroke="none"/><path d="${waves}${crests}" ${stroke}/>`,
      });
      return;
    }
    case 'clouds': {
      // Two rows of cloud puffs in front of everything: things stand in the clouds.
      let markup = '';
      for (const [row, puffs] of [
        [0, 5],
        [1, 4],
      ] as const) {
        const w = f.cw / puffs;
        const top = y + row * f.ch * 0.12;
        let d = `M${f2(f.L)} ${f2(top + f.ch * 0.03)}`;
        for (let i = 0; i < puffs; i++) {
          const r = w * between(rand, 0.52, 0.62);
          d += `A${f2(r)} ${f2(r * 0.85)} 0 0 1 ${f2(f.L + w * (i + 1))} ${f2(top + f.ch * ((i + row) % 2 === 0 ? 0.0 : 0.03))}`;
        }
        markup += `<path d="${close(d)}" fill="#fff" stroke="none"/><path d="${d}" ${stroke}/>`;
      }
      scene.decorations.push({ layer: LAYER.frontDecor, markup });
      return;
    }
    default:
      return;
  }
  scene.decorations.push({
    layer: LAYER.ground,
    markup: `<path d="${close(line)}" fill="#fff" stroke="none"/><path d="${line}" ${stroke}/>`,
  });
  if (setting.ground === 'track') {
    // The track: the horizon is its far edge; a near edge and a dashed centre line.
    const near = y + f.ch * 0.24;
    const mid = y + f.ch * 0.12;
    const dash = f.cw / 8;
    let dashes = '';
    for (let x = f.L + dash * 0.3; x + dash < f.R; x += dash * 1.7)
      dashes += `<rect x="${f2(x)}" y="${f2(mid - f.lw)}" width="${f2(dash)}" height="${f2(f.lw * 2)}" rx="${f.lw}" fill="#000"/>`;
    scene.decorations.push({
      layer: LAYER.ground,
      markup: `<path d="M${f2(f.L)} ${f2(near)}L${f2(f.R)} ${f2(near)}" ${stroke}/>${dashes}`,
    });
  }
}

/**
 * A far hill behind the ground line, across the whole width. Its ends stay above the
 * ground line so the band between them opens onto the margin: a hill foot meeting the
 * ground would close thin wedges that get filled black.
 */
function drawFarHill(scene: Scene): void {
  const { f, rand } = scene;
  if (f.groundY === null) return;
  const gy = f.groundY;
  const peakX = f.L + f.cw * between(rand, 0.25, 0.75);
  const points = [
    { x: f.L, y: gy - f.ch * between(rand, 0.035, 0.05) },
    { x: peakX, y: gy - f.ch * between(rand, 0.08, 0.1) },
    { x: f.R, y: gy - f.ch * between(rand, 0.035, 0.05) },
  ];
  scene.decorations.push({
    layer: LAYER.farHill,
    markup: `<path d="${smoothPath(points)}" fill="none" stroke="#000" stroke-width="${f.lw}"/>`,
  });
}

function star(cx: number, cy: number, r: number, rotation: number): string {
  const points: string[] = [];
  for (let i = 0; i < 10; i++) {
    const radius = i % 2 === 0 ? r : r * 0.48;
    const a = rotation + (i * Math.PI) / 5 - Math.PI / 2;
    points.push(`${f2(cx + radius * Math.cos(a))},${f2(cy + radius * Math.sin(a))}`);
  }
  return `<polygon points="${points.join(' ')}"/>`;
}

/** Smallest size (px) a drawn decoration may have so its inside stays colourable. */
function minDecorationRadius(audience: Audience): number {
  const p = AUDIENCE_PROFILES[audience];
  return Math.sqrt(p.minRegionAreaPx) * 0.75 + p.lineWidthPx * 2;
}

function drawDecorations(scene: Scene, setting: SettingDef, audience: Audience): void {
  const { f, rand } = scene;
  const counts = PROP_COUNTS[audience];
  const stroke = `fill="#fff" stroke="#000" stroke-width="${f.lw}"`;
  const minR = minDecorationRadius(audience);
  for (const decoration of setting.decorations as Decoration[]) {
    switch (decoration) {
      case 'stars': {
        const n = audience === 'toddler' ? 2 : audience === 'kids' ? 5 : 8;
        let markup = '';
        for (let i = 0; i < n; i++) {
          const r = minR * between(rand, 1.1, 1.5);
          const box = scene.placeFree(
            { w: 2 * r, h: 2 * r },
            () => ({ x: between(rand, f.L, f.R - 2 * r), y: between(rand, f.T, (f.groundY ?? f.B) - 2 * r) }),
            0,
          );
          if (!box) continue;
          scene.add({ name: '', art: EMPTY, box, flip: false, layer: LAYER.sky, depth: 0 });
          markup += star(box.x + r, box.y + r, r, between(rand, -0.3, 0.3));
        }
        scene.decorations.push({ layer: LAYER.sky, markup: `<g ${stroke}>${markup}</g>` });
        break;
      }
      case 'bubbles': {
        const groups = audience === 'toddler' ? 1 : audience === 'kids' ? 3 : 4;
        let markup = '';
        for (let g = 0; g < groups; g++) {
          const r0 = minR * between(rand, 1.15, 1.4);
          const box = scene.placeFree(
            { w: r0 * 3, h: r0 * 7 },
            () => ({
              x: between(rand, f.L, f.R - 3 * r0),
              y: between(rand, f.T + f.ch * 0.08, f.T + f.ch * 0.7),
            }),
            0.05,
          );
          if (!box) continue;
          scene.add({ name: '', art: EMPTY, box, flip: false, layer: LAYER.frontDecor, depth: 0 });
          let y = box.y + box.h;
          for (let i = 0; i < 3; i++) {
            const r = r0 * (1 - i * 0.15);
            y -= r * 2.1;
            markup += `<circle cx="${f2(box.x + box.w / 2 + between(rand, -r0 * 0.4, r0 * 0.4))}" cy="${f2(y + r)}" r="${f2(r)}"/>`;
          }
        }
        scene.decorations.push({ layer: LAYER.frontDecor, markup: `<g ${stroke}>${markup}</g>` });
        break;
      }
      case 'seaweed': {
        if (f.groundY === null) break;
        const n = audience === 'toddler' ? 1 : audience === 'kids' ? 3 : 4;
        let markup = '';
        const width = minR * 1.6;
        for (let i = 0; i < n; i++) {
          const height = f.ch * between(rand, 0.2, 0.32);
          const box = scene.placeFree(
            { w: width * 1.6, h: height },
            () => ({
              x: between(rand, f.L, f.R - width * 1.6),
              y: (f.groundY as number) - height + f.ch * 0.02,
            }),
            0.15,
          );
          if (!box) continue;
          scene.add({ name: '', art: EMPTY, box, flip: false, layer: LAYER.back, depth: 0 });
          const cx = box.x + box.w / 2;
          const bottom = box.y + box.h;
          const sway = width * 0.5;
          const left: { x: number; y: number }[] = [];
          const right: { x: number; y: number }[] = [];
          for (let k = 0; k <= 6; k++) {
            const t = k / 6;
            const half = (width / 2) * (1 - t * 0.85);
            const x = cx + sway * Math.sin(t * Math.PI * 2 + i);
            const y = bottom - t * box.h;
            left.push({ x: x - half, y });
            right.unshift({ x: x + half, y });
          }
          markup += `<path d="${smoothPath(left)}L${smoothPath(right).slice(1)}Z"/>`;
        }
        scene.decorations.push({ layer: LAYER.back, markup: `<g ${stroke}>${markup}</g>` });
        break;
      }
      case 'waves': {
        const y = f.T + f.ch * 0.04;
        const line = smoothPath(wavyPoints(f, y, f.ch * 0.008, 5, rand() * 6, 40));
        scene.decorations.push({
          layer: LAYER.sky,
          markup: `<path d="${line}" fill="none" stroke="#000" stroke-width="${f.lw}"/>`,
        });
        break;
      }
      case 'sea': {
        if (f.groundY === null) break;
        const y = f.groundY - f.ch * 0.07;
        const line = smoothPath(wavyPoints(f, y, f.ch * 0.006, 6, rand() * 6, 48));
        scene.decorations.push({
          layer: LAYER.farHill,
          markup: `<path d="${line}" fill="none" stroke="#000" stroke-width="${f.lw}"/>`,
        });
        break;
      }
      case 'craters': {
        if (f.groundY === null) break;
        const n = audience === 'toddler' ? 1 : audience === 'kids' ? 3 : 5;
        let markup = '';
        for (let i = 0; i < n; i++) {
          const rx = minR * between(rand, 1.6, 2.4);
          const ry = rx * 0.35;
          const box = scene.placeFree(
            { w: 2 * rx, h: 2 * ry },
            () => ({
              x: between(rand, f.L, f.R - 2 * rx),
              y: between(rand, (f.groundY as number) + f.ch * 0.08, f.B - 2 * ry),
            }),
            0,
          );
          if (!box) continue;
          scene.add({ name: '', art: EMPTY, box, flip: false, layer: LAYER.groundDecor, depth: 0 });
          markup += `<ellipse cx="${f2(box.x + rx)}" cy="${f2(box.y + ry)}" rx="${f2(rx)}" ry="${f2(ry)}"/>`;
        }
        scene.decorations.push({ layer: LAYER.groundDecor, markup: `<g ${stroke}>${markup}</g>` });
        break;
      }
      case 'fence': {
        if (f.groundY === null || audience === 'toddler') break;
        const pickets = audience === 'kids' ? 5 : 7;
        const pw = minR * 1.3;
        const gap = pw;
        const ph = f.ch * 0.12;
        const total = pickets * pw + (pickets - 1) * gap;
        const left = rand() < 0.5;
        const x0 = left ? f.L : f.R - total;
        const base = f.groundY + f.ch * 0.005;
        let markup = '';
        // Rails are single lines: a rail drawn as a box would enclose slivers too thin to colour.
        const railY = [base - ph * 0.78, base - ph * 0.4];
        let rails = '';
        for (const ry of railY) rails += `M${f2(x0)} ${f2(ry)}L${f2(x0 + total)} ${f2(ry)}`;
        // White behind the fence hides the far hill, which would cut the gaps into slivers.
        markup += `<rect x="${f2(x0)}" y="${f2(base - ph + pw / 2)}" width="${f2(total)}" height="${f2(ph - pw / 2)}" stroke="none"/>`;
        markup += `<path d="${rails}" fill="none"/>`;
        for (let i = 0; i < pickets; i++) {
          const x = x0 + i * (pw + gap);
          markup += `<path d="M${f2(x)} ${f2(base)}L${f2(x)} ${f2(base - ph + pw / 2)}L${f2(x + pw / 2)} ${f2(base - ph)}L${f2(x + pw)} ${f2(base - ph + pw / 2)}L${f2(x + pw)} ${f2(base)}Z"/>`;
        }
        scene.add({
          name: '',
          art: EMPTY,
          box: { x: x0, y: base - ph, w: total, h: ph },
          flip: false,
          layer: LAYER.back,
          depth: 0,
        });
        scene.decorations.push({ layer: LAYER.back, markup: `<g ${stroke}>${markup}</g>` });
        break;
      }
      case 'grass':
        // Drawn below, last: tufts go only where nothing else stands.
        break;
    }
  }
  if (setting.decorations.includes('grass') && f.groundY !== null) {
    let markup = '';
    const h = minR * 1.7;
    for (let i = 0; i < counts.tufts; i++) {
      const x = between(rand, f.L + h, f.R - h);
      const y = between(rand, f.groundY + f.ch * 0.06, f.B - h * 0.1);
      const box = { x: x - h * 0.7, y: y - h, w: 1.4 * h, h };
      if (scene.crowding(box) > 0) continue;
      scene.add({ name: '', art: EMPTY, box, flip: false, layer: LAYER.groundDecor, depth: 0 });
      // Three blades fanning out from one root.
      const blade = (dx: number, tipX: number, tipY: number) =>
        `M${f2(x + dx)} ${f2(y)}Q${f2(x + dx + tipX * 0.2)} ${f2(y - tipY * 0.6)} ${f2(x + tipX)} ${f2(y - tipY)}`;
      markup += `<path d="${blade(-h * 0.08, -h * 0.55, h * 0.75)}${blade(0, h * 0.05, h)}${blade(h * 0.08, h * 0.55, h * 0.7)}"/>`;
    }
    scene.decorations.push({
      layer: LAYER.groundDecor,
      markup: `<g fill="none" stroke="#000" stroke-width="${f.lw}">${markup}</g>`,
    });
  }
}

const EMPTY: Drawable = { markup: '', box: { x: 0, y: 0, width: 1, height: 1 }, topX: 0.5, raster: false };

interface Subject {
  name: string;
  art: Drawable;
  entry: CatalogEntry | null;
  held: boolean;
}

/**
 * A rainbow drawn here rather than taken from OpenMoji, whose rainbow is a quarter arc
 * with bands too thin to colour: a half circle of four bands, 100×50 units.
 */
const RAINBOW: Drawable = (() => {
  const radii = [50, 41, 32, 23];
  const arcs = radii.map((r) => `M${50 - r} 50A${r} ${r} 0 0 1 ${50 + r} 50`).join('');
  return {
    markup:
      '<path d="M0 50A50 50 0 0 1 100 50Z" fill="#fff" stroke="none"/>' +
      `<path d="${arcs}M0 50H27M73 50H100" fill="none" stroke="#000"/>`,
    box: { x: 0, y: 0, width: 100, height: 50 },
    topX: 0.5,
    raster: false,
  };
})();

/**
 * A sun drawn here: OpenMoji's suns have rays as tiny closed triangles, which become
 * black specks at prop size; open ray lines stay clean. 100×100 units.
 */
function drawnSun(face: boolean): Drawable {
  let rays = '';
  for (let i = 0; i < 12; i++) {
    const a = (i * Math.PI) / 6 + Math.PI / 12;
    rays += `M${f2(50 + 31 * Math.cos(a))} ${f2(50 + 31 * Math.sin(a))}L${f2(50 + 46 * Math.cos(a))} ${f2(50 + 46 * Math.sin(a))}`;
  }
  const smile = face
    ? '<circle cx="42" cy="45" r="2.6" fill="#000" stroke="none"/><circle cx="58" cy="45" r="2.6" fill="#000" stroke="none"/><path d="M41 56Q50 64 59 56" fill="none"/>'
    : '';
  return {
    markup: `<g stroke="#000"><circle cx="50" cy="50" r="23" fill="#fff"/><path d="${rays}" fill="none"/>${smile}</g>`,
    box: { x: 0, y: 0, width: 100, height: 100 },
    topX: 0.5,
    raster: false,
  };
}

/** Drawn vector art in a 100-unit box: stroke inherited, fill white unless set. */
function drawn(markup: string, width: number, height: number, topX = 0.5): Drawable {
  return {
    markup: `<g stroke="#000" fill="#fff">${markup}</g>`,
    box: { x: 0, y: 0, width, height },
    topX,
    raster: false,
  };
}

/**
 * A plain flag on a pole (the flag on the moon, an astronaut's flag): OpenMoji's only
 * flag in the catalog is the chequered racing flag (issue 14 #3). 70×100 units.
 */
const FLAG = drawn(
  '<path d="M8 98V4" fill="none"/><path d="M8 6Q30 0 44 8T66 10V44Q52 36 38 42T8 40Z"/>',
  70,
  100,
  0.1,
);

/** A table: top and two legs, wide enough for a cat to sit on. 100×60 units. */
const TABLE = drawn(
  '<rect x="2" y="4" width="96" height="10" rx="3"/><path d="M12 14V58H20V14ZM80 14V58H88V14Z"/>',
  100,
  60,
);

/** An open cardboard box with two flaps (a puppy in a box). 100×80 units. */
const BOX = drawn(
  '<path d="M8 24L0 6L30 14ZM92 24L100 6L70 14Z"/><path d="M8 24H92V78H8Z"/><path d="M8 24L50 34L92 24" fill="none"/>',
  100,
  80,
);

/** Things drawn here instead of taken from OpenMoji (see RAINBOW and drawnSun). */
const DRAWN: Record<string, Drawable> = {
  flag: FLAG,
  table: TABLE,
  box: BOX,
  rainbow: RAINBOW,
  sun: drawnSun(false),
  'sun with face': drawnSun(true),
};

async function chooseArt(thing: Thing, rand: Random): Promise<{ art: Drawable; entry: CatalogEntry }> {
  const drawn = DRAWN[thing.term];
  if (drawn) return { art: drawn, entry: pick(rand, thing.candidates) };
  return pickArt(thing.candidates, rand);
}

async function propArt(term: string, rand: Random): Promise<{ art: Drawable; entry: CatalogEntry } | null> {
  const candidates = lookup(term);
  if (candidates.length === 0) return null;
  const drawn = DRAWN[term];
  if (drawn) return { art: drawn, entry: pick(rand, candidates) };
  return pickArt(candidates, rand);
}

function rasterDrawable(c: CharacterArt): Drawable {
  const href = `data:image/png;base64,${c.png.toString('base64')}`;
  return {
    markup: `<image href="${href}" width="${c.width}" height="${c.height}"/>`,
    box: { x: 0, y: 0, width: c.width, height: c.height },
    topX: 0.5,
    raster: true,
  };
}

function emitPlaced(p: Placed, lw: number, colored = false): string {
  const { art, box } = p;
  const s = box.w / art.box.width;
  const sy = box.h / art.box.height;
  const tx = p.flip ? box.x + (art.box.x + art.box.width) * s : box.x - art.box.x * s;
  const ty = box.y - art.box.y * sy;
  const strokeWidth = art.raster ? '' : ` stroke-width="${f2(lw / s)}"`;
  let mask = '';
  if (p.hideGroundFrom !== undefined && p.hideGroundFrom < box.y + box.h - 2 * lw) {
    const top = Math.max(p.hideGroundFrom, box.y);
    mask = `<rect x="${f2(box.x + box.w * 0.15)}" y="${f2(top)}" width="${f2(box.w * 0.7)}" height="${f2(box.y + box.h - 2 * lw - top)}" fill="#fff"/>`;
  }
  const body =
    colored && art.colorMarkup
      ? art.colorMarkup
      : art.raster
        ? art.markup
        : art.markup.replaceAll(BAND_WIDTH, String(f2((BAND_FACTOR * lw) / s)));
  return `${mask}<g transform="translate(${f2(tx)} ${f2(ty)}) scale(${p.flip ? -f2(s) : f2(s)} ${f2(sy)})"${strokeWidth}>${body}</g>`;
}

/** The named things of a scene as placement data (see Composition.placements). */
function placementsOf(scene: Scene): Placement[] {
  return scene.placed
    .filter((p) => p.name !== '')
    .map((p) => ({
      name: p.name,
      x: p.box.x,
      y: p.box.y,
      w: p.box.w,
      h: p.box.h,
      bust: p.bust ?? false,
      art: p.art.label ?? (p.art.raster ? 'character' : 'drawn'),
    }));
}

/** The scene as a page-sized SVG; `colored`: OpenMoji art in its own colours, smooth edges. */
function toSvg(scene: Scene, W: number, H: number, frame: boolean, colored = false): string {
  const lw = scene.f.lw;
  const items: { layer: number; depth: number; order: number; markup: string }[] = [];
  scene.placed.forEach((p, order) => {
    if (p.art === EMPTY) return;
    items.push({ layer: p.layer, depth: p.depth, order, markup: emitPlaced(p, lw, colored) });
  });
  scene.decorations.forEach((d, order) => {
    items.push({ layer: d.layer, depth: -1, order: -1000 + order, markup: d.markup });
  });
  if (frame) {
    const inset = SAFE_MARGIN_PX + lw / 2 + 4;
    items.push({
      layer: LAYER.frame,
      depth: 0,
      order: 0,
      markup: `<rect x="${inset}" y="${inset}" width="${W - 2 * inset}" height="${H - 2 * inset}" rx="${lw * 6}" fill="none" stroke="#000" stroke-width="${lw}"/>`,
    });
  }
  // Painter's order: layer, then depth (further back first), then insertion order.
  items.sort((a, b) => a.layer - b.layer || a.depth - b.depth || a.order - b.order);
  const body = items.map((i) => i.markup).join('');
  return (
    // Crisp edges: the page is thresholded anyway, and unsmoothed black-and-white
    // rendering is faster and already bilevel.
    `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}" shape-rendering="${colored ? 'geometricPrecision' : 'crispEdges'}">` +
    `<rect width="${W}" height="${H}" fill="#fff"/>` +
    `<g stroke-linecap="round" stroke-linejoin="round">${body}</g></svg>`
  );
}

/**
 * Photo page: the photo's line art centred; in the corners, up to four of the characters
 * (first, larger) and the prompt's things.
 */
async function composePhotoPage(
  input: ComposeInput,
  photo: { width: number; height: number },
  scene: Scene,
  rand: Random,
): Promise<Composition> {
  const { f } = scene;
  // Characters first (they were chosen on purpose), then the prompt's things, four corners.
  const characters = (input.characters ?? []).slice(0, 4);
  const budget = Math.min(4 - characters.length, AUDIENCE_PROFILES[input.audience].maxProps);
  const things = input.understanding.things.slice(0, Math.max(0, budget));
  const propSide = f.cw * SIZES[input.audience].front * 1.2;
  // A character is drawn larger than a prop: it is somebody, not a decoration.
  const cornerSide = characters.length > 0 ? Math.min(propSide * 1.6, f.cw * 0.35) : propSide;
  const cornered = characters.length + things.length;
  // Leave the corners to the props when there are any: the top two, then the bottom two.
  const rows = cornered > 2 ? 2 : cornered > 0 ? 1 : 0;
  const maxH = f.ch - rows * cornerSide;
  const maxW = rows > 0 && maxH < f.ch * 0.6 ? f.cw - 2 * cornerSide : f.cw;
  const s = Math.min(maxW / photo.width, maxH / photo.height);
  const w = photo.width * s;
  const h = photo.height * s;
  // Below the top row when only the top corners are taken.
  const top = rows === 1 ? f.T + cornerSide + (maxH - h) / 2 : f.T + (f.ch - h) / 2;
  const photoBox = { x: f.L + (f.cw - w) / 2, y: top, w, h };
  scene.add({ name: 'photo', art: EMPTY, box: photoBox, flip: false, layer: LAYER.stage, depth: 0 });
  const elements = ['photo'];
  const corners = [
    { x: f.L, y: f.T },
    { x: f.R, y: f.T },
    { x: f.L, y: f.B },
    { x: f.R, y: f.B },
  ];
  let usesOpenMoji = false;
  /** Puts `art` in the n-th corner, at most `side` px, facing the middle. */
  const toCorner = (n: number, name: string, art: Drawable, side: number, flipRight: boolean) => {
    const corner = corners[n]!;
    const size = sizedBox(art, fitScale(art, side, side, f.lw));
    scene.add({
      name,
      art,
      box: {
        x: corner.x - (corner.x === f.R ? size.w : 0),
        y: corner.y - (corner.y === f.B ? size.h : 0),
        ...size,
      },
      flip: flipRight && corner.x === f.R,
      layer: LAYER.held,
      depth: 0,
    });
    elements.push(name);
  };
  for (const [i, c] of characters.entries()) toCorner(i, c.name, rasterDrawable(c), cornerSide, false);
  for (const [j, thing] of things.entries()) {
    const { art } = await chooseArt(thing, rand);
    toCorner(characters.length + j, thing.term, art, propSide, true);
    usesOpenMoji = true;
  }
  return {
    svg: toSvg(scene, input.width, input.height, input.frame),
    elements,
    setting: 'photo',
    usesOpenMoji,
    photoBox,
    placements: placementsOf(scene),
    fallback: false,
  };
}

/** A text's outline from the font as vector art (white inside, page-wide stroke). */
function glyphDrawable(text: string): Drawable {
  const g = glyphArt(text);
  return {
    markup: `<path d="${g.d}" fill="#fff" stroke="#000"/>`,
    box: g.box,
    topX: 0.5,
    raster: false,
    label: 'letters',
  };
}

/** True when the thing called `name` is worn by another ("a cat wearing a hat"). */
function isWorn(name: string, understanding: Understanding): boolean {
  return understanding.relations.some(
    (r) => r.relation === 'wearing' && understanding.things[r.object]?.term === name,
  );
}

/** What placeGroup placed: the subjects it used, the holder of held things, their box. */
interface Group {
  placed: Subject[];
  holder: Subject | undefined;
  holderPlaced: Placed;
  box: Box;
  names: string[];
  usesOpenMoji: boolean;
}

function unionBox(boxes: Box[]): Box {
  const x = Math.min(...boxes.map((b) => b.x));
  const y = Math.min(...boxes.map((b) => b.y));
  const r = Math.max(...boxes.map((b) => b.x + b.w));
  const b = Math.max(...boxes.map((bb) => bb.y + bb.h));
  return { x, y, w: r - x, h: b - y };
}

/**
 * Issue 14's layouts, before the usual main-subject placement: letters/numbers/names big
 * at the top with the things below them in a countable grid; else the first
 * subject–relation–object of the prompt (layout.ts: a rider on the horse, a mouse in the
 * teacup, candles on the cake); else several copies of the main subject in a countable
 * grid. Returns null when none applies (the classic layout follows).
 */
async function placeGroup(
  scene: Scene,
  understanding: Understanding,
  subjects: Subject[],
  setting: SettingDef,
  rand: Random,
): Promise<Group | null> {
  const { f } = scene;
  const ground =
    f.groundY !== null ? Math.min(f.B, f.groundY + f.ch * GROUND_STEP[setting.ground]) : f.B - f.ch * 0.04;
  const aspect = (s: Subject) => s.art.box.width / s.art.box.height;
  const add = (s: Subject, box: Box, layer: number, depth: number): Placed => {
    const onGround = Math.abs(box.y + box.h - ground) < f.ch * 0.02;
    scene.add({
      name: s.name,
      art: s.art,
      box,
      flip: false,
      layer,
      depth,
      bust: isBust(s.entry),
      hideGroundFrom: onGround && hidesGround(s.entry) ? groundMaskTop(f) : undefined,
    });
    return scene.placed[scene.placed.length - 1]!;
  };
  const fitIn = (s: Subject, cell: Box): Box => {
    const size = fit(aspect(s), cell.w, cell.h);
    return { x: cell.x + (cell.w - size.w) / 2, y: cell.y + (cell.h - size.h) / 2, ...size };
  };

  if (understanding.glyphs.length > 0) {
    const glyphs = understanding.glyphs.slice(0, 2);
    const things = subjects.length > 0;
    const gh = f.ch * (things ? 0.44 : 0.62);
    const gw = f.cw / glyphs.length;
    const placedBoxes: Box[] = [];
    const names: string[] = [];
    let first: Placed | null = null;
    glyphs.forEach((g, k) => {
      const art = glyphDrawable(g.text);
      const size = fit(art.box.width / art.box.height, gw * 0.92, gh * 0.95);
      const top = things ? f.T : f.T + f.ch * 0.06;
      const box = { x: f.L + k * gw + (gw - size.w) / 2, y: top + (gh - size.h) / 2, ...size };
      scene.add({ name: g.name, art, box, flip: false, layer: LAYER.held, depth: 0 });
      first ??= scene.placed[scene.placed.length - 1]!;
      placedBoxes.push(box);
      names.push(g.name);
    });
    const used = subjects.slice(0, MAX_COUNT);
    let holderPlaced = first!;
    if (used.length > 0) {
      const areaTop = f.T + gh + f.ch * 0.03;
      const cells = countGrid(used.length, 1, { x: f.L, y: areaTop, w: f.cw, h: f.B - areaTop });
      used.forEach((s, k) => {
        const box = fitIn(s, cells[k]!);
        const p = add(s, box, LAYER.held, 1);
        if (k === 0) holderPlaced = p;
        placedBoxes.push(box);
        if (!names.includes(s.name)) names.push(s.name);
      });
    }
    return {
      placed: used,
      holder: used[0],
      holderPlaced,
      box: unionBox(placedBoxes),
      names,
      usesOpenMoji: used.some((s) => !s.art.raster),
    };
  }

  const region = { x: f.L, y: f.T, w: f.cw, h: f.ch, ground };
  const rel = understanding.relations.find((r) => {
    if (r.relation === 'holding' || r.relation === 'eating' || r.relation === 'wearing') return false;
    const st = understanding.things[r.subject]?.term;
    const ot = understanding.things[r.object]?.term;
    return subjects.some((s) => s.name === st) && subjects.some((s) => s.name === ot);
  });
  if (rel) {
    const st = understanding.things[rel.subject]!.term;
    const ot = understanding.things[rel.object]!.term;
    const copies = subjects.filter((s) => s.name === st);
    const obj = subjects.find((s) => s.name === ot)!;
    const relation = rel.relation as Parameters<typeof layoutRelation>[0];
    const lay = layoutRelation(
      relation,
      { aspect: aspect(copies[0]!), kind: copies[0]!.entry?.kind ?? 'person' },
      { aspect: aspect(obj), kind: obj.entry?.kind ?? 'person', seat: SEATS[obj.name] },
      region,
      copies.length,
    );
    add(obj, lay.object, LAYER.stage, lay.object.y + lay.object.h);
    const placedSubjects = lay.subjects.map((b, k) =>
      add(copies[k]!, b, lay.subjectInFront ? LAYER.held : LAYER.stage, lay.subjectInFront ? 0 : b.y + b.h),
    );
    const boxes = [lay.object, ...lay.subjects];
    const names = [st, ot];
    let usesOpenMoji = [obj, ...copies].some((s) => !s.art.raster);
    if (lay.book) {
      const book = await propArt('open book', rand);
      if (book) {
        const size = fit(book.art.box.width / book.art.box.height, lay.book.w, lay.book.h);
        const box = { ...lay.book, ...size };
        scene.add({ name: 'open book', art: book.art, box, flip: false, layer: LAYER.held, depth: 2 });
        boxes.push(box);
        names.push('open book');
        usesOpenMoji = true;
      }
    }
    return {
      placed: [obj, ...copies],
      holder: copies[0],
      holderPlaced: placedSubjects[0]!,
      box: unionBox(boxes),
      names,
      usesOpenMoji,
    };
  }

  const firstName = subjects[0]?.name;
  const copies = subjects.filter((s) => s.name === firstName);
  if (copies.length >= 2 && subjects[0]!.entry) {
    const onGround = standsOnGround(subjects[0]!.entry, setting) && f.groundY !== null;
    const rows = copies.length <= 5 ? 1 : 2;
    const h = f.ch * (rows === 1 ? 0.3 : 0.5);
    const area = onGround
      ? { x: f.L, y: ground - h, w: f.cw, h }
      : { x: f.L, y: f.T + f.ch * 0.12, w: f.cw, h: Math.min(h, ground - f.T - f.ch * 0.2) };
    const cells = countGrid(copies.length, aspect(copies[0]!), area);
    const placed = cells.map((b, k) => add(copies[k]!, b, LAYER.stage, b.y + b.h));
    return {
      placed: copies,
      holder: copies[0],
      holderPlaced: placed[0]!,
      box: unionBox(cells),
      names: [firstName!],
      usesOpenMoji: copies.some((s) => !s.art.raster),
    };
  }
  return null;
}

/**
 * Lays out a scene and returns it as an SVG document of exactly `width`×`height` px
 * (page px at 300 dpi).
 *
 * - Content box: the page less SAFE_MARGIN_PX (75 px) and 1.5 line widths, and less the
 *   frame's band when `frame` is set; nothing is drawn outside it.
 * - Subjects: characters first, then the prompt's things in prompt order (sky things
 *   last), at most AUDIENCE_PROFILES.maxElements named things. The main subject is
 *   70 % of the content width alone (80 % toddler, 64 % big kids), 55 % when shared;
 *   others are 62 % of it (50 % when more than two) and placed where least crowded.
 *   Held things ("eating ice cream") sit beside the main subject's head.
 * - Props from the setting (sky, horizon, companions, foreground), at most maxProps,
 *   each where it overlaps others least, or left out when there is no room.
 * - Painter's order: sky, far hill, horizon props, ground, subjects by the height of
 *   their feet (further back first), held things, foreground decorations, frame.
 * - Every vector stroke is drawn `lineWidthPx` wide whatever the art's scale.
 *
 * Deterministic: the same input and random source give the same string. Loads (and
 * caches) the OpenMoji art it needs.
 */
export async function composeScene(input: ComposeInput, rand: Random): Promise<Composition> {
  const { understanding, audience, width: W, height: H } = input;
  const profile = AUDIENCE_PROFILES[audience];
  const lw = profile.lineWidthPx;
  const sizes = SIZES[audience];
  const setting = getSetting(understanding.setting);
  const frameInset = input.frame ? lw * 2 + 50 : 0;
  const inset = SAFE_MARGIN_PX + lw * 1.5 + frameInset;
  const L = inset;
  const T = inset;
  const R = W - inset;
  const B = H - inset;
  const base = { L, T, R, B, cw: R - L, ch: B - T, lw };
  const f: Frame = { ...base, groundY: groundLevel(setting, base) };
  const scene = new Scene(f, rand);
  let usesOpenMoji = false;

  // Subjects: characters first, then the prompt's things (main first), within maxElements.
  const subjects: Subject[] = [];
  for (const c of input.characters ?? [])
    subjects.push({ name: c.name, art: rasterDrawable(c), entry: null, held: false });
  if (input.photo) return composePhotoPage(input, input.photo, scene, rand);
  // A character is the subject; things only implied by the setting are then not needed.
  const things = understanding.things.filter((t) => !(t.implied && subjects.length > 0));
  if (things.length === 0 && subjects.length === 0 && understanding.glyphs.length === 0) {
    things.push({ term: 'house', candidates: lookup('house'), count: 1, held: false });
  }
  // Sky things (sun, stars, rainbow) make poor main subjects when something else is asked for.
  const ordered = [
    ...things.filter((t) => !t.held && t.candidates[0]!.kind !== 'sky'),
    ...things.filter((t) => !t.held && t.candidates[0]!.kind === 'sky'),
  ];
  const heldThings = things.filter((t) => t.held);
  // Counted things ("seven ladybugs") may exceed the usual number of pictures: a count
  // is drawn exactly, up to MAX_COUNT (toddlers: 5).
  const maxInstances = profile.maxElements + (audience === 'toddler' ? 0 : 2) + MAX_COUNT;
  const named = new Set<string>(subjects.map((s) => s.name));
  for (const thing of ordered) {
    if (named.size >= profile.maxElements) break;
    named.add(thing.term);
    const copies = thing.counted
      ? Math.min(thing.count, audience === 'toddler' ? 5 : MAX_COUNT)
      : Math.min(thing.count, audience === 'toddler' ? 1 : 3);
    for (let i = 0; i < copies && subjects.length < maxInstances; i++) {
      const { art, entry } = await chooseArt(thing, rand);
      subjects.push({ name: thing.term, art, entry, held: false });
    }
  }
  const held: Subject[] = [];
  for (const thing of heldThings) {
    if (named.size >= profile.maxElements) break;
    named.add(thing.term);
    const { art, entry } = await chooseArt(thing, rand);
    held.push({ name: thing.term, art, entry, held: true });
  }
  usesOpenMoji = subjects.some((s) => !s.art.raster) || held.length > 0;

  const elements: string[] = [];
  // Issue 14: letters and names, relations and counts are laid out by layout.ts.
  const group = await placeGroup(scene, understanding, subjects, setting, rand);
  if (group) {
    usesOpenMoji ||= group.usesOpenMoji;
    for (const name of group.names) if (!elements.includes(name)) elements.push(name);
  }
  const remaining = group ? subjects.filter((s) => !group.placed.includes(s)) : subjects;
  // Main subject.
  const [main, ...others]: Subject[] = group?.holder ? [group.holder, ...remaining] : remaining;
  if (main) {
    const alone = others.length === 0 && held.length === 0;
    let flip = false;
    if (!group) {
      // Long, low art (a racing car, a train) would look small at the usual width.
      const wide = main.art.box.width > 2 * main.art.box.height ? 0.14 : 0;
      const frac = Math.min(0.92, (alone ? sizes.mainAlone : sizes.mainShared) + wide);
      const maxH = f.ch * (alone ? 0.6 : 0.5);
      const s = fitScale(main.art, f.cw * frac, maxH, lw);
      const size = sizedBox(main.art, s);
      const centreX = alone
        ? L + f.cw / 2 + between(rand, -0.04, 0.04) * f.cw
        : L + f.cw * (rand() < 0.5 ? 0.37 : 0.63);
      const onGround = standsOnGround(main.entry, setting) && f.groundY !== null;
      let y: number;
      if (isBust(main.entry)) y = B - size.h;
      else if (main.art === RAINBOW) y = T + f.ch * 0.08;
      else if (onGround) y = (f.groundY as number) + f.ch * GROUND_STEP[setting.ground] - size.h;
      else if (main.entry?.kind === 'sky') y = T + f.ch * 0.12;
      else y = T + f.ch * (setting.ground === 'none' ? 0.5 : 0.42) - size.h / 2;
      // Sharing the page, the main subject looks towards the middle (where the others
      // are); the top of the art (its head) shows which way it faces.
      const coin = rand() < 0.5;
      flip = alone ? coin : facesLeft(main.art) === centreX < L + f.cw / 2;
      scene.add({
        name: main.name,
        art: main.art,
        box: { x: centreX - size.w / 2, y, w: size.w, h: size.h },
        flip,
        layer: LAYER.stage,
        depth: y + size.h,
        hideGroundFrom: onGround && hidesGround(main.entry) ? groundMaskTop(f) : undefined,
        bust: isBust(main.entry),
      });
      elements.push(main.name);
    }

    // Held things next to the top of the main subject (its head, for animals and people).
    const mainPlaced = group ? group.holderPlaced : scene.placed[scene.placed.length - 1]!;
    for (const h of held) {
      if (isWorn(h.name, understanding)) {
        // Worn things sit on the wearer: a hat or crown on the head, glasses on the eyes,
        // a scarf at the neck (issue 14 #1).
        const b = mainPlaced.box;
        const face = /glasses/.test(h.name) ? 0.36 : /scarf|tie|necklace/.test(h.name) ? 0.58 : 0;
        const width = b.w * (face > 0 ? 0.5 : 0.45);
        const ws = fitScale(h.art, width, b.h * 0.3, lw);
        const wsize = sizedBox(h.art, ws);
        const headX = b.x + b.w * (flip ? 1 - main.art.topX : main.art.topX);
        const cx = Math.min(Math.max(headX, b.x + wsize.w / 2), b.x + b.w - wsize.w / 2);
        const wy = face > 0 ? b.y + b.h * face - wsize.h / 2 : b.y + b.h * 0.16 - wsize.h;
        scene.add({
          name: h.name,
          art: h.art,
          box: { x: cx - wsize.w / 2, y: Math.max(wy, b.y - wsize.h * 0.7), w: wsize.w, h: wsize.h },
          flip: false,
          layer: LAYER.held,
          depth: 1,
        });
        elements.push(h.name);
        continue;
      }
      if (isBust(main.entry)) {
        // A portrait has no arms to hold with: the thing is held up in front of it (issue 14 #1).
        const box = heldByPortrait(h, mainPlaced.box, flip ? 1 - main.art.topX : main.art.topX, f, lw);
        scene.add({ name: h.name, art: h.art, box, flip: false, layer: LAYER.held, depth: 0 });
        elements.push(h.name);
        continue;
      }
      // A third of the holder, but never smaller than a foreground prop (details stay colourable).
      const side = Math.max(Math.max(mainPlaced.box.w, mainPlaced.box.h) * 0.3, f.cw * sizes.front);
      const hs = fitScale(h.art, side, side, lw);
      const hsize = sizedBox(h.art, hs);
      const topX = flip ? 1 - main.art.topX : main.art.topX;
      const towardsRight = topX >= 0.5;
      // Beside the head, just overlapping the subject's edge.
      const hx = towardsRight
        ? mainPlaced.box.x + mainPlaced.box.w - hsize.w * 0.3
        : mainPlaced.box.x - hsize.w * 0.7;
      const hy = mainPlaced.box.y + mainPlaced.box.h * (isBust(main.entry) ? 0.35 : 0.12);
      scene.add({
        name: h.name,
        art: h.art,
        box: { x: hx, y: hy, w: hsize.w, h: hsize.h },
        flip: false,
        layer: LAYER.held,
        depth: 0,
      });
      elements.push(h.name);
    }

    // Other subjects beside the main one, smaller.
    const mainBox = group ? group.box : mainPlaced.box;
    const share = others.length > 1 ? 0.58 : 0.62;
    for (const o of others) {
      // Two portraits side by side ("Astronaut superhero") are a pair: nearly the same size.
      const pair = others.length === 1 && isBust(main.entry) && isBust(o.entry);
      const target = Math.max(mainBox.w, mainBox.h) * (pair ? 0.85 : share);
      const ground = standsOnGround(o.entry, setting) && f.groundY !== null;
      const gy = f.groundY as number;
      // Smaller and smaller until it fits; what the child named is always drawn.
      let box: Box | null = null;
      for (const [k, shrink] of [1, 0.75, 0.55].entries()) {
        const size2 = sizedBox(o.art, fitScale(o.art, target * shrink, target * shrink, lw));
        box = scene.placeFree(
          size2,
          () => ({
            x: between(rand, L, R - size2.w),
            y: isBust(o.entry)
              ? B - size2.h
              : ground
                ? gy + f.ch * between(rand, 0.0, others.length > 1 ? 0.18 : 0.1) - size2.h
                : between(rand, T + f.ch * 0.05, (f.groundY ?? B) - size2.h - f.ch * 0.05),
          }),
          k === 2 ? Number.POSITIVE_INFINITY : 0.6,
          40,
        );
        if (box) break;
      }
      if (!box) continue;
      scene.add({
        name: o.name,
        art: o.art,
        box,
        // Towards the main subject.
        flip: facesLeft(o.art) === box.x + box.w / 2 < mainBox.x + mainBox.w / 2,
        layer: LAYER.stage,
        depth: ground ? box.y + box.h : 0,
        hideGroundFrom: ground && hidesGround(o.entry) ? groundMaskTop(f) : undefined,
        bust: isBust(o.entry),
      });
      if (!elements.includes(o.name)) elements.push(o.name);
    }
  }

  // Props from the setting, within maxProps.
  const counts = PROP_COUNTS[audience];
  let propsLeft = profile.maxProps;
  const propNames: string[] = [];
  const unknownPrompt = understanding.things.length === 0 && (input.characters ?? []).length === 0;
  const daySky = unknownPrompt
    ? ['sun with face', ...setting.sky.filter((t) => t !== 'sun')]
    : shuffled(rand, setting.sky);
  // At night the sun gives way to the moon, and stars come out.
  const skyTerms = understanding.night
    ? ['crescent moon', ...daySky.filter((t) => t !== 'sun' && t !== 'sun with face' && t !== 'rainbow')]
    : daySky;
  const placeProps = async (
    terms: readonly string[],
    count: number,
    frac: number,
    layer: number,
    propose: (size: { w: number; h: number }) => () => { x: number; y: number },
    maxCrowding: number,
  ) => {
    let placed = 0;
    for (const term of terms) {
      if (placed >= count || propsLeft <= 0) break;
      if (subjects.some((s) => s.name === term)) continue;
      const found = await propArt(term, rand);
      if (!found) continue;
      // Buildings on the horizon are drawn bigger: their windows and roofs are small details.
      const big = found.entry.kind === 'building' ? 1.35 : 1;
      const target = f.cw * frac * big * between(rand, 0.85, 1.15);
      const s = fitScale(found.art, target, target, lw);
      const size = sizedBox(found.art, s);
      const box = scene.placeFree(size, propose(size), maxCrowding, 24, layer === LAYER.back);
      if (!box) continue;
      scene.add({ name: term, art: found.art, box, flip: rand() < 0.5, layer, depth: box.y + box.h });
      usesOpenMoji = true;
      placed++;
      propsLeft--;
      if (!propNames.includes(term)) propNames.push(term);
    }
  };

  const skyBottom = f.groundY === null ? B : f.T + f.ch * 0.3;
  if (setting.ground !== 'seabed') {
    await placeProps(
      skyTerms,
      counts.sky + (setting.ground === 'none' ? 1 : 0),
      sizes.sky,
      LAYER.sky,
      (size) => () => ({ x: between(rand, L, R - size.w), y: between(rand, T, skyBottom - size.h) }),
      0.05,
    );
  }
  drawDecorations(
    scene,
    understanding.night && !setting.decorations.includes('stars') && setting.ground !== 'seabed'
      ? { ...setting, decorations: [...setting.decorations, 'stars'] }
      : setting,
    audience,
  );
  if (f.groundY !== null && ['hills', 'flat', 'sand'].includes(setting.ground) && audience !== 'toddler')
    drawFarHill(scene);
  if (f.groundY !== null && setting.back.length > 0) {
    const gy = f.groundY;
    await placeProps(
      shuffled(rand, setting.back),
      counts.back,
      sizes.back,
      LAYER.back,
      (size) => () => ({
        x:
          rand() < 0.5
            ? between(rand, L, L + f.cw * 0.2)
            : between(rand, R - f.cw * 0.2 - size.w, R - size.w),
        y: gy + f.ch * 0.015 - size.h,
      }),
      0.2,
    );
  }
  if (setting.air.length > 0) {
    await placeProps(
      shuffled(rand, setting.air),
      counts.air,
      sizes.companion,
      LAYER.stage,
      (size) => () => ({
        x: between(rand, L, R - size.w),
        y: between(rand, T + f.ch * 0.08, (f.groundY ?? B) - size.h - f.ch * 0.06),
      }),
      0.02,
    );
  }
  if (f.groundY !== null && setting.front.length > 0) {
    const gy = f.groundY;
    await placeProps(
      shuffled(rand, setting.front),
      counts.front,
      sizes.front,
      LAYER.stage,
      (size) => () => ({
        x: between(rand, L, R - size.w),
        y: setting.ground === 'seabed' ? B - size.h : between(rand, gy + f.ch * 0.08, B - size.h),
      }),
      0.03,
    );
  }
  drawGround(scene, setting);

  const svg = toSvg(scene, W, H, input.frame);
  for (const name of propNames) if (!elements.includes(name)) elements.push(name);
  const subject = scene.placed.find((p) => p.name === elements[0] && p.art !== EMPTY);
  const subjectSilhouette = subject
    ? () => {
        const solid = emitPlaced({ ...subject, hideGroundFrom: undefined }, lw)
          .replaceAll('fill="#fff"', 'fill="#000"')
          .replaceAll('stroke="none"', 'stroke="#000"');
        return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" shape-rendering="crispEdges"><rect width="${W}" height="${H}" fill="#fff"/><g stroke-linecap="round" stroke-linejoin="round">${solid}</g></svg>`;
      }
    : undefined;
  const fallback =
    understanding.things.length === 0 && !understanding.settingNamed && (input.characters ?? []).length === 0;
  return {
    svg,
    elements,
    setting: setting.name,
    usesOpenMoji,
    subjectSilhouette,
    coloredSvg: () => toSvg(scene, W, H, input.frame, true),
    placements: placementsOf(scene),
    fallback,
    usesFont: understanding.glyphs.length > 0,
  };
}

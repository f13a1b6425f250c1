import { DEFAULT_PAGE_STYLE, type FrameStyle, type PageStyle } from '@inkling/contracts/page';
import { AUDIENCE_PROFILES, type AudienceProfile, DETAIL_TUNING, SAFE_MARGIN_PX } from '../profiles';
import type { Audience, StoryCast } from '../types';
import { type Art, loadArt } from './art';
import { type CatalogEntry, lookup } from './catalog';
import {
  DRAWN,
  drawDecorations,
  drawFarHill,
  drawGround,
  drawnHouse,
  emitPlaced,
  glyphDrawable,
  RAINBOW,
  rasterDrawable,
  toSvg,
} from './draw';
import { type Attachments, type Figure, toPage } from './figure';
import { type FrameSpec, frameInsetPx, frameTheme } from './frames';
import { MAX_COUNT } from './grammar';
import { countGrid, fit, layoutRelation, type Region, SEATS } from './layout';
import {
  figureArt,
  figureVariant,
  heldByFigure,
  type PersonPose,
  posesFor,
  RAISED_THINGS,
  riderBox,
  sitterBox,
  wantsIdentical,
} from './people';
import { between, pick, type Random, shuffled } from './random';
import {
  type Box,
  type CharacterArt,
  type Drawable,
  EMPTY,
  type Frame,
  fitScale,
  LAYER,
  type Placed,
  PROP_COUNTS,
  Scene,
  sizedBox,
  unionBox,
} from './scene';
import { type Ground, getSetting, type SettingDef } from './settings';
import { SPORT_GOAL_ART, type Thing, type Understanding } from './understand';
import { zentangleFill } from './zentangle';

/**
 * Page layout of the sketchbook: turns what was understood of a prompt into an SVG
 * page. Rules (engine issue "sketchbook"): the main subject large near the centre,
 * others smaller beside it, props along the ground and in the sky, painter's order
 * (far things first, white fills hide what is behind), nothing inside the 75 px safe
 * margin, one stroke width per audience whatever the scale of each piece of art.
 *
 * Issue 14 "Shape of the composer": understand (understand.ts, grammar.ts: words → a
 * scene) → lay out (this file and layout.ts: scene → placed boxes, pure data; shared
 * types and the Scene in scene.ts) → draw (draw.ts: placed boxes → SVG). This file keeps
 * the orchestration (composeScene, composePhotoPage) and the placement of subjects.
 */

export type { CharacterArt } from './scene';

export interface ComposeInput {
  understanding: Understanding;
  audience: Audience;
  /** Page size, px at 300 dpi. */
  width: number;
  height: number;
  seed: number;
  /** The rounded frame (when `style.frame` is not given). */
  frame: boolean;
  /**
   * The page's style (issue 33): detail (props, decorations), background (a subject-only
   * page has no setting drawn), frame (none, rounded, themed). Default DEFAULT_PAGE_STYLE
   * with `frame` above. The line weight comes in through `profile`.
   */
  style?: Partial<PageStyle>;
  /** The page's drawing rules (profiles.ts pageProfile); default the audience's profile. */
  profile?: AudienceProfile;
  characters?: CharacterArt[];
  /**
   * A story's main character kept the same on every page (issue 33, story/): the first
   * person drawn as a figure takes `figure` (age, look, variant, hat), and a thing named
   * `term` that is not a figure is always drawn with its best catalog art (no random pick).
   */
  cast?: StoryCast;
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
  /**
   * Drawn as a head-and-shoulders portrait (OpenMoji people) or a face (animals). False for
   * a full-body figure (issue 29: art "figure <pose>") and for all other art.
   */
  bust: boolean;
  /**
   * The art drawn: the OpenMoji annotation, "figure <pose>" for a full-body person
   * (figure.ts), or "drawn" / "letters" / "character".
   */
  art: string;
  /** A full-body figure's attachment points (figure.ts Attachments), page px. */
  attach?: Record<keyof Attachments, { x: number; y: number }>;
  /** A figure's look, pose aside (figure.ts Figure.look): the same on every page of a story. */
  figure?: Figure['look'];
}

/**
 * The frame a composition draws: `style.frame` when given, else the rounded frame when
 * `frame` is set; its theme from `words` (the setting's name), its motifs sized to the
 * page's smallest region.
 */
function frameSpecOf(input: ComposeInput, words: string): FrameSpec {
  const style: FrameStyle = input.style?.frame ?? (input.frame ? 'rounded' : 'none');
  const profile = input.profile ?? AUDIENCE_PROFILES[input.audience];
  return { style, theme: frameTheme(words), minRegionAreaPx: profile.minRegionAreaPx };
}

/** Prop counts of each kind times `factor` (a detail level's), rounded; at most 0 below. */
function scaledCounts<T extends Record<string, number>>(counts: T, factor: number): T {
  const out: Record<string, number> = {};
  for (const [k, v] of Object.entries(counts)) out[k] = Math.max(0, Math.round(v * factor));
  return out as T;
}

/** Size rules per audience (fractions of the content width/height). */
const SIZES: Record<
  Audience,
  { mainAlone: number; mainShared: number; sky: number; back: number; front: number; companion: number }
> = {
  toddler: { mainAlone: 0.8, mainShared: 0.62, sky: 0.24, back: 0.32, front: 0.24, companion: 0.22 },
  kids: { mainAlone: 0.7, mainShared: 0.55, sky: 0.19, back: 0.28, front: 0.19, companion: 0.2 },
  'big-kids': { mainAlone: 0.64, mainShared: 0.5, sky: 0.16, back: 0.26, front: 0.15, companion: 0.16 },
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
function hidesGround(s: { entry: CatalogEntry | null; bust: boolean }): boolean {
  return s.entry !== null && ['animal', 'person', 'vehicle'].includes(s.entry.kind) && !s.bust;
}

/**
 * Just above the far hill's highest point (10 % of the height above the ground line,
 * see drawFarHill), so neither the ground line nor the far hill runs between legs.
 */
function groundMaskTop(f: Frame): number | undefined {
  return f.groundY === null ? undefined : f.groundY - f.ch * 0.1 - f.lw;
}

interface Subject {
  name: string;
  art: Drawable;
  entry: CatalogEntry | null;
  held: boolean;
  /** Drawn as a portrait (isBust): never for a full-body figure (people.ts). */
  bust: boolean;
  /** A person drawn as a full-body figure, and its pose (people.ts). */
  pose?: PersonPose;
}

async function chooseArt(
  thing: Thing,
  rand: Random,
  only?: CatalogEntry[],
): Promise<{ art: Drawable; entry: CatalogEntry }> {
  const candidates = only ?? thing.candidates;
  // "a house with a door and two windows": a house drawn with the windows counted.
  if (thing.term === 'house' && thing.parts) {
    const count = (part: string) => thing.parts?.[part];
    return {
      art: drawnHouse({ windows: count('window'), chimney: count('chimney') !== undefined }),
      entry: candidates[0]!,
    };
  }
  const drawn = DRAWN[thing.term];
  if (drawn) return { art: drawn, entry: pick(rand, candidates) };
  return pickArt(candidates, rand);
}

/** Where a face goes on art, as shares of its box (centre) and of its smaller side (size). */
export interface FaceSpot {
  x: number;
  y: number;
  size: number;
}

/**
 * Art whose body is not in the middle of its box (OpenMoji annotations): a crescent moon's
 * face on its thick side, a flower's on its round centre (judged by looking, 2026-11-29).
 */
const FACE_SPOTS: Record<string, FaceSpot> = {
  // OpenMoji's fish has no eye: a face on its head, at the right (the art is flipped with it).
  fish: { x: 0.8, y: 0.47, size: 0.34 },
  'crescent moon': { x: 0.8, y: 0.5, size: 0.18 },
  sunflower: { x: 0.5, y: 0.29, size: 0.13 },
  blossom: { x: 0.5, y: 0.5, size: 0.22 },
};

/** Art that has a face of its own (OpenMoji annotations): no second face is drawn on it. */
const HAS_FACE = /jack|face|smil|grin|snowman|robot|teddy|doll|clown|alien|ghost|mask|troll|ogre|goblin/;

/** Flowers with a round middle for a face, first ("a happy flower"). */
const FACE_FLOWERS = ['sunflower', 'blossom'];

/**
 * The art with a face drawn on it (look sets 3–4: "a happy sun", "a smiling fish" drew none):
 * two eyes and a smile, a third of the art's smaller side, a little below its middle (the body
 * of a sun, a star, a cloud, an apple). The eyes are small solid dots; the smile an open arc.
 */
export function withFace(art: Drawable, spot: FaceSpot = { x: 0.5, y: 0.54, size: 0.34 }): Drawable {
  const { x, y, width, height } = art.box;
  const size = Math.min(width, height) * spot.size;
  const cx = x + width * spot.x;
  const cy = y + height * spot.y;
  const r = size * 0.075;
  const ex = size * 0.26;
  const ey = cy - size * 0.14;
  const n = (v: number) => Math.round(v * 100) / 100;
  const face =
    `<g stroke="#000" stroke-linecap="round" stroke-linejoin="round">` +
    `<ellipse cx="${n(cx - ex)}" cy="${n(ey)}" rx="${n(r)}" ry="${n(r * 1.3)}" fill="#000"/>` +
    `<ellipse cx="${n(cx + ex)}" cy="${n(ey)}" rx="${n(r)}" ry="${n(r * 1.3)}" fill="#000"/>` +
    `<path d="M${n(cx - size * 0.32)} ${n(cy + size * 0.08)} Q${n(cx)} ${n(cy + size * 0.5)} ${n(cx + size * 0.32)} ${n(cy + size * 0.08)}" fill="none"/></g>`;
  return {
    ...art,
    markup: art.markup + face,
    colorMarkup: art.colorMarkup ? art.colorMarkup + face : undefined,
    markupAt: art.markupAt ? (t) => art.markupAt!(t) + face : undefined,
  };
}

/**
 * An animal's art in motion (look set 6: "a horse jumping over a fence" stood beside it, "a
 * monkey hanging upside down" walked): `jump` tilts it nose-up by 18° and lifts it off the
 * ground by a third of its height (the box grows downwards, empty); `hang` turns it upside
 * down. The art's facing is OpenMoji's (mostly left), so nose-up is a clockwise turn.
 */
export function inMotion(art: Drawable, motion: 'jump' | 'hang'): Drawable {
  const { x, y, width, height } = art.box;
  const cx = x + width / 2;
  const cy = y + height / 2;
  const n = (v: number) => Math.round(v * 100) / 100;
  const angle = motion === 'jump' ? 18 : 180;
  const wrap = (m: string) => `<g transform="rotate(${angle} ${n(cx)} ${n(cy)})">${m}</g>`;
  // The turned art's bounding box, about the same centre.
  const rad = (angle * Math.PI) / 180;
  const w = Math.abs(width * Math.cos(rad)) + Math.abs(height * Math.sin(rad));
  const h = Math.abs(width * Math.sin(rad)) + Math.abs(height * Math.cos(rad));
  const lift = motion === 'jump' ? h * 0.35 : 0;
  return {
    ...art,
    markup: wrap(art.markup),
    colorMarkup: art.colorMarkup ? wrap(art.colorMarkup) : undefined,
    markupAt: art.markupAt ? (t) => wrap(art.markupAt!(t)) : undefined,
    box: { x: cx - w / 2, y: cy - h / 2, width: w, height: h + lift },
  };
}

/**
 * Art for a thing the prompt gives a face ("a happy sun"): its own art with a face when the
 * catalogue has one ("sun with face"), else any art with a face drawn on (withFace). People
 * and animals have faces of their own and are drawn as they are, except art listed in
 * FACE_SPOTS (OpenMoji's fish has no eye or mouth).
 */
async function chooseFaceArt(thing: Thing, rand: Random): Promise<{ art: Drawable; entry: CatalogEntry }> {
  const own = [...thing.candidates, ...lookup(`${thing.term} with face`)].filter((c) =>
    /\bface\b/.test(c.annotation),
  );
  const drawnFace = DRAWN[`${thing.term} with face`];
  if (drawnFace) return { art: drawnFace, entry: own[0] ?? thing.candidates[0]! };
  if (own.length > 0) return pickArt(own.slice(0, 1), rand);
  const round = thing.candidates.filter((c) => FACE_FLOWERS.includes(c.annotation));
  // An animal gets a face only on art where we know where its face goes (a fish).
  const spotted = thing.candidates.filter((c) => c.kind === 'animal' && FACE_SPOTS[c.annotation]);
  const only = round.length > 0 ? round.slice(0, 1) : spotted.length > 0 ? spotted.slice(0, 1) : undefined;
  const chosen = await chooseArt(thing, rand, only);
  // Things whose art already has a face (a jack-o'-lantern, a snowman, a teddy) keep it.
  if (chosen.entry.kind === 'person' || HAS_FACE.test(chosen.entry.annotation)) return chosen;
  if (chosen.entry.kind === 'animal' && !FACE_SPOTS[chosen.entry.annotation]) return chosen;
  return { ...chosen, art: withFace(chosen.art, FACE_SPOTS[chosen.entry.annotation]) };
}

async function propArt(term: string, rand: Random): Promise<{ art: Drawable; entry: CatalogEntry } | null> {
  const candidates = lookup(term);
  if (candidates.length === 0) return null;
  const drawn = DRAWN[term];
  if (drawn) return { art: drawn, entry: pick(rand, candidates) };
  return pickArt(candidates, rand);
}

/** A placed figure's attachment points in page px. */
function attachmentsOnPage(p: Placed): Record<keyof Attachments, { x: number; y: number }> {
  const at = p.art.figure!.at;
  return Object.fromEntries(
    Object.entries(at).map(([k, pt]) => [k, toPage(pt, p.art, p.box, p.flip)]),
  ) as Record<keyof Attachments, { x: number; y: number }>;
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
      ...(p.art.figure ? { attach: attachmentsOnPage(p), figure: p.art.figure.look } : {}),
    }));
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
  const budget = Math.min(
    4 - characters.length,
    (input.profile ?? AUDIENCE_PROFILES[input.audience]).maxProps,
  );
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
    svg: toSvg(scene, input.width, input.height, frameSpecOf(input, 'photo')),
    elements,
    setting: 'photo',
    usesOpenMoji,
    photoBox,
    placements: placementsOf(scene),
    fallback: false,
  };
}

/** True when the thing called `name` is worn by another ("a cat wearing a hat"). */
function isWorn(name: string, understanding: Understanding): boolean {
  return understanding.relations.some(
    (r) => r.relation === 'wearing' && understanding.things[r.object]?.term === name,
  );
}

/**
 * Places a reaching figure (issue 29) in front of `object` (page px), its raised hand just
 * under the middle of the `target` it reaches for (a cat in the tree), facing the side with
 * more room; drawn in front of the object (a person before a tree).
 */
function placeReacher(scene: Scene, person: Subject, object: Placed, target: Placed): void {
  const { f } = scene;
  const o = object.box;
  const fig = person.art.figure!;
  const bottom = o.y + o.h;
  // Tall enough that the raised hand reaches just under the target (an adult 55–90 % of the
  // object's height, a child as much smaller as children are).
  const handShare = (fig.at.hand.y - fig.box.y) / fig.box.height;
  const wanted = (bottom - (target.box.y + target.box.h)) / (1 - handShare);
  const limit = (k: number) => (fig.box.height * o.h * k) / 100;
  const h = Math.min(Math.max(wanted, limit(0.55)), limit(0.9));
  const w = (fig.box.width * h) / fig.box.height;
  const roomLeft = o.x + o.w / 2 - f.L;
  const roomRight = f.R - (o.x + o.w / 2);
  const left = roomLeft > roomRight;
  const tx = target.box.x + target.box.w / 2;
  // The reaching hand (figure +x side) under the target's middle.
  const hand = toPage(fig.at.hand, person.art, { x: 0, y: 0, w, h }, !left);
  const x = Math.min(Math.max(tx - hand.x, f.L), f.R - w);
  scene.add({
    name: person.name,
    art: person.art,
    box: { x, y: bottom - h, w, h },
    flip: !left,
    layer: LAYER.stage,
    depth: bottom + 1,
    hideGroundFrom: groundMaskTop(f),
  });
}

type AddSubject = (s: Subject, box: Box, layer: number, depth: number, flip?: boolean) => Placed;

/**
 * A full-body figure on what it rides, sits or lies on (issue 29): the thing on the ground
 * of `region`, the figure's seat point (figure.ts attachments) on its saddle or seat.
 *
 * - ride: the ridden thing as layoutRelation places it (70 % of the width for a vehicle,
 *   62 % for an animal); the rider sized against it and seated where people.ts RIDES says.
 * - sit: an adult's standing height is 62 % of the region; the seat is as high as the
 *   thing's SEATS share (a chair 0.55) and the thing up to half that standing height, so a
 *   chair is knee-to-chest high.
 * - lie: the bed or couch up to 80 % of the width, the person at most 92 % of its length.
 *
 * When the figure's head would leave the region, both shrink about the ground point.
 */
function placeOnSeat(
  person: Subject,
  obj: Subject,
  region: Region,
  add: AddSubject,
): { subject: Placed; object: Placed } {
  const fig = person.art.figure!;
  const pose = person.pose!.pose;
  const R = region;
  const cx = R.x + R.w / 2;
  const aspect = obj.art.box.width / obj.art.box.height;
  const layoutAt = (k: number): { o: Box; p: Box; flip: boolean } => {
    if (pose === 'ride') {
      const flat = aspect > 2.5;
      const ow = R.w * (flat ? 0.5 : obj.entry?.kind === 'vehicle' ? 0.7 : 0.62) * k;
      const size = fit(aspect, ow, R.h * 0.5 * k);
      const o = { x: cx - size.w / 2, y: R.ground - size.h, ...size };
      const { box, flip } = riderBox(fig, obj.name, o, false);
      return { o, p: box, flip };
    }
    const standing = R.h * 0.62 * k;
    const lying = pose === 'lie';
    // Lying down, the bed or couch is as long as the person (a little longer).
    const size = lying
      ? fit(aspect, R.w * 0.8 * k, R.h * 0.35 * k)
      : fit(aspect, R.w * 0.62 * k, standing * 0.5);
    const o = { x: cx - size.w / 2, y: R.ground - size.h, ...size };
    const seat = SEATS[obj.name] ?? 0.3;
    const h = lying
      ? (Math.min(o.w * 0.92, (fig.box.width * standing) / 100) * fig.box.height) / fig.box.width
      : (fig.box.height * standing) / 100;
    const seatY = o.y + o.h * seat;
    const p = sitterBox(fig, o.x + o.w * (pose === 'lie' ? 0.5 : 0.45), seatY, h, false);
    return { o, p, flip: false };
  };
  let lay = layoutAt(1);
  const top = Math.min(lay.p.y, lay.o.y);
  if (top < R.y) lay = layoutAt((R.ground - R.y) / (R.ground - top));
  const object = add(obj, lay.o, LAYER.stage, lay.o.y + lay.o.h);
  // The person in front of what they ride or sit on (a leg over the saddle, a lap on the seat).
  const subject = add(person, lay.p, LAYER.held, 0, lay.flip);
  return { subject, object };
}

/** What placeGroup placed: the subjects it used, the holder of held things, their box. */
interface Group {
  placed: Subject[];
  holder: Subject | undefined;
  holderPlaced: Placed;
  box: Box;
  names: string[];
  usesOpenMoji: boolean;
  /** The relation's object as placed (the tree a cat is on), when a relation was laid out. */
  object?: Placed;
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
  const add = (s: Subject, box: Box, layer: number, depth: number, flip = false): Placed => {
    const onGround = Math.abs(box.y + box.h - ground) < f.ch * 0.02;
    scene.add({
      name: s.name,
      art: s.art,
      box,
      flip,
      layer,
      depth,
      bust: s.bust,
      // A figure in front of what it relates to (a tree it sits under) would erase it with
      // the mask: the ground line may run behind it instead.
      hideGroundFrom:
        onGround && hidesGround(s) && !(s.art.figure && layer === LAYER.held) ? groundMaskTop(f) : undefined,
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
    const figure = copies[0]!.art.figure;
    const pose = copies[0]!.pose?.pose;
    const seated = ['riding', 'on', 'in', 'sleeping on'].includes(relation);
    if (figure && seated && (pose === 'ride' || pose === 'sit' || pose === 'lie') && copies.length === 1) {
      // Issue 29: a rider on the saddle, a sitter on the seat, found by the figure's seat point.
      const placedFig = placeOnSeat(copies[0]!, obj, region, add);
      {
        const names = [st, ot];
        return {
          placed: [obj, copies[0]!],
          holder: copies[0],
          holderPlaced: placedFig.subject,
          box: unionBox([placedFig.subject.box, placedFig.object.box]),
          names,
          usesOpenMoji: !obj.art.raster,
        };
      }
    }
    if (figure && relation === 'under' && copies.length === 1) {
      // A person under a tree is person-sized (standing half the tree's height, sitting
      // 40 %), not a doll squeezed into the trunk's width; they sit or stand with their back
      // to the trunk, beside it, so the ground mask between their legs leaves the trunk whole.
      const o = lay.object;
      const h = o.h * (pose === 'sit' || pose === 'lie' ? 0.4 : 0.55);
      const size = fit(aspect(copies[0]!), f.cw * 0.6, h);
      const box = { x: o.x + o.w * 0.55 - size.w * 0.12, y: ground - size.h, ...size };
      const objectPlaced = add(obj, o, LAYER.stage, o.y + o.h);
      const person = add(copies[0]!, box, LAYER.stage, o.y + o.h + 1);
      return {
        placed: [obj, copies[0]!],
        holder: copies[0],
        holderPlaced: person,
        box: unionBox([o, person.box]),
        names: [st, ot],
        usesOpenMoji: !obj.art.raster,
        object: objectPlaced,
      };
    }
    const objectPlaced = add(obj, lay.object, LAYER.stage, lay.object.y + lay.object.h);
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
        const reader = placedSubjects[0]!;
        // A full-body reader holds the book in both hands (issue 29).
        const box = reader.art.figure
          ? heldByFigure(book.art, reader, false, book.entry)
          : { ...lay.book, ...size };
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
      object: objectPlaced,
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
    // Figures differ in hair and clothes, so each keeps its own aspect, feet on the cell's bottom.
    const boxes = cells.map((c, k) => {
      if (!copies[k]!.art.figure) return c;
      const b = fitIn(copies[k]!, c);
      return { ...b, y: c.y + c.h - b.h };
    });
    // Side-on figures in a row turn to face each other in pairs (players, friends).
    const facing = (k: number) =>
      copies[k]!.art.figure !== undefined && copies[k]!.art.topX !== 0.5 && k % 2 === 1;
    const placed = boxes.map((b, k) => add(copies[k]!, b, LAYER.stage, b.y + b.h, facing(k)));
    return {
      placed: copies,
      holder: copies[0],
      holderPlaced: placed[0]!,
      box: unionBox(boxes),
      names: [firstName!],
      usesOpenMoji: copies.some((s) => !s.art.raster),
    };
  }
  return null;
}

/** Containers a thing can be put in (grammar.ts CONTAINERS' small ones, drawn open at the top). */
const OPEN_CONTAINERS = /^(basket|nest|teacup|box|bucket|cup|bowl|pot|bag|cart|wagon|bathtub|bath)$/;

/**
 * Places the `others` that the prompt puts on or in a thing already on the page (issue 29):
 * a container on a vehicle sits over its front wheel ("a bike with a basket": 34 % of the
 * vehicle's width, its bottom at 45 % of the vehicle's height, on the side the rider faces);
 * things in an open container stand in it, side by side, their lower third hidden behind its
 * front ("a basket full of flowers": each up to 1.3 times its share of 90 % of the container's
 * width, overlapping, and 1.2 times its height). Containers first, so what goes in them finds them placed.
 * @returns the names placed.
 */
function placeAttached(
  scene: Scene,
  understanding: Understanding,
  others: readonly Subject[],
  lw: number,
): string[] {
  const done: string[] = [];
  const onto = (name: string, relation: 'on' | 'in') =>
    understanding.relations
      .filter((r) => r.relation === relation && understanding.things[r.subject]?.term === name)
      .map((r) => understanding.things[r.object]!.term)
      .map((term) => scene.placed.find((p) => p.name === term && p.layer >= LAYER.stage))
      .find((p) => p !== undefined);
  const names = [...new Set(others.map((o) => o.name))];
  // Containers on vehicles first.
  for (const name of names) {
    const o = others.find((s) => s.name === name)!;
    const vehicle = onto(name, 'on');
    if (!vehicle || vehicle.art.figure || !OPEN_CONTAINERS.test(name)) continue;
    if (!vehicle.name.match(/bicycle|bike|scooter|tricycle|motor/)) continue;
    const v = vehicle.box;
    const size = sizedBox(o.art, fitScale(o.art, v.w * 0.34, v.h * 0.4, lw));
    // OpenMoji's bicycle faces right unless flipped; the basket goes over the front wheel.
    const front = vehicle.flip ? v.x + v.w * 0.18 : v.x + v.w * 0.82;
    const box = { x: front - size.w / 2, y: v.y + v.h * 0.45 - size.h, ...size };
    scene.add({ name, art: o.art, box, flip: false, layer: LAYER.held, depth: 3 });
    done.push(name);
  }
  for (const name of names) {
    if (done.includes(name)) continue;
    const container = onto(name, 'in');
    if (!container || container.art.figure || !OPEN_CONTAINERS.test(container.name)) continue;
    const copies = others.filter((s) => s.name === name);
    const c = container.box;
    const cell = (c.w * 0.9) / copies.length;
    copies.forEach((o, k) => {
      const size = sizedBox(o.art, fitScale(o.art, cell * 1.3, c.h * 1.2, lw));
      const cx = c.x + c.w * 0.05 + cell * (k + 0.5);
      // Bottom a third of the way down the container: its front hides the stems.
      const box = { x: cx - size.w / 2, y: c.y + c.h * 0.35 - size.h * 0.7, ...size };
      // Drawn before (behind) the container, which is at depth 3 of the held layer.
      const layer = container.layer;
      const depth = container.depth - 0.5;
      scene.add({ name, art: o.art, box, flip: false, layer, depth });
    });
    done.push(name);
  }
  return done;
}

/**
 * Share of a held thing's width that overlaps its (non-figure) holder's box: enough to read as
 * held, too little to reach a side-on animal's face at the box's edge (judged on look set 3).
 */
const HELD_OVERLAP = 0.08;

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
  const profile = input.profile ?? AUDIENCE_PROFILES[audience];
  const lw = profile.lineWidthPx;
  const sizes = SIZES[audience];
  const setting = getSetting(understanding.setting);
  const style = { ...DEFAULT_PAGE_STYLE, ...input.style };
  const detail = DETAIL_TUNING[style.detail];
  // Subject only (issue 33): no sky, ground, props or decorations; the subject on white.
  // A patterned subject ("a zentangle owl") is drawn alone and big, as such pages are: the
  // patterns are the page (2026-11-30: a sun, clouds and flowers round it distracted).
  const subjectOnly = style.background === 'subject' || understanding.patterned === true;
  const frame = frameSpecOf(input, `${setting.name}${understanding.night ? ' night' : ''}`);
  const frameInset = frameInsetPx(frame.style, lw, frame.minRegionAreaPx, frame.theme);
  const inset = SAFE_MARGIN_PX + lw * 1.5 + frameInset;
  const L = inset;
  const T = inset;
  const R = W - inset;
  const B = H - inset;
  const base = { L, T, R, B, cw: R - L, ch: B - T, lw };
  const f: Frame = { ...base, groundY: subjectOnly ? null : groundLevel(setting, base) };
  const scene = new Scene(f, rand);
  let usesOpenMoji = false;

  // Subjects: characters first, then the prompt's things (main first), within maxElements.
  const subjects: Subject[] = [];
  for (const c of input.characters ?? [])
    subjects.push({ name: c.name, art: rasterDrawable(c), entry: null, held: false, bust: false });
  if (input.photo) return composePhotoPage(input, input.photo, scene, rand);
  // A character is the subject; things only implied by the setting are then not needed.
  const things = understanding.things.filter((t) => !(t.implied && subjects.length > 0));
  const features = understanding.features ?? [];
  if (
    things.length === 0 &&
    subjects.length === 0 &&
    understanding.glyphs.length === 0 &&
    features.length === 0
  ) {
    things.push({ term: 'house', candidates: lookup('house'), count: 1, held: false });
  }
  // Sky things (sun, stars, rainbow) make poor main subjects when something else is asked for.
  const ordered = [
    ...things.filter((t) => !t.held && t.candidates[0]!.kind !== 'sky'),
    ...things.filter((t) => !t.held && t.candidates[0]!.kind === 'sky'),
  ];
  // The one who holds what is held is the main subject, who holds it (2026-11-30: "a boy and his
  // grandma baking bread": grandma's bowl was put in the boy's hands, the main subject's).
  const holding = understanding.relations.find((r) => r.relation === 'holding');
  const holder = holding ? understanding.things[holding.subject] : undefined;
  const at = holder ? ordered.indexOf(holder) : -1;
  if (holder && at > 0 && holder.candidates[0]!.kind === 'person' && !input.characters?.length) {
    ordered.splice(at, 1);
    ordered.unshift(holder);
  }
  const heldThings = things.filter((t) => t.held);
  // Counted things ("seven ladybugs") may exceed the usual number of pictures: a count
  // is drawn exactly, up to MAX_COUNT (toddlers: 5).
  const maxInstances = profile.maxElements + (audience === 'toddler' ? 0 : 2) + MAX_COUNT;
  const named = new Set<string>(subjects.map((s) => s.name));
  // People doing something are full-body figures in a pose (issue 29, people.ts).
  const poseByIndex = posesFor(understanding);
  const poses = new Map<Thing, PersonPose>();
  for (const [k, pose] of poseByIndex) poses.set(understanding.things[k]!, pose);
  const identical = wantsIdentical(understanding);
  let personIndex = 0;
  // Which person (in the order drawn) wears the story character's look.
  const copiesOf = (thing: Thing) =>
    thing.counted
      ? Math.min(thing.count, audience === 'toddler' ? 5 : MAX_COUNT)
      : Math.min(thing.count, audience === 'toddler' ? 1 : 3);
  const castIndex = castPersonIndex(ordered, poses, input.cast?.term, identical, copiesOf);
  for (const thing of ordered) {
    if (named.size >= profile.maxElements) break;
    named.add(thing.term);
    const copies = copiesOf(thing);
    for (let i = 0; i < copies && subjects.length < maxInstances; i++) {
      const pose = poses.get(thing);
      if (pose) {
        // Each person their own look, unless the prompt asks for look-alikes ("twins").
        const index = identical ? 0 : personIndex++;
        const variant = figureVariant(input.seed, index);
        // The story's character is the first person of its own kind ("a mom … with the kids":
        // the mom, not the first child), else the first person.
        const kept = input.cast?.figure && index === castIndex ? input.cast.figure : undefined;
        const art = figureArt(thing, pose, variant, kept);
        subjects.push({ name: thing.term, art, entry: thing.candidates[0]!, held: false, bust: false, pose });
        continue;
      }
      const { art, entry } = thing.face
        ? await chooseFaceArt(thing, rand)
        : await chooseArt(
            thing,
            rand,
            input.cast?.term === thing.term ? thing.candidates.slice(0, 1) : undefined,
          );
      const moved = thing.motion && entry.kind === 'animal' ? inMotion(art, thing.motion) : art;
      subjects.push({ name: thing.term, art: moved, entry, held: false, bust: isBust(entry) });
    }
  }
  const held: Subject[] = [];
  for (const thing of heldThings) {
    if (named.size >= profile.maxElements) break;
    named.add(thing.term);
    const { art, entry } = await chooseArt(thing, rand);
    held.push({ name: thing.term, art, entry, held: true, bust: false });
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
      // Alone on white (subject only), the subject takes the room the scene would have had.
      const grow = subjectOnly ? 1.3 : 1;
      const frac = Math.min(0.92, (alone ? sizes.mainAlone : sizes.mainShared) * grow + wide);
      // A seated or lying figure is as big as it would be standing, not blown up to fill
      // the height with its lower box.
      const fig = main.art.figure;
      const standingShare = fig ? Math.min(1, fig.box.height / fig.standing) : 1;
      const maxH = f.ch * (alone ? 0.6 : 0.5) * grow * standingShare;
      const s = fitScale(main.art, f.cw * frac, maxH, lw);
      const size = sizedBox(main.art, s);
      const centreX = alone
        ? L + f.cw / 2 + between(rand, -0.04, 0.04) * f.cw
        : L + f.cw * (rand() < 0.5 ? 0.37 : 0.63);
      const onGround = standsOnGround(main.entry, setting) && f.groundY !== null;
      let y: number;
      if (main.bust) y = B - size.h;
      else if (main.art === RAINBOW) y = T + f.ch * 0.08;
      else if (onGround) y = (f.groundY as number) + f.ch * GROUND_STEP[setting.ground] - size.h;
      else if (main.entry?.kind === 'sky') y = T + f.ch * 0.12;
      else y = T + f.ch * (setting.ground === 'none' || subjectOnly ? 0.5 : 0.42) - size.h / 2;
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
        hideGroundFrom: onGround && hidesGround(main) ? groundMaskTop(f) : undefined,
        bust: main.bust,
      });
      elements.push(main.name);
    }

    // Held things next to the top of the main subject (its head, for animals and people).
    const mainPlaced = group ? group.holderPlaced : scene.placed[scene.placed.length - 1]!;
    /** Held things of which the main subject's copies each hold one ("kids with umbrellas"). */
    const heldByCopies: { held: Subject; raised: boolean; more: number }[] = [];
    for (const h of held) {
      if (isWorn(h.name, understanding)) {
        // Worn things sit on the wearer: a hat or crown on the head, glasses on the eyes,
        // a scarf at the neck (issue 14 #1).
        const b = mainPlaced.box;
        const neckWorn = /scarf|tie|necklace/.test(h.name);
        // A portrait's neck is low in its box; a whole animal's is just under its head, near
        // the top (look set 4: a giraffe's scarf hung by its legs, beside it).
        const animal = !main.bust && main.entry?.kind === 'animal';
        // A person's portrait has its chin at about 70 % of its box; an animal's face-only
        // portrait is all face, its neck at the bottom (the scarf covered a fox's eyes).
        const neckAt = animal
          ? 0.3
          : main.bust && main.entry?.kind === 'animal'
            ? 0.9
            : main.bust
              ? 0.74
              : 0.58;
        const face = /glasses/.test(h.name) ? 0.36 : neckWorn ? neckAt : 0;
        const width = b.w * (face > 0 ? (animal && neckWorn ? 0.32 : 0.5) : 0.45);
        const ws = fitScale(h.art, width, b.h * (animal && neckWorn ? 0.2 : 0.3), lw);
        const wsize = sizedBox(h.art, ws);
        const topX = flip ? 1 - main.art.topX : main.art.topX;
        // The neck is a little in from the head, towards the body.
        const headX = b.x + b.w * (animal && neckWorn ? topX * 0.75 + 0.5 * 0.25 : topX);
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
      if (main.art.figure) {
        // A full-body figure holds it in the hand (issue 29: people who can act); an umbrella
        // or a balloon is held up whatever the pose (look set 4: "kids … with umbrellas").
        const raised = RAISED_THINGS.test(h.name) || (main.pose?.raised ?? false);
        const box = heldByFigure(h.art, mainPlaced, raised, h.entry);
        scene.add({ name: h.name, art: h.art, box, flip: false, layer: LAYER.held, depth: 0 });
        elements.push(h.name);
        // "kids with umbrellas": each of the other copies of the holder holds one too, once
        // they are placed (below).
        const wanted = understanding.things.find((t) => t.term === h.name)?.count ?? 1;
        if (wanted > 1) heldByCopies.push({ held: h, raised, more: wanted - 1 });
        continue;
      }
      if (main.bust) {
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
      // In front of the subject on the side it faces, touching its edge but never over its
      // face (issue 29: an egg held by a side-on bunny covered its face when it overlapped
      // by 30 %): at the mouth for something eaten, at the front paws for something held.
      const eaten = understanding.relations.some(
        (r) => r.relation === 'eating' && understanding.things[r.object]?.term === h.name,
      );
      const hx = towardsRight
        ? mainPlaced.box.x + mainPlaced.box.w - hsize.w * HELD_OVERLAP
        : mainPlaced.box.x - hsize.w * (1 - HELD_OVERLAP);
      const hy = main.bust
        ? mainPlaced.box.y + mainPlaced.box.h * 0.35
        : eaten
          ? mainPlaced.box.y + mainPlaced.box.h * 0.12
          : mainPlaced.box.y + mainPlaced.box.h * 0.92 - hsize.h;
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
    // Someone pointing (teaching, showing) has the other people in a row where they point,
    // feet on the same ground (issue 29: "a teacher teaching three kids").
    const audienceRow =
      !group &&
      main.pose?.pose === 'point' &&
      f.groundY !== null &&
      others.length > 0 &&
      others.every((o) => o.art.figure);
    if (audienceRow) {
      const b = mainPlaced.box;
      const right = !mainPlaced.flip;
      const x0 = right ? b.x + b.w * 0.85 : f.L;
      const x1 = right ? f.R : b.x + b.w * 0.15;
      const bottom = b.y + b.h;
      const cells = countGrid(others.length, 1, { x: x0, y: bottom - b.h * 0.8, w: x1 - x0, h: b.h * 0.8 });
      others.forEach((o, k) => {
        const cell = cells[k]!;
        const size = fit(o.art.box.width / o.art.box.height, cell.w / 0.85, b.h * 0.8);
        const box = { x: cell.x + (cell.w - size.w) / 2, y: bottom - size.h, ...size };
        scene.add({
          name: o.name,
          art: o.art,
          box,
          // Side-on listeners turn to the one who points.
          flip: o.art.topX !== 0.5 && right,
          layer: LAYER.stage,
          depth: bottom,
          hideGroundFrom: groundMaskTop(f),
        });
        if (!elements.includes(o.name)) elements.push(o.name);
      });
    }
    // Things on or in something already placed (a basket on a bike, flowers in the basket)
    // go there, not beside the group (issue 29 "relations drawn as relations").
    const attached = audienceRow ? [] : placeAttached(scene, understanding, others, lw);
    for (const name of attached) if (!elements.includes(name)) elements.push(name);
    for (const o of audienceRow ? [] : others.filter((s) => !attached.includes(s.name))) {
      // Beside full-body people, a ball or a toy is sized to them, not to the whole group.
      // Bugs too: beside a beekeeper, bees are a bee's size, not two thirds of the person's
      // (look set 10: two bees as big as the house, the beekeeper a tenth of the page).
      // A game's goal (understand.ts SPORT_GOAL_ART) is as tall as a player or a little taller,
      // not sized like a ball (2026-11-30: a hoop a third of the shooter's height).
      const goal = SPORT_GOAL_ART.has(o.entry?.annotation ?? o.name);
      const small =
        o.entry !== null &&
        (['object', 'food'].includes(o.entry.kind) || o.entry.subgroup === 'animal-bug') &&
        !goal;
      const figureH = main.art.figure ? mainPlaced.box.h : 0;
      const ground = standsOnGround(o.entry, setting) && f.groundY !== null;
      if (small && main.art.figure && ground && ['run', 'walk'].includes(main.pose?.pose ?? '')) {
        // A ball at the runner's feet, in front ("kids playing soccer").
        const size = sizedBox(o.art, fitScale(o.art, figureH * 0.3, figureH * 0.3, lw));
        const feet = mainPlaced.box;
        const ahead = mainPlaced.flip ? feet.x - size.w * 0.6 : feet.x + feet.w - size.w * 0.4;
        scene.add({
          name: o.name,
          art: o.art,
          box: { x: ahead, y: feet.y + feet.h - size.h, ...size },
          flip: false,
          layer: LAYER.held,
          depth: 0,
        });
        if (!elements.includes(o.name)) elements.push(o.name);
        continue;
      }
      // Only when the thing is up on the other one: beside it ("reaching for an apple … with a
      // rabbit"), the reacher sized against the rabbit vanished behind the apple (2026-11-29).
      const upOn =
        group?.object &&
        group.holderPlaced.box.y + group.holderPlaced.box.h < group.object.box.y + group.object.box.h * 0.7;
      if (o.art.figure && o.pose?.pose === 'reach' && group?.object && upOn) {
        // Issue 29: someone reaching for a thing on another ("rescuing a cat from a tree")
        // stands in front of it, beside its middle, facing it, the hand up towards the thing.
        placeReacher(scene, o, group.object, group.holderPlaced);
        if (!elements.includes(o.name)) elements.push(o.name);
        continue;
      }
      // Full-body people beside a full-body main subject are drawn at its scale, so a grandma
      // is taller than her grandson (figure units: adult 100, child 72; 2026-11-30 the grandma
      // was sized as a share of the boy and came out half his height).
      const sameScale =
        o.art.figure && main.art.figure && !group ? mainPlaced.box.h / main.art.box.height : 0;
      // Two portraits side by side ("Astronaut superhero") are a pair: nearly the same size.
      const pair = others.length === 1 && main.bust && o.bust;
      const target =
        small && figureH > 0
          ? figureH * 0.3
          : goal
            ? (figureH > 0 ? figureH : mainBox.h * 0.8) * 1.15
            : Math.max(mainBox.w, mainBox.h) * (pair ? 0.85 : share);
      const gy = f.groundY as number;
      // Smaller and smaller until it fits; what the child named is always drawn.
      let box: Box | null = null;
      for (const [k, shrink] of (sameScale > 0 ? [1, 0.9, 0.8] : [1, 0.75, 0.55]).entries()) {
        const size2 =
          sameScale > 0
            ? sizedBox(o.art, sameScale * shrink)
            : sizedBox(o.art, fitScale(o.art, target * shrink, target * shrink, lw));
        box = scene.placeFree(
          size2,
          () => ({
            x: between(rand, L, R - size2.w),
            y: o.bust
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
        hideGroundFrom: ground && hidesGround(o) ? groundMaskTop(f) : undefined,
        bust: o.bust,
      });
      if (!elements.includes(o.name)) elements.push(o.name);
    }
    for (const { held: h, raised, more } of heldByCopies) {
      const holders = scene.placed
        .filter((p) => p.name === main.name && p !== mainPlaced && p.art.figure)
        .slice(0, more);
      for (const holder of holders) {
        const box = heldByFigure(h.art, holder, raised, h.entry);
        scene.add({ name: h.name, art: h.art, box, flip: false, layer: LAYER.held, depth: 0 });
      }
    }
  }

  // Props from the setting, within maxProps (none on a subject-only page); the detail
  // level scales how many of each kind (profiles.ts DETAIL_TUNING).
  const counts = scaledCounts(PROP_COUNTS[audience], detail.props);
  // A counting page ("number 5 with five stars") has the number and its things only: a comet
  // with its own little stars, or a bird, would be counted too (look sets 6–7).
  const countingPage =
    understanding.glyphs.some((g) => g.kind === 'number') && understanding.things.some((t) => t.counted);
  let propsLeft = subjectOnly || countingPage ? 0 : profile.maxProps;
  const propNames: string[] = [];
  const unknownPrompt =
    understanding.things.length === 0 && features.length === 0 && (input.characters ?? []).length === 0;
  const daySky = unknownPrompt
    ? ['sun with face', ...setting.sky.filter((t) => t !== 'sun')]
    : shuffled(rand, setting.sky);
  // At night the sun gives way to the moon, and stars come out; in the rain there is no sun
  // (look set 8: "a hedgehog hiding under a mushroom in the rain" had a sun, judged "sunny, no rain").
  const rainy = understanding.things.some((t) => /rain|lightning|storm/.test(t.term));
  const sunless = (t: string) => t !== 'sun' && t !== 'sun with face' && t !== 'rainbow';
  const skyTerms = understanding.night
    ? ['crescent moon', ...daySky.filter(sunless)]
    : rainy
      ? daySky.filter(sunless)
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

  const counted = understanding.things.filter((t) => t.counted).map((t) => t.term);
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
  if (!subjectOnly)
    drawDecorations(
      scene,
      {
        ...setting,
        // The setting's own, the places the prompt named (issue 29), stars at night.
        // A page of letters has its words where a classroom's board hangs: the board is left
        // out, or its lines cut the letters into slivers that print black (a "Welcome Back to
        // School" sign, 2026-11-29).
        decorations: [
          ...setting.decorations,
          ...(understanding.features ?? []).filter((d) => !setting.decorations.includes(d)),
          ...(understanding.night && !setting.decorations.includes('stars') && setting.ground !== 'seabed'
            ? (['stars'] as const)
            : []),
        ]
          .filter((d) => !(d === 'board' && understanding.glyphs.length > 0))
          // "number 5 with five stars": a field of small stars (or bubbles) would break the count
          // (look sets 6–7: "extra small stars break the count").
          .filter((d) => !(DECORATION_OF[d] && counted.some((t) => t.includes(DECORATION_OF[d]!)))),
      },
      audience,
      { scale: detail.decorations, profile },
    );
  if (
    f.groundY !== null &&
    ['hills', 'flat', 'sand'].includes(setting.ground) &&
    audience !== 'toddler' &&
    detail.farHill &&
    !countingPage
  )
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
  if (!subjectOnly) drawGround(scene, setting);

  for (const name of propNames) if (!elements.includes(name)) elements.push(name);
  const subject = scene.placed.find((p) => p.name === elements[0] && p.art !== EMPTY);
  const subjectSilhouette = subject
    ? () => {
        const solid = emitPlaced({ ...subject, hideGroundFrom: undefined }, lw)
          .replaceAll('fill="#fff"', 'fill="#000"')
          .replaceAll('stroke="#fff"', 'stroke="#000"')
          .replaceAll('stroke="none"', 'stroke="#000"');
        return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" shape-rendering="crispEdges"><rect width="${W}" height="${H}" fill="#fff"/><g stroke-linecap="round" stroke-linejoin="round">${solid}</g></svg>`;
      }
    : undefined;
  // "a zentangle cat": patterns in the subject's white regions (zentangle.ts), painted over
  // the page where it is white inside the subject; a figure or a character keeps its look.
  if (understanding.patterned && subject && subjectSilhouette && !subject.art.figure && !subject.art.raster) {
    const fill = await zentangleFill({
      pageSvg: toSvg(scene, W, H, frame),
      silhouetteSvg: subjectSilhouette(),
      width: W,
      height: H,
      lw,
      minSide: Math.sqrt(profile.minRegionAreaPx),
    });
    // In page px: the art's box is the content box and is placed on itself, so nothing moves
    // (scene.add keeps boxes inside the content box: a page-sized box moved the patterns).
    const c = { x: scene.f.L, y: scene.f.T, w: scene.f.R - scene.f.L, h: scene.f.B - scene.f.T };
    if (fill)
      scene.add({
        name: '',
        art: { markup: fill, box: { x: c.x, y: c.y, width: c.w, height: c.h }, topX: 0.5, raster: true },
        box: c,
        flip: false,
        layer: LAYER.frontDecor,
        depth: Number.MAX_SAFE_INTEGER,
      });
  }
  const svg = toSvg(scene, W, H, frame);
  const fallback =
    understanding.things.length === 0 &&
    !understanding.settingNamed &&
    features.length === 0 &&
    (input.characters ?? []).length === 0;
  return {
    svg,
    elements,
    setting: setting.name,
    usesOpenMoji,
    subjectSilhouette,
    coloredSvg: () => toSvg(scene, W, H, frame, true),
    placements: placementsOf(scene),
    fallback,
    usesFont: understanding.glyphs.length > 0,
  };
}

/** Decorations drawn as many small copies of a thing, by the word of that thing. */
const DECORATION_OF: Partial<Record<string, string>> = { stars: 'star', bubbles: 'bubble' };

/**
 * The index, among the persons drawn in `ordered` order (copies counted), of the first
 * person whose term is the story character's (`castTerm`), else 0: "a mom waving at a child"
 * keeps the mom's look on the mom even when the child is placed first (the fifth story
 * panel saw a mother's look go to her child, 2026-11-29).
 */
function castPersonIndex(
  ordered: readonly Thing[],
  poses: ReadonlyMap<Thing, PersonPose>,
  castTerm: string | undefined,
  identical: boolean,
  copiesOf: (thing: Thing) => number,
): number {
  if (!castTerm || identical) return 0;
  let index = 0;
  for (const thing of ordered) {
    if (!poses.has(thing)) continue;
    if (thing.term === castTerm) return index;
    index += copiesOf(thing);
  }
  return 0;
}

/**
 * School diagrams (issue 29, "kinds of page that are not scenes": "school diagrams with
 * labels"): the water cycle, the solar system, life cycles (butterfly, frog, plant), the parts
 * of a plant, the phases of the moon, the layers of the earth, a volcano cross-section and a
 * plant or animal cell, a page of named shapes (flat or solid) and the human skeleton, each drawn procedurally as closed white outlines with the audience's
 * black stroke and labelled in capitals from the page font (glyphs.ts, Fredoka One).
 *
 * Every diagram is laid out in a design box 1000 units wide and DESIGN_H tall (a letter page's
 * proportions), scaled to the page's drawable area; strokes stay in page pixels. Labels are
 * filled black capitals on a white knock-out box (so an orbit or leader line never runs
 * through a word); each closed counter of a letter (A, B, D, O, P, Q, R) gets a hairline slit
 * to the paper, so the print clean-up (finish.ts: enclosed regions under minRegionAreaPx are
 * filled black) cannot fill it and turn the letter into a blot. Toddler pages have no labels.
 */
import type { Audience } from '../types';
import { normalizeTerm } from './catalog';
import { contours, glyphArt } from './glyphs';
import { NUMBER_WORDS } from './grammar';
import { STOP_WORDS } from './lexicon';
import { f, frameOf, lineAndInset, type PatternPage, page } from './patterns';
import type { Random } from './random';

/** The diagrams this file draws. */
export type DiagramKind =
  | 'water-cycle'
  | 'solar-system'
  | 'life-cycle'
  | 'plant-parts'
  | 'moon-phases'
  | 'earth-layers'
  | 'volcano'
  | 'cell'
  | 'shapes'
  | 'skeleton'
  | 'fractions'
  | 'clock'
  | 'weather';

/** The kinds of weather a weather page draws, each in its box. */
export type WeatherKind = 'sunny' | 'rainy' | 'snowy' | 'windy' | 'cloudy' | 'stormy';

/** Flat and solid shapes a shapes page draws (shapeOutline), by the word that names each. */
export type ShapeName =
  | 'circle'
  | 'square'
  | 'triangle'
  | 'rectangle'
  | 'oval'
  | 'star'
  | 'heart'
  | 'diamond'
  | 'pentagon'
  | 'hexagon'
  | 'octagon'
  | 'trapezoid'
  | 'parallelogram'
  | 'semicircle'
  | 'crescent'
  | 'cube'
  | 'cuboid'
  | 'cylinder'
  | 'cone'
  | 'sphere'
  | 'pyramid';

/** What a diagram prompt asks for. */
export interface DiagramRequest {
  kind: DiagramKind;
  /** Life cycles: whose; plant parts: plant or flower; cells: plant or animal. */
  subject?: 'butterfly' | 'frog' | 'plant' | 'flower' | 'animal';
  /** Shapes pages: the shapes named, in order (none named: the audience's usual set). */
  shapes?: ShapeName[];
  /** Fraction pages: the number of equal slices of each pizza, in order ([8]: one pizza in eighths). */
  slices?: number[];
  /** Clock pages: the time the hands show ({ hour: 1–12, minute: 0–59 }), or none (a face to draw hands on). */
  time?: { hour: number; minute: number };
  /** Weather pages: the kinds of weather, in order. */
  weather?: WeatherKind[];
  /** Words of the prompt that name something the diagram does not draw (reported as not drawn). */
  skipped: string[];
}

/** Words any diagram prompt may carry without naming a thing to draw (maps.ts reads them too). */
export const DESCRIBING = new Set(
  `diagram diagrams chart poster labeled labelled label labels labeling labelling named names name
  arrow arrows simple easy basic kids kid children child school science class classroom lesson worksheet homework
  project showing shows show drawing picture page coloring colouring sheet cute big large detailed educational
  learning learn printable cross section sections cutaway cut away stages stage steps step parts part cycle cycles
  life lifecycle different main order please make draw preschool kindergarten grade first second third fourth
  title circle row rows going round showing explained explain teacher students student for about how works work
  whole complete full style colour color`.split(/\s+/),
);

/** Words naming a part each diagram draws (read, not reported as skipped). */
const PART_WORDS: Record<DiagramKind, string> = {
  'water-cycle': `water cycle sea ocean lake river mountain mountains hill sun cloud clouds rain raindrops drops
    evaporation evaporate condensation condense precipitation collection runoff land ground`,
  'solar-system': `solar system sun planets planet orbit orbits orbiting mercury venus earth mars jupiter saturn
    uranus neptune ring rings space our around 8 eight sizes size`,
  'life-cycle': `butterfly butterflies caterpillar caterpillars chrysalis pupa cocoon egg eggs leaf frog frogs tadpole
    tadpoles froglet frogspawn spawn plant plants seed seeds sprout seedling flower flowers bean growing grows
    grow metamorphosis adult four 4 to`,
  'plant-parts': `plant flower petal petals stem stems leaf leaves root roots soil centre center pollen seeds
    anatomy its`,
  'moon-phases': `phases phase moon moons lunar new full crescent gibbous quarter half waxing waning night eight 8 all`,
  'earth-layers': `layers layer earth earths crust mantle core inner outer planet globe inside four 4 structure`,
  volcano: `volcano volcanoes magma chamber vent crater lava ash cloud smoke erupting eruption inside layers`,
  cell: `cell cells plant animal nucleus vacuole chloroplast chloroplasts mitochondria mitochondrion membrane
    wall cytoplasm organelles organelle its`,
  shapes: `shapes shape 2d 3d two three dimensional flat solid solids geometric geometry basic their names name
    sides side corners corner faces face edges each`,
  clock: `clock clocks face time telling tell oclock o clock half past quarter to hands hand hour minute hours
    minutes practice what is it show showing shows numbers analog analogue 1 2 3 4 5 6 7 8 9 10 11 12 one two
    three four five six seven eight nine ten eleven twelve am pm morning`,
  weather: `weather types kinds different sunny sun rainy rain snowy snow windy wind cloudy clouds cloud stormy storm
    thunder lightning boxes box four 4 six 6 seasons chart each its name`,
  fractions: `fraction fractions pizza pizzas pie pies cake cakes circle circles cut sliced slice slices pieces piece
    equal parts halves half thirds third quarters quarter fourths fourth fifths sixths sixth eighths eighth into
    two three four six eight 2 3 4 6 8 and math maths`,
  skeleton: `skeleton skeletal system human body bones bone skull jaw jawbone collarbone clavicle shoulder blade
    scapula sternum breastbone ribs rib ribcage cage spine backbone vertebrae vertebra humerus radius ulna arm
    arms leg legs hip hips pelvis femur thigh kneecap knee patella tibia fibula shin hand hands foot feet
    fingers toes major most important`,
};

/** Shape names by the words that name them ("squares", "rhombus", "3d pyramid"). */
const SHAPE_WORDS: [RegExp, ShapeName][] = [
  [/\bsemi\s*circles?\b|\bhalf\s+circles?\b/, 'semicircle'],
  [/\bcircles?\b/, 'circle'],
  [/\bsquares?\b/, 'square'],
  [/\btriangles?\b/, 'triangle'],
  [/\brectangles?\b/, 'rectangle'],
  [/\bovals?\b|\bellipses?\b/, 'oval'],
  [/\bstars?\b/, 'star'],
  [/\bhearts?\b/, 'heart'],
  [/\bdiamonds?\b|\brhomb(us|uses|i)\b/, 'diamond'],
  [/\bpentagons?\b/, 'pentagon'],
  [/\bhexagons?\b/, 'hexagon'],
  [/\boctagons?\b/, 'octagon'],
  [/\btrapez(oid|oids|ium|iums)\b/, 'trapezoid'],
  [/\bparallelograms?\b/, 'parallelogram'],
  [/\bcrescents?\b/, 'crescent'],
  [/\bcubes?\b/, 'cube'],
  [/\bcuboids?\b|\brectangular\s+prisms?\b/, 'cuboid'],
  [/\bcylinders?\b/, 'cylinder'],
  [/\bcones?\b/, 'cone'],
  [/\bspheres?\b/, 'sphere'],
  [/\bpyramids?\b/, 'pyramid'],
];

/** The words of SHAPE_WORDS (read as parts of a shapes page, not reported as skipped). */
const SHAPE_TERMS =
  `circle circles square squares triangle triangles rectangle rectangles oval ovals ellipse ellipses star stars
  heart hearts diamond diamonds rhombus rhombuses rhombi pentagon pentagons hexagon hexagons octagon octagons
  trapezoid trapezoids trapezium trapeziums parallelogram parallelograms semicircle semicircles half crescent
  crescents cube cubes cuboid cuboids rectangular prism prisms cylinder cylinders cone cones sphere spheres
  pyramid pyramids`.split(/\s+/);
const PARTS: Record<DiagramKind, Set<string>> = Object.fromEntries(
  Object.entries(PART_WORDS).map(([k, v]) => [k, new Set(v.split(/\s+/).filter(Boolean))]),
) as Record<DiagramKind, Set<string>>;
for (const t of SHAPE_TERMS) PARTS.shapes.add(t);

/** Life-cycle subjects by the words that name them. */
const LIFE_SUBJECTS: [RegExp, DiagramRequest['subject']][] = [
  [/\b(butterfl(y|ies)|caterpillars?|chrysalis|monarch)\b/, 'butterfly'],
  [/\b(frogs?|tadpoles?|frogspawn)\b/, 'frog'],
  [/\b(plants?|seeds?|beans?|flowers?|sunflowers?)\b/, 'plant'],
];

/** Animals whose life cycle is not drawn: "life cycle of a ladybug" is left to the scene path. */
const OTHER_LIFE =
  /\b(ladybugs?|ladybirds?|chickens?|hens?|chicks?|bees?|ants?|moths?|mosquito(es)?|salmon|turtles?|humans?|apple trees?|trees?|dragonfl(y|ies)|ducks?|penguins?|sea turtles?|stars?)\b/;

/**
 * Reads a prompt as a school diagram ("the water cycle with arrows", "life cycle of a frog",
 * "parts of a flower labeled: petal, stem, leaf, roots", "phases of the moon in a row").
 * Scenes stay scenes: "a frog on a lily pad", "a boy looking at the moon" name no diagram.
 * Other words that name things the diagram does not draw come back in `skipped`.
 * Shapes pages ("shapes page: circle, square…", "3D shapes") and the human skeleton are diagrams too;
 * maps are maps.ts's.
 * @returns the request, or null when the prompt asks for no diagram. Pure.
 */
export function findDiagramRequest(prompt: string): DiagramRequest | null {
  const text = normalizeTerm(prompt);
  let kind: DiagramKind | null = null;
  let subject: DiagramRequest['subject'];
  let shapes: ShapeName[] | undefined;
  const cell = /\b(plant|animal)\s+cells?\b/.exec(text);
  const named = SHAPE_WORDS.filter(([re]) => re.test(text)).map(([, n]) => n);
  const fraction = fractionSlices(text);
  const clock = clockTime(text);
  const weather = weatherKinds(text);
  if (clock) {
    kind = 'clock';
  } else if (weather) {
    kind = 'weather';
  } else if (fraction) {
    kind = 'fractions';
  } else if (isShapesPage(text, named.length)) {
    kind = 'shapes';
    shapes = named.length ? named : /\b(3d|three\s+dimensional|solids?)\b/.test(text) ? SOLID_SET : [];
  } else if (
    /\bhuman\s+skeleton\b|\bskeletal\s+system\b|\bbones\s+(of|in)\s+(the\s+|a\s+|your\s+)?(human\s+)?body\b/.test(
      text,
    ) ||
    (/\bskeleton\b/.test(text) &&
      /\b(labell?ed|labels?|bones|diagram|parts|science|named|anatomy)\b/.test(text))
  )
    kind = 'skeleton';
  else if (cell) {
    kind = 'cell';
    subject = cell[1] === 'plant' ? 'plant' : 'animal';
  } else if (
    /\blayers?\s+of\s+(the\s+)?earth\b|\bearths?\s+layers\b|\binside\s+(of\s+)?(the\s+)?earth\b|\bearths?\s+(core|crust|structure|cross\s+section|cutaway)\b/.test(
      text,
    )
  )
    kind = 'earth-layers';
  else if (/\bphases?\s+of\s+(the\s+)?moon\b|\bmoon\s+phases?\b|\blunar\s+phases?\b/.test(text))
    kind = 'moon-phases';
  else if (
    /\bvolcano(es)?\b/.test(text) &&
    /\b(cross\s+section|cutaway|cut\s+away|diagram|inside|parts|labell?ed|labels?|magma|layers)\b/.test(text)
  )
    kind = 'volcano';
  else if (/\bwater\s+cycle\b|\b(evaporation|precipitation|condensation)\b/.test(text)) kind = 'water-cycle';
  else if (
    /\bsolar\s+system\b|\b(all|the|eight|8|nine)\s+(\w+\s+)?planets\b|\bplanets\s+(of|in|around)\b/.test(text)
  )
    kind = 'solar-system';
  else if (
    /\blife\s+cycles?\b|\blifecycles?\b|\bmetamorphosis\b|\b(caterpillar|tadpole|seed)s?\s+to\s+(a\s+)?(butterfly|frog|plant|flower)\b/.test(
      text,
    )
  ) {
    kind = 'life-cycle';
    subject = LIFE_SUBJECTS.find(([re]) => re.test(text))?.[1];
    if (!subject) {
      if (OTHER_LIFE.test(text)) return null;
      subject = 'butterfly';
    }
  } else {
    const parts =
      /\bparts\s+of\s+(a\s+|the\s+)?(plant|flower)s?\b|\b(plant|flower)s?\s+(parts|anatomy|diagram)\b/.exec(
        text,
      );
    const labelled = /\b(plant|flower)s?\b/.exec(text) && /\blabell?ed\b|\blabels?\b/.test(text);
    if (parts || labelled) {
      kind = 'plant-parts';
      // "parts of a plant with labels for … flower" is a plant: the thing whose parts are asked for.
      const whose = parts ? (parts[2] ?? parts[3]) : /\bflowers?\b/.test(text) ? 'flower' : 'plant';
      subject = whose === 'flower' ? 'flower' : 'plant';
    }
  }
  if (!kind) return null;
  const skipped: string[] = [];
  for (const t of text.split(' ')) {
    if (!t || STOP_WORDS.has(t) || DESCRIBING.has(t) || PARTS[kind].has(t) || /^\d+(st|nd|rd|th)?$/.test(t))
      continue;
    if (!skipped.includes(t)) skipped.push(t);
  }
  if (shapes) return { kind, shapes, skipped };
  if (clock) return clock.time ? { kind, time: clock.time, skipped } : { kind, skipped };
  if (weather) return { kind, weather, skipped };
  if (fraction) return { kind, slices: fraction, skipped };
  return subject ? { kind, subject, skipped } : { kind, skipped };
}

/** Hours in words: grammar.ts's number words (one to ten) and the two past ten. */
const HOUR_WORDS: Readonly<Record<string, number>> = { ...NUMBER_WORDS, eleven: 11, twelve: 12 };

/**
 * A telling-time page: "a clock face showing 3 o'clock", "clock showing half past 7", "telling
 * time 4:30", "a clock face for telling time" (no time: a face to draw the hands on). An alarm
 * clock or a cuckoo clock on the wall is a scene (null). Pure.
 */
function clockTime(text: string): { time?: { hour: number; minute: number } } | null {
  const hour = (w: string) => HOUR_WORDS[w] ?? Number(w);
  const digital = /\b(\d{1,2}) (\d{2})\b/.exec(text); // "4:30" normalises to "4 30"
  const oclock =
    /\b(\d{1,2}|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve) ?o ?clock\b/.exec(text);
  const past =
    /\b(half|quarter) past (\d{1,2}|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)\b/.exec(
      text,
    );
  const to = /\bquarter to (\d{1,2}|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)\b/.exec(
    text,
  );
  const asked =
    /\bclock ?face\b|\btell(ing)? (the )?time\b|\bwhat time\b/.test(text) ||
    (/\bclocks?\b/.test(text) && (oclock || past || to || digital) !== null);
  if (!asked) return null;
  const ok = (h: number, m: number) => h >= 1 && h <= 12 && m >= 0 && m < 60;
  if (oclock && ok(hour(oclock[1]!), 0)) return { time: { hour: hour(oclock[1]!), minute: 0 } };
  if (past) {
    const h = hour(past[2]!);
    if (ok(h, 0)) return { time: { hour: h, minute: past[1] === 'half' ? 30 : 15 } };
  }
  if (to) {
    const h = hour(to[1]!);
    if (ok(h, 0)) return { time: { hour: h === 1 ? 12 : h - 1, minute: 45 } };
  }
  if (digital && ok(Number(digital[1]), Number(digital[2])))
    return { time: { hour: Number(digital[1]), minute: Number(digital[2]) } };
  return {};
}

const WEATHER_WORDS: [RegExp, WeatherKind][] = [
  [/\b(sunny|sun|sunshine)\b/, 'sunny'],
  [/\b(rainy|rain|raining)\b/, 'rainy'],
  [/\b(snowy|snow|snowing)\b/, 'snowy'],
  [/\b(windy|wind)\b/, 'windy'],
  [/\b(cloudy|clouds?)\b/, 'cloudy'],
  [/\b(stormy|storm|thunder|lightning)\b/, 'stormy'],
];

/**
 * A weather page: "weather types sunny rainy snowy and windy in four boxes", "a weather chart",
 * "different kinds of weather" (sunny, rainy, snowy, windy when none is named). A rainy day
 * scene is a scene (null): the page needs the weather as its subject. Pure.
 */
function weatherKinds(text: string): WeatherKind[] | null {
  if (!/\bweather\b/.test(text)) return null;
  const named: WeatherKind[] = [];
  for (const [re, kind] of WEATHER_WORDS) if (re.test(text) && !named.includes(kind)) named.push(kind);
  const page = /\b(types?|kinds?|chart|different|boxes|each|all|words?|labell?ed|learn\w*|worksheet)\b/.test(
    text,
  );
  if (!page && named.length < 2) return null;
  return named.length >= 2 ? named.slice(0, 6) : ['sunny', 'rainy', 'snowy', 'windy'];
}

/** Slices by the words that name a fraction ("halves", "quarters", "eighths"). */
const FRACTION_WORDS: [RegExp, number][] = [
  [/\bhal(f|ves)\b/, 2],
  [/\bthirds?\b/, 3],
  [/\b(quarters?|fourths?)\b/, 4],
  [/\bsixths?\b/, 6],
  [/\beighths?\b/, 8],
];
const SLICE_NUMBERS: Record<string, number> = { two: 2, three: 3, four: 4, six: 6, eight: 8 };

/**
 * A fractions page's slices: "a pizza cut into 8 slices" → [8]; "fractions with pizzas:
 * halves, quarters and eighths" → [2, 4, 8]; "fractions" alone → [2, 4, 8] (the first
 * fractions of grades 1–3). Null when the prompt asks for no fractions page ("a slice of
 * pizza", "half a cake" are scenes). Pure.
 */
function fractionSlices(text: string): number[] | null {
  const cut =
    /\b(pizza|pie|cake|circle)s?\s+(cut|sliced|divided)\s+(in|into)\s+(\d+|two|three|four|six|eight)\b/.exec(
      text,
    );
  if (cut) {
    const n = SLICE_NUMBERS[cut[4]!] ?? Number(cut[4]);
    return n >= 2 && n <= 12 ? [n] : null;
  }
  const named = FRACTION_WORDS.filter(([re]) => re.test(text)).map(([, n]) => n);
  if (/\bfractions?\b/.test(text)) return named.length ? named : [2, 4, 8];
  // "halves, quarters and eighths of a pizza": two fraction words and a pizza or pie.
  if (named.length >= 2 && /\b(pizzas?|pies?|cakes?|circles?)\b/.test(text)) return named;
  return null;
}

/** The solid shapes a "3D shapes" page draws when it names none. */
const SOLID_SET: ShapeName[] = ['cube', 'cuboid', 'cylinder', 'cone', 'sphere', 'pyramid'];
/** Words that make "shapes" part of another page: a pattern, a picture made of shapes. */
const SHAPES_ELSEWHERE =
  /\b(patterns?|tessellations?|tessellating|tiles?|tiling|mandalas?|borders?|frames?|made\s+(of|from|out)|out\s+of|robots?|collage|cloud|clouds|cookies?|stained\s+glass|quilt)\b/;

/**
 * A shapes page: "shapes" with a page word or a list ("shapes page: circle, square…", "basic
 * 2D shapes with their names", "3D shapes"), or three shapes named to learn ("a circle, a
 * square and a triangle with labels"). Patterns and pictures made of shapes are not.
 */
function isShapesPage(text: string, namedCount: number): boolean {
  if (SHAPES_ELSEWHERE.test(text)) return false;
  if (/\bshapes\b/.test(text))
    return (
      namedCount >= 2 ||
      /\b(2d|3d|two\s+dimensional|three\s+dimensional|basic|geometric|names?|labell?ed|labels?|learn\w*|worksheet|chart|page|poster|solid|flat|preschool|kindergarten)\b/.test(
        text,
      ) ||
      /^(the\s+)?shapes$/.test(text)
    );
  return namedCount >= 3 && /\b(names?|labell?ed|labels?|learn\w*|worksheet|chart|page)\b/.test(text);
}

/** Height of the design box, units (1000 wide): a letter page's drawable area is 1000 × ~1300. */
const DESIGN_H = 1300;

/** Cap height of the font (Fredoka One units at size 1000, measured on "H"). */
let capUnits = 0;

/**
 * A diagram in page pixels: design units (1000 wide) mapped onto the page's drawable area,
 * with the shapes, arrows and labels every diagram uses (maps.ts uses it with u = 1 for labels).
 */
export class Sheet {
  readonly parts: string[] = [];
  readonly labels: string[] = [];
  constructor(
    readonly ox: number,
    readonly oy: number,
    /** px per design unit. */
    readonly u: number,
    readonly lw: number,
    /** Label cap height, px (0: no labels). */
    readonly capPx: number,
    /** A toddler's page: fewer, bigger parts (no veins, no small eggs or feet). */
    readonly toddler = false,
  ) {}
  /** A local zoom about a pivot (design units) for the art of one part, or none. */
  private zoom: { px: number; py: number; k: number } | null = null;
  /** Draws `draw` zoomed by `k` about (px, py): a stage of a life cycle drawn bigger. */
  zoomed(px: number, py: number, k: number, draw: () => void) {
    this.zoom = { px, py, k };
    draw();
    this.zoom = null;
  }
  /** A length in design units to px (with the zoom). */
  len(v: number) {
    return f(v * this.u * (this.zoom?.k ?? 1));
  }
  x(v: number) {
    const z = this.zoom;
    return f(this.ox + (z ? z.px + (v - z.px) * z.k : v) * this.u);
  }
  y(v: number) {
    const z = this.zoom;
    return f(this.oy + (z ? z.py + (v - z.py) * z.k : v) * this.u);
  }
  /** Absolute path data in design units (M L Q C A Z) to page px. */
  d(src: string): string {
    let out = '';
    for (const m of src.matchAll(/([MLQCAZ])([^MLQCAZ]*)/g)) {
      const cmd = m[1]!;
      const n = (m[2]!.match(/-?\d*\.?\d+/g) ?? []).map(Number);
      if (cmd === 'Z') {
        out += 'Z';
        continue;
      }
      if (cmd === 'A') {
        for (let i = 0; i + 6 < n.length + 0; i += 7)
          out += `A${this.len(n[i]!)} ${this.len(n[i + 1]!)} ${n[i + 2]} ${n[i + 3]} ${n[i + 4]} ${this.x(n[i + 5]!)} ${this.y(n[i + 6]!)}`;
        continue;
      }
      const pairs: string[] = [];
      for (let i = 0; i + 1 < n.length; i += 2) pairs.push(`${this.x(n[i]!)} ${this.y(n[i + 1]!)}`);
      out += `${cmd}${pairs.join(' ')}`;
    }
    return out;
  }
  path(src: string, attrs = '') {
    this.parts.push(`<path d="${this.d(src)}"${attrs}/>`);
  }
  /** An open line (not filled). */
  line(src: string) {
    this.path(src, ' fill="none"');
  }
  circle(cx: number, cy: number, r: number, attrs = '') {
    this.parts.push(`<circle cx="${this.x(cx)}" cy="${this.y(cy)}" r="${this.len(r)}"${attrs}/>`);
  }
  ellipse(cx: number, cy: number, rx: number, ry: number, deg = 0) {
    const t = deg ? ` transform="rotate(${deg} ${this.x(cx)} ${this.y(cy)})"` : '';
    this.parts.push(
      `<ellipse cx="${this.x(cx)}" cy="${this.y(cy)}" rx="${this.len(rx)}" ry="${this.len(ry)}"${t}/>`,
    );
  }
  /** A black dot (seeds, eyes, the dark side's stipple), radius in px. */
  dot(cx: number, cy: number, rPx: number) {
    this.parts.push(
      `<circle cx="${this.x(cx)}" cy="${this.y(cy)}" r="${f(rPx)}" fill="#000" stroke="none"/>`,
    );
  }
  /** A curved arrow: a cubic from p0 to p3 with an open chevron head at p3. */
  arrow(p0: number[], c1: number[], c2: number[], p3: number[], head = 30) {
    this.line(`M${p0[0]} ${p0[1]} C${c1[0]} ${c1[1]} ${c2[0]} ${c2[1]} ${p3[0]} ${p3[1]}`);
    const dx = p3[0]! - c2[0]!;
    const dy = p3[1]! - c2[1]!;
    const len = Math.hypot(dx, dy) || 1;
    const ux = dx / len;
    const uy = dy / len;
    const a = [p3[0]! - ux * head - uy * head * 0.7, p3[1]! - uy * head + ux * head * 0.7];
    const b = [p3[0]! - ux * head + uy * head * 0.7, p3[1]! - uy * head - ux * head * 0.7];
    this.line(`M${a[0]} ${a[1]} L${p3[0]} ${p3[1]} L${b[0]} ${b[1]}`);
  }
  /**
   * A label in capitals centred vertically on (x, y), anchored at its start, middle or end,
   * on a white knock-out box; `scale` multiplies the cap height. Nothing when labels are off.
   * @returns the label's box in design units (for leader lines), or null.
   */
  label(text: string, x: number, y: number, anchor: 'start' | 'middle' | 'end' = 'middle', scale = 1) {
    if (this.capPx <= 0) return null;
    if (!capUnits) capUnits = glyphArt('H').box.height;
    const art = glyphArt(text.toUpperCase());
    const cap = this.capPx * scale;
    const s = cap / capUnits;
    const w = art.box.width * s;
    const px = this.x(x);
    const left = anchor === 'start' ? px : anchor === 'middle' ? px - w / 2 : px - w;
    const base = this.y(y) + cap / 2;
    const pad = cap * 0.3;
    const top = base - cap - pad;
    const boxH = cap + 2 * pad + Math.max(0, art.box.y + art.box.height) * s;
    this.labels.push(
      `<rect x="${f(left - pad)}" y="${f(top)}" width="${f(w + 2 * pad)}" height="${f(boxH)}" fill="#fff" stroke="none"/>`,
    );
    // Counters wind against the outlines: each gets a slit down through the letter's foot.
    const cs = contours(art.d);
    const outer = Math.sign(cs.reduce((m, c) => (Math.abs(c.area) > Math.abs(m.area) ? c : m), cs[0]!).area);
    const slitW = Math.max(3, this.lw * 0.3) / s;
    const slits = cs
      .filter((c) => Math.sign(c.area) === -outer)
      .map(
        (c) =>
          `<rect x="${f((c.x0 + c.x1) / 2 - slitW / 2)}" y="${f((c.y0 + c.y1) / 2)}" width="${f(slitW)}" height="${f(art.box.y + art.box.height - (c.y0 + c.y1) / 2 + 80)}"/>`,
      )
      .join('');
    this.labels.push(
      `<g transform="translate(${f(left - art.box.x * s)} ${f(base)}) scale(${s.toFixed(5)})" stroke="none">` +
        `<path d="${art.d}" fill="#000" fill-rule="nonzero"/><g fill="#fff">${slits}</g></g>`,
    );
    return {
      x0: (left - pad - this.ox) / this.u,
      x1: (left + w + pad - this.ox) / this.u,
      y0: (top - this.oy) / this.u,
      y1: (top + boxH - this.oy) / this.u,
    };
  }
  /**
   * A label with a leader line from the side of its box nearest the part to (px, py), the
   * point on the part.
   */
  callout(text: string, x: number, y: number, anchor: 'start' | 'middle' | 'end', px: number, py: number) {
    const box = this.label(text, x, y, anchor);
    if (!box) return;
    const sx = px < box.x0 ? box.x0 : px > box.x1 ? box.x1 : (box.x0 + box.x1) / 2;
    const sy = px >= box.x0 && px <= box.x1 ? (py < box.y0 ? box.y0 : box.y1) : (box.y0 + box.y1) / 2;
    this.line(`M${sx} ${sy} L${px} ${py}`);
    this.dot(px, py, this.lw * 1.1);
  }
  svg(): string {
    return this.parts.join('') + this.labels.join('');
  }
}

/** Label cap height per audience, px at 300 dpi (kids ~5.5 mm, big kids ~4.5 mm; toddlers: none). */
export const CAP_PX: Record<Audience, number> = { toddler: 0, kids: 64, 'big-kids': 52 };

/** A cloud of round bumps along its top, flat-ish bottom, in a w × h box centred on (cx, cy). */
function cloudPath(cx: number, cy: number, w: number, h: number): string {
  const l = cx - w / 2;
  const b = cy + h / 2;
  return (
    `M${l + w * 0.12} ${b} C${l - w * 0.05} ${b} ${l - w * 0.04} ${cy} ${l + w * 0.14} ${cy} ` +
    `C${l + w * 0.14} ${cy - h * 0.55} ${l + w * 0.42} ${cy - h * 0.75} ${l + w * 0.5} ${cy - h * 0.3} ` +
    `C${l + w * 0.56} ${cy - h * 0.8} ${l + w * 0.86} ${cy - h * 0.7} ${l + w * 0.84} ${cy - h * 0.05} ` +
    `C${l + w * 1.04} ${cy - h * 0.05} ${l + w * 1.06} ${b} ${l + w * 0.88} ${b} Z`
  );
}

/** A leaf (pointed lens) from base (x0, y0) to tip (x1, y1), width w, with its midrib. */
function leaf(s: Sheet, x0: number, y0: number, x1: number, y1: number, w: number, vein = true) {
  const dx = x1 - x0;
  const dy = y1 - y0;
  const len = Math.hypot(dx, dy);
  const nx = (-dy / len) * w;
  const ny = (dx / len) * w;
  s.path(
    `M${x0} ${y0} C${x0 + dx * 0.25 + nx} ${y0 + dy * 0.25 + ny} ${x0 + dx * 0.75 + nx * 0.8} ${y0 + dy * 0.75 + ny * 0.8} ${x1} ${y1} ` +
      `C${x0 + dx * 0.75 - nx * 0.8} ${y0 + dy * 0.75 - ny * 0.8} ${x0 + dx * 0.25 - nx} ${y0 + dy * 0.25 - ny} ${x0} ${y0} Z`,
  );
  if (vein) s.line(`M${x0 + dx * 0.12} ${y0 + dy * 0.12} L${x0 + dx * 0.8} ${y0 + dy * 0.8}`);
}

/** A flower head: `n` round petals around a centre disc at (cx, cy), petal length `len`. */
function flowerHead(s: Sheet, cx: number, cy: number, centre: number, len: number, n = 8) {
  for (let i = 0; i < n; i++) {
    const a = (i * 2 * Math.PI) / n;
    const px = cx + Math.sin(a) * (centre + len * 0.45);
    const py = cy - Math.cos(a) * (centre + len * 0.45);
    s.ellipse(px, py, len * 0.32, len * 0.62, (a * 180) / Math.PI);
  }
  s.circle(cx, cy, centre);
}

// ---------------------------------------------------------------- the diagrams

function waterCycle(s: Sheet, big: boolean) {
  // Sky things: the sun top left, a cloud top right with rain falling on the mountain.
  s.label('THE WATER CYCLE', 500, 40, 'middle', 1.25);
  for (let i = 0; i < 12; i++) {
    const a = (i * Math.PI) / 6;
    s.line(
      `M${150 + Math.sin(a) * 100} ${250 - Math.cos(a) * 100} L${150 + Math.sin(a) * 140} ${250 - Math.cos(a) * 140}`,
    );
  }
  s.circle(150, 250, 80);
  // Land with a mountain (snow cap) on the right, the sea on the left.
  s.path('M430 930 C470 900 500 890 520 880 L640 640 L740 800 L800 760 L1000 880 L1000 1300 L540 1300 Z');
  if (!s.toddler) s.path('M600 720 L640 640 L690 720 L668 705 L648 732 L625 705 Z');
  // A river from the mountain down to the sea.
  s.path(
    'M680 770 C620 860 700 930 600 1000 C560 1030 520 1050 440 1075 L450 1140 C560 1110 610 1090 660 1045 C760 960 680 870 720 780 Z',
  );
  s.path(
    'M0 930 C40 910 80 910 120 930 C160 950 200 950 240 930 C280 910 320 910 360 930 C390 945 410 945 430 930 L540 1300 L0 1300 Z',
  );
  // Waves on the sea.
  for (const [wx, wy] of [
    [70, 1040],
    [260, 1000],
    [170, 1160],
    [360, 1120],
  ])
    s.line(
      `M${wx! - 60} ${wy} C${wx! - 40} ${wy! - 22} ${wx! - 20} ${wy! - 22} ${wx} ${wy} C${wx! + 20} ${wy! + 22} ${wx! + 40} ${wy! + 22} ${wx! + 60} ${wy}`,
    );
  s.path(cloudPath(660, 290, 400, 200));
  // Rain under the cloud.
  for (let i = 0; i < 5; i++) {
    const x = 500 + i * 50;
    for (const y0 of [440, 530])
      s.line(`M${x + (i % 2) * 10} ${y0 + (i % 2) * 30} L${x - 12 + (i % 2) * 10} ${y0 + 55 + (i % 2) * 30}`);
  }
  // The cycle: evaporation up from the sea, condensation into the cloud, precipitation down,
  // collection back to the sea along the river.
  for (const x of [120, 230, 340]) s.arrow([x, 880], [x - 40, 780], [x + 40, 680], [x, 560]);
  s.arrow([330, 470], [360, 380], [420, 330], [470, 320]);
  s.arrow([930, 520], [940, 580], [940, 640], [930, 720]);
  s.arrow([900, 1000], [840, 1130], [700, 1180], [560, 1180]);
  s.label('EVAPORATION', 230, 500);
  s.label('CONDENSATION', 560, 140);
  s.label('PRECIPITATION', 990, 470, 'end');
  s.label('COLLECTION', 770, 1240);
  s.label('SEA', 170, 1080);
  if (big) s.callout('RIVER', 860, 960, 'middle', 640, 1012);
}

const PLANETS: { name: string; r: number; d: number; a: number }[] = [
  { name: 'Mercury', r: 30, d: 340, a: 26 },
  { name: 'Venus', r: 42, d: 440, a: 64 },
  { name: 'Earth', r: 44, d: 545, a: 28 },
  { name: 'Mars', r: 36, d: 650, a: 62 },
  { name: 'Jupiter', r: 100, d: 820, a: 30 },
  { name: 'Saturn', r: 72, d: 1010, a: 60 },
  { name: 'Uranus', r: 58, d: 1170, a: 40 },
  { name: 'Neptune', r: 56, d: 1330, a: 64 },
];

function solarSystem(s: Sheet, big: boolean, toddler: boolean) {
  // Orbits: arcs around the sun in the top-left corner, clipped to the design box.
  for (const p of PLANETS) {
    const x0 = Math.min(1000, p.d);
    const y0 = p.d > 1000 ? Math.sqrt(p.d * p.d - 1000 * 1000) : 0;
    const y1 = Math.min(DESIGN_H, p.d);
    const x1 = p.d > DESIGN_H ? Math.sqrt(p.d * p.d - DESIGN_H * DESIGN_H) : 0;
    s.line(`M${f(x0)} ${f(y0)} A${p.d} ${p.d} 0 0 1 ${f(x1)} ${f(y1)}`);
  }
  // The sun: a quarter disc with rays.
  for (let i = 0; i < 7; i++) {
    const a = ((i + 0.5) * Math.PI) / 14;
    s.line(`M${Math.cos(a) * 280} ${Math.sin(a) * 280} L${Math.cos(a) * 330} ${Math.sin(a) * 330}`);
  }
  s.path('M0 0 L260 0 A260 260 0 0 1 0 260 Z');
  s.label('SUN', 100, 110, 'middle', 1.3);
  for (const planet of PLANETS) {
    // Toddlers' planets are bigger (every one a region a crayon fills), the ring fatter.
    const p = toddler ? { ...planet, r: Math.max(48, planet.r * 1.2) } : planet;
    const a = (p.a * Math.PI) / 180;
    const cx = Math.cos(a) * p.d;
    const cy = Math.sin(a) * p.d;
    if (p.name === 'Saturn') {
      const t = ` transform="rotate(-18 ${s.x(cx)} ${s.y(cy)})"`;
      const R = p.r * 2;
      // The ring holds the whole planet (its minor radius 1.1 × the planet's) and its inner edge runs
      // behind it: no sliver of planet or hole beside the ring is left to fill black.
      const rr = p.r * 0.95;
      const ro = 0.55;
      const ri = toddler ? 0.3 : 0.22;
      s.parts.push(
        `<ellipse cx="${s.x(cx)}" cy="${s.y(cy)}" rx="${f(R * s.u)}" ry="${f(R * ro * s.u)}"${t}/>`,
        `<ellipse cx="${s.x(cx)}" cy="${s.y(cy)}" rx="${f(rr * s.u)}" ry="${f(rr * ri * s.u)}"${t}/>`,
      );
      s.circle(cx, cy, p.r);
      // The front half of the ring over the planet.
      s.parts.push(
        `<path d="${s.d(`M${cx - R} ${cy} A${R} ${R * ro} 0 0 0 ${cx + R} ${cy} L${cx + rr} ${cy} A${rr} ${rr * ri} 0 0 1 ${cx - rr} ${cy} Z`)}"${t}/>`,
      );
    } else {
      s.circle(cx, cy, p.r);
    }
    if (p.name === 'Jupiter') {
      s.line(`M${cx - 96} ${cy - 30} C${cx - 40} ${cy - 10} ${cx + 40} ${cy - 10} ${cx + 96} ${cy - 30}`);
      s.line(`M${cx - 94} ${cy + 35} C${cx - 40} ${cy + 55} ${cx + 40} ${cy + 55} ${cx + 94} ${cy + 35}`);
      if (big) s.ellipse(cx + 35, cy + 10, 26, 16);
    }
    if (p.name === 'Earth' && big)
      s.path(
        `M${cx - 20} ${cy - 30} C${cx + 10} ${cy - 35} ${cx + 20} ${cy} ${cx} ${cy + 20} C${cx - 20} ${cy + 10} ${cx - 30} ${cy - 10} ${cx - 20} ${cy - 30} Z`,
      );
    // Label under the planet (outside Saturn's ring).
    const below = p.name === 'Saturn' ? p.r + 45 : p.r + 38;
    s.label(p.name, cx, Math.min(cy + below, DESIGN_H - 20));
  }
}

/** The stage drawings of a life cycle, each in a ~260 × 220 box centred on (x, y). */
function butterflyStage(s: Sheet, i: number, x: number, y: number) {
  if (i === 0) {
    leaf(s, x - 130, y + 40, x + 130, y - 20, 75, false);
    const eggs = s.toddler
      ? [
          [-40, 14],
          [40, -4],
        ]
      : [
          [-58, 20],
          [2, 6],
          [60, -4],
        ];
    for (const [ex, ey] of eggs) s.ellipse(x + ex!, y + ey!, s.toddler ? 30 : 22, s.toddler ? 38 : 29);
  } else if (i === 1) {
    for (let k = 5; k >= 0; k--) {
      const cx = x - 110 + k * 40;
      s.circle(cx, y + 20 - (k === 5 ? 30 : k === 4 ? 12 : 0), k === 5 ? 42 : 34);
    }
    const hx = x + 90;
    const hy = y - 10;
    s.dot(hx + 14, hy - 8, s.lw * 1.2);
    s.line(`M${hx - 5} ${hy - 38} C${hx - 10} ${hy - 70} ${hx - 25} ${hy - 80} ${hx - 35} ${hy - 85}`);
    s.line(`M${hx + 15} ${hy - 38} C${hx + 20} ${hy - 70} ${hx + 30} ${hy - 80} ${hx + 40} ${hy - 85}`);
    for (let k = 0; k < 5; k++) s.line(`M${x - 110 + k * 40} ${y + 54} L${x - 115 + k * 40} ${y + 74}`);
  } else if (i === 2) {
    s.line(`M${x - 120} ${y - 100} L${x + 120} ${y - 100}`);
    s.path(
      `M${x} ${y - 100} C${x + 70} ${y - 60} ${x + 65} ${y + 60} ${x} ${y + 110} C${x - 65} ${y + 60} ${x - 70} ${y - 60} ${x} ${y - 100} Z`,
    );
    s.line(`M${x - 52} ${y - 20} C${x - 20} ${y - 5} ${x + 20} ${y - 5} ${x + 52} ${y - 20}`);
    s.line(`M${x - 48} ${y + 40} C${x - 20} ${y + 55} ${x + 20} ${y + 55} ${x + 48} ${y + 40}`);
  } else {
    for (const side of [-1, 1]) {
      s.path(
        `M${x} ${y - 10} C${x + side * 60} ${y - 130} ${x + side * 160} ${y - 120} ${x + side * 135} ${y - 30} C${x + side * 120} ${y + 5} ${x + side * 50} ${y + 5} ${x} ${y} Z`,
      );
      s.path(
        `M${x} ${y + 5} C${x + side * 60} ${y + 5} ${x + side * 120} ${y + 30} ${x + side * 95} ${y + 95} C${x + side * 70} ${y + 130} ${x + side * 20} ${y + 80} ${x} ${y + 20} Z`,
      );
      s.circle(x + side * 85, y - 58, 32);
      s.line(
        `M${x + side * 8} ${y - 60} C${x + side * 15} ${y - 100} ${x + side * 30} ${y - 120} ${x + side * 45} ${y - 125}`,
      );
    }
    s.ellipse(x, y + 10, 16, 70);
  }
}

function frogStage(s: Sheet, i: number, x: number, y: number) {
  if (i === 0) {
    for (const [ex, ey] of [
      [-70, -40],
      [0, -50],
      [70, -35],
      [-40, 25],
      [35, 25],
      [-90, 45],
      [100, 40],
    ]) {
      s.circle(x + ex!, y + ey!, 34);
      s.dot(x + ex!, y + ey!, s.lw * 1.3);
    }
  } else if (i === 1) {
    s.path(
      `M${x - 40} ${y - 50} C${x + 30} ${y - 60} ${x + 40} ${y + 40} ${x - 30} ${y + 45} C${x + 30} ${y + 30} ${x + 80} ${y - 20} ${x + 130} ${y + 10} C${x + 90} ${y - 5} ${x + 60} ${y + 60} ${x - 40} ${y + 55} C${x - 130} ${y + 50} ${x - 120} ${y - 45} ${x - 40} ${y - 50} Z`,
    );
    s.dot(x - 70, y - 10, s.lw * 1.3);
  } else {
    const tail = i === 2;
    // A sitting frog: round body, two eye bumps, legs folded at the sides.
    if (tail)
      s.path(
        s.toddler
          ? `M${x + 50} ${y} C${x + 120} ${y} ${x + 150} ${y - 30} ${x + 175} ${y + 10} C${x + 150} ${y + 80} ${x + 110} ${y + 90} ${x + 50} ${y + 90} Z`
          : `M${x + 60} ${y + 20} C${x + 120} ${y + 20} ${x + 140} ${y - 10} ${x + 165} ${y + 20} C${x + 140} ${y + 70} ${x + 110} ${y + 80} ${x + 60} ${y + 80} Z`,
      );
    for (const side of [-1, 1]) {
      if (!s.toddler) s.ellipse(x + side * 110, y + 96, 48, 18, 0);
      s.ellipse(x + side * 82, y + 52, 50, 40, side * 35);
    }
    s.path(
      `M${x - 95} ${y + 60} C${x - 110} ${y - 60} ${x + 110} ${y - 60} ${x + 95} ${y + 60} C${x + 60} ${y + 100} ${x - 60} ${y + 100} ${x - 95} ${y + 60} Z`,
    );
    for (const side of [-1, 1]) {
      s.circle(x + side * 50, y - 35, 30);
      s.dot(x + side * 50, y - 38, s.lw * 1.3);
    }
    s.line(`M${x - 40} ${y + 10} C${x - 15} ${y + 30} ${x + 15} ${y + 30} ${x + 40} ${y + 10}`);
  }
}

function plantStage(s: Sheet, i: number, x: number, y: number) {
  const soil = y + 105;
  s.path(`M${x - 130} ${soil} L${x + 130} ${soil} L${x + 130} ${soil + 42} L${x - 130} ${soil + 42} Z`);
  if (i === 0) {
    s.ellipse(x, soil - 40, 60, 38, -10);
    s.line(`M${x - 20} ${soil - 62} C${x - 5} ${soil - 45} ${x - 5} ${soil - 30} ${x - 15} ${soil - 18}`);
    return;
  }
  const h = [0, 90, 170, 200][i]!;
  s.line(`M${x} ${soil} L${x} ${soil - h}`);
  s.line(`M${x} ${soil + 2} L${x - 24} ${soil + 26} M${x} ${soil + 2} L${x + 24} ${soil + 26}`);
  if (i === 1) {
    leaf(s, x, soil - h, x - 80, soil - h - 40, 28, false);
    leaf(s, x, soil - h, x + 80, soil - h - 40, 28, false);
    return;
  }
  // Toddlers' leaves and petals are wider: each a region a crayon fills at their line width.
  const lw = s.toddler ? 46 : 32;
  const ll = s.toddler ? 1.15 : 1;
  const l0 = s.toddler ? 40 : 60;
  const l1 = s.toddler ? 70 : 100;
  leaf(s, x, soil - l0, x - 95 * ll, soil - l0 - 50 * ll, lw, !s.toddler);
  leaf(s, x, soil - l1, x + 95 * ll, soil - l1 - 50 * ll, lw, !s.toddler);
  if (i === 2) {
    leaf(s, x, soil - h, x - 70, soil - h - 50, 26, false);
    leaf(s, x, soil - h, x + 70, soil - h - 50, 26, false);
    return;
  }
  flowerHead(s, x, soil - h - 20, s.toddler ? 40 : 34, s.toddler ? 80 : 70, s.toddler ? 6 : 7);
}

const STAGES: Record<
  'butterfly' | 'frog' | 'plant',
  { title: string; names: string[]; draw: typeof butterflyStage }
> = {
  butterfly: {
    title: 'LIFE CYCLE OF A BUTTERFLY',
    names: ['EGGS', 'CATERPILLAR', 'CHRYSALIS', 'BUTTERFLY'],
    draw: butterflyStage,
  },
  frog: {
    title: 'LIFE CYCLE OF A FROG',
    names: ['FROGSPAWN', 'TADPOLE', 'FROGLET', 'FROG'],
    draw: frogStage,
  },
  plant: {
    title: 'LIFE CYCLE OF A PLANT',
    names: ['SEED', 'SPROUT', 'YOUNG PLANT', 'FLOWER'],
    draw: plantStage,
  },
};

function lifeCycle(s: Sheet, subject: 'butterfly' | 'frog' | 'plant', toddler: boolean) {
  const st = STAGES[subject];
  s.label(st.title, 500, 40, 'middle', 1.05);
  const cx = 500;
  const cy = 680;
  const R = 400;
  // Stages at top, right, bottom, left; arrows clockwise between them on the circle.
  const at = [
    [cx, cy - R],
    [cx + R - (toddler ? 150 : 130), cy],
    [cx, cy + R - 30],
    [cx - R + (toddler ? 150 : 130), cy],
  ];
  for (let k = 0; k < 4; k++) {
    // Arrows leave a side stage's name below it room (k = 1 starts, k = 2 ends beside one).
    const a0 = (k * Math.PI) / 2 + (k === 1 ? 0.6 : k === 3 ? 0.7 : 0.42);
    const a1 = ((k + 1) * Math.PI) / 2 - (k === 2 ? (subject === 'plant' ? 0.8 : 0.6) : 0.42);
    const pt = (a: number, r = R - 20) => [cx + Math.sin(a) * r, cy - Math.cos(a) * r];
    const m0 = pt(a0 + (a1 - a0) / 3, (R - 20) * 1.08);
    const m1 = pt(a0 + ((a1 - a0) * 2) / 3, (R - 20) * 1.08);
    s.arrow(pt(a0), m0, m1, pt(a1), 34);
  }
  at.forEach(([x, y], k) => {
    // Toddlers' stages are drawn bigger (no names under them): every part a crayon fills.
    const zoom = (subject === 'plant' ? 1 : 1.3) * (toddler ? 1.15 : 1);
    // Plants are tall: drawn a little lower, clear of the arrow leaving the flower.
    const dy = subject === 'plant' ? 40 : 0;
    s.zoomed(x!, y! + dy, zoom, () => st.draw(s, k, x!, y! + dy));
    s.label(st.names[k]!, x!, y! + 175 + dy);
  });
}

function plantParts(s: Sheet, flower: boolean) {
  s.label(flower ? 'PARTS OF A FLOWER' : 'PARTS OF A PLANT', 500, 40, 'middle', 1.25);
  const soil = 900;
  // Soil below the line, roots in it.
  s.path(`M40 ${soil} C200 ${soil - 20} 800 ${soil - 20} 960 ${soil} L960 1260 L40 1260 Z`);
  for (const [dx, dy, bx] of [
    [-160, 200, -60],
    [-90, 280, -20],
    [0, 320, 0],
    [90, 270, 30],
    [170, 190, 70],
  ])
    s.line(
      `M500 ${soil - 15} C${500 + bx!} ${soil + 80} ${500 + dx! * 0.7} ${soil + dy! * 0.6} ${500 + dx!} ${soil + dy!}`,
    );
  // Stem (a band between two lines) and leaves.
  s.path(`M488 ${soil - 10} C484 700 492 500 488 420 L512 420 C508 500 516 700 512 ${soil - 10} Z`);
  leaf(s, 492, 720, 270, 600, 70);
  leaf(s, 508, 600, 730, 500, 70);
  flowerHead(s, 500, 300, 70, 150, 8);
  s.callout(flower ? 'PETAL' : 'FLOWER', 140, 160, 'middle', 380, 230);
  if (flower) s.callout('CENTRE', 880, 300, 'middle', 545, 300);
  s.callout('LEAF', 140, 760, 'middle', 300, 620);
  s.callout('STEM', 800, 760, 'middle', 512, 800);
  s.callout('ROOTS', 820, 1120, 'middle', 650, 1070);
  s.label('SOIL', 200, 1180);
}

/** The moon's eight phases, each as a disc with the dark part its own region (stippled). */
const PHASES = [
  'New Moon',
  'Waxing Crescent',
  'First Quarter',
  'Waxing Gibbous',
  'Full Moon',
  'Waning Gibbous',
  'Last Quarter',
  'Waning Crescent',
];

function moonPhases(s: Sheet, rand: Random | undefined, toddler: boolean) {
  s.label('PHASES OF THE MOON', 500, 40, 'middle', 1.25);
  // Toddlers' discs are bigger (no names): the thin lit crescent stays a region to colour.
  const r = toddler ? 130 : 100;
  PHASES.forEach((name, k) => {
    const cx = k % 2 === 0 ? 250 : 750;
    const cy = (toddler ? 240 : 210) + Math.floor(k / 2) * 300;
    s.circle(cx, cy, r);
    // Lit share grows to full at k = 4: the terminator is a half ellipse of x-radius |cos|·r.
    const phase = (k / 8) * 2 * Math.PI;
    const rx = Math.abs(Math.cos(phase)) * r;
    const waxing = k < 4;
    // x of the terminator at height dy (relative to the centre), dark side on the left when waxing.
    const term = (dy: number) => {
      const half = Math.sqrt(Math.max(0, 1 - (dy / r) ** 2));
      const sign = k === 1 || k === 7 ? 1 : k === 3 || k === 5 ? -1 : 0;
      return (waxing ? 1 : -1) * sign * rx * half;
    };
    if (k !== 0 && k !== 4) {
      const sweep = k === 1 || k === 5 ? 1 : 0;
      s.line(
        k === 2 || k === 6
          ? `M${cx} ${cy - r} L${cx} ${cy + r}`
          : `M${cx} ${cy - r} A${f(rx)} ${r} 0 0 ${sweep} ${cx} ${cy + r}`,
      );
    }
    // Stipple on the dark side (every disc but the full moon): rows of loose dots across the
    // dark part of each row, one dot in the middle where the dark part is thin.
    if (k !== 4) {
      const step = toddler ? 40 : 30;
      for (let dy = -r + step * 0.75; dy < r - step * 0.5; dy += step) {
        const limb = Math.sqrt(r * r - dy * dy) - 9;
        const t = term(dy);
        const [a, b] = k === 0 ? [-limb, limb] : waxing ? [-limb, t - 8] : [t + 8, limb];
        if (b - a < 8) continue;
        const n = Math.max(1, Math.floor((b - a) / step) + 1);
        for (let i = 0; i < n; i++) {
          const jx = n === 1 ? (a + b) / 2 : a + ((b - a) * i) / (n - 1);
          const jit = rand ? (rand() - 0.5) * step * 0.3 : 0;
          s.dot(cx + jx, cy + dy + jit, s.lw * 1.1);
        }
      }
    }
    s.label(name, cx, cy + r + 42);
  });
}

function earthLayers(s: Sheet) {
  s.label('LAYERS OF THE EARTH', 500, 40, 'middle', 1.25);
  const cx = 390;
  const cy = 660;
  const R = 370;
  s.circle(cx, cy, R);
  // Land on the globe (kept out of the cut-away quarter, which is drawn over it).
  s.path(
    `M${cx - 250} ${cy - 230} C${cx - 150} ${cy - 310} ${cx - 40} ${cy - 280} ${cx - 60} ${cy - 180} C${cx - 80} ${cy - 90} ${cx - 180} ${cy - 130} ${cx - 210} ${cy - 60} C${cx - 250} ${cy + 10} ${cx - 320} ${cy - 110} ${cx - 250} ${cy - 230} Z`,
  );
  s.path(
    `M${cx + 50} ${cy - 310} C${cx + 150} ${cy - 330} ${cx + 280} ${cy - 230} ${cx + 230} ${cy - 150} C${cx + 190} ${cy - 90} ${cx + 110} ${cy - 140} ${cx + 50} ${cy - 210} C${cx + 10} ${cy - 250} ${cx} ${cy - 290} ${cx + 50} ${cy - 310} Z`,
  );
  s.path(
    `M${cx - 280} ${cy + 80} C${cx - 200} ${cy + 60} ${cx - 120} ${cy + 140} ${cx - 140} ${cy + 240} C${cx - 160} ${cy + 300} ${cx - 230} ${cy + 240} ${cx - 280} ${cy + 80} Z`,
  );
  // The cut-away quarter (bottom right): crust, mantle, outer core, inner core.
  const radii = [R, R - 45, 190, 95];
  for (const r of radii) s.path(`M${cx} ${cy} L${cx + r} ${cy} A${r} ${r} 0 0 1 ${cx} ${cy + r} Z`);
  // Labels on the right, each with a level leader line to the middle of its layer.
  const rows: [string, number, number][] = [
    ['INNER CORE', 50, 50],
    ['OUTER CORE', 130, 142],
    ['MANTLE', 220, 250],
    ['CRUST', 300, R - 22],
  ];
  for (const [name, dy, rm] of rows)
    s.callout(name, 995, cy + dy, 'end', cx + Math.sqrt(rm * rm - dy * dy), cy + dy);
}

function volcano(s: Sheet, big: boolean) {
  s.label('INSIDE A VOLCANO', 500, 40, 'middle', 1.25);
  // Ash rising from the crater into a cloud.
  s.path('M455 440 C440 400 465 380 450 330 L550 330 C535 380 560 400 545 440 Z');
  s.path(cloudPath(500, 240, 480, 230));
  // The cone with its crater, standing on the first rock layer.
  s.path(
    'M0 1000 L0 880 L80 880 L400 420 C450 470 550 470 600 420 L920 880 L1000 880 L1000 1000 C700 1020 300 980 0 1000 Z',
  );
  // Lava running down the flank from the crater's rim.
  s.path('M588 432 C620 520 670 570 682 650 C688 700 638 700 632 650 C622 590 580 530 548 458 Z');
  // Rock layers below the ground.
  s.path('M0 1000 C300 980 700 1020 1000 1000 L1000 1110 C700 1130 300 1090 0 1110 Z');
  s.path('M0 1110 C300 1090 700 1130 1000 1110 L1000 1280 L0 1280 Z');
  // Vent from the chamber up to the crater, then the chamber, opened into the vent.
  s.path('M472 1080 C482 900 462 700 472 458 L528 458 C538 700 518 900 528 1080 Z');
  s.ellipse(500, 1160, 240, 90);
  s.path('M475 1060 L525 1060 L525 1100 L475 1100 Z', ' stroke="none"');
  s.callout('ASH CLOUD', 870, 110, 'middle', 700, 230);
  s.callout('CRATER', 150, 320, 'middle', 470, 449);
  s.callout('LAVA', 870, 560, 'middle', 660, 640);
  s.callout('VENT', 150, 760, 'middle', 478, 760);
  s.label('MAGMA CHAMBER', 500, 1165);
  if (big) s.label('ROCK LAYERS', 170, 1220);
}

function cell(s: Sheet, plant: boolean) {
  s.label(plant ? 'PLANT CELL' : 'ANIMAL CELL', 500, 40, 'middle', 1.25);
  /** A chloroplast (oval with a fold) or mitochondrion (oval with a wavy fold) at an angle. */
  const organelle = (x: number, y: number, a: number, wavy: boolean) => {
    s.ellipse(x, y, 72, 38, a);
    const fold = wavy
      ? `M${x - 45} ${y} C${x - 25} ${y - 22} ${x - 10} ${y + 22} ${x} ${y} C${x + 10} ${y - 22} ${x + 25} ${y + 22} ${x + 45} ${y}`
      : `M${x - 42} ${y} L${x + 42} ${y}`;
    s.parts.push(`<path d="${s.d(fold)}" fill="none" transform="rotate(${a} ${s.x(x)} ${s.y(y)})"/>`);
  };
  if (plant) {
    s.path(
      'M170 200 L830 200 C860 200 870 210 870 240 L870 970 C870 1000 860 1010 830 1010 L170 1010 C140 1010 130 1000 130 970 L130 240 C130 210 140 200 170 200 Z',
    );
    s.path(
      'M200 250 L800 250 C815 250 820 255 820 270 L820 940 C820 955 815 960 800 960 L200 960 C185 960 180 955 180 940 L180 270 C180 255 185 250 200 250 Z',
    );
    s.path('M300 450 C420 400 620 420 650 540 C680 680 560 760 420 740 C300 720 230 540 300 450 Z');
    for (const [x, y, a] of [
      [290, 340, -30],
      [700, 350, 30],
      [240, 640, 80],
      [640, 880, 10],
    ])
      organelle(x!, y!, a!, false);
    organelle(420, 860, -10, true);
    s.circle(710, 670, 80);
    s.circle(710, 670, s.toddler ? 42 : 30);
    s.label('VACUOLE', 460, 590);
    s.callout('CELL WALL', 140, 130, 'start', 150, 215);
    s.callout('MEMBRANE', 860, 130, 'end', 790, 252);
    s.callout('CHLOROPLAST', 230, 1100, 'middle', 240, 680);
    s.callout('NUCLEUS', 790, 1100, 'middle', 740, 740);
    s.callout('MITOCHONDRION', 500, 1210, 'middle', 420, 890);
  } else {
    s.path(
      'M200 480 C180 290 400 220 560 250 C760 290 880 410 850 630 C830 850 700 990 480 980 C260 970 150 810 170 670 C175 590 205 560 200 480 Z',
    );
    s.circle(500, 600, 130);
    s.circle(530, 580, 45);
    organelle(320, 420, -30, true);
    organelle(640, 790, 40, true);
    organelle(330, 820, 20, true);
    s.circle(720, 440, 55);
    s.callout('MEMBRANE', 130, 150, 'start', 260, 320);
    s.callout('NUCLEUS', 860, 150, 'end', 560, 500);
    s.callout('VACUOLE', 880, 1080, 'end', 740, 480);
    s.callout('MITOCHONDRIA', 160, 1100, 'start', 330, 850);
    s.callout('CYTOPLASM', 500, 1210, 'middle', 520, 880);
  }
}

/** A regular polygon's path (design units): `n` corners on a circle of radius r, the first at the top. */
function polygon(cx: number, cy: number, r: number, n: number, turn = -Math.PI / 2): string {
  const pts = Array.from({ length: n }, (_, k) => {
    const a = turn + (k * 2 * Math.PI) / n;
    return `${f(cx + Math.cos(a) * r)} ${f(cy + Math.sin(a) * r)}`;
  });
  return `M${pts.join(' L')} Z`;
}

/** A closed path through points (design units). */
const poly = (pts: number[][]) => `M${pts.map(([x, y]) => `${f(x!)} ${f(y!)}`).join(' L')} Z`;

/**
 * One shape of a shapes page, centred on (cx, cy) in a box about 2r across (design units):
 * flat shapes as one closed outline, solid shapes as their visible faces (each a region to
 * colour), the standard textbook views (a cube's front, top and side; a cone's base).
 */
function shapeOutline(s: Sheet, name: ShapeName, cx: number, cy: number, r: number) {
  switch (name) {
    case 'circle':
      s.circle(cx, cy, r);
      return;
    case 'oval':
      s.ellipse(cx, cy, r, r * 0.62);
      return;
    case 'square':
      s.path(
        poly([
          [cx - 0.8 * r, cy - 0.8 * r],
          [cx + 0.8 * r, cy - 0.8 * r],
          [cx + 0.8 * r, cy + 0.8 * r],
          [cx - 0.8 * r, cy + 0.8 * r],
        ]),
      );
      return;
    case 'rectangle':
      s.path(
        poly([
          [cx - r, cy - 0.58 * r],
          [cx + r, cy - 0.58 * r],
          [cx + r, cy + 0.58 * r],
          [cx - r, cy + 0.58 * r],
        ]),
      );
      return;
    case 'triangle':
      s.path(polygon(cx, cy + 0.18 * r, 1.05 * r, 3));
      return;
    case 'pentagon':
      s.path(polygon(cx, cy + 0.05 * r, r, 5));
      return;
    case 'hexagon':
      s.path(polygon(cx, cy, r, 6, 0));
      return;
    case 'octagon':
      s.path(polygon(cx, cy, r, 8, Math.PI / 8));
      return;
    case 'diamond':
      s.path(
        poly([
          [cx, cy - r],
          [cx + 0.68 * r, cy],
          [cx, cy + r],
          [cx - 0.68 * r, cy],
        ]),
      );
      return;
    case 'trapezoid':
      s.path(
        poly([
          [cx - 0.55 * r, cy - 0.55 * r],
          [cx + 0.55 * r, cy - 0.55 * r],
          [cx + r, cy + 0.55 * r],
          [cx - r, cy + 0.55 * r],
        ]),
      );
      return;
    case 'parallelogram':
      s.path(
        poly([
          [cx - 0.6 * r, cy - 0.5 * r],
          [cx + r, cy - 0.5 * r],
          [cx + 0.6 * r, cy + 0.5 * r],
          [cx - r, cy + 0.5 * r],
        ]),
      );
      return;
    case 'semicircle':
      s.path(`M${cx - r} ${cy + 0.35 * r} A${r} ${r} 0 0 1 ${cx + r} ${cy + 0.35 * r} Z`);
      return;
    case 'crescent':
      s.path(
        `M${cx + 0.2 * r} ${cy - r} A${r} ${r} 0 1 0 ${cx + 0.2 * r} ${cy + r} A${0.62 * r} ${r} 0 0 1 ${cx + 0.2 * r} ${cy - r} Z`,
      );
      return;
    case 'star': {
      const pts = Array.from({ length: 10 }, (_, k) => {
        const a = -Math.PI / 2 + (k * Math.PI) / 5;
        const rr = k % 2 === 0 ? 1.05 * r : 0.5 * r;
        return [cx + Math.cos(a) * rr, cy + 0.08 * r + Math.sin(a) * rr];
      });
      s.path(poly(pts));
      return;
    }
    case 'heart':
      s.path(
        `M${cx} ${cy + 0.9 * r} C${cx - 1.35 * r} ${cy + 0.05 * r} ${cx - 0.95 * r} ${cy - 1.05 * r} ${cx} ${cy - 0.45 * r} ` +
          `C${cx + 0.95 * r} ${cy - 1.05 * r} ${cx + 1.35 * r} ${cy + 0.05 * r} ${cx} ${cy + 0.9 * r} Z`,
      );
      return;
    case 'cube':
    case 'cuboid': {
      const a = name === 'cube' ? 1.2 * r : 1.5 * r;
      const b = name === 'cube' ? 1.2 * r : 0.85 * r;
      const d = 0.42 * r;
      const x = cx - (a + d) / 2;
      const y = cy - (b - d) / 2;
      s.path(
        poly([
          [x, y],
          [x + a, y],
          [x + a, y + b],
          [x, y + b],
        ]),
      );
      s.path(
        poly([
          [x, y],
          [x + d, y - d],
          [x + a + d, y - d],
          [x + a, y],
        ]),
      );
      s.path(
        poly([
          [x + a, y],
          [x + a + d, y - d],
          [x + a + d, y + b - d],
          [x + a, y + b],
        ]),
      );
      return;
    }
    case 'cylinder': {
      const w = 0.75 * r;
      const e = 0.24 * r;
      const top = cy - 0.75 * r;
      const bottom = cy + 0.75 * r;
      s.path(
        `M${cx - w} ${top} L${cx - w} ${bottom} A${w} ${e} 0 0 0 ${cx + w} ${bottom} L${cx + w} ${top} Z`,
      );
      s.ellipse(cx, top, w, e);
      return;
    }
    case 'cone': {
      const w = 0.8 * r;
      const e = 0.24 * r;
      const base = cy + 0.7 * r;
      s.path(`M${cx} ${cy - r} L${cx - w} ${base} A${w} ${e} 0 0 0 ${cx + w} ${base} Z`);
      s.line(`M${cx - w} ${base} A${w} ${e} 0 0 1 ${cx + w} ${base}`);
      return;
    }
    case 'sphere':
      s.circle(cx, cy, r);
      s.line(`M${cx - r} ${cy} A${r} ${0.3 * r} 0 0 0 ${cx + r} ${cy}`);
      return;
    case 'pyramid': {
      const apex = [cx + 0.05 * r, cy - r];
      const fl = [cx - 0.95 * r, cy + 0.62 * r];
      const fr = [cx + 0.35 * r, cy + 0.85 * r];
      const br = [cx + r, cy + 0.35 * r];
      s.path(poly([apex, fl, fr]));
      s.path(poly([apex, fr, br]));
      return;
    }
  }
}

/** The flat shapes a shapes page draws when it names none, per audience (fewer, simpler for the youngest). */
const SHAPE_SETS: Record<Audience, ShapeName[]> = {
  toddler: ['circle', 'square', 'triangle', 'star'],
  kids: ['circle', 'square', 'triangle', 'rectangle', 'star', 'heart'],
  'big-kids': [
    'circle',
    'square',
    'triangle',
    'rectangle',
    'oval',
    'diamond',
    'pentagon',
    'hexagon',
    'octagon',
  ],
};

/** A shapes page: each shape in a grid cell with its name under it (no names for toddlers). */
function shapesPage(s: Sheet, named: ShapeName[], audience: Audience) {
  const shapes = named.length ? named.slice(0, 12) : SHAPE_SETS[audience];
  const solid = shapes.every((n) => SOLID_SET.includes(n));
  const labelled = !s.toddler;
  if (labelled) s.label(solid ? '3D SHAPES' : 'SHAPES', 500, 40, 'middle', 1.25);
  const n = shapes.length;
  const cols = n === 1 ? 1 : n <= 4 ? 2 : n <= 9 ? 3 : 4;
  const rows = Math.ceil(n / cols);
  const top = labelled ? 120 : 20;
  const cw = 1000 / cols;
  const ch = (DESIGN_H - top) / rows;
  const room = labelled ? 110 : 0;
  const r = Math.min(cw, ch - room) * 0.36;
  shapes.forEach((name, i) => {
    const col = i % cols;
    const row = Math.floor(i / cols);
    // The last row's shapes are centred when it is not full.
    const inRow = row === rows - 1 ? n - row * cols : cols;
    const cx = (col + 0.5) * cw + ((cols - inRow) * cw) / 2;
    // The shape and its name as one block, centred in the cell.
    const cy = top + row * ch + (ch - 2.1 * r - room) / 2 + 1.05 * r;
    shapeOutline(s, name, cx, cy, r);
    s.label(name.toUpperCase(), cx, cy + 1.05 * r + room / 2);
  });
}

/** A hand of a clock from the centre at `deg` (0 = twelve, clockwise), `len` long and `w` wide, pointed. */
function clockHand(s: Sheet, cx: number, cy: number, deg: number, len: number, w: number) {
  const a = ((deg - 90) * Math.PI) / 180;
  const ux = Math.cos(a);
  const uy = Math.sin(a);
  const at = (along: number, across: number) =>
    `${f(cx + ux * along - uy * across)} ${f(cy + uy * along + ux * across)}`;
  s.path(
    `M${at(-len * 0.12, -w / 2)} L${at(len * 0.82, -w / 2)} L${at(len, 0)} L${at(len * 0.82, w / 2)} L${at(-len * 0.12, w / 2)} Z`,
  );
}

/**
 * A telling-time page: a clock face with a rim, the hours 1–12 (capitals from the page font;
 * toddlers get big dots instead), minute ticks, and the hands at the time asked for, with the
 * time written under it ("3 O'CLOCK", "HALF PAST 7", "4:30"); without a time, no hands and
 * "WHAT TIME IS IT?" (the class draws them).
 */
function clockPage(s: Sheet, time: { hour: number; minute: number } | undefined) {
  const cx = 500;
  const cy = 640;
  const R = 450;
  const words = !time
    ? 'WHAT TIME IS IT?'
    : time.minute === 0
      ? `${time.hour} O'CLOCK`
      : time.minute === 30
        ? `HALF PAST ${time.hour}`
        : time.minute === 15
          ? `QUARTER PAST ${time.hour}`
          : time.minute === 45
            ? `QUARTER TO ${time.hour === 12 ? 1 : time.hour + 1}`
            : `${time.hour}:${String(time.minute).padStart(2, '0')}`;
  s.label(words, 500, 50, 'middle', 1.3);
  s.circle(cx, cy, R);
  s.circle(cx, cy, R * 0.92);
  // Minute ticks from the rim inwards (open lines: each touches the rim only).
  for (let m = 0; m < 60; m++) {
    if (s.toddler && m % 5 !== 0) continue;
    const a = (m * 6 - 90) * (Math.PI / 180);
    const r0 = R * 0.92;
    const r1 = R * (m % 5 === 0 ? 0.84 : 0.88);
    s.line(
      `M${f(cx + Math.cos(a) * r0)} ${f(cy + Math.sin(a) * r0)} L${f(cx + Math.cos(a) * r1)} ${f(cy + Math.sin(a) * r1)}`,
    );
  }
  for (let h = 1; h <= 12; h++) {
    const a = (h * 30 - 90) * (Math.PI / 180);
    const x = cx + Math.cos(a) * R * 0.7;
    const y = cy + Math.sin(a) * R * 0.7;
    if (s.toddler) s.circle(x, y, 52);
    else s.label(String(h), x, y, 'middle', 1.5);
  }
  if (time) {
    clockHand(s, cx, cy, (time.hour % 12) * 30 + time.minute * 0.5, R * 0.5, s.toddler ? 70 : 52);
    clockHand(s, cx, cy, time.minute * 6, R * 0.74, s.toddler ? 56 : 40);
  }
  s.circle(cx, cy, s.toddler ? 44 : 34);
  if (time && !s.toddler)
    s.label(`${time.hour}:${String(time.minute).padStart(2, '0')}`, 500, 1210, 'middle', 1.3);
}

/** Each kind of weather's label. */
const WEATHER_NAMES: Record<WeatherKind, string> = {
  sunny: 'SUNNY',
  rainy: 'RAINY',
  snowy: 'SNOWY',
  windy: 'WINDY',
  cloudy: 'CLOUDY',
  stormy: 'STORMY',
};

/** One kind of weather's picture centred on (cx, cy), about `r` across each way. */
function weatherIcon(s: Sheet, kind: WeatherKind, cx: number, cy: number, r: number) {
  const cloud = (x: number, y: number, k = 1) => s.path(cloudPath(x, y, r * 1.5 * k, r * 0.8 * k));
  switch (kind) {
    case 'sunny': {
      for (let i = 0; i < 12; i++) {
        const a = (i * Math.PI) / 6;
        s.line(
          `M${f(cx + Math.cos(a) * r * 0.62)} ${f(cy + Math.sin(a) * r * 0.62)} L${f(cx + Math.cos(a) * r * 0.92)} ${f(cy + Math.sin(a) * r * 0.92)}`,
        );
      }
      s.circle(cx, cy, r * 0.48);
      return;
    }
    case 'cloudy':
      cloud(cx + r * 0.25, cy - r * 0.3, 0.8);
      cloud(cx - r * 0.1, cy + r * 0.15);
      return;
    case 'rainy':
    case 'snowy':
    case 'stormy': {
      cloud(cx, cy - r * 0.3);
      for (const [dx, dy] of [
        [-0.5, 0.45],
        [0, 0.6],
        [0.5, 0.45],
      ]) {
        const x = cx + dx! * r;
        const y = cy + dy! * r;
        // Toddlers' drops are bigger: each must hold their larger smallest region.
        const d = r * (s.toddler ? 0.3 : 0.2);
        if (kind === 'rainy')
          s.path(
            `M${f(x)} ${f(y - d * 1.6)} Q${f(x + d)} ${f(y)} ${f(x)} ${f(y + d)} Q${f(x - d)} ${f(y)} ${f(x)} ${f(y - d * 1.6)} Z`,
          );
        else if (kind === 'snowy')
          s.line(
            [0, 60, 120]
              .map((deg) => {
                const a = (deg * Math.PI) / 180;
                return `M${f(x - Math.cos(a) * d)} ${f(y - Math.sin(a) * d)} L${f(x + Math.cos(a) * d)} ${f(y + Math.sin(a) * d)}`;
              })
              .join(' '),
          );
      }
      if (kind === 'stormy')
        s.path(
          `M${f(cx + r * 0.05)} ${f(cy + r * 0.05)} L${f(cx - r * 0.25)} ${f(cy + r * 0.5)} L${f(cx)} ${f(cy + r * 0.5)} L${f(cx - r * 0.15)} ${f(cy + r * 0.95)} L${f(cx + r * 0.3)} ${f(cy + r * 0.38)} L${f(cx + r * 0.05)} ${f(cy + r * 0.38)} L${f(cx + r * 0.25)} ${f(cy + r * 0.05)} Z`,
        );
      return;
    }
    case 'windy': {
      for (const [dy, len] of [
        [-0.45, 1.5],
        [0, 1.8],
        [0.45, 1.3],
      ]) {
        const y = cy + dy! * r;
        const x0 = cx - r * 0.9;
        const x1 = x0 + r * len!;
        s.line(
          `M${f(x0)} ${f(y)} C${f(x0 + r * 0.4)} ${f(y - r * 0.12)} ${f(x1 - r * 0.5)} ${f(y + r * 0.12)} ${f(x1)} ${f(y)} C${f(x1 + r * 0.2)} ${f(y)} ${f(x1 + r * 0.2)} ${f(y - r * 0.25)} ${f(x1)} ${f(y - r * 0.25)}`,
        );
      }
      leaf(s, cx + r * 0.3, cy + r * 0.85, cx + r * 0.95, cy + r * 0.55, r * 0.2, false);
      return;
    }
  }
}

/** A weather page: each kind of weather in a box with its picture and its name. */
function weatherPage(s: Sheet, kinds: WeatherKind[]) {
  s.label('WEATHER', 500, 40, 'middle', 1.25);
  const cols = kinds.length <= 2 ? 1 : 2;
  const rows = Math.ceil(kinds.length / cols);
  const top = 110;
  const cw = 1000 / cols;
  const ch = (DESIGN_H - top) / rows;
  kinds.forEach((kind, i) => {
    const x = (i % cols) * cw;
    const y = top + Math.floor(i / cols) * ch;
    s.path(
      `M${f(x + 12)} ${f(y + 12)} L${f(x + cw - 12)} ${f(y + 12)} L${f(x + cw - 12)} ${f(y + ch - 12)} L${f(x + 12)} ${f(y + ch - 12)} Z`,
    );
    const room = s.toddler ? 0 : 90;
    const r = Math.min(cw, ch - room) * 0.4;
    weatherIcon(s, kind, x + cw / 2, y + (ch - room) / 2 + 10, r);
    s.label(WEATHER_NAMES[kind], x + cw / 2, y + ch - 70);
  });
}

/** The name of each fraction's pieces, for its label. */
const FRACTION_NAMES: Record<number, string> = {
  2: 'HALVES',
  3: 'THIRDS',
  4: 'QUARTERS',
  5: 'FIFTHS',
  6: 'SIXTHS',
  8: 'EIGHTHS',
};

/**
 * A pizza of radius r cut into `n` equal slices from its centre: the crust as a ring, a cut
 * line per slice, and (on a big pizza) a slice of pepperoni in each slice.
 */
function pizza(s: Sheet, cx: number, cy: number, r: number, n: number) {
  s.circle(cx, cy, r);
  s.circle(cx, cy, r * 0.84);
  for (let k = 0; k < n; k++) {
    const a = -Math.PI / 2 + (k * 2 * Math.PI) / n;
    s.line(`M${f(cx)} ${f(cy)} L${f(cx + Math.cos(a) * r)} ${f(cy + Math.sin(a) * r)}`);
  }
  // Pepperoni only where it is a region to colour (about 45 design units across or more).
  const pep = r * 0.13;
  if (pep >= 22 && n <= 8)
    for (let k = 0; k < n; k++) {
      const a = -Math.PI / 2 + ((k + 0.5) * 2 * Math.PI) / n;
      s.circle(cx + Math.cos(a) * r * 0.55, cy + Math.sin(a) * r * 0.55, pep);
    }
}

/**
 * A fractions page: pizzas cut into equal slices, each named ("HALVES", "QUARTERS"), or one
 * big pizza in `n` slices with the size of one slice ("1 SLICE = 1/8"). The pizza is the
 * classroom's usual picture of a fraction of a whole.
 */
function fractions(s: Sheet, slices: number[]) {
  const list = slices.slice(0, 4);
  if (list.length === 1) {
    const n = list[0]!;
    s.label(`A PIZZA IN ${n} SLICES`, 500, 40, 'middle', 1.15);
    pizza(s, 500, 640, 440, n);
    s.label(`EACH SLICE IS 1/${n}`, 500, 1200, 'middle', 1.05);
    return;
  }
  s.label('FRACTIONS', 500, 40, 'middle', 1.25);
  const rowH = (DESIGN_H - 120) / list.length;
  const r = Math.min(rowH * 0.42, 260);
  list.forEach((n, i) => {
    const cy = 120 + rowH * (i + 0.5);
    pizza(s, 330, cy, r, n);
    s.label(FRACTION_NAMES[n] ?? `${n} PARTS`, 790, cy - 30, 'middle', 1.05);
    s.label(`1/${n}`, 790, cy + 50, 'middle', 1.05);
  });
}

/**
 * A long bone from (x0, y0) to (x1, y1): a shaft `w` wide with a two-lobed knob at each end
 * (the textbook femur or humerus), one closed outline. Design units.
 */
function longBone(s: Sheet, x0: number, y0: number, x1: number, y1: number, w: number) {
  const L = Math.hypot(x1 - x0, y1 - y0);
  const ux = (x1 - x0) / L;
  const uy = (y1 - y0) / L;
  const a = w / 2;
  const b = w * 1.05;
  const c = Math.min(w * 1.6, L / 3);
  // Local (along, across) to design units.
  const at = (u: number, v: number) => `${f(x0 + ux * u - uy * v)} ${f(y0 + uy * u + ux * v)}`;
  const end = (u: number, dir: 1 | -1, side: 1 | -1) =>
    // From the shaft's edge on `side` round the knob's two lobes to the other edge.
    `Q${at(u - dir * 0.8 * c, side * 1.05 * b)} ${at(u - dir * 0.35 * c, side * b)} ` +
    `Q${at(u + dir * 0.05 * c, side * 0.9 * b)} ${at(u - dir * 0.12 * c, 0)} ` +
    `Q${at(u + dir * 0.05 * c, -side * 0.9 * b)} ${at(u - dir * 0.35 * c, -side * b)} ` +
    `Q${at(u - dir * 0.8 * c, -side * 1.05 * b)} ${at(u - dir * c, -side * a)}`;
  s.path(`M${at(c, -a)} L${at(L - c, -a)} ${end(L, 1, -1)} L${at(c, a)} ${end(0, -1, 1)} Z`);
}

/** A hand's bones from the wrist (x, y) downwards, fingers spread, one outline; `side` -1 is the page's left. */
function handBones(s: Sheet, x: number, y: number, side: 1 | -1) {
  const X = (dx: number) => x + side * dx;
  // Palm, then four fingers (22 wide, 12 apart: the gaps open to the paper), then the thumb.
  const fingers = [
    [-30, 62, 58],
    [-6, 70, 68],
    [18, 66, 64],
    [40, 56, 50],
  ];
  let d = `M${X(-34)} ${y} L${X(30)} ${y} L${X(44)} ${y + 58}`;
  for (const [fx, fy, len] of [...fingers].reverse()) {
    d += ` L${X(fx! + 11)} ${y + fy!} L${X(fx! + 11)} ${y + fy! + len!} Q${X(fx!)} ${y + fy! + len! + 12} ${X(fx! - 11)} ${y + fy! + len!} L${X(fx! - 11)} ${y + fy!}`;
  }
  d += ` L${X(-44)} ${y + 50} L${X(-70)} ${y + 88} Q${X(-80)} ${y + 84} ${X(-74)} ${y + 70} L${X(-46)} ${y + 14} Z`;
  s.path(d);
}

/**
 * The human skeleton from the front (a textbook figure, arms at the sides, palms forward),
 * labelled with the main bones a school chart names: common names for kids, the Latin ones
 * for big kids (the grade 4–6 set: skull, clavicle, ribs, humerus, radius, ulna, spine,
 * pelvis, femur, patella, tibia, fibula). Every part is a region at least the kids' smallest
 * colourable area (about 41 × 41 design units); the nose hole prints black, as on a skull.
 */
function skeleton(s: Sheet, big: boolean) {
  s.label(big ? 'THE HUMAN SKELETON' : 'MY SKELETON', 500, 40, 'middle', 1.15);
  // Leader lines first, so the bones drawn over them hide where they pass behind an arm (a
  // leader drawn across a bone would cut it into pieces too small to colour).
  const L = big
    ? ['SKULL', 'CLAVICLE', 'HUMERUS', 'RADIUS', 'ULNA', 'FEMUR', 'TIBIA']
    : ['SKULL', 'COLLARBONE', 'ARM BONE', 'RADIUS', 'ULNA', 'THIGH BONE', 'SHIN BONE'];
  s.callout(L[0]!, 20, 170, 'start', 428, 180);
  s.callout(L[1]!, 20, 300, 'start', 408, 384);
  s.callout(L[2]!, 20, 470, 'start', 344, 500);
  s.callout(L[3]!, 20, 650, 'start', 298, 700);
  s.callout(L[4]!, 20, 880, 'start', 328, 760);
  s.callout(L[5]!, 20, 980, 'start', 438, 960);
  s.callout(L[6]!, 20, 1180, 'start', 440, 1170);
  const R = big
    ? ['RIBS', 'SPINE', 'PELVIS', 'PATELLA', 'FIBULA']
    : ['RIBS', 'SPINE', 'HIP BONE', 'KNEECAP', 'FIBULA'];
  s.callout(R[0]!, 980, 470, 'end', 590, big ? 470 : 482);
  s.callout(R[1]!, 980, 700, 'end', 530, 668);
  s.callout(R[2]!, 980, 880, 'end', 612, 796);
  s.callout(R[3]!, 980, 1040, 'end', 582, 1090);
  s.callout(R[4]!, 980, 1180, 'end', 594, 1170);
  const mirror = (x: number) => 1000 - x;
  // Parts grow with the audience's smallest colourable region (kids' ~41, toddlers' ~62 design
  // units square): fewer, wider ribs and vertebrae, one forearm bone for toddlers.
  const tod = s.toddler;
  const kids = !big && !tod;
  const vertebrae = big ? 3 : tod ? 1 : 2;
  const vh = big ? 32 : tod ? 104 : 48;
  const vw = big ? 30 : tod ? 46 : 40;
  // Spine below the ribs (lumbar vertebrae, stacked with gaps open to the paper) and the neck.
  for (let k = 0; k < vertebrae; k++) {
    const y = 612 + k * (vh + 8);
    s.path(`M${500 - vw} ${y} L${500 + vw} ${y} L${502 + vw} ${y + vh} L${498 - vw} ${y + vh} Z`);
  }
  const nw = tod ? 38 : 22;
  const nb = tod ? 350 : 368;
  s.path(`M${500 - nw} 296 L${500 + nw} 296 L${503 + nw} ${nb} L${497 - nw} ${nb} Z`);
  // Pelvis with the sacrum and the two holes (obturator foramina).
  s.path(
    'M500 752 C450 728 390 716 372 748 C358 790 392 842 432 868 L468 874 C478 852 522 852 532 874 L568 868 C608 842 642 790 628 748 C610 716 550 728 500 752 Z',
  );
  if (!tod) s.path('M470 752 L530 752 L500 836 Z');
  if (!tod) {
    s.ellipse(452, 834, kids ? 32 : 26, kids ? 26 : 21);
    s.ellipse(548, 834, kids ? 32 : 26, kids ? 26 : 21);
  }
  // Skull: cranium and cheeks, jaw, eye sockets, nose hole, a row of teeth.
  s.path(
    'M424 224 C404 140 444 100 500 100 C556 100 596 140 576 224 L566 252 C562 290 540 306 500 306 C460 306 438 290 434 252 Z',
  );
  s.ellipse(466, 196, 30, 25);
  s.ellipse(534, 196, 30, 25);
  s.path('M500 226 L512 252 L488 252 Z');
  s.line('M462 274 L538 274');
  for (let k = 0; k < 5; k++) s.line(`M${476 + k * 12} 266 L${476 + k * 12} 282`);
  // Ribcage: the breastbone and five pairs of ribs 22 wide (kids: three, 26 wide, 36 apart).
  if (tod) {
    // Toddlers: the ribcage as one shape with rib lines that touch neither side (no thin bands).
    s.path(
      'M500 398 C580 398 632 430 630 520 C628 570 600 604 560 604 L440 604 C400 604 372 570 370 520 C368 430 420 398 500 398 Z',
    );
    for (const y of [450, 510, 566])
      for (const m of [(x: number) => x, mirror])
        s.line(`M${m(520)} ${y} Q${m(570)} ${y - 20} ${m(596)} ${y + 10}`);
  }
  const ribs = tod ? 0 : big ? 5 : 3;
  // The first rib well below the collarbones: the space between them is a region, not a sliver.
  const top = big ? 444 : 456;
  const rw = kids ? 13 : 11;
  for (let k = 0; k < ribs; k++) {
    const y = top + (k * (580 - top)) / (ribs - 1);
    // Long enough to pass behind the upper arm (drawn after), as in a front view: no gap between.
    const out = 152 + k * 6;
    const rib = (m: (x: number) => number) =>
      `M${m(516)} ${y - rw} Q${m(500 + out * 0.75)} ${y - 29 - rw} ${m(500 + out)} ${y + 24} L${m(500 + out - 2 * rw)} ${y + 30} Q${m(500 + out * 0.7)} ${y - 25 + rw} ${m(516)} ${y + rw} Z`;
    s.path(rib((x) => x));
    s.path(rib(mirror));
  }
  if (!tod) s.path('M484 404 L516 404 L512 592 L500 606 L488 592 Z');
  // Collarbones, then the arms (humerus; radius and ulna side by side) and hands.
  longBone(s, 488, 400, 372, 380, tod ? 30 : 20);
  longBone(s, 512, 400, 628, 380, tod ? 30 : 20);
  for (const side of [-1, 1] as const) {
    const m = (x: number) => (side < 0 ? x : mirror(x));
    longBone(s, m(360), 392, m(326), 610, 24);
    if (tod) longBone(s, m(322), 628, m(298), 808, 26);
    else {
      // Radius and ulna, far enough apart (kids) that the gap between them is a region to colour.
      longBone(s, m(302), 628, m(274), 808, 16);
      longBone(s, m(348), 628, m(326), 808, 16);
    }
    handBones(s, m(300), 818, side);
    // Legs: femur, kneecap, tibia and fibula, a foot.
    longBone(s, m(444), 862, m(434), 1072, 28);
    longBone(s, m(440), 1108, m(440), 1236, 22);
    longBone(s, m(406), 1112, m(410), 1232, 14);
    s.circle(m(436), 1090, 25);
    s.path(
      tod
        ? `M${m(412)} 1240 L${m(468)} 1240 L${m(478)} 1262 L${m(488)} 1298 L${m(376)} 1298 Q${m(366)} 1282 ${m(386)} 1268 Z`
        : `M${m(418)} 1248 L${m(462)} 1248 L${m(470)} 1268 L${m(478)} 1296 L${m(390)} 1296 Q${m(382)} 1284 ${m(396)} 1274 Z`,
    );
  }
}

/**
 * A school diagram page as SVG (page px at 300 dpi, the same form as patterns.ts pages:
 * white-filled shapes with the audience's black stroke, the page's frame). Labels are
 * capitals from the page font (Fredoka One, LETTERS_FONT_CREDIT) at CAP_PX, none for toddlers.
 * @param rand jitter for the moon's stipple; without it the page is the same every time.
 */
export function drawDiagram(request: DiagramRequest, spec: PatternPage, rand?: Random): string {
  const { width, height, audience } = spec;
  const frame = frameOf(spec);
  const { lw, inset } = lineAndInset(spec);
  const w = width - 2 * inset;
  const h = height - 2 * inset;
  const u = Math.min(w / 1000, h / DESIGN_H);
  const ox = inset + (w - 1000 * u) / 2;
  const oy = inset + (h - DESIGN_H * u) / 2;
  const s = new Sheet(ox, oy, u, lw, CAP_PX[audience], audience === 'toddler');
  const big = audience === 'big-kids';
  switch (request.kind) {
    case 'water-cycle':
      waterCycle(s, big);
      break;
    case 'solar-system':
      solarSystem(s, big, audience === 'toddler');
      break;
    case 'life-cycle':
      lifeCycle(
        s,
        request.subject === 'frog' ? 'frog' : request.subject === 'plant' ? 'plant' : 'butterfly',
        audience === 'toddler',
      );
      break;
    case 'plant-parts':
      plantParts(s, request.subject === 'flower');
      break;
    case 'moon-phases':
      moonPhases(s, rand, audience === 'toddler');
      break;
    case 'earth-layers':
      earthLayers(s);
      break;
    case 'volcano':
      volcano(s, big);
      break;
    case 'cell':
      cell(s, request.subject === 'plant');
      break;
    case 'shapes':
      shapesPage(s, request.shapes ?? [], audience);
      break;
    case 'skeleton':
      skeleton(s, big);
      break;
    case 'fractions':
      fractions(s, request.slices ?? [2, 4, 8]);
      break;
    case 'clock':
      clockPage(s, request.time);
      break;
    case 'weather':
      weatherPage(s, request.weather ?? ['sunny', 'rainy', 'snowy', 'windy']);
      break;
  }
  // Shapes may reach a little past the design box (the sun's corner): clipped to the drawable area.
  const clip = `<clipPath id="dg"><rect x="${f(inset)}" y="${f(inset)}" width="${f(w)}" height="${f(h)}"/></clipPath>`;
  return page(width, height, lw, `<defs>${clip}</defs><g clip-path="url(#dg)">${s.svg()}</g>`, frame);
}

/**
 * Pages that are not scenes (issue 29, "kinds of page that are not scenes"): mandalas and
 * repeating patterns, drawn procedurally as closed outlines with a difficulty per audience.
 *
 * A mandala is rings of motifs repeated with N-fold rotational symmetry around the centre
 * (the classic construction of mandala colouring books: petals, scallops, teeth, beads and
 * leaves between concentric circles). A pattern is a grid of tiles, each holding one motif,
 * alternating the motifs the prompt names, optionally on a checkerboard.
 * The other classic pattern pages (borders, stained glass, honeycomb, fans, Islamic tiles, fish
 * tessellations, Celtic knots, stripes) are drawn in pattern-pages.ts; this file reads the
 * prompt for all of them (findPatternRequest).
 * Everything is vector SVG in page pixels (300 dpi), black strokes of the audience's line
 * width on white; generatePage rasterises and cleans it like any sketchbook page.
 */
import type { FrameStyle } from '@inkling/contracts/page';
import { AUDIENCE_PROFILES, type AudienceProfile, SAFE_MARGIN_PX } from '../profiles';
import type { Audience } from '../types';
import { lookup, normalizeTerm } from './catalog';
import { type FrameSpec, frameInsetPx, frameMarkup } from './frames';
import { counterGaps, type GlyphArt, glyphArt, glyphInsidePx } from './glyphs';
import { STOP_WORDS, singularForms } from './lexicon';
import { nounsOf } from './nouns';
import { pick, type Random } from './random';

/** Shapes a mandala ring or a pattern tile can repeat. */
export type Motif =
  | 'flower'
  | 'petal'
  | 'leaf'
  | 'star'
  | 'heart'
  | 'moon'
  | 'circle'
  | 'triangle'
  | 'square'
  | 'diamond'
  | 'drop'
  | 'wave'
  | 'snowflake'
  | 'swirl'
  | 'fish'
  | 'bee'
  | 'hexagon'
  | 'fan'
  | 'shell'
  | 'feather'
  | 'sun'
  | 'butterfly'
  | 'diya';

/**
 * What a pattern prompt asks for: a mandala, a tiled pattern, an alphabet chart (A–Z, a
 * letter per box) or a counting chart (numbers 1–N, each with that many things to count).
 */
export interface PatternRequest {
  kind: PatternKind;
  /** Counting charts: the highest number (≤ 20). */
  upTo?: number;
  /** Motifs named in the prompt, in order (may be empty: a mixed mandala / geometric tiles). */
  motifs: Motif[];
  /** A checkerboard of squares under the tiles ("hearts in a checkerboard pattern"). */
  checkerboard: boolean;
  /**
   * Nouns of the prompt the page does not draw ("a mandala with a dragon" → ['dragon']), which
   * the provider reports as skipped words ("I couldn't draw: …"). Empty on a chart.
   */
  skipped: string[];
  /** Stripes: wavy ("wavy stripes") or zigzag instead of straight bands. */
  wavy?: boolean;
  /** Stripes bent into a rainbow's arches ("a rainbow of stripes"). */
  arched?: boolean;
  /** A Celtic knot braided round the page's edge ("a celtic knot border"). */
  border?: boolean;
}

/**
 * The kinds of pattern page: a mandala, a grid of motif tiles, a chart, and the classic
 * colouring-book patterns of issue 29 ("mandalas and patterns"), drawn in pattern-pages.ts.
 */
export type PatternKind =
  | 'mandala'
  | 'pattern'
  | 'alphabet'
  | 'counting'
  | 'border'
  | 'stained-glass'
  | 'honeycomb'
  | 'fans'
  | 'islamic'
  | 'tessellation'
  | 'celtic'
  | 'stripes'
  | 'snowflake';

/**
 * Words that ask for a pattern page, and the kind each one asks for. A page word makes the
 * prompt a pattern page even when it names other things (findPatternRequest).
 */
const PAGE_WORDS: Record<string, PatternKind> = {
  mandala: 'mandala',
  mandalas: 'mandala',
  mandla: 'mandala',
  kaleidoscope: 'mandala',
  rosette: 'mandala',
  // Diwali's floor patterns (look sets 6–7 drew diyas without one): a mandala of petals.
  rangoli: 'mandala',
  rangolis: 'mandala',
  kolam: 'mandala',
  pattern: 'pattern',
  patterns: 'pattern',
  patterned: 'pattern',
  tiling: 'pattern',
  tiles: 'pattern',
  tile: 'pattern',
  checkerboard: 'pattern',
  checkered: 'pattern',
  wallpaper: 'pattern',
  quilt: 'pattern',
  zentangle: 'pattern',
  doodle: 'pattern',
  doodles: 'pattern',
  tessellation: 'tessellation',
  tessellations: 'tessellation',
  tessellating: 'tessellation',
  border: 'border',
  borders: 'border',
  frame: 'border',
  garland: 'border',
  stained: 'stained-glass',
  honeycomb: 'honeycomb',
  beehive: 'honeycomb',
  deco: 'fans',
  seigaiha: 'fans',
  islamic: 'islamic',
  moroccan: 'islamic',
  arabesque: 'islamic',
  girih: 'islamic',
  zellige: 'islamic',
  celtic: 'celtic',
  knot: 'celtic',
  knots: 'celtic',
  knotwork: 'celtic',
  triquetra: 'celtic',
  interlace: 'celtic',
  stripes: 'stripes',
  stripe: 'stripes',
  striped: 'stripes',
  stripy: 'stripes',
  zigzag: 'stripes',
  zigzags: 'stripes',
  chevron: 'stripes',
  chevrons: 'stripes',
  polka: 'pattern',
};

/**
 * Which kind a prompt with several page words gets: the most specific wins ("honeycomb
 * pattern" is a honeycomb, "star mandala" a mandala, "celtic knot border" a knot).
 */
const KIND_ORDER: PatternKind[] = [
  'mandala',
  'stained-glass',
  'celtic',
  'honeycomb',
  'islamic',
  'fans',
  'tessellation',
  'border',
  'stripes',
  'pattern',
];

/** Words naming a motif (singular and plural), read as that motif. */
const MOTIF_WORDS: Record<string, Motif> = {
  flower: 'flower',
  flowers: 'flower',
  floral: 'flower',
  rose: 'flower',
  roses: 'flower',
  daisy: 'flower',
  daisies: 'flower',
  blossom: 'flower',
  blossoms: 'flower',
  petal: 'petal',
  petals: 'petal',
  lotus: 'petal',
  leaf: 'leaf',
  leaves: 'leaf',
  vine: 'leaf',
  vines: 'leaf',
  leafy: 'leaf',
  star: 'star',
  stars: 'star',
  starry: 'star',
  heart: 'heart',
  hearts: 'heart',
  moon: 'moon',
  moons: 'moon',
  circle: 'circle',
  circles: 'circle',
  dots: 'circle',
  dot: 'circle',
  dotted: 'circle',
  spots: 'circle',
  bubbles: 'circle',
  triangle: 'triangle',
  triangles: 'triangle',
  square: 'square',
  squares: 'square',
  diamond: 'diamond',
  diamonds: 'diamond',
  paisley: 'drop',
  drops: 'drop',
  diya: 'diya',
  diyas: 'diya',
  deepak: 'diya',
  raindrops: 'drop',
  wave: 'wave',
  waves: 'wave',
  ocean: 'wave',
  sea: 'wave',
  snowflake: 'snowflake',
  snowflakes: 'snowflake',
  swirl: 'swirl',
  swirls: 'swirl',
  swirly: 'swirl',
  spirals: 'swirl',
  spiral: 'swirl',
  fish: 'fish',
  fishes: 'fish',
  bee: 'bee',
  bees: 'bee',
  hexagon: 'hexagon',
  hexagons: 'hexagon',
  hexagonal: 'hexagon',
  fan: 'fan',
  fans: 'fan',
  shell: 'shell',
  shells: 'shell',
  seashell: 'shell',
  seashells: 'shell',
  feather: 'feather',
  feathers: 'feather',
  sun: 'sun',
  suns: 'sun',
  sunshine: 'sun',
  butterfly: 'butterfly',
  butterflies: 'butterfly',
};

/**
 * Describing words a pattern prompt may carry without naming anything to draw ("an easy
 * mandala for kids", "intricate … full page", "japanese style", "art deco", "with big spaces"):
 * read, not reported as skipped.
 */
const DESCRIBING_WORDS = new Set(
  `diwali deepavali holi easter christmas xmas halloween valentine valentines hanukkah eid ramadan festive holiday
  easy simple large lots detail details detailed intricate complex hard fancy elaborate ornate
  pretty beautiful cute relaxing calming repeating repeated repeat repeats full page kids kid children adults adult shaped
  grown ups style styled japanese geometric geometry symmetrical symmetric shapes shape design designs coloring colouring
  sheet please make draw me decorative decorated decoration interlocking interlocked interlaced woven braided
  art deco classic traditional vintage retro modern wavy wiggly curvy zig zag spaces space areas sections parts
  center centre middle edge edges around across whole entire corner corners certificate year old
  glass window windows panel panels pane panes colourful colorful bold thick thin lines line row rows grid
  ring rings round mosaic motif motifs print printable background sheets tessellate fit together escher
  themed theme inspired pointed point eight 8 six twelve cell cells tiled`.split(/\s+/),
);

/** Words after which a page word is what a thing wears, not the page ("a zebra with stripes"). */
const WEARING = new Set(['with', 'has', 'have', 'having', 'covered', 'wearing', 'wears']);

/** Words that may stand with a lone snowflake on its page ("a big snowflake design to color"). */
const SNOWFLAKE_PAGE_WORDS = new Set(
  'design designs pattern shape page picture winter frozen ice crystal kaleidoscope symmetrical big giant large pretty beautiful simple detailed easy fancy'.split(
    ' ',
  ),
);

/**
 * Reads a prompt as a pattern page when it asks for one: a page word (mandala, pattern,
 * tessellation, border, stained glass, Celtic knot, honeycomb, Islamic tiles, art deco fans,
 * stripes and polka dots…) makes it a pattern page even when it names other things. Motifs
 * it names are drawn, describing words read, and any other noun is returned in `skipped`.
 * A thing wearing a pattern stays a scene: a thing named before the page word ("a tiger
 * mandala", "a tiger on a rug with a pattern"), a page word after "with" following a named
 * thing ("a butterfly with patterns on its wings", "a fish with stripes") or a page word
 * that describes the noun right after it ("a zentangle owl", "a striped cat"). A repeating
 * pattern of things the scene's catalog can draw ("a pattern of cupcakes") stays a scene.
 * @returns the request, or null for a scene prompt. Pure.
 */
export function findPatternRequest(prompt: string): PatternRequest | null {
  const chart = findChartRequest(prompt);
  if (chart) return chart;
  const tokens = normalizeTerm(prompt).split(' ').filter(Boolean);
  const kinds = new Set<PatternKind>();
  const motifs: Motif[] = [];
  const unknown: string[] = [];
  const isPage = (t: string | undefined, i: number) =>
    t !== undefined &&
    PAGE_WORDS[t] !== undefined &&
    // "stained" only before glass; "knot" and "tile" as page words need no partner.
    (t !== 'stained' || tokens[i + 1] === 'glass') &&
    // "a frame of leaves", "a flower frame"; not "a picture frame".
    (t !== 'frame' || tokens[i + 1] === 'of' || MOTIF_WORDS[tokens[i - 1] ?? ''] !== undefined);
  const filler = (t: string) => STOP_WORDS.has(t) || DESCRIBING_WORDS.has(t) || /^\d+$/.test(t);
  // A snowflake on its own ("a big snowflake design", "a snowflake to color") is the snowflake
  // page: the scene's snowflake is OpenMoji's, a few thin strokes (look set 7).
  const rest = tokens.filter((t) => !filler(t) && !SNOWFLAKE_PAGE_WORDS.has(t));
  const mandala = tokens.some((t) => PAGE_WORDS[t] === 'mandala' && t !== 'kaleidoscope');
  if (!mandala && rest.length > 0 && rest.every((t) => t === 'snowflake'))
    return { kind: 'snowflake', motifs: ['snowflake'], checkerboard: false, skipped: [] };
  let seenPage = false;
  let seenThing = false;
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i]!;
    if (isPage(t, i)) {
      // "… with stripes" after a thing: the thing wears the pattern.
      const before = tokens
        .slice(0, i)
        .reverse()
        .find((w) => !DESCRIBING_WORDS.has(w) && !/^(a|an|the|some)$/.test(w));
      if (!seenPage && seenThing && before && WEARING.has(before)) return null;
      // "zentangle owl", "striped cat": the page word describes the thing after it.
      const next = tokens[i + 1];
      if (
        next &&
        !isPage(next, i + 1) &&
        !MOTIF_WORDS[next] &&
        !filler(next) &&
        nounsOf(prompt).includes(next)
      )
        return null;
      kinds.add(PAGE_WORDS[t]!);
      seenPage = true;
      continue;
    }
    const motif = MOTIF_WORDS[t];
    if (motif) {
      if (!motifs.includes(motif)) motifs.push(motif);
      seenThing = true;
      continue;
    }
    // "a rainbow of stripes": the rainbow is how the stripes are drawn.
    if (t === 'rainbow' && tokens[i + 1] === 'of') continue;
    if (filler(t)) continue;
    // A thing named before any page word is what the page is about: a scene.
    if (!seenPage) return null;
    unknown.push(t);
  }
  if (kinds.size === 0) return null;
  let kind = KIND_ORDER.find((k) => kinds.has(k))!;
  // Read the kind from the motifs where the page word is generic.
  if (kind === 'pattern' || kind === 'tessellation') {
    if (motifs.includes('hexagon') && motifs.every((m) => m === 'hexagon' || m === 'bee')) kind = 'honeycomb';
    else if (motifs.length === 1 && motifs[0] === 'fan') kind = 'fans';
    else if (tokens.includes('tessellation') || tokens.includes('interlocking'))
      kind = motifs.includes('fish') ? 'tessellation' : 'pattern';
    else if (
      motifs.includes('star') &&
      tokens.some((t) => t.startsWith('tile')) &&
      tokens.includes('geometric')
    )
      kind = 'islamic';
  }
  if (kind === 'tessellation' && !motifs.includes('fish')) kind = 'pattern';
  // "a big snowflake design like a kaleidoscope": one big snowflake, not a mandala of small ones.
  if (kind === 'mandala' && motifs.length === 1 && motifs[0] === 'snowflake' && !mandala) kind = 'snowflake';
  // A rangoli is rings of petals (its lamps, when named, round the centre first).
  if (
    kind === 'mandala' &&
    tokens.some((t) => /^(rangolis?|kolam)$/.test(t)) &&
    !motifs.some((m) => m !== 'diya')
  )
    motifs.push('petal');
  // An ocean mandala rings waves with fish and shells.
  // (a shell in the centre, then rings of fish, shells and waves).
  if (kind === 'mandala' && tokens.some((t) => t === 'ocean' || t === 'sea')) {
    const named = motifs.filter((m) => m !== 'wave' && m !== 'shell' && m !== 'fish');
    motifs.splice(0, motifs.length, 'shell', 'fish', ...named, 'wave');
  }
  const nouns = unknown.length > 0 ? new Set(nounsOf(prompt)) : new Set<string>();
  // Nouns only; "-ing" words are what the things do ("fish swimming"), not things.
  const skipped = unknown.filter((w, i) => nouns.has(w) && !/ing$/.test(w) && unknown.indexOf(w) === i);
  // A repeating pattern of things the scene can draw ("a repeating pattern of cupcakes") is
  // better drawn as those things than as shapes without them: leave it to the scene.
  if ((kind === 'pattern' || kind === 'tessellation') && skipped.some((w) => sceneCanDraw(w))) return null;
  const request: PatternRequest = {
    kind,
    motifs,
    checkerboard: tokens.some((t) => t.startsWith('checker')) || tokens.includes('quilt'),
    skipped,
  };
  if (kind === 'celtic' && kinds.has('border')) request.border = true;
  if (kind === 'stripes') {
    if (tokens.some((t) => /^(wavy|wiggly|curvy|zigzags?|zig|chevrons?)$/.test(t))) request.wavy = true;
    if (tokens.includes('rainbow')) request.arched = true;
  }
  return request;
}

/** Whether the scene's art catalog has a picture for `word` (or its singular). */
function sceneCanDraw(word: string): boolean {
  return [word, ...singularForms(word)].some((w) => lookup(w).length > 0);
}

/** "the whole alphabet", "ABC chart", "letters A to Z", "a-z". */
const ALPHABET = /\b(?:alphabet|abcs?|a\s*(?:to|-|through|–)\s*z)\b/i;
/** "numbers 1 to 10", "counting 1-20", "numbers one to ten". */
const COUNTING =
  /\b(?:numbers?|counting|count)\s+(?:from\s+)?(?:1|one)\s*(?:to|-|–|through|thru)\s*(\d{1,2}|five|ten|twenty)\b/i;

/**
 * An alphabet or counting chart request ("the whole alphabet A to Z", "numbers 1 to 10 for
 * counting practice"), or null. The prompt may name nothing else to draw (see
 * findPatternRequest): "an alphabet train" is a scene.
 */
function findChartRequest(prompt: string): PatternRequest | null {
  const counting = COUNTING.exec(prompt);
  const alphabet = !counting && ALPHABET.test(prompt);
  if (!counting && !alphabet) return null;
  const rest = normalizeTerm(prompt.replace(counting ? COUNTING : ALPHABET, ' '))
    .split(' ')
    .filter(
      (t) => t && !STOP_WORDS.has(t) && !DESCRIBING_WORDS.has(t) && !CHART_WORDS.has(t) && !/^\d+$/.test(t),
    );
  if (rest.length > 0) return null;
  if (alphabet) return { kind: 'alphabet', motifs: [], checkerboard: false, skipped: [] };
  const raw = counting![1]!.toLowerCase();
  const upTo = { five: 5, ten: 10, twenty: 20 }[raw] ?? Number(raw);
  return upTo >= 2 && upTo <= 20
    ? { kind: 'counting', upTo, motifs: [], checkerboard: false, skipped: [] }
    : null;
}

/** Words a chart prompt may carry ("one letter in each box", "for counting practice"). */
const CHART_WORDS = new Set(
  'whole chart poster letter letters box boxes grid practice counting learn learning preschool kindergarten z number numbers dot dots circle circles big outline outlined'.split(
    ' ',
  ),
);

/** Difficulty of a pattern page per audience: symmetry order, rings, tiles per row. */
export const DIFFICULTY: Record<Audience, { fold: number; rings: number; tilesAcross: number }> = {
  toddler: { fold: 6, rings: 3, tilesAcross: 2 },
  kids: { fold: 8, rings: 5, tilesAcross: 3 },
  'big-kids': { fold: 12, rings: 8, tilesAcross: 5 },
};

/** A page coordinate rounded to 0.1 px for the SVG (pattern and diagram pages). */
export const f = (n: number) => Math.round(n * 10) / 10;

/** Point at polar (r, a) around (cx, cy); a in radians, 0 = up, clockwise. */
export function polar(cx: number, cy: number, r: number, a: number): [number, number] {
  return [f(cx + r * Math.sin(a)), f(cy - r * Math.cos(a))];
}

/**
 * A motif's outline as SVG path data, centred on the origin, pointing up, fitting a box of
 * `w × h` px. Every shape is closed so it can be coloured; `inner` adds the decorations drawn
 * inside (a vein, a smaller copy) for older audiences.
 */
export function motifPath(motif: Motif, w: number, h: number, inner: boolean): string {
  const hw = w / 2;
  const hh = h / 2;
  switch (motif) {
    case 'petal':
    case 'flower':
    case 'leaf': {
      // A lens: both ends pointed (leaf) or a round-tipped petal.
      const bulge = motif === 'leaf' ? hw * 1.25 : hw * 1.45;
      const outline = `M0 ${f(hh)} C${f(bulge)} ${f(hh * 0.3)} ${f(bulge * 0.7)} ${f(-hh * 0.9)} 0 ${f(-hh)} C${f(-bulge * 0.7)} ${f(-hh * 0.9)} ${f(-bulge)} ${f(hh * 0.3)} 0 ${f(hh)}Z`;
      if (!inner) return outline;
      return motif === 'leaf'
        ? `${outline}M0 ${f(hh * 0.85)} L0 ${f(-hh * 0.8)}`
        : `${outline}M0 ${f(hh * 0.55)} C${f(hw * 0.6)} ${f(hh * 0.1)} ${f(hw * 0.4)} ${f(-hh * 0.5)} 0 ${f(-hh * 0.6)} C${f(-hw * 0.4)} ${f(-hh * 0.5)} ${f(-hw * 0.6)} ${f(hh * 0.1)} 0 ${f(hh * 0.55)}Z`;
    }
    case 'star': {
      const pts: string[] = [];
      const r = Math.min(hw, hh);
      for (let i = 0; i < 10; i++) {
        const [x, y] = polar(0, 0, i % 2 === 0 ? r : r * 0.45, (i * Math.PI) / 5);
        pts.push(`${x} ${y}`);
      }
      return `M${pts.join(' L')}Z`;
    }
    case 'heart': {
      const s = Math.min(hw, hh);
      return `M0 ${f(s * 0.9)} C${f(-s * 1.3)} ${f(s * 0.05)} ${f(-s * 0.9)} ${f(-s * 1.05)} 0 ${f(-s * 0.45)} C${f(s * 0.9)} ${f(-s * 1.05)} ${f(s * 1.3)} ${f(s * 0.05)} 0 ${f(s * 0.9)}Z`;
    }
    case 'moon': {
      const r = Math.min(hw, hh);
      // Outer arc bulging left by r, inner arc (radius 1.3 r) bulging left by ~0.47 r.
      return `M0 ${f(-r)} A${f(r)} ${f(r)} 0 0 0 0 ${f(r)} A${f(r * 1.3)} ${f(r * 1.3)} 0 0 1 0 ${f(-r)}Z`;
    }
    case 'circle': {
      const r = Math.min(hw, hh);
      const ring = `M${f(-r)} 0 A${f(r)} ${f(r)} 0 1 0 ${f(r)} 0 A${f(r)} ${f(r)} 0 1 0 ${f(-r)} 0Z`;
      return inner
        ? `${ring}M${f(-r * 0.5)} 0 A${f(r * 0.5)} ${f(r * 0.5)} 0 1 0 ${f(r * 0.5)} 0 A${f(r * 0.5)} ${f(r * 0.5)} 0 1 0 ${f(-r * 0.5)} 0Z`
        : ring;
    }
    case 'triangle':
      return `M0 ${f(-hh)} L${f(hw)} ${f(hh)} L${f(-hw)} ${f(hh)}Z${inner ? `M0 ${f(-hh * 0.2)} L${f(hw * 0.45)} ${f(hh * 0.6)} L${f(-hw * 0.45)} ${f(hh * 0.6)}Z` : ''}`;
    case 'square': {
      const s = Math.min(hw, hh);
      return `M${f(-s)} ${f(-s)} H${f(s)} V${f(s)} H${f(-s)}Z${inner ? `M0 ${f(-s * 0.6)} L${f(s * 0.6)} 0 L0 ${f(s * 0.6)} L${f(-s * 0.6)} 0Z` : ''}`;
    }
    case 'diamond':
      return `M0 ${f(-hh)} L${f(hw)} 0 L0 ${f(hh)} L${f(-hw)} 0Z`;
    case 'drop': {
      // Paisley: a teardrop whose tip curls, with an inner teardrop for older audiences.
      const s = Math.min(hw, hh);
      const outline = `M${f(s * 0.1)} ${f(-s)} C${f(s * 0.9)} ${f(-s * 0.5)} ${f(s)} ${f(s * 0.9)} 0 ${f(s * 0.9)} C${f(-s * 0.9)} ${f(s * 0.9)} ${f(-s * 0.8)} ${f(-s * 0.1)} ${f(-s * 0.2)} ${f(-s * 0.35)} C${f(s * 0.15)} ${f(-s * 0.5)} ${f(-s * 0.2)} ${f(-s * 0.8)} ${f(s * 0.1)} ${f(-s)}Z`;
      return inner
        ? `${outline}M0 ${f(s * 0.55)} C${f(-s * 0.5)} ${f(s * 0.55)} ${f(-s * 0.45)} ${f(0)} 0 ${f(-s * 0.05)} C${f(s * 0.45)} 0 ${f(s * 0.5)} ${f(s * 0.55)} 0 ${f(s * 0.55)}Z`
        : outline;
    }
    case 'diya': {
      // Diwali's oil lamp: a round clay bowl with a spout, a teardrop flame above it.
      const s = Math.min(hw, hh);
      const bowl = `M${f(-s)} ${f(s * 0.05)} Q${f(-s * 0.7)} ${f(s * 0.95)} 0 ${f(s * 0.95)} Q${f(s * 0.7)} ${f(s * 0.95)} ${f(s)} ${f(s * 0.05)} L${f(s * 0.55)} ${f(s * 0.2)} L${f(-s * 0.55)} ${f(s * 0.2)}Z`;
      const flame = `M0 ${f(-s)} Q${f(s * 0.45)} ${f(-s * 0.35)} 0 ${f(-s * 0.02)} Q${f(-s * 0.45)} ${f(-s * 0.35)} 0 ${f(-s)}Z`;
      return `${bowl}${flame}`;
    }
    case 'wave': {
      // Seigaiha: concentric half circles standing on the tile's base.
      const r = Math.min(hw, hh * 2);
      const arcs = [1, 0.68, 0.36].map(
        (k) => `M${f(-r * k)} ${f(hh)} A${f(r * k)} ${f(r * k)} 0 0 1 ${f(r * k)} ${f(hh)}Z`,
      );
      return inner ? arcs.join('') : arcs.slice(0, 2).join('');
    }
    case 'snowflake': {
      const r = Math.min(hw, hh);
      const arms: string[] = [];
      for (let i = 0; i < 6; i++) {
        const a = (i * Math.PI) / 3;
        const [x1, y1] = polar(0, 0, r * 0.3, a - 0.5);
        const [x2, y2] = polar(0, 0, r, a);
        const [x3, y3] = polar(0, 0, r * 0.3, a + 0.5);
        arms.push(`M0 0 L${x1} ${y1} L${x2} ${y2} L${x3} ${y3}Z`);
      }
      return arms.join('');
    }
    case 'fish': {
      // A lens body pointing right and a forked tail on the left, with a gill arc inside.
      const bx = hw * 0.45;
      const by = Math.min(hh, hw * 0.7);
      const tail = `M${f(-bx * 0.95)} 0 L${f(-hw)} ${f(-by * 0.9)} L${f(-hw * 0.85)} 0 L${f(-hw)} ${f(by * 0.9)}Z`;
      const body = `M${f(hw)} 0 C${f(hw * 0.6)} ${f(-by * 1.3)} ${f(-bx * 0.6)} ${f(-by * 1.3)} ${f(-bx)} 0 C${f(-bx * 0.6)} ${f(by * 1.3)} ${f(hw * 0.6)} ${f(by * 1.3)} ${f(hw)} 0Z`;
      return inner
        ? `${tail}${body}M${f(hw * 0.35)} ${f(-by * 0.6)} Q${f(hw * 0.15)} 0 ${f(hw * 0.35)} ${f(by * 0.6)}`
        : `${tail}${body}`;
    }
    case 'bee': {
      // Two round wings above an oval striped body.
      const s = Math.min(hw, hh);
      const wing = (x: number) =>
        `M${f(x - s * 0.32)} ${f(-s * 0.68)} A${f(s * 0.32)} ${f(s * 0.32)} 0 1 0 ${f(x + s * 0.32)} ${f(-s * 0.68)} A${f(s * 0.32)} ${f(s * 0.32)} 0 1 0 ${f(x - s * 0.32)} ${f(-s * 0.68)}Z`;
      const body = `M${f(-s)} ${f(s * 0.2)} A${f(s)} ${f(s * 0.55)} 0 1 0 ${f(s)} ${f(s * 0.2)} A${f(s)} ${f(s * 0.55)} 0 1 0 ${f(-s)} ${f(s * 0.2)}Z`;
      const stripes = [-0.3, 0.25]
        .map((x) => `M${f(x * s)} ${f(-s * 0.3)} L${f(x * s)} ${f(s * 0.7)}`)
        .join('');
      return `${wing(-s * 0.35)}${wing(s * 0.35)}${body}${stripes}`;
    }
    case 'hexagon': {
      const r = Math.min(hw, hh);
      const pts = Array.from({ length: 6 }, (_, i) => polar(0, 0, r, (i * Math.PI) / 3).join(' '));
      return `M${pts.join(' L')}Z`;
    }
    case 'fan': {
      // A half disc standing on its straight edge, ribs from the middle of the edge.
      const r = Math.min(hw, hh);
      const ribs = inner ? 5 : 3;
      let d = `M${f(-r)} ${f(r * 0.4)} A${f(r)} ${f(r)} 0 0 1 ${f(r)} ${f(r * 0.4)}Z`;
      for (let k = 1; k <= ribs; k++) {
        const [x, y] = polar(0, r * 0.4, r * 0.95, -Math.PI / 2 + (Math.PI * k) / (ribs + 1));
        d += `M0 ${f(r * 0.4)} L${x} ${y}`;
      }
      return d;
    }
    case 'shell': {
      // A scallop shell: a 120° fan from the hinge at the bottom, its edge scalloped between
      // the ribs that run back to the hinge.
      const n = inner ? 5 : 4;
      const R = Math.min(hh * 1.7, hw * 1.1);
      const hy = -hh + R * 0.95;
      const pts = Array.from({ length: n + 1 }, (_, k) =>
        polar(0, hy, R, -Math.PI / 3 + ((2 * Math.PI) / 3) * (k / n)),
      );
      const bump = (R * Math.sin(Math.PI / 3)) / n;
      let d = `M0 ${f(hy)} L${pts[0]![0]} ${pts[0]![1]}`;
      for (let k = 1; k <= n; k++) d += ` A${f(bump)} ${f(bump)} 0 0 1 ${pts[k]![0]} ${pts[k]![1]}`;
      d += 'Z';
      for (let k = 1; k < n; k++) d += `M0 ${f(hy)} L${pts[k]![0]} ${pts[k]![1]}`;
      return d;
    }
    case 'feather': {
      const outline = `M0 ${f(hh)} C${f(hw * 1.1)} ${f(hh * 0.2)} ${f(hw * 0.9)} ${f(-hh * 0.7)} 0 ${f(-hh)} C${f(-hw * 0.9)} ${f(-hh * 0.7)} ${f(-hw * 1.1)} ${f(hh * 0.2)} 0 ${f(hh)}Z`;
      const barbs = inner
        ? [-0.4, 0.1]
            .map(
              (y) =>
                `M0 ${f(hh * y)} L${f(hw * 0.55)} ${f(hh * (y - 0.25))}M0 ${f(hh * (y + 0.1))} L${f(-hw * 0.55)} ${f(hh * (y - 0.15))}`,
            )
            .join('')
        : '';
      return `${outline}M0 ${f(hh * 1.05)} L0 ${f(-hh * 0.85)}${barbs}`;
    }
    case 'sun': {
      // A disc and triangle rays that stand just off it (no overlap, so each ray is a region).
      const r = Math.min(hw, hh);
      const disc = r * 0.45;
      let d = `M${f(-disc)} 0 A${f(disc)} ${f(disc)} 0 1 0 ${f(disc)} 0 A${f(disc)} ${f(disc)} 0 1 0 ${f(-disc)} 0Z`;
      for (let k = 0; k < 8; k++) {
        const a = (k * Math.PI) / 4;
        const [x0, y0] = polar(0, 0, disc * 1.12, a - 0.34);
        const [x1, y1] = polar(0, 0, r, a);
        const [x2, y2] = polar(0, 0, disc * 1.12, a + 0.34);
        d += `M${x0} ${y0} L${x1} ${y1} L${x2} ${y2}Z`;
      }
      return d;
    }
    case 'butterfly': {
      // Four round wings either side of a slim body, none overlapping.
      const s = Math.min(hw, hh);
      const wing = (x: number, y: number, rx: number, ry: number) =>
        `M${f(x - rx)} ${f(y)} A${f(rx)} ${f(ry)} 0 1 0 ${f(x + rx)} ${f(y)} A${f(rx)} ${f(ry)} 0 1 0 ${f(x - rx)} ${f(y)}Z`;
      const body = `M0 ${f(-s * 0.6)} C${f(s * 0.14)} ${f(-s * 0.6)} ${f(s * 0.14)} ${f(s * 0.7)} 0 ${f(s * 0.7)} C${f(-s * 0.14)} ${f(s * 0.7)} ${f(-s * 0.14)} ${f(-s * 0.6)} 0 ${f(-s * 0.6)}Z`;
      return [
        wing(-s * 0.58, -s * 0.3, s * 0.42, s * 0.4),
        wing(s * 0.58, -s * 0.3, s * 0.42, s * 0.4),
        wing(-s * 0.48, s * 0.46, s * 0.3, s * 0.3),
        wing(s * 0.48, s * 0.46, s * 0.3, s * 0.3),
        body,
      ].join('');
    }
    case 'swirl': {
      // A closed comma: an outer spiral arm and its inner edge.
      const r = Math.min(hw, hh);
      return `M0 ${f(r)} C${f(r * 1.3)} ${f(r)} ${f(r * 1.2)} ${f(-r * 0.9)} 0 ${f(-r * 0.9)} C${f(-r * 0.8)} ${f(-r * 0.9)} ${f(-r * 0.8)} ${f(r * 0.1)} ${f(-r * 0.1)} ${f(r * 0.1)} C${f(r * 0.4)} ${f(r * 0.1)} ${f(r * 0.35)} ${f(-r * 0.45)} 0 ${f(-r * 0.4)} C${f(r * 0.7)} ${f(-r * 0.5)} ${f(r * 0.8)} ${f(r * 0.6)} 0 ${f(r)}Z`;
    }
  }
}

/** A motif placed at (x, y), rotated by `deg`, as an SVG path element. */
export function placed(
  motif: Motif,
  x: number,
  y: number,
  w: number,
  h: number,
  deg: number,
  inner: boolean,
): string {
  return `<path d="${motifPath(motif, w, h, inner)}" transform="translate(${f(x)} ${f(y)}) rotate(${f(deg)})"/>`;
}

/** One mandala ring style: how the band between two circles is filled. */
type RingStyle = 'petals' | 'scallops' | 'teeth' | 'beads' | 'motif';

/** The ring styles in order from the centre out, chosen for the motifs asked for. */
function ringStyles(rings: number, motifs: readonly Motif[], rand: Random): RingStyle[] {
  const pool: RingStyle[] = ['petals', 'scallops', 'teeth', 'beads'];
  const out: RingStyle[] = [];
  for (let i = 0; i < rings; i++) {
    // The motifs asked for take every other ring; the outermost is always petals or scallops,
    // which close the mandala with a round edge.
    if (i === rings - 1) out.push(motifs.length > 0 && motifs[0] !== 'snowflake' ? 'petals' : 'scallops');
    else if (motifs.length > 0 && i % 2 === 1) out.push('motif');
    else
      out.push(
        i === 0
          ? 'petals'
          : pick(
              rand,
              pool.filter((s) => s !== out[out.length - 1]),
            ),
      );
  }
  return out;
}

/**
 * A mandala page as SVG: `fold`-fold symmetric rings between concentric circles, their count
 * and the symmetry order set by the audience (DIFFICULTY), widest rings outermost. Motif
 * rings repeat the prompt's motifs (a snowflake centre for "snowflake mandala").
 * @param spec the audience, the page size in px (300 dpi) and whether it has the rounded frame.
 * Deterministic for a given `rand`.
 */
export function drawMandala(request: PatternRequest, spec: PatternPage, rand: Random): string {
  const { audience, width, height } = spec;
  const frame = frameOf(spec);
  const { fold: baseFold, rings: wanted } = DIFFICULTY[audience];
  const fold = request.motifs.includes('snowflake') ? Math.max(6, Math.round(baseFold / 6) * 6) : baseFold;
  const inner = audience === 'big-kids';
  const cx = width / 2;
  const cy = height / 2;
  const lw = (spec.profile ?? AUDIENCE_PROFILES[audience]).lineWidthPx;
  const R = Math.min(width, height) / 2 - SAFE_MARGIN_PX - lw * 3 - frameInset(frame, lw);
  // Every band must hold motifs whose insides a crayon can fill: at least 1.8 × the side of the
  // audience's smallest region (profiles.ts minRegionAreaPx), or fewer rings are drawn.
  // A motif's inside (a heart's is ~45 % of its box, less the stroke) must stay larger than the
  // audience's smallest region (profiles.ts minRegionAreaPx), or the clean-up fills it black.
  const minSide = Math.sqrt((spec.profile ?? AUDIENCE_PROFILES[audience]).minRegionAreaPx);
  const minMotif = minSide * 1.9 + lw * 2;
  const minBand = minMotif / 0.95;
  /**
   * Inner decorations (a ring in a bead, a triangle in a triangle) only where the inner part
   * still fits a crayon: it is about half the motif's size, so the motif needs ~2.4 × minSide.
   */
  const roomy = (d: number) => inner && d >= minSide * 2.4 + lw * 2;
  const centre = Math.max(R * 0.13, minBand * 0.8);
  const rings = Math.max(2, Math.min(wanted, Math.floor((R - centre) / (minBand * 1.1))));
  // Bands widen slowly outwards (10 % per ring).
  const weights = Array.from({ length: rings }, (_, i) => 1 + i * 0.1);
  const total = weights.reduce((a, b) => a + b, 0);
  const radii = [centre];
  for (const w of weights) radii.push(radii[radii.length - 1]! + ((R - centre) * w) / total);
  // A diya is the centre's lamp only: turned round a ring, its bowl and flame were slivers.
  const ringMotifs = request.motifs.some((m) => m !== 'diya')
    ? request.motifs.filter((m) => m !== 'diya')
    : request.motifs;
  const styles = ringStyles(rings, ringMotifs, rand);
  // Shapes are filled white, so the page is painted from the outside in: each ring's inner
  // circle covers nothing that is drawn after it.
  const ringParts: string[][] = [];
  const circle = (r: number) => `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(r)}"/>`;
  let motifIndex = 0;
  for (let i = 0; i < rings; i++) {
    const parts: string[] = [];
    ringParts.push(parts);
    const r0 = radii[i]!;
    const r1 = radii[i + 1]!;
    const band = r1 - r0;
    const mid = (r0 + r1) / 2;
    // As many repeats as keep each motif about as wide as the band (a multiple of the fold,
    // so the symmetry holds): outer rings repeat more, and neighbours nearly touch.
    // Never so many that a motif gets narrower than minMotif.
    const fits = Math.max(1, Math.floor((2 * Math.PI * mid * 0.95) / fold / minMotif));
    const n = fold * Math.max(1, Math.min(fits, Math.round((2 * Math.PI * mid) / fold / band)));
    const step = (2 * Math.PI) / n;
    const offset = i % 2 === 0 ? 0 : step / 2;
    const style = styles[i]!;
    if (style !== 'scallops') parts.push(circle(r0));
    for (let k = 0; k < n; k++) {
      const a = offset + k * step;
      if (style === 'petals') {
        const arc = mid * step;
        const [x, y] = polar(cx, cy, mid, a);
        // Petals stay plain: an inner petal is a thin sliver at any size a ring allows.
        parts.push(
          placed('petal', x, y, Math.min(arc * 0.8, band * 0.8), band * 0.98, (a * 180) / Math.PI, false),
        );
      } else if (style === 'scallops') {
        // A round arch between neighbouring spokes standing on the inner circle.
        const [x0, y0] = polar(cx, cy, r0, a - step / 2);
        const [x1, y1] = polar(cx, cy, r0, a + step / 2);
        const [tx, ty] = polar(cx, cy, r0 + band * 0.95, a);
        const [c0x, c0y] = polar(cx, cy, r0 + band * 1.05, a - step * 0.45);
        const [c1x, c1y] = polar(cx, cy, r0 + band * 1.05, a + step * 0.45);
        parts.push(`<path d="M${x0} ${y0} Q${c0x} ${c0y} ${tx} ${ty} Q${c1x} ${c1y} ${x1} ${y1}"/>`);
        if (roomy(band * 0.34)) {
          const [ix, iy] = polar(cx, cy, r0 + band * 0.42, a);
          parts.push(placed('circle', ix, iy, band * 0.34, band * 0.34, 0, false));
        }
      } else if (style === 'teeth') {
        const [x0, y0] = polar(cx, cy, r0, a - step / 2);
        const [x1, y1] = polar(cx, cy, r0, a + step / 2);
        const [tx, ty] = polar(cx, cy, r1, a);
        parts.push(`<path d="M${x0} ${y0} L${tx} ${ty} L${x1} ${y1}"/>`);
      } else if (style === 'beads') {
        const [x, y] = polar(cx, cy, mid, a);
        const d = Math.min(band * 0.8, mid * step * 0.8);
        parts.push(placed('circle', x, y, d, d, 0, roomy(d)));
      } else {
        const motif = ringMotifs[motifIndex % ringMotifs.length]!;
        const [x, y] = polar(cx, cy, mid, a);
        const d = Math.min(band * 0.95, mid * step * 0.95);
        parts.push(placed(motif, x, y, d, d, (a * 180) / Math.PI, roomy(d)));
      }
    }
    if (style === 'motif') motifIndex++;
  }
  // Centre: the first motif (a snowflake, a heart, a star), a lotus of petals for a lotus
  // mandala, or a star of petals for a flower mandala.
  const centreMotif = request.motifs[0] ?? 'flower';
  const centreArt =
    centreMotif === 'petal'
      ? Array.from({ length: 6 }, (_, k) => {
          const [x, y] = polar(cx, cy, centre * 0.45, (k * Math.PI) / 3);
          return placed('petal', x, y, centre * 0.55, centre * 0.85, k * 60, false);
        }).join('')
      : placed(centreMotif === 'flower' ? 'star' : centreMotif, cx, cy, centre * 1.5, centre * 1.5, 0, false);
  const body = [circle(R), ...ringParts.reverse().flat(), circle(centre), centreArt].join('');
  return page(width, height, lw, body, frame);
}

/** Motifs of a geometric pattern when the prompt names none. */
const GEOMETRIC: Motif[] = ['triangle', 'square', 'diamond', 'circle'];

/**
 * A repeating pattern page as SVG: a framed grid of square tiles (DIFFICULTY.tilesAcross per
 * row), each holding one motif, the named motifs alternating along rows and columns and
 * turned in alternate tiles; a checkerboard draws every tile's square. Waves tile as
 * seigaiha (rows of overlapping half circles).
 * @param spec the audience, the page size in px (300 dpi) and whether it has the rounded frame.
 * Deterministic for a given request.
 */
export function drawTiledPattern(request: PatternRequest, spec: PatternPage): string {
  const { audience, width, height } = spec;
  const frame = frameOf(spec);
  const { lw, inset } = lineAndInset(spec);
  const across = DIFFICULTY[audience].tilesAcross;
  const tile = (width - 2 * inset) / across;
  const down = Math.floor((height - 2 * inset) / tile);
  const top = (height - down * tile) / 2;
  const left = inset;
  const motifs = request.motifs.length > 0 ? request.motifs : GEOMETRIC;
  const inner = audience !== 'toddler';
  const parts: string[] = [
    `<rect x="${f(left)}" y="${f(top)}" width="${f(across * tile)}" height="${f(down * tile)}"/>`,
  ];
  if (motifs.length === 1 && motifs[0] === 'wave') {
    // Seigaiha: each row's arches overlap the row above by half; the frame clips nothing
    // because every arch stays inside its own column pair.
    for (let row = down * 2 - 1; row >= 1; row--) {
      const y = top + (row * tile) / 2;
      const shift = row % 2 === 0 ? 0 : tile / 2;
      for (let col = 0; col <= across; col++) {
        const x = left + shift + col * tile - (shift > 0 ? tile : 0);
        if (x - tile / 2 < left - 1 || x + tile / 2 > left + across * tile + 1) continue;
        parts.push(placed('wave', x, y - tile / 4, tile, tile / 2, 0, inner));
      }
    }
    return page(width, height, lw, parts.join(''), frame);
  }
  for (let row = 0; row < down; row++) {
    for (let col = 0; col < across; col++) {
      const x = left + col * tile;
      const y = top + row * tile;
      if (request.checkerboard || motifs.includes('square'))
        parts.push(`<rect x="${f(x)}" y="${f(y)}" width="${f(tile)}" height="${f(tile)}"/>`);
      // On a checkerboard, motifs sit on every other square; otherwise in every tile.
      if (request.checkerboard && (row + col) % 2 === 1) continue;
      const motif = motifs[(row + col) % motifs.length]!;
      const size = tile * (motif === 'square' ? 0.5 : 0.7);
      const turn = motif === 'triangle' && (row + col) % 2 === 1 ? 180 : 0;
      parts.push(placed(motif, x + tile / 2, y + tile / 2, size, size, turn, inner));
    }
  }
  return page(width, height, lw, parts.join(''), frame);
}

/** A glyph's outline stretched across by `k` about its box's centre (absolute M/L/Q/C path data). */
function widened(art: GlyphArt, k: number): GlyphArt {
  const cx = art.box.x + art.box.width / 2;
  const d = art.d.replace(/([MLQC])([^MLQCZ]*)/gi, (_, cmd: string, args: string) => {
    const n = (args.match(/-?\d*\.?\d+(?:e-?\d+)?/g) ?? []).map(Number);
    return cmd + n.map((v, i) => (i % 2 === 0 ? (cx + (v - cx) * k).toFixed(1) : String(v))).join(' ');
  });
  return { ...art, d, box: { ...art.box, x: cx - (art.box.width * k) / 2, width: art.box.width * k } };
}

/**
 * A chart page as SVG: a grid of boxes, one per letter A–Z (4 across, 7 down) or per number
 * 1–N, each letter or number an outline from the page font (glyphs.ts). Up to ten numbers
 * get a row each with as many circles to colour and count; 1–20 is numbers only, 4 across;
 * a toddler's 1–10 is numbers only, 2 across.
 * @param spec the audience, the page size in px (300 dpi) and whether it has the rounded frame.
 */
export function drawChart(request: PatternRequest, spec: PatternPage): string {
  const { width, height } = spec;
  const frame = frameOf(spec);
  const { lw, inset } = lineAndInset(spec);
  const labels =
    request.kind === 'alphabet'
      ? Array.from({ length: 26 }, (_, i) => String.fromCharCode(65 + i))
      : Array.from({ length: request.upTo ?? 10 }, (_, i) => String(i + 1));
  // Up to ten numbers get a row each, with a row of circles big enough to colour; past ten
  // the circles would be too small for a crayon, so a 1–20 chart shows the numbers only.
  // Toddlers' circles would be smaller than their smallest colourable region (every one printed
  // black, with the thin digits): their counting chart is big numbers, two across.
  const toddler = spec.audience === 'toddler';
  const withCircles = request.kind === 'counting' && labels.length <= 10 && !toddler;
  const across = request.kind === 'alphabet' || !withCircles ? (toddler && labels.length <= 10 ? 2 : 4) : 1;
  const down = Math.ceil(labels.length / across);
  const cw = (width - 2 * inset) / across;
  const ch = (height - 2 * inset) / down;
  const parts: string[] = [];
  labels.forEach((label, i) => {
    const x = inset + (i % across) * cw;
    const y = inset + Math.floor(i / across) * ch;
    parts.push(`<rect x="${f(x)}" y="${f(y)}" width="${f(cw)}" height="${f(ch)}" rx="${lw * 2}"/>`);
    let art = glyphArt(label);
    // The glyph fills the box's height on an alphabet chart, its left part on a counting chart.
    const boxW = withCircles ? cw * 0.16 : cw * 0.8;
    const scale = Math.min(boxW / art.box.width, (ch * 0.72) / art.box.height);
    // A letter whose inside is smaller than the audience's smallest colourable region (a
    // toddler's I) is widened, or the clean-up fills it black.
    const inside = glyphInsidePx(art.d, scale, lw);
    const minArea = (spec.profile ?? AUDIENCE_PROFILES[spec.audience]).minRegionAreaPx;
    if (inside < 1.2 * minArea) art = widened(art, Math.min(2, (1.2 * minArea) / Math.max(1, inside)));
    const gx = withCircles ? x + cw * 0.03 : x + (cw - art.box.width * scale) / 2;
    const gy = y + (ch - art.box.height * scale) / 2;
    // Counters too small to colour (B, P, R, 4, 6, 8, 9) open into the letter (glyphs.ts counterGaps).
    parts.push(
      `<g stroke-width="${f(lw / scale)}" transform="translate(${f(gx - art.box.x * scale)} ${f(gy - art.box.y * scale)}) scale(${scale.toFixed(4)})"><path d="${art.d}" fill-rule="nonzero"/>${counterGaps(art.d, lw / scale)}</g>`,
    );
    if (withCircles) {
      // n circles in one row right of the number, each in a slot of the row's width shared
      // by the chart's largest number.
      const n = i + 1;
      const slot = (cw * 0.78) / labels.length;
      const d = Math.min(slot, ch * 0.8) * 0.8;
      for (let k = 0; k < n; k++) {
        const cx = x + cw * 0.2 + (k + 0.5) * slot;
        parts.push(`<circle cx="${f(cx)}" cy="${f(y + ch / 2)}" r="${f(d / 2)}"/>`);
      }
    }
  });
  return page(width, height, lw, parts.join(''), frame);
}

/**
 * The page a pattern is drawn on: its audience, size in px at 300 dpi, the frame (true =
 * rounded) and the page's drawing rules (profiles.ts pageProfile; default the audience's).
 */
export interface PatternPage {
  audience: Audience;
  width: number;
  height: number;
  frame?: boolean | FrameStyle;
  profile?: AudienceProfile;
}

/** The frame of a pattern page: flowers for a themed border (a pattern has no setting). */
export function frameOf(spec: PatternPage): FrameSpec {
  const style: FrameStyle = spec.frame === true ? 'rounded' : spec.frame || 'none';
  const profile = spec.profile ?? AUDIENCE_PROFILES[spec.audience];
  return { style, theme: 'flowers', minRegionAreaPx: profile.minRegionAreaPx };
}

/** The page's line width and the inset of a grid page from the paper's edge, px. */
export function lineAndInset(spec: PatternPage): { lw: number; inset: number } {
  const lw = (spec.profile ?? AUDIENCE_PROFILES[spec.audience]).lineWidthPx;
  return { lw, inset: SAFE_MARGIN_PX + lw * 2 + frameInset(frameOf(spec), lw) };
}

/** Room the frame takes inside the safe margin, px (frames.ts frameInsetPx, as compose.ts keeps it). */
export function frameInset(frame: FrameSpec, lw: number): number {
  return frameInsetPx(frame.style, lw, frame.minRegionAreaPx, frame.theme);
}

/**
 * The page's SVG document: white paper, every shape white-filled with a black `lw` stroke,
 * and the frame every sketchbook page draws (frames.ts).
 */
export function page(width: number, height: number, lw: number, body: string, frame: FrameSpec): string {
  const frameRect = frameMarkup(frame.style, width, height, lw, frame.minRegionAreaPx, frame.theme);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" shape-rendering="crispEdges">` +
    `<rect width="${width}" height="${height}" fill="#fff"/>` +
    `<g fill="#fff" fill-rule="evenodd" stroke="#000" stroke-width="${lw}" stroke-linecap="round" stroke-linejoin="round">${body}${frameRect}</g></svg>`
  );
}

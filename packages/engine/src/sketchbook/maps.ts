/**
 * Map pages (issue 29, teachers' "world map with the seven continents and oceans", "blank map
 * of the United States"): a world map of the continents and oceans, and a map of the fifty
 * states, drawn from public-domain data as closed white outlines with the audience's black
 * stroke, in the same page form as the school diagrams (diagrams.ts).
 *
 * Data (both public domain, pinned in packages/engine/package.json, credited in
 * README "Credits"):
 * - the world: Natural Earth 1:110m land (world-atlas 2.0.2, `land-110m.json`), projected
 *   with the Miller cylindrical projection (a classroom wall map's) through d3-geo, drawn
 *   upright across the page's width (a world map is 1.6 : 1; turned along the page's length
 *   it read sideways in the app; upright, the kids' Atlantic is named by one word);
 * - the United States: US Census Bureau cartographic boundaries (us-atlas 3.0.1,
 *   `states-albers-10m.json`, already projected to Albers USA in a 975 × 610 box, Alaska and
 *   Hawaii as insets).
 *
 * A printed region must be big enough to colour (the audience's minRegionAreaPx, profiles.ts):
 * the print clean-up (finish.ts) fills any smaller enclosed white region black, which would
 * print as a blot. So islands smaller than REGION_FACTOR × minRegionAreaPx are left out, as
 * are inland seas (their coasts are drawn as land), and states too small at the page's scale
 * are merged with a neighbour on the big map and shown again, bigger, in an inset of the
 * north-east; Hawaii is drawn bigger in an inset of its own. Labels are capitals from the
 * page font on a white knock-out box (diagrams.ts Sheet.label), placed only where the whole
 * box lies in the land (continents) or in the sea (oceans); toddler pages have no labels.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import {
  type GeoPermissibleObjects,
  type GeoRawProjection,
  geoContains,
  geoPath,
  geoProjection,
} from 'd3-geo';
import type { FeatureCollection, LineString, MultiPolygon, Polygon, Position } from 'geojson';
import { feature, merge, neighbors } from 'topojson-client';
import type { GeometryCollection, GeometryObject, Topology } from 'topojson-specification';
import { AUDIENCE_PROFILES } from '../profiles';
import { normalizeTerm } from './catalog';
import { CAP_PX, DESCRIBING, Sheet } from './diagrams';
import { glyphArt } from './glyphs';
import { STOP_WORDS } from './lexicon';
import { f, frameOf, lineAndInset, type PatternPage, page } from './patterns';
import type { Random } from './random';

/** The maps this file draws. */
export type MapKind = 'world' | 'us';

/** What a map prompt asks for. */
export interface MapRequest {
  kind: MapKind;
  /** "blank map…", "…without labels": no names on the page. */
  blank: boolean;
  /** Words of the prompt that name something the map does not draw (reported as not drawn). */
  skipped: string[];
}

/** Words naming what a map draws or how it is asked for (read, not reported as skipped). */
const MAP_WORDS = new Set(
  `map maps world earth globe planet continent continents ocean oceans sea seas seven 7 five 5 all
  north south america americas europe africa asia australia antarctica oceania pacific atlantic indian
  arctic southern land lands outline outlines outlined shape shapes blank empty unlabeled unlabelled
  without no our geography social studies united states state usa us u s a american america 50 fifty
  country nation lower 48 alaska hawaii border borders line lines showing shows its their physical
  political`.split(/\s+/),
);

const WORLD_RE =
  /\bworld\s+maps?\b|\bmaps?\s+of\s+(the\s+)?(whole\s+)?(world|earth|globe|continents)\b|\b(seven|7)\s+continents\b|\bcontinents\s+(and|&)\s+(the\s+)?oceans\b|\boceans\s+(and|&)\s+(the\s+)?continents\b|\bglobe\s+maps?\b|\bcontinents?\s+maps?\b/;
const US_RE =
  /\bmaps?\s+of\s+(the\s+)?(united\s+states(\s+of\s+america)?|usa|us|u\s+s(\s+a)?|america)\b|\b(usa|us|u\s+s(\s+a)?|united\s+states|american)\s+maps?\b|\b(50|fifty)\s+(united\s+)?states\b|\bstates?\s+outlines\b|\bstates\s+maps?\b|\bmaps?\s+of\s+(the\s+)?states\b/;
/** A map held, looked at or hung somewhere is a thing in a scene, not the page. */
const SCENE_RE =
  /\b(holding|holds|looking|looks|reading|reads|carrying|carries|studying|pointing|points|finding|follows?|following|treasure|pirates?|on\s+(a|the)\s+wall|in\s+(a|the)\s+(car|classroom|room))\b/;

/**
 * Reads a prompt as a map page: the world ("world map with the seven continents and oceans",
 * "map of the world", "continents and oceans", "globe map") or the United States ("map of the
 * USA", "the 50 states", "state outlines", "blank US map"). A map in a scene stays a scene
 * ("a pirate holding a treasure map", "a boy looking at a map in the car": null). Words the
 * map does not draw ("countries", "a dog") come back in `skipped`.
 * @returns the request, or null when the prompt asks for no map page. Pure.
 */
export function findMapRequest(prompt: string): MapRequest | null {
  const text = normalizeTerm(prompt);
  const us = US_RE.test(text);
  const world = !us && WORLD_RE.test(text);
  if (!us && !world) return null;
  if (SCENE_RE.test(text)) return null;
  const blank =
    /\b(blank|empty|unlabell?ed|outline\s+only|without\s+(any\s+)?(labels|names)|no\s+(labels|names))\b/.test(
      text,
    );
  const skipped: string[] = [];
  for (const t of text.split(' ')) {
    if (!t || STOP_WORDS.has(t) || DESCRIBING.has(t) || /^\d+(st|nd|rd|th)?$/.test(t)) continue;
    // Country borders are not drawn on the world map (too many regions too small to colour).
    if (MAP_WORDS.has(t) && !(world && /^(country|countries|nation|border|borders)$/.test(t))) continue;
    if (!skipped.includes(t)) skipped.push(t);
  }
  return { kind: us ? 'us' : 'world', blank, skipped };
}

// ---------------------------------------------------------------- data

/** Reads a JSON file of an installed package (once per process: callers keep the result). */
function packageJson<T>(spec: string): T {
  return JSON.parse(readFileSync(createRequire(import.meta.url).resolve(spec), 'utf8')) as T;
}

let worldLand: MultiPolygon | null = null;
/** Natural Earth 1:110m land as one MultiPolygon of lon/lat rings (loaded on first use). */
function landPolygons(): MultiPolygon {
  if (!worldLand) {
    const topo = packageJson<Topology>('world-atlas/land-110m.json');
    const fc = feature(topo, topo.objects.land as GeometryCollection) as FeatureCollection;
    const polys: Position[][][] = [];
    for (const ft of fc.features) {
      const g = ft.geometry as Polygon | MultiPolygon;
      if (g.type === 'Polygon') polys.push(g.coordinates);
      else polys.push(...g.coordinates);
    }
    worldLand = { type: 'MultiPolygon', coordinates: polys };
  }
  return worldLand;
}

interface UsData {
  topo: Topology;
  states: GeometryObject<{ name: string }>[];
  /** Length of each arc, Albers units. */
  arcLength: number[];
}
let usData: UsData | null = null;
/** The states of us-atlas `states-albers-10m.json` (Albers USA, 975 × 610 units), loaded on first use. */
function usStates(): UsData {
  if (!usData) {
    const topo = packageJson<Topology>('us-atlas/states-albers-10m.json');
    const states = (topo.objects.states as GeometryCollection<{ name: string }>).geometries;
    const t = topo.transform;
    const arcLength = topo.arcs.map((arc) => {
      let x = 0;
      let y = 0;
      let px = 0;
      let py = 0;
      let len = 0;
      arc.forEach((p, i) => {
        x = t ? x + p[0]! : p[0]!;
        y = t ? y + p[1]! : p[1]!;
        const ax = t ? x * t.scale[0] : x;
        const ay = t ? y * t.scale[1] : y;
        if (i > 0) len += Math.hypot(ax - px, ay - py);
        px = ax;
        py = ay;
      });
      return len;
    });
    usData = { topo, states, arcLength };
  }
  return usData;
}

// ---------------------------------------------------------------- geometry helpers

/** Shoelace area of a planar ring, unsigned, in the ring's units squared. */
function ringArea(r: readonly Position[]): number {
  let a = 0;
  for (let i = 0; i < r.length; i++) {
    const p = r[i]!;
    const q = r[(i + 1) % r.length]!;
    a += p[0]! * q[1]! - q[0]! * p[1]!;
  }
  return Math.abs(a / 2);
}

/**
 * Planar rings as SVG path data through `map` (to page px), dropping points closer than
 * `step` px to the last kept one (10m data has points far closer than a printed line is wide).
 */
function ringsPath(
  rings: readonly (readonly Position[])[],
  map: (p: Position) => [number, number],
  step = 1.5,
) {
  let d = '';
  for (const ring of rings) {
    let last: [number, number] | null = null;
    const pts: string[] = [];
    for (const p of ring) {
      const q = map(p);
      if (last && Math.hypot(q[0] - last[0], q[1] - last[1]) < step) continue;
      pts.push(`${f(q[0])} ${f(q[1])}`);
      last = q;
    }
    if (pts.length >= 3) d += `M${pts.join('L')}Z`;
  }
  return d;
}

/** Width of a label in capitals at cap height `cap` px (Fredoka One, as Sheet.label sets it). */
function labelWidth(text: string, cap: number): number {
  return (glyphArt(text.toUpperCase()).box.width * cap) / glyphArt('H').box.height;
}

/**
 * Enclosed regions smaller than this many times the audience's minRegionAreaPx are not
 * drawn (islands) or are merged (states): an outline's white inside is smaller than its
 * area by the stroke's half width along the coast, and a coast is ragged.
 */
const REGION_FACTOR = 1.6;

/**
 * Label cap height on a map, share of the diagrams' CAP_PX (kids 48 px ≈ 4 mm, big kids 39 px
 * ≈ 3.3 mm): a continent is only a few cm across. Smaller, the letters' stems would be
 * thinner than the audience's minLineWidthPx and the clean-up would eat them.
 */
const MAP_CAP_SHARE = 0.75;

// ---------------------------------------------------------------- the world

/**
 * Inland seas drawn as land (lon/lat rings, d3-geo winding: clockwise on the map): at the
 * page's scale their straits are narrower than two strokes, so each would be a white region
 * closed off from the ocean and too small to colour (the clean-up would print it black).
 */
const INLAND_SEAS: Position[][] = [
  // The Mediterranean (Sicily and Italy close it into pieces too small to colour), from
  // Gibraltar east along the coast of Europe and back along Africa's.
  [
    [-5.6, 35.9],
    [-5.4, 36.1],
    [-2, 37.5],
    [3, 43.4],
    [8.5, 44.5],
    [12.3, 45.8],
    [15, 45.2],
    [19.5, 42],
    [22, 40.6],
    [26.5, 41],
    [29, 41.2],
    [27, 38.5],
    [28, 36.8],
    [32, 36.6],
    [36, 36.8],
    [35.8, 34],
    [34.4, 31.4],
    [30, 31.3],
    [25, 32],
    [20, 30.5],
    [15, 31.5],
    [10.5, 33.5],
    [10.5, 36.5],
    [3, 36.8],
    [-2, 35.2],
    [-5.6, 35.9],
  ],
  // Black Sea and Sea of Azov (the Bosporus is a few km wide).
  [
    [27, 40.5],
    [27, 47.5],
    [40, 47.5],
    [42.5, 41],
    [27, 40.5],
  ],
  // Caspian Sea.
  [
    [46, 36.5],
    [46, 47.5],
    [55, 47.5],
    [55, 36.5],
    [46, 36.5],
  ],
  // The Baltic and the Kattegat (the Danish straits are a few km wide), from Jutland's tip
  // across to Sweden.
  [
    [9, 53.8],
    [9.5, 57.2],
    [10.6, 57.75],
    [11.8, 58.9],
    [17, 67],
    [28, 67],
    [32, 61],
    [29, 57],
    [22, 53.5],
    [9, 53.8],
  ],
  // The Red Sea, to the strait of Bab-el-Mandeb.
  [
    [32.3, 30.2],
    [35, 29.6],
    [39, 22],
    [43.5, 13],
    [43, 12.5],
    [38, 16],
    [34, 24],
    [32.3, 30.2],
  ],
  // The White Sea and its mouth, across to the Kanin peninsula.
  [
    [34, 63.8],
    [32.5, 66.8],
    [39.5, 68.1],
    [44, 68.4],
    [46, 66],
    [41, 63.8],
    [34, 63.8],
  ],
  // The Persian Gulf, to the strait of Hormuz.
  [
    [47.8, 30.5],
    [50.5, 30.2],
    [56.5, 27],
    [56.5, 26],
    [54, 24],
    [51, 24],
    [47.8, 30.5],
  ],
];

/**
 * Straits drawn as land (lon/lat rings) when the lands on both sides are drawn: a channel
 * narrower than two strokes between two coasts would print as a slip of black.
 */
const STRAITS: Position[][] = [
  // Nares Strait between Ellesmere Island and Greenland.
  [
    [-75, 77.2],
    [-66, 76.8],
    [-56, 82.2],
    [-63, 82.9],
    [-75, 77.2],
  ],
];

/** Lines dividing the continents where land (or an inland sea drawn as land) joins them, lon/lat. */
const DIVIDES: Position[][] = [
  // Europe | Asia: the Ural mountains, the Ural river, the Caspian, the Caucasus, the Black
  // Sea, the Bosporus and the Aegean, to the Mediterranean.
  [
    [69, 72],
    [66, 69],
    [60, 65],
    [59.5, 60],
    [59, 55],
    [58.5, 52],
    [55, 51.3],
    [52, 50.8],
    [51.5, 48],
    [51, 46.6],
    [49.5, 42.5],
    [46, 42.3],
    [42, 43],
    [39, 44.2],
    [35, 44],
    [30, 41.8],
    [28.5, 40.8],
    [26.3, 40],
    [26.2, 38.2],
    [27.2, 36.3],
    [27.5, 34.2],
  ],
  // Europe | Africa across the Mediterranean, then Africa | Asia: Suez, the Red Sea.
  [
    [-8, 35.9],
    [-5.5, 35.95],
    [-1, 36.2],
    [5, 37.4],
    [9, 38.2],
    [11.2, 37.6],
    [12.5, 36.4],
    [15.5, 35],
    [22, 34.6],
    [27.5, 34.2],
    [31.5, 32.8],
    [32.4, 31],
    [32.6, 29.5],
    [34.5, 26.5],
    [37.5, 21],
    [40.5, 16.5],
    [43.3, 12.7],
    [45, 11.8],
  ],
  // North | South America: the Panama–Colombia border.
  [
    [-76.8, 10.5],
    [-77.4, 8.6],
    [-77.9, 7.2],
    [-78.4, 5.8],
  ],
];

/** A place for a name: lon/lat candidates, tried in order; a name that fits none is left out. */
interface Place {
  lines: string[];
  at: [number, number][];
  sea: boolean;
}

const CONTINENTS: Place[] = [
  {
    lines: ['NORTH', 'AMERICA'],
    at: [
      [-100, 46],
      [-104, 50],
      [-98, 40],
    ],
    sea: false,
  },
  {
    lines: ['SOUTH', 'AMERICA'],
    at: [
      [-60, -10],
      [-62, -6],
      [-58, -16],
    ],
    sea: false,
  },
  {
    lines: ['EUROPE'],
    at: [
      [25, 53],
      [20, 52],
      [30, 56],
      [35, 58],
    ],
    sea: false,
  },
  {
    lines: ['AFRICA'],
    at: [
      [20, 8],
      [22, 4],
      [18, 14],
    ],
    sea: false,
  },
  {
    lines: ['ASIA'],
    at: [
      [90, 52],
      [95, 46],
      [80, 55],
    ],
    sea: false,
  },
  {
    lines: ['AUSTRALIA'],
    at: [
      [134, -25],
      [132, -22],
    ],
    sea: false,
  },
  {
    lines: ['ANTARCTICA'],
    at: [
      [20, -82],
      [60, -80],
      [-40, -83],
      [0, -84],
    ],
    sea: false,
  },
];

const OCEANS: Place[] = [
  {
    lines: ['PACIFIC', 'OCEAN'],
    at: [
      [-140, 5],
      [-150, -10],
      [-130, 15],
    ],
    sea: true,
  },
  {
    lines: ['ATLANTIC', 'OCEAN'],
    at: [
      [-38, 28],
      [-30, 5],
      [-20, -20],
      [-45, 40],
      [-10, -32],
      [-28, 12],
    ],
    sea: true,
  },
  {
    lines: ['INDIAN', 'OCEAN'],
    at: [
      [78, -22],
      [80, -15],
      [70, -28],
    ],
    sea: true,
  },
  {
    lines: ['ARCTIC OCEAN'],
    at: [
      [0, 82],
      [-10, 83],
      [20, 84],
      [-160, 78],
      [150, 82],
    ],
    sea: true,
  },
  {
    lines: ['SOUTHERN OCEAN'],
    at: [
      [60, -58],
      [100, -60],
      [-120, -64],
      [0, -58],
    ],
    sea: true,
  },
];

/** Where a name goes when it fits in none of its places: a callout from the sea. */
const CALLOUTS: Record<string, { from: [number, number][]; to: [number, number] }> = {
  EUROPE: { from: [[5, 70]], to: [20, 50] },
  'SOUTH AMERICA': { from: [[-20, -38]], to: [-58, -14] },
  // The Pacific beside it is at the map's edge on an upright page: the Atlantic, or below.
  'NORTH AMERICA': {
    from: [
      [-140, 40],
      [-45, 32],
      [-125, 12],
      [-40, 45],
    ],
    to: [-100, 42],
  },
  AFRICA: { from: [[-5, -20]], to: [20, 5] },
  AUSTRALIA: { from: [[130, -47]], to: [134, -25] },
};

interface Box {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}
const overlaps = (a: Box, b: Box) => a.x0 < b.x1 && b.x0 < a.x1 && a.y0 < b.y1 && b.y0 < a.y1;

/** Longitude at the map's middle: 11° E puts its edges (169° W) through the Bering Strait. */
const WORLD_CENTRE_LON = 11;
/** Latitudes of the map's top and bottom edges: sea above Greenland's tip (83.6° N); Antarctica shows as a strip to 80° S. */
const WORLD_TOP_LAT = 86;
const WORLD_BOTTOM_LAT = -80;

/**
 * The Miller cylindrical projection (O. M. Miller, 1942; the classroom wall map's projection):
 * x = λ, y = 1.25 ln tan(π/4 + 0.4 φ), in radians. Unlike Mercator it keeps the poles finite,
 * so Antarctica can be a strip along the bottom.
 */
const millerRaw: GeoRawProjection = Object.assign(
  (lambda: number, phi: number): [number, number] => [
    lambda,
    1.25 * Math.log(Math.tan(Math.PI / 4 + 0.4 * phi)),
  ],
  {
    invert: (x: number, y: number): [number, number] => [
      x,
      2.5 * Math.atan(Math.exp(0.8 * y)) - 0.625 * Math.PI,
    ],
  },
);
/** Miller's y of a latitude in degrees. */
const millerY = (lat: number) => millerRaw((0 * Math.PI) / 180, (lat * Math.PI) / 180)[1];

/** Height over width of the world map: 360° of longitude across, WORLD_BOTTOM_LAT to WORLD_TOP_LAT down. */
export const WORLD_ASPECT = (millerY(WORLD_TOP_LAT) - millerY(WORLD_BOTTOM_LAT)) / (2 * Math.PI);

/**
 * Lon/lat offsets tried around a name's place, nearest first (2° steps up to 14° away): the
 * first that lets the name's whole box lie in its land or sea is used.
 */
const NUDGES: [number, number][] = (() => {
  const out: [number, number][] = [];
  for (let dx = -14; dx <= 14; dx += 2) for (let dy = -14; dy <= 14; dy += 2) out.push([dx, dy]);
  return out.sort((p, q) => Math.hypot(p[0], p[1] * 1.5) - Math.hypot(q[0], q[1] * 1.5));
})();

/**
 * The world map in the box (page px): land outlines with the continents divided, the
 * ocean inside the projection's outline, names of the seven continents and five oceans.
 * @returns the SVG body (shapes, then labels) and the map's height, px.
 */
function worldMap(
  box: { x: number; y: number; w: number; h: number },
  lw: number,
  minRegion: number,
  cap: number,
): { body: string; height: number } {
  // 360° across the box (inside the frame's stroke), the top edge at WORLD_TOP_LAT.
  const k = (box.w - 2 * lw) / (2 * Math.PI);
  const frame = { x0: box.x + lw, y0: box.y + lw, x1: box.x + box.w - lw, y1: 0 };
  frame.y1 = frame.y0 + k * (millerY(WORLD_TOP_LAT) - millerY(WORLD_BOTTOM_LAT));
  const proj = geoProjection(millerRaw)
    .rotate([-WORLD_CENTRE_LON, 0])
    .scale(k)
    .translate([(frame.x0 + frame.x1) / 2, frame.y0 + k * millerY(WORLD_TOP_LAT)])
    .clipExtent([
      [frame.x0, frame.y0],
      [frame.x1, frame.y1],
    ]);
  const path = geoPath(proj);
  const land = landPolygons();
  const keep = REGION_FACTOR * minRegion;
  // Islands too small to colour are left out; lakes (holes) are drawn as land.
  const kept: Position[][][] = land.coordinates
    .map((p) => [p[0]!])
    .filter((p) => path.area({ type: 'Polygon', coordinates: p }) >= keep);
  const coastD = path({ type: 'MultiPolygon', coordinates: kept }) ?? '';
  const seas: Position[][][] = [];
  // A strait joins two lands only when both are drawn (toddlers' maps leave the small one out).
  const joins = (ring: Position[]) =>
    kept.filter((p) =>
      ring.some((q) => geoContains({ type: 'Polygon', coordinates: p }, q as [number, number])),
    ).length >= 2;
  for (const ring of [...INLAND_SEAS, ...STRAITS.filter(joins)]) {
    // d3-geo reads a ring wound the other way as the rest of the sphere.
    const small = path.area({ type: 'Polygon', coordinates: [ring] }) < (box.w * box.h) / 4;
    seas.push([small ? ring : [...ring].reverse()]);
  }
  kept.push(...seas);
  const seasD = path({ type: 'MultiPolygon', coordinates: seas }) ?? '';
  const shapes: MultiPolygon = { type: 'MultiPolygon', coordinates: kept };
  const landD = path(shapes) ?? '';
  const sphereD = `M${f(frame.x0)} ${f(frame.y0)}H${f(frame.x1)}V${f(frame.y1)}H${f(frame.x0)}Z`;
  const parts: string[] = [];
  // The land grown by the coast's stroke: the dividing lines reach into the coast's ink.
  parts.push(
    `<defs><clipPath id="mapsea"><path d="${sphereD}"/></clipPath>` +
      `<mask id="mapcoast" maskUnits="userSpaceOnUse"><path d="${sphereD}" fill="#fff" stroke="none"/><path d="${seasD}" fill="#000" stroke="none" fill-rule="nonzero"/></mask>` +
      `<mask id="mapland" maskUnits="userSpaceOnUse"><path d="${landD}" fill="#fff" stroke="#fff" stroke-width="${2 * lw}" fill-rule="nonzero"/></mask></defs>`,
  );
  parts.push(`<path d="${sphereD}"/>`);
  // Outlines of the land as one union: a double-width stroke under a stroke-less fill leaves
  // the outer half (lw) and hides where a sea drawn as land overlaps a coast.
  parts.push(
    `<g clip-path="url(#mapsea)"><path d="${landD}" stroke-width="${2 * lw}" fill-rule="nonzero"/>` +
      `<path d="${landD}" stroke="none" fill-rule="nonzero"/>` +
      // The coasts again at lw (away from the inland seas): a fjord narrower than the
      // double stroke would otherwise be left as a sliver of ink thinner than a line.
      `<path d="${coastD}" fill="none" mask="url(#mapcoast)"/>`,
  );
  const divides = DIVIDES.map((l) => path({ type: 'LineString', coordinates: l } as LineString) ?? '').join(
    '',
  );
  parts.push(`<g mask="url(#mapland)"><path d="${divides}" fill="none"/></g></g>`);
  parts.push(`<path d="${sphereD}" fill="none"/>`);

  const labels: string[] = [];
  if (cap > 0) {
    const s = new Sheet(0, 0, 1, lw, cap);
    const placed: Box[] = [];
    // Each polygon's lon/lat bounds, so a point is tested against the few that may hold it.
    const bounds = kept.map((p) => {
      const xs = p[0]!.map((q) => q[0]!);
      const ys = p[0]!.map((q) => q[1]!);
      const wraps = Math.max(...xs) - Math.min(...xs) > 300;
      return [
        wraps ? -180 : Math.min(...xs),
        Math.min(...ys),
        wraps ? 180 : Math.max(...xs),
        Math.max(...ys),
      ];
    });
    const memo = new Map<string, boolean | null>();
    const inLand = (x: number, y: number): boolean | null => {
      const key = `${Math.round(x / 3)},${Math.round(y / 3)}`;
      const known = memo.get(key);
      if (known !== undefined) return known;
      let v: boolean | null = null;
      const ll = proj.invert?.([x, y]);
      if (ll && x > frame.x0 && x < frame.x1 && y > frame.y0 && y < frame.y1) {
        v = kept.some((p, i) => {
          const b = bounds[i]!;
          return (
            ll[0] >= b[0]! &&
            ll[0] <= b[2]! &&
            ll[1] >= b[1]! &&
            ll[1] <= b[3]! &&
            geoContains({ type: 'Polygon', coordinates: p } as GeoPermissibleObjects, ll)
          );
        });
      }
      memo.set(key, v);
      return v;
    };
    const lineGap = cap * 1.7;
    /** The box of a (one- or two-line) name centred on (x, y), grown by a margin from coasts. */
    const boxOf = (lines: string[], x: number, y: number, margin: number): Box => {
      const w = Math.max(...lines.map((t) => labelWidth(t, cap))) + cap * 0.6;
      const h = cap * 1.6 + (lines.length - 1) * lineGap;
      return {
        x0: x - w / 2 - margin,
        x1: x + w / 2 + margin,
        y0: y - h / 2 - margin,
        y1: y + h / 2 + margin,
      };
    };
    // Points along the dividing lines every few px: no name's knock-out box may cut one.
    const dividePts: [number, number][] = [];
    for (const l of DIVIDES)
      for (let i = 1; i < l.length; i++)
        for (let t = 0; t <= 1; t += 0.05) {
          const p = proj([
            l[i - 1]![0]! + (l[i]![0]! - l[i - 1]![0]!) * t,
            l[i - 1]![1]! + (l[i]![1]! - l[i - 1]![1]!) * t,
          ]);
          if (p && inLand(p[0], p[1])) dividePts.push(p);
        }
    const fits = (bx: Box, sea: boolean) => {
      if (placed.some((p) => overlaps(p, bx))) return false;
      if (dividePts.some(([x, y]) => x > bx.x0 && x < bx.x1 && y > bx.y0 && y < bx.y1)) return false;
      for (let i = 0; i <= 8; i++)
        for (let j = 0; j <= 4; j++) {
          const v = inLand(bx.x0 + ((bx.x1 - bx.x0) * i) / 8, bx.y0 + ((bx.y1 - bx.y0) * j) / 4);
          if (v === null || v === sea) return false;
        }
      return true;
    };
    const margin = lw * 1.2;
    for (const place of [...CONTINENTS, ...OCEANS]) {
      let at: [number, number] | null = null;
      // An ocean whose two-line name fits nowhere is named by its first word ("ATLANTIC": the
      // narrow Atlantic of an upright kids' page).
      let lines = place.lines;
      for (const tryLines of place.sea && place.lines.length > 1
        ? [place.lines, [place.lines[0]!]]
        : [place.lines]) {
        for (const [lon, lat] of place.at) {
          for (const [dx, dy] of NUDGES) {
            const p = proj([lon + dx, Math.max(-89, Math.min(89, lat + dy))]);
            if (p && fits(boxOf(tryLines, p[0], p[1], margin), place.sea)) {
              at = p;
              break;
            }
          }
          if (at) break;
        }
        if (at) {
          lines = tryLines;
          break;
        }
      }
      if (at) {
        const [x, y] = at;
        lines.forEach((t, k) => {
          s.label(t, x, y + (k - (lines.length - 1) / 2) * lineGap);
        });
        placed.push(boxOf(lines, x, y, lw));
        continue;
      }
      // A continent too small for its name at this size gets it beside, with a leader line.
      const call = CALLOUTS[place.lines.join(' ')];
      if (!call) continue;
      const t = proj(call.to);
      // On one line, else (a kids' page's bigger letters) on its own lines, with a leader line.
      found: for (const lines of [[place.lines.join(' ')], place.lines])
        for (const from of call.from)
          for (const [dx, dy] of NUDGES) {
            const a = proj([from[0] + dx, from[1] + dy]);
            if (!a || !t || !fits(boxOf(lines, a[0], a[1], margin), true)) continue;
            if (lines.length === 1) s.callout(lines[0]!, a[0], a[1], 'middle', t[0], t[1]);
            else {
              lines.forEach((l, k) => {
                s.label(l, a[0], a[1] + (k - (lines.length - 1) / 2) * lineGap);
              });
              const bx = boxOf(lines, a[0], a[1], lw);
              const sx = t[0] < bx.x0 ? bx.x0 : t[0] > bx.x1 ? bx.x1 : a[0];
              s.line(`M${sx} ${a[1]} L${t[0]} ${t[1]}`);
              s.dot(t[0], t[1], lw * 1.1);
            }
            placed.push(boxOf(lines, a[0], a[1], lw));
            break found;
          }
    }
    labels.push(s.svg());
  }
  return { body: parts.join('') + labels.join(''), height: frame.y1 - frame.y0 + 2 * lw };
}

// ---------------------------------------------------------------- the United States

/** Arc indices (unsigned) of a topology polygon or multipolygon. */
function arcsOf(g: GeometryObject): Set<number> {
  const out = new Set<number>();
  const walk = (a: unknown) => {
    if (typeof a === 'number') out.add(a < 0 ? ~a : a);
    else if (Array.isArray(a)) for (const x of a) walk(x);
  };
  walk((g as { arcs?: unknown }).arcs);
  return out;
}

/**
 * Groups of states drawn as one region each: every state whose largest piece is under
 * `minArea` (in the units of `area`) joins the neighbouring group it shares the longest
 * border with, until every group is big enough or has no neighbour left.
 * @returns for each state index (into `idx`), its group's representative.
 */
function groupStates(idx: number[], area: (i: number) => number, minArea: number): number[] {
  const { states, arcLength } = usStates();
  const parent = idx.map((_, k) => k);
  const find = (k: number): number => {
    let r = k;
    while (parent[r] !== r) r = parent[r]!;
    return r;
  };
  const arcs = idx.map((i) => arcsOf(states[i]!));
  const near = neighbors(idx.map((i) => states[i]!) as never);
  const groupArea = (g: number) => idx.reduce((s, _, k) => (find(k) === g ? s + area(idx[k]!) : s), 0);
  for (let round = 0; round < idx.length; round++) {
    // The smallest group still under the size joins a neighbour.
    const groups = [...new Set(idx.map((_, k) => find(k)))];
    const small = groups.filter((g) => groupArea(g) < minArea).sort((a, b) => groupArea(a) - groupArea(b));
    let merged = false;
    for (const g of small) {
      const members = idx.map((_, k) => k).filter((k) => find(k) === g);
      let best = -1;
      let bestLen = 0;
      for (const k of members)
        for (const n of near[k]!) {
          if (find(n) === g) continue;
          let len = 0;
          for (const a of arcs[k]!) if (arcs[n]!.has(a)) len += arcLength[a]!;
          if (len > bestLen) {
            bestLen = len;
            best = n;
          }
        }
      if (best >= 0) {
        parent[g] = find(best);
        merged = true;
        break;
      }
    }
    if (!merged) break;
  }
  return idx.map((_, k) => find(k));
}

/**
 * Region paths of a set of states through `map` (Albers units → page px, scale `k` px per
 * unit): states grouped by {@link groupStates} are merged, and pieces (islands) whose area is
 * under `keep` px² are left out.
 */
function statePaths(idx: number[], k: number, map: (p: Position) => [number, number], keep: number) {
  const { topo, states } = usStates();
  const pieces = (g: MultiPolygon) => g.coordinates.map((p) => ringArea(p[0]!) * k * k);
  const area = (i: number) => {
    const g = merge(topo, [states[i]!] as never) as MultiPolygon;
    return Math.max(0, ...pieces(g));
  };
  const rep = groupStates(idx, area, keep);
  const out: string[] = [];
  for (const r of new Set(rep)) {
    const members = idx.filter((_, k2) => rep[k2] === r).map((i) => states[i]!);
    const g = merge(topo, members as never) as MultiPolygon;
    const areas = pieces(g);
    const big = Math.max(...areas);
    // A state with no piece big enough to colour at this size is left out (it would be a blot).
    if (big < keep / REGION_FACTOR) continue;
    // Each piece's outer ring only (no state has a hole big enough to colour).
    const rings = g.coordinates.filter((_, j) => areas[j]! >= keep || areas[j] === big).map((p) => p[0]!);
    out.push(`<path d="${ringsPath(rings, map)}"/>`);
  }
  return out;
}

/** Bounds of the outer rings of states (Albers units), leaving out pieces under `minUnits`. */
function boundsOf(idx: number[], minUnits: number): Box {
  const { topo, states } = usStates();
  const bx: Box = { x0: Infinity, y0: Infinity, x1: -Infinity, y1: -Infinity };
  for (const i of idx) {
    const g = merge(topo, [states[i]!] as never) as MultiPolygon;
    const big = Math.max(...g.coordinates.map((p) => ringArea(p[0]!)));
    for (const p of g.coordinates) {
      const a = ringArea(p[0]!);
      if (a < minUnits && a !== big) continue;
      for (const [x, y] of p[0]!) {
        bx.x0 = Math.min(bx.x0, x!);
        bx.y0 = Math.min(bx.y0, y!);
        bx.x1 = Math.max(bx.x1, x!);
        bx.y1 = Math.max(bx.y1, y!);
      }
    }
  }
  return bx;
}

/** The north-east inset's west edge, Albers units: east of Hancock, where Maryland is a few km wide. */
const MARYLAND_CUT_X = 808;

/** Hawaii's inset, magnified up to this many times over the main map (its islands are small). */
const HAWAII_ZOOM = 7;

/**
 * The map of the United States in the box (page px): the lower 48 and Alaska as Albers USA
 * places them, states too small to colour merged with a neighbour there and drawn again
 * bigger in a north-east inset below the map (unless `northEast` is false), Hawaii bigger in
 * an inset beside it. Albers units are scaled uniformly to fit the box's width (up to 62 % of
 * its height for the main map).
 */
function usMap(
  box: { x: number; y: number; w: number; h: number },
  lw: number,
  minRegion: number,
  northEast: boolean,
): string {
  const { states } = usStates();
  const keep = REGION_FACTOR * minRegion;
  const all = states.map((_, i) => i);
  const name = (i: number) => (states[i]!.properties as { name?: string } | undefined)?.name ?? '';
  const hawaii = all.filter((i) => name(i) === 'Hawaii');
  const main = all.filter((i) => name(i) !== 'Hawaii');
  // The main map takes up to 62 % of the box's height, the insets the rest.
  const mb = boundsOf(main, 40);
  const k = Math.min(box.w / (mb.x1 - mb.x0), (box.h * 0.62) / (mb.y1 - mb.y0));
  const mainH = (mb.y1 - mb.y0) * k;
  const ox = box.x + (box.w - (mb.x1 - mb.x0) * k) / 2 - mb.x0 * k;
  const oy = box.y - mb.y0 * k;
  const parts = statePaths(main, k, (p) => [ox + p[0]! * k, oy + p[1]! * k], keep);
  // The states too small on the main map (the District of Columbia stays with Maryland).
  const small = main.filter((i) => {
    const one = boundsOf([i], 0);
    return name(i) !== 'District of Columbia' && (one.x1 - one.x0) * (one.y1 - one.y0) * k * k * 0.5 < keep;
  });
  const gap = lw * 8;
  const insetTop = box.y + mainH + gap;
  const insetH = box.y + box.h - insetTop;
  const pad = lw * 6;
  const insets: string[] = [];
  const frameBox = (x: number, y: number, w: number, h: number) =>
    `<rect x="${f(x)}" y="${f(y)}" width="${f(w)}" height="${f(h)}" rx="${f(lw * 4)}" fill="none"/>`;
  // Hawaii, bigger: its box fits the islands big enough to colour at that size.
  // The biggest zoom (up to HAWAII_ZOOM) at which the islands kept at that zoom fit half the row.
  let hs = k;
  let hb = boundsOf(hawaii, 0);
  for (let z = HAWAII_ZOOM; z >= 2; z -= 0.5) {
    hs = k * z;
    hb = boundsOf(hawaii, keep / (hs * hs));
    if ((hb.x1 - hb.x0) * hs + 2 * pad <= box.w * 0.5 && (hb.y1 - hb.y0) * hs + 2 * pad <= insetH) break;
  }
  const hw = (hb.x1 - hb.x0) * hs + 2 * pad;
  const hh = (hb.y1 - hb.y0) * hs + 2 * pad;
  const withInset = northEast && small.length > 0 && insetH > 200;
  const hx = withInset ? box.x + box.w - hw : box.x + (box.w - hw) / 2;
  insets.push(frameBox(hx, insetTop, hw, hh));
  const hox = hx + pad - hb.x0 * hs;
  const hoy = insetTop + pad - hb.y0 * hs;
  insets.push(...statePaths(hawaii, hs, (p) => [hox + p[0]! * hs, hoy + p[1]! * hs], keep));
  if (withInset) {
    const withDc = main.filter((i) => small.includes(i) || name(i) === 'District of Columbia');
    const nb = boundsOf(withDc, 0);
    // Maryland's western arm, a few km wide at Hancock, would be cut off into a sliver:
    // the inset starts east of it.
    nb.x0 = Math.max(nb.x0, MARYLAND_CUT_X);
    const nk = Math.min((box.w - hw - gap - 2 * pad) / (nb.x1 - nb.x0), (insetH - 2 * pad) / (nb.y1 - nb.y0));
    const nw = (nb.x1 - nb.x0) * nk + 2 * pad;
    const nh = (nb.y1 - nb.y0) * nk + 2 * pad;
    const bx = box.x;
    const nx = bx + pad - nb.x0 * nk;
    const ny = insetTop + pad - nb.y0 * nk;
    insets.push(
      `<clipPath id="mapne"><rect x="${f(bx)}" y="${f(insetTop)}" width="${f(nw)}" height="${f(nh)}"/></clipPath>`,
      `<g clip-path="url(#mapne)">${statePaths(withDc, nk, (p) => [nx + p[0]! * nk, ny + p[1]! * nk], keep).join('')}</g>`,
      frameBox(bx, insetTop, nw, nh),
    );
  }
  return parts.join('') + insets.join('');
}

// ---------------------------------------------------------------- the page

/**
 * A map page as SVG (page px at 300 dpi, the same form as the diagrams: white-filled shapes
 * with the audience's black stroke, the page's frame). The world map (Miller, 86° N to 80° S,
 * WORLD_ASPECT ≈ 0.62 of its width tall) spans the page's width, upright, under its title,
 * with the seven continents' and five oceans' names; the US map spans the
 * page's width with its insets below it and its title. Toddler and blank pages have no words.
 * @param rand unused (a map is the same every time); the diagram pages' signature.
 */
export function drawMap(request: MapRequest, spec: PatternPage, rand?: Random): string {
  void rand;
  const { width, height, audience } = spec;
  const frame = frameOf(spec);
  const { lw, inset } = lineAndInset(spec);
  const profile = spec.profile ?? AUDIENCE_PROFILES[audience];
  const w = width - 2 * inset;
  const h = height - 2 * inset;
  const labelled = audience !== 'toddler' && !request.blank;
  const cap = labelled ? CAP_PX[audience] * MAP_CAP_SHARE : 0;
  const titleCap = CAP_PX[audience] * 1.25;
  const title = labelled ? (request.kind === 'world' ? 'THE WORLD' : 'THE UNITED STATES') : '';
  const titleH = title ? titleCap * 3 : 0;
  // Toddlers: only the biggest shapes (the continents), lines a little simpler.
  const minRegion = profile.minRegionAreaPx * (audience === 'toddler' ? 1.5 : 1);
  let body: string;
  if (request.kind === 'world') {
    const mapW = w;
    const mapH = mapW * WORLD_ASPECT;
    const top = inset + (h - mapH - titleH) / 2 + titleH;
    const m = worldMap({ x: inset, y: top, w: mapW, h: mapH }, lw, minRegion, cap);
    body = m.body;
    if (title) {
      const s = new Sheet(0, 0, 1, lw, titleCap);
      s.label(title, width / 2, top - titleCap * 1.5);
      body += s.svg();
    }
  } else {
    const top = inset + titleH;
    // Toddlers' small states stay merged into their neighbours: no north-east inset.
    const box = { x: inset + lw * 2, y: top + lw * 2, w: w - lw * 4, h: h - titleH - lw * 4 };
    body = usMap(box, lw, minRegion, audience !== 'toddler');
    if (title) {
      const s = new Sheet(0, 0, 1, lw, titleCap);
      s.label(title, width / 2, top - titleCap * 1.5);
      body += s.svg();
    }
  }
  const clip = `<clipPath id="mp"><rect x="${f(inset)}" y="${f(inset)}" width="${f(w)}" height="${f(h)}"/></clipPath>`;
  return page(width, height, lw, `<defs>${clip}</defs><g clip-path="url(#mp)">${body}</g>`, frame);
}

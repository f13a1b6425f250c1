import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import sharp from 'sharp';

/**
 * OpenMoji colour SVGs turned into coloring-book art: every colour area becomes a white
 * fill (so things in front hide what is behind), every line becomes black with one
 * stroke width chosen by the page. OpenMoji art is drawn on a 72×72 unit grid
 * (OpenMoji style guide), which the bounding boxes below are measured in.
 */

/** Side of the OpenMoji drawing grid, in SVG user units. */
const ART_GRID = 72;

/** Box in art units (0–72). */
export interface ArtBox {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** One converted piece of art, ready to be placed with a transform. */
export interface Art {
  hex: string;
  /** SVG markup without an outer element: white fills first, then black lines. */
  markup: string;
  /**
   * The same art in OpenMoji's own colours and lines (the colour SVG's content, ids
   * removed), for the coloured example of a page (issue 17 "Show me an example").
   */
  colorMarkup: string;
  /** Tight box of the drawn shapes (strokes excluded), art units. */
  box: ArtBox;
  /**
   * The art's lines are filled outlines rather than strokes (some OpenMoji emoji are
   * drawn so): they cannot take the page's stroke width and grow thick when scaled up.
   */
  filledLines: boolean;
  /**
   * Where the top of the drawing is, across the box: 0 = left edge, 1 = right edge.
   * For animals and people that is usually the head, so held things go there.
   */
  topX: number;
}

const require = createRequire(import.meta.url);
const openmojiRoot = dirname(require.resolve('openmoji/package.json'));

/** Directory of the OpenMoji colour SVGs. */
const OPENMOJI_COLOR_DIR = join(openmojiRoot, 'color', 'svg');

const LINE_GROUPS = new Set(['line', 'line-supplement']);
const TOP_LEVEL_GROUP =
  /<g id="(color|color-foreground|hair|hair-a|hair-b|skin|skin-a|skin-b|skin-shadow|line|line-supplement)"/g;

function isDark(colour: string): boolean {
  const hex = colour.replace('#', '');
  const full = hex.length === 3 ? [...hex].map((c) => c + c).join('') : hex;
  if (!/^[0-9a-fA-F]{6}$/.test(full)) return colour === 'black';
  const r = Number.parseInt(full.slice(0, 2), 16);
  const g = Number.parseInt(full.slice(2, 4), 16);
  const b = Number.parseInt(full.slice(4, 6), 16);
  // Rec. 709 luma; below ~30 % counts as an ink area (pupils, nostrils).
  return 0.2126 * r + 0.7152 * g + 0.0722 * b < 80;
}

/** A long path drawn as a filled shape with no stroke: a line drawn as its outline. */
function isFilledOutline(attrs: string): boolean {
  if (/\sstroke="(?!none)/.test(attrs) || /\sfill="none"/.test(attrs)) return false;
  return (attrs.match(/\sd="([^"]*)"/)?.[1]?.length ?? 0) > 200;
}

function toLines(chunk: string, groupStroked: boolean): string {
  const converted = chunk
    .replace(/\sstroke-width="[^"]*"/g, '')
    .replace(/\sstroke="(?!none)[^"]*"/g, ' stroke="#000"')
    .replace(/\sfill="(?!none)([^"]*)"/g, (_m, c: string) => (isDark(c) ? ' fill="#000"' : ' fill="#fff"'));
  if (groupStroked) return converted;
  // Lines drawn as filled outlines would grow thick with the scale: draw their outline
  // at the page's stroke width instead, which leaves a colourable band.
  return converted.replace(/<path([^>]*)>/g, (m, attrs: string) =>
    isFilledOutline(attrs)
      ? `<path${attrs.replace(/\s(fill|stroke)="[^"]*"/g, '').replace(/\/$/, '')} fill="#fff" stroke="#000"/>`
      : m,
  );
}

/**
 * Placeholder for the stroke width of the band drawn round the colour areas; the layout
 * replaces it with BAND_FACTOR × the page's line width (in the art's units).
 */
export const BAND_WIDTH = '@band';

/**
 * Width of the band round the colour areas, as a multiple of the page's line width.
 * The band is centred on the colour edge, so it reaches BAND_FACTOR / 2 line widths
 * outside it: wider than the half line width a line on that edge reaches, so a line
 * drawn just inside or on the edge merges with the band instead of leaving a sliver.
 */
export const BAND_FACTOR = 1.7;

/**
 * Path data with every subpath closed, as its fill is: a stroke does not draw the
 * implicit closing segment of an open subpath (OpenMoji colour areas are often open
 * paths, e.g. the sauropod). A subpath is closed before an absolute moveto and at the
 * end; one before a relative moveto is left alone (closing it would move that moveto's
 * origin to the subpath's start).
 */
function closeSubpaths(d: string): string {
  const closed = d.trim().replace(/(?<![Zz]\s*)(?=M)/g, (_m, offset: number) => (offset > 0 ? 'Z' : ''));
  return /[Zz]$/.test(closed) ? closed : `${closed}Z`;
}

/**
 * Bounding box (art units) of a path's end and control points: enough to tell a small
 * shape (an eye, a nose) from a large one. Arcs count their end points only.
 */
function pathExtent(d: string): { width: number; height: number } {
  const ARGS: Record<string, number> = { m: 2, l: 2, h: 1, v: 1, c: 6, s: 4, q: 4, t: 2, a: 7, z: 0 };
  let [x, y, sx, sy] = [0, 0, 0, 0];
  let [minX, minY, maxX, maxY] = [Infinity, Infinity, -Infinity, -Infinity];
  const see = (px: number, py: number) => {
    minX = Math.min(minX, px);
    maxX = Math.max(maxX, px);
    minY = Math.min(minY, py);
    maxY = Math.max(maxY, py);
  };
  for (const m of d.matchAll(/([MmLlHhVvCcSsQqTtAaZz])([^MmLlHhVvCcSsQqTtAaZz]*)/g)) {
    const cmd = m[1]!;
    const lower = cmd.toLowerCase();
    const rel = cmd === lower;
    const nums = (m[2]!.match(/-?(?:\d+\.?\d*|\.\d+)(?:e[-+]?\d+)?/gi) ?? []).map(Number);
    if (lower === 'z') {
      [x, y] = [sx, sy];
      continue;
    }
    const n = ARGS[lower]!;
    for (let i = 0; i + n <= nums.length; i += n) {
      const a = nums.slice(i, i + n);
      const [ox, oy] = rel ? [x, y] : [0, 0];
      if (lower === 'h') x = a[0]! + (rel ? x : 0);
      else if (lower === 'v') y = a[0]! + (rel ? y : 0);
      else if (lower === 'a') [x, y] = [a[5]! + ox, a[6]! + oy];
      else {
        for (let k = 0; k + 2 < n; k += 2) see(a[k]! + ox, a[k + 1]! + oy);
        [x, y] = [a[n - 2]! + ox, a[n - 1]! + oy];
      }
      see(x, y);
      if (lower === 'm' && i === 0) [sx, sy] = [x, y];
    }
  }
  return maxX < minX ? { width: 0, height: 0 } : { width: maxX - minX, height: maxY - minY };
}

/** Largest side (art units) of a dark colour area kept as a black dot (eyes, noses). */
const DOT_MAX_SIDE = 10.5;
/** Largest box area (art units²) of a dark colour area kept as a black dot. */
const DOT_MAX_AREA = 64;

/** Size (art units) of a shape element, from its geometry attributes; null if unknown. */
function elementExtent(tag: string, attrs: string): { width: number; height: number } | null {
  const num = (name: string) => Number(attrs.match(new RegExp(`\\s${name}="([^"]*)"`))?.[1] ?? Number.NaN);
  if (tag === 'circle') return { width: 2 * num('r'), height: 2 * num('r') };
  if (tag === 'ellipse') return { width: 2 * num('rx'), height: 2 * num('ry') };
  if (tag === 'rect') return { width: num('width'), height: num('height') };
  if (tag === 'path') return pathExtent(attrs.match(/\sd="([^"]*)"/)?.[1] ?? '');
  if (tag === 'polygon' || tag === 'polyline') {
    const p = (attrs.match(/\spoints="([^"]*)"/)?.[1] ?? '')
      .trim()
      .split(/[\s,]+/)
      .map(Number);
    const xs = p.filter((_, i) => i % 2 === 0);
    const ys = p.filter((_, i) => i % 2 === 1);
    return { width: Math.max(...xs) - Math.min(...xs), height: Math.max(...ys) - Math.min(...ys) };
  }
  return null;
}

/**
 * Small dark colour areas (pupils, noses: dark fill, at most DOT_MAX_SIDE across and
 * DOT_MAX_AREA in box area) as solid black shapes; they would otherwise turn white and
 * a face would lose its eyes.
 */
function darkDots(chunk: string): string {
  // A dot copied out of a transformed group would land elsewhere: such groups keep none.
  if (/<g\b[^>]*\stransform=/.test(chunk)) return '';
  let dots = '';
  for (const m of chunk.matchAll(/<(circle|ellipse|rect|path|polygon|polyline)\b([^>]*?)\/?>/g)) {
    const attrs = m[2]!;
    const fill = attrs.match(/\sfill="([^"]*)"/)?.[1];
    if (!fill || fill === 'none' || !isDark(fill)) continue;
    const e = elementExtent(m[1]!, attrs);
    if (!e || !(e.width <= DOT_MAX_SIDE && e.height <= DOT_MAX_SIDE && e.width * e.height <= DOT_MAX_AREA))
      continue;
    const clean = attrs.replace(/\s(fill|stroke)(-[a-z]+)?="[^"]*"/g, '').replace(/\/$/, '');
    // Outlined too, so a dot is never smaller than a line is wide (nor taken for a speck).
    dots += `<${m[1]}${clean} fill="#000" stroke="#000"/>`;
  }
  return dots;
}

function toFills(chunk: string): { band: string; fill: string } {
  // The group's own paint is replaced, not repeated (a repeated attribute is an XML error).
  const open = chunk.match(/^<g\b[^>]*>/)?.[0] ?? '';
  const tag = open.replace(/\s(fill|stroke)(-[a-z]+)?="[^"]*"/g, '');
  const body = chunk
    .slice(open.length)
    .replace(/\sstroke="[^"]*"/g, '')
    .replace(/\sstroke-[a-z]+="[^"]*"/g, '');
  return {
    // Outline of every colour area (areas left unpainted, fill="none", draw none).
    band:
      tag.replace(/^<g\b/, `<g fill="none" stroke="#000" stroke-width="${BAND_WIDTH}"`) +
      body
        .replace(/\sfill="none"/g, ' stroke="none"')
        .replace(/\sfill="[^"]*"/g, '')
        .replace(/\sd="([^"]*)"/g, (_m, d: string) => ` d="${closeSubpaths(d)}"`)
        .replace(/<polyline\b([^>]*?)\/?>(<\/polyline>)?/g, '<polygon$1/>'),
    fill:
      tag.replace(/^<g\b/, '<g fill="#fff" stroke="none"') +
      body.replace(/\sfill="(?!none)[^"]*"/g, ' fill="#fff"'),
  };
}

/**
 * True when a line group draws its lines as filled shapes: a long path (over 200
 * characters of path data) with neither a stroke nor `fill="none"`, in a group that
 * sets no stroke colour.
 */
function hasFilledLines(svg: string): boolean {
  for (const m of svg.matchAll(/<g id="line(?:-supplement)?"([^>]*)>([\s\S]*?)<\/g>/g)) {
    if (/\sstroke="(?!none)/.test(m[1]!)) continue;
    for (const el of m[2]!.matchAll(/<path([^>]*)>/g)) if (isFilledOutline(el[1]!)) return true;
  }
  return false;
}

/**
 * Converts an OpenMoji colour SVG document to coloring-book markup. Colour groups are
 * drawn first (white, no stroke), line groups last, so a white fill never hides its
 * own outline (OpenMoji's "color-foreground" group otherwise sits above the lines).
 */
function convertOpenMojiSvg(svg: string): string {
  const inner = svg.replace(/^[\s\S]*?<svg[^>]*>/, '').replace(/<\/svg>\s*$/, '');
  const starts = [...inner.matchAll(TOP_LEVEL_GROUP)].map((m) => ({ index: m.index, id: m[1]! }));
  const bands: string[] = [];
  const fills: string[] = [];
  const dots: string[] = [];
  const lines: string[] = [];
  starts.forEach((s, i) => {
    const chunk = inner.slice(s.index, starts[i + 1]?.index ?? inner.length).replace(/\sid="[^"]*"/g, '');
    if (LINE_GROUPS.has(s.id)) lines.push(toLines(chunk, /^<g\b[^>]*\sstroke="(?!none)/.test(chunk)));
    else if (s.id !== 'skin-shadow') {
      const { band, fill } = toFills(chunk);
      bands.push(band);
      fills.push(fill);
      dots.push(darkDots(chunk));
    }
  });
  const dotted = dots.join('');
  return [...bands, ...fills, dotted ? `<g>${dotted}</g>` : '', ...lines].join('').replace(/\s*\n\s*/g, '');
}

/**
 * Eyes OpenMoji leaves out of art it draws in profile (art units); drawn as black dots,
 * outlined at the page's line width (so their size on the page is r × scale + half a line).
 */
const ADDED_EYES: Record<string, { cx: number; cy: number; r: number }> = {
  '1F415': { cx: 15.2, cy: 19.9, r: 0.9 },
  '1F996': { cx: 55.4, cy: 22, r: 0.95 },
  '1F995': { cx: 62.3, cy: 13, r: 0.6 },
};

const cache = new Map<string, Art>();

async function measure(markup: string): Promise<{ box: ArtBox; topX: number }> {
  const scale = 4;
  const size = ART_GRID * scale;
  // Stroke width 0.01 measures the geometry; strokes are added by the layout.
  const doc = `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${ART_GRID} ${ART_GRID}" shape-rendering="crispEdges"><g stroke-width="0.6">${markup.replaceAll(BAND_WIDTH, '0.6')}</g></svg>`;
  const { data, info } = await sharp(Buffer.from(doc))
    .extractChannel(3)
    .raw()
    .toBuffer({ resolveWithObject: true });
  let minX = info.width;
  let minY = info.height;
  let maxX = -1;
  let maxY = -1;
  for (let y = 0; y < info.height; y++) {
    const row = y * info.width;
    for (let x = 0; x < info.width; x++) {
      if (data[row + x]! > 0) {
        if (x < minX) minX = x;
        if (x > maxX) maxX = x;
        if (y < minY) minY = y;
        if (y > maxY) maxY = y;
      }
    }
  }
  if (maxX < 0) return { box: { x: 0, y: 0, width: ART_GRID, height: ART_GRID }, topX: 0.5 };
  // Centre of the ink in the top fifth of the drawing.
  let sum = 0;
  let count = 0;
  const topRows = minY + Math.max(1, Math.round((maxY - minY) / 5));
  for (let y = minY; y <= topRows; y++) {
    for (let x = minX; x <= maxX; x++) {
      if (data[y * info.width + x]! > 0) {
        sum += x;
        count++;
      }
    }
  }
  const topX = count > 0 && maxX > minX ? (sum / count - minX) / (maxX - minX) : 0.5;
  return {
    box: {
      x: minX / scale,
      y: minY / scale,
      width: (maxX - minX + 1) / scale,
      height: (maxY - minY + 1) / scale,
    },
    topX,
  };
}

/**
 * Loads one OpenMoji emoji (by hexcode, e.g. "1F415") as coloring art, converting and
 * measuring it on first use and caching it for the life of the process.
 * Throws if the hexcode has no colour SVG (a bug in the catalog, not user input).
 */
export async function loadArt(hex: string): Promise<Art> {
  const cached = cache.get(hex);
  if (cached) return cached;
  const source = readFileSync(join(OPENMOJI_COLOR_DIR, `${hex}.svg`), 'utf8');
  const eye = ADDED_EYES[hex];
  const markup =
    convertOpenMojiSvg(source) +
    (eye ? `<circle cx="${eye.cx}" cy="${eye.cy}" r="${eye.r}" fill="#000" stroke="#000"/>` : '');
  const colorMarkup =
    source
      .replace(/^[\s\S]*?<svg[^>]*>/, '')
      .replace(/<\/svg>\s*$/, '')
      .replace(/\sid="[^"]*"/g, '')
      .replace(/\s*\n\s*/g, '') +
    (eye ? `<circle cx="${eye.cx}" cy="${eye.cy}" r="${eye.r}" fill="#000"/>` : '');
  const art: Art = {
    hex,
    markup,
    colorMarkup,
    filledLines: hasFilledLines(source),
    ...(await measure(markup)),
  };
  cache.set(hex, art);
  return art;
}

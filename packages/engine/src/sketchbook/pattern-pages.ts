/**
 * The classic colouring-book pattern pages of issue 29 ("mandalas and patterns") beyond the
 * mandala and the motif grid of patterns.ts: a decorative border, a stained-glass window, a
 * honeycomb, art deco fans, Islamic star tiles, a fish tessellation, a Celtic knot and
 * stripes with polka dots. Each is procedural, symmetric or repeating, drawn as white-filled
 * closed shapes with black strokes of the audience's line width, in page pixels at 300 dpi,
 * and sized so its smallest region is larger than the audience's smallest colourable region
 * (profiles.ts minRegionAreaPx): older audiences get more, smaller parts.
 */
import { AUDIENCE_PROFILES } from '../profiles';
import type { Audience } from '../types';
import {
  f,
  frameOf,
  lineAndInset,
  type Motif,
  type PatternPage,
  type PatternRequest,
  page,
  placed,
  polar,
} from './patterns';

/** The drawing box of a page: inside the safe margin and frame, px; and its print rules. */
function box(spec: PatternPage) {
  const { lw, inset } = lineAndInset(spec);
  const profile = spec.profile ?? AUDIENCE_PROFILES[spec.audience];
  return {
    lw,
    x: inset,
    y: inset,
    w: spec.width - 2 * inset,
    h: spec.height - 2 * inset,
    /** Side of the smallest square region a crayon can fill (profiles.ts minRegionAreaPx). */
    minSide: Math.sqrt(profile.minRegionAreaPx),
    frame: frameOf(spec),
  };
}

/** A value per audience: [toddler, kids, big-kids]. */
function byAudience<T>(audience: Audience, values: [T, T, T]): T {
  return values[audience === 'toddler' ? 0 : audience === 'kids' ? 1 : 2];
}

const rect = (x: number, y: number, w: number, h: number, extra = '') =>
  `<rect x="${f(x)}" y="${f(y)}" width="${f(w)}" height="${f(h)}"${extra}/>`;
const circle = (cx: number, cy: number, r: number) => `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(r)}"/>`;
/** A clip path around the drawing box, and a group clipped by it. */
const clipDef = (id: string, shape: string) => `<defs><clipPath id="${id}">${shape}</clipPath></defs>`;

/**
 * Tiles that run past the drawing box `b`, clipped to it: the box filled white, the tiles
 * clipped by a clip path `id`, and the box's outline drawn again on top (the edge tiles'
 * cut sides close on it). Returns the SVG parts in painting order.
 */
function framedTiles(
  b: { x: number; y: number; w: number; h: number },
  id: string,
  tiles: readonly string[],
) {
  return [
    rect(b.x, b.y, b.w, b.h),
    clipDef(id, rect(b.x, b.y, b.w, b.h)),
    `<g clip-path="url(#${id})">${tiles.join('')}</g>`,
    rect(b.x, b.y, b.w, b.h, ' fill="none"'),
  ];
}

/**
 * A decorative border: a band around the page between two rounded rectangles, square boxes
 * in the corners each holding a flower (or the first motif), and along each side the named
 * motifs in a row; vines run as a wavy stem with leaves on alternate sides. The centre is
 * left empty (for a drawing, a name or a certificate). Band width 22 % of the short side for
 * toddlers, 15 % for kids, 13 % for big kids, who get smaller, more motifs.
 */
export function drawBorder(request: PatternRequest, spec: PatternPage): string {
  const b = box(spec);
  const inner = spec.audience !== 'toddler';
  const motifs: Motif[] = request.motifs.length > 0 ? request.motifs : ['leaf', 'flower'];
  const vine = motifs.includes('leaf');
  // A vine's leaves stand out on both sides of its stem: its band is 30 % wider.
  const band = Math.min(b.w, b.h) * byAudience(spec.audience, [0.22, 0.15, 0.13]) * (vine ? 1.3 : 1);
  const others = motifs.filter((m) => m !== 'leaf');
  const parts: string[] = [
    rect(b.x, b.y, b.w, b.h, ` rx="${f(band * 0.25)}"`),
    rect(b.x + band, b.y + band, b.w - 2 * band, b.h - 2 * band, ` rx="${f(band * 0.15)}"`),
  ];
  // Corner boxes.
  const corners: [number, number][] = [
    [b.x, b.y],
    [b.x + b.w - band, b.y],
    [b.x, b.y + b.h - band],
    [b.x + b.w - band, b.y + b.h - band],
  ];
  for (const [x, y] of corners) {
    parts.push(
      `<path d="M${f(x === b.x ? x + band : x)} ${f(y)} V${f(y + band)} M${f(x)} ${f(y === b.y ? y + band : y)} H${f(x + band)}" fill="none"/>`,
    );
    const corner = others[0] ?? 'flower';
    parts.push(
      corner === 'flower'
        ? flower(x + band / 2, y + band / 2, band * 0.46, inner, 5, b.minSide)
        : placed(corner, x + band / 2, y + band / 2, band * 0.7, band * 0.7, 0, inner),
    );
  }
  // Sides: from corner box to corner box.
  const sides = [
    { x0: b.x + band, y0: b.y + band / 2, len: b.w - 2 * band, deg: 0 },
    { x0: b.x + band, y0: b.y + b.h - band / 2, len: b.w - 2 * band, deg: 0 },
    { x0: b.x + band / 2, y0: b.y + band, len: b.h - 2 * band, deg: 90 },
    { x0: b.x + b.w - band / 2, y0: b.y + band, len: b.h - 2 * band, deg: 90 },
  ];
  // A vine with flowers needs room for a leaf and a flower per wave.
  const step = band * byAudience(spec.audience, [1.3, 1.1, 0.95]) * (vine && others.length > 0 ? 1.3 : 1);
  for (const side of sides) {
    const n = Math.max(1, Math.round(side.len / step));
    const s = side.len / n;
    const at = (t: number, off: number): [number, number] =>
      side.deg === 0 ? [side.x0 + t, side.y0 + off] : [side.x0 + off, side.y0 + t];
    if (vine) {
      // A wavy stem, one wave per step; a leaf grows out of each crest (and each trough, or
      // a flower sits on the stem there when flowers are named too).
      const amp = band * 0.06;
      const wave = (t: number) => amp * Math.sin((Math.PI * 2 * t) / s);
      let d = '';
      for (let k = 0; k <= n * 24; k++) {
        const t = (side.len * k) / (n * 24);
        const [x, y] = at(t, wave(t));
        d += `${k === 0 ? 'M' : 'L'}${f(x)} ${f(y)}`;
      }
      parts.push(`<path d="${d}" fill="none"/>`);
      // The direction (0 = up, clockwise, degrees) of the side's outward normal (+ offset).
      const normal = side.deg === 0 ? 180 : 90;
      const leafLen = band * 0.38;
      const leaf = (t: number, sign: number) => {
        // Base on the stem, pointing away from it and leaning 30° on along the side (a leaf
        // leaning back would close a sliver against the corner box).
        const out = normal + (sign > 0 ? 0 : 180);
        const along = side.deg === 0 ? 90 : 180;
        const deg = out + 30 * Math.sign(((along - out + 540) % 360) - 180);
        const [bx, by] = at(t - s * 0.06, wave(t - s * 0.06));
        const [x, y] = polar(bx, by, leafLen / 2 + b.lw, (deg * Math.PI) / 180);
        parts.push(placed('leaf', x, y, leafLen * 0.7, leafLen, deg, false));
      };
      for (let k = 0; k < n; k++) {
        leaf((k + 0.25) * s, 1);
        if (others.length === 0) {
          leaf((k + 0.75) * s, -1);
          continue;
        }
        const m = others[k % others.length]!;
        const t = (k + 0.75) * s;
        const [x, y] = at(t, wave(t));
        const r = band * (spec.audience === 'toddler' ? 0.42 : 0.4);
        // No flower across a corner box's line: a leaf there instead.
        if (t + r > side.len - b.lw * 2) {
          leaf(t, -1);
          continue;
        }
        // A white disc hides the stem behind the flower, so no slivers form between its petals.
        parts.push(`<circle cx="${f(x)}" cy="${f(y)}" r="${f(r)}" stroke="none"/>`);
        parts.push(
          // Four petals (five for big kids), each big enough for the audience's crayon.
          m === 'flower'
            ? flower(x, y, r, false, spec.audience === 'big-kids' ? 5 : 4, b.minSide)
            : placed(m, x, y, r * 1.6, r * 1.6, 0, false),
        );
      }
    } else {
      for (let k = 0; k < n; k++) {
        const m = others[k % others.length]!;
        const [x, y] = at((k + 0.5) * s, 0);
        parts.push(
          m === 'flower'
            ? flower(x, y, Math.min(band, s) * 0.42, inner, 5, b.minSide)
            : placed(m, x, y, Math.min(band, s) * 0.66, Math.min(band, s) * 0.66, 0, inner),
        );
      }
    }
  }
  return page(spec.width, spec.height, b.lw, parts.join(''), b.frame);
}

/**
 * A flower of radius `r` at (x, y): `n` round petals around a centre disc (a rose window's
 * rose, a border's corner flower). A second, inner ring of petals when `inner`.
 */
function flower(x: number, y: number, r: number, inner: boolean, n = 6, minSide = 142): string {
  const parts: string[] = [];
  const petalLen = r * (n <= 4 ? 0.76 : 0.7);
  for (let k = 0; k < n; k++) {
    const a = (k * 2 * Math.PI) / n;
    const [px, py] = polar(x, y, r - petalLen / 2, a);
    // Petals as wide as the ring of petals allows (their centres' spacing), at most 95 % of their length.
    const width = Math.min(petalLen * 0.95, ((2 * Math.PI * (r - petalLen / 2)) / n) * 0.8);
    parts.push(placed('petal', px, py, width, petalLen, (a * 180) / Math.PI, false));
  }
  parts.push(circle(x, y, r * 0.38));
  // The ring inside the centre only where the inner disc still fits a crayon.
  if (inner && r * 0.36 > minSide * 1.3) parts.push(circle(x, y, r * 0.18));
  return parts.join('');
}

/**
 * A stained-glass window: an arch (a half circle on a rectangle) with a wide frame, its glass
 * divided by leading into panes: spokes radiating from a round centre that holds the named
 * motif (a rose, a star, a heart, a sun) and rings crossing the spokes. Toddlers get 8
 * spokes and 1 ring, kids 12 and 2, big kids 16 and 3. The centre disc is wide enough that
 * the innermost panes (its circumference over the spoke count) are 1.5 × the smallest
 * colourable side. Under the rings, as many bars across the glass cut the long lower panes.
 */
export function drawStainedGlass(request: PatternRequest, spec: PatternPage): string {
  const b = box(spec);
  const spokes = byAudience(spec.audience, [8, 12, 16]);
  const rings = byAudience(spec.audience, [1, 2, 3]);
  const frameW = Math.max(b.minSide * 1.4, b.w * 0.07);
  const ww = Math.min(b.w, b.h * 0.62);
  const wx = spec.width / 2 - ww / 2;
  const wy = b.y;
  const wh = b.h - frameW;
  const arch = (x: number, y: number, w: number, h: number) =>
    `M${f(x)} ${f(y + h)} V${f(y + w / 2)} A${f(w / 2)} ${f(w / 2)} 0 0 1 ${f(x + w)} ${f(y + w / 2)} V${f(y + h)}Z`;
  const glass = { x: wx + frameW, y: wy + frameW, w: ww - 2 * frameW, h: wh - frameW };
  const cx = spec.width / 2;
  const cy = glass.y + glass.w / 2 + (glass.h - glass.w / 2) * 0.18;
  const rc = Math.max(
    glass.w * byAudience(spec.audience, [0.27, 0.2, 0.2]),
    (spokes * b.minSide * 1.5) / (2 * Math.PI),
  );
  const far = Math.hypot(glass.w, glass.h);
  const parts: string[] = [
    `<path d="${arch(wx, wy, ww, wh)}"/>`,
    // The sill under the window.
    rect(wx - frameW * 0.4, wy + wh, ww + frameW * 0.8, frameW),
    `<path d="${arch(glass.x, glass.y, glass.w, glass.h)}"/>`,
    clipDef('glass', `<path d="${arch(glass.x, glass.y, glass.w, glass.h)}"/>`),
  ];
  const lead: string[] = [];
  for (let k = 0; k < spokes; k++) {
    const a = (k * 2 * Math.PI) / spokes + Math.PI / spokes;
    const [x0, y0] = polar(cx, cy, rc, a);
    const [x1, y1] = polar(cx, cy, far, a);
    lead.push(`<path d="M${x0} ${y0} L${x1} ${y1}" fill="none"/>`);
  }
  // Whole rings between the centre and the nearest edge of the glass, evenly in radius, the
  // last one clear of the edge by 1.5 × the smallest colourable side (a ring grazing the
  // edge would cut slivers).
  const reach = Math.min(cy - glass.y, glass.w / 2) - b.minSide * 1.5;
  for (let i = 1; i <= rings; i++) {
    const r = rc + ((reach - rc) * i) / rings;
    lead.push(`<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(r)}" fill="none"/>`);
  }
  // Under the rings, bars across the glass cut the long lower panes (as many as rings).
  const barTop = cy + reach + b.minSide * 1.5;
  const barBottom = glass.y + glass.h - b.minSide * 1.5;
  for (let i = 1; i <= rings; i++) {
    const y = barTop + ((barBottom - barTop) * (i - 0.5)) / rings;
    lead.push(`<path d="M${f(glass.x)} ${f(y)} H${f(glass.x + glass.w)}" fill="none"/>`);
  }
  parts.push(`<g clip-path="url(#glass)">${lead.join('')}</g>`);
  parts.push(circle(cx, cy, rc));
  const motif = request.motifs[0] ?? 'flower';
  parts.push(
    motif === 'flower' || motif === 'petal'
      ? flower(
          cx,
          cy,
          rc * 0.92,
          spec.audience !== 'toddler',
          byAudience(spec.audience, [5, 6, 8]),
          b.minSide,
        )
      : placed(motif, cx, cy, rc * 1.5, rc * 1.5, 0, spec.audience !== 'toddler'),
  );
  parts.push(`<path d="${arch(glass.x, glass.y, glass.w, glass.h)}" fill="none"/>`);
  return page(spec.width, spec.height, b.lw, parts.join(''), b.frame);
}

/**
 * A honeycomb: pointy-topped hexagons in offset rows filling a framed box (3 across for
 * toddlers, 5 for kids, 7 for big kids, whose cells also hold a smaller hexagon), with a few
 * simple bees (1 / 3 / 4) sitting on cells when the prompt names bees.
 */
export function drawHoneycomb(request: PatternRequest, spec: PatternPage): string {
  const b = box(spec);
  const across = byAudience(spec.audience, [3, 5, 7]);
  const cellW = b.w / across;
  const r = cellW / Math.sqrt(3);
  const rowH = r * 1.5;
  const rows = Math.ceil(b.h / rowH) + 1;
  const hexes: string[] = [];
  const centres: [number, number][] = [];
  for (let row = 0; row < rows; row++) {
    const shift = row % 2 === 0 ? 0 : cellW / 2;
    for (let col = -1; col <= across; col++) {
      const x = b.x + shift + col * cellW + cellW / 2;
      const y = b.y + row * rowH;
      hexes.push(placed('hexagon', x, y, 2 * r, 2 * r, 0, false));
      if (spec.audience === 'big-kids') hexes.push(placed('hexagon', x, y, r * 1.1, r * 1.1, 0, false));
      if (x - cellW / 2 >= b.x && x + cellW / 2 <= b.x + b.w && y - r >= b.y && y + r <= b.y + b.h)
        centres.push([x, y]);
    }
  }
  const parts: string[] = framedTiles(b, 'comb', hexes);
  if (request.motifs.includes('bee')) {
    const count = byAudience(spec.audience, [1, 3, 4]);
    // Spread the bees over the page: the whole cells nearest to scattered places.
    const spots = [
      [0.3, 0.2],
      [0.75, 0.45],
      [0.25, 0.7],
      [0.7, 0.88],
    ].slice(0, count);
    for (const [k, [sx, sy]] of spots.entries()) {
      const tx = b.x + sx! * b.w;
      const ty = b.y + sy! * b.h;
      const [x, y] = centres.reduce((best, c) =>
        Math.hypot(c[0] - tx, c[1] - ty) < Math.hypot(best[0] - tx, best[1] - ty) ? c : best,
      );
      parts.push(placed('bee', x, y + r * 0.1, r * 1.3, r * 1.3, k % 2 === 0 ? -15 : 15, false));
    }
  }
  return page(spec.width, spec.height, b.lw, parts.join(''), b.frame);
}

/**
 * Art deco fans (as Japanese seigaiha scales): rows of half discs, each row overlapping the
 * one above by half and shifted by half a fan, each fan with an inner arc and ribs between
 * the arcs. 2 fans across for toddlers, 3 for kids, 4 for big kids (who get a second arc).
 */
export function drawFans(_request: PatternRequest, spec: PatternPage): string {
  const b = box(spec);
  const across = byAudience(spec.audience, [2, 3, 4]);
  const R = b.w / across / 2;
  // Rows half a fan apart, the last row's base on the box's bottom edge (a row cut by the
  // edge would leave slivers too small to colour).
  const rowH = b.h / Math.round(b.h / (R * 0.5));
  const rows = Math.round(b.h / rowH) + 1;
  const ribs = byAudience(spec.audience, [4, 6, 8]);
  const fans: string[] = [];
  for (let row = 0; row < rows; row++) {
    const y = b.y + row * rowH;
    const shift = row % 2 === 0 ? 0 : R;
    for (let col = -1; col <= across; col++) {
      const x = b.x + shift + col * 2 * R;
      let d = `M${f(x - R)} ${f(y)} A${f(R)} ${f(R)} 0 0 1 ${f(x + R)} ${f(y)}Z`;
      const r1 = R * 0.42;
      d += `M${f(x - r1)} ${f(y)} A${f(r1)} ${f(r1)} 0 0 1 ${f(x + r1)} ${f(y)}`;
      if (spec.audience === 'big-kids') {
        const r2 = R * 0.2;
        d += `M${f(x - r2)} ${f(y)} A${f(r2)} ${f(r2)} 0 0 1 ${f(x + r2)} ${f(y)}`;
      }
      for (let k = 1; k < ribs; k++) {
        const a = -Math.PI / 2 + (Math.PI * k) / ribs;
        const [x0, y0] = polar(x, y, r1, a);
        const [x1, y1] = polar(x, y, R, a);
        d += `M${x0} ${y0} L${x1} ${y1}`;
      }
      fans.push(`<path d="${d}"/>`);
    }
  }
  const parts = framedTiles(b, 'fans', fans);
  return page(spec.width, spec.height, b.lw, parts.join(''), b.frame);
}

/**
 * Islamic geometric tiles: eight-pointed stars on a square grid whose side points touch, so
 * the spaces between four stars are crosses; each star holds an octagon (kids) and kites from
 * the octagon to the star's inner corners (big kids), each cross a small square (big kids).
 * 2 stars across for toddlers, 3 for kids, 4 for big kids.
 */
export function drawIslamicTiles(_request: PatternRequest, spec: PatternPage): string {
  const b = box(spec);
  // Square cells as near as can be to `across` per row that fill the box's height exactly.
  const down = Math.ceil(b.h / (b.w / byAudience(spec.audience, [2, 3, 4])));
  const c = b.h / down;
  const across = Math.floor(b.w / c);
  const top = b.y;
  const left = b.x + (b.w - across * c) / 2;
  const ro = c / 2;
  const ri = ro * 0.62;
  const parts: string[] = [rect(left, top, across * c, down * c)];
  for (let row = 0; row <= down; row++)
    for (let col = 0; col <= across; col++) {
      // The cross between four stars: a square turned 45° at the grid corner (big kids).
      if (spec.audience === 'big-kids' && row > 0 && col > 0 && row < down && col < across)
        parts.push(placed('diamond', left + col * c, top + row * c, c * 0.32, c * 0.32, 0, false));
    }
  const stars: string[] = [];
  for (let row = 0; row < down; row++)
    for (let col = 0; col < across; col++) {
      const x = left + (col + 0.5) * c;
      const y = top + (row + 0.5) * c;
      const pts: string[] = [];
      for (let k = 0; k < 16; k++) pts.push(polar(x, y, k % 2 === 0 ? ro : ri, (k * Math.PI) / 8).join(' '));
      let d = `M${pts.join(' L')}Z`;
      if (spec.audience !== 'toddler') {
        const ro2 = ri * 0.72;
        const oct = Array.from({ length: 8 }, (_, k) => polar(x, y, ro2, (k * Math.PI) / 4 + Math.PI / 8));
        d += `M${oct.map((p) => p.join(' ')).join(' L')}Z`;
        if (spec.audience === 'big-kids')
          for (let k = 0; k < 8; k++) {
            const [ix, iy] = polar(x, y, ri, (k * Math.PI) / 4 + Math.PI / 8);
            d += `M${oct[k]![0]} ${oct[k]![1]} L${ix} ${iy}`;
          }
      }
      stars.push(`<path d="${d}"/>`);
    }
  parts.push(...stars);
  return page(spec.width, spec.height, b.lw, parts.join(''), b.frame);
}

/**
 * A tessellation of fish: rows of fish nose to tail, alternate rows swimming the other way
 * and shifted by half a fish so each row's fish fit between the fish of the rows around it.
 * Each fish has a gill, an eye and body stripes (kids, big kids). 2 fish across for toddlers, 3 for kids, 4
 * for big kids.
 */
export function drawFishTessellation(_request: PatternRequest, spec: PatternPage): string {
  const b = box(spec);
  const across = byAudience(spec.audience, [2, 3, 4]);
  const fw = b.w / across;
  const fh = fw * 0.58;
  const rows = Math.floor(b.h / (fh * 1.04));
  const rowH = b.h / rows;
  const fish: string[] = [];
  for (let row = 0; row < rows; row++) {
    const left = row % 2 === 1;
    const shift = left ? fw / 2 : 0;
    const y = b.y + (row + 0.5) * rowH;
    for (let col = -1; col <= across; col++) {
      const x = b.x + shift + (col + 0.5) * fw;
      // Only whole fish: one cut by the box's edge leaves slivers too small to colour.
      if (x - fw / 2 < b.x - 1 || x + fw / 2 > b.x + b.w + 1) continue;
      fish.push(fishArt(x, y, fw * 0.94, Math.min(fh, rowH * 0.96), left, spec.audience, b.minSide));
    }
  }
  const parts = framedTiles(b, 'fish', fish);
  return page(spec.width, spec.height, b.lw, parts.join(''), b.frame);
}

/** A fish w × h px centred at (x, y), facing right (or left): body, tail, fin, gill, eye. */
function fishArt(
  x: number,
  y: number,
  w: number,
  h: number,
  facingLeft: boolean,
  audience: Audience,
  minSide: number,
): string {
  const hw = w / 2;
  const hh = h / 2;
  const bodyBack = -hw * 0.55;
  const d: string[] = [];
  // Tail: a forked fan behind the body.
  d.push(
    `M${f(bodyBack + hw * 0.08)} 0 L${f(-hw)} ${f(-hh * 0.85)} Q${f(-hw * 0.78)} 0 ${f(-hw)} ${f(hh * 0.85)}Z`,
  );
  // Body: a lens from the nose to the tail's root, deepest a third of the way back.
  d.push(
    `M${f(hw)} 0 C${f(hw * 0.75)} ${f(-hh * 1.25)} ${f(bodyBack * 0.5)} ${f(-hh * 1.15)} ${f(bodyBack)} 0 C${f(bodyBack * 0.5)} ${f(hh * 1.15)} ${f(hw * 0.75)} ${f(hh * 1.25)} ${f(hw)} 0Z`,
  );
  // Gill arc and eye.
  d.push(`M${f(hw * 0.42)} ${f(-hh * 0.62)} Q${f(hw * 0.22)} 0 ${f(hw * 0.42)} ${f(hh * 0.62)}`);
  const eye = Math.max(hh * 0.16, minSide * 0.6);
  d.push(
    `M${f(hw * 0.62 - eye)} ${f(-hh * 0.22)} A${f(eye)} ${f(eye)} 0 1 0 ${f(hw * 0.62 + eye)} ${f(-hh * 0.22)} A${f(eye)} ${f(eye)} 0 1 0 ${f(hw * 0.62 - eye)} ${f(-hh * 0.22)}Z`,
  );
  if (audience !== 'toddler') {
    // A stripe band across the body.
    d.push(`M${f(-hw * 0.02)} ${f(-hh * 0.88)} Q${f(-hw * 0.2)} 0 ${f(-hw * 0.02)} ${f(hh * 0.88)}`);
  }
  if (audience === 'big-kids') {
    d.push(`M${f(-hw * 0.28)} ${f(-hh * 0.72)} Q${f(-hw * 0.44)} 0 ${f(-hw * 0.28)} ${f(hh * 0.72)}`);
  }
  const flip = facingLeft ? ' scale(-1 1)' : '';
  return `<path d="${d.join('')}" transform="translate(${f(x)} ${f(y)})${flip}"/>`;
}

/** A closed curve sampled as points, for the knot below. */
type Curve = [number, number][];

/** Where segment p1-p2 crosses q1-q2: the fraction along p, or null. */
function crossAt(p1: number[], p2: number[], q1: number[], q2: number[]): number | null {
  const d = (p2[0]! - p1[0]!) * (q2[1]! - q1[1]!) - (p2[1]! - p1[1]!) * (q2[0]! - q1[0]!);
  if (Math.abs(d) < 1e-9) return null;
  const t = ((q1[0]! - p1[0]!) * (q2[1]! - q1[1]!) - (q1[1]! - p1[1]!) * (q2[0]! - q1[0]!)) / d;
  const u = ((q1[0]! - p1[0]!) * (p2[1]! - p1[1]!) - (q1[1]! - p1[1]!) * (p2[0]! - p1[0]!)) / d;
  return t >= 0 && t < 1 && u >= 0 && u < 1 ? t : null;
}

/**
 * A Celtic knot in a circle: a braided ring (two bands weaving around the circle, crossing 8
 * times for toddlers, 12 for kids, 16 for big kids) around a triquetra (the trefoil knot,
 * kids and big kids); for a "Celtic knot border" the braid runs round the page instead,
 * leaving the middle empty, every band drawn as two outlines passing alternately over and under
 * where it crosses. The band is 1.3 × the smallest colourable side plus two lines wide.
 */
export function drawCelticKnot(request: PatternRequest, spec: PatternPage): string {
  const b = box(spec);
  const cx = spec.width / 2;
  const cy = spec.height / 2;
  const R = Math.min(b.w, b.h) / 2;
  const bw = Math.max(b.minSide * 1.3 + 2 * b.lw, R * 0.07);
  const N = 1440;
  const border = request.border === true;
  const amp = border ? bw * 1.15 : Math.max(bw * 1.15, R * 0.09);
  const Rm = R - amp - bw / 2;
  // The braid's centre line, evenly sampled by length, with its outward normals: a circle,
  // or for a border a rounded rectangle around the page.
  const inset = amp + bw / 2;
  const line = border
    ? roundedRect(b.x + inset, b.y + inset, b.w - 2 * inset, b.h - 2 * inset, 2 * amp + bw, N)
    : Array.from({ length: N }, (_, i) => {
        const t = (i * 2 * Math.PI) / N;
        return [cx + Rm * Math.sin(t), cy - Rm * Math.cos(t), Math.sin(t), -Math.cos(t)] as const;
      });
  const length = border ? 2 * (b.w + b.h - 4 * inset) : 2 * Math.PI * Rm;
  // Crossings (2 m in all) about a wave apart: 8 / 12 / 16 round a ring; on a border one
  // every 550 / 400 / 280 px.
  const m = border
    ? Math.max(4, Math.round(length / byAudience(spec.audience, [1100, 800, 560])))
    : byAudience(spec.audience, [4, 6, 8]);
  const strand = (sign: number): Curve =>
    line.map(([x, y, nx, ny], i) => {
      const off = sign * amp * Math.sin((m * i * 2 * Math.PI) / N);
      return [x + nx * off, y + ny * off];
    });
  const strands = [strand(1), strand(-1)];
  const pathOf = (pts: Curve, closed: boolean) =>
    `M${pts.map(([x, y]) => `${f(x)} ${f(y)}`).join(' L')}${closed ? 'Z' : ''}`;
  const bandOf = (d: string) =>
    `<path d="${d}" fill="none" stroke-width="${f(bw)}" stroke-linecap="butt"/><path d="${d}" fill="none" stroke="#fff" stroke-width="${f(bw - 2 * b.lw)}" stroke-linecap="butt"/>`;
  /** The points of `curve` within `reach` samples of index `at`. */
  const around = (curve: Curve, at: number, reach: number): Curve =>
    Array.from({ length: 2 * reach + 1 }, (_, k) => curve[(at + k - reach + N) % N]!);
  const parts: string[] = [];
  for (const c of strands) parts.push(bandOf(pathOf(c, true)));
  // The strands cross where sin(m t) = 0: at the j-th crossing strand j mod 2 goes over.
  const ringReach = Math.ceil((bw * 1.4) / (length / N));
  for (let j = 0; j < 2 * m; j++) {
    const at = Math.round((j * N) / (2 * m));
    parts.push(bandOf(pathOf(around(strands[j % 2]!, at, ringReach), false)));
  }
  if (spec.audience !== 'toddler' && !border) {
    // Trefoil: x = sin t + A sin 2t, y = −cos t + A cos 2t spans radius 1 + A; its three
    // crossings, met in order along the curve, alternate over and under.
    const A = 1.6;
    const inner = Rm - amp - bw * 1.2;
    const s = (inner - bw / 2) / (1 + A);
    const knot: Curve = Array.from({ length: N }, (_, i) => {
      const t = (i * 2 * Math.PI) / N;
      return [cx + s * (Math.sin(t) + A * Math.sin(2 * t)), cy + s * (-Math.cos(t) + A * Math.cos(2 * t))];
    });
    const visits: { at: number; other: number }[] = [];
    for (let i = 0; i < N; i++)
      for (let j = i + 2; j < N; j++) {
        if ((j + 1) % N === i) continue;
        if (crossAt(knot[i]!, knot[(i + 1) % N]!, knot[j]!, knot[(j + 1) % N]!) === null) continue;
        visits.push({ at: i, other: j }, { at: j, other: i });
      }
    visits.sort((p, q) => p.at - q.at);
    parts.push(bandOf(pathOf(knot, true)));
    const reach = Math.ceil((bw * 1.4) / ((2 * Math.PI * s * 2) / N));
    visits.forEach((v, k) => {
      if (k % 2 === 0) parts.push(bandOf(pathOf(around(knot, v.at, reach), false)));
    });
  }
  return page(spec.width, spec.height, b.lw, parts.join(''), b.frame);
}

/**
 * A rounded rectangle's outline as `n` points evenly spaced along it, clockwise from the top
 * left corner's end, each with the outward normal: [x, y, nx, ny].
 */
function roundedRect(x: number, y: number, w: number, h: number, r: number, n: number) {
  const sides = [w - 2 * r, h - 2 * r];
  const arc = (Math.PI * r) / 2;
  const total = 2 * sides[0]! + 2 * sides[1]! + 4 * arc;
  // Each part: a straight side (start, direction, normal) then a quarter circle (centre).
  const parts = [
    { sx: x + r, sy: y, dx: 1, dy: 0, len: sides[0]!, cx: x + w - r, cy: y + r, a0: 0 },
    { sx: x + w, sy: y + r, dx: 0, dy: 1, len: sides[1]!, cx: x + w - r, cy: y + h - r, a0: Math.PI / 2 },
    { sx: x + w - r, sy: y + h, dx: -1, dy: 0, len: sides[0]!, cx: x + r, cy: y + h - r, a0: Math.PI },
    { sx: x, sy: y + h - r, dx: 0, dy: -1, len: sides[1]!, cx: x + r, cy: y + r, a0: (3 * Math.PI) / 2 },
  ];
  return Array.from({ length: n }, (_, i) => {
    let d = (i * total) / n;
    for (const p of parts) {
      if (d < p.len) return [p.sx + p.dx * d, p.sy + p.dy * d, p.dy, -p.dx] as const;
      d -= p.len;
      if (d < arc) {
        // polar angle: 0 = up, clockwise; the corner after the top side starts pointing up.
        const a = p.a0 + d / r;
        return [p.cx + r * Math.sin(a), p.cy - r * Math.cos(a), Math.sin(a), -Math.cos(a)] as const;
      }
      d -= arc;
    }
    return [x + r, y, 0, -1] as const;
  });
}

/**
 * Stripes: bands across the page (5 for toddlers, 7 for kids, 10 for big kids), wavy when
 * asked, or arched into a rainbow; every other band holds polka dots (or the named motifs).
 * Dots are 1.4 × the smallest colourable side at least.
 */
export function drawStripes(request: PatternRequest, spec: PatternPage): string {
  const b = box(spec);
  const n = byAudience(spec.audience, [5, 7, 10]);
  const motifs = request.motifs.filter((m) => m !== 'circle');
  const dotted = request.motifs.includes('circle') || motifs.length === 0;
  const fillers: Motif[] = [...(dotted ? (['circle'] as Motif[]) : []), ...motifs];
  const parts: string[] = [];
  if (request.arched) {
    // A rainbow: n arches standing on a line across the page's middle, their feet on two
    // clouds; the page under it is stripes (drawn below).
    const cx = spec.width / 2;
    const Rout = Math.min(b.w / 2, b.h * 0.5);
    const base = b.y + Rout + b.lw * 2;
    const Rin = Rout * 0.32;
    const bandW = (Rout - Rin) / n;
    const amp = request.wavy ? bandW * 0.12 : 0;
    const waves = 18;
    const arc = (r: number) => {
      let d = '';
      for (let k = 0; k <= 180; k++) {
        const a = -Math.PI / 2 + (Math.PI * k) / 180;
        const rr = r + amp * Math.sin(a * waves);
        const [x, y] = polar(cx, base, rr, a);
        d += `${k === 0 ? 'M' : 'L'}${x} ${y}`;
      }
      return d;
    };
    for (let i = n; i >= 0; i--) parts.push(`<path d="${arc(Rin + i * bandW)}Z"/>`);
    // Dots in every other arch, clear of the clouds at the feet (the outer 22° each side).
    for (let i = 0; i < n; i += 2) {
      const mid = Rin + (i + 0.5) * bandW;
      const d = Math.max(bandW * 0.55, b.minSide * 1.4);
      const span = Math.PI - 2 * 0.38;
      const count = Math.max(2, Math.floor((span * mid) / (d * 2)));
      for (let k = 0; k < count; k++) {
        const a = -span / 2 + (span * (k + 0.5)) / count;
        const [x, y] = polar(cx, base, mid, a);
        const m = fillers[(k + i) % fillers.length]!;
        parts.push(placed(m, x, y, d, d, m === 'circle' ? 0 : (a * 180) / Math.PI, false));
      }
    }
    for (const side of [-1, 1])
      parts.push(cloud(cx + (side * (Rin + Rout)) / 2, base + bandW * 0.4, (Rout - Rin) * 1.25));
    // Stripes under the rainbow, from below the clouds to the bottom of the box.
    const top = base + (Rout - Rin) * 0.5;
    parts.unshift(
      stripeBlock(
        { ...request, arched: false },
        { x: b.x, y: top, w: b.w, h: b.y + b.h - top },
        Math.ceil(n / 2),
        b.minSide,
        fillers,
        byAudience(spec.audience, [2, 3, 4]),
      ),
    );
    return page(spec.width, spec.height, b.lw, parts.join(''), b.frame);
  }
  parts.push(stripeBlock(request, b, n, b.minSide, fillers, byAudience(spec.audience, [2, 3, 4])));
  return page(spec.width, spec.height, b.lw, parts.join(''), b.frame);
}

/** A cloud `w` px wide standing on (x, y): three round bumps over a flat base, one outline. */
function cloud(x: number, y: number, w: number): string {
  const h = w * 0.22;
  const p = [x - w / 2, x - w / 5, x + w / 5, x + w / 2];
  const r = [w * 0.17, w * 0.22, w * 0.17];
  let d = `M${f(p[0]!)} ${f(y)}`;
  for (let k = 0; k < 3; k++) d += ` A${f(r[k]!)} ${f(r[k]!)} 0 0 1 ${f(p[k + 1]!)} ${f(y)}`;
  return `<path d="${d} Q${f(x)} ${f(y + h * 0.3)} ${f(p[0]!)} ${f(y)}Z"/>`;
}

/**
 * Stripes across a box: `n` bands between straight or wavy lines (`waves` waves across), every
 * other band with a row of dots or the named motifs, each at least 1.4 × the smallest
 * colourable side.
 */
function stripeBlock(
  request: PatternRequest,
  b: { x: number; y: number; w: number; h: number },
  n: number,
  minSide: number,
  fillers: Motif[],
  waves: number,
): string {
  const parts: string[] = [];
  const bandH = b.h / n;
  const amp = request.wavy ? bandH * 0.18 : 0;
  const edge = (y: number) => {
    let d = '';
    for (let k = 0; k <= 120; k++) {
      const x = b.x + (b.w * k) / 120;
      d += `${k === 0 ? 'M' : 'L'}${f(x)} ${f(y + amp * Math.sin((2 * Math.PI * waves * (x - b.x)) / b.w))}`;
    }
    return d;
  };
  parts.push(rect(b.x, b.y, b.w, b.h));
  for (let i = 1; i < n; i++) parts.push(`<path d="${edge(b.y + i * bandH)}" fill="none"/>`);
  for (let i = 0; i < n; i += 2) {
    const d = Math.max(bandH * 0.42, minSide * 1.4);
    const count = Math.max(2, Math.floor(b.w / (d * 2.1)));
    for (let k = 0; k < count; k++) {
      const x = b.x + ((k + 0.5) * b.w) / count;
      const y = b.y + (i + 0.5) * bandH + amp * Math.sin((2 * Math.PI * waves * (x - b.x)) / b.w);
      parts.push(placed(fillers[(k + i / 2) % fillers.length]!, x, y, d, d, 0, false));
    }
  }
  return parts.join('');
}

/**
 * A big snowflake (look sets 6–7: "big snowflake design like a kaleidoscope" was a mandala whose
 * snowflake motifs printed as black stars): six arms from a hexagon centre, each a band with a
 * diamond at its tip and pairs of side branches at 60°, every part a white region with the
 * audience's stroke. Painted branches first, then arms, then the centre, so each part's
 * outline closes on the part drawn over it. Toddlers get one pair of branches, big kids a
 * second pair and a ring inside the centre.
 */
export function drawSnowflake(_request: PatternRequest, spec: PatternPage): string {
  const b = box(spec);
  const cx = b.x + b.w / 2;
  const cy = b.y + b.h / 2;
  const R = Math.min(b.w, b.h) / 2 - b.lw * 2;
  // Widths never under the smallest region's side, so every band is one colourable region.
  const arm = Math.max(R * 0.11, b.minSide * 1.1);
  // Toddlers' branches are wider and longer: each must hold their larger smallest region.
  const toddler = spec.audience === 'toddler';
  const twig = Math.max(R * (toddler ? 0.11 : 0.08), b.minSide * (toddler ? 1.4 : 1));
  const pairs = byAudience(spec.audience, [[0.55], [0.45, 0.68], [0.42, 0.66]]);
  /** A band of width `w` from (x0, y0) to (x1, y1) with round ends. */
  const band = (x0: number, y0: number, x1: number, y1: number, w: number) => {
    const len = Math.hypot(x1 - x0, y1 - y0);
    const deg = (Math.atan2(y1 - y0, x1 - x0) * 180) / Math.PI;
    return `<rect x="${f(x0)}" y="${f(y0 - w / 2)}" width="${f(len)}" height="${f(w)}" rx="${f(w / 2)}" transform="rotate(${f(deg)} ${f(x0)} ${f(y0)})"/>`;
  };
  const branches: string[] = [];
  const arms: string[] = [];
  for (let k = 0; k < 6; k++) {
    const a = -Math.PI / 2 + (k * Math.PI) / 3;
    for (const [j, at] of pairs.entries()) {
      const [bx, by] = polar(cx, cy, R * at, a);
      const len = R * (toddler ? 0.32 : 0.24 - j * 0.06);
      for (const side of [-1, 1]) {
        const [ex, ey] = polar(bx, by, len, a + (side * Math.PI) / 3);
        branches.push(band(bx, by, ex, ey, twig));
      }
    }
    const [tx, ty] = polar(cx, cy, R * 0.84, a);
    arms.push(band(cx, cy, tx, ty, arm));
    // A diamond at the arm's tip.
    const d = R * 0.16;
    const pts = [
      polar(tx, ty, d, a),
      polar(tx, ty, d * 0.55, a + Math.PI / 2),
      polar(tx, ty, d * 0.5, a + Math.PI),
      polar(tx, ty, d * 0.55, a - Math.PI / 2),
    ];
    arms.push(`<path d="M${pts.map(([x, y]) => `${f(x)} ${f(y)}`).join('L')}Z"/>`);
  }
  const hex = (r: number) =>
    `<path d="M${Array.from({ length: 6 }, (_, k) => polar(cx, cy, r, (k * Math.PI) / 3))
      .map(([x, y]) => `${f(x)} ${f(y)}`)
      .join('L')}Z"/>`;
  const centre = [hex(R * 0.24)];
  if (spec.audience === 'big-kids') centre.push(circle(cx, cy, R * 0.11));
  else if (spec.audience === 'kids') centre.push(hex(R * 0.11));
  return page(spec.width, spec.height, b.lw, [...branches, ...arms, ...centre].join(''), b.frame);
}

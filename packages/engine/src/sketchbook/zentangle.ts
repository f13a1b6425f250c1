/**
 * Patterns drawn inside a subject (issue 29 "kinds of page that are not scenes": "a zentangle
 * cat", "an elephant with paisley patterns", "a butterfly with patterns on its wings"; look set
 * 8 drew each as the plain animal). Each white region inside the subject's outline — a
 * butterfly's wing, a cat's body, an elephant's ear — gets its own pattern: dots, rings,
 * hatching, zigzags or scallops, one kind per region, in the style of a Zentangle-inspired
 * coloring page.
 *
 * The patterns are never cut by an outline: every dot, ring and stroke is placed only where
 * it lies wholly inside its region with a margin to every line, so they add no slivers; the
 * only new closed regions are the dots and the rings' two parts, each at least the
 * audience's smallest colourable region (profiles.ts minRegionAreaPx). Strokes are the page's
 * line width. Work is done on a quarter-resolution raster of the page and the subject's
 * silhouette (sharp renders both); about 60–120 ms on a letter page.
 */
import sharp from 'sharp';
import { components, erode } from '../lineart/morph';
import { f2 } from './scene';

/** Pattern kinds, in the order regions (largest first) take them. */
export const ZENTANGLE_KINDS = ['rings', 'hatching', 'dots', 'zigzag', 'scallops'] as const;
export type ZentangleKind = (typeof ZENTANGLE_KINDS)[number];

/** Downscale of the rasters the regions are found on (page px per raster px). */
const SCALE = 4;

/** Options of {@link zentangleFill}; px at 300 dpi. */
export interface ZentangleOptions {
  /** The page so far as SVG, `width`×`height` px. */
  pageSvg: string;
  /** The subject alone as a solid black silhouette on white, the same size (compose.ts subjectSilhouette). */
  silhouetteSvg: string;
  width: number;
  height: number;
  /** Stroke width, px (the page's line width). */
  lw: number;
  /** Side of the smallest colourable square, px (sqrt of minRegionAreaPx). */
  minSide: number;
}

/** A binary mask at 1/SCALE: 1 where the page is white paper inside the subject. */
async function insideMask(o: ZentangleOptions): Promise<{ mask: Uint8Array; w: number; h: number }> {
  const w = Math.ceil(o.width / SCALE);
  const h = Math.ceil(o.height / SCALE);
  const render = (svg: string) =>
    sharp(Buffer.from(svg), { density: 72 / SCALE })
      .resize(w, h, { fit: 'fill' })
      .flatten({ background: '#fff' })
      .greyscale()
      .raw()
      .toBuffer();
  const [page, solid] = await Promise.all([render(o.pageSvg), render(o.silhouetteSvg)]);
  // White paper only where the quarter-size page is pure white, and one raster px clear of
  // any ink: a thin outline is grey at a quarter of its size, and read as paper it let
  // strokes cross the subject's outline (2026-11-30).
  const paper = new Uint8Array(w * h);
  for (let i = 0; i < w * h; i++) paper[i] = page[i]! >= 250 && solid[i]! < 64 ? 1 : 0;
  return { mask: erode(paper, w, h, 1), w, h };
}

/**
 * The Zentangle-style patterns inside the subject of a page, as SVG markup in page px
 * (black strokes of width `lw`, white-filled dots and rings), to paint over the page: each
 * white region inside the subject's silhouette at least four smallest-regions big gets one
 * kind of ZENTANGLE_KINDS, largest region first; a region too small for any kind's elements
 * stays plain; a region over 30 s² is first split into bands about 3.6 s tall by wavy lines
 * across it (at most five), each band a kind of its own. Sizes, in minSide units s and the
 * line width lw (dots and rings packed greedily, centres at least the spacing apart): dots
 * r 0.68 s + lw/2 (the white inside is 1.45 s² or more) 1.9 s + lw apart; rings r 1.25 s + lw
 * round an inner ring of 0.66 s + lw/2, 2.8 s + 2 lw apart; hatching strokes 1.5 s long 1.15 s
 * apart; zigzag rows of amplitude 0.5 s, scallop rows of arcs 0.8 s high, rows 1.6 s apart.
 * Every element keeps a margin of max(2 lw, 0.3 s) to every line and to the region's edge.
 * Deterministic; empty when the subject has no such region.
 * @throws only what sharp throws on an unreadable SVG.
 */
export async function zentangleFill(o: ZentangleOptions): Promise<string> {
  const { mask, w, h } = await insideMask(o);
  // White regions (4-connected, as a paint bucket fills), largest first (morph.ts components).
  const regions = components(mask, w, h, 4);
  const label = regions.labels;
  const order = Array.from({ length: regions.count }, (_, k) => k + 1).sort(
    (a, b) => regions.area[b]! - regions.area[a]!,
  );
  const s = o.minSide;
  const margin = Math.max(2 * o.lw, 0.3 * s);
  /** Whether a page-px box around (x, y) with half-size e lies wholly inside region `id`. */
  const fits = (x: number, y: number, ex: number, ey: number, id: number) => {
    const x0 = Math.floor((x - ex - margin) / SCALE);
    const x1 = Math.ceil((x + ex + margin) / SCALE);
    const y0 = Math.floor((y - ey - margin) / SCALE);
    const y1 = Math.ceil((y + ey + margin) / SCALE);
    if (x0 < 0 || y0 < 0 || x1 >= w || y1 >= h) return false;
    for (let yy = y0; yy <= y1; yy++)
      for (let xx = x0; xx <= x1; xx++) if (label[yy * w + xx] !== id) return false;
    return true;
  };
  const minPixels = (4 * s * s) / (SCALE * SCALE);
  const parts: string[] = [];
  let k = 0;
  for (const id of order) {
    const n = regions.area[id]!;
    // Largest first: the rest are smaller still.
    if (n < minPixels) break;
    const [bx0, by0, bx1, by1] = [regions.minX[id]!, regions.minY[id]!, regions.maxX[id]!, regions.maxY[id]!];
    const box = { x0: bx0 * SCALE, y0: by0 * SCALE, x1: (bx1 + 1) * SCALE, y1: (by1 + 1) * SCALE };
    // A big region is split into bands by wavy lines across it (BAND_*), each band its own
    // pattern: one pattern over a whole cat's body did not read as a zentangle (2026-11-30).
    const bands = Math.max(1, Math.min(BAND_MAX, Math.round((box.y1 - box.y0) / (BAND_HEIGHT * s))));
    const amp = BAND_WAVE * s;
    const period = BAND_PERIOD * s;
    const wave = (j: number, x: number) =>
      box.y0 + ((box.y1 - box.y0) * j) / bands + amp * Math.sin((2 * Math.PI * x) / period + j);
    const big = n * SCALE * SCALE >= BAND_MIN_AREA * s * s && bands > 1;
    const count = big ? bands : 1;
    let drawnAny = false;
    for (let b = 0; b < count; b++) {
      const clear = amp + o.lw / 2;
      const inBand = (x: number, y: number, ey: number) =>
        !big ||
        ((b === 0 || y - ey - margin >= wave(b, x) + clear) &&
          (b === count - 1 || y + ey + margin <= wave(b + 1, x) - clear));
      // The next kind in turn; one whose elements do not fit the band gives way to the next.
      for (let tries = 0; tries < ZENTANGLE_KINDS.length; tries++) {
        const kind = ZENTANGLE_KINDS[k % ZENTANGLE_KINDS.length]!;
        k++;
        const drawn = patternIn(
          kind,
          box,
          s,
          o.lw,
          id,
          (x, y, ex, ey, r) => inBand(x, y, ey) && fits(x, y, ex, ey, r),
        );
        if (drawn.length === 0) continue;
        parts.push(...drawn);
        drawnAny = true;
        break;
      }
    }
    if (big && drawnAny)
      for (let j = 1; j < bands; j++)
        parts.push(...separator((x) => wave(j, x), box, id, label, w, h, s, o.lw));
  }
  if (parts.length === 0) return '';
  return `<g stroke="#000" stroke-width="${f2(o.lw)}" stroke-linecap="round" stroke-linejoin="round">${parts.join('')}</g>`;
}

/** Bands of a big region: about this many s tall, at most BAND_MAX, in regions over BAND_MIN_AREA s². */
const BAND_HEIGHT = 3.6;
const BAND_MAX = 5;
const BAND_MIN_AREA = 30;
/** The band lines' wave: amplitude and period, in s. */
const BAND_WAVE = 0.3;
const BAND_PERIOD = 6;

/**
 * A band line across region `id`: the wave `y(x)` sampled every raster px, drawn where it is
 * inside the region, each run carried one raster px further at both ends so it meets the
 * outline; runs shorter than 3 s (a tip of the region, where a wedge too thin to colour would
 * be cut off) are left out.
 */
function separator(
  y: (x: number) => number,
  box: { x0: number; x1: number },
  id: number,
  label: Int32Array,
  w: number,
  h: number,
  s: number,
  lw: number,
): string[] {
  const inside = (x: number) => {
    const xx = Math.floor(x / SCALE);
    const yy = Math.floor(y(x) / SCALE);
    return xx >= 0 && yy >= 0 && xx < w && yy < h && label[yy * w + xx] === id;
  };
  const out: string[] = [];
  let start: number | null = null;
  const flush = (end: number) => {
    if (start === null) return;
    if (end - start >= 3 * s) {
      const a = start - SCALE - lw / 2;
      const b = end + SCALE + lw / 2;
      let d = `M${f2(a)} ${f2(y(a))}`;
      for (let x = a + SCALE * 2; x < b; x += SCALE * 2) d += `L${f2(x)} ${f2(y(x))}`;
      d += `L${f2(b)} ${f2(y(b))}`;
      out.push(`<path d="${d}" fill="none"/>`);
    }
    start = null;
  };
  for (let x = box.x0; x <= box.x1; x += SCALE) {
    if (inside(x)) start ??= x;
    else flush(x - SCALE);
  }
  flush(box.x1);
  return out;
}

/** The elements of one pattern kind inside region `id` (see {@link zentangleFill} for sizes). */
function patternIn(
  kind: ZentangleKind,
  box: { x0: number; y0: number; x1: number; y1: number },
  s: number,
  lw: number,
  id: number,
  fits: (x: number, y: number, ex: number, ey: number, id: number) => boolean,
): string[] {
  const out: string[] = [];
  // Greedy packing: candidates on a grid a third of the spacing apart, row by row, each
  // taken when it fits and stays `spacing` from every element taken (a fixed grid of the
  // full spacing fitted one ring in an elephant's body, 2026-11-30).
  const pack = (spacing: number, ex: number, ey: number, each: (x: number, y: number) => void) => {
    const taken: { x: number; y: number }[] = [];
    const step = spacing / 3;
    for (let y = box.y0 + ey; y <= box.y1 - ey; y += step)
      for (let x = box.x0 + ex; x <= box.x1 - ex; x += step) {
        if (taken.some((t) => (t.x - x) ** 2 + (t.y - y) ** 2 < spacing * spacing)) continue;
        if (!fits(x, y, ex, ey, id)) continue;
        taken.push({ x, y });
        each(x, y);
      }
  };
  switch (kind) {
    case 'dots': {
      // The white inside a dot is r − lw/2 across: at least the smallest region (0.62 s).
      const r = 0.68 * s + lw / 2;
      pack(1.9 * s + lw, r, r, (x, y) =>
        out.push(`<circle cx="${f2(x)}" cy="${f2(y)}" r="${f2(r)}" fill="#fff"/>`),
      );
      break;
    }
    case 'rings': {
      const inner = 0.66 * s + lw / 2;
      const r = 1.25 * s + lw;
      pack(2.8 * s + 2 * lw, r, r, (x, y) =>
        out.push(
          `<circle cx="${f2(x)}" cy="${f2(y)}" r="${f2(r)}" fill="#fff"/><circle cx="${f2(x)}" cy="${f2(y)}" r="${f2(inner)}" fill="#fff"/>`,
        ),
      );
      break;
    }
    case 'hatching': {
      // Short diagonal strokes, all leaning the same way.
      const half = 0.75 * s * Math.SQRT1_2;
      pack(1.15 * s, half, half, (x, y) =>
        out.push(`<path d="M${f2(x - half)} ${f2(y + half)}L${f2(x + half)} ${f2(y - half)}" fill="none"/>`),
      );
      break;
    }
    case 'zigzag':
    case 'scallops': {
      // Rows across the region, each drawn in runs where its pieces fit.
      const period = kind === 'zigzag' ? 1.6 * s : 1.7 * s;
      const amp = kind === 'zigzag' ? 0.5 * s : 0.8 * s;
      for (let y = box.y0 + s; y < box.y1; y += 1.6 * s) {
        let run = '';
        for (let x = box.x0; x + period <= box.x1; x += period) {
          if (!fits(x + period / 2, y, period / 2, amp / 2, id)) {
            if (run) out.push(`<path d="${run}" fill="none"/>`);
            run = '';
            continue;
          }
          const piece =
            kind === 'zigzag'
              ? `L${f2(x + period / 2)} ${f2(y - amp / 2)}L${f2(x + period)} ${f2(y + amp / 2)}`
              : `A${f2(period / 2)} ${f2(amp)} 0 0 1 ${f2(x + period)} ${f2(y + amp / 2)}`;
          run += run ? piece : `M${f2(x)} ${f2(y + amp / 2)}${piece}`;
        }
        if (run) out.push(`<path d="${run}" fill="none"/>`);
      }
      break;
    }
  }
  return out;
}

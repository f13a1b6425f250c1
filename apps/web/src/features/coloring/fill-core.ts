import {
  COLORING_HISTORY_MAX_BYTES,
  COLORING_UNDO_STEPS,
  FILL_GAP_CLOSE_PX,
  LINE_LUMINANCE_MAX,
  WHITE_RGBA,
} from '@inkling/contracts/coloring';

/**
 * The coloring core (issue 17): pure TypeScript over one page's pixels, with no DOM, so the
 * Web Worker runs it and vitest tests it. Colours are 32-bit RGBA words in the byte order of
 * `ImageData` on little-endian machines (0xAABBGGRR), so a `Uint32Array` over an ImageData
 * buffer can be written directly.
 *
 * How a fill stays inside the lines:
 * - a pixel darker than LINE_LUMINANCE_MAX is line ("wall") and is never coloured;
 * - the walls, dilated by FILL_GAP_CLOSE_PX/2 (a 3×3 max), close gaps of 1–2 px for the fill only —
 *   the page's own pixels are never changed;
 * - regions are the 4-connected components of the open (not dilated-wall) pixels, found
 *   once per page by scanline flood fill (Heckbert, "A Seed Fill Algorithm", Graphics Gems
 *   I, 1990); the rim between a region and its lines (and the gap pixels) joins the nearest
 *   region breadth-first, so no white halo is left next to a line; pockets with no open pixel
 *   (e.g. a 1-px hole) are their own regions;
 * - a tap then colours exactly the pixels of one region (a precomputed index list), which
 *   keeps a fill on a 2048×2048 page far below the 30 ms of the issue.
 */

/** A page as grey levels: `lum[y * width + x]`, 0 black … 255 white. */
export interface PagePixels {
  width: number;
  height: number;
  lum: Uint8Array;
}

/** A change rectangle in page pixels (inclusive x0/y0, exclusive x1/y1); null when nothing changed. */
export interface DirtyRect {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

/** Regions of one page: label 0 is line; 1…count are regions. */
export interface Regions {
  width: number;
  height: number;
  label: Int32Array;
  count: number;
  /** Pixel indices of region L are order[offsets[L]] … order[offsets[L + 1] - 1], ascending. */
  offsets: Uint32Array;
  order: Uint32Array;
  /** Bounding box per label: [x0, y0, x1, y1] at 4·L (exclusive x1/y1). */
  boxes: Int32Array;
}

/** Converts RGBA bytes (ImageData.data) to grey levels (ITU-R BT.601 luma; transparent = white). */
export function luminanceOf(rgba: Uint8ClampedArray | Uint8Array, width: number, height: number): PagePixels {
  const n = width * height;
  const lum = new Uint8Array(n);
  for (let i = 0, p = 0; i < n; i++, p += 4) {
    const a = rgba[p + 3]!;
    const y = (rgba[p]! * 299 + rgba[p + 1]! * 587 + rgba[p + 2]! * 114) / 1000;
    lum[i] = Math.round(255 - ((255 - y) * a) / 255);
  }
  return { width, height, lum };
}

/**
 * The wall mask dilated by FILL_GAP_CLOSE_PX / 2 in every direction (separable max filter),
 * so a gap of up to FILL_GAP_CLOSE_PX px between two line ends is closed for the fill.
 */
export function fillWalls(page: PagePixels): Uint8Array {
  const { width: w, height: h, lum } = page;
  const r = FILL_GAP_CLOSE_PX >> 1;
  const walls = new Uint8Array(w * h);
  for (let i = 0; i < walls.length; i++) walls[i] = lum[i]! <= LINE_LUMINANCE_MAX ? 1 : 0;
  const horizontal = new Uint8Array(w * h);
  for (let y = 0; y < h; y++) {
    const row = y * w;
    for (let x = 0; x < w; x++) {
      if (!walls[row + x]) continue;
      const from = Math.max(0, x - r);
      const to = Math.min(w - 1, x + r);
      for (let k = from; k <= to; k++) horizontal[row + k] = 1;
    }
  }
  const out = new Uint8Array(w * h);
  for (let y = 0; y < h; y++) {
    const row = y * w;
    for (let x = 0; x < w; x++) {
      if (!horizontal[row + x]) continue;
      const from = Math.max(0, y - r);
      const to = Math.min(h - 1, y + r);
      for (let k = from; k <= to; k++) out[k * w + x] = 1;
    }
  }
  return out;
}

/**
 * Scanline flood fill of `open` pixels (value 1) from (sx, sy), 4-connected, writing `value`
 * into `label` for every pixel reached. Returns the number of pixels filled.
 */
function scanlineFill(
  open: Uint8Array,
  label: Int32Array,
  w: number,
  h: number,
  sx: number,
  sy: number,
  value: number,
): number {
  let filled = 0;
  const stack: number[] = [sx, sy];
  while (stack.length > 0) {
    const y = stack.pop()!;
    let x = stack.pop()!;
    const row = y * w;
    if (!open[row + x] || label[row + x] !== 0) continue;
    while (x > 0 && open[row + x - 1] && label[row + x - 1] === 0) x--;
    let spanUp = false;
    let spanDown = false;
    for (; x < w && open[row + x] && label[row + x] === 0; x++) {
      label[row + x] = value;
      filled++;
      if (y > 0) {
        const up = row - w + x;
        const ok = open[up] === 1 && label[up] === 0;
        if (ok && !spanUp) stack.push(x, y - 1);
        spanUp = ok;
      }
      if (y < h - 1) {
        const down = row + w + x;
        const ok = open[down] === 1 && label[down] === 0;
        if (ok && !spanDown) stack.push(x, y + 1);
        spanDown = ok;
      }
    }
  }
  return filled;
}

/** Finds the regions of a page (see the module comment). Cost: a few passes over the pixels. */
export function findRegions(page: PagePixels): Regions {
  const { width: w, height: h, lum } = page;
  const n = w * h;
  const dilated = fillWalls(page);
  const open = new Uint8Array(n);
  for (let i = 0; i < n; i++) open[i] = dilated[i] ? 0 : 1;
  const label = new Int32Array(n);
  let count = 0;
  for (let i = 0; i < n; i++) {
    if (open[i] && label[i] === 0) scanlineFill(open, label, w, h, i % w, (i / w) | 0, ++count);
  }
  // Rim and gap pixels: not line, not open. They join a neighbouring region breadth-first,
  // one ring per pass using only labels of earlier passes, so a rim never carries a label
  // along itself into the next region.
  let pending: number[] = [];
  for (let i = 0; i < n; i++) if (label[i] === 0 && lum[i]! > LINE_LUMINANCE_MAX) pending.push(i);
  while (pending.length > 0) {
    const assigned: number[] = [];
    const rest: number[] = [];
    for (const i of pending) {
      const x = i % w;
      const found =
        (x > 0 ? label[i - 1]! : 0) ||
        (x < w - 1 ? label[i + 1]! : 0) ||
        (i >= w ? label[i - w]! : 0) ||
        (i + w < n ? label[i + w]! : 0);
      if (found) assigned.push(i, found);
      else rest.push(i);
    }
    if (assigned.length === 0) break;
    for (let k = 0; k < assigned.length; k += 2) label[assigned[k]!] = assigned[k + 1]!;
    pending = rest;
  }
  // Pockets no region reaches (every pixel in the dilated walls) are regions of their own.
  if (pending.length > 0) {
    const pocket = new Uint8Array(n);
    for (const i of pending) pocket[i] = 1;
    for (const i of pending) {
      if (label[i] === 0) scanlineFill(pocket, label, w, h, i % w, (i / w) | 0, ++count);
    }
  }
  const offsets = new Uint32Array(count + 2);
  for (let i = 0; i < n; i++) offsets[label[i]! + 1]!++;
  for (let l = 1; l < offsets.length; l++) offsets[l]! += offsets[l - 1]!;
  const cursor = offsets.slice(0, count + 1);
  const order = new Uint32Array(n);
  for (let i = 0; i < n; i++) order[cursor[label[i]!]!++] = i;
  const boxes = new Int32Array((count + 1) * 4);
  for (let l = 0; l <= count; l++) boxes.set([w, h, 0, 0], l * 4);
  for (let i = 0; i < n; i++) {
    const b = label[i]! * 4;
    const x = i % w;
    const y = (i / w) | 0;
    if (x < boxes[b]!) boxes[b] = x;
    if (y < boxes[b + 1]!) boxes[b + 1] = y;
    if (x + 1 > boxes[b + 2]!) boxes[b + 2] = x + 1;
    if (y + 1 > boxes[b + 3]!) boxes[b + 3] = y + 1;
  }
  return { width: w, height: h, label, count, offsets, order, boxes };
}

/**
 * Splits every region into runs of white page pixels (raster order) and its grey pixels; see
 * ColoringDocument. Offsets are in array items (spans: two per run).
 */
function regionRuns(regions: Regions, lum: Uint8Array) {
  const { label, count } = regions;
  const n = label.length;
  const spanCount = new Uint32Array(count + 2);
  const greyCount = new Uint32Array(count + 2);
  for (let i = 0; i < n; i++) {
    const l = label[i]!;
    if (l === 0) continue;
    if (lum[i] !== 255) greyCount[l + 1]!++;
    else if (i === 0 || label[i - 1] !== l || lum[i - 1] !== 255 || i % regions.width === 0)
      spanCount[l + 1]! += 2;
  }
  for (let l = 1; l < spanCount.length; l++) {
    spanCount[l]! += spanCount[l - 1]!;
    greyCount[l]! += greyCount[l - 1]!;
  }
  const spans = new Uint32Array(spanCount[count + 1]!);
  const greys = new Uint32Array(greyCount[count + 1]!);
  const spanAt = spanCount.slice(0, count + 1);
  const greyAt = greyCount.slice(0, count + 1);
  for (let i = 0; i < n; i++) {
    const l = label[i]!;
    if (l === 0) continue;
    if (lum[i] !== 255) greys[greyAt[l]!++] = i;
    else if (i === 0 || label[i - 1] !== l || lum[i - 1] !== 255 || i % regions.width === 0) {
      spans[spanAt[l]!++] = i;
      spans[spanAt[l]!++] = i + 1;
    } else spans[spanAt[l]! - 1] = i + 1;
  }
  return { spans, spanOffsets: spanCount, greys, greyOffsets: greyCount };
}

/** Run-length list of colours: pairs [count, colour, count, colour, …]. */
type Runs = Uint32Array;

/**
 * One undo step as the autosave stores it (structured-clone friendly): `region` a region
 * label, `all` the whole page, or `pixels` a stroke's ascending pixel indices as
 * [start, length] runs (a stroke covers contiguous row pieces, so this is far smaller than the
 * indices). `before` is the run-length colours before, `after` the one colour after.
 */
export type SavedChange =
  | { kind: 'region'; label: number; before: Uint32Array; after: number }
  | { kind: 'all'; before: Uint32Array; after: number }
  | { kind: 'pixels'; runs: Uint32Array; before: Uint32Array; after: number };

/**
 * The undo/redo history as saved with the colour layer (oldest first in both lists). `regions`
 * is the page's region count, checked on restore: labels mean nothing on another decoding.
 */
export interface SavedHistory {
  regions: number;
  undo: SavedChange[];
  redo: SavedChange[];
}

/** Ascending indices → [start, length] runs. */
function indexRuns(indices: Uint32Array): Uint32Array {
  const out: number[] = [];
  for (let k = 0; k < indices.length; k++) {
    const i = indices[k]!;
    if (out.length > 0 && out[out.length - 2]! + out[out.length - 1]! === i) out[out.length - 1]!++;
    else out.push(i, 1);
  }
  return Uint32Array.from(out);
}

/** [start, length] runs → ascending indices. */
function runIndices(runs: Uint32Array): Uint32Array {
  let total = 0;
  for (let k = 1; k < runs.length; k += 2) total += runs[k]!;
  const out = new Uint32Array(total);
  let j = 0;
  for (let k = 0; k < runs.length; k += 2) for (let c = 0; c < runs[k + 1]!; c++) out[j++] = runs[k]! + c;
  return out;
}

function savedBytes(change: SavedChange): number {
  return 16 + change.before.byteLength + (change.kind === 'pixels' ? change.runs.byteLength : 0);
}

/** One undoable change: which pixels, their colours before (run-length) and the one colour after. */
interface Change {
  /** A region label, all pixels (`'all'`), or explicit ascending pixel indices (a stroke). */
  target: number | 'all' | Uint32Array;
  before: Runs;
  after: number;
}

function encodeRuns(colors: Uint32Array, indices: ArrayLike<number> | null, length: number): Runs {
  const runs: number[] = [];
  let current = 0;
  let count = 0;
  for (let k = 0; k < length; k++) {
    const c = colors[indices ? indices[k]! : k]!;
    if (count > 0 && c === current) count++;
    else {
      if (count > 0) runs.push(count, current);
      current = c;
      count = 1;
    }
  }
  if (count > 0) runs.push(count, current);
  return Uint32Array.from(runs);
}

/**
 * One page being coloured: the colour layer, the composite shown (colour multiplied by the
 * page's grey, so lines stay black and anti-aliased edges stay soft), and undo/redo of at
 * least COLORING_UNDO_STEPS changes stored as diffs (run-length colours before, one colour
 * after), never as whole frames.
 */
export class ColoringDocument {
  readonly width: number;
  readonly height: number;
  readonly regions: Regions;
  /** The colour of every pixel (white where nothing is coloured; lines stay white here). */
  readonly colors: Uint32Array;
  /** What is shown, RGBA bytes as ImageData wants them. */
  readonly rgba: Uint8ClampedArray;
  private readonly out: Uint32Array;
  private readonly lum: Uint8Array;
  /**
   * Each region as runs of white page pixels ([start, end) pairs in raster order, grouped by
   * label from spanOffsets[L]) plus its grey pixels (anti-aliased edges, from greyOffsets[L]),
   * so a fill is a few native `fill` calls (fast: issue 17's p95 < 30 ms at 2048×2048).
   */
  private readonly spans: Uint32Array;
  private readonly spanOffsets: Uint32Array;
  private readonly greys: Uint32Array;
  private readonly greyOffsets: Uint32Array;
  /** The colour of a region while it is one colour; `mixed[L]` = 1 when it may not be. */
  private readonly regionColor: Uint32Array;
  private readonly mixed: Uint8Array;
  private readonly undoStack: Change[] = [];
  private readonly redoStack: Change[] = [];
  private stroke: { label: number; color: number; erase: boolean; before: Map<number, number> } | null = null;

  /** @param rgba optional output buffer (e.g. an ImageData's data) of width·height·4 bytes. */
  constructor(page: PagePixels, rgba?: Uint8ClampedArray) {
    this.width = page.width;
    this.height = page.height;
    this.lum = page.lum;
    this.regions = findRegions(page);
    ({
      spans: this.spans,
      spanOffsets: this.spanOffsets,
      greys: this.greys,
      greyOffsets: this.greyOffsets,
    } = regionRuns(this.regions, page.lum));
    this.regionColor = new Uint32Array(this.regions.count + 1).fill(WHITE_RGBA);
    this.mixed = new Uint8Array(this.regions.count + 1);
    this.colors = new Uint32Array(page.width * page.height).fill(WHITE_RGBA);
    this.rgba = rgba ?? new Uint8ClampedArray(page.width * page.height * 4);
    this.out = new Uint32Array(this.rgba.buffer, this.rgba.byteOffset, page.width * page.height);
    this.compositeAll();
  }

  get canUndo(): boolean {
    return this.undoStack.length > 0;
  }

  get canRedo(): boolean {
    return this.redoStack.length > 0;
  }

  /** Region label at a page pixel (0: a line or outside the page). */
  labelAt(x: number, y: number): number {
    const ix = Math.floor(x);
    const iy = Math.floor(y);
    if (ix < 0 || iy < 0 || ix >= this.width || iy >= this.height) return 0;
    return this.regions.label[iy * this.width + ix]!;
  }

  /** Colours the region under (x, y) in page px. Null when on a line or already that colour. */
  fillAt(x: number, y: number, color: number): DirtyRect | null {
    const label = this.labelAt(x, y);
    if (label === 0) return null;
    const { order, offsets } = this.regions;
    const from = offsets[label]!;
    const to = offsets[label + 1]!;
    let before: Runs;
    if (this.mixed[label]) {
      let same = true;
      for (let k = from; k < to; k++) {
        if (this.colors[order[k]!] !== color) {
          same = false;
          break;
        }
      }
      if (same) return null;
      before = encodeRuns(this.colors, order.subarray(from, to), to - from);
    } else {
      if (this.regionColor[label] === color) return null;
      before = Uint32Array.of(to - from, this.regionColor[label]!);
    }
    this.paintRegion(label, color);
    this.push({ target: label, before, after: color });
    return this.box(label);
  }

  /** Starts a brush (or eraser) stroke at (x, y); the brush stays in the region it starts in. */
  beginStroke(x: number, y: number, color: number, radius: number, erase = false): DirtyRect | null {
    this.stroke = { label: this.labelAt(x, y), color: erase ? WHITE_RGBA : color, erase, before: new Map() };
    return this.strokeTo(x, y, x, y, radius);
  }

  /** Paints discs of `radius` px from (x0, y0) to (x1, y1) for the current stroke. */
  strokeTo(x0: number, y0: number, x1: number, y1: number, radius: number): DirtyRect | null {
    const stroke = this.stroke;
    if (!stroke) return null;
    if (stroke.label === 0 && !stroke.erase) {
      // Started on a line: the stroke belongs to the first region it reaches.
      stroke.label = this.labelAt(x1, y1);
      if (stroke.label === 0) return null;
    }
    const { width: w, height: h } = this;
    const label = this.regions.label;
    const r = Math.max(0.5, radius);
    const dirty: DirtyRect = {
      x0: Math.max(0, Math.floor(Math.min(x0, x1) - r)),
      y0: Math.max(0, Math.floor(Math.min(y0, y1) - r)),
      x1: Math.min(w, Math.ceil(Math.max(x0, x1) + r) + 1),
      y1: Math.min(h, Math.ceil(Math.max(y0, y1) + r) + 1),
    };
    const dx = x1 - x0;
    const dy = y1 - y0;
    const len2 = dx * dx + dy * dy;
    const r2 = r * r;
    let changed = false;
    for (let y = dirty.y0; y < dirty.y1; y++) {
      for (let x = dirty.x0; x < dirty.x1; x++) {
        const i = y * w + x;
        const l = label[i]!;
        if (l === 0 || (!stroke.erase && l !== stroke.label)) continue;
        // Distance from the pixel centre to the segment.
        const px = x + 0.5 - x0;
        const py = y + 0.5 - y0;
        const t = len2 > 0 ? Math.max(0, Math.min(1, (px * dx + py * dy) / len2)) : 0;
        const ex = px - t * dx;
        const ey = py - t * dy;
        if (ex * ex + ey * ey > r2) continue;
        if (this.colors[i] === stroke.color) continue;
        if (!stroke.before.has(i)) stroke.before.set(i, this.colors[i]!);
        this.setPixel(i, stroke.color);
        this.mixed[l] = 1;
        changed = true;
      }
    }
    return changed ? dirty : null;
  }

  /** Ends the stroke; it becomes one undo step when it changed anything. */
  endStroke(): boolean {
    const stroke = this.stroke;
    this.stroke = null;
    if (!stroke || stroke.before.size === 0) return false;
    const indices = Uint32Array.from(stroke.before.keys()).sort();
    const previous = new Uint32Array(indices.length);
    for (let k = 0; k < indices.length; k++) previous[k] = stroke.before.get(indices[k]!)!;
    this.push({ target: indices, before: encodeRuns(previous, null, indices.length), after: stroke.color });
    return true;
  }

  /** Makes every pixel white again (one undo step). Null when nothing was coloured. */
  clear(): DirtyRect | null {
    if (this.colors.every((c) => c === WHITE_RGBA)) return null;
    const before = encodeRuns(this.colors, null, this.colors.length);
    this.colors.fill(WHITE_RGBA);
    this.regionColor.fill(WHITE_RGBA);
    this.mixed.fill(0);
    this.compositeAll();
    this.push({ target: 'all', before, after: WHITE_RGBA });
    return this.fullRect();
  }

  /** Takes back the last change; returns what to redraw, or null when there is none. */
  undo(): DirtyRect | null {
    const change = this.undoStack.pop();
    if (!change) return null;
    this.redoStack.push(change);
    return this.applyRuns(change.target, change.before);
  }

  /** Does the last undone change again. */
  redo(): DirtyRect | null {
    const change = this.redoStack.pop();
    if (!change) return null;
    this.undoStack.push(change);
    const target = change.target;
    if (target === 'all') {
      this.colors.fill(change.after);
      this.regionColor.fill(change.after);
      this.mixed.fill(0);
      this.compositeAll();
      return this.fullRect();
    }
    if (typeof target === 'number') {
      this.paintRegion(target, change.after);
      return this.box(target);
    }
    const label = this.regions.label;
    for (const i of target) {
      this.setPixel(i, change.after);
      this.mixed[label[i]!] = 1;
    }
    return this.indicesRect(target);
  }

  /** The colour layer as run-length pairs in raster order (what the autosave stores). */
  serialize(): Uint32Array {
    return encodeRuns(this.colors, null, this.colors.length);
  }

  /**
   * Restores a saved colour layer (from `serialize`) and forgets undo history. Line pixels stay
   * white in the layer whatever was saved. Throws when the runs do not cover the page exactly.
   */
  restore(runs: Uint32Array): void {
    let total = 0;
    for (let k = 0; k < runs.length; k += 2) total += runs[k]!;
    if (total !== this.colors.length) throw new Error('The saved colouring is for another page size.');
    let i = 0;
    for (let k = 0; k < runs.length; k += 2) {
      this.colors.fill(runs[k + 1]!, i, i + runs[k]!);
      i += runs[k]!;
    }
    const label = this.regions.label;
    for (let p = 0; p < this.colors.length; p++) if (label[p] === 0) this.colors[p] = WHITE_RGBA;
    this.mixed.fill(1);
    this.undoStack.length = 0;
    this.redoStack.length = 0;
    this.compositeAll();
  }

  /**
   * The undo/redo history for the autosave (issue 17: undo survives a reload). Keeps the newest
   * steps of each list while their diffs fit COLORING_HISTORY_MAX_BYTES (redo steps first, as
   * they are the nearest to the present); the arrays are copies, safe to post or store.
   */
  saveHistory(): SavedHistory {
    let budget = COLORING_HISTORY_MAX_BYTES;
    const keep = (stack: Change[]): SavedChange[] => {
      const out: SavedChange[] = [];
      for (let k = stack.length - 1; k >= 0; k--) {
        const change = stack[k]!;
        const target = change.target;
        const saved: SavedChange =
          target === 'all'
            ? { kind: 'all', before: change.before.slice(), after: change.after }
            : typeof target === 'number'
              ? { kind: 'region', label: target, before: change.before.slice(), after: change.after }
              : {
                  kind: 'pixels',
                  runs: indexRuns(target),
                  before: change.before.slice(),
                  after: change.after,
                };
        budget -= savedBytes(saved);
        if (budget < 0) break;
        out.push(saved);
      }
      return out.reverse();
    };
    const redo = keep(this.redoStack);
    const undo = keep(this.undoStack);
    return { regions: this.regions.count, undo, redo };
  }

  /**
   * Puts back a history from `saveHistory` after `restore` of the same layer. Throws (and keeps
   * no history) when it does not fit this page: another region count, a label or pixel out of
   * range, or a diff whose length does not match its target.
   */
  restoreHistory(saved: SavedHistory): void {
    const { count, offsets } = this.regions;
    if (saved.regions !== count) throw new Error('The saved history is for another page.');
    const n = this.colors.length;
    const load = (change: SavedChange): Change => {
      let target: Change['target'];
      let size: number;
      if (change.kind === 'all') {
        target = 'all';
        size = n;
      } else if (change.kind === 'region') {
        if (!Number.isInteger(change.label) || change.label < 1 || change.label > count)
          throw new Error('The saved history names a region this page does not have.');
        target = change.label;
        size = offsets[change.label + 1]! - offsets[change.label]!;
      } else {
        target = runIndices(change.runs);
        size = target.length;
        if (size === 0 || target[size - 1]! >= n) throw new Error('The saved history is outside the page.');
      }
      let total = 0;
      for (let k = 0; k < change.before.length; k += 2) total += change.before[k]!;
      if (total !== size) throw new Error('The saved history does not match its pixels.');
      return { target, before: change.before, after: change.after >>> 0 };
    };
    const undo = saved.undo.map(load).slice(-COLORING_UNDO_STEPS);
    const redo = saved.redo.map(load).slice(-COLORING_UNDO_STEPS);
    this.undoStack.splice(0, this.undoStack.length, ...undo);
    this.redoStack.splice(0, this.redoStack.length, ...redo);
  }

  /** True when no pixel is coloured. */
  isBlank(): boolean {
    return this.colors.every((c) => c === WHITE_RGBA);
  }

  private push(change: Change): void {
    this.undoStack.push(change);
    if (this.undoStack.length > COLORING_UNDO_STEPS) this.undoStack.shift();
    this.redoStack.length = 0;
  }

  private applyRuns(target: Change['target'], runs: Runs): DirtyRect {
    const { order, offsets } = this.regions;
    if (typeof target === 'number' && runs.length === 2) {
      this.paintRegion(target, runs[1]!);
      return this.box(target);
    }
    if (target === 'all') this.mixed.fill(1);
    else if (typeof target === 'number') this.mixed[target] = 1;
    else for (const i of target) this.mixed[this.regions.label[i]!] = 1;
    let k = 0;
    const indexAt =
      target === 'all'
        ? (j: number) => j
        : typeof target === 'number'
          ? (j: number) => order[offsets[target]! + j]!
          : (j: number) => target[j]!;
    for (let r = 0; r < runs.length; r += 2) {
      const color = runs[r + 1]!;
      for (let c = 0; c < runs[r]!; c++) this.setPixel(indexAt(k++), color);
    }
    if (target === 'all') return this.fullRect();
    if (typeof target === 'number') return this.box(target);
    return this.indicesRect(target);
  }

  private paintRegion(label: number, color: number): void {
    const shown = (color | 0xff000000) >>> 0;
    const { spans, greys } = this;
    for (let k = this.spanOffsets[label]!, end = this.spanOffsets[label + 1]!; k < end; k += 2) {
      this.colors.fill(color, spans[k]!, spans[k + 1]!);
      this.out.fill(shown, spans[k]!, spans[k + 1]!);
    }
    for (let k = this.greyOffsets[label]!, end = this.greyOffsets[label + 1]!; k < end; k++) {
      this.setPixel(greys[k]!, color);
    }
    this.regionColor[label] = color;
    this.mixed[label] = 0;
  }

  private setPixel(i: number, color: number): void {
    this.colors[i] = color;
    this.out[i] = multiply(color, this.lum[i]!);
  }

  private compositeAll(): void {
    for (let i = 0; i < this.colors.length; i++) this.out[i] = multiply(this.colors[i]!, this.lum[i]!);
  }

  private box(label: number): DirtyRect {
    const b = this.regions.boxes;
    return { x0: b[label * 4]!, y0: b[label * 4 + 1]!, x1: b[label * 4 + 2]!, y1: b[label * 4 + 3]! };
  }

  private indicesRect(indices: Uint32Array): DirtyRect {
    const w = this.width;
    let x0 = w;
    let x1 = 0;
    for (const i of indices) {
      const x = i % w;
      if (x < x0) x0 = x;
      if (x + 1 > x1) x1 = x + 1;
    }
    return {
      x0,
      y0: Math.floor(indices[0]! / w),
      x1,
      y1: Math.floor(indices[indices.length - 1]! / w) + 1,
    };
  }

  private fullRect(): DirtyRect {
    return { x0: 0, y0: 0, x1: this.width, y1: this.height };
  }
}

/** Colour × grey (multiply blend), alpha opaque; white grey returns the colour itself. */
function multiply(color: number, lum: number): number {
  if (lum === 255) return (color | 0xff000000) >>> 0;
  const r = ((color & 0xff) * lum + 127) / 255;
  const g = (((color >>> 8) & 0xff) * lum + 127) / 255;
  const b = (((color >>> 16) & 0xff) * lum + 127) / 255;
  return ((0xff << 24) | ((b & 0xff) << 16) | ((g & 0xff) << 8) | (r & 0xff)) >>> 0;
}

/** '#rrggbb' → the RGBA word of that colour (opaque). Throws on another format. */
export function hexToRgba(hex: string): number {
  const m = /^#([0-9a-f]{6})$/i.exec(hex);
  if (!m) throw new Error(`Not a #rrggbb colour: ${hex}`);
  const v = Number.parseInt(m[1]!, 16);
  return ((0xff << 24) | ((v & 0xff) << 16) | (v & 0xff00) | ((v >>> 16) & 0xff)) >>> 0;
}

/**
 * Comic pages (issue 33 "Comic pages"): one page of the usual print size (300 dpi, pure
 * black and white, the safe margin and line weight of any page) split into 3, 4 or 6
 * panels with gutters between them. Each panel is a scene drawn by the page's provider at
 * the panel's own size (the sketchbook's scene composer, or one image request to the model
 * cleaned up by the line-art pipeline), clipped to its panel, with one speech bubble (an
 * oval with a tail pointing at the main subject) that is empty for the child to write in
 * or holds a short line in Fredoka One, as outlines.
 *
 * The bubble never covers the named things of the scene: it sits in the panel's top
 * corner away from the subject, and when the scene's things reach up there
 * (ProviderDrawing.thingsBox) the scene is drawn again below the bubble's band, scaled
 * into the rest of the panel. A model's picture (no things box) is always drawn below
 * the band.
 */
import { COMIC_LINE_MAX_CHARS } from '@inkling/contracts/page';
import { EngineError } from './errors';
import { cleanupLineArt } from './lineart/cleanup';
import type { GreyRaster } from './lineart/raster';
import { createRaster } from './lineart/raster';
import { mmToPx, SAFE_MARGIN_PX } from './profiles';
import type { PageProvider, ProviderDrawing, ProviderRequest } from './provider';
import { checkPrompt } from './safety/suggest';
import { normalizeTerm } from './sketchbook/catalog';
import { finishVectorPage } from './sketchbook/finish';
import { glyphArt } from './sketchbook/glyphs';
import { partsOfSpeech } from './sketchbook/nouns';
import { writeStory } from './story/index';
import type { ComicMetadata, ComicPanelCount, ComicRequest, StoryCast } from './types';

/** A box in px at 300 dpi. */
export interface Box {
  x: number;
  y: number;
  w: number;
  h: number;
}

/** Gutter between panels, px: 5 mm, the white strip printed comics use between frames. */
export const COMIC_GUTTER_PX = Math.round(mmToPx(5));

/**
 * Panels per row, top to bottom, for a portrait page: 3 → one wide panel over two, 4 → 2×2,
 * 6 → 2×3 (the common layouts of kids' comic templates). A landscape page lays 3 in one
 * row and 6 as 3×2.
 */
function rowsFor(panels: ComicPanelCount, landscape: boolean): number[] {
  if (panels === 3) return landscape ? [3] : [1, 2];
  if (panels === 4) return [2, 2];
  return landscape ? [3, 3] : [2, 2, 2];
}

/**
 * The panels of a comic page, px at 300 dpi: each panel's outer box (its border's centre
 * line runs along it), inside the safe margin (SAFE_MARGIN_PX plus the border's half width)
 * with COMIC_GUTTER_PX between neighbours, rows of equal height, panels of a row of equal
 * width, reading order (left to right, top to bottom).
 * @param width page width, px. @param height page height, px. @param lineWidthPx border width.
 */
export function comicLayout(
  width: number,
  height: number,
  panels: ComicPanelCount,
  lineWidthPx: number,
): Box[] {
  const inset = SAFE_MARGIN_PX + Math.ceil(lineWidthPx / 2) + 2;
  const rows = rowsFor(panels, width > height);
  const rowH = (height - 2 * inset - (rows.length - 1) * COMIC_GUTTER_PX) / rows.length;
  const boxes: Box[] = [];
  rows.forEach((cols, r) => {
    const colW = (width - 2 * inset - (cols - 1) * COMIC_GUTTER_PX) / cols;
    for (let c = 0; c < cols; c++) {
      boxes.push({
        x: Math.round(inset + c * (colW + COMIC_GUTTER_PX)),
        y: Math.round(inset + r * (rowH + COMIC_GUTTER_PX)),
        w: Math.round(colW),
        h: Math.round(rowH),
      });
    }
  });
  return boxes;
}

/**
 * A caption as a bubble's line: its first sentence, at most COMIC_LINE_MAX_CHARS (60)
 * characters, cut at a word with "…" when longer.
 */
export function bubbleLine(caption: string): string {
  const text = caption.trim().replace(/\s+/g, ' ');
  const first = /^.*?[.!?](?=\s|$)/.exec(text)?.[0] ?? text;
  if (first.length <= COMIC_LINE_MAX_CHARS) return first;
  const cut = first.slice(0, COMIC_LINE_MAX_CHARS - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > 20 ? cut.slice(0, space) : cut).replace(/[,;:]$/, '')}…`;
}

/** One panel's words: the scene drawn and the bubble's line (null: an empty bubble). */
export interface ComicBeatText {
  scene: string;
  line: string | null;
}

/**
 * The panels' scenes and lines. From `comic.beats` (a story book's pages, first `panels`
 * of them) when given; otherwise the story grammar (story/index.ts writeStory) tells the
 * idea as a story of max(4, panels) pages — a beginning, the problem, helpers, the turn and
 * the ending — with the idea's first named one as the hero, and a 3-panel comic keeps its
 * problem, turn and ending. Lines are the
 * captions shortened by {@link bubbleLine}, or null for empty bubbles.
 * @throws EngineError `invalid_prompt` when fewer beats than panels are given.
 */
export function comicBeats(
  idea: string,
  comic: ComicRequest,
  audience: ProviderRequest['audience'],
  seed: number,
): { beats: ComicBeatText[]; cast?: StoryCast } {
  const withLines = comic.bubbles === 'lines';
  if (comic.beats) {
    if (comic.beats.length < comic.panels)
      throw new EngineError('invalid_prompt', `A ${comic.panels}-panel comic needs ${comic.panels} scenes.`);
    return {
      beats: comic.beats.slice(0, comic.panels).map((b) => ({
        scene: b.scene,
        line: withLines && b.line?.trim() ? bubbleLine(b.line) : null,
      })),
    };
  }
  // The hero is who the idea names first ("Mia and the lost kite" → Mia, "a boy and his dog"
  // → a boy): read from the whole idea, the grammar took the kite for the hero. The words
  // stop at the first verb too ("a little robot loses his red ball" → a little robot; the
  // ball was the hero of every panel, 2026-11-29).
  const named = idea.split(/\s+(?:and|with)\s+|[,;:]/i)[0]!.trim();
  const tags = partsOfSpeech(named);
  const words = named.split(/\s+/);
  const verbAt = words.findIndex(
    (w, i) => i > 0 && ['VERB', 'AUX'].includes(tags.get(normalizeTerm(w).split(' ')[0]!)?.pos ?? ''),
  );
  const hero = verbAt > 0 ? words.slice(0, verbAt).join(' ') : named;
  const story = writeStory({
    idea,
    character: { words: hero },
    audience,
    length: Math.max(4, comic.panels),
    seed,
  });
  const pages = comic.panels === 3 ? story.pages.slice(1) : story.pages;
  return {
    beats: pages.map((p) => ({ scene: p.scene, line: withLines ? bubbleLine(p.caption) : null })),
    cast: story.cast.term ? story.cast : undefined,
  };
}

/** Font size of a bubble's words, px at 300 dpi (cap height ≈ 0.7 of it: 5.6 / 4.5 / 3.6 mm). */
const BUBBLE_FONT_PX = { toddler: 80, kids: 64, 'big-kids': 52 } as const;
/** Smallest font size a long line may shrink to, share of the audience's size. */
const MIN_FONT_SHARE = 0.7;

/** A line broken into rows no wider than `maxWidth` px at font size `fontPx`. */
function wrap(text: string, fontPx: number, maxWidth: number): { rows: string[]; width: number } {
  const measure = (s: string) => (glyphArt(s).box.width * fontPx) / 1000;
  const rows: string[] = [];
  let row = '';
  for (const word of text.split(' ')) {
    const next = row ? `${row} ${word}` : word;
    if (row && measure(next) > maxWidth) {
      rows.push(row);
      row = word;
    } else row = next;
  }
  if (row) rows.push(row);
  return { rows, width: Math.max(...rows.map(measure)) };
}

/** A bubble before it is placed: its radii and its words as rows at a font size. */
interface BubbleShape {
  rx: number;
  ry: number;
  rows: string[];
  fontPx: number;
}

/**
 * The bubble of a panel `box`: an empty one is 56 % of the panel wide and a fifth of it
 * tall (room for a child's handwriting, at least 22 mm); a line is wrapped to at most
 * 55 % of the panel's width and the oval drawn around its rows (the rectangle of the text
 * inscribed in the oval: radii × √2, plus a line width of air).
 */
function bubbleShape(
  box: Box,
  line: string | null,
  audience: ProviderRequest['audience'],
  lw: number,
): BubbleShape {
  if (line === null) {
    return { rx: box.w * 0.28, ry: Math.max(mmToPx(11), box.h * 0.1), rows: [], fontPx: 0 };
  }
  let fontPx: number = BUBBLE_FONT_PX[audience];
  let text = wrap(line, fontPx, box.w * 0.55);
  while (
    text.rows.length * fontPx * 1.15 > box.h * 0.26 &&
    fontPx > BUBBLE_FONT_PX[audience] * MIN_FONT_SHARE
  ) {
    fontPx = Math.round(fontPx * 0.9);
    text = wrap(line, fontPx, box.w * 0.55);
  }
  const th = text.rows.length * fontPx * 1.15;
  return {
    rx: Math.min(box.w * 0.46, (text.width / 2) * Math.SQRT2 + 2 * lw),
    ry: (th / 2) * Math.SQRT2 + 2 * lw,
    rows: text.rows,
    fontPx,
  };
}

const overlaps = (a: Box, b: Box) => a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;

/** Everything the comic needs from generatePage: the provider and its request fields. */
export interface ComicContext {
  provider: PageProvider;
  /** The page's request as the provider would get it (page size, style, profile…). */
  request: ProviderRequest;
  comic: ComicRequest;
  /** The idea was composed by the app: its panels are checked as composed too. */
  composed: boolean;
  /** generate.ts rasterizeSvg (passed in: generate.ts imports this module). */
  rasterize: (svg: string, opts: { threshold?: boolean }) => Promise<GreyRaster>;
}

/** What drawComicPage returns: the finished page raster and the drawing's words. */
export interface ComicPage {
  page: GreyRaster;
  elements: string[];
  skippedWords: string[];
  credits: string[];
  setting: string | null;
  fallback: boolean;
  comic: ComicMetadata;
}

/** A scene drawn into a box of `w`×`h` px: a finished bilevel raster and what it holds. */
async function drawPanelScene(
  ctx: ComicContext,
  scene: string,
  cast: StoryCast | undefined,
  w: number,
  h: number,
  seed: number,
): Promise<{ raster: GreyRaster; drawing: ProviderDrawing; things?: Box }> {
  const { request, provider } = ctx;
  const lw = request.profile.lineWidthPx;
  const style = { ...request.style, frame: 'none' as const };
  if (provider.name === 'sketchbook') {
    // The composer keeps its drawing inside the page's safe margin; a panel has its border
    // for that, so the scene is composed a margin larger and the margin cut away.
    const pad = SAFE_MARGIN_PX - 2 * lw;
    const drawing = await provider.draw({
      ...request,
      prompt: scene,
      width: w + 2 * pad,
      height: h + 2 * pad,
      seed,
      frame: false,
      style,
      cast: cast ?? request.cast,
      referenceImage: undefined,
    });
    if (!drawing.svg) throw new EngineError('provider_failed', 'The panel could not be drawn.');
    const full = await ctx.rasterize(drawing.svg, { threshold: true });
    finishVectorPage(full, {
      audience: request.audience,
      profile: request.profile,
      marginPx: 0,
      bilevel: !drawing.svg.includes('<image'),
      thresholded: true,
    });
    const raster = createRaster(w, h);
    for (let y = 0; y < h; y++) {
      const src = (y + pad) * full.width + pad;
      full.data.copy(raster.data, y * w, src, src + w);
    }
    const t = drawing.thingsBox;
    return {
      raster,
      drawing,
      ...(t ? { things: { x: t.x - pad, y: t.y - pad, w: t.w, h: t.h } } : {}),
    };
  }
  const drawing = await provider.draw({
    ...request,
    prompt: scene,
    width: w,
    height: h,
    seed,
    frame: false,
    style,
  });
  if (!drawing.raster) throw new EngineError('provider_failed', 'The panel could not be drawn.');
  const raster = await cleanupLineArt(
    drawing.raster,
    {
      audience: request.audience,
      profile: request.profile,
      width: w,
      height: h,
      marginPx: 2 * lw,
      fit: true,
    },
    { uniformStrokes: true },
  );
  return { raster, drawing };
}

/** SVG path data of an oval with a tail from its rim towards `tip` (one closed outline). */
function bubblePath(cx: number, cy: number, rx: number, ry: number, tip: { x: number; y: number }): string {
  const angle = Math.atan2((tip.y - cy) / ry, (tip.x - cx) / rx);
  const half = 0.22;
  const p = (a: number) => `${(cx + rx * Math.cos(a)).toFixed(1)} ${(cy + ry * Math.sin(a)).toFixed(1)}`;
  return `M${p(angle + half)} A${rx.toFixed(1)} ${ry.toFixed(1)} 0 1 1 ${p(angle - half)} L${tip.x.toFixed(1)} ${tip.y.toFixed(1)} Z`;
}

/**
 * Draws a comic page (see the file comment): page-sized, finished (only 0 and 255, the
 * margin white), the panels drawn one after another by the provider.
 * @throws EngineError `blocked_prompt` when a panel's scene or line fails the kid-safety
 *   check (rules and page check; scenes are composed by the app), `invalid_prompt` when
 *   too few beats are given, and whatever the provider throws for a panel.
 */
export async function drawComicPage(ctx: ComicContext): Promise<ComicPage> {
  const { request, comic } = ctx;
  const { width, height, audience, seed } = request;
  const lw = request.profile.lineWidthPx;
  const { beats, cast } = comicBeats(request.prompt, comic, audience, seed);
  for (const beat of beats) {
    for (const text of [beat.scene, beat.line]) {
      if (!text) continue;
      const verdict = checkPrompt(text, { learned: false, pageCheck: true });
      if (!verdict.allowed)
        throw new EngineError('blocked_prompt', verdict.message, { category: verdict.category });
    }
  }
  const boxes = comicLayout(width, height, comic.panels, lw);
  const page = createRaster(width, height);
  const ink: string[] = [];
  const cover: string[] = [];
  const items: ComicMetadata['items'] = [];
  const elements: string[] = [];
  const skipped: string[] = [];
  const credits: string[] = [];
  let setting: string | null = null;
  let fallback = false;
  for (let i = 0; i < boxes.length; i++) {
    const outer = boxes[i]!;
    const beat = beats[i]!;
    const inset = Math.ceil(lw / 2) + 1;
    const box = { x: outer.x + inset, y: outer.y + inset, w: outer.w - 2 * inset, h: outer.h - 2 * inset };
    const shape = bubbleShape(box, beat.line, audience, lw);
    const gap = 2 * lw;
    const band = Math.round(2 * shape.ry + 2 * gap + box.h * 0.07);
    // First the scene over the whole panel; when its things reach the bubble's corner, again below it.
    // (A model's picture has no things box: it is drawn below the band at once.)
    const sketch = ctx.provider.name === 'sketchbook';
    let drawn = sketch
      ? await drawPanelScene(ctx, beat.scene, cast, box.w, box.h, seed + i)
      : await drawPanelScene(ctx, beat.scene, cast, box.w, box.h - band, seed + i);
    let at = sketch ? { x: box.x, y: box.y } : { x: box.x, y: box.y + band };
    const things = drawn.things;
    const left = things ? things.x + things.w / 2 > box.w / 2 : i % 2 === 1;
    const cx = left ? box.x + gap + shape.rx : box.x + box.w - gap - shape.rx;
    const cy = box.y + gap + shape.ry;
    const bubbleBox = { x: cx - shape.rx - gap - box.x, y: 0, w: 2 * (shape.rx + gap), h: band };
    if (sketch && (!things || overlaps(bubbleBox, things))) {
      drawn = await drawPanelScene(ctx, beat.scene, cast, box.w, box.h - band, seed + i);
      at = { x: box.x, y: box.y + band };
    }
    for (let y = 0; y < drawn.raster.height; y++) {
      drawn.raster.data.copy(
        page.data,
        (at.y + y) * width + at.x,
        y * drawn.raster.width,
        (y + 1) * drawn.raster.width,
      );
    }
    const t = drawn.things
      ? { x: drawn.things.x + at.x, y: drawn.things.y + at.y, w: drawn.things.w, h: drawn.things.h }
      : undefined;
    // The tail points at the top of the named things (the main subject first among them),
    // stopping a little above them; without a things box, at the scene's upper middle.
    const target = t
      ? { x: Math.min(Math.max(t.x + t.w / 2, box.x + gap), box.x + box.w - gap), y: Math.max(t.y, at.y) }
      : { x: box.x + box.w / 2, y: at.y + (box.y + box.h - at.y) * 0.3 };
    const reach = Math.max(shape.ry * 0.6, Math.min(shape.ry * 1.4, target.y - gap - (cy + shape.ry)));
    const dx = target.x - cx;
    const tip = {
      x: cx + Math.max(-shape.rx * 0.6, Math.min(shape.rx * 0.6, dx * 0.5)),
      y: Math.max(
        cy + shape.ry + 4 * lw,
        Math.min(cy + shape.ry + reach, target.y - gap, box.y + box.h - gap),
      ),
    };
    const d = bubblePath(cx, cy, shape.rx, shape.ry, tip);
    ink.push(
      `<rect x="${outer.x}" y="${outer.y}" width="${outer.w}" height="${outer.h}" rx="${Math.round(mmToPx(2))}" fill="none" stroke="#000" stroke-width="${lw}"/>`,
      `<path d="${d}" fill="#000" stroke="#000" stroke-width="${2 * lw}" stroke-linejoin="round"/>`,
      `<path d="${d}" fill="#fff"/>`,
    );
    cover.push(
      `<path d="${d}" fill="#000" stroke="#000" stroke-width="${2 * lw + 2}" stroke-linejoin="round"/>`,
    );
    if (shape.rows.length > 0) {
      const s = shape.fontPx / 1000;
      const lineH = shape.fontPx * 1.15;
      const top = cy - (shape.rows.length * lineH) / 2;
      shape.rows.forEach((row, r) => {
        const art = glyphArt(row);
        const x = cx - (art.box.x + art.box.width / 2) * s;
        const baseline = top + r * lineH + shape.fontPx * 0.82;
        ink.push(
          `<path transform="translate(${x.toFixed(1)} ${baseline.toFixed(1)}) scale(${s})" d="${art.d}" fill="#000"/>`,
        );
      });
    }
    items.push({
      scene: beat.scene,
      bubble: beat.line,
      box,
      bubbleOval: {
        cx: Math.round(cx),
        cy: Math.round(cy),
        rx: Math.round(shape.rx),
        ry: Math.round(shape.ry),
      },
      tailTip: { x: Math.round(tip.x), y: Math.round(tip.y) },
      ...(t ? { thingsBox: t } : {}),
    });
    for (const e of drawn.drawing.elements) if (!elements.includes(e)) elements.push(e);
    for (const w of drawn.drawing.skippedWords) if (!skipped.includes(w)) skipped.push(w);
    for (const c of drawn.drawing.credits) if (!credits.includes(c)) credits.push(c);
    setting ??= drawn.drawing.setting;
    fallback ||= drawn.drawing.fallback === true;
  }
  const svg = (parts: string[]) =>
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"><rect width="${width}" height="${height}" fill="#fff"/>${parts.join('')}</svg>`;
  const [over, mask] = await Promise.all([
    ctx.rasterize(svg(ink), { threshold: true }),
    ctx.rasterize(svg(cover), { threshold: true }),
  ]);
  // Inside a bubble only the bubble shows; elsewhere the darker pixel wins.
  for (let k = 0; k < page.data.length; k++) {
    const o = over.data[k]!;
    if (mask.data[k] === 0 || o < page.data[k]!) page.data[k] = o;
  }
  return {
    page,
    elements,
    skippedWords: skipped,
    credits,
    setting,
    fallback,
    comic: { panels: comic.panels, bubbles: comic.bubbles, items },
  };
}

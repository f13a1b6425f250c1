import { PROMPT_MAX_CHARS } from '@inkling/contracts/limits';
import { CHAT_STATUS_TEXT } from '@inkling/contracts/messages';
import { PAGE_FORMATS } from '@inkling/contracts/page';
import { PROMPT_TEXTS } from '@inkling/contracts/safety';
import sharp from 'sharp';
import { EngineError } from './errors';
import { cleanupLineArt } from './lineart/cleanup';
import { finalizePage } from './lineart/encode';
import { isolateSubject } from './lineart/photo-subject';
import type { GreyRaster } from './lineart/raster';
import { matchStrokeWidth } from './lineart/strokes';
import { AUDIENCE_PROFILES, pageProfile, pageSize, resolveStyle, SAFE_MARGIN_PX } from './profiles';
import type { PageProvider } from './provider';
import { checkPrompt } from './safety/suggest';
import { finishVectorPage, thresholdInPlace } from './sketchbook/finish';
import { frameInsetPx, frameSvg, frameTheme } from './sketchbook/frames';
import type { EngineOptions, Page, PageMetadata, PageRequest, ProviderName } from './types';

const elapsed = (since: number) => Math.round((performance.now() - since) * 10) / 10;

/**
 * Side of the square tiles libvips' SVG loader renders, px (TILE_SIZE in
 * libvips/foreign/svgload.c; sharp 0.35 bundles libvips 8.18). librsvg draws each tile
 * on its own, one after another (the loader's tile cache is single-threaded), so one
 * pipeline draws a page on one core. Were the constant to change, the bands below would
 * still give the same pixels, only with some tiles drawn twice.
 */
const SVG_TILE_PX = 2000;

/** `width` and `height` of an SVG's root element when both are plain px integers, else null. */
function svgPixelSize(svg: string): { width: number; height: number } | null {
  const root = /<svg\b[^>]*>/.exec(svg.slice(0, 2000))?.[0];
  const width = root && /\swidth="(\d+)(?:px)?"/.exec(root)?.[1];
  const height = root && /\sheight="(\d+)(?:px)?"/.exec(root)?.[1];
  return width && height ? { width: Number(width), height: Number(height) } : null;
}

/**
 * Renders an SVG page to an 8-bit grey raster of the SVG's own size with librsvg
 * (through sharp). The page is black on an opaque white background, so the red
 * channel is the grey value: extracting it is ~5× faster than a colourspace
 * conversion to greyscale (measured: 40 ms against 250 ms for a letter page).
 *
 * A page taller than one of libvips' SVG tiles (SVG_TILE_PX, 2000 px) by at least a
 * quarter tile (letter 3300 px, A4 3508 px) is drawn as bands of whole tile rows, one
 * sharp pipeline each, at the same time on the libuv pool: each band's pipeline renders
 * the same tiles of the same grid as a single pipeline would (the grid starts at the
 * page's corner either way), so the pixels are identical, in about 0.7× the time when
 * two cores are free (measured on the benchmark's letter pages: 29 ms against 40 ms).
 *
 * `threshold`: the raster comes back thresholded at 128 (below → 0, else 255, as
 * finishVectorPage's step 1), each band as soon as it is drawn, while the others are
 * still drawing. The raster's buffer may be one that generatePage gave back.
 */
export async function rasterizeSvg(svg: string, opts: { threshold?: boolean } = {}): Promise<GreyRaster> {
  const size = svgPixelSize(svg);
  const input = Buffer.from(svg);
  if (!size || size.height - SVG_TILE_PX < SVG_TILE_PX / 4) {
    const { data, info } = await sharp(input, { limitInputPixels: false })
      .extractChannel(0)
      .raw()
      .toBuffer({ resolveWithObject: true });
    if (opts.threshold) thresholdInPlace(data);
    return { data, width: info.width, height: info.height };
  }
  const { width, height } = size;
  const data = takeRaster(width * height);
  const bands: Promise<void>[] = [];
  for (let top = 0; top < height; top += SVG_TILE_PX) {
    const rows = Math.min(SVG_TILE_PX, height - top);
    bands.push(
      sharp(input, { limitInputPixels: false })
        .extract({ left: 0, top, width, height: rows })
        .extractChannel(0)
        .raw()
        .toBuffer()
        .then((band) => {
          band.copy(data, top * width);
          if (opts.threshold) thresholdInPlace(data.subarray(top * width, (top + rows) * width));
        }),
    );
  }
  await Promise.all(bands);
  return { data, width, height };
}

/**
 * Page-sized buffers given back by generatePage once a page is encoded, for the next
 * page's raster (one kept: 8.4 MB for a letter page; a thread of the API's pool draws one
 * page at a time). A fresh 8.4 MB buffer per page counts toward V8's heap limit like the
 * JS heap does, and reaching the limit starts a full collection (see
 * sketchbook/finish.ts). Only a buffer no one else holds may be given back.
 */
const spareRasters: Buffer[] = [];
const MAX_SPARE_RASTERS = 1;

/** A buffer of `bytes` bytes with arbitrary contents: a spare one if there is one. */
function takeRaster(bytes: number): Buffer {
  const i = spareRasters.findIndex((b) => b.length === bytes);
  return i >= 0 ? spareRasters.splice(i, 1)[0]! : Buffer.allocUnsafe(bytes);
}

function giveBackRaster(data: Buffer): void {
  if (spareRasters.length < MAX_SPARE_RASTERS) spareRasters.push(data);
}

/**
 * Least share of black pixels on a finished page: 0.2 % of a letter page is about
 * 17,000 px, a single 12 px line 1,400 px (12 cm) long. The emptiest real pages measured
 * (one big outline letter, a lone sun) hold over 1 %, an all-white photo 0 %.
 */
const MIN_INK_SHARE = 0.002;

/**
 * Share of pixels darker than 128, 0–1. Four bytes at a time: a byte is below 128 when
 * its top bit is clear, so a word's dark bytes are the set bits of ~word & 0x80808080,
 * and the all-white words of the paper cost one comparison (measured on a letter page:
 * 3 ms against 18 ms for the byte loop; same count).
 */
function inkShare(page: GreyRaster): number {
  const { data } = page;
  const n = data.length;
  const head = Math.min(n, (4 - (data.byteOffset & 3)) & 3);
  const words = (n - head) >> 2;
  let ink = 0;
  for (let i = 0; i < head; i++) if (data[i]! < 128) ink++;
  const u = new Uint32Array(data.buffer, data.byteOffset + head, words);
  for (let k = 0; k < words; k++) {
    const dark = ~u[k]! & 0x80808080;
    if (dark !== 0) ink += ((dark >>> 7) & 1) + ((dark >>> 15) & 1) + ((dark >>> 23) & 1) + (dark >>> 31);
  }
  for (let i = head + 4 * words; i < n; i++) if (data[i]! < 128) ink++;
  return ink / n;
}

/** Draws `top` onto `page` at (x, y) px, keeping the darker pixel; clipped to the page. */
function composite(page: GreyRaster, top: GreyRaster, x: number, y: number): void {
  for (let ty = Math.max(0, -y); ty < top.height && y + ty < page.height; ty++) {
    const src = ty * top.width;
    const dst = (y + ty) * page.width + x;
    for (let tx = Math.max(0, -x); tx < top.width && x + tx < page.width; tx++) {
      const v = top.data[src + tx]!;
      if (v < page.data[dst + tx]!) page.data[dst + tx] = v;
    }
  }
}

/**
 * Picks the provider named in the options. Both are loaded lazily, so the offline
 * sketchbook never loads the OpenAI SDK and the OpenAI path never loads the emoji art.
 * @throws EngineError `provider_failed` when `openai` is asked for without its options
 *   (or without an API key).
 */
async function loadProvider(name: ProviderName, options: EngineOptions): Promise<PageProvider> {
  if (name === 'openai') {
    if (!options.openai) throw new EngineError('provider_failed', 'The AI image provider is not configured.');
    const { openaiPageProvider } = await import('./providers/openai');
    return openaiPageProvider(options.openai);
  }
  const { createSketchbookProvider } = await import('./sketchbook/provider');
  return createSketchbookProvider();
}

/** A finished page before encoding: what {@link drawFinishedPage} returns. */
export interface FinishedPage {
  /** The finished raster: page size (e.g. 2550×3300 px for letter), 8-bit grey. */
  page: GreyRaster;
  /** The raster holds only 0 and 255 (vector pages), so the encoder skips its threshold. */
  bilevel: boolean;
  /** The provider's SVG (sketchbook), else null. */
  svg: string | null;
  /** performance.now() when the request was received, for `timings.total`. */
  started: number;
  /** The page's metadata; `timings` holds the stages so far (compose, rasterize, cleanup; ms). */
  metadata: PageMetadata;
}

/**
 * Steps 1–5 of {@link generatePage}, everything but encoding: validates and checks the
 * prompt, draws, rasterises and finishes the page, and rejects a page with too little ink.
 * The print and preview PNGs are then made from `page` by `finalizePage`
 * (lineart/encode.ts), or the preview alone by `encodePreviewPng`. Throws as generatePage.
 */
export async function drawFinishedPage(
  request: PageRequest,
  options: EngineOptions = {},
): Promise<FinishedPage> {
  const started = performance.now();
  const prompt = (request.prompt ?? '').trim();
  if (prompt.length === 0) throw new EngineError('invalid_prompt', PROMPT_TEXTS.empty);
  if (prompt.length > PROMPT_MAX_CHARS) throw new EngineError('invalid_prompt', PROMPT_TEXTS.tooLong);
  // A prompt the app composed from words already checked (a story book's scene) is read by
  // the rules and the page check; the learned layer reads what people type (types.ts).
  const verdict = checkPrompt(prompt, request.composed ? { learned: false, pageCheck: true } : {});
  if (!verdict.allowed)
    throw new EngineError('blocked_prompt', verdict.message, { category: verdict.category });

  const audience = request.audience ?? 'kids';
  const format = request.format ?? 'letter';
  if (!Object.hasOwn(AUDIENCE_PROFILES, audience)) throw new RangeError(`unknown audience "${audience}"`);
  if (!Object.hasOwn(PAGE_FORMATS, format)) throw new RangeError(`unknown page format "${format}"`);
  const seed = Number.isFinite(request.seed) ? Math.trunc(request.seed as number) : 1;
  const style = resolveStyle(request);
  const profile = pageProfile(audience, style);
  const { width, height, dpi } = pageSize(format);
  const providerName = options.provider ?? 'sketchbook';
  const provider = await loadProvider(providerName, options);

  // A marked subject: only it goes on, its background removed (issue 14, busy photos).
  let referenceImage = request.referenceImage;
  let subjectMs: number | undefined;
  if (referenceImage && request.photoSubject) {
    const t0 = performance.now();
    const isolated = await isolateSubject(referenceImage, request.photoSubject);
    if (isolated) referenceImage = isolated.image;
    subjectMs = elapsed(t0);
  }

  const drawStarted = performance.now();
  /** The metadata every finished page carries, from what was drawn and the stage timings (ms). */
  const pageMetadata = (
    drawn: Pick<PageMetadata, 'elements' | 'setting' | 'skippedWords' | 'credits'> & { fallback?: boolean },
    timings: Record<string, number>,
  ): PageMetadata => ({
    provider: provider.name,
    seed,
    audience,
    format,
    style,
    lineWidthPx: profile.lineWidthPx,
    width,
    height,
    dpi,
    elements: drawn.elements,
    setting: drawn.setting,
    skippedWords: drawn.skippedWords,
    credits: drawn.credits,
    timings,
    ...(drawn.fallback ? { fallback: true } : {}),
  });
  if (request.comic) {
    // A comic page (issue 33): panels drawn by the provider, finished per panel (comic.ts).
    const { drawComicPage } = await import('./comic');
    const comic = await drawComicPage({
      provider,
      comic: request.comic,
      composed: request.composed === true,
      rasterize: rasterizeSvg,
      request: {
        prompt,
        audience,
        format,
        width,
        height,
        seed,
        frame: false,
        style,
        profile,
        characters: request.characters,
        cast: request.cast,
      },
    });
    if (inkShare(comic.page) < MIN_INK_SHARE)
      throw new EngineError('provider_failed', CHAT_STATUS_TEXT.failed);
    return {
      page: comic.page,
      bilevel: true,
      svg: null,
      started,
      metadata: {
        ...pageMetadata(comic, { compose: elapsed(drawStarted) }),
        comic: comic.comic,
      },
    };
  }
  const drawing = await provider.draw({
    prompt,
    audience,
    format,
    width,
    height,
    seed,
    frame: style.frame !== 'none',
    style,
    profile,
    referenceImage,
    photoDetail: request.photoDetail,
    photoBackground: request.photoBackground ?? (style.background === 'subject' ? 'remove' : 'keep'),
    characters: request.characters,
    cast: request.cast,
  });
  const timings: Record<string, number> = {
    ...(subjectMs === undefined ? {} : { subject: subjectMs }),
    compose: elapsed(drawStarted),
    ...drawing.timings,
  };

  let raster: GreyRaster;
  let fit = drawing.fit ?? false;
  if (drawing.svg) {
    const t = performance.now();
    // Overlays are composited grey, so a page with overlays is thresholded after them.
    raster = await rasterizeSvg(drawing.svg, { threshold: !drawing.overlays?.length });
    for (const o of drawing.overlays ?? []) composite(raster, o.raster, o.x, o.y);
    timings.rasterize = elapsed(t);
    fit = false;
  } else if (drawing.raster) {
    raster = drawing.raster;
    timings.rasterize = 0;
  } else {
    throw new EngineError('provider_failed', 'The picture could not be drawn. Please try again.');
  }

  const t = performance.now();
  // Vector pages already have the audience's line width and respect the margin; they
  // only need the exact finishing pass (sketchbook/finish.ts). A photo's page comes
  // finished from photoToLineArt (ProviderDrawing.finished, traced with the page's
  // profile); a model's raster needs the full cleanup.
  //
  // Style (issue 33): the clean-up draws at the page's line weight (with a weight asked
  // for, every stroke is redrawn from its centre line at exactly that width), and a raster
  // page keeps clear of the frame, which is drawn over it afterwards (the sketchbook draws
  // its own frame).
  const theme = frameTheme(prompt);
  const frameRoom = drawing.svg
    ? 0
    : frameInsetPx(style.frame, profile.lineWidthPx, profile.minRegionAreaPx, theme);
  const alreadyFinished =
    !drawing.svg &&
    drawing.finished === true &&
    frameRoom === 0 &&
    raster.width === width &&
    raster.height === height;
  const page = alreadyFinished
    ? raster
    : drawing.svg
      ? finishVectorPage(raster, {
          audience,
          profile,
          marginPx: SAFE_MARGIN_PX,
          bilevel: !drawing.svg.includes('<image') && !drawing.overlays?.length,
          thresholded: !drawing.overlays?.length,
        })
      : await cleanupLineArt(
          raster,
          { audience, profile, width, height, marginPx: SAFE_MARGIN_PX + frameRoom, fit },
          { uniformStrokes: request.style?.weight !== undefined },
        );
  // The clean-up's strokes come out up to 2 px off the weight asked for (strokes.ts).
  if (!drawing.svg && request.style?.weight !== undefined) matchStrokeWidth(page, profile.lineWidthPx);
  if (!drawing.svg && style.frame !== 'none') {
    const frame = await rasterizeSvg(
      frameSvg(style.frame, width, height, profile.lineWidthPx, profile.minRegionAreaPx, theme),
      { threshold: true },
    );
    composite(page, frame, 0, 0);
  }
  timings.cleanup = elapsed(t);
  // A page with almost no drawing (an all-white photo, a model's blank answer) is not a
  // coloring page: it fails, and the caller refunds it like any failure (issue 14 #10).
  if (inkShare(page) < MIN_INK_SHARE) throw new EngineError('provider_failed', CHAT_STATUS_TEXT.failed);
  return {
    page,
    bilevel: Boolean(drawing.svg),
    svg: drawing.svg ?? null,
    started,
    metadata: {
      ...pageMetadata(drawing, timings),
      ...(drawing.thingsBox ? { thingsBox: drawing.thingsBox } : {}),
    },
  };
}

/**
 * Turns a request (words, optionally a photo or saved characters) into a finished
 * coloring page (engine issue "What it must do").
 *
 * 1. Validates the prompt: trimmed, 1–PROMPT_MAX_CHARS (2,000) characters, else
 *    `EngineError('invalid_prompt')` with contracts' PROMPT_TEXTS.empty or .tooLong.
 * 2. Runs the kid-safety check (safety/suggest.ts `checkPrompt`); a blocked prompt throws
 *    `EngineError('blocked_prompt', friendly message, { category })`.
 * 3. Draws with the provider (`sketchbook` default, offline; `openai` needs
 *    `options.openai`).
 * 4. Every raster goes through the line-art pipeline: a provider's raster through
 *    `cleanupLineArt` (line weight, gaps, small regions, safe margin of
 *    SAFE_MARGIN_PX = 75 px), unless it comes finished (a photo's page from
 *    photoToLineArt, ProviderDrawing.finished); a vector page (the sketchbook's SVG, already drawn at
 *    the audience's line width inside the margin) is rasterised at the exact page
 *    size and finished by `finishVectorPage` (black/white, small regions, margin);
 *    then `finalizePage` (8-bit grey print PNG at 300 dpi and a ≤ 1024 px preview).
 *
 * 5. A finished page with less than 0.2 % ink fails with `provider_failed` and
 *    contracts' CHAT_STATUS_TEXT.failed ("Cannot draw that one…").
 *
 * Defaults: audience `kids`, format `letter` (2550×3300 px), seed 1, style
 * DEFAULT_PAGE_STYLE (medium lines, standard detail, no frame, full scene; issue 33).
 * Timings are in ms: compose, rasterize, cleanup, encode, total.
 * Same request + seed → byte-identical PNGs (the sketchbook is deterministic).
 *
 * @throws EngineError invalid_prompt | blocked_prompt | invalid_image | image_too_large |
 *   provider_refused | provider_failed | timeout
 * @throws RangeError for an audience or page format outside contracts' AUDIENCES /
 *   PAGE_FORMATS (a caller's mistake: the API validates both before calling).
 */
export async function generatePage(request: PageRequest, options: EngineOptions = {}): Promise<Page> {
  const { page, bilevel, svg, started, metadata } = await drawFinishedPage(request, options);
  const t = performance.now();
  // finishVectorPage leaves only 0 and 255, so vector pages skip the encoder's threshold.
  const { printPng, previewPng } = await finalizePage(page, { audience: metadata.audience, bilevel });
  // `bilevel` is set for vector pages only, whose raster is rasterizeSvg's: once encoded,
  // nothing else holds it.
  if (bilevel) giveBackRaster(page.data);
  metadata.timings.encode = elapsed(t);
  metadata.timings.total = elapsed(started);
  return { printPng, previewPng, svg, metadata };
}

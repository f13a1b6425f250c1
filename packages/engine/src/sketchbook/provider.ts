import { LETTERS_FONT_CREDIT, OPENMOJI_CREDIT } from '@inkling/contracts/messages';
import sharp from 'sharp';
import { boundingBox, cleanupLineArt, type Rect } from '../lineart/cleanup';
import { photoToLineArt } from '../lineart/photo';
import { type GreyRaster, rasterFromImage } from '../lineart/raster';
import { matchStrokeWidth } from '../lineart/strokes';
import { type AudienceProfile, pageProfile, pageSize, resolveStyle } from '../profiles';
import type { PageProvider, ProviderDrawing, ProviderRequest } from '../provider';
import type { Audience, CharacterInput, PageRequest } from '../types';
import { mainSubject, outsideMask } from './character-subject';
import { type CharacterArt, composeScene } from './compose';
import { type DiagramRequest, drawDiagram, findDiagramRequest } from './diagrams';
import { frameInsetPx } from './frames';
import { drawMap, findMapRequest, type MapRequest } from './maps';
import { understandForPage } from './page-safety';
import {
  drawBorder,
  drawCelticKnot,
  drawFans,
  drawFishTessellation,
  drawHoneycomb,
  drawIslamicTiles,
  drawSnowflake,
  drawStainedGlass,
  drawStripes,
} from './pattern-pages';
import {
  drawChart,
  drawMandala,
  drawTiledPattern,
  findPatternRequest,
  type PatternPage,
  type PatternRequest,
} from './patterns';
import { hashString, mulberry32 } from './random';
import type { Understanding } from './understand';

/** Longest side of a character's line art when placed in a scene, px at 300 dpi. */
const CHARACTER_SIDE_PX = 1400;
/** Share of near-black or near-white pixels above which an image is already line art. */
const LINE_ART_SHARE = 0.97;

/** True when the image is already black-and-white (e.g. a saved page). */
function isLineArt(raster: GreyRaster): boolean {
  let extreme = 0;
  const { data } = raster;
  // Every 7th pixel is plenty for a share.
  let n = 0;
  for (let i = 0; i < data.length; i += 7, n++) if (data[i]! < 40 || data[i]! > 215) extreme++;
  return extreme / n >= LINE_ART_SHARE;
}

/** Ink bounding box of a grey raster (value < 128), px, or null when blank. */
function inkBox(r: GreyRaster): Rect | null {
  return boundingBox(
    Uint8Array.from(r.data, (v) => (v < 128 ? 1 : 0)),
    r.width,
    r.height,
  );
}

/**
 * A character's image as transparent line art: a saved page is cleaned and cut down to
 * its main subject (mainSubject), a photo or drawing goes through photoToLineArt. Ink stays black, paper becomes transparent,
 * so the scene behind shows around the character instead of a white box.
 * @throws EngineError invalid_image | image_too_large (from photoToLineArt).
 */
async function characterArt(
  c: CharacterInput,
  audience: Audience,
  profile?: AudienceProfile,
): Promise<CharacterArt> {
  const side = CHARACTER_SIDE_PX;
  let lines: GreyRaster;
  const probe = await rasterFromImage(c.image).catch(() => null);
  if (probe && isLineArt(probe)) {
    // A saved page: its subject only, not the whole page with its setting (issue 14 #9).
    lines = mainSubject(
      await cleanupLineArt(probe, { audience, profile, width: side, height: side, marginPx: 0, fit: true }),
    );
  } else {
    lines = await photoToLineArt(c.image, { audience, profile, maxWidth: side, maxHeight: side });
  }
  return transparentArt(c.name, lines);
}

/**
 * Line art as a "sticker" PNG cropped to the ink: black lines, white inside the
 * outlines (so it hides what is behind it in a scene), transparent paper around it.
 */
async function transparentArt(name: string, lines: GreyRaster): Promise<CharacterArt> {
  const box = inkBox(lines) ?? { x: 0, y: 0, w: lines.width, h: lines.height };
  const crop: GreyRaster = { data: Buffer.alloc(box.w * box.h), width: box.w, height: box.h };
  for (let y = 0; y < box.h; y++) {
    const row = (box.y + y) * lines.width + box.x;
    lines.data.copy(crop.data, y * box.w, row, row + box.w);
  }
  const outside = outsideMask(crop);
  const alpha = Buffer.alloc(box.w * box.h);
  for (let i = 0; i < alpha.length; i++) alpha[i] = outside[i] ? 0 : 255;
  const png = await sharp(crop.data, { raw: { width: box.w, height: box.h, channels: 1 } })
    .joinChannel(alpha, { raw: { width: box.w, height: box.h, channels: 1 } })
    .png({ compressionLevel: 1 })
    .toBuffer();
  return { name, png, width: box.w, height: box.h };
}

/**
 * Skipped words less the characters' names: "Rexy at the beach" with the character Rexy
 * names the character, it is not a word the engine failed to draw (issue 14 #9).
 * Compared case-insensitively, word by word of each name.
 */
function withoutNames(skipped: string[], characters: readonly CharacterInput[]): string[] {
  const names = new Set(characters.flatMap((c) => c.name.toLowerCase().split(/[^\p{L}\p{N}']+/u)));
  return skipped.filter((word) => !names.has(word.toLowerCase()));
}

/**
 * The words the page does not draw (issue 29 "never drop silently"): the understanding's
 * skipped words, then the words of every thing it understood that the composer did not place
 * (no room, no art at that size), so the chat can say "I couldn't draw: …".
 * @param elements what the composer placed (Composition.elements: catalog terms).
 */
export function notShown(understanding: Understanding, elements: readonly string[]): string[] {
  const out = [...understanding.skippedWords];
  for (const t of understanding.things) {
    if (t.implied || elements.includes(t.term)) continue;
    const words = t.words ?? t.term;
    if (!out.includes(words)) out.push(words);
  }
  return out;
}

/**
 * The box around placed things grown by `pad` px (their strokes' half width reaches past
 * the art's box), rounded outwards, or undefined when there are none.
 */
function unionOf(boxes: readonly { x: number; y: number; w: number; h: number }[], pad: number) {
  if (boxes.length === 0) return undefined;
  const x = Math.floor(Math.min(...boxes.map((b) => b.x)) - pad);
  const y = Math.floor(Math.min(...boxes.map((b) => b.y)) - pad);
  const r = Math.ceil(Math.max(...boxes.map((b) => b.x + b.w)) + pad);
  const b = Math.ceil(Math.max(...boxes.map((p) => p.y + p.h)) + pad);
  return { x, y, w: r - x, h: b - y };
}

/** Seed of the layout: the request's seed mixed with the prompt, so prompts do not share layouts. */
function layoutSeed(req: ProviderRequest): number {
  return (
    (hashString(`${req.prompt}|${req.audience}|${req.format}|${req.frame}`) ^
      Math.imul(req.seed, 0x9e3779b1)) >>>
    0
  );
}

async function drawReference(req: ProviderRequest, image: Buffer): Promise<ProviderDrawing> {
  const understanding = understandForPage(req.prompt);
  const characterInputs = req.characters ?? [];
  if (!req.frame && characterInputs.length === 0) {
    const raster = await photoToLineArt(image, {
      audience: req.audience,
      profile: req.profile,
      detail: req.photoDetail,
      background: req.photoBackground,
      maxWidth: req.width,
      maxHeight: req.height,
    });
    return {
      raster,
      fit: false,
      finished: true,
      elements: ['photo'],
      skippedWords: [],
      setting: null,
      credits: [],
    };
  }
  // Framed, or with characters: the photo's line art in the middle, the characters and a
  // few things from the prompt around it (issue 14 #9: photo, character and words together).
  const characters = await Promise.all(
    characterInputs.map((c) => characterArt(c, req.audience, req.profile)),
  );
  const frameRoom = Math.round(
    frameInsetPx(req.style.frame, req.profile.lineWidthPx, req.profile.minRegionAreaPx, 'flowers'),
  );
  const lines = await photoToLineArt(image, {
    audience: req.audience,
    detail: req.photoDetail,
    background: req.photoBackground,
    // Inside a frame's room (a themed border's band is wide), so the photo is traced at
    // about the size it is drawn and not traced again smaller.
    maxWidth: Math.round(req.width * 0.8) - 2 * frameRoom,
    maxHeight: Math.round(req.height * 0.74) - 2 * frameRoom,
  });
  const ink = inkBox(lines) ?? { x: 0, y: 0, w: lines.width, h: lines.height };
  const composed = await composeScene(
    {
      understanding,
      audience: req.audience,
      width: req.width,
      height: req.height,
      seed: req.seed,
      frame: req.frame,
      style: req.style,
      profile: req.profile,
      photo: { width: ink.w, height: ink.h },
      characters,
    },
    mulberry32(layoutSeed(req)),
  );
  // The photo is composited onto the rendered page rather than embedded in the SVG:
  // librsvg refuses XML attributes over 10 MB and decodes big embedded PNGs slowly.
  const box = composed.photoBox!;
  const width = Math.max(1, Math.round(box.w));
  const height = Math.max(1, Math.round(box.h));
  // Squeezed well below the size it was traced at (characters take the corners), the
  // photo is traced again at its final size: shrinking traced lines thins them away.
  let traced = lines;
  let crop = ink;
  if (width < ink.w * 0.75) {
    traced = await photoToLineArt(image, {
      audience: req.audience,
      profile: req.profile,
      detail: req.photoDetail,
      background: req.photoBackground,
      maxWidth: Math.max(1, Math.round((width * lines.width) / ink.w)),
      maxHeight: Math.max(1, Math.round((height * lines.height) / ink.h)),
    });
    crop = inkBox(traced) ?? { x: 0, y: 0, w: traced.width, h: traced.height };
  }
  const data = await sharp(traced.data, { raw: { width: traced.width, height: traced.height, channels: 1 } })
    .extract({ left: crop.x, top: crop.y, width: crop.w, height: crop.h })
    .resize(width, height, { kernel: 'lanczos3' })
    .extractChannel(0)
    .raw()
    .toBuffer();
  // Fitted to its box, the traced lines were scaled with it: brought back to the page's weight.
  const overlay: GreyRaster = { data, width, height };
  matchStrokeWidth(overlay, req.profile.lineWidthPx);
  return {
    svg: composed.svg,
    overlays: [{ raster: overlay, x: Math.round(box.x), y: Math.round(box.y) }],
    elements: composed.elements,
    skippedWords: withoutNames(notShown(understanding, composed.elements), characterInputs),
    setting: null,
    credits: composed.usesOpenMoji ? [OPENMOJI_CREDIT] : [],
  };
}

/**
 * The page a prompt asks for that is not a scene: a map (maps.ts) first, then a school
 * diagram (diagrams.ts), else a mandala, pattern or chart (patterns.ts); null for a scene
 * prompt. Pure.
 */
export function ownPageRequest(
  prompt: string,
):
  | { map: MapRequest; diagram?: undefined; pattern?: undefined }
  | { map?: undefined; diagram: DiagramRequest; pattern?: undefined }
  | { map?: undefined; diagram?: undefined; pattern: PatternRequest }
  | null {
  const map = findMapRequest(prompt);
  if (map) return { map };
  const diagram = findDiagramRequest(prompt);
  if (diagram) return { diagram };
  const pattern = findPatternRequest(prompt);
  return pattern ? { pattern } : null;
}

/**
 * The SVG of a pattern page (patterns.ts, pattern-pages.ts) for the request's kind; `rand`
 * varies a mandala's rings.
 */
function drawPatternPage(
  pattern: PatternRequest,
  spec: PatternPage,
  rand: ReturnType<typeof mulberry32>,
): string {
  switch (pattern.kind) {
    case 'mandala':
      return drawMandala(pattern, spec, rand);
    case 'pattern':
      return drawTiledPattern(pattern, spec);
    case 'alphabet':
    case 'counting':
      return drawChart(pattern, spec);
    case 'border':
      return drawBorder(pattern, spec);
    case 'stained-glass':
      return drawStainedGlass(pattern, spec);
    case 'honeycomb':
      return drawHoneycomb(pattern, spec);
    case 'fans':
      return drawFans(pattern, spec);
    case 'islamic':
      return drawIslamicTiles(pattern, spec);
    case 'tessellation':
      return drawFishTessellation(pattern, spec);
    case 'celtic':
      return drawCelticKnot(pattern, spec);
    case 'stripes':
      return drawStripes(pattern, spec);
    case 'snowflake':
      return drawSnowflake(pattern, spec);
  }
}

/**
 * The offline provider: understands the prompt with the sketchbook's lexicon and
 * OpenMoji catalog, lays out a scene (compose.ts) and returns it as an SVG page.
 * No network; deterministic for a given request and seed.
 */
export function createSketchbookProvider(): PageProvider {
  return {
    name: 'sketchbook',
    async draw(req: ProviderRequest): Promise<ProviderDrawing> {
      if (req.referenceImage) return drawReference(req, req.referenceImage);
      const started = performance.now();
      const characters = await Promise.all(
        (req.characters ?? []).map((c) => characterArt(c, req.audience, req.profile)),
      );
      const charactersMs = performance.now() - started;
      // Maps, school diagrams (the water cycle, the solar system, life cycles…), mandalas, patterns
      // and charts are pages of their own, not scenes (issue 29); words they do not draw are
      // reported ("I couldn't draw: …").
      const own = characters.length === 0 ? ownPageRequest(req.prompt) : null;
      if (own) {
        const spec: PatternPage = {
          audience: req.audience,
          width: req.width,
          height: req.height,
          frame: req.style.frame,
          profile: req.profile,
        };
        const rand = mulberry32(layoutSeed(req));
        if (own.map)
          return {
            svg: drawMap(own.map, spec, rand),
            elements: [own.map.kind === 'world' ? 'world map' : 'map of the United States'],
            skippedWords: own.map.skipped,
            setting: null,
            // Toddlers' and blank maps have no names, so no letters.
            credits: req.audience === 'toddler' || own.map.blank ? [] : [LETTERS_FONT_CREDIT],
          };
        if (own.diagram)
          return {
            svg: drawDiagram(own.diagram, spec, rand),
            elements: [own.diagram.kind, ...(own.diagram.subject ? [own.diagram.subject] : [])],
            skippedWords: own.diagram.skipped,
            setting: null,
            // Toddlers' diagrams have no labels, so no letters.
            credits: req.audience === 'toddler' ? [] : [LETTERS_FONT_CREDIT],
          };
        const pattern = own.pattern;
        return {
          svg: drawPatternPage(pattern, spec, rand),
          elements: [pattern.kind, ...pattern.motifs],
          skippedWords: pattern.skipped,
          setting: null,
          credits: pattern.kind === 'alphabet' || pattern.kind === 'counting' ? [LETTERS_FONT_CREDIT] : [],
        };
      }
      const understanding = understandForPage(req.prompt);
      const composed = await composeScene(
        {
          understanding,
          audience: req.audience,
          width: req.width,
          height: req.height,
          seed: req.seed,
          frame: req.frame,
          style: req.style,
          profile: req.profile,
          characters,
          cast: req.cast,
        },
        mulberry32(layoutSeed(req)),
      );
      return {
        svg: composed.svg,
        elements: composed.elements,
        skippedWords: withoutNames(notShown(understanding, composed.elements), req.characters ?? []),
        setting: composed.setting,
        credits: [
          ...(composed.usesOpenMoji ? [OPENMOJI_CREDIT] : []),
          ...(composed.usesFont ? [LETTERS_FONT_CREDIT] : []),
        ],
        fallback: composed.fallback,
        thingsBox: unionOf(composed.placements, req.profile.lineWidthPx),
        timings: characters.length > 0 ? { characters: Math.round(charactersMs * 10) / 10 } : {},
      };
    },
  };
}

/** Long side of the coloured example, px: it is shown small beside the page (issue 17). */
export const COLORED_EXAMPLE_LONG_SIDE_PX = 1024;

/**
 * "Show me an example" (issue 17): the sketchbook page of `req` composed again (the same
 * understanding, layout seed and characters, so every thing is where the line-art page has it)
 * with OpenMoji art in OpenMoji's own colours, as a PNG whose long side is `longSide` px (RGB
 * on white). Drawn shapes and scenery (ground, clouds, characters) stay line art. Returns null
 * for a page drawn from a photo or a mandala/pattern page (no OpenMoji scene to colour). Same defaults as generatePage
 * (audience kids, format letter, seed 1, no frame).
 * @throws EngineError invalid_image | image_too_large for an unreadable character picture.
 */
export async function renderColoredExample(
  request: PageRequest,
  longSide = COLORED_EXAMPLE_LONG_SIDE_PX,
): Promise<Buffer | null> {
  if (request.referenceImage) return null;
  const prompt = (request.prompt ?? '').trim();
  // A diagram, mandala or pattern page has no OpenMoji art to colour in.
  if ((request.characters ?? []).length === 0 && ownPageRequest(prompt)) return null;
  const audience = request.audience ?? 'kids';
  const format = request.format ?? 'letter';
  const seed = Number.isFinite(request.seed) ? Math.trunc(request.seed as number) : 1;
  const { width, height } = pageSize(format);
  const style = resolveStyle(request);
  const profile = pageProfile(audience, style);
  const req: ProviderRequest = {
    prompt,
    audience,
    format,
    width,
    height,
    seed,
    frame: style.frame !== 'none',
    style,
    profile,
  };
  const characters = await Promise.all(
    (request.characters ?? []).map((c) => characterArt(c, audience, profile)),
  );
  const composed = await composeScene(
    {
      understanding: understandForPage(prompt),
      audience,
      width,
      height,
      seed,
      frame: req.frame,
      style,
      profile,
      characters,
    },
    mulberry32(layoutSeed(req)),
  );
  if (!composed.coloredSvg) return null;
  const scale = Math.min(1, longSide / Math.max(width, height));
  const w = Math.round(width * scale);
  const h = Math.round(height * scale);
  // The SVG is drawn straight at the small size (its viewBox keeps the page's units).
  const svg = composed
    .coloredSvg()
    .replace(`width="${width}" height="${height}"`, `width="${w}" height="${h}"`);
  return sharp(Buffer.from(svg)).flatten({ background: '#ffffff' }).png().toBuffer();
}

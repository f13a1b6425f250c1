/**
 * Big outline letters, digits and names (issue 14 #4) from Fredoka One, an OFL-1.1 font
 * (Milena Brandão, Hafontia) bundled by @fontsource/fredoka-one 5.3.0, read with
 * opentype.js 1.3.4. The glyph outlines become one SVG path drawn white with the page's
 * stroke: closed, colourable shapes (counters such as the holes of A and B stay holes by
 * the font's winding, fill-rule nonzero).
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import opentype from 'opentype.js';

let font: opentype.Font | null = null;

function loadFont(): opentype.Font {
  if (font) return font;
  const require = createRequire(import.meta.url);
  const file = readFileSync(
    require.resolve('@fontsource/fredoka-one/files/fredoka-one-latin-400-normal.woff'),
  );
  font = opentype.parse(file.buffer.slice(file.byteOffset, file.byteOffset + file.byteLength));
  return font;
}

/** Outline of a text in its own units: path data and its box (font units at size 1000). */
export interface GlyphArt {
  d: string;
  box: { x: number; y: number; width: number; height: number };
}

const cache = new Map<string, GlyphArt>();

/**
 * The text's outline as SVG path data at font size 1000 (letter spacing +40 units, so
 * neighbouring letters do not touch and close thin slivers), with its bounding box.
 * Throws when the font file is missing (a broken install).
 */
export function glyphArt(text: string): GlyphArt {
  const hit = cache.get(text);
  if (hit) return hit;
  const f = loadFont();
  const path = f.getPath(text, 0, 0, 1000, { letterSpacing: 0.04 } as opentype.RenderOptions);
  const bb = path.getBoundingBox();
  const art = {
    d: path.toPathData(1),
    box: { x: bb.x1, y: bb.y1, width: Math.max(1, bb.x2 - bb.x1), height: Math.max(1, bb.y2 - bb.y1) },
  };
  cache.set(text, art);
  return art;
}

import { readFileSync } from 'node:fs';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { KIDS_LETTER_FIT, LETTER } from '../../test/page-opts';
import { AUDIENCE_PROFILES } from '../profiles';
import type { PhotoBackground } from '../types';
import { placeDrawing } from './cleanup';
import { PHOTO_CLEANUP_TUNING, photoEdgesWithSubject, photoToLineArt } from './photo';
import type { GreyRaster } from './raster';
import { morphMask } from './subject-mask';

const OPTS = KIDS_LETTER_FIT;
const LW = AUDIENCE_PROFILES.kids.lineWidthPx;
const photo = (name: string) => readFileSync(new URL(`../../test/photos/${name}`, import.meta.url));

/**
 * A subject on a busy background: an orange ball (radius 130 px at (400, 300)) before a
 * wall of blue and beige diagonal stripes, 800×600.
 */
async function ballOnStripes(): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="600">
    <defs><pattern id="s" width="40" height="40" patternUnits="userSpaceOnUse" patternTransform="rotate(35)">
      <rect width="40" height="40" fill="#3a6ea5"/><rect width="20" height="40" fill="#e8d9b0"/></pattern></defs>
    <rect width="800" height="600" fill="url(#s)"/>
    <circle cx="400" cy="300" r="130" fill="#f08020"/></svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 92 }).toBuffer();
}

/**
 * The page of `image` with `background`, the subject mask the engine found (edge-map
 * size), and where the clean-up placed the edge map on the page.
 */
async function pageWithSubject(image: Buffer, background: PhotoBackground) {
  const { edges, subject } = await photoEdgesWithSubject(image, undefined, 'usual', background);
  const place = (await placeDrawing(edges, OPTS, PHOTO_CLEANUP_TUNING))!;
  const page = await photoToLineArt(image, {
    audience: 'kids',
    maxWidth: LETTER.width,
    maxHeight: LETTER.height,
    background,
  });
  /** The edge-map pixel under page pixel (x, y), clamped to the edge map (a line along the photo's edge is drawn half beyond it). */
  const source = (x: number, y: number) => {
    const sx = Math.floor((x - place.dx) / place.scale + place.rect.x);
    const sy = Math.floor((y - place.dy) / place.scale + place.rect.y);
    const cx = Math.min(edges.width - 1, Math.max(0, sx));
    const cy = Math.min(edges.height - 1, Math.max(0, sy));
    return cy * edges.width + cx;
  };
  const toPage = (sx: number, sy: number) => ({
    x: Math.round(place.dx + (sx - place.rect.x) * place.scale),
    y: Math.round(place.dy + (sy - place.rect.y) * place.scale),
  });
  return { page, subject, edges, source, toPage };
}

/** Ink pixels of `page` whose edge-map pixel is outside `mask` (0/255). */
function inkOutside(page: GreyRaster, mask: Uint8Array, source: (x: number, y: number) => number): number {
  let ink = 0;
  for (let y = 0; y < page.height; y++)
    for (let x = 0; x < page.width; x++) {
      if (page.data[y * page.width + x] !== 0) continue;
      const i = source(x, y);
      if (!mask[i]) {
        ink++;
      }
    }
  return ink;
}

/** Paper pixels reachable from the page's top-left corner through paper (4-connected). */
function outsidePaper(page: GreyRaster): Uint8Array {
  const { width: w, height: h, data } = page;
  const seen = new Uint8Array(w * h);
  const stack = [0];
  seen[0] = 1;
  while (stack.length) {
    const j = stack.pop()!;
    const x = j % w;
    for (const k of [x > 0 ? j - 1 : -1, x < w - 1 ? j + 1 : -1, j - w, j + w]) {
      if (k < 0 || k >= w * h || seen[k] || data[k] === 0) continue;
      seen[k] = 1;
      stack.push(k);
    }
  }
  return seen;
}

describe('the automatic main subject (issue 30)', () => {
  it('finds the ball on a striped wall as one solid mask and removes the wall', async () => {
    const image = await ballOnStripes();
    const { page, subject, edges, source, toPage } = await pageWithSubject(image, 'remove');
    expect(subject).not.toBeNull();
    // The ball, not the wall: its middle in, the corners out, about π·130² of 800×600 (11 %).
    const at = (fx: number, fy: number) =>
      subject![Math.round(fy * (edges.height - 1)) * edges.width + Math.round(fx * (edges.width - 1))];
    expect(at(0.5, 0.5)).toBe(255);
    for (const [fx, fy] of [
      [0.05, 0.05],
      [0.95, 0.95],
      [0.2, 0.5],
      [0.8, 0.5],
    ] as const)
      expect(at(fx, fy)).toBe(0);
    const share = subject!.reduce((s, v) => s + (v ? 1 : 0), 0) / subject!.length;
    expect(share).toBeGreaterThan(0.08);
    expect(share).toBeLessThan(0.15);
    // Remove: no ink outside the subject's mask grown by one line width on the page.
    const grown = morphMask(
      subject!,
      edges.width,
      edges.height,
      Math.ceil(LW / toPageScale(toPage)) + 1,
      true,
    );
    expect(inkOutside(page, grown, source)).toBe(0);
    // One closed outline: the ball's middle cannot be reached from the page's corner without crossing ink.
    const middle = toPage(edges.width / 2, edges.height / 2);
    const reached = outsidePaper(page);
    expect(page.data[middle.y * page.width + middle.x]).toBe(255);
    expect(reached[middle.y * page.width + middle.x]).toBe(0);
  }, 60_000);

  it('keeps, simplifies or removes the garage-like background: ink outside the subject keep > simplify > remove = 0', async () => {
    const image = photo('object-coffee.jpg');
    const ink: Record<string, number> = {};
    // `keep` does not look for the subject (nothing depends on it): the mask is simplify's.
    const { subject } = await photoEdgesWithSubject(image, undefined, 'usual', 'simplify');
    expect(subject).not.toBeNull();
    for (const mode of ['keep', 'simplify', 'remove'] as const) {
      const { page, edges, source, toPage } = await pageWithSubject(image, mode);
      const grown = morphMask(
        subject!,
        edges.width,
        edges.height,
        Math.ceil(LW / toPageScale(toPage)) + 1,
        true,
      );
      ink[mode] = inkOutside(page, grown, source);
    }
    expect(ink.remove).toBe(0);
    expect(ink.simplify!).toBeLessThan(0.6 * ink.keep!);
    expect(ink.keep!).toBeGreaterThan(5_000);
  }, 90_000);

  it('finds no subject in a landscape: the page is the whole photo whatever the background mode', async () => {
    const image = photo('landscape-dune.jpg');
    const keep = await photoEdgesWithSubject(image, undefined, 'usual', 'keep');
    const remove = await photoEdgesWithSubject(image, undefined, 'usual', 'remove');
    expect(keep.subject).toBeNull();
    expect(Buffer.compare(Buffer.from(keep.edges.data), Buffer.from(remove.edges.data))).toBe(0);
  }, 60_000);
});

/** Page px per edge-map px, from the placement's mapping. */
function toPageScale(toPage: (x: number, y: number) => { x: number; y: number }): number {
  return toPage(100, 0).x - toPage(0, 0).x === 0 ? 1 : (toPage(100, 0).x - toPage(0, 0).x) / 100;
}

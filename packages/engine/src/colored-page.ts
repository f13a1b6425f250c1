import sharp from 'sharp';

/** Why a coloured page was refused: its lines were painted over, or its colour is not fills. */
export type ColoredPageVerdict = { ok: true } | { ok: false; reason: 'lines_covered' | 'not_filled' };

/**
 * How much lighter than the line art a pixel may be, grey levels (0–255): the coloring screen
 * multiplies colour by the page's grey, so a pixel is never lighter than the page there; the
 * browser's resize (Chromium's "high" quality) and ours differ by a few levels on edges.
 */
const LIGHTER_TOLERANCE = 32;
/** Line-art grey at or below which a pixel counts as line for the share of covered lines. */
const LINE_GREY_MAX = 127;
/**
 * Largest share of line pixels that may be lighter than the line art allows. Honest
 * colourings measured 0 % at 1582×2048 (sketchbook pages, resized by sharp and by Chromium);
 * a picture that is not this page covers most of them (93 % for the forgery in the tests).
 */
const COVERED_LINES_MAX = 0.02;
/** Grey of open paper: pure white within 2 px, where the screen's multiply leaves a colour as it is. */
const OPEN_GREY_MIN = 255;
/**
 * Largest share of open-paper pixels whose colour is found nowhere as a flat patch (3×3 of one
 * colour). Fills and brush discs (radius ≥ 6 px) are flat colours with hard edges, so every
 * colour they leave has flat patches: honest colourings measured 0 pixels. The soft edges of
 * words an editor draws do not (~4,000 pixels for one line of 90 px text, ~1,500 at 40 px),
 * nor do photos and gradients (most of their pixels). 0.02 % is ~600 pixels of a 2048 px page.
 */
const UNFLAT_MAX = 0.0002;

/**
 * Whether `coloredPng` is the page `lineArtPng` coloured in, as the coloring screen makes it
 * (issue 27 finding 6: any PNG of the right shape was accepted and then served by a coloured
 * share link). Two rules, on the coloured picture at its own size with the line art resized
 * to it:
 * 1. Lines stay: no pixel is lighter than the line art allows (the screen multiplies colour by
 *    the page's grey), measured against the line art's 3×3 maximum (1 px of resampling shift)
 *    plus LIGHTER_TOLERANCE; at most COVERED_LINES_MAX of the line pixels may break it.
 * 2. Colour only fills: on open paper (line art ≥ OPEN_GREY_MIN within 2 px), at most
 *    UNFLAT_MAX of the pixels may have a colour that never occurs as a flat 3×3 patch.
 * Any colour is allowed (the screen has a colour picker), and a brush stroke inside a region
 * is colouring, so words written with the brush pass: the moderator stays the last barrier.
 * Throws when either PNG cannot be decoded (sharp's error). ~0.3 s at 1582×2048.
 */
export async function checkColoredPage(lineArtPng: Buffer, coloredPng: Buffer): Promise<ColoredPageVerdict> {
  const { data: rgb, info } = await sharp(coloredPng)
    .flatten({ background: '#ffffff' })
    .toColourspace('srgb')
    .raw()
    .toBuffer({ resolveWithObject: true });
  const { width, height, channels } = info;
  const lum = await sharp(lineArtPng)
    .flatten({ background: '#ffffff' })
    .greyscale()
    .resize(width, height, { fit: 'fill' })
    .raw()
    .toBuffer();
  const n = width * height;
  const ceiling = rankFilter(lum, width, height, 1, true);
  let linePixels = 0;
  let covered = 0;
  for (let i = 0, p = 0; i < n; i++, p += channels) {
    if (lum[i]! > LINE_GREY_MAX) continue;
    linePixels++;
    const lightest = Math.max(rgb[p]!, rgb[p + 1]!, rgb[p + 2]!);
    if (lightest > ceiling[i]! + LIGHTER_TOLERANCE) covered++;
  }
  if (linePixels === 0 || covered / linePixels > COVERED_LINES_MAX)
    return { ok: false, reason: 'lines_covered' };

  const open = rankFilter(lum, width, height, 2, false);
  const color = new Uint32Array(n);
  for (let i = 0, p = 0; i < n; i++, p += channels)
    color[i] = (rgb[p]! << 16) | (rgb[p + 1]! << 8) | rgb[p + 2]!;
  const flat = new Set<number>();
  let lastFlat = -1;
  for (let y = 1; y < height - 1; y++) {
    for (let x = 1; x < width - 1; x++) {
      const i = y * width + x;
      // Runs of one colour are common: the colour last found flat is not looked up again.
      if (open[i]! < OPEN_GREY_MIN || color[i] === lastFlat) continue;
      if (flat.has(color[i]!) || isFlat(color, i, width)) {
        flat.add(color[i]!);
        lastFlat = color[i]!;
      }
    }
  }
  let openPixels = 0;
  let unflat = 0;
  let known = -1;
  for (let i = 0; i < n; i++) {
    if (open[i]! < OPEN_GREY_MIN) continue;
    openPixels++;
    if (color[i] === known) continue;
    if (flat.has(color[i]!)) known = color[i]!;
    else unflat++;
  }
  if (openPixels > 0 && unflat / openPixels > UNFLAT_MAX) return { ok: false, reason: 'not_filled' };
  return { ok: true };
}

/** Whether the 3×3 neighbourhood of pixel `i` (not on the border) is one colour. */
function isFlat(color: Uint32Array, i: number, width: number): boolean {
  const c = color[i]!;
  for (const row of [i - width, i, i + width]) {
    if (color[row - 1] !== c || color[row] !== c || color[row + 1] !== c) return false;
  }
  return true;
}

/**
 * Separable max (`max` true) or min filter of a grey image over a (2r+1)² square, written out
 * without callbacks: it runs over every pixel of a 2048 px page twice.
 */
function rankFilter(
  src: Uint8Array | Buffer,
  width: number,
  height: number,
  r: number,
  max: boolean,
): Uint8Array {
  const across = new Uint8Array(width * height);
  const out = new Uint8Array(width * height);
  for (let y = 0; y < height; y++) {
    const row = y * width;
    for (let x = 0; x < width; x++) {
      let v = src[row + x]!;
      const from = Math.max(0, x - r);
      const to = Math.min(width - 1, x + r);
      for (let k = from; k <= to; k++) {
        const w = src[row + k]!;
        if (max ? w > v : w < v) v = w;
      }
      across[row + x] = v;
    }
  }
  for (let y = 0; y < height; y++) {
    const from = Math.max(0, y - r);
    const to = Math.min(height - 1, y + r);
    for (let x = 0; x < width; x++) {
      let v = across[y * width + x]!;
      for (let k = from; k <= to; k++) {
        const w = across[k * width + x]!;
        if (max ? w > v : w < v) v = w;
      }
      out[y * width + x] = v;
    }
  }
  return out;
}

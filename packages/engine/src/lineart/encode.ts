import { crc32 } from 'node:zlib';
import { PREVIEW_LONG_SIDE_PX, PRINT_DPI } from '../profiles';
import type { Audience } from '../types';
import { type GreyRaster, toSharp } from './raster';

/** Options of {@link finalizePage}. */
export interface FinalizeOptions {
  /** Audience of the page; the files do not depend on it today, it keeps the call sites explicit. */
  audience: Audience;
  /**
   * The raster already holds only 0 and 255 (sketchbook/finish.ts guarantees it for vector
   * pages), so the threshold pass is skipped. Wrongly set, grey pixels would reach the print.
   */
  bilevel?: boolean;
}

/**
 * Encodes a finished page raster.
 *
 * - `printPng`: full size, 8-bit greyscale PNG (colour type 0, never palette: slow
 *   to write, DESIGN.md "Stack"), pixels forced to 0 or 255 (threshold 128), a pHYs
 *   chunk declaring PRINT_DPI (300 dpi = 11 811 px/m), no other metadata.
 * - `previewPng`: long side ≤ PREVIEW_LONG_SIDE_PX (1024 px, engine issue), greyscale
 *   PNG, anti-aliased by the downscale.
 *
 * @throws RangeError on an empty raster or a data length that is not width×height.
 */
export async function finalizePage(
  page: GreyRaster,
  opts: FinalizeOptions,
): Promise<{ printPng: Buffer; previewPng: Buffer }> {
  const { width, height, data } = page;
  if (width < 1 || height < 1 || data.length !== width * height)
    throw new RangeError(`page raster ${width}×${height} px holds ${data.length} bytes`);
  // libvips thresholds (≥ 128 → 255, else 0: the same pixels as a JS loop, in a fraction of
  // its ~30 ms on a letter page); done once up front because sharp would apply a threshold
  // after the resize, which would make the preview bilevel instead of anti-aliased.
  const bin: GreyRaster = opts.bilevel
    ? page
    : { data: await toSharp(page).threshold(128).raw().toBuffer(), width, height };
  const [printPng, previewPng] = await Promise.all([encodePrintPng(bin), encodePreviewPng(bin)]);
  return { printPng, previewPng };
}

/**
 * The print file of {@link finalizePage}: the raster at full size as an 8-bit greyscale
 * PNG (colour type 0, zlib level 6, no row filters) with a pHYs chunk of PRINT_DPI. The
 * raster must already be bilevel (0 and 255): it is encoded as is.
 */
export async function encodePrintPng(bin: GreyRaster): Promise<Buffer> {
  const png = await toSharp(bin)
    .toColourspace('b-w')
    .png({ compressionLevel: 6, adaptiveFiltering: false })
    .toBuffer();
  return withPngDensity(png, PRINT_DPI);
}

/**
 * The preview of {@link finalizePage}: the raster scaled (Lanczos 3) so its long side is
 * at most PREVIEW_LONG_SIDE_PX (1024 px; 791×1024 for a letter page), greyscale PNG,
 * pHYs at PRINT_DPI × the scale. A letter page takes 16–26 ms here, most of it the
 * downscale, and the print PNG 14–16 ms (measured 2026-11-26, sharp 0.35.5, 2 cores).
 */
export async function encodePreviewPng(bin: GreyRaster): Promise<Buffer> {
  const { width, height } = bin;
  const scale = Math.min(1, PREVIEW_LONG_SIDE_PX / Math.max(width, height));
  const png = await toSharp(bin)
    .resize(Math.max(1, Math.round(width * scale)), Math.max(1, Math.round(height * scale)), {
      kernel: 'lanczos3',
    })
    .toColourspace('b-w')
    .png({ compressionLevel: 6 })
    .toBuffer();
  return withPngDensity(png, PRINT_DPI * scale);
}

const PNG_SIGNATURE_BYTES = 8;

/**
 * Returns the PNG with its pHYs chunk (PNG spec §11.3.5.3, pixels per metre) set to
 * `dpi`, replacing any existing one and keeping every other chunk as is.
 */
export function withPngDensity(png: Buffer, dpi: number): Buffer {
  const ppm = Math.round(dpi / 0.0254);
  const phys = Buffer.alloc(21);
  phys.writeUInt32BE(9, 0);
  phys.write('pHYs', 4, 'ascii');
  phys.writeUInt32BE(ppm, 8);
  phys.writeUInt32BE(ppm, 12);
  phys[16] = 1;
  phys.writeUInt32BE(crc32(phys.subarray(4, 17)), 17);
  const parts: Buffer[] = [png.subarray(0, PNG_SIGNATURE_BYTES)];
  let o = PNG_SIGNATURE_BYTES;
  while (o + 8 <= png.length) {
    const len = png.readUInt32BE(o);
    const type = png.toString('ascii', o + 4, o + 8);
    const end = o + 12 + len;
    if (type !== 'pHYs') parts.push(png.subarray(o, end));
    if (type === 'IHDR') parts.push(phys);
    o = end;
  }
  return Buffer.concat(parts);
}

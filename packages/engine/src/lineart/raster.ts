import { MAX_INPUT_PIXELS } from '@inkling/contracts/limits';
import sharp, { type Sharp } from 'sharp';

/**
 * An 8-bit greyscale image in memory: 1 byte per pixel, row-major, 0 = black,
 * 255 = white. `data.length === width * height`. Sizes are px (at 300 dpi for pages).
 */
export interface GreyRaster {
  data: Buffer;
  width: number;
  height: number;
}

/** A raster of `width`×`height` px filled with `value` (default white, 255). */
export function createRaster(width: number, height: number, value = 255): GreyRaster {
  return { data: Buffer.alloc(width * height, value), width, height };
}

/**
 * Decodes any image sharp reads (PNG, JPEG, WebP, SVG…) into a {@link GreyRaster}:
 * EXIF orientation applied, alpha flattened onto white, converted to luminance.
 * Meant for trusted images produced by the engine or a provider; user photos go
 * through `photoToLineArt`, which validates first. Decoding is limited to
 * MAX_INPUT_PIXELS (50 MP, contracts/limits) like every decode in the engine.
 * Throws sharp's error on unreadable input.
 */
export async function rasterFromImage(image: Buffer): Promise<GreyRaster> {
  const { data, info } = await sharp(image, { limitInputPixels: MAX_INPUT_PIXELS })
    .rotate()
    .flatten({ background: '#ffffff' })
    .greyscale()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return toGreyRaster(data, info.width, info.height, info.channels);
}

/**
 * Wraps a raster in a sharp pipeline (1-channel raw input) for resizing or encoding.
 * The output stays 1-channel greyscale: sharp would otherwise convert to 3-channel sRGB.
 */
export function toSharp(raster: GreyRaster): Sharp {
  return sharp(raster.data, {
    raw: { width: raster.width, height: raster.height, channels: 1 },
  }).toColourspace('b-w');
}

/** Keeps the first channel of a raw sharp result (greyscale output may still carry 3). */
function toGreyRaster(data: Buffer, width: number, height: number, channels: number): GreyRaster {
  if (channels === 1) return { data, width, height };
  const out = Buffer.allocUnsafe(width * height);
  for (let i = 0, j = 0; i < out.length; i++, j += channels) out[i] = data[j]!;
  return { data: out, width, height };
}

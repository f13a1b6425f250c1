import { rasterFromImage, toSharp } from './lineart/raster';

/**
 * Scales a finished page's PNG (normally `Page.previewPng`) to `widthPx` wide, keeping
 * its aspect ratio, as an 8-bit greyscale PNG (DESIGN "Stack": never palette), Lanczos
 * resampling, maximum zlib compression. Used for the blog's post images
 * (scripts/build-blog-images.ts). Same input → same bytes.
 * @param png a PNG the engine made (trusted input; decoded up to MAX_INPUT_PIXELS).
 * @param widthPx output width, px (a positive integer).
 * @throws RangeError when `widthPx` is not a positive integer; sharp's error on unreadable input.
 */
export async function pageThumbnail(png: Buffer, widthPx: number): Promise<Buffer> {
  if (!Number.isInteger(widthPx) || widthPx <= 0)
    throw new RangeError(`thumbnail width must be a positive integer, got ${widthPx}`);
  const raster = await rasterFromImage(png);
  return toSharp(raster)
    .resize({ width: widthPx, kernel: 'lanczos3' })
    .png({ compressionLevel: 9 })
    .toBuffer();
}

import sharp from 'sharp';
import { rasterFromImage, toSharp } from './lineart/raster';

/** Open Graph's recommended link-preview size, px (1.91:1; contracts SOCIAL_PREVIEW). */
export const SOCIAL_PREVIEW_SIZE = { width: 1200, height: 630 } as const;
/** Margin around the page inside the preview, px (our own: room for the card's shadow). */
const MARGIN_PX = 36;
/** Soft paper-coloured background, so the white page reads as a sheet in a feed. */
const BACKGROUND = { r: 246, g: 241, b: 232 };

/**
 * The link-preview picture of a shared page (issue 10 "Link previews"): the page, scaled to
 * fit 1200×630 with a 36 px margin (never cropped), as a white sheet with a soft shadow on a
 * paper-coloured background. Same input → same bytes.
 * @param png a finished page's PNG (print or preview; trusted input the engine made).
 * @returns a 1200×630 8-bit RGB PNG.
 * @throws sharp's error when the input cannot be decoded.
 */
export async function socialPreview(png: Buffer): Promise<Buffer> {
  const { width: W, height: H } = SOCIAL_PREVIEW_SIZE;
  const page = toSharp(await rasterFromImage(png));
  const fitted = await page
    .resize({ width: W - 2 * MARGIN_PX, height: H - 2 * MARGIN_PX, fit: 'inside', kernel: 'lanczos3' })
    .toColourspace('srgb')
    .png()
    .toBuffer({ resolveWithObject: true });
  const { width: w, height: h } = fitted.info;
  const left = Math.round((W - w) / 2);
  const top = Math.round((H - h) / 2);
  const shadow = await sharp({
    create: { width: w + 24, height: h + 24, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } },
  })
    .composite([
      {
        input: {
          create: { width: w, height: h, channels: 4, background: { r: 60, g: 40, b: 20, alpha: 0.28 } },
        },
        left: 12,
        top: 16,
      },
    ])
    .blur(8)
    .png()
    .toBuffer();
  return sharp({ create: { width: W, height: H, channels: 3, background: BACKGROUND } })
    .composite([
      { input: shadow, left: left - 12, top: top - 12 },
      { input: fitted.data, left, top },
    ])
    .png({ compressionLevel: 9 })
    .toBuffer();
}

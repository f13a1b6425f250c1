import { MAX_INPUT_PIXELS } from '@inkling/contracts/limits';
import sharp from 'sharp';
import { EngineError } from './errors';

/** An uploaded image after `reencodeUpload`; sizes in px. */
export interface ReencodedImage {
  bytes: Buffer;
  contentType: 'image/png' | 'image/jpeg';
  width: number;
  height: number;
}

const ACCEPTED = new Set(['jpeg', 'png', 'webp']);

/**
 * Re-encodes an uploaded reference image so only pixels are kept (app issue: uploads
 * "re-encoded without metadata"): decodes JPEG/PNG/WebP up to 50 MP (MAX_INPUT_PIXELS),
 * applies the EXIF orientation, drops all metadata (EXIF, GPS, ICC), and writes PNG when
 * the source is PNG or has transparency, otherwise JPEG at quality 90.
 * Throws EngineError `invalid_image` for other or damaged files and `image_too_large`
 * above 50 MP.
 */
export async function reencodeUpload(bytes: Buffer): Promise<ReencodedImage> {
  const meta = await sharp(bytes, { limitInputPixels: false })
    .metadata()
    .catch((error: unknown) => {
      throw new EngineError(
        'invalid_image',
        'This file is not a picture we can read. Please upload a JPEG, PNG or WebP image.',
        { cause: error },
      );
    });
  if (!meta.format || !ACCEPTED.has(meta.format)) {
    throw new EngineError('invalid_image', 'Please upload a JPEG, PNG or WebP image.');
  }
  const pixels = (meta.width ?? 0) * (meta.height ?? 0);
  if (pixels > MAX_INPUT_PIXELS) {
    throw new EngineError(
      'image_too_large',
      `This picture is too large (${Math.round(pixels / 1e6)} megapixels). Please choose one under ${MAX_INPUT_PIXELS / 1e6} megapixels.`,
    );
  }
  const asPng = meta.format === 'png' || Boolean(meta.hasAlpha);
  try {
    const pipeline = sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'truncated' }).rotate();
    const { data, info } = await (asPng ? pipeline.png() : pipeline.jpeg({ quality: 90 })).toBuffer({
      resolveWithObject: true,
    });
    return {
      bytes: data,
      contentType: asPng ? 'image/png' : 'image/jpeg',
      width: info.width,
      height: info.height,
    };
  } catch (error) {
    throw new EngineError(
      'invalid_image',
      'The picture could not be read: it may be damaged or incomplete. Please try another image.',
      { cause: error },
    );
  }
}

import { AVATAR_JPEG_QUALITY, AVATAR_SIZE_PX } from '@inkling/contracts/profile';
import sharp from 'sharp';
import { EngineError } from './errors';
import { type ReencodedImage, reencodeUpload } from './image-input';

/** A stored profile photo: always a square JPEG of AVATAR_SIZE_PX. */
export interface Avatar extends ReencodedImage {
  contentType: 'image/jpeg';
}

/**
 * Turns an uploaded profile photo into the stored avatar (spec content §5: output 300x300
 * JPEG at quality 0.9; app issue: avatars are files, re-encoded server-side): decoded and
 * checked by `reencodeUpload` (JPEG/PNG/WebP by content, ≤ 50 MP, EXIF orientation applied,
 * metadata dropped), then centre-cropped to a square, resized to 300 × 300 px, flattened
 * onto white (JPEG has no transparency) and written as JPEG quality 90 without metadata.
 * The browser already sends a 300 × 300 crop; the server does not trust that.
 * Throws EngineError `invalid_image` for other or damaged files, `image_too_large` above 50 MP.
 */
export async function reencodeAvatar(bytes: Buffer): Promise<Avatar> {
  const checked = await reencodeUpload(bytes);
  try {
    const { data, info } = await sharp(checked.bytes)
      .resize(AVATAR_SIZE_PX, AVATAR_SIZE_PX, { fit: 'cover', position: 'centre' })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: Math.round(AVATAR_JPEG_QUALITY * 100) })
      .toBuffer({ resolveWithObject: true });
    return { bytes: data, contentType: 'image/jpeg', width: info.width, height: info.height };
  } catch (error) {
    throw new EngineError('invalid_image', 'The picture could not be read. Please try another image.', {
      cause: error,
    });
  }
}

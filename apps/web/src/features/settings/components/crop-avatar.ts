import { AVATAR_CONTENT_TYPE, AVATAR_JPEG_QUALITY, AVATAR_SIZE_PX } from '@inkling/contracts/profile';
import type { Area } from 'react-easy-crop';

/** Loads an image URL (an object URL of the picked file); rejects when the browser cannot decode it. */
export function loadImage(src: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    image.onload = () => resolve(image);
    image.onerror = () => reject(new Error('Failed to load image'));
    image.src = src;
  });
}

/**
 * Draws the chosen part of a photo as the avatar (spec content §5: 300x300 JPEG at quality
 * 0.9). `area` is react-easy-crop's `croppedAreaPixels`: natural-size pixels of the photo's
 * bounding box after turning it by `rotation` degrees (a multiple of 90). At zoom below 1
 * the area reaches past the photo; that part is white, as JPEG has no transparency.
 * Throws "Could not get canvas context", "Failed to load image" or "Failed to encode image".
 */
export async function cropAvatar(src: string, area: Area, rotation: number): Promise<Blob> {
  const image = await loadImage(src);
  const canvas = document.createElement('canvas');
  canvas.width = AVATAR_SIZE_PX;
  canvas.height = AVATAR_SIZE_PX;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('Could not get canvas context');
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, AVATAR_SIZE_PX, AVATAR_SIZE_PX);
  context.imageSmoothingQuality = 'high';

  const width = image.naturalWidth;
  const height = image.naturalHeight;
  const sideways = Math.abs(rotation / 90) % 2 === 1;
  const box = sideways ? { width: height, height: width } : { width, height };
  // Map the crop area onto the canvas, then draw the photo turned about its box's centre.
  context.scale(AVATAR_SIZE_PX / area.width, AVATAR_SIZE_PX / area.height);
  context.translate(-area.x + box.width / 2, -area.y + box.height / 2);
  context.rotate((rotation * Math.PI) / 180);
  context.drawImage(image, -width / 2, -height / 2);

  return new Promise((resolve, reject) => {
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error('Failed to encode image'))),
      AVATAR_CONTENT_TYPE,
      AVATAR_JPEG_QUALITY,
    );
  });
}

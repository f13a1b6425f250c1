/** Files at or under this size are uploaded unchanged, bytes (spec core §5, §9: 5 MB). */
export const COMPRESS_ABOVE_BYTES = 5 * 1024 * 1024;
const MAX_DIMENSION_PX = 2048;
const START_QUALITY = 0.8;
const QUALITY_STEP = 0.1;
const MIN_QUALITY = 0.1;
const SCALE_STEP = 0.8;
const MIN_SIDE_PX = 512;

function loadImage(file: File): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const url = URL.createObjectURL(file);
    const image = new Image();
    image.onload = () => {
      URL.revokeObjectURL(url);
      resolve(image);
    };
    image.onerror = () => {
      URL.revokeObjectURL(url);
      reject(new Error('Failed to load image'));
    };
    image.src = url;
  });
}

function encode(canvas: HTMLCanvasElement, type: string, quality: number): Promise<Blob> {
  return new Promise((resolve, reject) => {
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error('Failed to compress image'))),
      type,
      quality,
    );
  });
}

/**
 * The image compression helper of spec core §5: a file of 5 MB or less is returned as is.
 * A larger one is redrawn with its longest side capped at 2048 px and re-encoded in its own
 * type at quality 0.8, then 0.7 … 0.1 until it fits; if still too large, width and height
 * shrink by 0.8 while either side is above 512 px. Name and type are kept.
 * Throws "Could not get canvas context", "Failed to compress image" or "Failed to load image".
 */
export async function compressImage(file: File, maxBytes: number = COMPRESS_ABOVE_BYTES): Promise<File> {
  if (file.size <= maxBytes) return file;
  const image = await loadImage(file);
  const canvas = document.createElement('canvas');
  const context = canvas.getContext('2d');
  if (!context) throw new Error('Could not get canvas context');

  const fit = Math.min(1, MAX_DIMENSION_PX / Math.max(image.naturalWidth, image.naturalHeight));
  let width = Math.round(image.naturalWidth * fit);
  let height = Math.round(image.naturalHeight * fit);
  const draw = () => {
    canvas.width = width;
    canvas.height = height;
    context.drawImage(image, 0, 0, width, height);
  };
  draw();

  let quality = START_QUALITY;
  let blob = await encode(canvas, file.type, quality);
  while (blob.size > maxBytes && quality > MIN_QUALITY + 1e-9) {
    quality = Math.max(MIN_QUALITY, quality - QUALITY_STEP);
    blob = await encode(canvas, file.type, quality);
  }
  while (blob.size > maxBytes && (width > MIN_SIDE_PX || height > MIN_SIDE_PX)) {
    width = Math.round(width * SCALE_STEP);
    height = Math.round(height * SCALE_STEP);
    draw();
    blob = await encode(canvas, file.type, quality);
  }
  return new File([blob], file.name, { type: file.type, lastModified: Date.now() });
}

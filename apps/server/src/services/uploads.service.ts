import { UPLOAD_MAX_BYTES } from '@inkling/contracts/limits';
import { UPLOAD_TEXTS } from '@inkling/contracts/messages';
import { EngineError } from '@inkling/engine';
import type { AppContext } from '../context';
import { AppError } from '../errors';
import { type WrittenBlob, writeBlob } from './files.service';

/** Image type by its first bytes (JPEG, PNG, WebP), or null for anything else. */
export function sniffImageType(bytes: Uint8Array): 'image/jpeg' | 'image/png' | 'image/webp' | null {
  const at = (offset: number, ...values: number[]) => values.every((v, i) => bytes[offset + i] === v);
  if (at(0, 0xff, 0xd8, 0xff)) return 'image/jpeg';
  if (at(0, 0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return 'image/png';
  if (at(0, 0x52, 0x49, 0x46, 0x46) && at(8, 0x57, 0x45, 0x42, 0x50)) return 'image/webp';
  return null;
}

/** A reference image checked and re-encoded, ready to store (see `prepareUpload`). */
export type PreparedUpload = Awaited<ReturnType<AppContext['engine']['reencodeUpload']>>;

/**
 * Checks and re-encodes a reference image (docs/api.md): at most UPLOAD_MAX_BYTES (10 MB,
 * 413), JPEG/PNG/WebP judged by content not by name (415), then re-encoded by the engine
 * (EXIF rotation applied, metadata stripped, ≤ 50 MP; too many pixels → 413, undecodable →
 * 415). Stores nothing.
 */
export async function prepareUpload(ctx: Pick<AppContext, 'engine'>, bytes: Buffer): Promise<PreparedUpload> {
  if (bytes.length > UPLOAD_MAX_BYTES) throw tooLarge();
  if (!sniffImageType(bytes)) throw new AppError('unsupported_media_type', UPLOAD_TEXTS.wrongType);
  try {
    return await ctx.engine.reencodeUpload(bytes);
  } catch (error) {
    if (error instanceof EngineError && error.code === 'image_too_large') {
      throw new AppError('payload_too_large', error.message);
    }
    if (error instanceof EngineError) throw new AppError('unsupported_media_type', error.message);
    throw error;
  }
}

/**
 * Writes a prepared reference image's blob (kind 'upload', owned by the user); its row is
 * recorded later with files.service `recordFile`, inside the caller's transaction.
 */
export function writeUploadBlob(
  ctx: Pick<AppContext, 'db' | 'storage' | 'clock'>,
  userId: string,
  image: PreparedUpload,
): Promise<WrittenBlob> {
  return writeBlob(ctx, {
    userId,
    kind: 'upload',
    bytes: image.bytes,
    contentType: image.contentType,
    width: image.width,
    height: image.height,
  });
}

/** The 413 error of an upload over UPLOAD_MAX_BYTES. */
export function tooLarge(): AppError {
  return new AppError(
    'payload_too_large',
    `Please choose an image under ${UPLOAD_MAX_BYTES / 1024 / 1024} MB.`,
  );
}

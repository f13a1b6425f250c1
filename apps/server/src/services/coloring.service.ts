import type { Generation } from '@inkling/contracts/api';
import { COLORED_MAX_BYTES, COLORING_LONG_SIDE_PX, COLORING_TEXTS } from '@inkling/contracts/coloring';
import type { AppContext } from '../context';
import { AppError, notFound } from '../errors';
import { presentGeneration } from '../presenters/generation.presenter';
import * as generations from '../repositories/generations.repository';
import { recordFile, removeFiles, writeBlob } from './files.service';
import { prepareUpload, sniffImageType } from './uploads.service';

/**
 * "Save to my book" (issue 17): stores the page as its owner coloured it and shows it beside
 * the line art. Only the owner's completed page (404 otherwise, 409 while not finished); a PNG
 * by content (415), at most COLORED_MAX_BYTES (413), re-encoded by the engine (metadata
 * stripped, like every upload) and no larger than the coloring screen makes it — the long
 * side at most COLORING_LONG_SIDE_PX and the page's own aspect within 1 % (400). The new file
 * (kind 'colored') replaces an earlier one, which is deleted. Returns the generation with
 * `result.coloredUrl`.
 */
export async function saveColoredPage(
  ctx: AppContext,
  userId: string,
  generationId: string,
  bytes: Buffer,
): Promise<Generation> {
  const row = await generations.findOwnedGeneration(ctx.db, userId, generationId);
  if (!row) throw notFound('Generation');
  if (row.status !== 'completed' || !row.width || !row.height) {
    throw new AppError('conflict', COLORING_TEXTS.notFinished);
  }
  if (bytes.length > COLORED_MAX_BYTES) throw new AppError('payload_too_large', COLORING_TEXTS.tooLarge);
  if (sniffImageType(bytes) !== 'image/png')
    throw new AppError('unsupported_media_type', COLORING_TEXTS.notPng);
  const image = await prepareUpload(ctx, bytes);
  const aspect = image.width / image.height;
  const pageAspect = row.width / row.height;
  if (
    image.contentType !== 'image/png' ||
    Math.max(image.width, image.height) > Math.max(COLORING_LONG_SIDE_PX, row.width, row.height) ||
    Math.abs(aspect / pageAspect - 1) > 0.01
  ) {
    throw new AppError('bad_request', COLORING_TEXTS.wrongSize);
  }
  const blob = await writeBlob(ctx, {
    userId,
    kind: 'colored',
    bytes: image.bytes,
    contentType: image.contentType,
    width: image.width,
    height: image.height,
  });
  let saved: Awaited<ReturnType<typeof generations.replaceColoredFile>>;
  try {
    saved = await ctx.db.transaction(async (tx) => {
      await recordFile({ db: tx }, blob);
      return generations.replaceColoredFile(tx, generationId, blob.id);
    });
  } catch (error) {
    await ctx.storage.delete(blob.key).catch(() => undefined);
    throw error;
  }
  if (!saved) throw notFound('Generation');
  if (saved.previous) await removeFiles(ctx, [saved.previous]);
  return presentGeneration(saved.row);
}

import type { Generation } from '@inkling/contracts/api';
import { COLORED_MAX_BYTES, COLORING_LONG_SIDE_PX, COLORING_TEXTS } from '@inkling/contracts/coloring';
import { audienceSchema, formatSchema } from '@inkling/contracts/page';
import type { AppContext } from '../context';
import { AppError, notFound } from '../errors';
import { presentGeneration } from '../presenters/generation.presenter';
import * as generations from '../repositories/generations.repository';
import { characterInputs } from './characters.service';
import { readOwnedFileBytes, recordFile, removeFiles, writeBlob } from './files.service';
import { prepareUpload, sniffImageType } from './uploads.service';

/**
 * "Save to my book" (issue 17): stores the page as its owner coloured it and shows it beside
 * the line art. Only the owner's completed page (404 otherwise, 409 while not finished); a PNG
 * by content (415), at most COLORED_MAX_BYTES (413), re-encoded by the engine (metadata
 * stripped, like every upload) and no larger than the coloring screen makes it — the long
 * side at most COLORING_LONG_SIDE_PX and the page's own aspect within 1 % (400) — and only the
 * page itself coloured in (engine `checkColoredPage`: its lines still dark at their places,
 * colour only filling; 400 COLORING_TEXTS.notColoredIn, issue 27 finding 6), judged on the
 * uploaded bytes against the stored print PNG. The new file
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
  const lineArt = row.printFileId ? await readOwnedFileBytes(ctx, userId, row.printFileId) : undefined;
  if (!lineArt) throw new AppError('conflict', COLORING_TEXTS.notFinished);
  const verdict = await ctx.engine.checkColoredPage(lineArt, bytes);
  if (!verdict.ok) throw new AppError('bad_request', COLORING_TEXTS.notColoredIn);
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

/**
 * "Show me an example" (issue 17): the owner's sketchbook page drawn again in OpenMoji's own
 * colours (engine `renderColoredExample`: the same prompt, audience, format, seed and
 * character, so every thing is where the page has it), a PNG 1024 px on the long side. Not
 * stored: the same page always gives the same picture. Throws 404 for another user's page,
 * and with COLORING_TEXTS.noExample for a page not drawn by the sketchbook (AI or photo
 * pages) or an engine without it; 409 while the page is not finished.
 */
export async function coloredExample(ctx: AppContext, userId: string, generationId: string): Promise<Buffer> {
  const row = await generations.findOwnedGeneration(ctx.db, userId, generationId);
  if (!row) throw notFound('Generation');
  if (row.status !== 'completed') throw new AppError('conflict', COLORING_TEXTS.notFinished);
  if (row.provider !== 'sketchbook' || row.inputFileId || !ctx.engine.coloredExample)
    throw new AppError('not_found', COLORING_TEXTS.noExample);
  const characters = await characterInputs(ctx, userId, row.characterId);
  const png = await ctx.engine.coloredExample({
    prompt: row.prompt,
    characters,
    audience: audienceSchema.parse(row.audience),
    format: formatSchema.parse(row.format),
    seed: row.seed,
  });
  if (!png) throw new AppError('not_found', COLORING_TEXTS.noExample);
  return png;
}

import type { Character, createCharacterSchema } from '@inkling/contracts/api';
import { API_ERRORS } from '@inkling/contracts/messages';
import type { CharacterInput } from '@inkling/engine';
import type { z } from 'zod';
import type { AppContext } from '../context';
import { AppError, notFound } from '../errors';
import { presentCharacter } from '../presenters/character.presenter';
import * as characters from '../repositories/characters.repository';
import { findOwnedGeneration } from '../repositories/generations.repository';
import { readOwnedFile, readOwnedFileBytes, storeFile } from './files.service';
import { assertKidSafe } from './safety.service';

/** The user's saved characters, newest first (spec core "Prompt box": Introduce character). */
export async function listCharacters(ctx: AppContext, userId: string): Promise<Character[]> {
  return (await characters.listCharacters(ctx.db, userId)).map(presentCharacter);
}

/**
 * Saves a completed page of the user's as a character. The preview image is copied into a
 * file of kind 'character', so the character outlives the page's project.
 * Its name and description are drawn into later pages, so they pass the kid-safety check
 * (422 `blocked_prompt`). Throws 404 for a foreign or missing generation, 409 when it is not
 * completed.
 */
export async function createCharacter(
  ctx: AppContext,
  userId: string,
  input: z.output<typeof createCharacterSchema>,
): Promise<Character> {
  await assertKidSafe(ctx, [input.title, input.description].filter(Boolean).join('. '), 'character');
  const generation = await findOwnedGeneration(ctx.db, userId, input.generationId);
  if (!generation) throw notFound('Generation');
  if (generation.status !== 'completed' || !generation.previewFileId) {
    throw new AppError('conflict', API_ERRORS.characterNotFinished);
  }
  const source = await readOwnedFile(ctx, userId, generation.previewFileId);
  return ctx.db.transaction(async (tx) => {
    const file = await storeFile(
      { ...ctx, db: tx },
      {
        userId,
        kind: 'character',
        bytes: source.bytes,
        contentType: source.row.contentType,
        width: source.row.width,
        height: source.row.height,
      },
    );
    const row = await characters.insertCharacter(tx, {
      userId,
      title: input.title,
      description: input.description,
      imageFileId: file.id,
      sourceGenerationId: generation.id,
    });
    return presentCharacter(row);
  });
}

/**
 * The user's saved character `characterId` as the engine takes it (picture, title as its
 * name, description): [] when there is none, it was deleted, or its picture is gone (the
 * page is then drawn without it). Used by the page job and by "Show me an example".
 */
export async function characterInputs(
  ctx: AppContext,
  userId: string,
  characterId: string | null,
): Promise<CharacterInput[]> {
  if (!characterId) return [];
  const character = await characters.findOwnedCharacter(ctx.db, userId, characterId);
  const image = character ? await readOwnedFileBytes(ctx, userId, character.imageFileId) : undefined;
  if (!character || !image) return [];
  return [{ name: character.title, description: character.description ?? undefined, image }];
}

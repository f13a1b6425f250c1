import type { Character } from '@inkling/contracts/api';
import type { CharacterRow } from '../db/schema';
import { fileUrl } from './generation.presenter';

/** A character row → the API's Character. */
export function presentCharacter(row: CharacterRow): Character {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    imageUrl: fileUrl(row.imageFileId),
    createdAt: row.createdAt.toISOString(),
  };
}

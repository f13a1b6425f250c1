import type { Character } from '@inkling/contracts/api';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export interface SaveCharacterInput {
  generationId: string;
  title: string;
  description?: string;
}

/** POST /api/characters: saves a finished page as a reusable character (201). */
export function saveCharacter(input: SaveCharacterInput): Promise<Character> {
  return apiFetch<Character>('/api/characters', { method: 'POST', body: input });
}

/** Saves a character and refreshes the "Introduce character" list. */
export function useSaveCharacter() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveCharacter,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.characters }),
  });
}

import type { Character } from '@inkling/contracts/api';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../api-client';
import { queryKeys } from '../query-keys';

/** GET /api/characters: the user's saved characters. */
export function getCharacters(): Promise<Character[]> {
  return apiFetch<Character[]>('/api/characters');
}

/** Saved characters for the prompt box's "Introduce character" menu, home and chat (disabled while signed out). */
export function useCharacters(enabled: boolean) {
  return useQuery({ queryKey: queryKeys.characters, queryFn: getCharacters, enabled });
}

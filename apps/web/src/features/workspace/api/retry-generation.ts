import type { Generation } from '@inkling/contracts/api';
import { apiFetch } from '../../../lib/api-client';

/** POST /api/generations/:id/retry: a free new variation of the same prompt (DESIGN decision 6). */
export function retryGeneration(generationId: string): Promise<Generation> {
  return apiFetch<Generation>(`/api/generations/${encodeURIComponent(generationId)}/retry`, {
    method: 'POST',
  });
}

import type { Generation, Project } from '@inkling/contracts/api';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { upsertGeneration } from '../../../lib/api/create-generation';
import { apiFetch } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** POST /api/generations/:id/retry: a free new variation of the same prompt (DESIGN decision 6). */
export function retryGeneration(generationId: string): Promise<Generation> {
  return apiFetch<Generation>(`/api/generations/${encodeURIComponent(generationId)}/retry`, {
    method: 'POST',
  });
}

/**
 * Makes another version of a finished page and adds the server's answer (status
 * 'created') to the project's cache; the live stream then reports its progress.
 */
export function useRetryGeneration(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (generation: Generation) => retryGeneration(generation.id),
    onSuccess: (generation) => {
      queryClient.setQueryData<Project>(queryKeys.project(projectId), (old) =>
        old ? upsertGeneration(old, generation) : old,
      );
      void queryClient.invalidateQueries({ queryKey: queryKeys.projects, exact: true });
    },
  });
}

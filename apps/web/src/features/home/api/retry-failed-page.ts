import type { Generation } from '@inkling/contracts/api';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/**
 * Retry on a My Projects card whose pages all failed (issue 26): POST
 * /api/generations/:id/retry makes a free new attempt with the same prompt and photo
 * (DESIGN decision 6); the list is fetched again, so the card shows "Drawing…".
 */
export function useRetryFailedPage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (generationId: string) =>
      apiFetch<Generation>(`/api/generations/${encodeURIComponent(generationId)}/retry`, { method: 'POST' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.projects, exact: true }),
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../api-client';
import { queryKeys } from '../query-keys';

/** POST /api/auth/sign-out, then forgets every user-owned query. */
export function useSignOut() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiFetch<{ success: boolean }>('/api/auth/sign-out', { method: 'POST', body: {} }),
    onSettled: async () => {
      queryClient.removeQueries({ queryKey: queryKeys.projects });
      queryClient.removeQueries({ queryKey: queryKeys.characters });
      queryClient.removeQueries({ queryKey: queryKeys.credits });
      await queryClient.invalidateQueries({ queryKey: queryKeys.session });
    },
  });
}

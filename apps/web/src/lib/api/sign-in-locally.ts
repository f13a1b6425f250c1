import type { LocalSignIn, Session } from '@inkling/contracts/api';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../api-client';
import { queryKeys } from '../query-keys';

/**
 * POST /api/local-auth/sign-in (local mode only, DESIGN "Configuration"): signs in with a
 * name and e-mail and answers with the new session. 404 when Google is configured.
 */
export function signInLocally(input: LocalSignIn): Promise<Session> {
  return apiFetch<Session>('/api/local-auth/sign-in', { method: 'POST', body: input });
}

/** Signs in locally, stores the new session and refetches the user's projects. */
export function useSignInLocally() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signInLocally,
    onSuccess: async (session) => {
      queryClient.setQueryData(queryKeys.session, session);
      await queryClient.invalidateQueries({ queryKey: queryKeys.projects });
    },
  });
}

import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useRequestSignIn } from '../components/auth/sign-in-context';
import { ApiError } from './api-client';
import { queryKeys } from './query-keys';
import { toast } from './toast';

/**
 * The text to show for a failed request: the server's own message for a 4xx answer that
 * carried one (`{ error: { code, message } }`, docs/api.md; a body without a code means the
 * message is the client's generic one), otherwise `fallback` (5xx, network failures, anything
 * that is not an ApiError). The 5xx text of the server is never shown: it says nothing the
 * user can act on — except 503 `unavailable`, which says to try again shortly (issue 28).
 */
export function apiErrorMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError && error.code === 'unavailable') return error.message || fallback;
  if (error instanceof ApiError && error.status >= 400 && error.status < 500 && error.code !== 'unknown') {
    return error.message || fallback;
  }
  return fallback;
}

/**
 * The one way to turn an API error into UI (issue 9 "one way to turn an API error into UI").
 * Returns `(error, fallback) => void`:
 * - an ApiError with status 401 opens the sign-in dialog (spec core "Sign-in dialog") and
 *   re-checks the session (GET /api/session), so the header shows the signed-out state;
 * - anything else shows one sonner error toast with {@link apiErrorMessage}.
 * Callers handle the codes that have their own UI (402 out of credits, 422 blocked prompt)
 * before calling it. Needs `<SignInProvider>` and a QueryClient above it.
 */
export function useApiError(): (error: unknown, fallback: string) => void {
  const requestSignIn = useRequestSignIn();
  const queryClient = useQueryClient();
  return useCallback(
    (error: unknown, fallback: string) => {
      if (error instanceof ApiError && error.status === 401) {
        void queryClient.invalidateQueries({ queryKey: queryKeys.session });
        requestSignIn();
        return;
      }
      toast.error(apiErrorMessage(error, fallback));
    },
    [queryClient, requestSignIn],
  );
}

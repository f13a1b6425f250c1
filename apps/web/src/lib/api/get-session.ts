import type { Session } from '@inkling/contracts/api';
import { SESSION_RECHECK_MS } from '@inkling/contracts/limits';
import { type UseQueryResult, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../api-client';
import { queryKeys } from '../query-keys';
import { useHydrated } from '../use-hydrated';

/** GET /api/session: the signed-in user (or null), their credits and the sign-in modes. */
export async function getSession(): Promise<Session> {
  try {
    return await apiFetch<Session>('/api/session');
  } catch (error) {
    // Spec core §4: session check errors are only logged.
    console.error('Session check failed', error);
    throw error;
  }
}

/**
 * The current session. With `recheck` it is re-fetched every 30 s (spec core §4: home and
 * workspace re-check the session every 30 s). While a prerendered page hydrates it reads as
 * still loading, as the HTML was rendered (issue 18: the header may have fetched it already
 * when the page below hydrates; see useHydrated).
 */
export function useSession({ recheck = false }: { recheck?: boolean } = {}): UseQueryResult<Session> {
  const query = useQuery({
    queryKey: queryKeys.session,
    queryFn: getSession,
    staleTime: 10_000,
    refetchInterval: recheck ? SESSION_RECHECK_MS : false,
  });
  const hydrated = useHydrated();
  if (hydrated || query.isPending) return query;
  const loading = {
    ...query,
    data: undefined,
    error: null,
    isPending: true,
    isSuccess: false,
    isError: false,
  };
  return {
    ...loading,
    isLoadingError: false,
    isRefetchError: false,
    status: 'pending',
  } as UseQueryResult<Session>;
}

/** Total credits a session can spend now: purchased plus today's free ones. */
export function spendableCredits(session: Session | undefined): number {
  const credits = session?.credits;
  return credits ? credits.credits + credits.dailyCreditsRemaining : 0;
}

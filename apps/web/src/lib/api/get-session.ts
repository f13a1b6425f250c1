import type { Session } from '@inkling/contracts/api';
import { SESSION_RECHECK_MS } from '@inkling/contracts/limits';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../api-client';
import { queryKeys } from '../query-keys';

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
 * workspace re-check the session every 30 s).
 */
export function useSession({ recheck = false }: { recheck?: boolean } = {}) {
  return useQuery({
    queryKey: queryKeys.session,
    queryFn: getSession,
    staleTime: 10_000,
    refetchInterval: recheck ? SESSION_RECHECK_MS : false,
  });
}

/** Total credits a session can spend now: purchased plus today's free ones. */
export function spendableCredits(session: Session | undefined): number {
  const credits = session?.credits;
  return credits ? credits.credits + credits.dailyCreditsRemaining : 0;
}

import type { CheckoutStatus, Credits, Session } from '@inkling/contracts/api';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../api-client';
import { queryKeys } from '../query-keys';

/**
 * POST /api/checkout/confirm: the success return asks the server to check and fulfil the
 * session (idempotent: a paid session is credited once). Answers its status and the balance.
 */
export function confirmCheckout(sessionId: string): Promise<CheckoutStatus> {
  return apiFetch<CheckoutStatus>('/api/checkout/confirm', { method: 'POST', body: { sessionId } });
}

/** The cached session with the balance the server reported (nothing cached: nothing to do). */
function withBalance(session: Session | undefined, balance: Credits): Session | undefined {
  return session ? { ...session, credits: balance } : session;
}

/** Confirms a returned checkout and writes the balance it reports into the cached session. */
export function useConfirmCheckout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmCheckout,
    onSuccess: (result) => {
      queryClient.setQueryData<Session>(queryKeys.session, (session) => withBalance(session, result.credits));
    },
  });
}

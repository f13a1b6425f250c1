import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

export type TestCheckoutOutcome = 'pay' | 'cancel';

/**
 * POST /api/checkout/test/:id/pay or /cancel: finishes the local test checkout through the
 * server's one fulfilment function; resolves to the page to return to, with Stripe's query
 * parameters (`payment=success&session_id=…` or `payment=cancelled`).
 */
export function completeTestCheckout(
  id: string,
  outcome: TestCheckoutOutcome,
): Promise<{ redirectUrl: string }> {
  return apiFetch<{ redirectUrl: string }>(`/api/checkout/test/${encodeURIComponent(id)}/${outcome}`, {
    method: 'POST',
  });
}

/**
 * Pays or cancels the test checkout `id`, then sends the browser back. The mutation stays
 * `isSuccess` while the browser leaves, so the pressed button keeps its spinner.
 */
export function useCompleteTestCheckout(id: string) {
  return useMutation({
    mutationFn: (outcome: TestCheckoutOutcome) => completeTestCheckout(id, outcome),
    onSuccess: ({ redirectUrl }) => window.location.assign(redirectUrl),
  });
}

import type { TestCheckoutSession } from '@inkling/contracts/api';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

/** GET /api/checkout/test/:id: the local test checkout's session (local mode only; 404 otherwise). */
export function getTestCheckout(id: string): Promise<TestCheckoutSession> {
  return apiFetch<TestCheckoutSession>(`/api/checkout/test/${encodeURIComponent(id)}`);
}

/** The test checkout session shown on /checkout/test/:sessionId; a 404 is not retried. */
export function useTestCheckout(id: string) {
  return useQuery({ queryKey: ['test-checkout', id], queryFn: () => getTestCheckout(id), retry: false });
}

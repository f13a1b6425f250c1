import type { Checkout, CheckoutStatus, CreateCheckout, TestCheckoutSession } from '@inkling/contracts/api';
import { apiFetch } from '../api-client';

/**
 * POST /api/checkout: starts a purchase of one pack of the catalog. Only the pack id and the
 * page to come back to are sent; the server decides price and credits (DESIGN decision 2).
 */
export function createCheckout(input: CreateCheckout): Promise<Checkout> {
  return apiFetch<Checkout>('/api/checkout', { method: 'POST', body: input });
}

/** POST /api/checkout/confirm: the success return asks the server to check and fulfil the session. */
export function confirmCheckout(sessionId: string): Promise<CheckoutStatus> {
  return apiFetch<CheckoutStatus>('/api/checkout/confirm', { method: 'POST', body: { sessionId } });
}

/** GET /api/checkout/test/:id: the local test checkout's session (local mode only). */
export function getTestCheckout(id: string): Promise<TestCheckoutSession> {
  return apiFetch<TestCheckoutSession>(`/api/checkout/test/${encodeURIComponent(id)}`);
}

/** POST /api/checkout/test/:id/pay or /cancel: finishes the local test checkout; resolves to where to go. */
export function completeTestCheckout(
  id: string,
  outcome: 'pay' | 'cancel',
): Promise<{ redirectUrl: string }> {
  return apiFetch<{ redirectUrl: string }>(`/api/checkout/test/${encodeURIComponent(id)}/${outcome}`, {
    method: 'POST',
  });
}

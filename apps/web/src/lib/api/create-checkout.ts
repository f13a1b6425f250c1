import type { Checkout, CreateCheckout } from '@inkling/contracts/api';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../api-client';

/**
 * POST /api/checkout: starts a purchase of one pack of the catalog. Only the pack id and the
 * page to come back to are sent; the server decides price and credits (DESIGN decision 2).
 * Throws ApiError 401 signed out, 502 `bad_gateway` when the payment provider fails.
 */
export function createCheckout(input: CreateCheckout): Promise<Checkout> {
  return apiFetch<Checkout>('/api/checkout', { method: 'POST', body: input });
}

/** The checkout-creating mutation; the caller sends the browser to the returned URL. */
export function useCreateCheckout() {
  return useMutation({ mutationFn: createCheckout });
}

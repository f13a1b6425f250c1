import { PURCHASE_TEXTS } from '@inkling/contracts/credit-messages';
import type { CreditPack } from '@inkling/contracts/pricing';
import { useCallback } from 'react';
import { useCreateCheckout } from './api/create-checkout';
import { toast } from './toast';
import { useApiError } from './use-api-error';

/**
 * Starts buying a pack (credits issue "Pricing and purchase"): asks the server for a
 * checkout URL for `pack.id`, returning to the current page, and sends the browser there
 * (Stripe Checkout, or the local test checkout). Errors go through {@link useApiError}:
 * signed out (401) opens the sign-in dialog; otherwise the server's message or "Failed to
 * create checkout session" (spec core §8); an answer without a URL says "No checkout URL
 * received". `promoCode` is a percentage promo code (issue 34) the server checks and applies
 * at checkout; a refusal (expired, used) shows the server's message. `pendingPackId` is the pack being started (also while the browser leaves),
 * for button spinners.
 */
export function usePurchase() {
  const checkout = useCreateCheckout();
  const showError = useApiError();
  const { mutate, reset } = checkout;
  const buy = useCallback(
    (packId: CreditPack['id'], promoCode?: string) => {
      const returnPath = `${window.location.pathname}${window.location.search}`;
      mutate(
        { packId, returnPath, ...(promoCode ? { promoCode } : {}) },
        {
          onSuccess: ({ url }) => {
            if (url) {
              window.location.assign(url);
              return;
            }
            toast.error(PURCHASE_TEXTS.noCheckoutUrl);
            reset();
          },
          onError: (error) => showError(error, PURCHASE_TEXTS.checkoutFailed),
        },
      );
    },
    [mutate, reset, showError],
  );
  const leaving = checkout.isPending || checkout.isSuccess;
  return { buy, pendingPackId: leaving ? (checkout.variables?.packId ?? null) : null };
}

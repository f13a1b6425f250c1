import { PURCHASE_TEXTS } from '@inkling/contracts/credit-messages';
import type { CreditPack } from '@inkling/contracts/pricing';
import { useCallback, useState } from 'react';
import { toast } from 'sonner';
import { createCheckout } from './api/checkout';
import { ApiError, isApiError } from './api-client';

/** The toast text for a purchase that could not start (spec core §8). */
export function purchaseErrorMessage(error: unknown): string {
  if (isApiError(error, 'unauthenticated')) return PURCHASE_TEXTS.signInRequired;
  if (error instanceof ApiError) return error.message || PURCHASE_TEXTS.checkoutFailed;
  return PURCHASE_TEXTS.purchaseError;
}

/**
 * Starts buying a pack (credits issue "Pricing and purchase"): asks the server for a
 * checkout URL for `pack.id`, returning to the current page, and sends the browser there
 * (Stripe Checkout, or the local test checkout). Errors become the spec's toasts:
 * "Please sign in to purchase credits", the server's message or "Failed to create checkout
 * session", "No checkout URL received", "An error occurred during purchase".
 * `pendingPackId` is the pack being started, for button spinners.
 */
export function usePurchase() {
  const [pendingPackId, setPendingPackId] = useState<CreditPack['id'] | null>(null);
  const buy = useCallback(async (packId: CreditPack['id']) => {
    setPendingPackId(packId);
    try {
      const returnPath = `${window.location.pathname}${window.location.search}`;
      const { url } = await createCheckout({ packId, returnPath });
      if (!url) {
        toast.error(PURCHASE_TEXTS.noCheckoutUrl);
        setPendingPackId(null);
        return;
      }
      window.location.assign(url);
    } catch (error) {
      toast.error(purchaseErrorMessage(error));
      setPendingPackId(null);
    }
  }, []);
  return { buy, pendingPackId };
}

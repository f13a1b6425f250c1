import type { Checkout } from '@inkling/contracts/api';
import type { GiftOptions } from '@inkling/contracts/gift-cards';
import type { CreditPack } from '@inkling/contracts/pricing';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

/**
 * POST /api/checkout with `gift`: starts buying `packId` as a gift card (the server prices it
 * from the catalog and checks the message); answers the checkout URL to go to. The browser
 * returns to /gift-cards, where the payment return confirms it.
 */
export function buyGiftCard(input: { packId: CreditPack['id']; gift: GiftOptions }): Promise<Checkout> {
  return apiFetch<Checkout>('/api/checkout', {
    method: 'POST',
    body: { packId: input.packId, returnPath: '/gift-cards', gift: input.gift },
  });
}

/** The mutation of {@link buyGiftCard}. */
export function useBuyGiftCard() {
  return useMutation({ mutationFn: buyGiftCard });
}

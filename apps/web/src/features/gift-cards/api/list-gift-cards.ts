import type { GiftCard } from '@inkling/contracts/gift-cards';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

/** Query key of the buyer's gift cards (refreshed with every query after a payment return). */
export const giftCardsKey = ['gift-cards'] as const;

/** GET /api/gift-cards: the signed-in buyer's cards, newest first (codes once paid). */
export function listGiftCards(): Promise<{ cards: GiftCard[] }> {
  return apiFetch<{ cards: GiftCard[] }>('/api/gift-cards');
}

/** The buyer's gift cards; only fetched when `enabled` (signed in). */
export function useGiftCards(enabled: boolean) {
  return useQuery({ queryKey: giftCardsKey, queryFn: listGiftCards, enabled });
}

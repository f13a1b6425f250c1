import type { GiftFrontPages } from '@inkling/contracts/gift-cards';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

/** GET /api/gift-cards/front-pages: the buyer's newest finished pages for a card's front. */
export function listFrontPages(): Promise<GiftFrontPages> {
  return apiFetch<GiftFrontPages>('/api/gift-cards/front-pages');
}

/** The front-page choices; only fetched when `enabled` (signed in). */
export function useFrontPages(enabled: boolean) {
  return useQuery({ queryKey: ['gift-cards', 'front-pages'], queryFn: listFrontPages, enabled });
}

import type { ShareLink } from '@inkling/contracts/community';
import { apiFetch } from '../../../lib/api-client';

/**
 * POST /api/generations/:id/share-link?colored=true (owner; issue 17): the page's unlisted
 * link that shows recipients its saved coloured version (made once, then reused). Throws
 * ApiError 409 before a coloured version is saved, 404 for another user's page.
 */
export function createColoredShareLink(generationId: string): Promise<ShareLink> {
  return apiFetch<ShareLink>(`/api/generations/${encodeURIComponent(generationId)}/share-link?colored=true`, {
    method: 'POST',
  });
}

import type { Credits } from '@inkling/contracts/api';
import { apiFetch } from '../../../lib/api-client';

/**
 * POST /api/generations/:id/report: "Report this page" gives the page's credit back
 * (DESIGN decision 5). Resolves to the credits afterwards; throws ApiError 429
 * `rate_limited` at the daily limit, 409 `conflict` when already refunded, 401 signed out.
 */
export function reportGeneration(generationId: string): Promise<Credits> {
  return apiFetch<Credits>(`/api/generations/${encodeURIComponent(generationId)}/report`, {
    method: 'POST',
  });
}

import type { Credits, Session } from '@inkling/contracts/api';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

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

/** Reports a page (by generation id) and puts the refunded balance into the session at once. */
export function useReportGeneration() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reportGeneration,
    onSuccess: (credits) =>
      queryClient.setQueryData<Session>(queryKeys.session, (old) => (old ? { ...old, credits } : old)),
  });
}

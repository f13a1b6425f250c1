import type { Credits, Project, Session } from '@inkling/contracts/api';
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

/** Marks a page of a cached project as refunded, as the server's next answer will list it. */
export function markRefunded(project: Project | undefined, generationId: string): Project | undefined {
  if (!project || project.refundedPageIds.includes(generationId)) return project;
  return { ...project, refundedPageIds: [...project.refundedPageIds, generationId] };
}

/**
 * Reports a page (by generation id) of `projectId`: puts the refunded balance into the session
 * and the page into the project's refunded pages at once.
 */
export function useReportGeneration(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reportGeneration,
    onSuccess: (credits, generationId) => {
      queryClient.setQueryData<Session>(queryKeys.session, (old) => (old ? { ...old, credits } : old));
      queryClient.setQueryData<Project>(queryKeys.project(projectId), (old) =>
        markRefunded(old, generationId),
      );
    },
  });
}

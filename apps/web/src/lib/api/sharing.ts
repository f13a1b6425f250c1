import type { ProjectSharing, ShareLink } from '@inkling/contracts/community';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../api-client';
import { queryKeys } from '../query-keys';

/**
 * GET /api/projects/:id/sharing (owner): for each page of the project that is posted or
 * has an unlisted link, its post {id, status, decisionReason} and link {token, url}.
 */
export function getProjectSharing(projectId: string): Promise<ProjectSharing> {
  return apiFetch<ProjectSharing>(`/api/projects/${encodeURIComponent(projectId)}/sharing`);
}

/** The project's sharing state, refreshed after posting, withdrawing and link changes. */
export function useProjectSharing(projectId: string) {
  return useQuery({
    queryKey: queryKeys.projectSharing(projectId),
    queryFn: () => getProjectSharing(projectId),
    enabled: projectId !== '',
    staleTime: 30_000,
  });
}

/**
 * POST /api/generations/:id/share-link (owner, finished page): the approved post's
 * /community/{id} address, or the page's unlisted /s/{token} link (made once, then reused).
 */
export function createShareLink(generationId: string): Promise<ShareLink> {
  return apiFetch<ShareLink>(`/api/generations/${encodeURIComponent(generationId)}/share-link`, {
    method: 'POST',
  });
}

export function useCreateShareLink(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createShareLink,
    // Not awaited: the refresh may remove the control that shows the outcome.
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.projectSharing(projectId) });
    },
  });
}

/** DELETE /api/generations/:id/share-link (204): the unlisted link stops working (its URL 404s). */
export function revokeShareLink(generationId: string): Promise<void> {
  return apiFetch<void>(`/api/generations/${encodeURIComponent(generationId)}/share-link`, {
    method: 'DELETE',
  });
}

export function useRevokeShareLink(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeShareLink,
    // Not awaited: the refresh may remove the control that shows the outcome.
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.projectSharing(projectId) });
    },
  });
}

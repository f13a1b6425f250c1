import type { Project } from '@inkling/contracts/api';
import type { PageStyle } from '@inkling/contracts/page';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** PUT /api/projects/:id/style-defaults: the style new pages of the project start from (issue 33). */
export function setStyleDefaults(projectId: string, style: PageStyle): Promise<Project> {
  return apiFetch<Project>(`/api/projects/${encodeURIComponent(projectId)}/style-defaults`, {
    method: 'PUT',
    body: style,
  });
}

/** Keeps a style as the project's defaults; the project query takes the server's answer. */
export function useSetStyleDefaults(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (style: PageStyle) => setStyleDefaults(projectId, style),
    onSuccess: (project) => queryClient.setQueryData<Project>(queryKeys.project(projectId), project),
  });
}

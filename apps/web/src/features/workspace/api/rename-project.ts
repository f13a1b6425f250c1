import type { Project } from '@inkling/contracts/api';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** PATCH /api/projects/:id with a new title. */
export function renameProject(projectId: string, title: string): Promise<Project> {
  return apiFetch<Project>(`/api/projects/${encodeURIComponent(projectId)}`, {
    method: 'PATCH',
    body: { title },
  });
}

/** Renames a project, showing the new title at once and rolling back on failure. */
export function useRenameProject(projectId: string) {
  const queryClient = useQueryClient();
  const key = queryKeys.project(projectId);
  return useMutation({
    mutationFn: (title: string) => renameProject(projectId, title),
    onMutate: async (title) => {
      await queryClient.cancelQueries({ queryKey: key, exact: true });
      const previous = queryClient.getQueryData<Project>(key);
      queryClient.setQueryData<Project>(key, (old) => (old ? { ...old, title } : old));
      return { previous };
    },
    onError: (_error, _title, context) => {
      if (context?.previous) queryClient.setQueryData(key, context.previous);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.projects, exact: true }),
  });
}

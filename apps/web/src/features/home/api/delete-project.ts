import type { Project } from '@inkling/contracts/api';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** DELETE /api/projects/:id (204): removes the project with its pages and files. */
export function deleteProject(projectId: string): Promise<void> {
  return apiFetch<void>(`/api/projects/${encodeURIComponent(projectId)}`, { method: 'DELETE' });
}

/** Deletes a project and drops it from the cached list at once, restoring it on failure. */
export function useDeleteProject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteProject,
    onMutate: async (projectId) => {
      await queryClient.cancelQueries({ queryKey: queryKeys.projects });
      const previous = queryClient.getQueryData<Project[]>(queryKeys.projects);
      queryClient.setQueryData<Project[]>(queryKeys.projects, (old) =>
        old?.filter((p) => p.id !== projectId),
      );
      return { previous };
    },
    onError: (_error, _projectId, context) => {
      if (context?.previous) queryClient.setQueryData(queryKeys.projects, context.previous);
    },
    onSettled: (_data, _error, projectId) => {
      queryClient.removeQueries({ queryKey: queryKeys.project(projectId), exact: true });
      return queryClient.invalidateQueries({ queryKey: queryKeys.projects, exact: true });
    },
  });
}

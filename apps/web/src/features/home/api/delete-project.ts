import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import type { ProjectPages } from './get-projects';

/** DELETE /api/projects/:id (204): removes the project with its pages and files. */
export function deleteProject(projectId: string): Promise<void> {
  return apiFetch<void>(`/api/projects/${encodeURIComponent(projectId)}`, { method: 'DELETE' });
}

/** The cached list without one project (its total one lower). */
function withoutProject(data: ProjectPages | undefined, projectId: string): ProjectPages | undefined {
  if (!data) return data;
  const found = data.pages.some((page) => page.projects.some((p) => p.id === projectId));
  if (!found) return data;
  return {
    ...data,
    pages: data.pages.map((page) => ({
      ...page,
      projects: page.projects.filter((p) => p.id !== projectId),
      total: Math.max(0, page.total - 1),
    })),
  };
}

/** Deletes a project and drops it from the cached list at once, restoring it on failure. */
export function useDeleteProject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteProject,
    onMutate: async (projectId) => {
      await queryClient.cancelQueries({ queryKey: queryKeys.projects });
      const previous = queryClient.getQueryData<ProjectPages>(queryKeys.projects);
      queryClient.setQueryData<ProjectPages>(queryKeys.projects, (old) => withoutProject(old, projectId));
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

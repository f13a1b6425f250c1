import type { Generation, Project } from '@inkling/contracts/api';
import { GENERATION_POLL_MS } from '@inkling/contracts/limits';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** GET /api/projects/:id: one project with its generations oldest first. */
export function getProject(projectId: string): Promise<Project> {
  return apiFetch<Project>(`/api/projects/${encodeURIComponent(projectId)}`);
}

/** True while a generation still waits for its page. */
export function isInProgress(generation: Generation): boolean {
  return generation.status === 'created' || generation.status === 'generating';
}

/** Inserts or replaces a generation in a project, keeping the oldest-first order. */
export function upsertGeneration(project: Project, generation: Generation): Project {
  const others = project.generations.filter((g) => g.id !== generation.id);
  const generations = [...others, generation].sort((a, b) => a.createdAt.localeCompare(b.createdAt));
  return { ...project, generations };
}

/**
 * The workspace's project. While a page is being drawn it is polled every 1 s unless the
 * live event stream is connected, then only every 5 s as a safety net (docs/api.md).
 */
export function useProject(projectId: string, live: boolean) {
  return useQuery({
    queryKey: queryKeys.project(projectId),
    queryFn: () => getProject(projectId),
    refetchInterval: (query) =>
      query.state.data?.generations.some(isInProgress) ? (live ? 5_000 : GENERATION_POLL_MS) : false,
  });
}

import type { Generation, Project } from '@inkling/contracts/api';
import { GENERATION_POLL_MS } from '@inkling/contracts/limits';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import type { StreamStatus } from './use-project-events';

/** GET /api/projects/:id: one project with its generations oldest first. */
export function getProject(projectId: string): Promise<Project> {
  return apiFetch<Project>(`/api/projects/${encodeURIComponent(projectId)}`);
}

/** True while a generation still waits for its page. */
export function isInProgress(generation: Generation): boolean {
  return generation.status === 'created' || generation.status === 'generating';
}

/**
 * The workspace's project. The live stream (useProjectEvents) is the one channel for a
 * page's status (issue 9): the project is polled every GENERATION_POLL_MS (1 s) ONLY while
 * the stream is `down` and a page is still being drawn, never while it is connecting or open.
 */
export function useProject(projectId: string, stream: StreamStatus) {
  return useQuery({
    queryKey: queryKeys.project(projectId),
    queryFn: () => getProject(projectId),
    refetchInterval: (query) =>
      stream === 'down' && query.state.data?.generations.some(isInProgress) ? GENERATION_POLL_MS : false,
  });
}

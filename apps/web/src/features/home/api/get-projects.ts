import type { Project } from '@inkling/contracts/api';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** GET /api/projects: the user's projects, newest first, each with generations newest first. */
export function getProjects(): Promise<Project[]> {
  return apiFetch<Project[]>('/api/projects');
}

/** The signed-in user's projects (disabled while signed out). */
export function useProjects(enabled: boolean) {
  return useQuery({ queryKey: queryKeys.projects, queryFn: getProjects, enabled });
}

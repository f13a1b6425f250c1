import type { CreateProject, Project } from '@inkling/contracts/api';
import { apiFetch } from '../../../lib/api-client';

/** POST /api/projects: creates an empty project (201). */
export function createProject(input: CreateProject): Promise<Project> {
  return apiFetch<Project>('/api/projects', { method: 'POST', body: input });
}

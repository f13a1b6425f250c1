import type { Project, ProjectSummary } from '@inkling/contracts/api';
import type { GenerationRow, ProjectRow } from '../db/schema';
import { presentGeneration } from './generation.presenter';

/** A project row → the API's ProjectSummary (no pages). */
export function presentProjectSummary(row: ProjectRow): ProjectSummary {
  return {
    id: row.id,
    title: row.title,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** A project row and its generations (already in the wanted order) → the API's Project. */
export function presentProject(row: ProjectRow, generations: GenerationRow[]): Project {
  return { ...presentProjectSummary(row), generations: generations.map(presentGeneration) };
}

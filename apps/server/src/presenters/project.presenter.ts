import type { Project } from '@inkling/contracts/api';
import type { GenerationRow, ProjectRow } from '../db/schema';
import { presentGeneration } from './generation.presenter';

/** A project row and its generations (already in the wanted order) → the API's Project. */
export function presentProject(row: ProjectRow, generations: GenerationRow[]): Project {
  return {
    id: row.id,
    title: row.title,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    generations: generations.map(presentGeneration),
  };
}

import type { Project, ProjectSummary } from '@inkling/contracts/api';
import { pageStyleSchema } from '@inkling/contracts/page';
import type { GenerationRow, ProjectRow } from '../db/schema';
import { presentGeneration } from './generation.presenter';

/** A project row → the API's ProjectSummary (no pages). */
export function presentProjectSummary(row: ProjectRow): ProjectSummary {
  return {
    id: row.id,
    title: row.title,
    styleDefaults: pageStyleSchema.parse(row.styleDefaults),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/**
 * A project row and its generations (already in the wanted order) → the API's Project;
 * `refunded` holds the ids of refunded generations (credits.repository refundedGenerationIds).
 */
export function presentProject(
  row: ProjectRow,
  generations: GenerationRow[],
  refunded: ReadonlySet<string>,
): Project {
  return {
    ...presentProjectSummary(row),
    generations: generations.map(presentGeneration),
    refundedPageIds: generations.filter((g) => refunded.has(g.id)).map((g) => g.id),
  };
}

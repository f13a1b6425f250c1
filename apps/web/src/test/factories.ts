import type { Generation, Project, ProjectCard } from '@inkling/contracts/api';
import { DEFAULT_PAGE_STYLE } from '@inkling/contracts/page';

let counter = 0;

/** A Generation with sensible defaults; pass only what a test cares about. */
export function makeGeneration(overrides: Partial<Generation> = {}): Generation {
  counter += 1;
  const id = overrides.id ?? `00000000-0000-4000-8000-${String(counter).padStart(12, '0')}`;
  const status = overrides.status ?? 'completed';
  return {
    id,
    projectId: 'project-1',
    prompt: 'Adorable puppy',
    generationType: 'image',
    status,
    error: null,
    creditCost: 1,
    seed: counter,
    provider: 'sketchbook',
    audience: 'kids',
    format: 'letter',
    elements: [],
    skippedWords: [],
    inputImageUrl: null,
    photoSubject: null,
    photoDetail: null,
    style: DEFAULT_PAGE_STYLE,
    fallback: false,
    characterId: null,
    retryOf: null,
    storyPage: null,
    result:
      status === 'completed'
        ? {
            previewUrl: `/api/files/${id}-preview`,
            printUrl: `/api/files/${id}-print`,
            svgUrl: null,
            width: 2550,
            height: 3300,
            dpi: 300,
          }
        : null,
    createdAt: new Date(Date.UTC(2026, 0, 1, 12, 0, counter)).toISOString(),
    completedAt: status === 'completed' ? new Date(Date.UTC(2026, 0, 1, 12, 1, counter)).toISOString() : null,
    ...overrides,
  };
}

/** A Project with the given generations. */
export function makeProject(overrides: Partial<Project> = {}): Project {
  counter += 1;
  const now = new Date().toISOString();
  return {
    id: `10000000-0000-4000-8000-${String(counter).padStart(12, '0')}`,
    title: `Project ${counter}`,
    styleDefaults: DEFAULT_PAGE_STYLE,
    createdAt: now,
    updatedAt: now,
    generations: [],
    refundedPageIds: [],
    ...overrides,
  };
}

/** A My Projects card (GET /api/projects) with one finished page as cover unless overridden. */
export function makeProjectCard(overrides: Partial<ProjectCard> = {}): ProjectCard {
  counter += 1;
  const now = new Date().toISOString();
  return {
    id: `20000000-0000-4000-8000-${String(counter).padStart(12, '0')}`,
    title: `Project ${counter}`,
    createdAt: now,
    updatedAt: now,
    pageCount: 1,
    drawing: false,
    cover: { url: `/api/files/cover-${counter}`, prompt: overrides.title ?? `Project ${counter}` },
    failed: null,
    ...overrides,
  };
}

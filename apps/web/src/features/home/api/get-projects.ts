import type { ProjectList } from '@inkling/contracts/api';
import { type InfiniteData, useInfiniteQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** Projects per page after the first (the server's maximum, GET /api/projects `limit`). */
const MORE_PER_PAGE = 100;

/** The cached My Projects list: the pages fetched so far (issue 15). */
export type ProjectPages = InfiniteData<ProjectList, string | null>;

/**
 * GET /api/projects: one page of project cards, newest first. The first page is the server's
 * default size (the home grid, PROJECTS_SHOWN_INITIALLY); later pages follow `cursor`. The
 * server answers with an ETag and `Cache-Control: private, no-cache`, so the browser's own
 * cache revalidates with If-None-Match and a 304 costs almost nothing.
 */
export function getProjects(cursor: string | null = null): Promise<ProjectList> {
  return apiFetch<ProjectList>(
    cursor === null
      ? '/api/projects'
      : `/api/projects?limit=${MORE_PER_PAGE}&cursor=${encodeURIComponent(cursor)}`,
  );
}

/** The signed-in user's projects a page at a time (disabled while signed out). */
export function useProjects(enabled: boolean) {
  return useInfiniteQuery({
    queryKey: queryKeys.projects,
    queryFn: ({ pageParam }) => getProjects(pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last: ProjectList) => last.nextCursor,
    enabled,
  });
}

import type { CreatedGeneration } from '@inkling/contracts/api';
import type { ComicOption } from '@inkling/contracts/page';
import type { CreateStoryBook, StoryBook, StoryQuote, StoryRequest } from '@inkling/contracts/story';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, apiFetch } from '../api-client';
import { queryKeys } from '../query-keys';

/** Query key of a project's story book (issue 33). */
export function storyBookKey(projectId: string) {
  return ['projects', projectId, 'story'] as const;
}

/** POST /api/story-books/quote: the cost of a book (one credit a page) and the quote to agree to it. */
export function quoteStoryBook(request: StoryRequest): Promise<StoryQuote> {
  return apiFetch<StoryQuote>('/api/story-books/quote', { method: 'POST', body: request });
}

/**
 * POST /api/story-books with the agreed quote and an Idempotency-Key (the same key returns the
 * same book, so a double click makes one). Throws ApiError (402 no credits, 422 kid safety,
 * 400 quote changed).
 */
export function createStoryBook(body: CreateStoryBook, idempotencyKey: string): Promise<StoryBook> {
  return apiFetch<StoryBook>('/api/story-books', {
    method: 'POST',
    body,
    headers: { 'Idempotency-Key': idempotencyKey },
  });
}

/** GET /api/story-books/:id; null when the project is not a story book (404). */
export async function getStoryBook(projectId: string): Promise<StoryBook | null> {
  try {
    return await apiFetch<StoryBook>(`/api/story-books/${encodeURIComponent(projectId)}`);
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

/**
 * The project's story book, or null for an ordinary project. While `drawing` (a page of the
 * project is being drawn) it is read again every 2 s, so progress and each page's latest
 * drawing stay in step with the project's live stream. Off unless `enabled` (the project's
 * pages say it is a story book), so an ordinary project asks nothing.
 */
export function useStoryBook(projectId: string, drawing: boolean, enabled: boolean) {
  return useQuery({
    queryKey: storyBookKey(projectId),
    queryFn: () => getStoryBook(projectId),
    enabled,
    // Also until the book itself says every page is drawn or failed: the project's stream may
    // report the last page before the book's progress is read again.
    refetchInterval: (query) => {
      const progress = query.state.data?.progress;
      const unfinished = progress ? progress.done + progress.failed < progress.total : false;
      return drawing || unfinished ? 2000 : false;
    },
  });
}

/** PATCH /api/story-books/:id/pages/:number { caption }; the book as it now is. */
export function useEditCaption(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ number, caption }: { number: number; caption: string }) =>
      apiFetch<StoryBook>(`/api/story-books/${encodeURIComponent(projectId)}/pages/${number}`, {
        method: 'PATCH',
        body: { caption },
      }),
    onSuccess: (book) => {
      queryClient.setQueryData(storyBookKey(projectId), book);
      void queryClient.invalidateQueries({ queryKey: queryKeys.project(projectId) });
    },
  });
}

/** PATCH /api/projects/:id/book { viewMode: 'book' }: a new story book opens as a book. */
export function openAsBook(projectId: string): Promise<unknown> {
  return apiFetch(`/api/projects/${encodeURIComponent(projectId)}/book`, {
    method: 'PATCH',
    body: { viewMode: 'book' },
  });
}

/**
 * POST /api/story-books/:id/comic { panels, bubbles }: one comic page from the book's first
 * pages (1 credit); the project is read again so the new page shows. Throws ApiError (402 no
 * credits, 400 fewer pages than panels).
 */
export function useMakeComic(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (comic: ComicOption) =>
      apiFetch<CreatedGeneration>(`/api/story-books/${encodeURIComponent(projectId)}/comic`, {
        method: 'POST',
        body: comic,
      }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.project(projectId) });
      void queryClient.invalidateQueries({ queryKey: queryKeys.session });
    },
  });
}

import type {
  Book,
  BookExport,
  BookViewMode,
  PrintCheck,
  PrintCheckRequest,
  StartBookExport,
  UpdateBook,
} from '@inkling/contracts/book';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../../lib/api-client';
import { queryKeys } from '../../../../lib/query-keys';

/**
 * The book's query key: under the project's key, so anything that refreshes the project
 * (invalidateQueries on queryKeys.project) refreshes its book too.
 */
export function bookKey(projectId: string) {
  return [...queryKeys.project(projectId), 'book'] as const;
}

function bookPath(projectId: string): string {
  return `/api/projects/${encodeURIComponent(projectId)}/book`;
}

/** GET /api/projects/:id/book (docs/api.md "Books"): pages in book order, cover, view mode. */
export function getBook(projectId: string): Promise<Book> {
  return apiFetch<Book>(bookPath(projectId));
}

/**
 * PATCH /api/projects/:id/book with any subset of order, excluded, cover, viewMode and
 * revision; resolves to the whole book. Throws ApiError 409 `conflict` when the order is not
 * every finished page once, a page id is unknown, or the revision is stale.
 */
export function updateBook(projectId: string, update: UpdateBook): Promise<Book> {
  return apiFetch<Book>(bookPath(projectId), { method: 'PATCH', body: update });
}

/** The project's book; off until `enabled` (the workspace waits for the project itself). */
export function useBook(projectId: string, enabled: boolean) {
  return useQuery({
    queryKey: bookKey(projectId),
    queryFn: () => getBook(projectId),
    enabled: enabled && projectId !== '',
  });
}

/**
 * What a book looks like after `update`, before the server answers: the order, the pages
 * left out (page numbers recounted among the included ones), the cover and the view mode.
 * The revision is left alone; the server's answer replaces this.
 */
export function applyBookUpdate(book: Book, update: UpdateBook): Book {
  let pages = book.pages;
  if (update.order) {
    const byId = new Map(pages.map((page) => [page.generationId, page]));
    const ordered = update.order.flatMap((id) => byId.get(id) ?? []);
    if (ordered.length === pages.length) pages = ordered;
  }
  if (update.excluded) {
    const out = new Set(update.excluded);
    pages = pages.map((page) => ({ ...page, included: !out.has(page.generationId) }));
  }
  let number = 0;
  pages = pages.map((page, index) => ({
    ...page,
    position: index + 1,
    pageNumber: page.included ? ++number : null,
  }));
  return {
    ...book,
    pages,
    includedCount: number,
    viewMode: update.viewMode ?? book.viewMode,
    cover: {
      ...book.cover,
      ...(update.cover?.belongsToLine === undefined ? {} : { belongsToLine: update.cover.belongsToLine }),
      ...(update.cover?.pageId === undefined ? {} : { pageId: update.cover.pageId }),
    },
  };
}

/**
 * Changes the book, showing the change at once and rolling back when the server refuses it;
 * the server's answer (new revision, recounted pages) then replaces the cache, unless a later
 * change is still under way. A refused change (e.g. 409: a page just joined) rolls back and
 * reloads the book.
 */
export function useUpdateBook(projectId: string) {
  const queryClient = useQueryClient();
  const key = bookKey(projectId);
  const mutationKey = [...key, 'update'];
  return useMutation({
    mutationKey,
    mutationFn: (update: UpdateBook) => updateBook(projectId, update),
    onMutate: async (update) => {
      await queryClient.cancelQueries({ queryKey: key, exact: true });
      const previous = queryClient.getQueryData<Book>(key);
      if (previous) queryClient.setQueryData<Book>(key, applyBookUpdate(previous, update));
      return { previous };
    },
    onError: (_error, _update, context) => {
      if (context?.previous) queryClient.setQueryData(key, context.previous);
      void queryClient.invalidateQueries({ queryKey: key, exact: true });
    },
    // While a later change is still on its way, its optimistic book stays on screen.
    onSuccess: (book) => {
      if (queryClient.isMutating({ mutationKey }) <= 1) queryClient.setQueryData(key, book);
    },
  });
}

/** Remembers the workspace's view mode for the project (PATCH { viewMode }). */
export function useSetViewMode(projectId: string) {
  const update = useUpdateBook(projectId);
  return (viewMode: BookViewMode) => update.mutate({ viewMode });
}

/** POST /api/projects/:id/book/print-check: the KDP rules these PDF options (and colored) would break. */
export function checkPrintReady(projectId: string, options: PrintCheckRequest): Promise<PrintCheck> {
  return apiFetch<PrintCheck>(`${bookPath(projectId)}/print-check`, {
    method: 'POST',
    body: { ...options, printReady: true },
  });
}

/**
 * POST /api/projects/:id/book/exports (202): starts, or joins, the export of the book as it is
 * now. Throws ApiError 409 `conflict` for an empty book or a print-ready book that breaks a
 * rule (the message names them).
 */
export function startBookExport(projectId: string, request: StartBookExport): Promise<BookExport> {
  return apiFetch<BookExport>(`${bookPath(projectId)}/exports`, { method: 'POST', body: request });
}

/** GET /api/projects/:id/book/exports/:exportId: the job's status and progress (0..1). */
export function getBookExport(projectId: string, exportId: string): Promise<BookExport> {
  return apiFetch<BookExport>(`${bookPath(projectId)}/exports/${encodeURIComponent(exportId)}`);
}

/** How often a running export is asked for its progress (docs/api.md: "e.g. every 500 ms"). */
export const EXPORT_POLL_MS = 500;

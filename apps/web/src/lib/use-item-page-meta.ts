import { NOT_FOUND, NOT_FOUND_PAGE } from '@inkling/contracts/messages';
import { isApiError } from './api-client';
import { useDocumentMeta } from './use-document-meta';

/** The parts of a TanStack Query result that decide an item page's title. */
interface ItemQuery<T> {
  data: T | undefined;
  isError: boolean;
  error: unknown;
}

/**
 * Title and description of a page that shows one item from the API (a community post, a
 * share link): the item's own once loaded, `loading` before, and the not-found page's when
 * the API answered 404 or 400 (an unknown, hidden or malformed id). Returns true in that
 * last case, so the page renders NotFoundView; the title is set here because this page's
 * effect runs after the child's and would otherwise win.
 */
export function useItemPageMeta<T>(
  query: ItemQuery<T>,
  meta: (item: T) => { title: string; description: string },
  loading: string,
): boolean {
  const notFound =
    query.isError && (isApiError(query.error, 'not_found') || isApiError(query.error, 'bad_request'));
  const own = query.data === undefined ? undefined : meta(query.data);
  useDocumentMeta(
    notFound
      ? { title: NOT_FOUND.heading, description: NOT_FOUND_PAGE.description }
      : (own ?? { title: loading, description: loading }),
  );
  return notFound;
}

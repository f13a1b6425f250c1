import { useEffect } from 'react';
import { documentTitle, usePageHead } from './page-head';

/**
 * Sets the browser tab title to "<title> · Inkling" (or the app name alone) while mounted.
 * A page with its own naming rule passes `suffix`, e.g. a blog post's " | Inkling Blog"
 * (spec content §2 "Blog post"). During the build-time prerender the title goes into the
 * page's `<title>` instead (see PageHeadContext).
 */
export function useDocumentTitle(title: string | undefined, suffix = ' · Inkling'): void {
  const head = usePageHead();
  if (head) head.title = documentTitle(title, suffix);
  useEffect(() => {
    document.title = documentTitle(title, suffix);
  }, [title, suffix]);
}

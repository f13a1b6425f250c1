import { useEffect } from 'react';
import { usePageHead } from './page-head';
import { useDocumentTitle } from './use-document-title';

/**
 * Sets the tab title ("<title> · Inkling", via the app's useDocumentTitle) and the
 * `<meta name="description">` content while the page is mounted; the previous description
 * comes back on unmount so the next page never shows a stale one. During the build-time
 * prerender both go into the page's `<head>` instead (see PageHeadContext).
 */
export function useDocumentMeta({
  title,
  description,
  titleSuffix,
}: {
  /** Page title; undefined shows the app name alone (the home page). */
  title: string | undefined;
  description: string;
  /** Replaces the " · Inkling" after the title (see useDocumentTitle). */
  titleSuffix?: string;
}): void {
  useDocumentTitle(title, titleSuffix);
  const head = usePageHead();
  if (head) head.description = description;
  useEffect(() => {
    let meta = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
    const created = !meta;
    if (!meta) {
      meta = document.createElement('meta');
      meta.name = 'description';
      document.head.append(meta);
    }
    const previous = meta.content;
    meta.content = description;
    return () => {
      if (created) meta.remove();
      else meta.content = previous;
    };
  }, [description]);
}

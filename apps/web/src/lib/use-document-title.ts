import { useEffect } from 'react';

/**
 * Sets the browser tab title to "<title> · Inkling" (or the app name alone) while mounted.
 * A page with its own naming rule passes `suffix`, e.g. a blog post's " | Inkling Blog"
 * (spec content §2 "Blog post").
 */
export function useDocumentTitle(title: string | undefined, suffix = ' · Inkling'): void {
  useEffect(() => {
    document.title = title ? `${title}${suffix}` : 'Inkling · Coloring pages from any idea';
  }, [title, suffix]);
}

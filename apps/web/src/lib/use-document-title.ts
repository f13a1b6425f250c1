import { useEffect } from 'react';

/** Sets the browser tab title to "<title> · Inkling" (or the app name alone) while mounted. */
export function useDocumentTitle(title: string | undefined): void {
  useEffect(() => {
    document.title = title ? `${title} · Inkling` : 'Inkling · Coloring pages from any idea';
  }, [title]);
}

import { createContext, useContext } from 'react';

/**
 * What a page says about itself while it renders (issue 18): the build-time prerender
 * (entry-server.tsx) provides a collector, and useDocumentTitle / useDocumentMeta write the
 * page's own title and description into it during render, so the prerendered `<head>` carries
 * the same texts the browser sets later. In the browser there is no collector (null) and the
 * hooks only set `document.title` and the description in effects.
 */
export interface PageHead {
  /** The full tab title, e.g. "Pricing · Inkling". */
  title?: string;
  /** The `<meta name="description">` content. */
  description?: string;
}

/** The prerender's collector; null in the browser. */
export const PageHeadContext = createContext<PageHead | null>(null);

/** The app's name alone: the home page's title and the fallback (see useDocumentTitle). */
export const APP_TITLE = 'Inkling · Coloring pages from any idea';

/** "<title><suffix>", or the app name alone when `title` is undefined. */
export function documentTitle(title: string | undefined, suffix = ' · Inkling'): string {
  return title ? `${title}${suffix}` : APP_TITLE;
}

/** The prerender's collector, or null in the browser. */
export function usePageHead(): PageHead | null {
  return useContext(PageHeadContext);
}

import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False while React hydrates a prerendered page (issue 18) and true afterwards; always true in
 * an app rendered from scratch. Data that can already be in the cache when a later part of
 * the page hydrates (the session, fetched by the header before the page inside its Suspense
 * boundary hydrates) must render its placeholder until this is true, as the HTML did.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}

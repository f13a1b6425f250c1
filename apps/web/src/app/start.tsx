import { hydrate } from '@tanstack/react-query';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot, type Root, type RootOptions } from 'react-dom/client';
import { createBrowserRouter, matchRoutes } from 'react-router';
import { replayEarlyEventsLater, yieldToMain } from '../lib/early-events';
import { captureEarlyInput } from '../lib/early-input';
import { QUERY_DATA_ID } from '../prerender/query-data';
import { App } from './app';
import { createQueryClient } from './providers';
import { routes } from './router';

/**
 * Starts the app in `root`. A page prerendered at build time (issue 18: `data-prerendered`
 * on the root) is hydrated: first the query cache it was rendered with (the
 * `application/json` block QUERY_DATA_ID), then the code of the lazy routes the address
 * matches, so the first render is the same markup as the HTML. Other pages (the SPA shell)
 * are rendered from scratch. `onRecoverableError` reaches React (hydration mismatches).
 */
export async function startApp(
  root: HTMLElement,
  options: Pick<RootOptions, 'onRecoverableError'> & {
    /** Called once hydration has started; an address it returns is navigated to (main.tsx's held link click). */
    pendingNavigation?: () => string | undefined;
  } = {},
): Promise<Root> {
  const { pendingNavigation, ...rootOptions } = options;
  const queryClient = createQueryClient();
  const prerendered = root.hasAttribute('data-prerendered');
  if (prerendered) {
    await yieldToMain();
    const data = document.getElementById(QUERY_DATA_ID)?.textContent;
    if (data) hydrate(queryClient, JSON.parse(data));
    const matches = matchRoutes(routes, window.location) ?? [];
    await Promise.all(
      matches.map(async ({ route }) => {
        if (typeof route.lazy !== 'function') return;
        const loaded = await route.lazy();
        Object.assign(route, { ...loaded, lazy: undefined });
      }),
    );
    await yieldToMain();
  }
  const router = createBrowserRouter(routes);
  const app = (
    <StrictMode>
      <App router={router} queryClient={queryClient} />
    </StrictMode>
  );
  if (prerendered) {
    // Text typed while the code loaded: its fields' owners take it when they mount (lib/early-input).
    captureEarlyInput(root);
    // As a transition, hydration is interruptible: React works in short slices and lets the
    // browser handle input and paint in between, instead of one long task (the HTML is
    // already on screen, so nothing waits for it).
    let hydrated: Root | undefined;
    startTransition(() => {
      hydrated = hydrateRoot(root, app, rootOptions);
    });
    if (!hydrated) throw new Error('hydrateRoot did not run');
    // A link clicked before now is followed; presses held before now are replayed once the
    // page has hydrated (root layout), or after a time limit if it never says so.
    const to = pendingNavigation?.();
    if (to) void router.navigate(to);
    replayEarlyEventsLater();
    return hydrated;
  }
  pendingNavigation?.();
  const created = createRoot(root, rootOptions);
  created.render(app);
  return created;
}

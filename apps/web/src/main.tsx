import { hydrate } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes } from 'react-router';
import { App } from './app/app';
import { createQueryClient } from './app/providers';
import { routes } from './app/router';
import { QUERY_DATA_ID } from './prerender/query-data';
import './index.css';

const root = document.getElementById('root');
if (!root) throw new Error('Missing #root element');

const queryClient = createQueryClient();
// A page prerendered at build time (issue 18) is hydrated: first the query cache it was
// rendered with, then the code of its lazy route, so the first render matches the HTML.
const prerendered = root.hasAttribute('data-prerendered');
if (prerendered) {
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
}
const router = createBrowserRouter(routes);
const app = (
  <StrictMode>
    <App router={router} queryClient={queryClient} />
  </StrictMode>
);
if (prerendered) hydrateRoot(root, app);
else createRoot(root).render(app);

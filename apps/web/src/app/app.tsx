import type { QueryClient } from '@tanstack/react-query';
import { type createBrowserRouter, RouterProvider } from 'react-router';
import { Providers } from './providers';

/** The whole app: providers around the router (made in main.tsx from app/router's routes). */
export function App({
  router,
  queryClient,
}: {
  router: ReturnType<typeof createBrowserRouter>;
  queryClient?: QueryClient;
}) {
  return (
    <Providers client={queryClient}>
      <RouterProvider router={router} />
    </Providers>
  );
}

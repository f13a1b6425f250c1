import { RouterProvider } from 'react-router';
import { Providers } from './providers';
import { router } from './router';

/** The whole app: providers around the router. */
export function App() {
  return (
    <Providers>
      <RouterProvider router={router} />
    </Providers>
  );
}

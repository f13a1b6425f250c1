import { ROUTE_ERROR } from '@inkling/contracts/messages';
import RefreshCw from 'lucide-react/icons/refresh-cw';
import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { Button, buttonClasses } from '../components/ui/button';
import { paths } from '../config/paths';
import { useDocumentTitle } from '../lib/use-document-title';

/**
 * Shown when a page fails to render or its code cannot load (e.g. after a new release
 * replaced the files); offers a reload and a way home instead of a blank screen.
 */
export function RouteError() {
  const error = useRouteError();
  useDocumentTitle(ROUTE_ERROR.title);
  console.error('Route error', error);
  const status = isRouteErrorResponse(error) ? error.status : null;
  return (
    <main className="mx-auto flex min-h-dvh max-w-md flex-col items-center justify-center gap-4 px-4 text-center">
      <p className="text-6xl" aria-hidden="true">
        🖍️
      </p>
      <h1 className="text-2xl font-extrabold">{ROUTE_ERROR.heading}</h1>
      <p className="text-ink-soft">
        {status ? ROUTE_ERROR.status(status) : ROUTE_ERROR.generic} {ROUTE_ERROR.hint}
      </p>
      <div className="mt-2 flex flex-wrap justify-center gap-2">
        <Button onClick={() => window.location.reload()}>
          <RefreshCw className="size-4" aria-hidden="true" />
          {ROUTE_ERROR.reload}
        </Button>
        <Link to={paths.home} reloadDocument className={buttonClasses('outline')}>
          {ROUTE_ERROR.home}
        </Link>
      </div>
    </main>
  );
}

import { NotFoundView } from '../../../components/layout/not-found-view';

/** The not-found page for unknown routes (spec core "Not-found page"). */
export function NotFoundPage() {
  return <NotFoundView />;
}

import { NOT_FOUND, NOT_FOUND_PAGE } from '@inkling/contracts/messages';
import { Link } from 'react-router';
import { paths } from '../../config/paths';
import { useDocumentMeta } from '../../lib/use-document-meta';
import { buttonClasses } from '../ui/button';

/**
 * The not-found page's body (spec core "Not-found page": "404", "Oops! Page not found",
 * "Return to Home"), for pages whose address exists but whose item does not (an unknown or
 * revoked community post or share link, the moderation page for non-moderators) and for
 * unknown routes (features/not-found renders it). Shared here because features may not
 * import each other.
 */
export function NotFoundView() {
  useDocumentMeta({ title: NOT_FOUND.heading, description: NOT_FOUND_PAGE.description });
  return (
    <div className="mx-auto flex max-w-lg flex-1 flex-col items-center justify-center px-4 py-20 text-center">
      <p className="bg-gradient-to-br from-grape via-berry to-tangerine bg-clip-text text-8xl font-black text-transparent sm:text-9xl">
        {NOT_FOUND.code}
      </p>
      <h1 className="mt-4 text-2xl font-extrabold sm:text-3xl">{NOT_FOUND.heading}</h1>
      <p className="mt-3 text-ink-soft">{NOT_FOUND_PAGE.text}</p>
      <Link to={paths.home} className={buttonClasses('primary', 'lg', 'mt-8')}>
        {NOT_FOUND.link}
      </Link>
    </div>
  );
}

import { NOT_FOUND } from '@inkling/contracts/messages';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button';
import { paths } from '../../../config/paths';
import { useDocumentMeta } from '../../../lib/use-document-meta';

/** The not-found page for unknown routes (spec core "Not-found page"). */
export function NotFoundPage() {
  useDocumentMeta({
    title: NOT_FOUND.heading,
    description:
      'This page is not on Inkling. Head back home to turn any idea into a printable coloring page.',
  });
  return (
    <div className="mx-auto flex max-w-lg flex-1 flex-col items-center justify-center px-4 py-20 text-center">
      <p className="bg-gradient-to-br from-grape via-berry to-tangerine bg-clip-text text-8xl font-black text-transparent sm:text-9xl">
        {NOT_FOUND.code}
      </p>
      <h1 className="mt-4 text-2xl font-extrabold sm:text-3xl">{NOT_FOUND.heading}</h1>
      <p className="mt-3 text-ink-soft">This page wandered off the coloring book.</p>
      <Link to={paths.home} className={buttonClasses('primary', 'lg', 'mt-8')}>
        {NOT_FOUND.link}
      </Link>
    </div>
  );
}

import { Palette } from 'lucide-react';
import { Link } from 'react-router';
import { CreditsUsage } from '../../../components/credits/credits-usage';
import { buttonClasses } from '../../../components/ui/button';
import { paths } from '../../../config/paths';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { CONTENT_PAGES, type ContentPageKey } from './content-pages';

/** A content page awaiting its full content: proper heading, a friendly note and a way back. */
export function ContentPage({ page }: { page: ContentPageKey }) {
  const content = CONTENT_PAGES[page];
  useDocumentTitle(content.title);
  return (
    <div className="mx-auto flex w-full max-w-4xl flex-col items-center px-4 pt-14 pb-10 text-center sm:px-6 sm:pt-20">
      <h1 className="text-4xl font-black tracking-tight sm:text-5xl">{content.heading}</h1>
      <p className="mt-4 max-w-xl text-lg leading-relaxed text-ink-soft">{content.blurb}</p>
      {page === 'settings' ? <CreditsUsage /> : null}
      <div className="mt-10 flex w-full max-w-md flex-col items-center gap-4 rounded-3xl border-2 border-dashed border-line bg-white/70 p-8">
        <span className="grid size-14 place-items-center rounded-full bg-tangerine-soft">
          <Palette className="size-7 text-tangerine" aria-hidden="true" />
        </span>
        <p className="font-bold">We’re still coloring this page in.</p>
        <p className="text-sm text-ink-soft">
          It will be ready very soon. Meanwhile, why not make a new coloring page?
        </p>
        <Link to={paths.home} className={buttonClasses('primary', 'md')}>
          Start creating
        </Link>
      </div>
    </div>
  );
}

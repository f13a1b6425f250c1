import {
  COMMUNITY_TEXTS,
  COMMUNITY_UI_TEXTS,
  SHARE_TARGET_LABELS,
  SHARE_TEXTS,
} from '@inkling/contracts/community';
import { PAGE_IMAGE } from '@inkling/contracts/messages';
import Download from 'lucide-react/icons/download';
import Printer from 'lucide-react/icons/printer';
import Sparkles from 'lucide-react/icons/sparkles';
import { useEffect, useState } from 'react';
import { Link, useParams } from 'react-router';
import { NotFoundView } from '../../../components/layout/not-found-view';
import { Button, buttonClasses } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';
import { paths } from '../../../config/paths';
import { downloadPageImage, formatOfSize, printPageImage } from '../../../lib/page-image';
import { useItemPageMeta } from '../../../lib/use-item-page-meta';

import { useSharedPage } from '../api/get-shared-page';

/** Keeps search engines away from an unlisted page while it is shown (the server's HTML says so too). */
function useNoIndex() {
  useEffect(() => {
    const meta = document.createElement('meta');
    meta.name = 'robots';
    meta.content = 'noindex';
    document.head.append(meta);
    return () => meta.remove();
  }, []);
}

/**
 * /s/{token} (issue 10): an unlisted share link shows only that page and its prompt, with
 * Save and Print and a "Make your own coloring page" link. Unknown or revoked → not found.
 */
export function SharedPagePage() {
  const { token = '' } = useParams();
  const shared = useSharedPage(token);
  const [saving, setSaving] = useState(false);
  useNoIndex();
  const data = shared.data;
  const notFound = useItemPageMeta(
    shared,
    (item) => ({
      title: SHARE_TARGET_LABELS.sharedPageTitle(item.prompt),
      description: SHARE_TARGET_LABELS.sharedPageDescription(item.prompt),
    }),
    SHARE_TEXTS.sharedHeading,
  );

  if (notFound) return <NotFoundView />;

  const printable = data
    ? { prompt: data.prompt, printUrl: data.printUrl, format: formatOfSize(data.width, data.height) }
    : null;

  return (
    <div className="mx-auto w-full max-w-5xl px-4 py-8 sm:px-6 sm:py-12">
      {shared.isError ? (
        <div
          role="alert"
          className="flex flex-col items-center gap-3 rounded-3xl bg-berry-soft p-6 text-center"
        >
          <p>{COMMUNITY_TEXTS.loadFailed}</p>
          <Button variant="outline" onClick={() => void shared.refetch()}>
            {COMMUNITY_UI_TEXTS.retry}
          </Button>
        </div>
      ) : !data || !printable ? (
        <div className="grid gap-8 md:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]" aria-busy="true">
          <Skeleton className="aspect-[17/22] w-full" />
          <Skeleton className="h-8 w-3/4 rounded-full" />
        </div>
      ) : (
        <article className="grid items-start gap-8 md:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
          <img
            src={data.imageUrl}
            alt={PAGE_IMAGE.alt(data.prompt)}
            width={data.width}
            height={data.height}
            className="h-auto max-h-[80dvh] w-full rounded-3xl bg-white object-contain p-4 shadow-lift ring-1 ring-line/60"
          />
          <div className="flex flex-col gap-4">
            <p className="text-sm font-bold tracking-wide text-grape uppercase">
              {SHARE_TEXTS.sharedHeading}
            </p>
            <h1 className="text-3xl font-extrabold tracking-tight break-words">
              <span className="sr-only">{COMMUNITY_UI_TEXTS.promptLabel}: </span>
              {data.prompt}
            </h1>
            <div className="flex flex-wrap gap-2">
              <Button
                variant="outline"
                loading={saving}
                onClick={async () => {
                  setSaving(true);
                  await downloadPageImage(printable);
                  setSaving(false);
                }}
              >
                {saving ? null : <Download className="size-4.5" aria-hidden="true" />}
                {COMMUNITY_TEXTS.save}
              </Button>
              <Button variant="outline" onClick={() => printPageImage(printable)}>
                <Printer className="size-4.5" aria-hidden="true" />
                {COMMUNITY_TEXTS.print}
              </Button>
            </div>
            <Link to={paths.home} className={buttonClasses('primary', 'lg', 'mt-4 self-start')}>
              <Sparkles className="size-5" aria-hidden="true" />
              {SHARE_TEXTS.makeYourOwn}
            </Link>
          </div>
        </article>
      )}
    </div>
  );
}

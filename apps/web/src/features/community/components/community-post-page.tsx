import { COMMUNITY_TEXTS, COMMUNITY_UI_TEXTS } from '@inkling/contracts/community';
import { PAGE_IMAGE } from '@inkling/contracts/messages';
import ArrowLeft from 'lucide-react/icons/arrow-left';
import { Link, useNavigate, useParams } from 'react-router';
import { ColorItLink } from '../../../components/coloring/color-it-link';
import { CommunityPostActions } from '../../../components/community/community-post-actions';
import { NotFoundView } from '../../../components/layout/not-found-view';
import { Button } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';
import { paths } from '../../../config/paths';
import { useCommunityPost } from '../../../lib/api/community-posts';
import { relativeTime } from '../../../lib/relative-time';
import { useRemixNavigate } from '../../../lib/remix';
import { useItemPageMeta } from '../../../lib/use-item-page-meta';

/**
 * /community/{id} (issue 10): one approved post, big, with the gallery's actions (Remix,
 * Save, Print, Share, Report, Delete). The server answers this address with the Open Graph
 * tags in the HTML; this renders the body. An unknown, pending (for others) or removed post
 * is the not-found page.
 */
export function CommunityPostPage() {
  const { postId = '' } = useParams();
  const post = useCommunityPost(postId);
  const remix = useRemixNavigate();
  const navigate = useNavigate();
  const data = post.data;
  const notFound = useItemPageMeta(
    post,
    (item) => ({
      title: COMMUNITY_UI_TEXTS.postTitle(item.prompt),
      description: COMMUNITY_UI_TEXTS.postDescription(item.prompt),
    }),
    COMMUNITY_TEXTS.galleryHeading,
  );

  if (notFound) return <NotFoundView />;

  return (
    <div className="mx-auto w-full max-w-5xl px-4 py-8 sm:px-6 sm:py-12">
      <Link
        to={{ pathname: paths.home, hash: '#community-heading' }}
        className="inline-flex items-center gap-1.5 rounded-full px-3 py-2 text-sm font-semibold text-ink-soft hover:bg-ink/5 hover:text-ink"
      >
        <ArrowLeft className="size-4" aria-hidden="true" />
        {COMMUNITY_UI_TEXTS.backToGallery}
      </Link>
      {post.isError ? (
        <div
          role="alert"
          className="mt-6 flex flex-col items-center gap-3 rounded-3xl bg-berry-soft p-6 text-center"
        >
          <p>{COMMUNITY_TEXTS.loadFailed}</p>
          <Button variant="outline" onClick={() => void post.refetch()}>
            {COMMUNITY_UI_TEXTS.retry}
          </Button>
        </div>
      ) : !data ? (
        <div className="mt-6 grid gap-8 md:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]" aria-busy="true">
          <Skeleton className="aspect-[17/22] w-full" />
          <div className="space-y-3">
            <Skeleton className="h-8 w-3/4 rounded-full" />
            <Skeleton className="h-5 w-1/2 rounded-full" />
          </div>
        </div>
      ) : (
        <article className="mt-6 grid items-start gap-8 md:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
          <img
            src={data.imageUrl}
            alt={PAGE_IMAGE.alt(data.prompt)}
            width={data.width}
            height={data.height}
            className="h-auto max-h-[80dvh] w-full rounded-3xl bg-white object-contain p-4 shadow-lift ring-1 ring-line/60"
          />
          <div className="flex flex-col gap-4">
            <h1 className="text-3xl font-extrabold tracking-tight break-words">{data.prompt}</h1>
            {data.comment ? <p className="text-lg text-ink-soft">“{data.comment}”</p> : null}
            <p className="text-ink-soft">
              {COMMUNITY_UI_TEXTS.byAuthor(data.authorName)} ·{' '}
              <time dateTime={data.publishedAt ?? data.createdAt}>
                {relativeTime(data.publishedAt ?? data.createdAt)}
              </time>
            </p>
            <CommunityPostActions post={data} onRemix={remix} onDeleted={() => navigate(paths.home)} />
            <ColorItLink target={{ postId: data.id }} className="self-start" />
          </div>
        </article>
      )}
    </div>
  );
}

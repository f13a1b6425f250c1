import { COMMUNITY_TEXTS, COMMUNITY_UI_TEXTS } from '@inkling/contracts/community';
import ChevronDown from 'lucide-react/icons/chevron-down';
import ChevronUp from 'lucide-react/icons/chevron-up';
import ImagePlus from 'lucide-react/icons/image-plus';
import { useEffect, useRef, useState } from 'react';
import { useCommunityGallery } from '../../lib/api/community-posts';
import { Button } from '../ui/button';
import { Skeleton } from '../ui/skeleton';
import { CommunityCard } from './community-card';

// Two per row on phones too (issue 32: one per row made the phone home page 9,000 px long).
const gridClass = 'mt-6 grid grid-cols-2 gap-3 sm:gap-5 lg:grid-cols-4';

/**
 * "From the Community" at the end of home (spec core "Community gallery"; issue 10): approved
 * posts newest first, a first screenful of 8, then "Show more" (the next 8 by cursor) and
 * "Show less" (back to the first 8); the empty state "No community images yet" with the
 * invitation to share; skeletons while loading; an error with Try again.
 */
export function CommunityGallery({ onRemix }: { onRemix: (prompt: string) => void }) {
  const gallery = useCommunityGallery();
  const [shownPages, setShownPages] = useState(1);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  // After Show more, focus moves to the first newly shown card (the button may go away).
  const [focusPostId, setFocusPostId] = useState<string | null>(null);
  const pages = gallery.data?.pages ?? [];
  const posts = pages.slice(0, shownPages).flatMap((page) => page.posts);
  const canShowMore = pages.length > shownPages || (pages.length === shownPages && gallery.hasNextPage);

  const showMore = async () => {
    let data = gallery.data;
    if (pages.length <= shownPages) {
      const result = await gallery.fetchNextPage();
      if (result.isError) return;
      data = result.data;
    }
    const next = data?.pages[shownPages]?.posts[0] ?? null;
    setShownPages((n) => n + 1);
    setFocusPostId(next?.id ?? null);
  };

  useEffect(() => {
    if (!focusPostId) return;
    listRef.current?.querySelector<HTMLElement>(`[data-post-id="${focusPostId}"] a`)?.focus();
    setFocusPostId(null);
  }, [focusPostId]);

  // Show less goes back to the first 8 and to the heading, so the page does not jump away.
  const showLess = () => {
    setShownPages(1);
    headingRef.current?.focus({ preventScroll: true });
    headingRef.current?.scrollIntoView?.({ behavior: 'smooth', block: 'start' });
  };

  return (
    <section
      aria-labelledby="community-heading"
      className="mx-auto w-full max-w-6xl scroll-mt-20 px-4 sm:px-6"
    >
      <h2
        id="community-heading"
        ref={headingRef}
        tabIndex={-1}
        className="scroll-mt-24 text-2xl font-extrabold tracking-tight focus:outline-none sm:text-3xl"
      >
        {COMMUNITY_TEXTS.galleryHeading}
      </h2>
      {gallery.isPending ? (
        <ul className={gridClass} aria-busy="true" aria-label={COMMUNITY_UI_TEXTS.galleryLoading}>
          {[0, 1, 2, 3].map((key) => (
            <li key={key} className="overflow-hidden rounded-3xl bg-white shadow-card ring-1 ring-line/60">
              <Skeleton className="aspect-square rounded-none" />
              <div className="space-y-2 p-4">
                <Skeleton className="h-5 w-3/4 rounded-full" />
                <Skeleton className="h-4 w-1/2 rounded-full" />
                <Skeleton className="h-9 w-full rounded-full" />
              </div>
            </li>
          ))}
        </ul>
      ) : gallery.isError && pages.length === 0 ? (
        <div
          role="alert"
          className="mt-4 flex flex-col items-center gap-3 rounded-3xl bg-berry-soft p-6 text-center"
        >
          <p>{COMMUNITY_TEXTS.loadFailed}</p>
          <Button variant="outline" onClick={() => void gallery.refetch()}>
            {COMMUNITY_UI_TEXTS.retry}
          </Button>
        </div>
      ) : posts.length === 0 ? (
        <div className="mt-4 flex flex-col items-center gap-2 rounded-3xl border-2 border-dashed border-line bg-white/60 p-8 text-center">
          <span className="grid size-14 place-items-center rounded-full bg-tangerine-soft">
            <ImagePlus className="size-7 text-tangerine" aria-hidden="true" />
          </span>
          <p className="text-lg font-bold">{COMMUNITY_TEXTS.empty}</p>
          <p className="max-w-md text-ink-soft">{COMMUNITY_TEXTS.emptyInvite}</p>
        </div>
      ) : (
        <>
          <ul ref={listRef} className={gridClass}>
            {posts.map((post) => (
              <CommunityCard key={post.id} post={post} onRemix={onRemix} />
            ))}
          </ul>
          {gallery.isFetchNextPageError ? (
            <p role="alert" className="mt-4 text-center text-sm font-medium text-berry">
              {COMMUNITY_TEXTS.loadFailed}
            </p>
          ) : null}
          {canShowMore || shownPages > 1 ? (
            <div className="mt-6 flex flex-wrap justify-center gap-3">
              {canShowMore ? (
                <Button
                  variant="outline"
                  onClick={() => void showMore()}
                  loading={gallery.isFetchingNextPage}
                >
                  {COMMUNITY_TEXTS.showMore}
                  {gallery.isFetchingNextPage ? null : <ChevronDown className="size-4" aria-hidden="true" />}
                </Button>
              ) : null}
              {shownPages > 1 ? (
                <Button variant="outline" onClick={showLess}>
                  {COMMUNITY_TEXTS.showLess}
                  <ChevronUp className="size-4" aria-hidden="true" />
                </Button>
              ) : null}
            </div>
          ) : null}
        </>
      )}
    </section>
  );
}

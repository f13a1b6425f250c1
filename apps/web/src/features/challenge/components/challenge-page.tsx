import { CHALLENGE_TEXTS, type ChallengeSort } from '@inkling/contracts/challenge';
import { COMMUNITY_UI_TEXTS } from '@inkling/contracts/community';
import { useState } from 'react';
import { CommunityCard } from '../../../components/community/community-card';
import { Button } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';
import { rememberJoined, useChallengeGallery } from '../../../lib/api/challenge';
import { cn } from '../../../lib/cn';
import { useRemixNavigate } from '../../../lib/remix';
import { useDocumentMeta } from '../../../lib/use-document-meta';

const dateFormat = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });

/**
 * /challenge (issue 34): this week's challenge theme and the approved posts shared for it,
 * "Newest" or "Most hearted this week" — the gallery's cards (pictures and first names only).
 * "Join the challenge" goes home with the theme in the prompt box, as Remix does.
 */
export function ChallengePage() {
  useDocumentMeta({ title: CHALLENGE_TEXTS.galleryTitle, description: CHALLENGE_TEXTS.intro });
  const [sort, setSort] = useState<ChallengeSort>('newest');
  const gallery = useChallengeGallery(sort);
  const remix = useRemixNavigate();
  const challenge = gallery.data?.challenge;
  const join = () => {
    if (!challenge) return;
    rememberJoined(challenge.week);
    remix(challenge.theme);
  };
  const lastDay = challenge ? new Date(new Date(challenge.endsAt).getTime() - 86_400_000) : null;

  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-6 px-4 py-10 sm:px-6">
      <header className="flex flex-col gap-3 rounded-3xl bg-sun-soft p-6 ring-1 ring-sun/60 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <p className="text-xs font-bold tracking-wide text-ink-soft uppercase">{CHALLENGE_TEXTS.kicker}</p>
          <h1 className="text-2xl font-extrabold tracking-tight sm:text-3xl">
            {challenge ? CHALLENGE_TEXTS.galleryHeading(challenge.theme) : CHALLENGE_TEXTS.galleryTitle}
          </h1>
          {challenge && lastDay ? (
            <p className="mt-1 text-ink-soft">
              {CHALLENGE_TEXTS.galleryDates(
                dateFormat.format(new Date(challenge.startsAt)),
                dateFormat.format(lastDay),
              )}{' '}
              · {CHALLENGE_TEXTS.intro}
            </p>
          ) : null}
        </div>
        <Button onClick={join} disabled={!challenge} className="w-full sm:w-auto">
          {CHALLENGE_TEXTS.join}
        </Button>
      </header>
      <fieldset className="flex gap-2 border-0 p-0" aria-label={CHALLENGE_TEXTS.galleryTitle}>
        {(
          [
            ['newest', CHALLENGE_TEXTS.newest],
            ['hearts', CHALLENGE_TEXTS.mostHearted],
          ] as const
        ).map(([value, label]) => (
          <button
            key={value}
            type="button"
            aria-pressed={sort === value}
            onClick={() => setSort(value)}
            className={cn(
              'h-10 rounded-full px-4 text-sm font-semibold ring-1 transition-colors',
              sort === value
                ? 'bg-grape text-white ring-grape'
                : 'bg-white text-ink ring-line hover:bg-grape-soft/40',
            )}
          >
            {label}
          </button>
        ))}
      </fieldset>
      {gallery.isPending ? (
        <ul className="grid grid-cols-2 gap-3 sm:gap-5 lg:grid-cols-4" aria-busy="true">
          {[0, 1, 2, 3].map((key) => (
            <li key={key} className="overflow-hidden rounded-3xl bg-white shadow-card ring-1 ring-line/60">
              <Skeleton className="aspect-square rounded-none" />
            </li>
          ))}
        </ul>
      ) : gallery.isError ? (
        <div
          role="alert"
          className="flex flex-col items-center gap-3 rounded-3xl bg-berry-soft p-6 text-center"
        >
          <p>{CHALLENGE_TEXTS.loadFailed}</p>
          <Button variant="outline" onClick={() => void gallery.refetch()}>
            {COMMUNITY_UI_TEXTS.retry}
          </Button>
        </div>
      ) : gallery.data.posts.length === 0 ? (
        <p className="rounded-3xl border-2 border-dashed border-line bg-white/60 p-8 text-center text-lg font-bold">
          {CHALLENGE_TEXTS.empty}
        </p>
      ) : (
        <ul className="grid grid-cols-2 gap-3 sm:gap-5 lg:grid-cols-4" data-testid="challenge-gallery">
          {gallery.data.posts.map((post) => (
            <CommunityCard key={post.id} post={post} onRemix={remix} showChallenge={false} />
          ))}
        </ul>
      )}
    </div>
  );
}

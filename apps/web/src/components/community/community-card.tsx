import { CHALLENGE_TEXTS } from '@inkling/contracts/challenge';
import { COMMUNITY_UI_TEXTS, type CommunityPost } from '@inkling/contracts/community';
import { PAGE_IMAGE } from '@inkling/contracts/messages';
import { Link } from 'react-router';
import { paths } from '../../config/paths';
import { relativeTime } from '../../lib/relative-time';
import { CommunityPostActions } from './community-post-actions';

/**
 * A gallery card (issue 10): the page (a link to its /community/{id} page), the comment, the
 * author's first name and the age ("3 days ago"), the weekly challenge it was shared for
 * (issue 34), and the post's actions.
 */
export function CommunityCard({
  post,
  onRemix,
  showChallenge = true,
}: {
  post: CommunityPost;
  onRemix: (prompt: string) => void;
  /** Show the "Challenge: <theme>" tag (not on the challenge's own gallery, where every card has it). */
  showChallenge?: boolean;
}) {
  const age = relativeTime(post.publishedAt ?? post.createdAt);
  return (
    <li
      data-post-id={post.id}
      className="flex min-w-0 flex-col overflow-hidden rounded-3xl bg-white shadow-card ring-1 ring-line/60"
    >
      <Link
        to={paths.communityPost.build(post.id)}
        aria-label={COMMUNITY_UI_TEXTS.openPost(post.prompt)}
        className="relative block aspect-square overflow-hidden border-b border-line/60 bg-white transition hover:opacity-90 focus-visible:outline-offset-[-3px]"
      >
        <img
          src={post.imageUrl}
          alt={PAGE_IMAGE.alt(post.prompt)}
          loading="lazy"
          className="absolute inset-0 size-full object-contain p-3"
        />
      </Link>
      <div className="flex flex-1 flex-col gap-2 px-4 pt-3 pb-3">
        {showChallenge && post.challengeTheme ? (
          <p className="self-start rounded-full bg-sun-soft px-2.5 py-0.5 text-xs font-semibold text-ink ring-1 ring-sun/60">
            {CHALLENGE_TEXTS.tag(post.challengeTheme)}
          </p>
        ) : null}
        <p className="line-clamp-2 font-bold">{post.prompt}</p>
        {post.comment ? <p className="line-clamp-3 text-sm text-ink-soft">“{post.comment}”</p> : null}
        <p className="mt-auto text-sm text-ink-soft">
          {COMMUNITY_UI_TEXTS.byAuthor(post.authorName)} ·{' '}
          <time dateTime={post.publishedAt ?? post.createdAt}>{age}</time>
        </p>
        <CommunityPostActions post={post} onRemix={onRemix} compact />
      </div>
    </li>
  );
}

import type { CommunityPost, ModerationItem } from '@inkling/contracts/community';
import type { AppContext } from '../context';
import type { PostView } from '../repositories/community.repository';

/** Shown instead of a name that is empty or fails the kid-safety check. */
export const ANONYMOUS_AUTHOR = 'An Inkling artist';
/** Longest first name shown, characters (our own bound for a card's byline). */
const FIRST_NAME_MAX_CHARS = 30;

/** What the viewer is, as far as a post's permissions go. */
export interface PostViewer {
  id: string;
  isModerator: boolean;
}

/**
 * A name as people write one, in any script: letters (with their combining marks), joined by
 * at most one apostrophe or hyphen at a time ("Zoë", "O'Neil", "Anne-Marie", "Анна", "美咲").
 * No digits, dots, colons, slashes, @ or underscores, so no phone number, link or handle.
 */
const NAME_WORD = /^\p{L}\p{M}*(?:['’-]?\p{L}\p{M}*)*$/u;

/**
 * The first name of an author's name (issue 10: "the author's first name only, never
 * e-mail or avatar"): the first word, at most 30 characters, or "An Inkling artist" when it
 * is empty, is not a plain name word (NAME_WORD; issue 27 finding 5: `5551234567`,
 * `linktr.ee/mia_draws`, `insta:mia_draws2015`), holds personal information, or fails the
 * kid-safety check. Worked out each time a post is shown, so a later name change shows at
 * once (and sends approved posts back to review: community.service).
 */
export async function firstName(ctx: Pick<AppContext, 'engine'>, fullName: string): Promise<string> {
  const first = (fullName.trim().split(/\s+/)[0] ?? '').slice(0, FIRST_NAME_MAX_CHARS);
  if (!NAME_WORD.test(first) || ctx.engine.findPersonalInformation(first)) return ANONYMOUS_AUTHOR;
  const verdict = await ctx.engine.checkPrompt(first);
  return verdict.allowed ? first : ANONYMOUS_AUTHOR;
}

/** Public image URLs of a post (GET /api/community/posts/:id/image|print|preview.png). */
export const postImageUrl = (id: string, which: 'image' | 'print' | 'preview.png') =>
  `/api/community/posts/${id}/${which}`;

/**
 * A post as the gallery, /community/{id} and its author see it (contracts
 * `communityPostSchema`); `canDelete` and `isOwn` depend on the viewer, `heartedByMe` on
 * `hearted` (the ids of the posts the viewer hearted; none when not given).
 */
export async function presentPost(
  ctx: Pick<AppContext, 'engine' | 'config'>,
  view: PostView,
  viewer: PostViewer | null,
  hearted?: ReadonlySet<string>,
): Promise<CommunityPost> {
  const { post } = view;
  const isOwn = viewer?.id === post.userId;
  return {
    id: post.id,
    prompt: view.prompt,
    comment: post.comment,
    authorName: await firstName(ctx, view.authorName),
    imageUrl: postImageUrl(post.id, 'image'),
    printUrl: postImageUrl(post.id, 'print'),
    width: view.width ?? 0,
    height: view.height ?? 0,
    status: post.status,
    publishedAt: post.publishedAt?.toISOString() ?? null,
    createdAt: post.createdAt.toISOString(),
    canDelete: isOwn || (viewer?.isModerator ?? false),
    isOwn,
    shareUrl: `${ctx.config.publicUrl}/community/${post.id}`,
    hearts: view.hearts,
    heartedByMe: hearted?.has(post.id) ?? false,
    challengeTheme: post.challengeTheme,
  };
}

/** A post in the moderation queue: the public view plus the author's e-mail, open reports and who made them. */
export async function presentModerationItem(
  ctx: Pick<AppContext, 'engine' | 'config'>,
  view: PostView,
  viewer: PostViewer,
  reports: ModerationItem['reports'],
  reporters: ModerationItem['reporters'],
): Promise<ModerationItem> {
  return {
    ...(await presentPost(ctx, view, viewer)),
    authorName: view.authorName,
    authorEmail: view.authorEmail,
    reopenedAt: view.post.reopenedAt?.toISOString() ?? null,
    reports,
    reporters,
    decisionReason: view.post.decisionReason,
  };
}

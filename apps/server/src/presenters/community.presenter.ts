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
 * The first name of an author's name (issue 10: "the author's first name only, never
 * e-mail or avatar"): the first word, at most 30 characters, or "An Inkling artist" when it
 * is empty, looks like an e-mail address, or fails the kid-safety check.
 */
export async function firstName(ctx: Pick<AppContext, 'engine'>, fullName: string): Promise<string> {
  const first = (fullName.trim().split(/\s+/)[0] ?? '').slice(0, FIRST_NAME_MAX_CHARS);
  if (!first || first.includes('@')) return ANONYMOUS_AUTHOR;
  const verdict = await ctx.engine.checkPrompt(first);
  return verdict.allowed ? first : ANONYMOUS_AUTHOR;
}

/** Public image URLs of a post (GET /api/community/posts/:id/image|print|preview.png). */
export const postImageUrl = (id: string, which: 'image' | 'print' | 'preview.png') =>
  `/api/community/posts/${id}/${which}`;

/**
 * A post as the gallery, /community/{id} and its author see it (contracts
 * `communityPostSchema`); `canDelete` and `isOwn` depend on the viewer.
 */
export async function presentPost(
  ctx: Pick<AppContext, 'engine' | 'config'>,
  view: PostView,
  viewer: PostViewer | null,
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
  };
}

/** A post in the moderation queue: the public view plus the author's e-mail and open reports. */
export async function presentModerationItem(
  ctx: Pick<AppContext, 'engine' | 'config'>,
  view: PostView,
  viewer: PostViewer,
  reports: ModerationItem['reports'],
): Promise<ModerationItem> {
  return {
    ...(await presentPost(ctx, view, viewer)),
    authorName: view.authorName,
    authorEmail: view.authorEmail,
    reopenedAt: view.post.reopenedAt?.toISOString() ?? null,
    reports,
    decisionReason: view.post.decisionReason,
  };
}

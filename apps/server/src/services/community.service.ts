import {
  COMMENT_REFUSALS,
  COMMUNITY_TEXTS,
  type CommunityPage,
  type CommunityPost,
  type CommunityPostCreated,
  type CommunityReportReason,
  GALLERY_MAX_LIMIT,
  type HeartState,
  REPORTS_TO_HIDE,
} from '@inkling/contracts/community';
import type { AppContext } from '../context';
import { AppError, notFound } from '../errors';
import { firstName, presentPost } from '../presenters/community.presenter';
import * as community from '../repositories/community.repository';
import * as generations from '../repositories/generations.repository';
import { getChallenge } from './challenge.service';
import { decide } from './moderation.service';
import { assertKidSafe, assertPromptPublishable } from './safety.service';
import { readPagePicture, type SharedPicture } from './sharing.service';

/** Who is asking: signed out (null), a user, and whether they moderate (ADMIN_EMAILS). */
export interface Viewer {
  id: string;
  email: string;
  isModerator: boolean;
}

/**
 * True when `email` is one of the moderators named in ADMIN_EMAILS (DESIGN decision 9),
 * compared case-insensitively.
 */
export function isModerator(ctx: Pick<AppContext, 'config'>, email: string | null | undefined): boolean {
  if (!email) return false;
  const wanted = email.trim().toLowerCase();
  return ctx.config.adminEmails.some((e) => e.trim().toLowerCase() === wanted);
}

/**
 * Checks a community comment before anything is stored (issue 10): the kid-safety check
 * every prompt passes, then the personal-information check (e-mail, phone, address, URL,
 * @handle, "add me on …"). Throws AppError 422 `blocked_prompt` with a kind sentence from
 * contracts COMMENT_REFUSALS (category `personal-information:<kind>` or the safety category).
 */
export async function assertCommentAllowed(ctx: Pick<AppContext, 'engine'>, comment: string): Promise<void> {
  try {
    await assertKidSafe(ctx, comment, 'comment');
  } catch (error) {
    if (error instanceof AppError) {
      throw new AppError('blocked_prompt', COMMENT_REFUSALS.unsafe, { category: error.category });
    }
    throw error;
  }
  const finding = ctx.engine.findPersonalInformation(comment);
  if (finding) {
    throw new AppError('blocked_prompt', COMMENT_REFUSALS[finding.kind], {
      category: `personal-information:${finding.kind}`,
    });
  }
}

/**
 * Posts one of the user's finished pages to the community (spec core §7 "publish-to-
 * community"; DESIGN decision 9: it starts `pending`). One post per page: a second post of
 * the same page — sequential or concurrent — returns the first with `replayed: true` (the
 * comment of the second is ignored). With `challenge`, the post is tagged with this week's
 * challenge (its ISO week and theme; issue 34). Throws 404 (missing or foreign page), 409 (not
 * finished), 422 (prompt with personal information, or comment refused; nothing stored).
 */
export async function createPost(
  ctx: AppContext,
  userId: string,
  input: { generationId: string; comment: string | null; challenge?: boolean },
): Promise<CommunityPostCreated> {
  const page = await generations.findOwnedGeneration(ctx.db, userId, input.generationId);
  if (!page) throw notFound('Page');
  if (page.status !== 'completed' || !page.printFileId) {
    throw new AppError('conflict', COMMUNITY_TEXTS.notFinished);
  }
  const earlier = await community.findPostByGeneration(ctx.db, page.id);
  if (earlier) return { communityImageId: earlier.id, status: earlier.status, replayed: true };
  assertPromptPublishable(ctx, page.prompt);
  if (input.comment) await assertCommentAllowed(ctx, input.comment);
  const challenge = input.challenge ? await getChallenge(ctx) : null;
  const inserted = await community.insertPost(ctx.db, {
    generationId: page.id,
    userId,
    comment: input.comment,
    challengeWeek: challenge?.week ?? null,
    challengeTheme: challenge?.theme ?? null,
  });
  if (inserted) return { communityImageId: inserted.id, status: inserted.status, replayed: false };
  const winner = await community.findPostByGeneration(ctx.db, page.id);
  if (!winner) throw new AppError('conflict', COMMUNITY_TEXTS.postFailed);
  return { communityImageId: winner.id, status: winner.status, replayed: true };
}

/** True when the viewer may see the post in its current state (approved: everyone). */
export function canSee(view: community.PostView, viewer: Viewer | null): boolean {
  if (view.post.status === 'approved') return true;
  return viewer !== null && (viewer.isModerator || viewer.id === view.post.userId);
}

/** A post the viewer may see, else 404 (the same answer for unknown and hidden posts). */
export async function findVisiblePost(
  ctx: AppContext,
  viewer: Viewer | null,
  postId: string,
): Promise<community.PostView> {
  const view = await community.findPostView(ctx.db, postId);
  if (!view || !canSee(view, viewer)) throw notFound('Post');
  return view;
}

/** GET /api/community/posts/:id for the viewer. */
export async function getPost(
  ctx: AppContext,
  viewer: Viewer | null,
  postId: string,
): Promise<CommunityPost> {
  const view = await findVisiblePost(ctx, viewer, postId);
  return presentPost(ctx, view, viewer, await heartedSet(ctx, viewer, [view]));
}

/** The ids of the given posts the viewer hearted (none when signed out). */
export async function heartedSet(
  ctx: Pick<AppContext, 'db'>,
  viewer: { id: string } | null,
  views: community.PostView[],
): Promise<Set<string>> {
  if (!viewer) return new Set();
  return community.heartedBy(
    ctx.db,
    viewer.id,
    views.map((v) => v.post.id),
  );
}

/**
 * Hearts (`on`) or un-hearts a post for the viewer (issue 34): only approved posts (404 for
 * anything else, the same answer as an unknown post); one heart per account and post, so
 * repeating either — sequentially or concurrently — changes nothing. Returns the count after.
 */
export async function setHeart(
  ctx: AppContext,
  viewer: Viewer,
  postId: string,
  on: boolean,
): Promise<HeartState> {
  const view = await community.findPostView(ctx.db, postId);
  if (view?.post.status !== 'approved') throw notFound('Post');
  if (on) await community.insertHeart(ctx.db, postId, viewer.id, ctx.clock());
  else await community.deleteHeart(ctx.db, postId, viewer.id);
  return { hearts: await community.countHearts(ctx.db, postId), heartedByMe: on };
}

/** Cursor text ↔ keyset position: base64url of `<published_at ISO>|<id>`. */
export function encodeCursor(cursor: community.GalleryCursor): string {
  return Buffer.from(`${cursor.publishedAt.toISOString()}|${cursor.id}`).toString('base64url');
}

/** Parses a cursor from `encodeCursor`; throws 400 for anything else. */
export function decodeCursor(text: string): community.GalleryCursor {
  const [at, id] = Buffer.from(text, 'base64url').toString('utf8').split('|');
  const publishedAt = new Date(at ?? '');
  if (!id || !/^[0-9a-f-]{36}$/i.test(id) || Number.isNaN(publishedAt.getTime())) {
    throw new AppError('bad_request', 'cursor: not a cursor from this gallery');
  }
  return { publishedAt, id };
}

/**
 * One page of the gallery: approved posts, newest published first (keyset pagination on
 * published_at, id). `limit` 1–GALLERY_MAX_LIMIT. Throws 400 for a foreign cursor.
 */
export async function listGallery(
  ctx: AppContext,
  viewer: Viewer | null,
  query: { cursor?: string; limit: number },
): Promise<CommunityPage> {
  const limit = Math.min(Math.max(1, query.limit), GALLERY_MAX_LIMIT);
  const rows = await community.listPublished(
    ctx.db,
    limit + 1,
    query.cursor ? decodeCursor(query.cursor) : undefined,
  );
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  const nextCursor =
    rows.length > limit && last?.post.publishedAt
      ? encodeCursor({ publishedAt: last.post.publishedAt, id: last.post.id })
      : null;
  const hearted = await heartedSet(ctx, viewer, page);
  return { posts: await Promise.all(page.map((v) => presentPost(ctx, v, viewer, hearted))), nextCursor };
}

/**
 * Deletes a post: its author withdraws it (the row goes; the page stays in the project), a
 * moderator removes it (status `removed`, logged with reason `other` unless given). 404 for
 * anyone else, and for a post the viewer cannot see.
 */
export async function deletePost(ctx: AppContext, viewer: Viewer, postId: string): Promise<void> {
  const view = await findVisiblePost(ctx, viewer, postId);
  if (view.post.userId === viewer.id) {
    await community.deletePost(ctx.db, postId);
    return;
  }
  if (!viewer.isModerator) throw notFound('Post');
  await decide(ctx, viewer, postId, { action: 'remove', reason: 'other' });
}

/**
 * Reports a published post (issue 10): one report per user and post; when REPORTS_TO_HIDE
 * different users with standing (an account a day old with a finished page; issue 27
 * finding 7) have reported it since the last decision, it goes back to the moderation queue
 * (status `pending`, hidden from the gallery) and the log records `reports_hidden`. Reports
 * of newer accounts are kept for the moderators, who see every reporter, while the post
 * stays up.
 * Throws 404 (not visible to the reporter, or not published), 409 (the reporter's own post).
 */
export async function reportPost(
  ctx: AppContext,
  viewer: Viewer,
  postId: string,
  reason: CommunityReportReason,
): Promise<void> {
  const view = await findVisiblePost(ctx, viewer, postId);
  if (view.post.status !== 'approved') throw notFound('Post');
  if (view.post.userId === viewer.id) throw new AppError('conflict', COMMUNITY_TEXTS.ownReport);
  await ctx.db.transaction(async (tx) => {
    const added = await community.insertReport(tx, { postId, userId: viewer.id, reason });
    if (!added) return;
    if ((await community.countOpenReports(tx, postId)) < REPORTS_TO_HIDE) return;
    const at = ctx.clock();
    const reopened = await community.reopenPost(tx, postId, at);
    if (!reopened) return;
    await community.appendLog(tx, {
      postId,
      generationId: reopened.generationId,
      moderatorId: null,
      moderatorEmail: null,
      action: 'reports_hidden',
      reason: `${REPORTS_TO_HIDE} reports`,
      createdAt: at,
    });
  });
}

/**
 * Sends the user's approved posts back to the moderation queue when the name the gallery
 * shows for them changes (issue 27 finding 5: a name changed after approval to a phone number
 * or a link-in-bio address appeared on the approved post and in its og:description). Each
 * post goes to `pending` (hidden) with a `text_changed` log entry. Call in the transaction
 * that changes the name; `before` and `after` are full names. Returns how many went back.
 */
export async function reviewAgainAfterNameChange(
  ctx: Pick<AppContext, 'engine' | 'clock' | 'db'>,
  userId: string,
  before: string,
  after: string,
): Promise<number> {
  if ((await firstName(ctx, before)) === (await firstName(ctx, after))) return 0;
  const at = ctx.clock();
  const reopened = await community.reopenPostsOf(ctx.db, userId, at);
  for (const post of reopened) {
    await community.appendLog(ctx.db, {
      postId: post.id,
      generationId: post.generationId,
      moderatorId: null,
      moderatorEmail: null,
      action: 'text_changed',
      reason: 'author name changed',
      createdAt: at,
    });
  }
  return reopened.length;
}

/**
 * One picture of a post the viewer may see (404 otherwise, checked on every request), and
 * whether it is public (approved).
 */
export async function readPostPicture(
  ctx: AppContext,
  viewer: Viewer | null,
  postId: string,
  which: SharedPicture,
): Promise<{ picture: Awaited<ReturnType<typeof readPagePicture>>; isPublic: boolean }> {
  const view = await findVisiblePost(ctx, viewer, postId);
  const page = await generations.findGeneration(ctx.db, view.post.generationId);
  if (!page) throw notFound('Picture');
  return { picture: await readPagePicture(ctx, page, which), isPublic: view.post.status === 'approved' };
}

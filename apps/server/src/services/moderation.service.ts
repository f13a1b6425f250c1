import type {
  CommunityPostStatus,
  ModerationDecision,
  ModerationItem,
  ModerationLogEntry,
  ModerationQueue,
} from '@inkling/contracts/community';
import type { AppContext } from '../context';
import { AppError, notFound } from '../errors';
import { presentModerationItem } from '../presenters/community.presenter';
import * as community from '../repositories/community.repository';

/** A signed-in moderator (callers check ADMIN_EMAILS first). */
export interface Moderator {
  id: string;
  email: string;
  isModerator: boolean;
}

/** Most posts the queue and the published list show at once (our own bound). */
const QUEUE_LIMIT = 100;
/** Most log entries returned (the newest). */
const LOG_LIMIT = 100;

/** Which statuses each decision may start from, and where it leads. */
const TRANSITIONS: Record<
  ModerationDecision['action'],
  { from: CommunityPostStatus[]; to: CommunityPostStatus }
> = {
  approve: { from: ['pending', 'rejected', 'removed'], to: 'approved' },
  reject: { from: ['pending'], to: 'rejected' },
  remove: { from: ['approved', 'pending'], to: 'removed' },
};

/** Throws 404 unless the viewer moderates: non-moderators must not learn the routes exist. */
export function assertModerator(viewer: Moderator | null): asserts viewer is Moderator {
  if (!viewer?.isModerator) throw notFound('Page');
}

async function withReports(
  ctx: AppContext,
  viewer: Moderator,
  views: community.PostView[],
): Promise<ModerationItem[]> {
  const ids = views.map((v) => v.post.id);
  const [counts, reporters] = await Promise.all([
    community.openReportsByReason(ctx.db, ids),
    community.openReporters(ctx.db, ids),
  ]);
  return Promise.all(
    views.map((v) =>
      presentModerationItem(
        ctx,
        v,
        viewer,
        counts.filter((c) => c.postId === v.post.id).map((c) => ({ reason: c.reason, count: c.n })),
        reporters
          .filter((r) => r.postId === v.post.id)
          .map(({ postId: _, reportedAt, counted, ...r }) => ({
            ...r,
            reportedAt: reportedAt.toISOString(),
            counted: Boolean(counted),
          })),
      ),
    ),
  );
}

/**
 * The moderation queue (issue 10): pending posts oldest first, including approved posts that
 * reports sent back, and the published posts newest first so one can be removed.
 */
export async function getQueue(ctx: AppContext, viewer: Moderator): Promise<ModerationQueue> {
  const [pending, published] = await Promise.all([
    community.listPending(ctx.db, QUEUE_LIMIT),
    community.listPublished(ctx.db, QUEUE_LIMIT),
  ]);
  return {
    items: await withReports(ctx, viewer, pending),
    published: await withReports(ctx, viewer, published),
  };
}

/** How many posts wait for review (the count in the moderators' menu). */
export function pendingCount(ctx: AppContext): Promise<number> {
  return community.countPending(ctx.db);
}

/**
 * Applies a moderator's decision in one transaction: the post's status (approve → public,
 * reject, remove), its open reports resolved, and one entry appended to the moderation log
 * (who, when, what, why). Throws 404 for an unknown post, 409 when the post is not in a
 * state the decision applies to (e.g. another moderator decided first).
 */
export async function decide(
  ctx: AppContext,
  moderator: Moderator,
  postId: string,
  decision: ModerationDecision,
): Promise<ModerationItem> {
  const rule = TRANSITIONS[decision.action];
  const at = ctx.clock();
  const reason = decision.action === 'approve' ? null : (decision.reason ?? 'other');
  await ctx.db.transaction(async (tx) => {
    const updated = await community.decidePost(tx, postId, rule.from, {
      status: rule.to,
      reason,
      moderatorId: moderator.id,
      at,
    });
    if (!updated) {
      const exists = await community.findPostView(tx, postId);
      if (!exists) throw notFound('Post');
      throw new AppError('conflict', `This post is ${exists.post.status}; it cannot be changed that way.`);
    }
    await community.resolveReports(tx, postId, at);
    await community.appendLog(tx, {
      postId,
      generationId: updated.generationId,
      moderatorId: moderator.id,
      moderatorEmail: moderator.email,
      action: decision.action,
      reason,
      createdAt: at,
    });
  });
  const view = await community.findPostView(ctx.db, postId);
  if (!view) throw notFound('Post');
  const [item] = await withReports(ctx, moderator, [view]);
  return item!;
}

/** The newest moderation log entries first. */
export async function getLog(ctx: AppContext): Promise<ModerationLogEntry[]> {
  const rows = await community.listLog(ctx.db, LOG_LIMIT);
  return rows.map((r) => ({
    id: r.id,
    postId: r.postId,
    action: r.action,
    reason: r.reason,
    moderatorEmail: r.moderatorEmail,
    createdAt: r.createdAt.toISOString(),
  }));
}

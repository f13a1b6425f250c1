import type { Generation } from '@inkling/contracts/api';
import {
  COMMUNITY_TEXTS,
  COMMUNITY_UI_TEXTS,
  type CommunityPostStatus,
  MODERATION_REASON_LABELS,
  type ModerationReason,
  type PageSharing,
  SHARE_TARGET_LABELS,
  SHARE_TEXTS,
} from '@inkling/contracts/community';
import { useQueryClient } from '@tanstack/react-query';
import CircleCheck from 'lucide-react/icons/circle-check';
import CircleX from 'lucide-react/icons/circle-x';
import Clock from 'lucide-react/icons/clock';
import Link2 from 'lucide-react/icons/link-2';
import Users from 'lucide-react/icons/users';
import { type ReactNode, useState } from 'react';
import { useDeleteCommunityPost } from '../../lib/api/community-posts';
import { useProjectSharing, useRevokeShareLink } from '../../lib/api/sharing';
import { cn } from '../../lib/cn';
import { queryKeys } from '../../lib/query-keys';
import { toast } from '../../lib/toast';
import { useApiError } from '../../lib/use-api-error';
import { Button, type ButtonProps } from '../ui/button';
import { CommunityShareDialog } from './community-share-dialog';

/** This page's entry in the project's sharing state (GET /api/projects/:id/sharing), if any. */
export function usePageSharing(generation: Generation): PageSharing | undefined {
  const sharing = useProjectSharing(generation.projectId);
  return sharing.data?.pages.find((page) => page.generationId === generation.id);
}

export interface PostToCommunityButtonProps {
  generation: Generation;
  size?: ButtonProps['size'];
  variant?: ButtonProps['variant'];
  className?: string;
  label?: ReactNode;
}

/**
 * "Post to community" for a finished page (issue 10): opens the community-share dialog.
 * Hidden once the page has a post (its status shows instead, {@link PageCommunityStatus}).
 */
export function PostToCommunityButton({
  generation,
  size = 'md',
  variant = 'outline',
  className,
  label,
}: PostToCommunityButtonProps) {
  const [open, setOpen] = useState(false);
  const sharing = usePageSharing(generation);
  if (generation.status !== 'completed' || sharing?.post) return null;
  return (
    <>
      <Button variant={variant} size={size} onClick={() => setOpen(true)} className={className}>
        <Users className="size-4.5" aria-hidden="true" />
        {label ?? COMMUNITY_UI_TEXTS.postAction}
      </Button>
      <CommunityShareDialog
        page={
          open
            ? {
                generationId: generation.id,
                projectId: generation.projectId,
                prompt: generation.prompt,
                previewUrl: generation.result?.previewUrl,
              }
            : null
        }
        onClose={() => setOpen(false)}
      />
    </>
  );
}

const STATUS: Record<CommunityPostStatus, { text: string; icon: ReactNode; className: string }> = {
  pending: {
    text: COMMUNITY_TEXTS.waitingForReview,
    icon: <Clock className="size-4" aria-hidden="true" />,
    className: 'bg-sun-soft text-ink',
  },
  approved: {
    text: COMMUNITY_TEXTS.published,
    icon: <CircleCheck className="size-4" aria-hidden="true" />,
    className: 'bg-leaf-soft text-ink',
  },
  rejected: {
    text: COMMUNITY_TEXTS.rejected,
    icon: <CircleX className="size-4" aria-hidden="true" />,
    className: 'bg-berry-soft text-ink',
  },
  removed: {
    text: COMMUNITY_TEXTS.removed,
    icon: <CircleX className="size-4" aria-hidden="true" />,
    className: 'bg-berry-soft text-ink',
  },
};

/** A moderation reason's words ("Not suitable for children"); unknown codes as they are. */
export function reasonLabel(reason: string): string {
  return MODERATION_REASON_LABELS[reason as ModerationReason] ?? reason;
}

/**
 * How a page is shared, in the workspace (issue 10): a posted page's status ("Waiting for
 * review", published, or not accepted / removed with the moderator's reason) with Withdraw
 * (the author's DELETE: the post goes, the page stays); a page with an unlisted link, "Shared
 * with a link" with Stop sharing. Nothing for a page that is neither.
 */
export function PageCommunityStatus({
  generation,
  className,
}: {
  generation: Generation;
  className?: string;
}) {
  const sharing = usePageSharing(generation);
  const withdraw = useDeleteCommunityPost();
  const showApiError = useApiError();
  const queryClient = useQueryClient();
  const revoke = useRevokeShareLink(generation.projectId);
  const post = sharing?.post;
  if (!post) {
    if (!sharing?.link) return null;
    return (
      <div
        className={cn(
          'flex flex-wrap items-center gap-x-3 gap-y-1 rounded-2xl bg-sky-soft px-3 py-1.5 text-sm',
          className,
        )}
      >
        <p className="flex items-center gap-1.5 font-semibold">
          <Link2 className="size-4" aria-hidden="true" />
          {SHARE_TARGET_LABELS.linkActive}
        </p>
        <button
          type="button"
          onClick={() =>
            revoke.mutate(generation.id, {
              onSuccess: () => toast.success(SHARE_TEXTS.revoked),
              onError: (error) => showApiError(error, SHARE_TARGET_LABELS.revokeFailed),
            })
          }
          disabled={revoke.isPending}
          className="ml-auto rounded-full px-2 py-0.5 font-semibold text-ink underline decoration-2 underline-offset-2 hover:bg-ink/5 disabled:opacity-50"
        >
          {SHARE_TEXTS.revoke}
        </button>
      </div>
    );
  }
  const status = STATUS[post.status];
  const onWithdraw = () =>
    withdraw.mutate(post.id, {
      onSuccess: () => {
        toast.success(COMMUNITY_TEXTS.withdrawn);
        void queryClient.invalidateQueries({ queryKey: queryKeys.projectSharing(generation.projectId) });
      },
      onError: (error) => showApiError(error, COMMUNITY_UI_TEXTS.withdrawFailed),
    });
  return (
    <div
      className={cn(
        'flex flex-wrap items-center gap-x-3 gap-y-1 rounded-2xl px-3 py-1.5 text-sm',
        status.className,
        className,
      )}
    >
      <p className="flex items-center gap-1.5 font-semibold">
        {status.icon}
        {status.text}
      </p>
      {post.decisionReason && (post.status === 'rejected' || post.status === 'removed') ? (
        <p className="text-ink-soft">{COMMUNITY_UI_TEXTS.decisionReason(reasonLabel(post.decisionReason))}</p>
      ) : null}
      <button
        type="button"
        onClick={onWithdraw}
        disabled={withdraw.isPending}
        className="ml-auto rounded-full px-2 py-0.5 font-semibold text-ink underline decoration-2 underline-offset-2 hover:bg-ink/5 disabled:opacity-50"
      >
        {COMMUNITY_TEXTS.withdraw}
      </button>
    </div>
  );
}

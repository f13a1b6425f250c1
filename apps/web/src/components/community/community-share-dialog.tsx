import { CHALLENGE_TEXTS } from '@inkling/contracts/challenge';
import {
  COMMENT_MAX_CHARS,
  COMMUNITY_TEXTS,
  COMMUNITY_UI_TEXTS,
  communityCommentSchema,
} from '@inkling/contracts/community';
import { PAGE_IMAGE } from '@inkling/contracts/messages';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, type KeyboardEvent, useEffect, useId, useState } from 'react';
import { joinedWeek, useChallenge } from '../../lib/api/challenge';
import { useCreateCommunityPost } from '../../lib/api/community-posts';
import { useSession } from '../../lib/api/get-session';
import { isApiError } from '../../lib/api-client';
import { queryKeys } from '../../lib/query-keys';
import { toast } from '../../lib/toast';
import { apiErrorMessage } from '../../lib/use-api-error';
import { useRequestSignIn } from '../auth/sign-in-context';
import { Button } from '../ui/button';
import { Dialog } from '../ui/dialog';

/** The page to post: its generation id (null when unknown), project, prompt and preview. */
export interface PostablePage {
  generationId: string | null | undefined;
  projectId: string;
  prompt: string;
  previewUrl?: string;
}

export interface CommunityShareDialogProps {
  page: PostablePage | null;
  onClose: () => void;
}

const fieldClass =
  'w-full rounded-2xl border-2 border-line bg-white px-4 text-base focus:border-grape focus:outline-none aria-[invalid=true]:border-berry';

/**
 * The community-share dialog (spec core "Community-share dialog", §5, §8; issue 10): an
 * optional comment with an "n/500" counter (trimmed, empty sent as null), the required terms
 * checkbox, and the post button, disabled until the box is ticked and while posting
 * ("Posting..."). Toasts: "Posted to community!", "Failed to post to community", "Cannot
 * post: Missing image information" (no generation id), "Please sign in to post to
 * community" (signed out). A refused comment (422) is explained in the dialog and kept.
 * "Part of this week's challenge" (issue 34) tags the post with the week's theme; it starts
 * ticked when this browser joined this week's challenge on home.
 */
export function CommunityShareDialog({ page, onClose }: CommunityShareDialogProps) {
  const id = useId();
  const [comment, setComment] = useState('');
  const [accepted, setAccepted] = useState(false);
  const [termsError, setTermsError] = useState(false);
  const [commentError, setCommentError] = useState<string | null>(null);
  const [forChallenge, setForChallenge] = useState(false);
  const challenge = useChallenge();
  const { data: session } = useSession();
  const requestSignIn = useRequestSignIn();
  const queryClient = useQueryClient();
  const create = useCreateCommunityPost(page?.projectId ?? '');
  const open = page !== null;

  const challengeWeek = challenge.data?.week;
  useEffect(() => {
    if (open) setForChallenge(challengeWeek !== undefined && joinedWeek() === challengeWeek);
  }, [open, challengeWeek]);

  useEffect(() => {
    if (open) {
      setComment('');
      setAccepted(false);
      setTermsError(false);
      setCommentError(null);
    }
  }, [open]);

  const signInFirst = () => {
    toast.error(COMMUNITY_TEXTS.signInToPost);
    onClose();
    void queryClient.invalidateQueries({ queryKey: queryKeys.session });
    requestSignIn();
  };

  const submit = () => {
    if (!page || create.isPending) return;
    if (!accepted) {
      setTermsError(true);
      return;
    }
    if (!session?.user) {
      signInFirst();
      return;
    }
    if (!page.generationId) {
      toast.error(COMMUNITY_TEXTS.missingImage);
      return;
    }
    const parsed = communityCommentSchema.safeParse(comment);
    if (!parsed.success) {
      setCommentError(parsed.error.issues[0]?.message ?? COMMUNITY_TEXTS.postFailed);
      return;
    }
    create.mutate(
      {
        generationId: page.generationId,
        comment: parsed.data,
        ...(forChallenge && challenge.data ? { challenge: true } : {}),
      },
      {
        onSuccess: () => {
          toast.success(COMMUNITY_TEXTS.posted, { description: COMMUNITY_UI_TEXTS.postedWaiting });
          onClose();
        },
        onError: (error) => {
          if (isApiError(error, 'blocked_prompt')) {
            setCommentError(error.message);
            return;
          }
          if (isApiError(error) && error.status === 401) {
            signInFirst();
            return;
          }
          const detail = apiErrorMessage(error, '');
          toast.error(COMMUNITY_TEXTS.postFailed, detail ? { description: detail } : undefined);
        },
      },
    );
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    submit();
  };

  // Ctrl/⌘+Enter in the comment posts, like the button.
  const onCommentKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      submit();
    }
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) onClose();
      }}
      title={COMMUNITY_TEXTS.dialogTitle}
      description={COMMUNITY_TEXTS.dialogText}
    >
      <form onSubmit={onSubmit} noValidate className="mt-5 flex flex-col gap-4">
        {page?.previewUrl ? (
          <img
            src={page.previewUrl}
            alt={PAGE_IMAGE.alt(page.prompt)}
            className="mx-auto h-40 w-auto rounded-2xl bg-white object-contain ring-1 ring-line"
          />
        ) : null}
        <div className="flex flex-col gap-1.5">
          <div className="flex items-baseline justify-between gap-2">
            <label htmlFor={`${id}-comment`} className="text-sm font-semibold">
              {COMMUNITY_TEXTS.commentLabel}
            </label>
            <span id={`${id}-counter`} className="text-xs font-semibold text-ink-soft tabular-nums">
              {COMMUNITY_UI_TEXTS.commentCounter(comment.length)}
            </span>
          </div>
          <textarea
            id={`${id}-comment`}
            value={comment}
            maxLength={COMMENT_MAX_CHARS}
            rows={3}
            placeholder={COMMUNITY_TEXTS.commentPlaceholder}
            onChange={(event) => {
              setComment(event.target.value);
              setCommentError(null);
            }}
            onKeyDown={onCommentKeyDown}
            aria-invalid={commentError ? true : undefined}
            aria-describedby={commentError ? `${id}-counter ${id}-comment-error` : `${id}-counter`}
            className={`${fieldClass} resize-none py-3`}
          />
          {commentError ? (
            <p id={`${id}-comment-error`} role="alert" className="text-sm font-medium text-berry">
              {commentError}
            </p>
          ) : null}
        </div>
        {challenge.data ? (
          <label className="flex cursor-pointer items-start gap-3 text-[15px]">
            <input
              type="checkbox"
              checked={forChallenge}
              onChange={(event) => setForChallenge(event.target.checked)}
              className="mt-0.5 size-5 shrink-0 accent-grape"
            />
            <span>{CHALLENGE_TEXTS.tagLabel(challenge.data.theme)}</span>
          </label>
        ) : null}
        <div className="flex flex-col gap-1">
          <label className="flex cursor-pointer items-start gap-3 text-[15px]">
            <input
              type="checkbox"
              checked={accepted}
              onChange={(event) => {
                setAccepted(event.target.checked);
                setTermsError(false);
              }}
              required
              aria-invalid={termsError ? true : undefined}
              aria-describedby={termsError ? `${id}-terms-error` : undefined}
              className="mt-0.5 size-5 shrink-0 accent-grape"
            />
            <span>{COMMUNITY_TEXTS.termsLabel}</span>
          </label>
          {termsError ? (
            <p id={`${id}-terms-error`} role="alert" className="pl-8 text-sm font-medium text-berry">
              {COMMUNITY_TEXTS.acceptTerms}
            </p>
          ) : null}
        </div>
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={onClose}>
            {COMMUNITY_TEXTS.cancel}
          </Button>
          <Button type="submit" disabled={!accepted || create.isPending}>
            {create.isPending ? COMMUNITY_TEXTS.posting : COMMUNITY_TEXTS.post}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}

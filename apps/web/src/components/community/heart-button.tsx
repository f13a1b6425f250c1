import { type CommunityPost, HEART_TEXTS } from '@inkling/contracts/community';
import Heart from 'lucide-react/icons/heart';
import { useEffect, useState } from 'react';
import { useSetHeart } from '../../lib/api/community-posts';
import { useSession } from '../../lib/api/get-session';
import { cn } from '../../lib/cn';
import { toast } from '../../lib/toast';
import { useApiError } from '../../lib/use-api-error';
import { useRequestSignIn } from '../auth/sign-in-context';

/**
 * The heart of an approved community post (issue 34): a toggle button (`aria-pressed`) with
 * the count beside it. Signed out, pressing it says why and opens the sign-up dialog. The count is the post's
 * own; the gallery keeps its newest-first order (hearts are no ranking of children).
 */
export function HeartButton({ post, compact = false }: { post: CommunityPost; compact?: boolean }) {
  const { data: session } = useSession();
  const [state, setState] = useState({ hearts: post.hearts, heartedByMe: post.heartedByMe });
  const setHeart = useSetHeart();
  const showApiError = useApiError();
  const requestSignIn = useRequestSignIn();
  useEffect(() => {
    setState({ hearts: post.hearts, heartedByMe: post.heartedByMe });
  }, [post.hearts, post.heartedByMe]);
  if (post.status !== 'approved') return null;

  const onClick = () => {
    if (!session?.user) {
      // Why, then the sign-up dialog itself (as the prompt box does when signed out).
      toast.error(HEART_TEXTS.signInToHeart);
      requestSignIn();
      return;
    }
    const on = !state.heartedByMe;
    setHeart.mutate(
      { postId: post.id, on },
      {
        onSuccess: (next) => setState(next),
        onError: (error) => showApiError(error, HEART_TEXTS.failed),
      },
    );
  };

  return (
    <button
      type="button"
      onClick={onClick}
      disabled={setHeart.isPending}
      aria-pressed={state.heartedByMe}
      aria-label={`${state.heartedByMe ? HEART_TEXTS.unheart : HEART_TEXTS.heart} (${HEART_TEXTS.count(state.hearts)})`}
      title={state.heartedByMe ? HEART_TEXTS.unheart : HEART_TEXTS.heart}
      data-testid="heart-button"
      className={cn(
        'inline-flex items-center gap-1 rounded-full font-bold tabular-nums transition-colors',
        compact ? 'h-9 px-2 text-sm' : 'h-11 border-2 border-line bg-white px-4 text-[15px]',
        state.heartedByMe ? 'text-berry hover:bg-berry-soft' : 'text-ink-soft hover:bg-ink/5 hover:text-ink',
      )}
    >
      <Heart className={cn('size-4.5', state.heartedByMe && 'fill-current')} aria-hidden="true" />
      <span aria-hidden="true">{state.hearts}</span>
    </button>
  );
}

import type { CreatedGeneration, Session } from '@inkling/contracts/api';
import { TOASTS, UPLOAD_TEXTS } from '@inkling/contracts/messages';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef, useState } from 'react';
import { useCreateGeneration } from '../../lib/api/create-generation';
import { getSession, spendableCredits } from '../../lib/api/get-session';
import { isApiError } from '../../lib/api-client';
import { queryKeys } from '../../lib/query-keys';
import { toast } from '../../lib/toast';
import { useApiError } from '../../lib/use-api-error';
import { useRequestSignIn } from '../auth/sign-in-context';
import { comicOf, type PromptDraft } from './prompt-draft';

/** The post-sign-in welcome toast; it asks for a press of send, so sending dismisses it. */
export const WELCOME_TOAST_ID = 'welcome';

export interface SubmitPromptOptions {
  /** The workspace's project; absent on home, where the server makes a new project. */
  projectId?: string;
  /** Called with the server's answer once the page is queued (home navigates, the chat stays). */
  onCreated: (created: CreatedGeneration) => void;
  /** Resumes after the user signed in from the dialog this flow opened. */
  onSignedIn: (session: Session) => void;
}

/**
 * The submit flow of the prompt box, home and workspace alike (spec core §4 "Home flow",
 * "Workspace send flow"; issue 9):
 * - signed out → the sign-up dialog (the draft stays for one more press of send, so the
 *   user sees their credits before spending one); no credits → the out-of-credits dialog;
 * - otherwise ONE call, POST /api/generations with the draft's Idempotency-Key (a second
 *   press while it runs is ignored; a re-send of the same draft reuses the key);
 * - 402 → out-of-credits dialog; 422 → the friendly kid-safety popup with the server's
 *   text; 413/415 → the upload texts; anything else (401 → sign-in, network, 429 …) goes
 *   to useApiError with "Failed to create generation" (spec core §8) as the fallback.
 * `submit` resolves once the flow is over; it never throws.
 */
export function useSubmitPrompt({ projectId, onCreated, onSignedIn }: SubmitPromptOptions) {
  const queryClient = useQueryClient();
  const requestSignIn = useRequestSignIn();
  const showApiError = useApiError();
  const create = useCreateGeneration();
  const [checking, setChecking] = useState(false);
  const [outOfCredits, setOutOfCredits] = useState(false);
  const [popup, setPopup] = useState<string | null>(null);
  const busy = useRef(false);

  const submit = useCallback(
    async (draft: PromptDraft, idempotencyKey: string): Promise<void> => {
      if (busy.current) return;
      busy.current = true;
      setChecking(true);
      try {
        let session: Session;
        try {
          session =
            queryClient.getQueryData<Session>(queryKeys.session) ??
            (await queryClient.fetchQuery({ queryKey: queryKeys.session, queryFn: getSession }));
        } catch (error) {
          showApiError(error, TOASTS.sessionFailed);
          return;
        }
        if (!session.user) {
          requestSignIn({ onSignedIn });
          return;
        }
        if (spendableCredits(session) <= 0) {
          setOutOfCredits(true);
          return;
        }
        toast.dismiss(WELCOME_TOAST_ID);
        try {
          const created = await create.mutateAsync({
            input: {
              prompt: draft.prompt.trim(),
              projectId,
              characterId: draft.character?.id,
              audience: draft.audience,
              format: draft.format,
              style: draft.style,
              // A comic page (issue 33); a photo page is always a single picture.
              ...(draft.image ? {} : { comic: comicOf(draft) }),
              // Photo options go only with a photo (the API refuses them without one).
              ...(draft.image
                ? {
                    photoSubject: draft.photoSubject ?? undefined,
                    photoDetail: draft.photoDetail === 'usual' ? undefined : draft.photoDetail,
                  }
                : {}),
            },
            image: draft.image,
            idempotencyKey,
          });
          onCreated(created);
        } catch (error) {
          if (isApiError(error, 'insufficient_credits')) {
            void queryClient.invalidateQueries({ queryKey: queryKeys.session });
            setOutOfCredits(true);
          } else if (isApiError(error, 'blocked_prompt')) {
            setPopup(error.message);
          } else if (isApiError(error, 'payload_too_large')) {
            toast.error(UPLOAD_TEXTS.tooLarge);
          } else if (isApiError(error, 'unsupported_media_type')) {
            toast.error(UPLOAD_TEXTS.wrongType);
          } else {
            if (!isApiError(error) || error.status >= 500) {
              console.error('Creating a page failed', error);
            }
            showApiError(error, TOASTS.createGenerationFailed);
          }
        }
      } finally {
        busy.current = false;
        setChecking(false);
      }
    },
    [queryClient, requestSignIn, onSignedIn, showApiError, create.mutateAsync, projectId, onCreated],
  );

  return { submit, submitting: checking, outOfCredits, setOutOfCredits, popup, setPopup };
}

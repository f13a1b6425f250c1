import type { Project, Session } from '@inkling/contracts/api';
import { UPLOAD_MAX_BYTES } from '@inkling/contracts/limits';
import { TOASTS, UPLOAD_TEXTS } from '@inkling/contracts/messages';
import { projectTitleFromPrompt } from '@inkling/contracts/rules';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { useRequestSignIn } from '../../../components/auth/sign-in-context';
import { paths } from '../../../config/paths';
import { createGeneration } from '../../../lib/api/create-generation';
import { getSession, spendableCredits } from '../../../lib/api/get-session';
import { ApiError, isApiError } from '../../../lib/api-client';
import { compressImage } from '../../../lib/compress-image';
import { queryKeys } from '../../../lib/query-keys';
import { createProject } from '../api/create-project';
import { deleteProject } from '../api/delete-project';
import { uploadImage } from '../api/upload-image';
import type { PromptDraft } from './prompt-box';

/** The post-sign-in welcome toast; it asks for a press of send, so sending dismisses it. */
export const WELCOME_TOAST_ID = 'welcome';

/** Where a prompt typed before a Google sign-in redirect waits to be restored. */
export const PENDING_PROMPT_KEY = 'inkling.pendingPrompt';

/**
 * The home submit flow (spec core §4 "Home flow", DESIGN decision 7): signed out → sign-up
 * dialog (then `onSignedIn`; the prompt stays in the box for one more press of send, so
 * the user sees their credits before spending one); no credits → out-of-credits dialog;
 * otherwise upload the image, create the project, start the generation and open the
 * workspace at once. 402 opens the out-of-credits dialog, 422 shows the friendly popup.
 */
export function useSubmitPrompt({ onSignedIn }: { onSignedIn: (session: Session) => void }) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const requestSignIn = useRequestSignIn();
  const [submitting, setSubmitting] = useState(false);
  const [outOfCredits, setOutOfCredits] = useState(false);
  const [popup, setPopup] = useState<string | null>(null);
  const busy = useRef(false);

  const submit = useCallback(
    async (draft: PromptDraft): Promise<void> => {
      if (busy.current) return;
      const prompt = draft.prompt.trim();
      let session: Session;
      try {
        session =
          queryClient.getQueryData<Session>(queryKeys.session) ??
          (await queryClient.fetchQuery({ queryKey: queryKeys.session, queryFn: getSession }));
      } catch {
        toast.error(TOASTS.sessionFailed);
        return;
      }
      if (!session.user) {
        sessionStorage.setItem(PENDING_PROMPT_KEY, draft.prompt);
        requestSignIn({ onSignedIn });
        return;
      }
      if (spendableCredits(session) <= 0) {
        setOutOfCredits(true);
        return;
      }

      busy.current = true;
      toast.dismiss(WELCOME_TOAST_ID);
      setSubmitting(true);
      let stage: 'upload' | 'project' | 'generation' = 'upload';
      let project: Project | undefined;
      try {
        // Large photos are shrunk in the browser first (spec core §5), so phones upload fast.
        const image = draft.image ? await compressImage(draft.image) : null;
        if (image && image.size > UPLOAD_MAX_BYTES)
          throw new ApiError('payload_too_large', UPLOAD_TEXTS.tooLarge, 413);
        const inputImageId = image ? (await uploadImage(image)).id : undefined;
        stage = 'project';
        project = await createProject({ title: projectTitleFromPrompt(prompt) });
        stage = 'generation';
        const generation = await createGeneration(project.id, {
          prompt,
          inputImageId,
          characterId: draft.character?.id,
          audience: draft.audience,
          format: draft.format,
        });
        queryClient.setQueryData<Project>(queryKeys.project(project.id), {
          ...project,
          generations: [generation],
        });
        void queryClient.invalidateQueries({ queryKey: queryKeys.projects, exact: true });
        void queryClient.invalidateQueries({ queryKey: queryKeys.session });
        sessionStorage.removeItem(PENDING_PROMPT_KEY);
        navigate(paths.project.build(project.id));
      } catch (error) {
        const expected = isApiError(error) && error.status >= 400 && error.status < 500;
        if (!expected) console.error(`Submit failed at ${stage}`, error);
        // An empty project is of no use to anyone; remove it quietly.
        if (project) void deleteProject(project.id).catch(() => undefined);
        if (isApiError(error, 'unauthenticated')) {
          void queryClient.invalidateQueries({ queryKey: queryKeys.session });
          toast.error(TOASTS.signInFirst);
        } else if (stage === 'upload') {
          toast.error(
            isApiError(error, 'payload_too_large')
              ? UPLOAD_TEXTS.tooLarge
              : TOASTS.uploadFailed(error instanceof Error ? error.message : 'unknown error'),
          );
        } else if (stage === 'project') {
          toast.error(TOASTS.createProjectFailed);
        } else if (isApiError(error, 'insufficient_credits')) {
          void queryClient.invalidateQueries({ queryKey: queryKeys.session });
          setOutOfCredits(true);
        } else if (isApiError(error, 'blocked_prompt')) {
          setPopup(error.message);
        } else if (isApiError(error, 'rate_limited')) {
          toast.error(error.message);
        } else {
          toast.error(TOASTS.createGenerationFailed);
        }
      } finally {
        busy.current = false;
        setSubmitting(false);
      }
    },
    [queryClient, navigate, requestSignIn, onSignedIn],
  );

  return { submit, submitting, outOfCredits, setOutOfCredits, popup, setPopup };
}

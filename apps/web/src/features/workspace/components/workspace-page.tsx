import type { Generation, Project, Session } from '@inkling/contracts/api';
import { NOT_FOUND, TOASTS, WORKSPACE } from '@inkling/contracts/messages';
import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useCallback, useEffect, useMemo, useState } from 'react';
import { Link, useParams } from 'react-router';
import { toast } from 'sonner';
import { useRequestSignIn } from '../../../components/auth/sign-in-context';
import { OutOfCreditsDialog } from '../../../components/credits/out-of-credits-dialog';
import { Button, buttonClasses } from '../../../components/ui/button';
import { TimedPopup } from '../../../components/ui/timed-popup';
import { paths } from '../../../config/paths';
import { createGeneration } from '../../../lib/api/create-generation';
import { spendableCredits, useSession } from '../../../lib/api/get-session';
import { isApiError } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { useDocumentMeta } from '../../../lib/use-document-meta';
import { useMediaQuery } from '../../../lib/use-media-query';
import { isInProgress, upsertGeneration, useProject } from '../api/get-project';
import { retryGeneration } from '../api/retry-generation';
import { useProjectEvents } from '../api/use-project-events';
import { buildMessages } from './chat-messages';
import { ChatPanel } from './chat-panel';
import { ImageDialog } from './image-dialog';
import { PreviewPanel } from './preview-panel';
import { imagesNewestFirst, previewState } from './preview-state';
import { SaveCharacterDialog } from './save-character-dialog';

function Notice({ heading, text, children }: { heading: string; text: string; children: ReactNode }) {
  return (
    <div className="mx-auto flex max-w-md flex-1 flex-col items-center justify-center gap-3 px-4 py-20 text-center">
      <h1 className="text-2xl font-extrabold">{heading}</h1>
      <p className="text-ink-soft">{text}</p>
      <div className="mt-4">{children}</div>
    </div>
  );
}

/** The project workspace /projects/:projectId (spec core "Project workspace"). */
export function WorkspacePage() {
  const { projectId = '' } = useParams();
  const queryClient = useQueryClient();
  const requestSignIn = useRequestSignIn();
  const { data: session } = useSession({ recheck: true });
  const live = useProjectEvents(projectId, projectId !== '');
  const project = useProject(projectId, live);

  const generations = project.data?.generations;
  const title = project.data ? project.data.title || WORKSPACE.defaultProjectName : null;
  useDocumentMeta({
    title: title ?? WORKSPACE.loading,
    description:
      'Your Inkling coloring book project: describe ideas, preview each page, then print or download it.',
  });

  const [viewIndex, setViewIndex] = useState<number | null>(null);
  const [outOfCredits, setOutOfCredits] = useState(false);
  const [popup, setPopup] = useState<string | null>(null);
  const [retryingId, setRetryingId] = useState<string | null>(null);
  const [characterFor, setCharacterFor] = useState<Generation | null>(null);
  const [dialogImage, setDialogImage] = useState<Generation | null>(null);
  const desktop = useMediaQuery('(min-width: 768px)');

  // The current image follows the newest page whenever a page is added (spec core §4),
  // and a different project starts on its newest page.
  const count = generations?.length ?? 0;
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset only when the project or the count changes
  useEffect(() => setViewIndex(null), [projectId, count]);

  useEffect(() => {
    if (
      project.isError &&
      !isApiError(project.error, 'not_found') &&
      !isApiError(project.error, 'unauthenticated')
    ) {
      toast.error(TOASTS.loadProjectFailed, { id: 'load-project' });
    }
  }, [project.isError, project.error]);

  const messages = useMemo(() => buildMessages(generations ?? []), [generations]);
  const busy = generations?.some(isInProgress) ?? false;
  const state = previewState(generations, viewIndex);

  const addGeneration = useCallback(
    (generation: Generation) => {
      queryClient.setQueryData<Project>(queryKeys.project(projectId), (old) =>
        old ? upsertGeneration(old, generation) : old,
      );
      void queryClient.invalidateQueries({ queryKey: queryKeys.session });
      void queryClient.invalidateQueries({ queryKey: queryKeys.projects, exact: true });
    },
    [queryClient, projectId],
  );

  const reportError = useCallback(
    (error: unknown, fallback: string) => {
      if (isApiError(error, 'insufficient_credits')) setOutOfCredits(true);
      else if (isApiError(error, 'blocked_prompt')) setPopup(error.message);
      else if (isApiError(error, 'unauthenticated')) requestSignIn();
      else if (isApiError(error, 'rate_limited')) toast.error(error.message);
      else toast.error(fallback);
    },
    [requestSignIn],
  );

  const onSend = async (text: string): Promise<boolean> => {
    if (!project.data) {
      toast.error(WORKSPACE.noProject);
      return false;
    }
    if (busy) {
      toast.error(WORKSPACE.waitForImage);
      return false;
    }
    const prompt = text.trim();
    if (!prompt) {
      toast.error(WORKSPACE.enterPrompt);
      return false;
    }
    const current = queryClient.getQueryData<Session>(queryKeys.session) ?? session;
    if (current?.user && spendableCredits(current) <= 0) {
      setOutOfCredits(true);
      return false;
    }
    try {
      // New pages match the project's latest one (age group and paper).
      const latest = generations?.at(-1);
      addGeneration(
        await createGeneration(projectId, { prompt, audience: latest?.audience, format: latest?.format }),
      );
      return true;
    } catch (error) {
      reportError(error, TOASTS.createGenerationFailed);
      return false;
    }
  };

  const onRetry = async (generation: Generation) => {
    if (busy) {
      toast.error(WORKSPACE.waitForImage);
      return;
    }
    setRetryingId(generation.id);
    try {
      addGeneration(await retryGeneration(generation.id));
    } catch (error) {
      reportError(error, TOASTS.retryFailed);
    } finally {
      setRetryingId(null);
    }
  };

  const onOpenImage = (generation: Generation) => {
    if (!desktop) {
      setDialogImage(generation);
      return;
    }
    const index = imagesNewestFirst(generations ?? []).findIndex((g) => g.id === generation.id);
    if (index >= 0) setViewIndex(index);
  };

  const hidePopup = useCallback(() => setPopup(null), []);

  if (project.isError && isApiError(project.error, 'unauthenticated')) {
    return (
      <Notice heading="Please sign in" text="Sign in to see your coloring pages.">
        <Button onClick={() => requestSignIn()}>Sign in</Button>
      </Notice>
    );
  }
  if (
    project.isError &&
    (isApiError(project.error, 'not_found') || isApiError(project.error, 'bad_request'))
  ) {
    return (
      <Notice heading="Project not found" text="This project does not exist or belongs to someone else.">
        <Link to={paths.home} className={buttonClasses('primary')}>
          {NOT_FOUND.link}
        </Link>
      </Notice>
    );
  }

  return (
    <div className="flex h-[calc(100dvh-4rem)] min-h-[480px]">
      <div className="flex w-full min-w-0 flex-col border-line/70 bg-paper md:w-[42%] md:min-w-[350px] md:border-r lg:w-1/3">
        <ChatPanel
          projectId={projectId}
          title={title}
          messages={messages}
          loading={project.isPending}
          busy={busy}
          onSend={onSend}
          onOpenImage={onOpenImage}
          onRetry={(generation) => void onRetry(generation)}
          onSaveCharacter={setCharacterFor}
          retryingId={retryingId}
        />
      </div>
      <div className="hidden min-w-0 flex-1 bg-paper-deep/50 md:flex">
        <PreviewPanel state={state} onNavigate={setViewIndex} />
      </div>
      <OutOfCreditsDialog open={outOfCredits} onOpenChange={setOutOfCredits} />
      <SaveCharacterDialog generation={characterFor} onClose={() => setCharacterFor(null)} />
      <ImageDialog generation={dialogImage} onClose={() => setDialogImage(null)} />
      <TimedPopup message={popup} onDone={hidePopup} />
    </div>
  );
}

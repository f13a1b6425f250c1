import type { Generation } from '@inkling/contracts/api';
import { NOT_FOUND, PROMPT_BOX, TOASTS, WORKSPACE, WORKSPACE_NOTICES } from '@inkling/contracts/messages';
import { type ReactNode, useCallback, useEffect, useMemo, useState } from 'react';
import { Link, useParams } from 'react-router';
import { useRequestSignIn } from '../../../components/auth/sign-in-context';
import { PromptComposer } from '../../../components/prompt-box/prompt-composer';
import { type PageOptions, readStyle, sameStyle } from '../../../components/prompt-box/prompt-draft';
import { usePromptDraft } from '../../../components/prompt-box/use-prompt-draft';
import { Button, buttonClasses } from '../../../components/ui/button';
import { paths } from '../../../config/paths';
import { useSession } from '../../../lib/api/get-session';
import { isApiError } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { useApiError } from '../../../lib/use-api-error';
import { useDocumentMeta } from '../../../lib/use-document-meta';
import { useMediaQuery } from '../../../lib/use-media-query';
import { isInProgress, useProject } from '../api/get-project';
import { useRetryGeneration } from '../api/retry-generation';
import { useSetStyleDefaults } from '../api/set-style-defaults';
import { useProjectEvents } from '../api/use-project-events';
import { useWorkspaceBook } from '../book/api/use-workspace-book';
import { BookPanel } from '../book/components/book-panel';
import { ViewToggle } from '../book/components/view-toggle';
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

/** The draft scope of a project's chat box (see usePromptDraft). */
export function projectDraftScope(projectId: string): string {
  return `project:${projectId}`;
}

/**
 * The project workspace /projects/:projectId (spec core "Project workspace"): the chat with
 * the shared prompt box (photo, character, page options; pages go into this project) and
 * the preview with "N of M". Page status comes from the live stream (useProjectEvents);
 * the project is polled only while the stream is down (issue 9: one live channel).
 */
export function WorkspacePage() {
  const { projectId = '' } = useParams();
  const requestSignIn = useRequestSignIn();
  const showApiError = useApiError();
  useSession({ recheck: true });
  const stream = useProjectEvents(projectId, projectId !== '');
  const project = useProject(projectId, stream);
  const retry = useRetryGeneration(projectId);

  const generations = project.data?.generations;
  const refundedPageIds = project.data?.refundedPageIds;
  const refundedIds = useMemo(() => new Set(refundedPageIds), [refundedPageIds]);
  const title = project.data ? project.data.title || WORKSPACE.defaultProjectName : null;
  useDocumentMeta({
    title: title ?? WORKSPACE.loading,
    description: WORKSPACE.description,
  });

  // New pages match the project's latest one (age group and paper) and its style defaults
  // (issue 33) until the user picks.
  const latest = generations?.at(-1);
  const styleDefaults = project.data?.styleDefaults;
  const style = useMemo(() => readStyle(styleDefaults), [styleDefaults]);
  const defaults = useMemo<PageOptions>(
    () => ({ audience: latest?.audience ?? 'kids', format: latest?.format ?? 'letter', style }),
    [latest?.audience, latest?.format, style],
  );
  const { mutate: keepStyle } = useSetStyleDefaults(projectId);
  const onKeepStyle = useCallback(
    (chosen: PageOptions['style']) =>
      keepStyle(chosen, {
        onSuccess: () => toast.success(PROMPT_BOX.keptForProject),
        onError: (error) => showApiError(error, TOASTS.keepStyleFailed),
      }),
    [keepStyle, showApiError],
  );
  const draft = usePromptDraft(projectDraftScope(projectId), defaults);

  const [viewIndex, setViewIndex] = useState<number | null>(null);
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

  // The book view (issue 11): Single page ↔ Book, remembered per project.
  const book = useWorkspaceBook(projectId, project.data);
  const bookView = book.viewMode === 'book';

  const messages = useMemo(() => buildMessages(generations ?? []), [generations]);
  const busy = generations?.some(isInProgress) ?? false;
  const state = previewState(generations, viewIndex);
  const selectedId = desktop && state.kind === 'image' ? state.generation.id : null;

  const onRetry = (generation: Generation) => {
    if (busy) {
      toast.error(WORKSPACE.waitForImage);
      return;
    }
    retry.mutate(generation, { onError: (error) => showApiError(error, TOASTS.retryFailed) });
  };

  const onOpenImage = (generation: Generation) => {
    if (!desktop) {
      setDialogImage(generation);
      return;
    }
    const index = imagesNewestFirst(generations ?? []).findIndex((g) => g.id === generation.id);
    if (index >= 0) setViewIndex(index);
  };

  const onCreated = useCallback(() => setViewIndex(null), []);

  if (project.isError && isApiError(project.error, 'unauthenticated')) {
    return (
      <Notice heading={WORKSPACE_NOTICES.signInHeading} text={WORKSPACE_NOTICES.signInText}>
        <Button onClick={() => requestSignIn()}>{WORKSPACE_NOTICES.signInButton}</Button>
      </Notice>
    );
  }
  if (
    project.isError &&
    (isApiError(project.error, 'not_found') || isApiError(project.error, 'bad_request'))
  ) {
    return (
      <Notice heading={WORKSPACE_NOTICES.notFoundHeading} text={WORKSPACE_NOTICES.notFoundText}>
        <Link to={paths.home} className={buttonClasses('primary')}>
          {NOT_FOUND.link}
        </Link>
      </Notice>
    );
  }

  return (
    <div className="flex h-[calc(100dvh-4rem-1px)] min-h-[480px]">
      <div
        // In Book view a 1280 px window gives the chat 20rem, so the spread keeps the spec's
        // 450 px pages (SPREAD_ROOM_PX).
        className={`flex w-full min-w-0 flex-col border-line/70 bg-paper md:w-[42%] md:min-w-[350px] md:border-r ${bookView ? 'max-md:hidden lg:w-80 lg:min-w-80 2xl:w-1/3' : 'lg:w-1/3'}`}
      >
        <div className="border-b border-line/70 px-3 py-2 md:hidden">
          <ViewToggle value={book.viewMode} onChange={book.setViewMode} />
        </div>
        <ChatPanel
          projectId={projectId}
          title={title}
          messages={messages}
          loading={project.isPending}
          input={
            <PromptComposer
              variant="chat"
              controller={draft}
              projectId={projectId}
              blockedReason={!project.data ? WORKSPACE.noProject : busy ? WORKSPACE.waitForImage : null}
              onCreated={onCreated}
              onKeepStyle={project.data ? onKeepStyle : undefined}
              styleKept={sameStyle(draft.draft.style, style)}
            />
          }
          selectedId={selectedId}
          revealSelected={viewIndex !== null}
          onOpenImage={onOpenImage}
          onRetry={onRetry}
          onSaveCharacter={setCharacterFor}
          retryingId={retry.isPending ? (retry.variables?.id ?? null) : null}
          refundedIds={refundedIds}
        />
      </div>
      <div className={`min-w-0 flex-1 bg-paper-deep/50 md:flex ${bookView ? 'flex' : 'hidden'}`}>
        <BookPanel
          projectId={projectId}
          state={book}
          single={<PreviewPanel state={state} onNavigate={setViewIndex} />}
          singlePage={state.kind === 'image' ? state.generation : null}
          generating={busy}
          storyBook={project.data?.generations.some((g) => g.storyPage !== null) ?? false}
          audience={defaults.audience}
          format={defaults.format}
          style={defaults.style}
        />
      </div>
      <SaveCharacterDialog generation={characterFor} onClose={() => setCharacterFor(null)} />
      <ImageDialog generation={dialogImage} onClose={() => setDialogImage(null)} />
    </div>
  );
}

import { COLORING_TEXTS } from '@inkling/contracts/coloring';
import { useEffect, useMemo } from 'react';
import { useParams } from 'react-router';
import { NotFoundView } from '../../../components/layout/not-found-view';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { paths } from '../../../config/paths';
import { isApiError } from '../../../lib/api-client';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { type ColoringTarget, useColoringSource } from '../api/coloring-source';
import { keepColoringOffline } from '../offline';
import { ColoringScreen } from './coloring-screen';

/** Loads the page, then shows the coloring screen; the not-found page for pages one may not color. */
function ColoringRoute({
  target,
  backTo,
}: {
  target: ColoringTarget;
  backTo: (projectId: string | null) => string;
}) {
  const source = useColoringSource(target);
  useOfflineColoring(source.data !== undefined);
  useDocumentTitle(source.data ? COLORING_TEXTS.title(source.data.prompt) : COLORING_TEXTS.heading);
  if (source.isError) {
    const missing =
      isApiError(source.error, 'not_found') ||
      isApiError(source.error, 'bad_request') ||
      isApiError(source.error, 'unauthenticated');
    if (missing) return <NotFoundView />;
    return (
      <div role="alert" className="mx-auto flex max-w-md flex-col items-center gap-3 px-4 py-16 text-center">
        <p>{COLORING_TEXTS.loadFailed}</p>
        <Button variant="outline" onClick={() => void source.refetch()}>
          {COLORING_TEXTS.retry}
        </Button>
      </div>
    );
  }
  if (!source.data) {
    return (
      <div className="flex h-[calc(100dvh-4rem-1px)] flex-col items-center justify-center gap-3 text-ink-soft">
        <h1 className="sr-only">{COLORING_TEXTS.heading}</h1>
        <Spinner className="size-8" />
        <p>{COLORING_TEXTS.loading}</p>
      </div>
    );
  }
  return <ColoringScreen source={source.data} backTo={backTo(source.data.projectId)} />;
}

/** Keeps the coloring screen's files for offline use once its page has loaded (issue 17). */
function useOfflineColoring(ready: boolean) {
  useEffect(() => {
    if (ready) void keepColoringOffline();
  }, [ready]);
}

/** /color/:generationId — the owner colours one of their pages (issue 17). */
export function ColoringPage() {
  const { generationId = '' } = useParams();
  const target = useMemo<ColoringTarget>(() => ({ kind: 'generation', id: generationId }), [generationId]);
  return (
    <ColoringRoute
      key={generationId}
      target={target}
      backTo={(projectId) => (projectId ? paths.project.build(projectId) : paths.home)}
    />
  );
}

/** /color/community/:postId — anyone colours a public community page, on this device only (issue 17). */
export function CommunityColoringPage() {
  const { postId = '' } = useParams();
  const target = useMemo<ColoringTarget>(() => ({ kind: 'community', id: postId }), [postId]);
  return <ColoringRoute key={postId} target={target} backTo={() => paths.communityPost.build(postId)} />;
}

import { CAPTION_MAX_CHARS, STORY_UI_TEXTS, type StoryBook } from '@inkling/contracts/story';
import { useEffect, useId, useState } from 'react';
import { Button } from '../../../../components/ui/button';
import { Dialog } from '../../../../components/ui/dialog';
import { useEditCaption } from '../../../../lib/api/story-books';
import { ApiError } from '../../../../lib/api-client';
import { toast } from '../../../../lib/toast';
import { useApiError } from '../../../../lib/use-api-error';
import { retryGeneration } from '../../api/retry-generation';

/** generationId → caption of every drawn page of a story book (the flipbook's caption bands). */
export function captionsByGeneration(story: StoryBook | null | undefined): Map<string, string> {
  return new Map((story?.pages ?? []).map((page) => [page.generation.id, page.caption] as const));
}

/**
 * A story book's progress above the flipbook (issue 33): "3 of 6 pages drawn" while pages
 * draw, and each failed page with its own "Try page N again" (free; keeps its caption).
 */
export function StoryProgress({ story, onRetried }: { story: StoryBook; onRetried: () => void }) {
  const showApiError = useApiError();
  const [retrying, setRetrying] = useState<number | null>(null);
  const { done, failed, total } = story.progress;
  if (done === total && failed === 0) return null;
  const failedPages = story.pages.filter((page) => page.generation.status === 'failed');
  return (
    <div
      role="status"
      className="mx-auto mb-2 flex flex-wrap items-center justify-center gap-2 rounded-2xl bg-white/80 px-4 py-2 text-sm font-semibold"
    >
      <span>{STORY_UI_TEXTS.progress(done, total)}</span>
      {failed > 0 ? <span className="text-berry">· {STORY_UI_TEXTS.failedPages(failed)}</span> : null}
      {failedPages.map((page) => (
        <Button
          key={page.number}
          size="sm"
          variant="outline"
          loading={retrying === page.number}
          onClick={async () => {
            setRetrying(page.number);
            try {
              await retryGeneration(page.generation.id);
              onRetried();
            } catch (error) {
              showApiError(error, STORY_UI_TEXTS.failed);
            } finally {
              setRetrying(null);
            }
          }}
        >
          {STORY_UI_TEXTS.tryAgain(page.number)}
        </Button>
      ))}
    </div>
  );
}

function CaptionField({
  projectId,
  number,
  caption,
}: {
  projectId: string;
  number: number;
  caption: string;
}) {
  const id = useId();
  const [value, setValue] = useState(caption);
  const [error, setError] = useState<string | null>(null);
  const edit = useEditCaption(projectId);
  const showApiError = useApiError();
  useEffect(() => setValue(caption), [caption]);
  const changed = value.trim() !== caption;
  return (
    <form
      className="flex flex-col gap-1.5"
      onSubmit={(event) => {
        event.preventDefault();
        edit.mutate(
          { number, caption: value },
          {
            onSuccess: () => toast.success(STORY_UI_TEXTS.captionSaved),
            onError: (cause) => {
              if (cause instanceof ApiError && (cause.status === 422 || cause.status === 400))
                setError(cause.message);
              else showApiError(cause, STORY_UI_TEXTS.captionFailed);
            },
          },
        );
      }}
    >
      <label htmlFor={id} className="text-sm font-semibold">
        {STORY_UI_TEXTS.captionLabel(number)}
      </label>
      <div className="flex flex-col items-end gap-2 sm:flex-row sm:items-start">
        <textarea
          id={id}
          value={value}
          rows={3}
          maxLength={CAPTION_MAX_CHARS}
          aria-invalid={error ? true : undefined}
          onChange={(event) => {
            setValue(event.target.value);
            setError(null);
          }}
          className="min-h-11 w-full resize-none rounded-2xl border-2 border-line bg-white px-3 py-2 text-base focus:border-grape focus:outline-none aria-[invalid=true]:border-berry"
        />
        <Button type="submit" size="sm" disabled={!changed} loading={edit.isPending}>
          {STORY_UI_TEXTS.saveCaption}
        </Button>
      </div>
      {error ? <p className="text-sm font-medium text-berry">{error}</p> : null}
    </form>
  );
}

/** Every caption of a story book, each editable before export (PATCH …/pages/:number; 422 shown under it). */
export function StoryCaptionsDialog({
  open,
  onOpenChange,
  projectId,
  story,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  projectId: string;
  story: StoryBook;
}) {
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={STORY_UI_TEXTS.captionsHeading}
      description={story.title}
    >
      <div className="mt-4 flex max-h-[65vh] flex-col gap-4 overflow-y-auto pr-1">
        {story.pages.map((page) => (
          <CaptionField key={page.number} projectId={projectId} number={page.number} caption={page.caption} />
        ))}
      </div>
    </Dialog>
  );
}

import { BUBBLE_LABELS } from '@inkling/contracts/messages';
import { COMIC_PANEL_COUNTS, type ComicBubbles, type ComicPanelCount } from '@inkling/contracts/page';
import { STORY_UI_TEXTS, type StoryBook } from '@inkling/contracts/story';
import { useId, useState } from 'react';
import { Button } from '../../../../components/ui/button';
import { Dialog } from '../../../../components/ui/dialog';
import { useMakeComic } from '../../../../lib/api/story-books';
import { toast } from '../../../../lib/toast';
import { useApiError } from '../../../../lib/use-api-error';

/**
 * "Make a comic page" from a story book (issue 33): how many panels (only as many as the book
 * has pages) and what the bubbles hold, then one credit. Plain radio buttons: Tab reaches each
 * group, arrow keys pick, Enter on the button makes the page.
 */
export function ComicFromBookDialog({
  open,
  onOpenChange,
  projectId,
  story,
  onMade,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  projectId: string;
  story: StoryBook;
  onMade: () => void;
}) {
  const id = useId();
  const counts = COMIC_PANEL_COUNTS.filter((n) => n <= story.pages.length);
  const [panels, setPanels] = useState<ComicPanelCount>(counts.includes(4) ? 4 : 3);
  const [bubbles, setBubbles] = useState<ComicBubbles>('lines');
  const make = useMakeComic(projectId);
  const showApiError = useApiError();
  const choice =
    'flex min-h-11 cursor-pointer items-center gap-2 rounded-2xl border-2 border-line bg-white px-3 text-base font-medium has-[:checked]:border-grape has-[:checked]:font-bold has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-grape';
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={STORY_UI_TEXTS.makeComic}
      description={STORY_UI_TEXTS.comicText}
    >
      <form
        className="mt-4 flex flex-col gap-4"
        onSubmit={(event) => {
          event.preventDefault();
          make.mutate(
            { panels, bubbles },
            {
              onSuccess: () => {
                toast.success(STORY_UI_TEXTS.comicMade);
                onOpenChange(false);
                onMade();
              },
              onError: (cause) => showApiError(cause, STORY_UI_TEXTS.comicFailed),
            },
          );
        }}
      >
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-1 text-sm font-semibold">{STORY_UI_TEXTS.comicPanels}</legend>
          <div className="flex flex-wrap gap-2">
            {counts.map((n) => (
              <label key={n} className={choice}>
                <input
                  type="radio"
                  name={`${id}-panels`}
                  value={n}
                  checked={panels === n}
                  onChange={() => setPanels(n)}
                  className="size-5 accent-grape"
                />
                {n}
              </label>
            ))}
          </div>
        </fieldset>
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-1 text-sm font-semibold">{STORY_UI_TEXTS.comicBubbles}</legend>
          <div className="flex flex-wrap gap-2">
            {(Object.keys(BUBBLE_LABELS) as ComicBubbles[]).map((b) => (
              <label key={b} className={choice}>
                <input
                  type="radio"
                  name={`${id}-bubbles`}
                  value={b}
                  checked={bubbles === b}
                  onChange={() => setBubbles(b)}
                  className="size-5 accent-grape"
                />
                {BUBBLE_LABELS[b]}
              </label>
            ))}
          </div>
        </fieldset>
        <Button type="submit" loading={make.isPending} className="self-end">
          {STORY_UI_TEXTS.comicMake}
        </Button>
      </form>
    </Dialog>
  );
}

import type { Character } from '@inkling/contracts/api';
import { AUDIENCE_LABELS } from '@inkling/contracts/messages';
import { AUDIENCES, type Audience } from '@inkling/contracts/page';
import {
  STORY_CHARACTER_MAX_CHARS,
  STORY_IDEA_MAX_CHARS,
  STORY_MAX_PAGES,
  STORY_MIN_PAGES,
  STORY_UI_TEXTS,
  type StoryQuote,
  type StoryRequest,
} from '@inkling/contracts/story';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { paths } from '../../config/paths';
import { createStoryBook, openAsBook, quoteStoryBook } from '../../lib/api/story-books';
import { ApiError } from '../../lib/api-client';
import { queryKeys } from '../../lib/query-keys';
import { toast } from '../../lib/toast';
import { useApiError } from '../../lib/use-api-error';
import { Button } from '../ui/button';
import { Dialog } from '../ui/dialog';

const fieldClass =
  'w-full rounded-2xl border-2 border-line bg-white px-4 text-base focus:border-grape focus:outline-none aria-[invalid=true]:border-berry';

/** What the form holds before it becomes a StoryRequest. */
interface Draft {
  idea: string;
  hero: 'words' | string;
  words: string;
  audience: Audience;
  length: number;
}

/** The request the quote and the book are made from (a saved character replaces the words). */
export function storyRequestOf(draft: Draft): StoryRequest {
  const saved = draft.hero !== 'words';
  return {
    idea: draft.idea.trim(),
    characterWords: saved ? '' : draft.words.trim(),
    ...(saved ? { characterId: draft.hero } : {}),
    audience: draft.audience,
    length: draft.length,
  };
}

/**
 * "Make a story book" (issue 33): the idea, the main character (words or a saved
 * character), the age group and the length; then the cost from the server's quote, agreed
 * with "Make the book — N credits" before anything starts. On success the book opens in the
 * workspace's Book view. 402 (not enough credits) and 422 (kid safety) are shown in the
 * dialog with the server's words; the price is never computed here.
 */
export function StoryBookDialog({
  open,
  onOpenChange,
  characters,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  characters: Character[];
}) {
  const id = useId();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const showApiError = useApiError();
  const [draft, setDraft] = useState<Draft>({
    idea: '',
    hero: 'words',
    words: '',
    audience: 'kids',
    length: 6,
  });
  const [quote, setQuote] = useState<StoryQuote | null>(null);
  const [error, setError] = useState<{ text: string; credits?: boolean } | null>(null);
  const [busy, setBusy] = useState(false);
  // One key per agreed quote: a double click or a re-send makes one book.
  const [key, setKey] = useState(() => crypto.randomUUID());

  const change = (next: Partial<Draft>) => {
    setDraft((old) => ({ ...old, ...next }));
    setQuote(null);
    setError(null);
  };

  const fail = (cause: unknown) => {
    if (cause instanceof ApiError && (cause.status === 402 || cause.status === 422 || cause.status === 400)) {
      setError({ text: cause.message, credits: cause.status === 402 });
      if (cause.status === 400) setQuote(null);
      return;
    }
    showApiError(cause, STORY_UI_TEXTS.failed);
  };

  const onQuote = async (event: FormEvent) => {
    event.preventDefault();
    if (!draft.idea.trim()) return setError({ text: STORY_UI_TEXTS.needIdea });
    if (draft.hero === 'words' && !draft.words.trim()) return setError({ text: STORY_UI_TEXTS.needHero });
    setBusy(true);
    try {
      setQuote(await quoteStoryBook(storyRequestOf(draft)));
      setKey(crypto.randomUUID());
    } catch (cause) {
      fail(cause);
    } finally {
      setBusy(false);
    }
  };

  const onMake = async () => {
    if (!quote) return;
    setBusy(true);
    try {
      const book = await createStoryBook({ ...storyRequestOf(draft), quote: quote.quote }, key);
      // The book opens as a book; remembering the view may fail without harm.
      await openAsBook(book.projectId).catch(() => undefined);
      void queryClient.invalidateQueries({ queryKey: queryKeys.projects });
      void queryClient.invalidateQueries({ queryKey: queryKeys.credits });
      toast.success(STORY_UI_TEXTS.made);
      onOpenChange(false);
      navigate(paths.project.build(book.projectId));
    } catch (cause) {
      fail(cause);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={STORY_UI_TEXTS.open}
      description={STORY_UI_TEXTS.dialogText}
    >
      <form onSubmit={onQuote} noValidate className="mt-5 flex flex-col gap-4">
        <div className="flex flex-col gap-1.5">
          <label htmlFor={`${id}-idea`} className="text-sm font-semibold">
            {STORY_UI_TEXTS.ideaLabel}
          </label>
          <textarea
            id={`${id}-idea`}
            value={draft.idea}
            maxLength={STORY_IDEA_MAX_CHARS}
            rows={2}
            placeholder={STORY_UI_TEXTS.ideaPlaceholder}
            onChange={(event) => change({ idea: event.target.value })}
            className={`${fieldClass} resize-none py-3`}
          />
        </div>
        <fieldset className="flex flex-col gap-1.5">
          <legend className="mb-1.5 text-sm font-semibold">{STORY_UI_TEXTS.heroLabel}</legend>
          <select
            aria-label={STORY_UI_TEXTS.heroLabel}
            value={draft.hero}
            onChange={(event) => change({ hero: event.target.value })}
            className={`${fieldClass} h-12`}
          >
            <option value="words">{STORY_UI_TEXTS.heroWords}</option>
            {characters.map((character) => (
              <option key={character.id} value={character.id}>
                {STORY_UI_TEXTS.heroSaved(character.title)}
              </option>
            ))}
          </select>
          {draft.hero === 'words' ? (
            <input
              aria-label={STORY_UI_TEXTS.heroWords}
              value={draft.words}
              maxLength={STORY_CHARACTER_MAX_CHARS}
              placeholder={STORY_UI_TEXTS.heroWordsPlaceholder}
              onChange={(event) => change({ words: event.target.value })}
              className={`${fieldClass} h-12`}
            />
          ) : null}
        </fieldset>
        <div className="grid grid-cols-2 gap-3">
          <div className="flex flex-col gap-1.5">
            <label htmlFor={`${id}-audience`} className="text-sm font-semibold">
              {STORY_UI_TEXTS.audienceLabel}
            </label>
            <select
              id={`${id}-audience`}
              value={draft.audience}
              onChange={(event) => change({ audience: event.target.value as Audience })}
              className={`${fieldClass} h-12`}
            >
              {AUDIENCES.map((audience) => (
                <option key={audience} value={audience}>
                  {AUDIENCE_LABELS[audience]}
                </option>
              ))}
            </select>
          </div>
          <div className="flex flex-col gap-1.5">
            <label htmlFor={`${id}-length`} className="text-sm font-semibold">
              {STORY_UI_TEXTS.lengthLabel}{' '}
              <span className="font-normal text-ink-soft">{STORY_UI_TEXTS.lengthHint}</span>
            </label>
            <input
              id={`${id}-length`}
              type="number"
              inputMode="numeric"
              min={STORY_MIN_PAGES}
              max={STORY_MAX_PAGES}
              value={draft.length}
              onChange={(event) =>
                change({
                  length: Math.min(
                    STORY_MAX_PAGES,
                    Math.max(STORY_MIN_PAGES, Number(event.target.value) || STORY_MIN_PAGES),
                  ),
                })
              }
              className={`${fieldClass} h-12`}
            />
          </div>
        </div>
        {error ? (
          <p role="alert" className="text-sm font-medium text-berry">
            {error.text}{' '}
            {error.credits ? (
              <Link to={paths.pricing} className="font-semibold underline">
                Get credits
              </Link>
            ) : null}
          </p>
        ) : null}
        {quote ? (
          <p
            role="status"
            className="rounded-2xl bg-grape-soft px-4 py-3 text-sm font-semibold text-grape-dark"
          >
            {STORY_UI_TEXTS.quote(quote.pages, quote.cost)}
          </p>
        ) : null}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          {quote ? (
            <>
              <Button variant="outline" onClick={() => setQuote(null)}>
                {STORY_UI_TEXTS.back}
              </Button>
              <Button onClick={onMake} loading={busy}>
                {STORY_UI_TEXTS.make(quote.cost)}
              </Button>
            </>
          ) : (
            <Button type="submit" loading={busy}>
              {STORY_UI_TEXTS.quoteAction}
            </Button>
          )}
        </div>
      </form>
    </Dialog>
  );
}

import type { Session } from '@inkling/contracts/api';
import { INSERT_PAGE_TEXTS } from '@inkling/contracts/book-ui';
import { INSERT_PAGE_SUGGESTIONS } from '@inkling/contracts/messages';
import type { Audience, PageFormat, PageStyle } from '@inkling/contracts/page';
import { type FormEvent, useCallback, useEffect, useId, useRef, useState } from 'react';
import { OutOfCreditsDialog } from '../../../../components/credits/out-of-credits-dialog';
import { emptyDraft, newIdempotencyKey } from '../../../../components/prompt-box/prompt-draft';
import { useSubmitPrompt } from '../../../../components/prompt-box/use-submit-prompt';
import { Button } from '../../../../components/ui/button';
import { Dialog } from '../../../../components/ui/dialog';
import { TimedPopup } from '../../../../components/ui/timed-popup';

export interface InsertPageDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  projectId: string;
  /** True while a page of the project is still being drawn: nothing can be sent. */
  generating: boolean;
  /** The new page's age group and paper: the project's latest page's. */
  audience: Audience;
  format: PageFormat;
  /** The page's style: the project's style defaults (issue 33). */
  style: PageStyle;
}

/**
 * The Insert New Page dialog (spec core §2 "Project workspace", §5): title, subtitle, the
 * required textarea, the eight suggestion buttons (each fills the textarea), Cancel and
 * "Create Page" ("Generating..." while busy). The prompt is trimmed and must not be empty;
 * nothing is sent while a page is being drawn or a send is under way; after sending the
 * prompt is cleared and the dialog closes. Sending is the prompt box's own flow
 * (useSubmitPrompt: POST /api/generations into this project, sign-in, out-of-credits and
 * kid-safety answers); the page joins the book when the workspace's stream says it is done.
 */
export function InsertPageDialog({
  open,
  onOpenChange,
  projectId,
  generating,
  audience,
  format,
  style,
}: InsertPageDialogProps) {
  const id = useId();
  const [prompt, setPrompt] = useState('');
  const [error, setError] = useState<string | null>(null);
  const textareaRef = useRef<HTMLTextAreaElement>(null);
  // One Idempotency-Key per text: a second press for the same text cannot make two pages.
  const keyed = useRef<{ prompt: string; key: string } | null>(null);

  useEffect(() => {
    if (open) setError(null);
  }, [open]);

  const onCreated = useCallback(() => {
    setPrompt('');
    keyed.current = null;
    onOpenChange(false);
  }, [onOpenChange]);
  const onSignedIn = useCallback((_session: Session) => textareaRef.current?.focus(), []);
  const { submit, submitting, outOfCredits, setOutOfCredits, popup, setPopup } = useSubmitPrompt({
    projectId,
    onCreated,
    onSignedIn,
  });
  const busy = submitting || generating;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const text = prompt.trim();
    if (!text) {
      setError(INSERT_PAGE_TEXTS.required);
      textareaRef.current?.focus();
      return;
    }
    if (keyed.current?.prompt !== text) keyed.current = { prompt: text, key: newIdempotencyKey() };
    void submit(emptyDraft({ audience, format, style }, text), keyed.current.key);
  };

  const hidePopup = useCallback(() => setPopup(null), [setPopup]);

  return (
    <>
      <Dialog
        open={open}
        onOpenChange={onOpenChange}
        title={INSERT_PAGE_TEXTS.title}
        description={INSERT_PAGE_TEXTS.subtitle}
        className="max-w-lg"
      >
        <form onSubmit={onSubmit} noValidate className="mt-5 flex flex-col gap-4">
          <div className="flex flex-col gap-1.5">
            <label htmlFor={`${id}-prompt`} className="text-sm font-semibold">
              {INSERT_PAGE_TEXTS.label}
            </label>
            <textarea
              ref={textareaRef}
              id={`${id}-prompt`}
              value={prompt}
              required
              aria-required="true"
              rows={3}
              onChange={(event) => {
                setPrompt(event.target.value);
                setError(null);
              }}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${id}-error` : undefined}
              className="w-full resize-none rounded-2xl border-2 border-line bg-white px-4 py-3 text-base focus:border-grape focus:outline-none aria-[invalid=true]:border-berry"
            />
            {error ? (
              <p id={`${id}-error`} className="text-sm font-medium text-berry">
                {error}
              </p>
            ) : null}
          </div>
          <fieldset className="flex flex-col gap-2">
            <legend className="mb-2 text-sm font-semibold">{INSERT_PAGE_TEXTS.suggestionsLabel}</legend>
            <div className="flex flex-wrap gap-2">
              {INSERT_PAGE_SUGGESTIONS.map((suggestion) => (
                <button
                  key={suggestion}
                  type="button"
                  onClick={() => {
                    setPrompt(suggestion);
                    setError(null);
                    textareaRef.current?.focus();
                  }}
                  className="rounded-full border-2 border-line bg-white px-3 py-1.5 text-sm font-medium text-ink hover:border-grape/40 hover:bg-grape-soft/40"
                >
                  {suggestion}
                </button>
              ))}
            </div>
          </fieldset>
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="outline" onClick={() => onOpenChange(false)}>
              {INSERT_PAGE_TEXTS.cancel}
            </Button>
            <Button type="submit" disabled={busy} aria-busy={busy || undefined}>
              {busy ? INSERT_PAGE_TEXTS.busy : INSERT_PAGE_TEXTS.submit}
            </Button>
          </div>
        </form>
      </Dialog>
      <OutOfCreditsDialog open={outOfCredits} onOpenChange={setOutOfCredits} />
      <TimedPopup message={popup} onDone={hidePopup} />
    </>
  );
}

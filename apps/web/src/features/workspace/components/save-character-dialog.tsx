import { createCharacterSchema, type Generation } from '@inkling/contracts/api';
import { CHARACTER_DESCRIPTION_MAX_CHARS, CHARACTER_TITLE_MAX_CHARS } from '@inkling/contracts/limits';
import { CHARACTER_TEXTS, PAGE_IMAGE, UI_TEXTS } from '@inkling/contracts/messages';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { isApiError } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { useApiError } from '../../../lib/use-api-error';
import { useSaveCharacter } from '../api/save-character';

/** Default character title: the first three words of the prompt (spec content §5). */
export function defaultCharacterTitle(prompt: string): string {
  return prompt.trim().split(/\s+/).slice(0, 3).join(' ');
}

const fieldClass =
  'w-full rounded-2xl border-2 border-line bg-white px-4 text-base focus:border-grape focus:outline-none aria-[invalid=true]:border-berry';

/** "Save as Character" (spec content "Project chat"): title required, description optional. */
export function SaveCharacterDialog({
  generation,
  onClose,
}: {
  generation: Generation | null;
  onClose: () => void;
}) {
  const id = useId();
  const [title, setTitle] = useState('');
  const [description, setDescription] = useState('');
  const [error, setError] = useState<string | null>(null);
  const save = useSaveCharacter();
  const showApiError = useApiError();

  useEffect(() => {
    if (generation) {
      setTitle(defaultCharacterTitle(generation.prompt));
      setDescription('');
      setError(null);
    }
  }, [generation]);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!generation) return;
    const parsed = createCharacterSchema.shape.title.safeParse(title);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? CHARACTER_TEXTS.titleRequired);
      return;
    }
    save.mutate(
      { generationId: generation.id, title: parsed.data, description: description.trim() || undefined },
      {
        onSuccess: () => {
          toast.success(CHARACTER_TEXTS.saved);
          onClose();
        },
        onError: (cause) => {
          // Signed out meanwhile: this dialog gives way to the sign-in dialog (issue 9).
          if (isApiError(cause, 'unauthenticated')) onClose();
          showApiError(cause, CHARACTER_TEXTS.saveFailed);
        },
      },
    );
  };

  return (
    <Dialog
      open={generation !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={CHARACTER_TEXTS.action}
      description={CHARACTER_TEXTS.dialogText}
    >
      <form onSubmit={onSubmit} noValidate className="mt-5 flex flex-col gap-4">
        {generation?.result ? (
          <img
            src={generation.result.previewUrl}
            alt={PAGE_IMAGE.alt(generation.prompt)}
            className="mx-auto h-40 w-auto rounded-2xl bg-white object-contain ring-1 ring-line"
          />
        ) : null}
        <div className="flex flex-col gap-1.5">
          <label htmlFor={`${id}-title`} className="text-sm font-semibold">
            {CHARACTER_TEXTS.titleLabel}
          </label>
          <input
            id={`${id}-title`}
            value={title}
            maxLength={CHARACTER_TITLE_MAX_CHARS}
            onChange={(event) => {
              setTitle(event.target.value);
              setError(null);
            }}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-title-error` : undefined}
            className={`${fieldClass} h-12`}
          />
          {error ? (
            <p id={`${id}-title-error`} className="text-sm font-medium text-berry">
              {error}
            </p>
          ) : null}
        </div>
        <div className="flex flex-col gap-1.5">
          <label htmlFor={`${id}-description`} className="text-sm font-semibold">
            {CHARACTER_TEXTS.descriptionLabel}{' '}
            <span className="font-normal text-ink-soft">{CHARACTER_TEXTS.optional}</span>
          </label>
          <textarea
            id={`${id}-description`}
            value={description}
            maxLength={CHARACTER_DESCRIPTION_MAX_CHARS}
            rows={3}
            onChange={(event) => setDescription(event.target.value)}
            className={`${fieldClass} resize-none py-3`}
          />
        </div>
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={onClose}>
            {UI_TEXTS.cancel}
          </Button>
          <Button type="submit" loading={save.isPending}>
            {CHARACTER_TEXTS.submit}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}

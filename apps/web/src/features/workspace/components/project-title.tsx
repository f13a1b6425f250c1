import { PROJECT_NAME_MAX_CHARS } from '@inkling/contracts/limits';
import { PROJECT_TITLE_TEXTS } from '@inkling/contracts/messages';
import Check from 'lucide-react/icons/check';
import Pencil from 'lucide-react/icons/pencil';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useApiError } from '../../../lib/use-api-error';
import { useRenameProject } from '../api/rename-project';

/** The project name in the chat header; the pencil turns it into a field (Enter saves, Escape cancels). */
export function ProjectTitle({ projectId, title }: { projectId: string; title: string }) {
  const [editing, setEditing] = useState(false);
  const [value, setValue] = useState(title);
  const inputRef = useRef<HTMLInputElement>(null);
  const rename = useRenameProject(projectId);
  const showApiError = useApiError();

  useEffect(() => {
    if (editing) inputRef.current?.select();
  }, [editing]);

  const save = (event?: FormEvent) => {
    event?.preventDefault();
    const next = value.trim();
    setEditing(false);
    if (!next || next === title) return;
    rename.mutate(next, { onError: (error) => showApiError(error, PROJECT_TITLE_TEXTS.renameFailed) });
  };

  if (editing) {
    return (
      <form onSubmit={save} className="flex min-w-0 flex-1 items-center gap-1">
        <label htmlFor="project-title" className="sr-only">
          {PROJECT_TITLE_TEXTS.label}
        </label>
        <input
          id="project-title"
          ref={inputRef}
          value={value}
          maxLength={PROJECT_NAME_MAX_CHARS}
          onChange={(event) => setValue(event.target.value)}
          onBlur={() => save()}
          onKeyDown={(event) => {
            if (event.key === 'Escape') {
              event.preventDefault();
              setValue(title);
              setEditing(false);
            }
          }}
          className="h-10 min-w-0 flex-1 rounded-xl border-2 border-grape/60 bg-white px-3 text-lg font-extrabold focus:outline-none"
        />
        <button
          type="submit"
          aria-label={PROJECT_TITLE_TEXTS.save}
          onMouseDown={(event) => event.preventDefault()}
          className="grid size-10 shrink-0 place-items-center rounded-full text-grape-dark hover:bg-grape-soft"
        >
          <Check className="size-5" aria-hidden="true" />
        </button>
      </form>
    );
  }
  return (
    <div className="flex min-w-0 flex-1 items-center gap-1">
      <h1 className="truncate text-lg font-extrabold">{title}</h1>
      <button
        type="button"
        aria-label={PROJECT_TITLE_TEXTS.rename}
        onClick={() => {
          setValue(title);
          setEditing(true);
        }}
        className="grid size-9 shrink-0 place-items-center rounded-full text-ink-soft hover:bg-ink/5 hover:text-ink"
      >
        <Pencil className="size-4" aria-hidden="true" />
      </button>
    </div>
  );
}

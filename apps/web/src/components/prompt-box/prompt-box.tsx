import type { Character } from '@inkling/contracts/api';
import {
  PROMPT_BOX_MAX_HEIGHT_PX,
  PROMPT_MAX_CHARS,
  UPLOAD_MAX_BYTES,
  UPLOAD_MIME_TYPES,
} from '@inkling/contracts/limits';
import {
  AUDIENCE_LABELS,
  CHARACTER_TEXTS,
  FORMAT_LABELS,
  UPLOAD_TEXTS,
  WORKSPACE,
} from '@inkling/contracts/messages';
import type { Audience, PageFormat } from '@inkling/contracts/page';
import { ArrowUp, Check, ImagePlus, SlidersHorizontal, UserRoundPlus, X } from 'lucide-react';
import { DropdownMenu } from 'radix-ui';
import {
  type ChangeEvent,
  type ClipboardEvent,
  type DragEvent,
  type FormEvent,
  type KeyboardEvent,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import { toast } from 'sonner';
import { MenuContent } from '../../../components/ui/menu-content';
import { Spinner } from '../../../components/ui/spinner';
import { cn } from '../../../lib/cn';
import { useTypingPlaceholder } from './use-typing-placeholder';

export interface PromptDraft {
  prompt: string;
  image: File | null;
  character: Character | null;
  /** Age group the page is drawn for (line width, detail). */
  audience: Audience;
  /** Paper the page is laid out for. */
  format: PageFormat;
}

export interface PromptBoxProps {
  draft: PromptDraft;
  onDraftChange: (draft: PromptDraft) => void;
  onSubmit: (draft: PromptDraft) => void;
  submitting: boolean;
  /** Saved characters; undefined while loading or signed out. */
  characters: Character[] | undefined;
  signedIn: boolean;
}

function ImageThumbnail({ file, onRemove }: { file: File; onRemove: () => void }) {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    const next = URL.createObjectURL(file);
    setUrl(next);
    return () => URL.revokeObjectURL(next);
  }, [file]);
  return (
    <div className="relative size-16 shrink-0">
      {url ? (
        <img
          src={url}
          alt={`Attached image: ${file.name}`}
          className="size-16 rounded-2xl border border-line object-cover"
        />
      ) : null}
      <button
        type="button"
        onClick={onRemove}
        aria-label="Remove attached image"
        className="absolute -top-2 -right-2 grid size-7 place-items-center rounded-full bg-ink text-white shadow-card ring-2 ring-white hover:bg-berry"
      >
        <X className="size-4" aria-hidden="true" />
      </button>
    </div>
  );
}

function CharacterChip({ character, onRemove }: { character: Character; onRemove: () => void }) {
  return (
    <div className="flex h-10 items-center gap-2 rounded-full bg-grape-soft py-1 pr-1 pl-1 text-sm font-semibold text-grape-dark">
      <img src={character.imageUrl} alt="" className="size-8 rounded-full bg-white object-cover" />
      <span className="max-w-40 truncate">{character.title}</span>
      <button
        type="button"
        onClick={onRemove}
        aria-label={`Remove character ${character.title}`}
        className="grid size-8 place-items-center rounded-full hover:bg-white/70"
      >
        <X className="size-4" aria-hidden="true" />
      </button>
    </div>
  );
}

const toolButton =
  'inline-flex h-10 items-center gap-2 rounded-full px-2.5 text-sm font-semibold whitespace-nowrap text-ink-soft transition-colors hover:bg-ink/5 hover:text-ink sm:px-3';

const radioItemClass =
  'flex min-h-11 cursor-pointer items-center gap-2 rounded-xl px-3 text-[15px] font-medium outline-none data-[highlighted]:bg-grape-soft data-[state=checked]:font-bold';

/** Age group and paper size of the page, as two radio groups in a menu. */
function PageOptions({ draft, onDraftChange }: Pick<PromptBoxProps, 'draft' | 'onDraftChange'>) {
  const summary = `${AUDIENCE_LABELS[draft.audience].replace(/ \(.*\)$/, '')} · ${FORMAT_LABELS[draft.format]}`;
  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger
        className={toolButton}
        aria-label={`Page options: ${AUDIENCE_LABELS[draft.audience]}, ${FORMAT_LABELS[draft.format]}`}
      >
        <SlidersHorizontal className="size-5" aria-hidden="true" />
        <span className="hidden sm:inline">{summary}</span>
      </DropdownMenu.Trigger>
      <MenuContent align="start" sideOffset={6} className="w-64">
        <OptionGroup
          label="Made for"
          labels={AUDIENCE_LABELS}
          value={draft.audience}
          onChange={(audience) => onDraftChange({ ...draft, audience })}
        />
        <DropdownMenu.Separator className="mx-2 my-1 h-px bg-line" />
        <OptionGroup
          label="Paper"
          labels={FORMAT_LABELS}
          value={draft.format}
          onChange={(format) => onDraftChange({ ...draft, format })}
        />
      </MenuContent>
    </DropdownMenu.Root>
  );
}

/**
 * The home prompt box (spec core "Prompt box"): a multi-line input growing up to 120 px,
 * Enter submits and Shift+Enter adds a line, an image attachment with preview and remove,
 * the "Introduce character" menu and a send button with a spinner while submitting.
 */
export function PromptBox({
  draft,
  onDraftChange,
  onSubmit,
  submitting,
  characters,
  signedIn,
}: PromptBoxProps) {
  const textareaRef = useRef<HTMLTextAreaElement>(null);
  const fileRef = useRef<HTMLInputElement>(null);
  useTypingPlaceholder(textareaRef, draft.prompt.length > 0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: re-measures when the text changes
  useLayoutEffect(() => {
    const element = textareaRef.current;
    if (!element) return;
    element.style.height = 'auto';
    element.style.height = `${Math.min(element.scrollHeight, PROMPT_BOX_MAX_HEIGHT_PX)}px`;
  }, [draft.prompt]);

  const submit = () => {
    if (submitting) return;
    if (!draft.prompt.trim()) {
      toast.error(WORKSPACE.enterPrompt);
      textareaRef.current?.focus();
      return;
    }
    onSubmit(draft);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      submit();
    }
  };

  const onFormSubmit = (event: FormEvent) => {
    event.preventDefault();
    submit();
  };

  const attach = (file: File | undefined) => {
    if (!file) return;
    if (!(UPLOAD_MIME_TYPES as readonly string[]).includes(file.type)) {
      toast.error(UPLOAD_TEXTS.wrongType);
      return;
    }
    // Photos up to 5× the upload limit are shrunk in the browser before upload.
    if (file.size > UPLOAD_MAX_BYTES * 5) {
      toast.error(UPLOAD_TEXTS.tooLarge);
      return;
    }
    onDraftChange({ ...draft, image: file });
  };

  const onFile = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    attach(file);
  };

  /** A picture pasted into the box is attached, text pastes as usual. */
  const onPaste = (event: ClipboardEvent<HTMLTextAreaElement>) => {
    const file = Array.from(event.clipboardData.files).find((f) => f.type.startsWith('image/'));
    if (file) {
      event.preventDefault();
      attach(file);
    }
  };

  const [dragging, setDragging] = useState(false);
  const onDragOver = (event: DragEvent<HTMLFormElement>) => {
    if (!Array.from(event.dataTransfer.types).includes('Files')) return;
    event.preventDefault();
    setDragging(true);
  };
  const onDrop = (event: DragEvent<HTMLFormElement>) => {
    if (!event.dataTransfer.files.length) return;
    event.preventDefault();
    setDragging(false);
    attach(event.dataTransfer.files[0]);
  };

  return (
    <form
      onSubmit={onFormSubmit}
      onDragOver={onDragOver}
      onDragLeave={() => setDragging(false)}
      onDrop={onDrop}
      className={cn(
        'relative w-full rounded-[28px] border-2 bg-white p-3 shadow-card transition-colors focus-within:border-grape/60 sm:p-4',
        dragging ? 'border-dashed border-grape bg-grape-soft/40' : 'border-line',
      )}
    >
      {draft.image || draft.character ? (
        <div className="mb-3 flex flex-wrap items-center gap-3 px-1 pt-1">
          {draft.image ? (
            <ImageThumbnail file={draft.image} onRemove={() => onDraftChange({ ...draft, image: null })} />
          ) : null}
          {draft.character ? (
            <CharacterChip
              character={draft.character}
              onRemove={() => onDraftChange({ ...draft, character: null })}
            />
          ) : null}
        </div>
      ) : null}
      <label htmlFor="prompt-input" className="sr-only">
        Describe your coloring page
      </label>
      <textarea
        id="prompt-input"
        ref={textareaRef}
        rows={2}
        value={draft.prompt}
        maxLength={PROMPT_MAX_CHARS}
        onChange={(event) => onDraftChange({ ...draft, prompt: event.target.value })}
        onKeyDown={onKeyDown}
        onPaste={onPaste}
        placeholder="Create a beautiful masterpiece"
        enterKeyHint="send"
        className="block w-full resize-none bg-transparent px-2 py-1 text-lg leading-relaxed text-ink placeholder:text-ink-soft/70 focus:outline-none"
      />
      <div className="mt-2 flex items-center gap-1">
        <input
          ref={fileRef}
          type="file"
          accept={UPLOAD_MIME_TYPES.join(',')}
          onChange={onFile}
          className="hidden"
          tabIndex={-1}
          aria-hidden="true"
        />
        <button
          type="button"
          className={toolButton}
          onClick={() => fileRef.current?.click()}
          aria-label="Attach an image"
        >
          <ImagePlus className="size-5" aria-hidden="true" />
          <span className="hidden sm:inline">Image</span>
        </button>
        <DropdownMenu.Root>
          <DropdownMenu.Trigger className={toolButton}>
            <UserRoundPlus className="size-5" aria-hidden="true" />
            <span className="sm:hidden">Character</span>
            <span className="hidden sm:inline">Introduce character</span>
          </DropdownMenu.Trigger>
          <MenuContent align="start" sideOffset={6} className="max-h-80 w-72 overflow-y-auto">
            <DropdownMenu.Label className="px-3 pt-1 pb-2 text-xs font-bold tracking-wide text-ink-soft uppercase">
              Your characters
            </DropdownMenu.Label>
            {!signedIn ? (
              <p className="px-3 pb-2 text-sm text-ink-soft">
                Sign in to bring your saved characters into a page.
              </p>
            ) : characters === undefined ? (
              <div className="grid place-items-center py-4">
                <Spinner className="size-5 text-grape" label="Loading characters" />
              </div>
            ) : characters.length === 0 ? (
              <p className="px-3 pb-2 text-sm leading-relaxed text-ink-soft">{CHARACTER_TEXTS.none}</p>
            ) : (
              characters.map((character) => (
                <DropdownMenu.Item
                  key={character.id}
                  onSelect={() => onDraftChange({ ...draft, character })}
                  className="flex min-h-12 cursor-pointer items-center gap-3 rounded-2xl px-2 py-1.5 outline-none data-[highlighted]:bg-grape-soft"
                >
                  <img
                    src={character.imageUrl}
                    alt=""
                    className="size-10 rounded-xl border border-line bg-white object-cover"
                  />
                  <span className="min-w-0 flex-1">
                    <span className="block truncate font-semibold">{character.title}</span>
                    {character.description ? (
                      <span className="block truncate text-xs text-ink-soft">{character.description}</span>
                    ) : null}
                  </span>
                </DropdownMenu.Item>
              ))
            )}
          </MenuContent>
        </DropdownMenu.Root>
        <PageOptions draft={draft} onDraftChange={onDraftChange} />
        <button
          type="submit"
          aria-label="Create coloring page"
          aria-busy={submitting || undefined}
          className={cn(
            'ml-auto grid size-12 shrink-0 place-items-center rounded-full text-white shadow-sm transition-colors',
            draft.prompt.trim() ? 'bg-grape hover:bg-grape-dark' : 'bg-grape/60',
          )}
        >
          {submitting ? (
            <Spinner className="size-5" />
          ) : (
            <ArrowUp className="size-6" aria-hidden="true" strokeWidth={2.5} />
          )}
        </button>
      </div>
    </form>
  );
}

/** One labelled set of radio choices in the page-options menu (age group, paper). */
function OptionGroup<T extends string>({
  label,
  labels,
  value,
  onChange,
}: {
  label: string;
  labels: Record<T, string>;
  value: T;
  onChange: (value: T) => void;
}) {
  return (
    <>
      <DropdownMenu.Label className="px-3 pt-1 pb-1 text-xs font-bold tracking-wide text-ink-soft uppercase">
        {label}
      </DropdownMenu.Label>
      <DropdownMenu.RadioGroup value={value} onValueChange={(next) => onChange(next as T)}>
        {(Object.keys(labels) as T[]).map((option) => (
          <DropdownMenu.RadioItem key={option} value={option} className={radioItemClass}>
            <span className="grid size-4 place-items-center">
              <DropdownMenu.ItemIndicator>
                <Check className="size-4 text-grape" aria-hidden="true" />
              </DropdownMenu.ItemIndicator>
            </span>
            {labels[option]}
          </DropdownMenu.RadioItem>
        ))}
      </DropdownMenu.RadioGroup>
    </>
  );
}

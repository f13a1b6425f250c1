import type { Character } from '@inkling/contracts/api';
import {
  PROMPT_BOX_MAX_HEIGHT_PX,
  PROMPT_MAX_CHARS,
  UPLOAD_MAX_BYTES,
  UPLOAD_MIME_TYPES,
} from '@inkling/contracts/limits';
import {
  PLACEHOLDER_PHRASES,
  PROMPT_BOX,
  TOASTS,
  UPLOAD_TEXTS,
  WORKSPACE,
} from '@inkling/contracts/messages';
import ArrowUp from 'lucide-react/icons/arrow-up';
import Crop from 'lucide-react/icons/crop';
import ImagePlus from 'lucide-react/icons/image-plus';
import X from 'lucide-react/icons/x';
import {
  type ChangeEvent,
  type ClipboardEvent,
  type DragEvent,
  type FormEvent,
  type KeyboardEvent,
  lazy,
  type RefObject,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import { cn } from '../../lib/cn';
import { compressImage } from '../../lib/compress-image';
import { takeEarlyInput } from '../../lib/early-input';
import { toast } from '../../lib/toast';
import { LazyMenuTrigger } from '../ui/lazy-menu';
import { Spinner } from '../ui/spinner';
import { WhenOpened } from '../ui/when-opened';
import { characterTrigger, pageOptionsTrigger, toolButton } from './prompt-box-triggers';
import type { PromptDraft } from './prompt-draft';
import { subjectBoxStyle } from './subject-box';
import { useTypingPlaceholder } from './use-typing-placeholder';

export type { PromptDraft } from './prompt-draft';

/** Where the box sits: the big hero box on home, or the input at the foot of the workspace chat. */
export type PromptBoxVariant = 'hero' | 'chat';

export interface PromptBoxProps {
  variant?: PromptBoxVariant;
  draft: PromptDraft;
  onDraftChange: (draft: PromptDraft) => void;
  onSubmit: (draft: PromptDraft) => void;
  submitting: boolean;
  /** False while the saved draft's photo is read back after a page load: send waits. */
  ready?: boolean;
  /** Saved characters; undefined while loading or signed out. */
  characters: Character[] | undefined;
  signedIn: boolean;
  /** The textarea, for a page that fills the box from elsewhere (suggestion chips). */
  textareaRef?: RefObject<HTMLTextAreaElement | null>;
  /** In a project: keeps the draft's style as the project's defaults for new pages (issue 33). */
  onKeepStyle?: (style: PromptDraft['style']) => void;
  /** The draft's style is already the project's defaults (the keep item is not offered). */
  styleKept?: boolean;
}

function ImageThumbnail({
  file,
  subject,
  onRemove,
}: {
  file: File;
  subject: PromptDraft['photoSubject'];
  onRemove: () => void;
}) {
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
          alt={PROMPT_BOX.attachedImage(file.name)}
          className="size-16 rounded-2xl border border-line object-fill"
        />
      ) : null}
      {subject ? (
        <span
          aria-hidden="true"
          className="pointer-events-none absolute rounded border-2 border-dashed border-grape"
          style={subjectBoxStyle(subject)}
        />
      ) : null}
      <button
        type="button"
        onClick={onRemove}
        aria-label={PROMPT_BOX.removeImage}
        className="absolute -top-2 -right-2 grid size-7 place-items-center rounded-full bg-ink text-white shadow-card ring-2 ring-white hover:bg-berry"
      >
        <X className="size-4" aria-hidden="true" />
      </button>
    </div>
  );
}

function CharacterChip({ character, onRemove }: { character: Character; onRemove: () => void }) {
  return (
    <div className="flex h-10 min-w-0 items-center gap-2 rounded-full bg-grape-soft py-1 pr-1 pl-1 text-sm font-semibold text-grape-dark">
      <img src={character.imageUrl} alt="" className="size-8 rounded-full bg-white object-cover" />
      <span className="max-w-40 truncate">{character.title}</span>
      <button
        type="button"
        onClick={onRemove}
        aria-label={PROMPT_BOX.removeCharacter(character.title)}
        className="grid size-8 place-items-center rounded-full hover:bg-white/70"
      >
        <X className="size-4" aria-hidden="true" />
      </button>
    </div>
  );
}

const loadMenus = () => import('./prompt-box-menus');
const PageOptionsMenu = lazy(async () => ({ default: (await loadMenus()).PageOptionsMenu }));
const CharacterMenu = lazy(async () => ({ default: (await loadMenus()).CharacterMenu }));
const PhotoOptionsDialog = lazy(async () => ({
  default: (await import('./photo-options-dialog')).PhotoOptionsDialog,
}));

/** Age group, paper size and style of the page, as radio groups in a menu (loaded on first use). */
function PageOptions({
  draft,
  onDraftChange,
  variant,
  onKeepStyle,
  styleKept,
}: Pick<PromptBoxProps, 'draft' | 'onDraftChange' | 'onKeepStyle' | 'styleKept'> & {
  variant: PromptBoxVariant;
}) {
  const trigger = pageOptionsTrigger(draft, variant);
  return (
    <LazyMenuTrigger
      menu={PageOptionsMenu}
      menuProps={{ draft, onDraftChange, variant, onKeepStyle, styleKept }}
      preload={loadMenus}
      className={toolButton[variant]}
      label={trigger.label}
    >
      {trigger.content}
    </LazyMenuTrigger>
  );
}

/** The "Introduce character" menu button (spec core "Prompt box"); the menu loads on first use. */
function CharacterMenuButton(
  props: Pick<PromptBoxProps, 'draft' | 'onDraftChange' | 'characters' | 'signedIn'> & {
    variant: PromptBoxVariant;
  },
) {
  return (
    <LazyMenuTrigger
      menu={CharacterMenu}
      menuProps={props}
      preload={loadMenus}
      className={toolButton[props.variant]}
    >
      {characterTrigger(props.variant)}
    </LazyMenuTrigger>
  );
}

/**
 * The prompt box (spec core "Prompt box"), one component for home's hero and the workspace
 * chat (issue 9): a multi-line input growing up to 120 px, Enter submits and Shift+Enter
 * adds a line, a photo (attach, paste or drop; shrunk in the browser, spec core §5) with
 * preview and remove, the "Introduce character" menu, the page options, and a send button
 * that is disabled for blank text and while sending, with a spinner while sending.
 * Enter on a blank box says "Please enter a prompt" (spec core §5). Enter pressed while the
 * box is not ready (its saved photo read back, a new photo shrunk) sends once it is, with the
 * spinner on the send button meanwhile; a photo that fails to attach cancels that send.
 */
export function PromptBox({
  variant = 'hero',
  draft,
  onDraftChange,
  onSubmit,
  submitting,
  ready = true,
  characters,
  signedIn,
  textareaRef: outerRef,
  onKeepStyle,
  styleKept,
}: PromptBoxProps) {
  const innerRef = useRef<HTMLTextAreaElement>(null);
  const textareaRef = outerRef ?? innerRef;
  const fileRef = useRef<HTMLInputElement>(null);
  const draftRef = useRef(draft);
  draftRef.current = draft;
  const [preparing, setPreparing] = useState(false);
  const [photoOptionsOpen, setPhotoOptionsOpen] = useState(false);
  const hero = variant === 'hero';
  useTypingPlaceholder(textareaRef, draft.prompt.length > 0, hero);

  // biome-ignore lint/correctness/useExhaustiveDependencies: re-measures when the text changes
  useLayoutEffect(() => {
    const element = textareaRef.current;
    if (!element) return;
    element.style.height = 'auto';
    element.style.height = `${Math.min(element.scrollHeight, PROMPT_BOX_MAX_HEIGHT_PX)}px`;
  }, [draft.prompt]);

  const blank = !draft.prompt.trim();
  const canSend = !blank && !submitting && ready && !preparing;
  // Enter pressed while the box gets ready (the saved photo read back after a page load, a new
  // photo shrunk, or a press made before the app ran: lib/early-events) sends once it is ready.
  const [sendWhenReady, setSendWhenReady] = useState(false);

  const submit = () => {
    if (submitting) return;
    if (!ready || preparing) {
      setSendWhenReady(true);
      return;
    }
    if (blank) {
      toast.error(WORKSPACE.enterPrompt);
      textareaRef.current?.focus();
      return;
    }
    onSubmit(draft);
  };

  // biome-ignore lint/correctness/useExhaustiveDependencies: submit reads this render's draft
  useEffect(() => {
    if (!sendWhenReady || !ready || preparing) return;
    setSendWhenReady(false);
    submit();
  }, [sendWhenReady, ready, preparing]);

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

  const attach = async (file: File | undefined) => {
    if (!file) return;
    if (!(UPLOAD_MIME_TYPES as readonly string[]).includes(file.type)) {
      toast.error(UPLOAD_TEXTS.wrongType);
      return;
    }
    // Photos up to 5× the upload limit are shrunk in the browser (spec core §5) first.
    if (file.size > UPLOAD_MAX_BYTES * 5) {
      toast.error(UPLOAD_TEXTS.tooLarge);
      return;
    }
    setPreparing(true);
    try {
      const image = await compressImage(file);
      if (image.size > UPLOAD_MAX_BYTES) {
        toast.error(UPLOAD_TEXTS.tooLarge);
        // A send asked for with this photo is not made without it.
        setSendWhenReady(false);
      }
      // A new photo starts without a marked subject: the old box was drawn on another picture.
      else onDraftChange({ ...draftRef.current, image, photoSubject: null });
    } catch (error) {
      toast.error(TOASTS.uploadFailed(error instanceof Error ? error.message : String(error)));
      setSendWhenReady(false);
    } finally {
      setPreparing(false);
    }
  };

  const onFile = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    void attach(file);
  };

  /** A picture pasted into the box is attached, text pastes as usual. */
  const onPaste = (event: ClipboardEvent<HTMLTextAreaElement>) => {
    const file = Array.from(event.clipboardData.files).find((f) => f.type.startsWith('image/'));
    if (file) {
      event.preventDefault();
      void attach(file);
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
    void attach(event.dataTransfer.files[0]);
  };

  const inputId = hero ? 'prompt-input' : 'chat-input';
  // Words typed into the prerendered box before the app started become the draft's text.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when the box first mounts
  useEffect(() => {
    const typed = takeEarlyInput(inputId);
    if (typed !== undefined && typed !== draftRef.current.prompt)
      onDraftChange({ ...draftRef.current, prompt: typed });
  }, []);
  const sendLabel = hero ? PROMPT_BOX.heroSend : PROMPT_BOX.chatSend;

  return (
    <form
      onSubmit={onFormSubmit}
      onDragOver={onDragOver}
      onDragLeave={() => setDragging(false)}
      onDrop={onDrop}
      className={cn(
        'relative w-full border-2 bg-white transition-colors focus-within:border-grape/60',
        hero ? 'rounded-[28px] p-3 shadow-card sm:p-4' : 'rounded-3xl p-2',
        dragging ? 'border-dashed border-grape bg-grape-soft/40' : 'border-line',
      )}
    >
      {draft.image || draft.character || preparing ? (
        <div className={cn('flex flex-wrap items-center gap-3 px-1 pt-1', hero ? 'mb-3' : 'mb-2')}>
          {draft.image ? (
            <>
              <ImageThumbnail
                file={draft.image}
                subject={draft.photoSubject}
                onRemove={() =>
                  onDraftChange({ ...draft, image: null, photoSubject: null, photoDetail: 'usual' })
                }
              />
              <button
                type="button"
                onClick={() => setPhotoOptionsOpen(true)}
                className="inline-flex h-10 items-center gap-2 rounded-full bg-grape-soft px-3.5 text-sm font-semibold text-grape-dark hover:bg-[#e3dbff]"
              >
                <Crop className="size-4" aria-hidden="true" />
                {draft.photoSubject ? PROMPT_BOX.subjectMarked : PROMPT_BOX.photoOptions}
                {draft.photoDetail !== 'usual' ? (
                  <span>· {PROMPT_BOX.detailLabels[draft.photoDetail]}</span>
                ) : null}
              </button>
              <WhenOpened open={photoOptionsOpen}>
                <PhotoOptionsDialog
                  open={photoOptionsOpen}
                  onOpenChange={setPhotoOptionsOpen}
                  image={draft.image}
                  subject={draft.photoSubject}
                  detail={draft.photoDetail}
                  onChange={(options) => onDraftChange({ ...draftRef.current, ...options })}
                />
              </WhenOpened>
            </>
          ) : null}
          {preparing ? (
            <span className="grid size-16 place-items-center rounded-2xl border border-line">
              <Spinner className="size-5 text-grape" label={PROMPT_BOX.preparingImage} />
            </span>
          ) : null}
          {draft.character ? (
            <CharacterChip
              character={draft.character}
              onRemove={() => onDraftChange({ ...draft, character: null })}
            />
          ) : null}
        </div>
      ) : null}
      <label htmlFor={inputId} className="sr-only">
        {hero ? PROMPT_BOX.heroLabel : PROMPT_BOX.chatLabel}
      </label>
      <textarea
        id={inputId}
        ref={textareaRef}
        rows={hero ? 2 : 1}
        value={draft.prompt}
        maxLength={PROMPT_MAX_CHARS}
        onChange={(event) => onDraftChange({ ...draft, prompt: event.target.value })}
        onKeyDown={onKeyDown}
        onPaste={onPaste}
        placeholder={hero ? `Create ${PLACEHOLDER_PHRASES[0]}` : PROMPT_BOX.chatPlaceholder}
        enterKeyHint="send"
        className={cn(
          'block w-full resize-none bg-transparent px-2 text-ink placeholder:text-ink-soft/70 focus:outline-none',
          hero ? 'py-1 text-lg leading-relaxed' : 'min-h-10 py-2 text-base leading-snug',
        )}
      />
      <div className={cn('flex items-center gap-1', hero ? 'mt-2' : 'mt-1')}>
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
          className={toolButton[variant]}
          onClick={() => fileRef.current?.click()}
          aria-label={PROMPT_BOX.attach}
        >
          <ImagePlus className="size-5" aria-hidden="true" />
          {hero ? <span className="hidden sm:inline">{PROMPT_BOX.attachShort}</span> : null}
        </button>
        <CharacterMenuButton
          draft={draft}
          onDraftChange={onDraftChange}
          characters={characters}
          signedIn={signedIn}
          variant={variant}
        />
        <PageOptions
          draft={draft}
          onDraftChange={onDraftChange}
          variant={variant}
          onKeepStyle={onKeepStyle}
          styleKept={styleKept}
        />
        <button
          type="submit"
          aria-label={sendLabel}
          aria-busy={submitting || sendWhenReady || undefined}
          disabled={!canSend}
          className={cn(
            'ml-auto grid shrink-0 place-items-center rounded-full text-white shadow-sm transition-colors',
            hero ? 'size-12' : 'size-10',
            canSend ? 'bg-grape hover:bg-grape-dark' : 'cursor-not-allowed bg-grape/55',
          )}
        >
          {submitting || sendWhenReady ? (
            <Spinner className={hero ? 'size-5' : 'size-4.5'} />
          ) : (
            <ArrowUp className={hero ? 'size-6' : 'size-5'} aria-hidden="true" strokeWidth={2.5} />
          )}
        </button>
      </div>
    </form>
  );
}

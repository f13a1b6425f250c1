import {
  AUDIENCE_LABELS,
  BACKGROUND_LABELS,
  BUBBLE_LABELS,
  CHARACTER_TEXTS,
  COMIC_LABELS,
  DETAIL_LABELS,
  FORMAT_LABELS,
  FRAME_LABELS,
  LINE_WEIGHT_LABELS,
  PROMPT_BOX,
} from '@inkling/contracts/messages';
import Check from 'lucide-react/icons/check';
import { DropdownMenu } from 'radix-ui';
import type { LazyMenuProps } from '../ui/lazy-menu';
import { MenuContent } from '../ui/menu-content';
import { Spinner } from '../ui/spinner';
import type { PromptBoxProps, PromptBoxVariant } from './prompt-box';
import { characterTrigger, pageOptionsTrigger, toolButton } from './prompt-box-triggers';
import type { PromptDraft } from './prompt-draft';

const radioItemClass =
  'flex min-h-11 cursor-pointer items-center gap-2 rounded-xl px-3 text-[15px] font-medium outline-none data-[highlighted]:bg-grape-soft data-[state=checked]:font-bold';

/**
 * Age group and paper size of the page, and its style (issue 33: lines, detail, frame,
 * background), as radio groups in a menu (Radix: arrow keys move, Enter or Space picks, Escape
 * closes; loaded on the first click of the prompt box's button, LazyMenuTrigger). The menu
 * scrolls inside the screen's height (a 390 px phone). With `onKeepStyle` (the workspace), an
 * item keeps the chosen style as the project's defaults while it differs from them.
 */
export function PageOptionsMenu({
  draft,
  onDraftChange,
  variant,
  defaultOpen,
  onKeepStyle,
  styleKept,
}: Pick<PromptBoxProps, 'draft' | 'onDraftChange' | 'onKeepStyle' | 'styleKept'> & {
  variant: PromptBoxVariant;
} & LazyMenuProps) {
  const trigger = pageOptionsTrigger(draft, variant);
  const setStyle = (change: Partial<PromptDraft['style']>) =>
    onDraftChange({ ...draft, style: { ...draft.style, ...change } });
  return (
    <DropdownMenu.Root defaultOpen={defaultOpen}>
      <DropdownMenu.Trigger className={toolButton[variant]} aria-label={trigger.label}>
        {trigger.content}
      </DropdownMenu.Trigger>
      <MenuContent
        align="start"
        sideOffset={6}
        className="max-h-[var(--radix-dropdown-menu-content-available-height)] w-64 overflow-y-auto"
      >
        <OptionGroup
          label={PROMPT_BOX.madeFor}
          labels={AUDIENCE_LABELS}
          value={draft.audience}
          onChange={(audience) => onDraftChange({ ...draft, audience })}
        />
        <DropdownMenu.Separator className="mx-2 my-1 h-px bg-line" />
        <OptionGroup
          label={PROMPT_BOX.paper}
          labels={FORMAT_LABELS}
          value={draft.format}
          onChange={(format) => onDraftChange({ ...draft, format })}
        />
        <DropdownMenu.Separator className="mx-2 my-1 h-px bg-line" />
        <OptionGroup
          label={PROMPT_BOX.styleLines}
          labels={LINE_WEIGHT_LABELS}
          value={draft.style.weight}
          onChange={(weight) => setStyle({ weight })}
        />
        <DropdownMenu.Separator className="mx-2 my-1 h-px bg-line" />
        <OptionGroup
          label={PROMPT_BOX.styleDetail}
          labels={DETAIL_LABELS}
          value={draft.style.detail}
          onChange={(detail) => setStyle({ detail })}
        />
        <DropdownMenu.Separator className="mx-2 my-1 h-px bg-line" />
        <OptionGroup
          label={PROMPT_BOX.styleFrame}
          labels={FRAME_LABELS}
          value={draft.style.frame}
          onChange={(frame) => setStyle({ frame })}
        />
        <DropdownMenu.Separator className="mx-2 my-1 h-px bg-line" />
        <OptionGroup
          label={PROMPT_BOX.styleBackground}
          labels={BACKGROUND_LABELS}
          value={draft.style.background}
          onChange={(background) => setStyle({ background })}
        />
        <DropdownMenu.Separator className="mx-2 my-1 h-px bg-line" />
        <OptionGroup
          label={PROMPT_BOX.comic}
          labels={comicLabelsFor(draft)}
          value={draft.comic}
          onChange={(comic) => onDraftChange({ ...draft, comic })}
        />
        {draft.comic !== 'single' ? (
          <>
            <DropdownMenu.Separator className="mx-2 my-1 h-px bg-line" />
            <OptionGroup
              label={PROMPT_BOX.bubbles}
              labels={BUBBLE_LABELS}
              value={draft.bubbles}
              onChange={(bubbles) => onDraftChange({ ...draft, bubbles })}
            />
          </>
        ) : null}
        {onKeepStyle && !styleKept ? (
          <>
            <DropdownMenu.Separator className="mx-2 my-1 h-px bg-line" />
            <DropdownMenu.Item
              onSelect={() => onKeepStyle(draft.style)}
              className="flex min-h-11 cursor-pointer items-center rounded-xl px-3 py-2 text-sm font-semibold text-grape outline-none data-[highlighted]:bg-grape-soft"
            >
              {PROMPT_BOX.keepForProject}
            </DropdownMenu.Item>
          </>
        ) : null}
      </MenuContent>
    </DropdownMenu.Root>
  );
}

/**
 * The "Introduce character" menu: the user's saved characters (spec core "Prompt box"); loaded
 * on the first click of its button (LazyMenuTrigger).
 */
export function CharacterMenu({
  draft,
  onDraftChange,
  characters,
  signedIn,
  variant,
  defaultOpen,
}: Pick<PromptBoxProps, 'draft' | 'onDraftChange' | 'characters' | 'signedIn'> & {
  variant: PromptBoxVariant;
} & LazyMenuProps) {
  return (
    <DropdownMenu.Root defaultOpen={defaultOpen}>
      <DropdownMenu.Trigger className={toolButton[variant]}>{characterTrigger(variant)}</DropdownMenu.Trigger>
      <MenuContent align="start" sideOffset={6} className="max-h-80 w-72 overflow-y-auto">
        <DropdownMenu.Label className="px-3 pt-1 pb-2 text-xs font-bold tracking-wide text-ink-soft uppercase">
          {PROMPT_BOX.yourCharacters}
        </DropdownMenu.Label>
        {!signedIn ? (
          <p className="px-3 pb-2 text-sm text-ink-soft">{PROMPT_BOX.charactersSignedOut}</p>
        ) : characters === undefined ? (
          <div className="grid place-items-center py-4">
            <Spinner className="size-5 text-grape" label={PROMPT_BOX.loadingCharacters} />
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
  );
}

/**
 * The comic choices a draft is offered (issue 33): six panels are for big kids (ages 9–12),
 * whose pages carry smaller regions; a draft that already chose six keeps seeing it.
 */
function comicLabelsFor(draft: PromptDraft): Record<PromptDraft['comic'], string> {
  if (draft.audience === 'big-kids' || draft.comic === '6') return COMIC_LABELS;
  const { '6': _six, ...rest } = COMIC_LABELS;
  return rest as Record<PromptDraft['comic'], string>;
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

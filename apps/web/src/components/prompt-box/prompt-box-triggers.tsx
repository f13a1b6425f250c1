import { AUDIENCE_LABELS, FORMAT_LABELS, PROMPT_BOX } from '@inkling/contracts/messages';
import SlidersHorizontal from 'lucide-react/icons/sliders-horizontal';
import UserRoundPlus from 'lucide-react/icons/user-round-plus';
import type { ReactNode } from 'react';
import type { PromptBoxVariant } from './prompt-box';
import type { PromptDraft } from './prompt-draft';

const toolButtonBase =
  'inline-flex h-10 shrink-0 items-center gap-2 rounded-full text-sm font-semibold whitespace-nowrap text-ink-soft transition-colors hover:bg-ink/5 hover:text-ink';

/** The look of the prompt box's tool buttons (attach, character, page options), by variant. */
export const toolButton = {
  hero: `${toolButtonBase} px-2.5 sm:px-3`,
  chat: `${toolButtonBase} w-10 justify-center`,
} as const;

/**
 * The page-options button's accessible name and content (the same before and after its menu's
 * code has loaded, prompt-box-menus.tsx).
 */
export function pageOptionsTrigger(
  draft: Pick<PromptDraft, 'audience' | 'format'>,
  variant: PromptBoxVariant,
): { label: string; content: ReactNode } {
  const summary = `${AUDIENCE_LABELS[draft.audience].replace(/ \(.*\)$/, '')} · ${FORMAT_LABELS[draft.format]}`;
  return {
    label: PROMPT_BOX.pageOptions(AUDIENCE_LABELS[draft.audience], FORMAT_LABELS[draft.format]),
    content: (
      <>
        <SlidersHorizontal className="size-5" aria-hidden="true" />
        {variant === 'hero' ? <span className="hidden sm:inline">{summary}</span> : null}
      </>
    ),
  };
}

/** The "Introduce character" button's content (before and after its menu's code has loaded). */
export function characterTrigger(variant: PromptBoxVariant): ReactNode {
  return (
    <>
      <UserRoundPlus className="size-5" aria-hidden="true" />
      {variant === 'hero' ? (
        <>
          <span className="sm:hidden">{PROMPT_BOX.characterShort}</span>
          <span className="hidden sm:inline">{PROMPT_BOX.character}</span>
        </>
      ) : (
        <span className="sr-only">{PROMPT_BOX.character}</span>
      )}
    </>
  );
}

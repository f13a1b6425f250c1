import type { CreatedGeneration, Session } from '@inkling/contracts/api';
import { PROMPT_BOX } from '@inkling/contracts/messages';
import { lazy, type RefObject, useCallback, useRef } from 'react';
import { useCharacters } from '../../lib/api/get-characters';
import { spendableCredits, useSession } from '../../lib/api/get-session';
import { toast } from '../../lib/toast';
import { TimedPopup } from '../ui/timed-popup';
import { WhenOpened } from '../ui/when-opened';
import { PromptBox, type PromptBoxProps, type PromptBoxVariant } from './prompt-box';
import type { PromptDraftController } from './use-prompt-draft';
import { useSubmitPrompt, WELCOME_TOAST_ID } from './use-submit-prompt';

const OutOfCreditsDialog = lazy(async () => ({
  default: (await import('../credits/out-of-credits-dialog')).OutOfCreditsDialog,
}));

export interface PromptComposerProps {
  variant: PromptBoxVariant;
  /** The draft, from usePromptDraft in the page (so the page can fill it, e.g. from chips). */
  controller: PromptDraftController;
  /** The workspace's project; absent on home (the server makes a new project). */
  projectId?: string;
  /**
   * Why sending is not possible now, shown as a toast when the user presses send (e.g.
   * spec core §4: "sending is blocked while a generation is in progress"); null when free.
   */
  blockedReason?: string | null;
  /** The server's answer once the page is queued; the draft is already cleared. */
  onCreated: (created: CreatedGeneration) => void;
  textareaRef?: RefObject<HTMLTextAreaElement | null>;
  /** In a project: keep the chosen style as its defaults (PromptBoxProps.onKeepStyle). */
  onKeepStyle?: PromptBoxProps['onKeepStyle'];
  styleKept?: boolean;
}

/**
 * The prompt box with its whole submit path, one component for home and the workspace
 * chat (issue 9): the draft (kept across page loads), saved characters, the one call
 * POST /api/generations (useSubmitPrompt), the out-of-credits dialog and the kid-safety
 * popup (spec core "Home": dialogs; centred popup for 3 s). After signing in from the
 * dialog it opens, a welcome toast shows the credits and offers to create the page.
 */
export function PromptComposer({
  variant,
  controller,
  projectId,
  blockedReason = null,
  onCreated,
  textareaRef: outerRef,
  onKeepStyle,
  styleKept,
}: PromptComposerProps) {
  const { data: session } = useSession();
  const signedIn = Boolean(session?.user);
  const characters = useCharacters(signedIn);
  const innerRef = useRef<HTMLTextAreaElement>(null);
  const textareaRef = outerRef ?? innerRef;
  const latest = useRef(controller);
  latest.current = controller;
  const send = useRef<() => void>(() => undefined);

  const onSignedIn = useCallback(
    (next: Session) => {
      textareaRef.current?.focus();
      const name = next.user?.name.split(' ')[0] ?? 'friend';
      toast.success(PROMPT_BOX.welcome(name, spendableCredits(next)), {
        description: PROMPT_BOX.welcomeHint,
        action: { label: PROMPT_BOX.welcomeAction, onClick: () => send.current() },
        duration: 8_000,
        id: WELCOME_TOAST_ID,
      });
    },
    [textareaRef],
  );

  const created = useCallback(
    (answer: CreatedGeneration) => {
      latest.current.reset();
      onCreated(answer);
    },
    [onCreated],
  );

  const { submit, submitting, outOfCredits, setOutOfCredits, popup, setPopup } = useSubmitPrompt({
    projectId,
    onCreated: created,
    onSignedIn,
  });

  send.current = () => {
    const { draft, idempotencyKey, ready } = latest.current;
    if (!ready || !draft.prompt.trim()) return;
    if (blockedReason) {
      toast.error(blockedReason);
      return;
    }
    void submit(draft, idempotencyKey);
  };

  const hidePopup = useCallback(() => setPopup(null), [setPopup]);

  return (
    <>
      <PromptBox
        variant={variant}
        draft={controller.draft}
        onDraftChange={controller.setDraft}
        onSubmit={() => send.current()}
        submitting={submitting}
        ready={controller.ready}
        characters={characters.data}
        signedIn={signedIn}
        textareaRef={textareaRef}
        onKeepStyle={onKeepStyle}
        styleKept={styleKept}
      />
      <WhenOpened open={outOfCredits}>
        <OutOfCreditsDialog open={outOfCredits} onOpenChange={setOutOfCredits} />
      </WhenOpened>
      <TimedPopup message={popup} onDone={hidePopup} />
    </>
  );
}

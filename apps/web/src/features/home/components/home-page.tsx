import type { Session } from '@inkling/contracts/api';
import { DAILY_FREE_CREDITS, GENERATION_COST, SIGNUP_CREDITS } from '@inkling/contracts/limits';
import { AUDIENCE_LABELS, FORMAT_LABELS, TOASTS } from '@inkling/contracts/messages';
import { useCallback, useEffect, useRef, useState } from 'react';
import { toast } from 'sonner';
import { OutOfCreditsDialog } from '../../../components/credits/out-of-credits-dialog';
import { TimedPopup } from '../../../components/ui/timed-popup';
import { spendableCredits, useSession } from '../../../lib/api/get-session';
import { useDocumentMeta } from '../../../lib/use-document-meta';
import { useCharacters } from '../api/get-characters';
import { useProjects } from '../api/get-projects';
import { Hero } from './hero';
import { HowItWorks } from './how-it-works';
import { MyProjects } from './my-projects';
import { PromptBox, type PromptDraft } from './prompt-box';
import { SuggestionChips } from './suggestion-chips';
import { PENDING_PROMPT_KEY, useSubmitPrompt, WELCOME_TOAST_ID } from './use-submit-prompt';

/** Where the chosen age group and paper size are remembered between visits. */
const PAGE_OPTIONS_KEY = 'inkling.pageOptions';

function savedPageOptions(): Pick<PromptDraft, 'audience' | 'format'> {
  const fallback = { audience: 'kids', format: 'letter' } as const;
  try {
    const saved = JSON.parse(localStorage.getItem(PAGE_OPTIONS_KEY) ?? 'null') as Partial<PromptDraft> | null;
    return {
      audience: saved?.audience && saved.audience in AUDIENCE_LABELS ? saved.audience : fallback.audience,
      format: saved?.format && saved.format in FORMAT_LABELS ? saved.format : fallback.format,
    };
  } catch {
    return fallback;
  }
}

function initialDraft(): PromptDraft {
  const pending = typeof sessionStorage === 'undefined' ? null : sessionStorage.getItem(PENDING_PROMPT_KEY);
  return { prompt: pending ?? '', image: null, character: null, ...savedPageOptions() };
}

/** The home page (spec core "Home"). */
export function HomePage() {
  useDocumentMeta({
    title: undefined,
    description:
      'Inkling turns any idea into a printable black-and-white coloring page. Safe creativity tools designed for young imaginations.',
  });
  const { data: session } = useSession({ recheck: true });
  const signedIn = Boolean(session?.user);
  const projects = useProjects(signedIn);
  const characters = useCharacters(signedIn);
  const [draft, setDraft] = useState<PromptDraft>(initialDraft);
  const promptRef = useRef<HTMLDivElement>(null);
  const draftRef = useRef(draft);
  draftRef.current = draft;
  const submitRef = useRef<(draft: PromptDraft) => Promise<void>>(async () => undefined);

  // After signing in from the dialog the idea is still in the box: welcome the user, show
  // their credits and let them create the page with one more press (or the toast's button).
  const onSignedIn = useCallback((session: Session) => {
    promptRef.current?.querySelector('textarea')?.focus();
    const name = session.user?.name.split(' ')[0] ?? 'friend';
    const credits = spendableCredits(session);
    toast.success(`Welcome, ${name}! You have ${credits} ${credits === 1 ? 'credit' : 'credits'}.`, {
      description: 'Press send to create your page.',
      action: { label: 'Create it', onClick: () => void submitRef.current(draftRef.current) },
      duration: 8_000,
      id: WELCOME_TOAST_ID,
    });
  }, []);

  const { submit, submitting, outOfCredits, setOutOfCredits, popup, setPopup } = useSubmitPrompt({
    onSignedIn,
  });
  submitRef.current = submit;

  useEffect(() => {
    // The restored prompt is now in the box; a new sign-in round trip stores it again.
    sessionStorage.removeItem(PENDING_PROMPT_KEY);
  }, []);

  useEffect(() => {
    try {
      localStorage.setItem(
        PAGE_OPTIONS_KEY,
        JSON.stringify({ audience: draft.audience, format: draft.format }),
      );
    } catch {
      // Private mode or full storage: the choice just is not remembered.
    }
  }, [draft.audience, draft.format]);

  useEffect(() => {
    if (projects.isError) toast.error(TOASTS.loadProjectsFailed, { id: 'load-projects' });
  }, [projects.isError]);

  const hasImage =
    projects.data?.some((project) => project.generations.some((g) => g.status === 'completed')) ?? false;
  const hidePopup = useCallback(() => setPopup(null), [setPopup]);

  const pickSuggestion = (prompt: string) => {
    setDraft((current) => ({ ...current, prompt }));
    promptRef.current?.querySelector('textarea')?.focus();
  };

  const tryIdea = (idea: string) => {
    setDraft((current) => ({ ...current, prompt: idea }));
    promptRef.current?.scrollIntoView({ behavior: 'smooth', block: 'center' });
    promptRef.current?.querySelector('textarea')?.focus({ preventScroll: true });
  };

  return (
    <div className="flex flex-col gap-16 pb-4 sm:gap-20">
      <section
        aria-label="Create a coloring page"
        className="relative overflow-hidden bg-[radial-gradient(ellipse_at_top,_#fff_0%,_transparent_70%)] px-4 pt-12 sm:px-6 sm:pt-20"
      >
        <Doodles />
        <div className="relative mx-auto flex max-w-4xl flex-col items-center gap-8">
          <Hero />
          <div ref={promptRef} className="w-full max-w-3xl">
            <PromptBox
              draft={draft}
              onDraftChange={setDraft}
              onSubmit={(value) => void submit(value)}
              submitting={submitting}
              characters={characters.data}
              signedIn={signedIn}
            />
          </div>
          <CreditsHint session={session} />
          {hasImage ? null : <SuggestionChips onPick={pickSuggestion} />}
        </div>
      </section>
      {signedIn ? <MyProjects projects={projects.data} loading={projects.isPending} /> : null}
      <HowItWorks onTryIdea={tryIdea} />
      <OutOfCreditsDialog open={outOfCredits} onOpenChange={setOutOfCredits} />
      <TimedPopup message={popup} onDone={hidePopup} />
    </div>
  );
}

/** What a page costs, in one friendly line under the prompt box (spec core §1, §9; DESIGN decision 6). */
function CreditsHint({ session }: { session: Session | undefined }) {
  if (!session) return <p className="-mt-4 h-5" aria-hidden="true" />;
  const credits = spendableCredits(session);
  const text = session.user
    ? `Each new page uses ${GENERATION_COST} credit · retries are free · you have ${credits} ${credits === 1 ? 'credit' : 'credits'}`
    : `Sign up free: ${SIGNUP_CREDITS} pages to start, plus ${DAILY_FREE_CREDITS} free pages every day`;
  return <p className="-mt-4 text-center text-sm text-ink-soft">{text}</p>;
}

/** Soft crayon doodles behind the hero; purely decorative. */
function Doodles() {
  return (
    <svg
      aria-hidden="true"
      className="pointer-events-none absolute inset-x-0 top-0 mx-auto h-[500px] w-full max-w-6xl opacity-70"
      viewBox="0 0 1200 500"
      preserveAspectRatio="xMidYMin meet"
      fill="none"
      strokeLinecap="round"
      strokeWidth="6"
    >
      <path d="M70 120c30-40 80-40 100 0s70 40 100 0" stroke="#ffc83d" />
      <circle cx="1080" cy="110" r="34" stroke="#ff7a45" />
      <path
        d="M1120 300l15 30 33 4-24 23 6 33-30-16-30 16 6-33-24-23 33-4z"
        stroke="#6d4aff"
        strokeWidth="5"
        opacity=".45"
      />
      <path d="M110 380c20-20 50-20 60 10s50 30 60 0" stroke="#2f8fe8" opacity=".6" />
    </svg>
  );
}

import type { Session } from '@inkling/contracts/api';
import { AUDIENCE_LABELS, FORMAT_LABELS, HOME_TEXTS, TOASTS } from '@inkling/contracts/messages';
import { DEFAULT_PAGE_STYLE } from '@inkling/contracts/page';
import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { CommunityGallery } from '../../../components/community/community-gallery';
import { PromptComposer } from '../../../components/prompt-box/prompt-composer';
import { type PageOptions, readStyle, sameStyle } from '../../../components/prompt-box/prompt-draft';
import { usePromptDraft } from '../../../components/prompt-box/use-prompt-draft';
import { paths } from '../../../config/paths';
import { spendableCredits, useSession } from '../../../lib/api/get-session';
import { remixPromptOf } from '../../../lib/remix';
import { toast } from '../../../lib/toast';
import { useDocumentMeta } from '../../../lib/use-document-meta';
import { useHydrated } from '../../../lib/use-hydrated';
import { useProjects } from '../api/get-projects';
import { Hero } from './hero';
import { HowItWorks } from './how-it-works';
import { MyProjects } from './my-projects';
import { SuggestionChips } from './suggestion-chips';
import { WeeklyChallenge } from './weekly-challenge';

/** Where the chosen age group and paper size are remembered between visits. */
const PAGE_OPTIONS_KEY = 'inkling.pageOptions';

/** The draft scope of the home prompt box (see usePromptDraft). */
export const HOME_DRAFT_SCOPE = 'home';

/** Remembers the chosen age group, paper and style between visits (private mode or full storage: not remembered). */
function rememberPageOptions({ audience, format, style }: PageOptions): void {
  try {
    localStorage.setItem(PAGE_OPTIONS_KEY, JSON.stringify({ audience, format, style }));
  } catch {
    // The choice just is not remembered.
  }
}

/** The options of a first visit, which the prerendered home page (issue 18) shows. */
const FIRST_VISIT_OPTIONS: PageOptions = { audience: 'kids', format: 'letter', style: DEFAULT_PAGE_STYLE };

function savedPageOptions(): PageOptions {
  const fallback = FIRST_VISIT_OPTIONS;
  try {
    const saved = JSON.parse(localStorage.getItem(PAGE_OPTIONS_KEY) ?? 'null') as Partial<PageOptions> | null;
    return {
      audience: saved?.audience && saved.audience in AUDIENCE_LABELS ? saved.audience : fallback.audience,
      format: saved?.format && saved.format in FORMAT_LABELS ? saved.format : fallback.format,
      style: readStyle(saved?.style, fallback.style),
    };
  } catch {
    return fallback;
  }
}

/**
 * The home page (spec core "Home"): hero, the prompt box (one call, then the workspace of
 * the new project: spec core §4 "Home flow"), suggestion chips until an image exists, My
 * Projects when signed in, how it works, the community gallery (issue 10), and this week's
 * challenge under the prompt box (issue 34: "Join the challenge" fills the prompt box). The draft survives
 * sign-in and checkout round trips. Remix (a gallery card here, or a navigation from
 * /community/{id} carrying `remixPrompt`) fills the prompt box and focuses it.
 */
export function HomePage() {
  useDocumentMeta({ title: undefined, description: HOME_TEXTS.description });
  const navigate = useNavigate();
  const { data: session } = useSession({ recheck: true });
  const signedIn = Boolean(session?.user);
  const projects = useProjects(signedIn);
  // The prerendered page is hydrated with the options its HTML shows; the remembered ones
  // follow right after (reading them during hydration made React refuse the page's HTML:
  // error #418, found by the shipped-paths e2e suite, issue 26).
  const hydrated = useHydrated();
  const defaults = useMemo(() => (hydrated ? savedPageOptions() : FIRST_VISIT_OPTIONS), [hydrated]);
  const drafts = usePromptDraft(HOME_DRAFT_SCOPE, defaults);
  const { setDraft: setDraftOnly } = drafts;
  /** Sets the draft and remembers a newly chosen age group or paper for the next visit. */
  const setDraft = useCallback<typeof setDraftOnly>(
    (next) =>
      setDraftOnly((current) => {
        const value = typeof next === 'function' ? next(current) : next;
        if (
          value.audience !== current.audience ||
          value.format !== current.format ||
          !sameStyle(value.style, current.style)
        )
          rememberPageOptions(value);
        return value;
      }),
    [setDraftOnly],
  );
  const controller = { ...drafts, setDraft };
  const promptRef = useRef<HTMLDivElement>(null);
  const textareaRef = useRef<HTMLTextAreaElement>(null);

  useEffect(() => {
    if (projects.isError) toast.error(TOASTS.loadProjectsFailed, { id: 'load-projects' });
  }, [projects.isError]);

  const cards = useMemo(() => projects.data?.pages.flatMap((page) => page.projects), [projects.data]);
  const hasImage = cards?.some((project) => project.pageCount > 0) ?? false;
  const { fetchNextPage } = projects;
  const loadMore = useCallback(() => void fetchNextPage(), [fetchNextPage]);

  const pickSuggestion = (prompt: string) => {
    setDraft((current) => ({ ...current, prompt }));
    textareaRef.current?.focus();
  };

  const tryIdea = useCallback(
    (idea: string) => {
      setDraft((current) => ({ ...current, prompt: idea }));
      promptRef.current?.scrollIntoView({ behavior: 'smooth', block: 'center' });
      textareaRef.current?.focus({ preventScroll: true });
    },
    [setDraft],
  );

  // Remix from /community/{id}: after the layout's scroll-to-top and focus of <main>.
  const location = useLocation();
  const remixPrompt = remixPromptOf(location.state);
  useEffect(() => {
    if (!remixPrompt) return;
    const timer = window.setTimeout(() => {
      tryIdea(remixPrompt);
      navigate(`${location.pathname}${location.search}`, { replace: true, state: null });
    }, 0);
    return () => window.clearTimeout(timer);
  }, [remixPrompt, tryIdea, navigate, location.pathname, location.search]);

  return (
    <div className="flex flex-col gap-16 pb-4 sm:gap-20">
      <section
        aria-label={HOME_TEXTS.promptSection}
        className="relative overflow-hidden bg-[radial-gradient(ellipse_at_top,_#fff_0%,_transparent_70%)] px-4 pt-12 sm:px-6 sm:pt-20"
      >
        <Doodles />
        <div className="relative mx-auto flex max-w-4xl flex-col items-center gap-8">
          <Hero />
          <div ref={promptRef} className="w-full max-w-3xl">
            <PromptComposer
              variant="hero"
              controller={controller}
              textareaRef={textareaRef}
              onCreated={({ project }) => navigate(paths.project.build(project.id))}
            />
          </div>
          <CreditsHint session={session} />
          {hasImage ? null : <SuggestionChips onPick={pickSuggestion} />}
          <WeeklyChallenge onJoin={tryIdea} />
        </div>
      </section>
      {signedIn ? (
        <MyProjects
          projects={cards}
          total={projects.data?.pages[0]?.total}
          loading={projects.isPending}
          hasMore={projects.hasNextPage}
          loadingMore={projects.isFetchingNextPage}
          onLoadMore={loadMore}
        />
      ) : null}
      <HowItWorks onTryIdea={tryIdea} />
      <CommunityGallery onRemix={tryIdea} />
    </div>
  );
}

/** What a page costs, in one friendly line under the prompt box (spec core §1, §9; DESIGN decision 6). */
function CreditsHint({ session }: { session: Session | undefined }) {
  if (!session) return <p className="-mt-4 h-5" aria-hidden="true" />;
  const text = session.user ? HOME_TEXTS.costHint(spendableCredits(session)) : HOME_TEXTS.signUpHint;
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

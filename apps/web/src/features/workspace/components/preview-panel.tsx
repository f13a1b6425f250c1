import { COLORING_TEXTS } from '@inkling/contracts/coloring';
import { PAGE_IMAGE, WORKSPACE, WORKSPACE_LABELS } from '@inkling/contracts/messages';
import ChevronLeft from 'lucide-react/icons/chevron-left';
import ChevronRight from 'lucide-react/icons/chevron-right';
import CircleAlert from 'lucide-react/icons/circle-exclamation-point';
import Palette from 'lucide-react/icons/palette';
import Pencil from 'lucide-react/icons/pencil';
import { type ReactNode, useEffect } from 'react';
import { PageCommunityStatus } from '../../../components/community/post-to-community';
import { Spinner } from '../../../components/ui/spinner';
import { PageActions } from './page-actions';
import type { PreviewState } from './preview-state';

export interface PreviewPanelProps {
  state: PreviewState;
  onNavigate: (index: number) => void;
}

function Centered({ children }: { children: ReactNode }) {
  return <div className="flex max-w-sm flex-col items-center gap-3 text-center">{children}</div>;
}

/**
 * The preview panel (spec core "Project workspace"): error, generating, image with toolbar
 * and "N of M" navigation, or empty. `state.index` runs over the pages newest first
 * (spec core §4); the counter reads as page numbers in the order they were made, so the
 * newest of two is "2 of 2": previous goes to older pages and is disabled at the first,
 * next goes to newer ones and is disabled at the last.
 */
export function PreviewPanel({ state, onNavigate }: PreviewPanelProps) {
  const index = state.kind === 'image' ? state.index : 0;
  const total = state.kind === 'image' ? state.total : 0;

  // ← and → page through the images when the user is not typing or in a dialog.
  useEffect(() => {
    if (total < 2) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
      const target = event.target as HTMLElement | null;
      if (
        target?.closest('input, textarea, select, [contenteditable="true"], [role="dialog"], [role="menu"]')
      )
        return;
      if (event.key === 'ArrowLeft' && index < total - 1) onNavigate(index + 1);
      else if (event.key === 'ArrowRight' && index > 0) onNavigate(index - 1);
      else return;
      event.preventDefault();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [index, total, onNavigate]);

  return (
    <section aria-label={WORKSPACE_LABELS.preview} className="flex min-h-0 flex-1 flex-col">
      {state.kind === 'image' ? (
        <div className="@container/toolbar flex flex-wrap items-center justify-between gap-3 border-b border-line/70 bg-white/70 px-4 py-3 lg:px-5">
          <PageActions generation={state.generation} inToolbar />
          {state.total > 1 ? (
            <div className="ml-auto flex shrink-0 items-center gap-1">
              <button
                type="button"
                onClick={() => onNavigate(state.index + 1)}
                disabled={state.index === state.total - 1}
                aria-label={WORKSPACE_LABELS.previous}
                className="grid size-10 place-items-center rounded-full text-ink hover:bg-ink/5 disabled:opacity-35"
              >
                <ChevronLeft className="size-5" aria-hidden="true" />
              </button>
              <span
                className="min-w-16 text-center text-sm font-bold whitespace-nowrap tabular-nums"
                aria-live="polite"
              >
                {WORKSPACE_LABELS.position(state.total - state.index, state.total)}
              </span>
              <button
                type="button"
                onClick={() => onNavigate(state.index - 1)}
                disabled={state.index === 0}
                aria-label={WORKSPACE_LABELS.next}
                className="grid size-10 place-items-center rounded-full text-ink hover:bg-ink/5 disabled:opacity-35"
              >
                <ChevronRight className="size-5" aria-hidden="true" />
              </button>
            </div>
          ) : null}
        </div>
      ) : null}
      {state.kind === 'image' ? (
        <PageCommunityStatus generation={state.generation} className="mx-4 mt-3 lg:mx-5" />
      ) : null}
      <div className="relative min-h-0 flex-1">
        <div className="absolute inset-0 flex items-center justify-center p-6 lg:p-8">
          {state.kind === 'image' && state.generation.result && !state.generation.result.coloredUrl ? (
            <img
              key={state.generation.id}
              src={state.generation.result.previewUrl}
              alt={PAGE_IMAGE.alt(state.generation.prompt)}
              className="max-h-full max-w-full animate-fade-in rounded-2xl bg-white object-contain p-3 shadow-lift ring-1 ring-line/60"
            />
          ) : null}
          {state.kind === 'image' && state.generation.result?.coloredUrl ? (
            // The page as its owner coloured it ("Save to my book", issue 17), beside the line art.
            <div
              key={state.generation.id}
              className="flex size-full min-h-0 items-center justify-center gap-4"
            >
              {[
                { src: state.generation.result.previewUrl, alt: PAGE_IMAGE.alt(state.generation.prompt) },
                {
                  src: state.generation.result.coloredUrl,
                  alt: COLORING_TEXTS.coloredAlt(state.generation.prompt),
                },
              ].map((image) => (
                <img
                  key={image.src}
                  src={image.src}
                  alt={image.alt}
                  className="max-h-full min-w-0 flex-1 animate-fade-in rounded-2xl bg-white object-contain p-3 shadow-lift ring-1 ring-line/60"
                />
              ))}
            </div>
          ) : null}
          {state.kind === 'generating' ? (
            <Centered>
              <span className="relative grid size-24 place-items-center rounded-full bg-white shadow-card">
                <Spinner className="absolute size-24 text-grape/25" />
                <Pencil className="size-9 animate-wiggle text-grape" aria-hidden="true" />
              </span>
              <h2 className="mt-2 text-2xl font-extrabold">{WORKSPACE.generatingHeading}</h2>
              <p className="text-ink-soft">{WORKSPACE.generatingText}</p>
            </Centered>
          ) : null}
          {state.kind === 'error' ? (
            <Centered>
              <span className="grid size-16 place-items-center rounded-full bg-berry-soft">
                <CircleAlert className="size-8 text-berry" aria-hidden="true" />
              </span>
              <h2 className="text-2xl font-extrabold">{WORKSPACE.errorHeading}</h2>
              {state.message ? <p className="text-ink-soft">{state.message}</p> : null}
            </Centered>
          ) : null}
          {state.kind === 'loading' ? (
            <Centered>
              <Spinner className="size-8 text-grape" />
              <p className="font-semibold text-ink-soft">{WORKSPACE.loading}</p>
            </Centered>
          ) : null}
          {state.kind === 'empty' ? (
            <Centered>
              <span className="grid size-20 place-items-center rounded-full bg-white shadow-card">
                <Palette className="size-9 text-tangerine" aria-hidden="true" />
              </span>
              <h2 className="mt-2 text-2xl font-extrabold">{WORKSPACE.emptyHeading}</h2>
              <p className="text-ink-soft">{WORKSPACE.emptyText}</p>
            </Centered>
          ) : null}
        </div>
      </div>
    </section>
  );
}

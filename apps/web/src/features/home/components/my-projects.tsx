import type { ProjectCard as Card } from '@inkling/contracts/api';
import { PROJECTS_SHOWN_INITIALLY } from '@inkling/contracts/limits';
import { MY_PROJECTS, TOASTS } from '@inkling/contracts/messages';
import { STORY_UI_TEXTS } from '@inkling/contracts/story';
import BookOpen from 'lucide-react/icons/book-open';
import ChevronDown from 'lucide-react/icons/chevron-down';
import ChevronUp from 'lucide-react/icons/chevron-up';
import { lazy, useEffect, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';
import { WhenOpened } from '../../../components/ui/when-opened';
import { useCharacters } from '../../../lib/api/get-characters';
import { toast } from '../../../lib/toast';
import { useApiError } from '../../../lib/use-api-error';
import { useDeleteProject } from '../api/delete-project';
import { useRetryFailedPage } from '../api/retry-failed-page';
import { ProjectCard } from './project-card';

const ConfirmDialog = lazy(async () => ({
  default: (await import('../../../components/ui/confirm-dialog')).ConfirmDialog,
}));
const StoryBookDialog = lazy(async () => ({
  default: (await import('../../../components/story/story-book-dialog')).StoryBookDialog,
}));

export interface MyProjectsProps {
  /** The cards fetched so far, newest first (undefined while the first page loads). */
  projects: Card[] | undefined;
  /** How many projects the user has in all (GET /api/projects `total`). */
  total?: number;
  loading: boolean;
  /** Whether more pages wait behind the cursor, and how to fetch the next one. */
  hasMore?: boolean;
  loadingMore?: boolean;
  onLoadMore?: () => void;
}

/**
 * My Projects (spec core "My Projects"): heading with count, a grid showing 6 projects
 * first then "Show all N projects" / "Show less", and delete with confirmation. The list
 * comes a page at a time (issue 15): "Show all" fetches the remaining pages.
 */
export function MyProjects({ projects, total, loading, hasMore, loadingMore, onLoadMore }: MyProjectsProps) {
  const [showAll, setShowAll] = useState(false);
  const [pendingDelete, setPendingDelete] = useState<Card | null>(null);
  const [makingStory, setMakingStory] = useState(false);
  const characters = useCharacters(makingStory);
  const deleteProject = useDeleteProject();
  const retry = useRetryFailedPage();
  const showApiError = useApiError();
  const retryPage = (generationId: string) =>
    retry.mutate(generationId, { onError: (error) => showApiError(error, TOASTS.retryFailed) });

  const list = projects ?? [];
  const count = total ?? list.length;
  const visible = showAll ? list : list.slice(0, PROJECTS_SHOWN_INITIALLY);

  useEffect(() => {
    if (showAll && hasMore && !loadingMore) onLoadMore?.();
  }, [showAll, hasMore, loadingMore, onLoadMore]);

  const confirmDelete = () => {
    const project = pendingDelete;
    setPendingDelete(null);
    if (!project) return;
    deleteProject.mutate(project.id, {
      onSuccess: () => toast.success(TOASTS.projectDeleted),
      onError: () => toast.error(TOASTS.deleteProjectFailed),
    });
  };

  return (
    <section aria-labelledby="my-projects-heading" className="mx-auto w-full max-w-6xl px-4 sm:px-6">
      <div className="flex flex-wrap items-center gap-3">
        <h2
          id="my-projects-heading"
          className="text-2xl font-extrabold tracking-tight whitespace-nowrap sm:text-3xl"
        >
          {MY_PROJECTS.heading}
        </h2>
        {projects ? (
          <span className="rounded-full bg-grape-soft px-3 py-0.5 text-sm font-bold text-grape-dark">
            {count}
            <span className="sr-only"> projects</span>
          </span>
        ) : null}
        <Button variant="outline" size="sm" className="ml-auto" onClick={() => setMakingStory(true)}>
          <BookOpen className="size-4" aria-hidden="true" />
          {STORY_UI_TEXTS.open}
        </Button>
      </div>
      {loading ? (
        <ul
          className="mt-6 grid grid-cols-2 gap-3 sm:gap-5 lg:grid-cols-3"
          aria-busy="true"
          aria-label={MY_PROJECTS.loading}
        >
          {[0, 1, 2].map((key) => (
            <li key={key} className="overflow-hidden rounded-3xl bg-white shadow-card ring-1 ring-line/60">
              <Skeleton className="aspect-[4/3] rounded-none" />
              <div className="space-y-2 p-4">
                <Skeleton className="h-5 w-2/3 rounded-full" />
                <Skeleton className="h-4 w-1/3 rounded-full" />
              </div>
            </li>
          ))}
        </ul>
      ) : list.length === 0 ? (
        <p className="mt-4 rounded-3xl border-2 border-dashed border-line bg-white/60 p-6 text-center text-ink-soft">
          Your coloring pages will live here. Type an idea above to make your first one!
        </p>
      ) : (
        <>
          <ul className="mt-6 grid grid-cols-2 gap-3 sm:gap-5 lg:grid-cols-3">
            {visible.map((project) => (
              <ProjectCard
                key={project.id}
                project={project}
                onDelete={setPendingDelete}
                onRetry={retryPage}
                retrying={retry.isPending && retry.variables === project.failed?.generationId}
              />
            ))}
          </ul>
          {count > PROJECTS_SHOWN_INITIALLY ? (
            <div className="mt-6 flex justify-center">
              <Button variant="outline" onClick={() => setShowAll((value) => !value)} aria-expanded={showAll}>
                {showAll ? MY_PROJECTS.showLess : MY_PROJECTS.showAll(count)}
                {showAll ? (
                  <ChevronUp className="size-4" aria-hidden="true" />
                ) : (
                  <ChevronDown className="size-4" aria-hidden="true" />
                )}
              </Button>
            </div>
          ) : null}
        </>
      )}
      <WhenOpened open={makingStory}>
        <StoryBookDialog
          open={makingStory}
          onOpenChange={setMakingStory}
          characters={characters.data ?? []}
        />
      </WhenOpened>
      <WhenOpened open={pendingDelete !== null}>
        <ConfirmDialog
          open={pendingDelete !== null}
          onOpenChange={(open) => {
            if (!open) setPendingDelete(null);
          }}
          title={MY_PROJECTS.deleteTitle}
          description={MY_PROJECTS.confirmDelete}
          confirmLabel={MY_PROJECTS.deleteConfirm}
          onConfirm={confirmDelete}
        />
      </WhenOpened>
    </section>
  );
}

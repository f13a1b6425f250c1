import type { ProjectCard as Card } from '@inkling/contracts/api';
import { MY_PROJECTS, PAGE_IMAGE } from '@inkling/contracts/messages';
import Palette from 'lucide-react/icons/palette';
import RefreshCw from 'lucide-react/icons/refresh-cw';
import Trash2 from 'lucide-react/icons/trash';
import TriangleAlert from 'lucide-react/icons/triangle-exclamation-point';
import { Link } from 'react-router';
import { Spinner } from '../../../components/ui/spinner';
import { paths } from '../../../config/paths';
import { relativeTime } from '../../../lib/relative-time';

/**
 * A My Projects card: cover image, title, relative age and a delete control. A project none
 * of whose pages could be drawn says so, with the reason and Retry (issue 26), instead of
 * an empty cover.
 */
export function ProjectCard({
  project,
  onDelete,
  onRetry,
  retrying = false,
}: {
  project: Card;
  onDelete: (project: Card) => void;
  /** Retry of the failed page named by `project.failed`. */
  onRetry?: (generationId: string) => void;
  retrying?: boolean;
}) {
  // The cover is the project's first finished page; the list API sends it with the card.
  const { cover, drawing, failed, pageCount: pages } = project;
  return (
    // A flex column whose card fills the row: in a two-card row the shorter card is as tall as
    // its neighbour, so the delete button (bottom right of the item) stays on its own card.
    <li className="group relative flex min-w-0 flex-col">
      <Link
        to={paths.project.build(project.id)}
        className="block flex-1 overflow-hidden rounded-3xl bg-white shadow-card ring-1 ring-line/60 transition hover:-translate-y-0.5 hover:shadow-lift"
      >
        <div className="relative grid aspect-[4/3] place-items-center overflow-hidden border-b border-line/60 bg-white">
          {cover ? (
            <img
              src={cover.url}
              alt={PAGE_IMAGE.alt(cover.prompt)}
              loading="lazy"
              className="absolute inset-0 size-full object-contain p-3"
            />
          ) : drawing || retrying ? (
            <span className="flex items-center gap-2 text-sm font-semibold text-ink-soft">
              <Spinner className="size-4 text-grape" />{' '}
              {retrying ? MY_PROJECTS.retrying : MY_PROJECTS.drawing}
            </span>
          ) : failed ? (
            <span className="flex flex-col items-center gap-1 px-6 pb-12 text-center text-sm text-ink-soft">
              <TriangleAlert className="size-7 text-berry" aria-hidden="true" />
              <span className="font-semibold text-ink">{MY_PROJECTS.failed}</span>
              <span className="line-clamp-2">{failed.error}</span>
            </span>
          ) : (
            <Palette className="size-10 text-ink-soft/40" aria-hidden="true" />
          )}
        </div>
        <div className="px-4 pt-3 pb-4 pr-14">
          <h3 className="truncate font-bold">{project.title}</h3>
          <p className="mt-0.5 text-sm text-ink-soft">
            {pages > 1 ? `${pages} pages · ` : ''}
            {relativeTime(project.createdAt)}
          </p>
        </div>
      </Link>
      {failed && !drawing && !retrying && onRetry ? (
        // Over the cover area (a button cannot sit inside the card's link).
        <div className="pointer-events-none absolute inset-x-0 top-0 flex aspect-[4/3] items-end justify-center pb-4">
          <button
            type="button"
            onClick={() => onRetry(failed.generationId)}
            aria-label={MY_PROJECTS.retryLabel(project.title)}
            className="pointer-events-auto flex min-h-10 items-center gap-2 rounded-full bg-grape px-4 text-sm font-bold text-white shadow-card transition-colors hover:bg-grape-dark"
          >
            <RefreshCw className="size-4" aria-hidden="true" />
            {MY_PROJECTS.retry}
          </button>
        </div>
      ) : null}
      <button
        type="button"
        onClick={() => onDelete(project)}
        aria-label={MY_PROJECTS.deleteProject(project.title)}
        className="absolute right-3 bottom-3 grid size-10 place-items-center rounded-full text-ink-soft transition-colors hover:bg-berry-soft hover:text-berry"
      >
        <Trash2 className="size-5" aria-hidden="true" />
      </button>
    </li>
  );
}

import type { ProjectCard as Card } from '@inkling/contracts/api';
import { MY_PROJECTS, PAGE_IMAGE } from '@inkling/contracts/messages';
import Palette from 'lucide-react/icons/palette';
import Trash2 from 'lucide-react/icons/trash';
import { Link } from 'react-router';
import { Spinner } from '../../../components/ui/spinner';
import { paths } from '../../../config/paths';
import { relativeTime } from '../../../lib/relative-time';

/** A My Projects card: cover image, title, relative age and a delete control. */
export function ProjectCard({ project, onDelete }: { project: Card; onDelete: (project: Card) => void }) {
  // The cover is the project's first finished page; the list API sends it with the card.
  const { cover, drawing, pageCount: pages } = project;
  return (
    <li className="group relative min-w-0">
      <Link
        to={paths.project.build(project.id)}
        className="block overflow-hidden rounded-3xl bg-white shadow-card ring-1 ring-line/60 transition hover:-translate-y-0.5 hover:shadow-lift"
      >
        <div className="relative grid aspect-[4/3] place-items-center overflow-hidden border-b border-line/60 bg-white">
          {cover ? (
            <img
              src={cover.url}
              alt={PAGE_IMAGE.alt(cover.prompt)}
              loading="lazy"
              className="absolute inset-0 size-full object-contain p-3"
            />
          ) : drawing ? (
            <span className="flex items-center gap-2 text-sm font-semibold text-ink-soft">
              <Spinner className="size-4 text-grape" /> {MY_PROJECTS.drawing}
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

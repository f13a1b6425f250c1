import { UI_TEXTS } from '@inkling/contracts/messages';
import { Link } from 'react-router';
import { paths } from '../../config/paths';

/** The Inkling mark and word; links to the home page (spec core §2). */
export function Logo() {
  return (
    <Link
      to={paths.home}
      className="flex items-center gap-2 rounded-full pr-2 text-ink"
      aria-label={UI_TEXTS.logoLabel}
    >
      <svg viewBox="0 0 64 64" className="size-9 shrink-0" aria-hidden="true">
        <rect width="64" height="64" rx="18" fill="#6d4aff" />
        <path d="M18 46l4-12 20-20a5 5 0 017 7L29 41z" fill="#fff" />
        <path d="M18 46l4-12 7 7z" fill="#ffc83d" />
        <circle cx="46" cy="46" r="5" fill="#ff7a45" />
      </svg>
      <span className="text-xl font-black tracking-tight">{UI_TEXTS.brand}</span>
    </Link>
  );
}

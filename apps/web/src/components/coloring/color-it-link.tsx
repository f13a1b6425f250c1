import { COLORING_TEXTS } from '@inkling/contracts/coloring';
import Palette from 'lucide-react/icons/palette';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '../../config/paths';
import { buttonClasses } from '../ui/button';

export interface ColorItLinkProps {
  /** An own page (/color/:generationId) or a community post (/color/community/:postId). */
  target: { generationId: string } | { postId: string };
  size?: 'sm' | 'md';
  className?: string;
  /** The label (e.g. icons only below a breakpoint); "Color it" by default. */
  label?: ReactNode;
}

/**
 * "Color it" (issue 17): opens the coloring screen for a finished page. A link, so the
 * screen's code loads only when it is followed (its route is a lazy chunk).
 */
export function ColorItLink({ target, size = 'md', className, label }: ColorItLinkProps) {
  const to =
    'generationId' in target
      ? paths.coloring.build(target.generationId)
      : paths.coloringCommunity.build(target.postId);
  return (
    <Link
      to={to}
      className={buttonClasses(
        'secondary',
        size,
        `focus-visible:ring-4 focus-visible:ring-grape focus-visible:outline-none ${className ?? ''}`,
      )}
    >
      <Palette className="size-4.5" aria-hidden="true" />
      {label ?? COLORING_TEXTS.colorIt}
    </Link>
  );
}

import { BADGES_UI_TEXTS, type Badge, type BadgeId } from '@inkling/contracts/badges';
import BookOpen from 'lucide-react/icons/book-open';
import Flame from 'lucide-react/icons/flame';
import Palette from 'lucide-react/icons/palette';
import Pencil from 'lucide-react/icons/pencil';
import Trophy from 'lucide-react/icons/trophy';
import type { ComponentType, SVGProps } from 'react';
import { useBadges } from '../../lib/api/badges';
import { cn } from '../../lib/cn';
import { Skeleton } from '../ui/skeleton';

/** The picture of each badge. */
export const BADGE_ICONS: Record<BadgeId, ComponentType<SVGProps<SVGSVGElement>>> = {
  'first-page': Pencil,
  'first-book': BookOpen,
  'first-colored-page': Palette,
  'streak-7': Flame,
  'challenges-5': Trophy,
};

const dateFormat = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' });

/** One badge: bright with the date when earned, pale with the progress ("3 of 5") before. */
function BadgeItem({ badge }: { badge: Badge }) {
  const Icon = BADGE_ICONS[badge.id];
  return (
    <li
      data-badge={badge.id}
      data-earned={badge.earned}
      className={cn(
        'flex items-center gap-3 rounded-2xl p-3 ring-1',
        badge.earned ? 'bg-sun-soft ring-sun/60' : 'bg-paper ring-line/60',
      )}
    >
      <span
        className={cn(
          'grid size-11 shrink-0 place-items-center rounded-full',
          badge.earned ? 'bg-sun text-ink' : 'bg-white text-ink-soft/60',
        )}
      >
        <Icon className="size-5" aria-hidden="true" />
      </span>
      <div className="min-w-0">
        <p className={cn('font-bold', badge.earned ? 'text-ink' : 'text-ink-soft')}>{badge.title}</p>
        <p className="text-sm text-ink-soft">{badge.description}</p>
        <p className="text-xs font-semibold text-ink-soft">
          {badge.earned && badge.earnedAt
            ? BADGES_UI_TEXTS.earnedOn(dateFormat.format(new Date(badge.earnedAt)))
            : badge.progress.target > 1
              ? BADGES_UI_TEXTS.progress(badge.progress.current, badge.progress.target)
              : BADGES_UI_TEXTS.notYet}
        </p>
      </div>
    </li>
  );
}

/**
 * "Your badges" on /settings (issue 34): every badge, earned ones first in their order, only
 * ever the signed-in family's own.
 */
export function BadgesSection({ className }: { className?: string }) {
  const badges = useBadges();
  return (
    <section id="badges" aria-labelledby="badges-heading" className={className}>
      <h2 id="badges-heading" className="text-xl font-extrabold">
        {BADGES_UI_TEXTS.heading}
      </h2>
      <p className="mt-1 text-sm text-ink-soft">{BADGES_UI_TEXTS.intro}</p>
      {badges.isPending ? (
        <Skeleton className="mt-4 h-64 w-full rounded-2xl" />
      ) : badges.isError ? (
        <p role="alert" className="mt-4 text-sm text-berry">
          {BADGES_UI_TEXTS.loadFailed}
        </p>
      ) : (
        <ul className="mt-4 flex flex-col gap-2" data-testid="badge-list">
          {[...badges.data.badges]
            .sort((a, b) => Number(b.earned) - Number(a.earned))
            .map((badge) => (
              <BadgeItem key={badge.id} badge={badge} />
            ))}
        </ul>
      )}
    </section>
  );
}

/** The user menu's line: "Badges: n of 5" and the earned badges' pictures (issue 34). */
export function MenuBadges() {
  const badges = useBadges();
  if (!badges.data) return null;
  const earned = badges.data.badges.filter((b) => b.earned);
  return (
    <p className="flex items-center gap-2" data-testid="menu-badges">
      <Trophy className="size-4 text-[#b7791f]" aria-hidden="true" />
      <span className="flex-1">{BADGES_UI_TEXTS.menuLabel(earned.length, badges.data.badges.length)}</span>
      <span className="flex gap-1">
        {earned.map((badge) => {
          const Icon = BADGE_ICONS[badge.id];
          return (
            <span
              key={badge.id}
              title={badge.title}
              className="grid size-6 place-items-center rounded-full bg-sun text-ink"
            >
              <Icon className="size-3.5" aria-hidden="true" />
              <span className="sr-only">{badge.title}</span>
            </span>
          );
        })}
      </span>
    </p>
  );
}

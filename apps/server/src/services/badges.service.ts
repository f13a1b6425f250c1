import {
  BADGE_IDS,
  BADGE_TEXTS,
  type Badge,
  type BadgeId,
  CHALLENGES_FOR_BADGE,
  STREAK_DAYS,
} from '@inkling/contracts/badges';
import type { AppContext } from '../context';
import * as badges from '../repositories/badges.repository';

const DAY_MS = 86_400_000;

/**
 * The first time `days` (YYYY-MM-DD, ascending, distinct) hold `length` consecutive calendar
 * days: the index of that run's last day, else null; and the longest run up to now (progress).
 */
export function findStreak(days: string[], length: number): { endIndex: number | null; longest: number } {
  let run = 0;
  let longest = 0;
  let previous: number | null = null;
  for (const [index, day] of days.entries()) {
    const t = Date.parse(`${day}T00:00:00Z`);
    run = previous !== null && t - previous === DAY_MS ? run + 1 : 1;
    previous = t;
    longest = Math.max(longest, run);
    if (run >= length) return { endIndex: index, longest: length };
  }
  return { endIndex: null, longest };
}

function badge(id: BadgeId, earnedAt: Date | null, current: number, target: number): Badge {
  return {
    id,
    ...BADGE_TEXTS[id],
    earned: earnedAt !== null,
    earnedAt: earnedAt?.toISOString() ?? null,
    progress: { current: Math.min(current, target), target },
  };
}

/**
 * The family's badges (issue 34), worked out from what they made: first page (a finished
 * page), first book (a finished book export), first coloured page (a saved coloured page),
 * a 7-day making streak (finished pages on STREAK_DAYS days in a row, days as the daily
 * credits count them) and 5 challenges joined (posts shared for CHALLENGES_FOR_BADGE
 * different weekly challenges). Only for the signed-in user themselves.
 */
export async function listBadges(ctx: Pick<AppContext, 'db'>, userId: string): Promise<Badge[]> {
  const [page, book, colored, days, weeks] = await Promise.all([
    badges.firstFinishedPageAt(ctx.db, userId),
    badges.firstBookAt(ctx.db, userId),
    badges.firstColoredAt(ctx.db, userId),
    badges.makingDays(ctx.db, userId),
    badges.challengeWeeksOf(ctx.db, userId),
  ]);
  const streak = findStreak(
    days.map((d) => d.day),
    STREAK_DAYS,
  );
  const byId: Record<BadgeId, Badge> = {
    'first-page': badge('first-page', page, page ? 1 : 0, 1),
    'first-book': badge('first-book', book, book ? 1 : 0, 1),
    'first-colored-page': badge('first-colored-page', colored, colored ? 1 : 0, 1),
    'streak-7': badge(
      'streak-7',
      streak.endIndex === null ? null : (days[streak.endIndex]?.first ?? null),
      streak.longest,
      STREAK_DAYS,
    ),
    'challenges-5': badge(
      'challenges-5',
      weeks[CHALLENGES_FOR_BADGE - 1]?.first ?? null,
      weeks.length,
      CHALLENGES_FOR_BADGE,
    ),
  };
  return BADGE_IDS.map((id) => byId[id]);
}

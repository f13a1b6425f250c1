import {
  builtInTheme,
  CHALLENGE_WEEKS_LISTED,
  type Challenge,
  type ChallengeGallery,
  type ChallengeSort,
  weekKey,
  weekStart,
} from '@inkling/contracts/challenge';
import type { AppContext } from '../context';
import { presentPost } from '../presenters/community.presenter';
import * as challenges from '../repositories/challenge.repository';
import type { Viewer } from './community.service';
import { heartedSet } from './community.service';
import { assertKidSafe } from './safety.service';

const WEEK_MS = 7 * 86_400_000;

/** The challenge of week `key` given the moderators' theme for it, if any. */
function challengeOf(key: string, moderatorTheme: string | undefined): Challenge {
  const start = weekStart(key);
  return {
    week: key,
    theme: moderatorTheme ?? builtInTheme(key),
    source: moderatorTheme ? 'moderator' : 'built-in',
    startsAt: start.toISOString(),
    endsAt: new Date(start.getTime() + WEEK_MS).toISOString(),
  };
}

/** The challenge of week `key` (default: the week of ctx.clock(), UTC). */
export async function getChallenge(ctx: Pick<AppContext, 'db' | 'clock'>, key?: string): Promise<Challenge> {
  const week = key ?? weekKey(ctx.clock());
  const themes = await challenges.findThemes(ctx.db, [week]);
  return challengeOf(week, themes.get(week));
}

/** This week and the next CHALLENGE_WEEKS_LISTED − 1 weeks with their themes (moderators' screen). */
export async function listChallengeWeeks(ctx: Pick<AppContext, 'db' | 'clock'>): Promise<Challenge[]> {
  const first = weekStart(weekKey(ctx.clock())).getTime();
  const keys = Array.from({ length: CHALLENGE_WEEKS_LISTED }, (_, i) =>
    weekKey(new Date(first + i * WEEK_MS + 86_400_000)),
  );
  const themes = await challenges.findThemes(ctx.db, keys);
  return keys.map((k) => challengeOf(k, themes.get(k)));
}

/**
 * A moderator sets week `key`'s theme (issue 34). The theme is shown on home and put into
 * children's prompt boxes, so it passes the kid-safety check first (422 blocked_prompt;
 * nothing stored). Returns the week's challenge.
 */
export async function setChallengeTheme(
  ctx: AppContext,
  viewer: Viewer,
  key: string,
  theme: string,
): Promise<Challenge> {
  await assertKidSafe(ctx, theme, 'text');
  await challenges.upsertTheme(ctx.db, { week: key, theme, setBy: viewer.id, at: ctx.clock() });
  return getChallenge(ctx, key);
}

/** A moderator removes week `key`'s theme: it has its built-in one again. */
export async function resetChallengeTheme(ctx: AppContext, key: string): Promise<Challenge> {
  await challenges.deleteTheme(ctx.db, key);
  return getChallenge(ctx, key);
}

/**
 * The challenge gallery of week `key` (default this week): its approved challenge posts,
 * newest first or (`hearts`) most hearted during that week first. Cards show what the
 * gallery shows (pictures and first names only).
 */
export async function challengeGallery(
  ctx: AppContext,
  viewer: Viewer | null,
  query: { week?: string; sort: ChallengeSort; limit: number },
): Promise<ChallengeGallery> {
  const challenge = await getChallenge(ctx, query.week);
  const views = await challenges.listChallengePosts(ctx.db, challenge.week, query.sort, query.limit, {
    from: new Date(challenge.startsAt),
    to: new Date(challenge.endsAt),
  });
  const hearted = await heartedSet(ctx, viewer, views);
  return { challenge, posts: await Promise.all(views.map((v) => presentPost(ctx, v, viewer, hearted))) };
}

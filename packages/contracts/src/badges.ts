import { z } from 'zod';

/**
 * Badges for a family's own activity (issue 34), shown only to that family (settings and the
 * user menu); never public, never compared with others. Each is worked out from what the
 * family already made, so nothing extra is stored.
 */
export const BADGE_IDS = [
  'first-page',
  'first-book',
  'first-colored-page',
  'streak-7',
  'challenges-5',
] as const;
export type BadgeId = (typeof BADGE_IDS)[number];

/** Days in a row with a finished page for the streak badge (issue 34: "a 7-day making streak"). */
export const STREAK_DAYS = 7;
/** Weekly challenges joined for the challenge badge (issue 34: "5 challenges joined"). */
export const CHALLENGES_FOR_BADGE = 5;

/** Names and how each badge is earned (our own words). */
export const BADGE_TEXTS: Record<BadgeId, { title: string; description: string }> = {
  'first-page': { title: 'First page', description: 'Made your first coloring page.' },
  'first-book': { title: 'First book', description: 'Made your first coloring book (PDF or EPUB).' },
  'first-colored-page': {
    title: 'First coloured page',
    description: 'Coloured a page on screen and saved it to your book.',
  },
  'streak-7': {
    title: '7-day making streak',
    description: `Made a page on ${STREAK_DAYS} days in a row.`,
  },
  'challenges-5': {
    title: 'Challenge champion',
    description: `Shared pages for ${CHALLENGES_FOR_BADGE} weekly challenges.`,
  },
};

export const badgeSchema = z.object({
  id: z.enum(BADGE_IDS),
  title: z.string(),
  description: z.string(),
  earned: z.boolean(),
  /** When it was earned (ISO), null while not earned. */
  earnedAt: z.string().nullable(),
  /** How far along: `current` of `target` (1 for the "first" badges). */
  progress: z.object({ current: z.number().int(), target: z.number().int() }),
});
export type Badge = z.infer<typeof badgeSchema>;

/** GET /api/badges: every badge, earned or not, in BADGE_IDS order. */
export const badgeListSchema = z.object({ badges: z.array(badgeSchema) });
export type BadgeList = z.infer<typeof badgeListSchema>;

/** Texts of the badges' screens (our own). */
export const BADGES_UI_TEXTS = {
  heading: 'Your badges',
  intro: 'Only your family sees these. They are for fun, not a contest.',
  menuLabel: (earned: number, total: number) => `Badges: ${earned} of ${total}`,
  earnedOn: (date: string) => `Earned ${date}`,
  progress: (current: number, target: number) => `${current} of ${target}`,
  notYet: 'Not yet',
  loadFailed: 'Could not load your badges.',
} as const;

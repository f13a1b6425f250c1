import { z } from 'zod';
import { communityPostSchema } from './community';

/**
 * The weekly challenge (issue 34): a kid-friendly theme each ISO week (Monday to Sunday, UTC),
 * from the built-in list below unless a moderator (ADMIN_EMAILS) set one for that week. Home
 * shows it with "Join the challenge"; posts shared while joining carry the week and theme and
 * have their own gallery, newest and most hearted.
 */

/**
 * A year of themes, one per ISO week (index 0 = week 1; week 53 reuses week 52's). Our own
 * list: things children like to draw, each a scene the offline sketchbook can compose.
 */
export const CHALLENGE_THEMES = [
  'Snowmen having a party',
  'Penguins on the ice',
  'A cozy winter cabin',
  'Dragons and castles',
  'Robots that help at home',
  'Hearts and kind friends',
  'Polar bears in the snow',
  'Under the sea',
  'A trip to the moon',
  'Dinosaurs in the park',
  'A garden full of flowers',
  'Rainy day puddles',
  'Baby animals on the farm',
  'Rainbows and clouds',
  'Bunnies and spring eggs',
  'Kites in the wind',
  'Bugs and butterflies',
  'Trains on a journey',
  'Birds building nests',
  'A day at the zoo',
  'Fairies in the forest',
  'Racecars and racetracks',
  'Ice cream and treats',
  'At the beach',
  'Pirates and treasure',
  'Camping under the stars',
  'Jungle animals',
  'Sandcastles',
  'Ocean friends: whales and dolphins',
  'Superhero pets',
  'A picnic in the park',
  'Hot air balloons',
  'Mermaids and sea shells',
  'Busy builders and diggers',
  'Back to school',
  'Owls at night',
  'Apples and an orchard',
  'Monsters who are friendly',
  'Autumn leaves',
  'Hedgehogs and forest friends',
  'Pumpkins and scarecrows',
  'Spaceships and planets',
  'Cats and kittens',
  'Dogs and puppies',
  'Knights and unicorns',
  'Things that go: planes, boats and buses',
  'Thank-you feast',
  'Mittens, hats and scarves',
  'A gingerbread village',
  'Presents and surprises',
  'Festive lights',
  'A winter wonderland',
] as const;

/** Longest theme a moderator may set, characters (our own; the themes above are ≤ 40). */
export const CHALLENGE_THEME_MAX_CHARS = 80;

/** An ISO week as 'YYYY-Www' ('2026-W48'). */
export const weekKeySchema = z.string().regex(/^\d{4}-W(0[1-9]|[1-4]\d|5[0-3])$/, 'a week like 2026-W48');

/** The ISO 8601 week of a moment in UTC: its week-numbering year and week 1–53. */
export function isoWeek(at: Date): { year: number; week: number } {
  const day = new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate()));
  const weekday = day.getUTCDay() || 7;
  day.setUTCDate(day.getUTCDate() + 4 - weekday);
  const yearStart = Date.UTC(day.getUTCFullYear(), 0, 1);
  return {
    year: day.getUTCFullYear(),
    week: Math.ceil(((day.getTime() - yearStart) / 86_400_000 + 1) / 7),
  };
}

/** The 'YYYY-Www' key of the ISO week holding `at` (UTC). */
export function weekKey(at: Date): string {
  const { year, week } = isoWeek(at);
  return `${year}-W${String(week).padStart(2, '0')}`;
}

/** The Monday 00:00 UTC that starts the ISO week `key`. */
export function weekStart(key: string): Date {
  const [year, week] = key.split('-W').map(Number) as [number, number];
  const jan4 = new Date(Date.UTC(year, 0, 4));
  const monday = new Date(jan4.getTime() - ((jan4.getUTCDay() || 7) - 1) * 86_400_000);
  return new Date(monday.getTime() + (week - 1) * 7 * 86_400_000);
}

/** The built-in theme of the ISO week `key` (week 53 takes week 52's). */
export function builtInTheme(key: string): string {
  const week = Number(key.split('-W')[1]);
  return CHALLENGE_THEMES[Math.min(week, CHALLENGE_THEMES.length) - 1]!;
}

/** One week's challenge. */
export const challengeSchema = z.object({
  week: z.string(),
  theme: z.string(),
  /** `built-in` from CHALLENGE_THEMES, `moderator` when a moderator set it. */
  source: z.enum(['built-in', 'moderator']),
  /** Monday 00:00 UTC and the next Monday 00:00 UTC (exclusive), ISO strings. */
  startsAt: z.string(),
  endsAt: z.string(),
});
export type Challenge = z.infer<typeof challengeSchema>;

/** GET /api/challenge/posts: which week (default this one), the order, how many. */
export const challengePostsQuerySchema = z.object({
  week: weekKeySchema.optional(),
  sort: z.enum(['newest', 'hearts']).default('newest'),
  limit: z.coerce.number().int().min(1).max(48).default(24),
});
export type ChallengeSort = z.infer<typeof challengePostsQuerySchema>['sort'];

/** The challenge gallery: the week's approved challenge posts, newest or most hearted first. */
export const challengeGallerySchema = z.object({
  challenge: challengeSchema,
  posts: z.array(communityPostSchema),
});
export type ChallengeGallery = z.infer<typeof challengeGallerySchema>;

/** PUT /api/moderation/challenge/{week}: a moderator's theme for a week. */
export const setChallengeThemeSchema = z.object({
  theme: z.string().trim().min(1, 'Please write a theme').max(CHALLENGE_THEME_MAX_CHARS),
});

/** GET /api/moderation/challenge: this week and the next ones, with their themes. */
export const challengeWeeksSchema = z.object({ weeks: z.array(challengeSchema) });
export type ChallengeWeeks = z.infer<typeof challengeWeeksSchema>;

/** How many weeks the moderators' screen lists, this one first. */
export const CHALLENGE_WEEKS_LISTED = 8;

/** Texts of the weekly challenge (issue 34 quotes "Join the challenge"; the rest our own). */
export const CHALLENGE_TEXTS = {
  kicker: 'Weekly challenge',
  heading: (theme: string) => `This week: ${theme}`,
  intro: 'Make a page on this week’s theme and share it with the community.',
  join: 'Join the challenge',
  joined: 'The theme is in your prompt box. Add your own idea to it!',
  seeGallery: 'See the challenge gallery',
  galleryTitle: 'Weekly challenge',
  galleryHeading: (theme: string) => `This week’s challenge: ${theme}`,
  galleryDates: (from: string, to: string) => `${from} – ${to}`,
  newest: 'Newest',
  mostHearted: 'Most hearted this week',
  empty: 'No challenge pages yet this week. Be the first to join!',
  loadFailed: 'Could not load the challenge. Please try again.',
  tagLabel: (theme: string) => `Part of this week’s challenge: ${theme}`,
  tag: (theme: string) => `Challenge: ${theme}`,
  /** Moderators' screen. */
  adminHeading: 'Weekly challenge',
  adminIntro: 'Each week has a built-in theme. Set your own for a week, or go back to the built-in one.',
  adminThemeLabel: (week: string) => `Theme for ${week}`,
  adminSave: 'Save theme',
  adminReset: 'Use the built-in theme',
  adminSaved: 'Theme saved',
  adminBuiltIn: 'built-in',
  adminSetByModerator: 'set by a moderator',
  adminFailed: 'Could not save the theme. Please try again.',
} as const;

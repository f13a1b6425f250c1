const LONG_DATE = new Intl.DateTimeFormat('en-US', {
  year: 'numeric',
  month: 'long',
  day: 'numeric',
  timeZone: 'UTC',
});

/**
 * A post's YYYY-MM-DD date in long form, e.g. "2026-11-03" → "November 3, 2026" (spec
 * content §2 "long-form date"). The day is read and printed in UTC, so no visitor's time
 * zone can move it to the day before.
 */
export function formatBlogDate(date: string): string {
  const [year = 1970, month = 1, day = 1] = date.split('-').map(Number);
  return LONG_DATE.format(new Date(Date.UTC(year, month - 1, day)));
}

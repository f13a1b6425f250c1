import { DAILY_RESET_TIME_ZONE } from '@inkling/contracts/limits';

/**
 * Daily things (free credits, refunds) reset at 00:00 America/New_York (DESIGN decision 4;
 * spec content §9 "resetting at 12:00 AM EST"). These helpers name that day and its bounds.
 */

const dayFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: DAILY_RESET_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});
const wallFormat = new Intl.DateTimeFormat('en-US', {
  timeZone: DAILY_RESET_TIME_ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
  second: 'numeric',
});

/** The reset day containing `at`, as `YYYY-MM-DD` in America/New_York. */
export function resetDay(at: Date): string {
  return dayFormat.format(at);
}

/** Offset of New York wall-clock time from UTC at instant `ms`, in ms (e.g. −5 h in winter). */
function offsetAt(ms: number): number {
  const parts = Object.fromEntries(wallFormat.formatToParts(new Date(ms)).map((p) => [p.type, p.value]));
  const wall = Date.UTC(
    Number(parts.year),
    Number(parts.month) - 1,
    Number(parts.day),
    Number(parts.hour),
    Number(parts.minute),
    Number(parts.second),
  );
  return wall - Math.floor(ms / 1000) * 1000;
}

/**
 * The instants bounding the reset day that contains `at`: `start` is 00:00 New York time
 * that day, `end` 00:00 the next day (23, 24 or 25 hours later across DST changes).
 */
export function resetDayBounds(at: Date): { start: Date; end: Date } {
  const [y, m, d] = resetDay(at).split('-').map(Number) as [number, number, number];
  const midnight = (year: number, month: number, day: number) => {
    const guess = Date.UTC(year, month - 1, day);
    const first = guess - offsetAt(guess);
    return new Date(guess - offsetAt(first));
  };
  return { start: midnight(y, m, d), end: midnight(y, m, d + 1) };
}

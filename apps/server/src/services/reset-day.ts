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
  return dayOf(at).day;
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
  const { start, end } = dayOf(at);
  return { start: new Date(start), end: new Date(end) };
}

interface ResetDay {
  day: string;
  /** Epoch ms of the day's first instant. */
  start: number;
  /** Epoch ms of the next day's first instant. */
  end: number;
}

/**
 * The last day computed: every request of a day asks about the same one, and the Intl
 * formatting behind it showed in the profile of GET /api/session (issue 15, ~3 % of CPU).
 */
let lastDay: ResetDay | undefined;

function dayOf(at: Date): ResetDay {
  const ms = at.getTime();
  if (lastDay && ms >= lastDay.start && ms < lastDay.end) return lastDay;
  const day = dayFormat.format(at);
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const midnight = (year: number, month: number, date: number) => {
    const guess = Date.UTC(year, month - 1, date);
    const first = guess - offsetAt(guess);
    return guess - offsetAt(first);
  };
  lastDay = { day, start: midnight(y, m, d), end: midnight(y, m, d + 1) };
  return lastDay;
}

/** The units an age is given in, largest first, with their length in seconds (a month is 30 days). */
export const UNITS: Array<[Intl.RelativeTimeFormatUnit, number]> = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
];

/** What English `Intl.RelativeTimeFormat` with `numeric: 'auto'` says for ±1 of a unit. */
const ONE: Partial<Record<Intl.RelativeTimeFormatUnit, [past: string, future: string]>> = {
  year: ['last year', 'next year'],
  month: ['last month', 'next month'],
  week: ['last week', 'next week'],
  day: ['yesterday', 'tomorrow'],
};

/**
 * `count` whole `unit`s from now in English, exactly as
 * `new Intl.RelativeTimeFormat('en', { numeric: 'auto' }).format(count, unit)` words it for
 * count ≠ 0: "3 days ago", "in 2 hours", "yesterday", "next week" (relative-time.test.ts checks
 * every unit against Intl). Written out because creating that formatter loads its locale data:
 * 37–62 ms in Chromium on this machine, on every page that shows a community card, before the
 * home page can respond (issue 18, Total Blocking Time).
 */
function formatRelative(count: number, unit: Intl.RelativeTimeFormatUnit): string {
  const one = ONE[unit];
  if (one && Math.abs(count) === 1) return count < 0 ? one[0] : one[1];
  const amount = Math.abs(count);
  // Digits grouped as Intl groups them ("1,500"); below 1,000 no number formatter is needed.
  const digits = amount < 1000 ? String(amount) : amount.toLocaleString('en-US');
  const words = `${digits} ${unit}${amount === 1 ? '' : 's'}`;
  return count < 0 ? `${words} ago` : `in ${words}`;
}

/**
 * Relative age of an ISO timestamp in English, e.g. "2 minutes ago", "yesterday",
 * "just now" under a minute (spec core "My Projects": relative age).
 */
export function relativeTime(iso: string, now: number = Date.now()): string {
  const seconds = Math.round((new Date(iso).getTime() - now) / 1000);
  if (Number.isNaN(seconds)) return '';
  for (const [unit, size] of UNITS) {
    if (Math.abs(seconds) >= size) return formatRelative(Math.trunc(seconds / size), unit);
  }
  return 'just now';
}

/** Clock time of an ISO timestamp, e.g. "3:04 PM" (chat message timestamps). */
export function clockTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime())
    ? ''
    : date.toLocaleTimeString(undefined, { hour: 'numeric', minute: '2-digit' });
}

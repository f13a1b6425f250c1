import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { relativeTime, UNITS } from './relative-time';

const NOW = Date.UTC(2026, 10, 26, 12, 0, 0);
const intl = new Intl.RelativeTimeFormat('en', { numeric: 'auto' });

/** The Intl wording relativeTime replaces: the largest whole unit, as `numeric: 'auto'` says it. */
function expected(seconds: number): string {
  for (const [unit, size] of UNITS) {
    if (Math.abs(seconds) >= size) return intl.format(Math.trunc(seconds / size), unit);
  }
  return 'just now';
}

const at = (seconds: number) => new Date(NOW + seconds * 1000).toISOString();

describe('relativeTime', () => {
  it('words every unit as Intl.RelativeTimeFormat does, past and future', () => {
    for (const [unit, size] of UNITS) {
      for (const count of [1, 2, 3, 5, 11, 21, 59, 100, 1000, 1500, 12345]) {
        for (const sign of [-1, 1]) {
          const seconds = sign * count * size;
          expect(relativeTime(at(seconds), NOW), `${sign * count} ${unit}`).toBe(expected(seconds));
        }
      }
    }
  });

  it('matches Intl for any age within a century', () => {
    fc.assert(
      fc.property(fc.integer({ min: -100 * 365 * 24 * 3600, max: 100 * 365 * 24 * 3600 }), (seconds) => {
        expect(relativeTime(at(seconds), NOW)).toBe(expected(seconds));
      }),
    );
  });

  it('says the common cases in plain words', () => {
    expect(relativeTime(at(-30), NOW)).toBe('just now');
    expect(relativeTime(at(-120), NOW)).toBe('2 minutes ago');
    expect(relativeTime(at(-3600), NOW)).toBe('1 hour ago');
    expect(relativeTime(at(-24 * 3600), NOW)).toBe('yesterday');
    expect(relativeTime(at(-8 * 24 * 3600), NOW)).toBe('last week');
    expect(relativeTime(at(2 * 24 * 3600), NOW)).toBe('in 2 days');
    expect(relativeTime('not a date', NOW)).toBe('');
  });
});

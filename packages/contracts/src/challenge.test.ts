import { describe, expect, it } from 'vitest';
import { builtInTheme, CHALLENGE_THEMES, isoWeek, weekKey, weekKeySchema, weekStart } from './challenge';

describe('weekly challenge weeks and themes', () => {
  it('has 52 different themes, one for each ISO week; week 53 reuses week 52', () => {
    expect(CHALLENGE_THEMES).toHaveLength(52);
    expect(new Set(CHALLENGE_THEMES).size).toBe(52);
    expect(builtInTheme('2026-W01')).toBe(CHALLENGE_THEMES[0]);
    expect(builtInTheme('2026-W52')).toBe(CHALLENGE_THEMES[51]);
    expect(builtInTheme('2026-W53')).toBe(CHALLENGE_THEMES[51]);
  });

  it('numbers weeks as ISO 8601 does (Monday first; week 1 holds the first Thursday)', () => {
    expect(weekKey(new Date('2026-11-24T12:00:00Z'))).toBe('2026-W48');
    expect(weekKey(new Date('2026-01-01T00:00:00Z'))).toBe('2026-W01');
    expect(weekKey(new Date('2024-12-30T00:00:00Z'))).toBe('2025-W01');
    expect(weekKey(new Date('2027-01-01T00:00:00Z'))).toBe('2026-W53');
    expect(weekKey(new Date('2026-11-29T23:59:59Z'))).toBe('2026-W48');
    expect(weekKey(new Date('2026-11-30T00:00:00Z'))).toBe('2026-W49');
    expect(isoWeek(new Date('2021-01-03T00:00:00Z'))).toEqual({ year: 2020, week: 53 });
  });

  it('finds the Monday that starts a week, the inverse of weekKey for every day of several years', () => {
    expect(weekStart('2026-W48').toISOString()).toBe('2026-11-23T00:00:00.000Z');
    expect(weekStart('2025-W01').toISOString()).toBe('2024-12-30T00:00:00.000Z');
    for (let t = Date.UTC(2024, 0, 1); t < Date.UTC(2029, 0, 1); t += 86_400_000) {
      const key = weekKey(new Date(t));
      const start = weekStart(key).getTime();
      expect(t - start).toBeGreaterThanOrEqual(0);
      expect(t - start).toBeLessThan(7 * 86_400_000);
      expect(weekKeySchema.safeParse(key).success).toBe(true);
    }
  });
});

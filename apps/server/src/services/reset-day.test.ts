import { describe, expect, it } from 'vitest';
import { resetDay, resetDayBounds } from './reset-day';

describe('reset day (00:00 America/New_York, DESIGN decision 4)', () => {
  it('names the New York day', () => {
    expect(resetDay(new Date('2026-01-15T04:59:59Z'))).toBe('2026-01-14');
    expect(resetDay(new Date('2026-01-15T05:00:00Z'))).toBe('2026-01-15');
    expect(resetDay(new Date('2026-07-15T03:59:59Z'))).toBe('2026-07-14');
    expect(resetDay(new Date('2026-07-15T04:00:00Z'))).toBe('2026-07-15');
  });

  it('bounds a day, including DST changes', () => {
    expect(resetDayBounds(new Date('2026-01-15T12:00:00Z'))).toEqual({
      start: new Date('2026-01-15T05:00:00Z'),
      end: new Date('2026-01-16T05:00:00Z'),
    });
    // 2026-03-08: clocks spring forward, a 23-hour day.
    expect(resetDayBounds(new Date('2026-03-08T12:00:00Z'))).toEqual({
      start: new Date('2026-03-08T05:00:00Z'),
      end: new Date('2026-03-09T04:00:00Z'),
    });
    // 2026-11-01: clocks fall back, a 25-hour day.
    expect(resetDayBounds(new Date('2026-11-01T12:00:00Z'))).toEqual({
      start: new Date('2026-11-01T04:00:00Z'),
      end: new Date('2026-11-02T05:00:00Z'),
    });
  });

  it('answers each instant from its own day when days alternate (the last day is remembered)', () => {
    const instants = [
      '2026-01-15T04:59:59.999Z',
      '2026-01-15T05:00:00Z',
      '2026-03-09T03:59:59Z',
      '2026-03-09T04:00:00Z',
    ];
    const expected = ['2026-01-14', '2026-01-15', '2026-03-08', '2026-03-09'];
    for (let round = 0; round < 3; round++) {
      expect(instants.map((at) => resetDay(new Date(at)))).toEqual(expected);
      for (const at of instants) {
        const { start, end } = resetDayBounds(new Date(at));
        expect(start.getTime()).toBeLessThanOrEqual(new Date(at).getTime());
        expect(end.getTime()).toBeGreaterThan(new Date(at).getTime());
      }
    }
  });
});

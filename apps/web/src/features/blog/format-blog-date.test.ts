import { afterEach, describe, expect, it } from 'vitest';
import { formatBlogDate } from './format-blog-date';

const originalTz = process.env.TZ;
afterEach(() => {
  process.env.TZ = originalTz;
});

describe('formatBlogDate', () => {
  it('prints the long US form of the calendar day', () => {
    expect(formatBlogDate('2026-11-03')).toBe('November 3, 2026');
    expect(formatBlogDate('2025-01-21')).toBe('January 21, 2025');
  });

  it('never shifts the day, whatever the time zone', () => {
    for (const tz of ['America/Los_Angeles', 'Pacific/Kiritimati', 'UTC']) {
      process.env.TZ = tz;
      expect(formatBlogDate('2025-03-01'), tz).toBe('March 1, 2025');
    }
  });
});

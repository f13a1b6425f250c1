import { describe, expect, it } from 'vitest';
import { findGuide, GUIDE_SLUGS, GUIDES, guidePdfPath } from './guides';

describe('guides', () => {
  it('has the five documentation guides in order, each with a PDF path', () => {
    expect(GUIDES.map((guide) => guide.slug)).toEqual([...GUIDE_SLUGS]);
    expect(guidePdfPath('safety-guide')).toBe('/guides/safety-guide.pdf');
    expect(findGuide('parent-guide')?.title).toBe('Parent and Teacher Guide');
    expect(findGuide('nope')).toBeUndefined();
  });

  it('gives every guide enough text for at least two printed pages', () => {
    for (const guide of GUIDES) {
      const words = guide.sections
        .flatMap((section) => [section.heading, ...section.paragraphs])
        .join(' ')
        .split(/\s+/).length;
      expect(words, guide.slug).toBeGreaterThanOrEqual(700);
      for (const section of guide.sections)
        expect(section.paragraphs.length, section.heading).toBeGreaterThan(0);
    }
  });
});

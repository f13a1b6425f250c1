import { photoSubjectSchema } from '@inkling/contracts/page';
import { describe, expect, it } from 'vitest';
import { isPhotoSubject } from './prompt-draft';

describe('isPhotoSubject', () => {
  it('agrees with contracts photoSubjectSchema', () => {
    const cases: unknown[] = [
      { x: 0.25, y: 0.25, w: 0.5, h: 0.5 },
      { x: 0, y: 0, w: 1, h: 1 },
      { x: 0.6, y: 0, w: 0.5, h: 0.5 },
      { x: 0, y: 0, w: 0.01, h: 0.5 },
      { x: -0.1, y: 0, w: 0.5, h: 0.5 },
      { x: '0', y: 0, w: 0.5, h: 0.5 },
      { x: Number.NaN, y: 0, w: 0.5, h: 0.5 },
      { x: 0, y: 0, w: 0.5 },
      null,
      'box',
    ];
    for (const value of cases)
      expect(isPhotoSubject(value), JSON.stringify(value)).toBe(photoSubjectSchema.safeParse(value).success);
  });
});

import { comicOptionSchema, DEFAULT_PAGE_STYLE, photoSubjectSchema } from '@inkling/contracts/page';
import { describe, expect, it } from 'vitest';
import {
  comicOf,
  draftStorageKey,
  emptyDraft,
  isPhotoSubject,
  readSavedDraft,
  sameDraft,
  writeSavedDraft,
} from './prompt-draft';

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

describe('a draft’s comic choice (issue 33)', () => {
  const options = { audience: 'kids', format: 'letter', style: DEFAULT_PAGE_STYLE } as const;

  it('sends no comic for a single page and a valid comic option otherwise', () => {
    const draft = emptyDraft(options, 'a robot');
    expect(comicOf(draft)).toBeUndefined();
    for (const comic of ['3', '4', '6'] as const) {
      const sent = comicOf({ comic, bubbles: 'lines' });
      expect(comicOptionSchema.parse(sent)).toEqual({ panels: Number(comic), bubbles: 'lines' });
    }
  });

  it('is part of what makes a draft the same, and survives a reload', () => {
    const draft = emptyDraft(options, 'a robot');
    const comic = { ...draft, comic: '4' as const, bubbles: 'lines' as const };
    expect(sameDraft(draft, comic)).toBe(false);
    writeSavedDraft('comic-test', comic, 'key-1');
    expect(readSavedDraft('comic-test', options)).toMatchObject({ comic: '4', bubbles: 'lines' });
    // An unknown choice read back is a single page.
    sessionStorage.setItem(
      draftStorageKey('comic-test'),
      JSON.stringify({ prompt: 'x', key: 'k', comic: '5' }),
    );
    expect(readSavedDraft('comic-test', options)).toMatchObject({ comic: 'single', bubbles: 'empty' });
  });
});

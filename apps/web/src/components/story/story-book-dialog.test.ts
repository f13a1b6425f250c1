import { describe, expect, it } from 'vitest';
import { storyRequestOf } from './story-book-dialog';

describe('storyRequestOf', () => {
  it('sends the words for a character described in words, trimmed', () => {
    expect(
      storyRequestOf({
        idea: '  a turtle finds a kite ',
        hero: 'words',
        words: ' Tilly ',
        audience: 'kids',
        length: 6,
      }),
    ).toEqual({
      idea: 'a turtle finds a kite',
      characterWords: 'Tilly',
      audience: 'kids',
      length: 6,
    });
  });

  it('sends a saved character by id and no words', () => {
    const id = '0b6c4a3e-8f0e-4c1e-9a51-4d9a2f3b7c11';
    expect(
      storyRequestOf({
        idea: 'Luna learns to share',
        hero: id,
        words: 'ignored',
        audience: 'toddler',
        length: 4,
      }),
    ).toEqual({
      idea: 'Luna learns to share',
      characterWords: '',
      characterId: id,
      audience: 'toddler',
      length: 4,
    });
  });
});

import { describe, expect, it } from 'vitest';
import { downloadNameFromPrompt, projectTitleFromPrompt, slugify } from './rules';

describe('projectTitleFromPrompt', () => {
  it('keeps short prompts and cuts long ones to 50 + "..."', () => {
    expect(projectTitleFromPrompt('  Adorable puppy ')).toBe('Adorable puppy');
    const long = 'a'.repeat(60);
    expect(projectTitleFromPrompt(long)).toBe(`${'a'.repeat(50)}...`);
    expect(projectTitleFromPrompt('b'.repeat(50))).toBe('b'.repeat(50));
  });
});

describe('downloadNameFromPrompt', () => {
  it('uses the first 30 characters with non-alphanumerics as dashes', () => {
    expect(downloadNameFromPrompt('Adorable puppy')).toBe('Adorable-puppy.png');
    expect(downloadNameFromPrompt('a dinosaur eating ice cream on the moon')).toBe(
      'a-dinosaur-eating-ice-cream-on.png',
    );
  });
});

describe('slugify', () => {
  it('follows the spec rule', () => {
    expect(slugify('Coloring & Fine Motor Skills:  A Guide!')).toBe('coloring-fine-motor-skills-a-guide');
    expect(slugify('10 Tips -- for Printing')).toBe('10-tips-for-printing');
  });
});

import { describe, expect, it } from 'vitest';
import { understandPrompt } from './understand';

/** The relations of a prompt as "subject relation object" with the things' terms. */
function relationsOf(prompt: string): string[] {
  const u = understandPrompt(prompt);
  return u.relations.map((r) => `${u.things[r.subject]!.term} ${r.relation} ${u.things[r.object]!.term}`);
}

describe('understandPrompt: "in" with clothing', () => {
  it('reads "a cat in a hat" and "a girl in a dress" as wearing, and the worn thing as held', () => {
    expect(relationsOf('a cat in a hat')).toEqual(['cat wearing hat']);
    expect(relationsOf('a girl in a dress')[0]).toMatch(/ wearing dress$/);
    const u = understandPrompt('a cat in a hat');
    expect(u.things.find((t) => t.term === 'hat')!.held).toBe(true);
  });

  it('keeps "in" for containers and places ("a kitten in a basket")', () => {
    expect(relationsOf('a kitten in a basket')[0]).toMatch(/ in basket$/);
  });
});

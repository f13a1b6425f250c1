import { SAFETY_TEXTS, safetyTextWithIdea } from '@inkling/contracts/safety';
import { checkPrompt as checkWords, inspectPrompt } from '@inkling/safety';
import { UNSAFE } from '@inkling/safety/test-corpus';
import { describe, expect, it } from 'vitest';
import { checkPrompt } from './suggest';

describe('engine checkPrompt: refusals that help (issue 31)', () => {
  it.each([
    ['a pirate pointing his sword at a girl', 'weapons', 'a pirate ship on the ocean'],
    ['a wolf tearing apart a deer', 'violence', 'a wolf playing in a meadow full of flowers'],
    ['a beer party with alcohol', 'drugs', 'a birthday party with balloons and cake'],
    ['a parrot that says the b word', 'profanity', 'a parrot flying over a field of flowers'],
  ] as const)('"%s" is refused as %s with the idea "%s"', (text, category, idea) => {
    const verdict = checkPrompt(text);
    expect(verdict).toEqual({
      allowed: false,
      category,
      suggestion: idea,
      message: `${SAFETY_TEXTS[category].slice(0, SAFETY_TEXTS[category].indexOf('!') + 1)} How about ${idea}?`,
    });
  });

  it.each([
    // Hate and sexual refusals never echo what was named: a "monkey" or a "van" would repeat the harm.
    'a black person drawn as a monkey',
    'a little girl getting into a stranger’s van for candy',
    // Self-harm keeps its caring text; plain people and loosely known words give no idea.
    'a sad boy cutting his arms with a razor',
    'a man shooting a woman',
    'a big kid punching a small kid until his nose bleeds',
  ])('"%s" gets its category’s own text and no idea', (text) => {
    const verdict = checkPrompt(text);
    expect(verdict.allowed).toBe(false);
    if (verdict.allowed) return;
    expect(verdict.suggestion).toBeUndefined();
    expect(verdict.message).toBe(SAFETY_TEXTS[verdict.category as keyof typeof SAFETY_TEXTS]);
  });

  it('every idea offered for the unsafe corpus is itself allowed and leaves out what was matched', () => {
    let offered = 0;
    for (const { text } of UNSAFE) {
      const verdict = checkPrompt(text);
      if (verdict.allowed || !verdict.suggestion) continue;
      offered++;
      expect(verdict.message).toBe(
        safetyTextWithIdea(verdict.category as keyof typeof SAFETY_TEXTS, verdict.suggestion),
      );
      expect(checkPrompt(verdict.suggestion).allowed).toBe(true);
      for (const finding of inspectPrompt(text))
        if (finding.source !== 'meaning') expect(verdict.suggestion).not.toContain(finding.match.trim());
    }
    expect(offered).toBeGreaterThan(0);
  });
});

describe('engine checkPrompt: the verdict is the safety package’s', () => {
  it('allows and refuses exactly what @inkling/safety does, in the same category', () => {
    for (const { text } of UNSAFE) {
      const words = checkWords(text);
      const verdict = checkPrompt(text);
      expect(verdict.allowed).toBe(words.allowed);
      if (!verdict.allowed && !words.allowed) expect(verdict.category).toBe(words.category);
    }
    expect(checkPrompt('a happy dog in a garden')).toEqual({ allowed: true });
  });
});

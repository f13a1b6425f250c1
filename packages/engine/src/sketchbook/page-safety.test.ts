import { describe, expect, it } from 'vitest';
import { checkPrompt } from '../safety/suggest';
import { getCatalog, NEVER_DRAWN, termTags } from './catalog';
import { checkWeaponUse, understandForPage } from './page-safety';

describe('catalogue safety tags (issue 31)', () => {
  it('tags every drawn item, and no drawn item carries a never-drawn tag', () => {
    const { entries } = getCatalog();
    expect(entries.size).toBeGreaterThan(800);
    for (const entry of entries.values()) {
      expect(Array.isArray(entry.tags)).toBe(true);
      for (const tag of entry.tags) expect(NEVER_DRAWN.has(tag), `${entry.annotation}: ${tag}`).toBe(false);
    }
    const props = [...entries.values()].filter((e) => e.tags.includes('weapon')).map((e) => e.annotation);
    expect(props.sort()).toEqual(['axe', 'bow and arrow', 'crossed swords', 'dagger', 'shield']);
  });

  it('knows what undrawn things are, by the word that names them', () => {
    expect([...termTags('beer')]).toEqual(['alcohol']);
    expect([...termTags('gun')]).toEqual(['firearm']);
    expect([...termTags('cigarette')]).toEqual(['tobacco']);
    expect([...termTags('knife')]).toEqual(['weapon']);
    // "beer mug": the beer is the alcohol, not the mug.
    expect(termTags('mug').size).toBe(0);
    expect(termTags('balloon').size).toBe(0);
  });
});

describe('checkWeaponUse', () => {
  it.each([
    ['a pirate pointing his sword at a girl', 'girl'],
    ['a pirate jabbing his cutlass toward a small child', 'child'],
    ['a man swinging an axe at a lady', 'lady'],
    ['an archer shooting arrows into a crowd of villagers', 'crowd'],
    ['a man giving a knife to a kid', 'kid'],
    ['handing a kid a knife', 'kid'],
    ['a man holding a knife to her throat', 'throat'],
    ['a man pointing a gun at him', 'him'],
    ['a kid with a bow and arrow aiming at his sister', 'sister'],
    ['a hunter aiming his rifle at a deer', 'deer'],
    ['a boy throwing rocks at a cat', 'cat'],
    ['a gun pointed at the viewer', 'viewer'],
    ['a little kid holding a real loaded pistol', 'kid'],
    ['a kid with a bomb', 'kid'],
  ])('refuses a weapon used on someone: %s', (prompt, target) => {
    const result = checkWeaponUse(prompt);
    expect(result.verdict).toBe('refuse');
    if (result.verdict === 'refuse') expect(result.target).toBe(target);
  });

  it.each([
    'a pirate with a sword',
    'a knight with a sword and shield',
    'a knight swinging his sword at a dragon',
    'a knight holding a sword next to a princess',
    'a woodcutter chopping wood with an axe',
    'a chef chopping carrots with a knife',
    'a boy dressed as a pirate with a sword',
    'a girl shooting arrows at a target',
    'cupid shooting an arrow at a girl',
    'a boy waving at his mom',
    'skipping stones at the lake',
    'a knight pointing his sword at her castle',
    'a dinosaur eating ice cream on the moon',
    'a kid with a water gun at the pool',
    'a boy with a nerf gun',
    'a kid doing a bomb dive into the pool',
    'a bath bomb for my daughter',
    'a pirate ship firing its cannon',
  ])('keeps a story prop or a harmless use: %s', (prompt) => {
    expect(checkWeaponUse(prompt)).toEqual({ verdict: 'ok' });
  });

  it.each([
    ['a boy holding a dagger', ['dagger']],
    ['a sword for my son', ['sword']],
  ])('leaves a weapon meant for a child off the page: %s', (prompt, weapons) => {
    expect(checkWeaponUse(prompt)).toEqual({ verdict: 'drop', weapons });
  });
});

describe('understandForPage', () => {
  it('draws a story prop beside its owner, not across a bust', () => {
    const u = understandForPage('a knight with a sword and shield');
    expect(u.things.map((t) => t.term)).toEqual(['prince', 'crossed swords', 'shield']);
    expect(u.relations.some((r) => r.relation === 'holding')).toBe(false);
    expect(u.things.every((t) => !t.held)).toBe(true);
  });

  it("leaves a child's weapon off the page and says so", () => {
    const u = understandForPage('a boy holding a dagger');
    expect(u.things.map((t) => t.term)).toEqual(['child']);
    expect(u.skippedWords).toContain('dagger');
    expect(u.relations).toEqual([]);
  });
});

describe("the engine's checkPrompt with the page check", () => {
  it('refuses a weapon used on someone as "weapons", with a friendly message', () => {
    const verdict = checkPrompt('a man swinging an axe at a lady');
    expect(verdict.allowed).toBe(false);
    if (!verdict.allowed) {
      expect(verdict.category).toBe('weapons');
      expect(verdict.message).not.toMatch(/axe|lady/i);
    }
  });

  it('leaves the page check out of texts that are not page prompts', () => {
    expect(checkPrompt('a man swinging an axe at a lady', { learned: false }).allowed).toBe(true);
  });

  it('allows story props', () => {
    expect(checkPrompt('a pirate with a sword on his ship').allowed).toBe(true);
  });
});

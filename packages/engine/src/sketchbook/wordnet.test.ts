import { describe, expect, it } from 'vitest';
import { generatePage } from '../generate';
import { checkPage } from '../lineart/quality';
import type { Audience } from '../types';
import { DRAWN_THINGS } from './catalog';
import { DRAWN } from './draw';
import { understandPrompt } from './understand';
import { broaderTerms, isWordNetNoun, personNoun } from './wordnet';

describe('WordNet broader terms (issue 29: a known word goes through broader terms to something drawable)', () => {
  it('finds nouns, one- and two-word, by binary search of the sorted index', () => {
    for (const w of ['aardvark', 'potter', 'mail carrier', 'rock_climber', 'zucchini'])
      expect(isWordNetNoun(w), w).toBe(true);
    for (const w of ['zzzq', 'blorptastic', 'mail carrierx']) expect(isWordNetNoun(w), w).toBe(false);
  });

  it('reads agent nouns as people, and not words that only end like one', () => {
    for (const w of ['potter', 'beekeeper', 'mail carrier', 'climber', 'sculptor', 'librarian'])
      expect(personNoun(w), w).toBe(true);
    for (const w of ['moor', 'vase', 'chameleon', 'cliff']) expect(personNoun(w), w).toBe(false);
  });

  it('walks hypernyms of the concrete sense, nearest first, and stops before the too general', () => {
    expect(broaderTerms('chameleon')[0]).toMatchObject({ term: 'lizard', depth: 1, kind: 'animal' });
    expect(broaderTerms('vase').map((b) => b.term)).toEqual(['jar']);
    // "skeleton" has abstract senses (a minimum); none of them is walked.
    expect(broaderTerms('skeleton').map((b) => b.term)).not.toContain('minimum');
    expect(broaderTerms('marigold')[0]?.term).toBe('flower');
  });

  it('draws a real noun with no art as its broader term, and a person noun as a person', () => {
    const potter = understandPrompt('a potter shaping a vase on a spinning wheel');
    expect(potter.things.map((t) => t.term)).toEqual(expect.arrayContaining(['person', 'jar', 'wheel']));
    expect(potter.broader).toEqual(
      expect.arrayContaining([
        { from: 'potter', to: 'person' },
        { from: 'vase', to: 'jar' },
      ]),
    );
    expect(potter.skippedWords).toEqual([]);
    const mail = understandPrompt('a mail carrier delivering letters to a blue house');
    expect(mail.things.find((t) => t.term === 'person')?.words).toBe('mail carrier');
    const lizard = understandPrompt('a chameleon catching a fly');
    expect(lizard.things.map((t) => t.term)).toContain('lizard');
  });

  it('keeps reporting what no near broader term draws, and never makes a family word a stranger', () => {
    expect(understandPrompt('a tuba on the table').skippedWords).toContain('tuba');
    expect(understandPrompt('three ducks following their mother').skippedWords).toContain('mother');
    // Plants and things only two levels up: corn is not drawn as a sprig of herbs.
    expect(understandPrompt('a scarecrow in a corn field').things.map((t) => t.term)).not.toContain('herb');
  });
});

describe('things the sketchbook draws itself (catalog.ts DRAWN_THINGS)', () => {
  it('has art in draw.ts DRAWN for every name the catalogue lists', () => {
    for (const name of Object.keys(DRAWN_THINGS)) expect(DRAWN[name], name).toBeDefined();
  });

  it('makes pages of each drawn thing that pass the print checks at every audience', async () => {
    for (const audience of ['toddler', 'kids', 'big-kids'] as Audience[])
      for (const prompt of [
        'four frogs on lily pads',
        'a dog with a stick and a bone',
        'a squirrel with acorns',
        'a girl jumping in puddles',
        'a menorah',
        'a kinara',
        'a pyramid',
        'an ice cream cone',
        'a sugar skull',
        'kids spinning a dreidel',
        'a girl with a watering can',
        'a sandbox',
        'a farm with hay bales',
        'kids throwing colored powder at a Holi festival',
      ]) {
        const page = await generatePage({ prompt, seed: 1, audience });
        const check = await checkPage(page.printPng, { audience, format: 'letter' });
        expect(check.problems, `${audience}: ${prompt}`).toEqual([]);
      }
  }, 180_000);

  it('finds lily pads, sticks, acorns, puddles, a menorah and a kinara by name, not as stand-ins', () => {
    const terms = (prompt: string) => understandPrompt(prompt).things.map((t) => t.term);
    expect(terms('four frogs singing on lily pads')).toEqual(['frog', 'lily pad']);
    expect(terms('a dog playing fetch with a stick')).toContain('stick');
    expect(terms('a squirrel hiding acorns in a hollow log')).toContain('acorn');
    // The holder is drawn with its candles: no loose candles beside it.
    expect(terms('seven candles on a kinara for Kwanzaa')).toEqual(['kinara']);
    expect(terms('a menorah with candles')).toEqual(['menorah']);
    expect(terms('an ancient Egyptian pyramid with a camel in front')).toEqual(['pyramid', 'camel']);
    // A word that describes the next noun is not a person ("Egyptian", "Japanese").
    expect(terms('a Japanese garden')).not.toContain('person');
    expect(terms('a dog with a bone')).toEqual(['dog', 'bone']);
    expect(understandPrompt('a dog with a bone').things[1]!.candidates[0]!.annotation).toBe('bone');
    // "big fish" is a fish (WordNet also lists it as an important person).
    expect(terms('big fish with a few bubbles')).toContain('fish');
    expect(terms('big fish with a few bubbles')).not.toContain('person');
    // The Day of the Dead is its sugar skull, drawn once when the skull is named too.
    expect(terms('Day of the Dead sugar skull decorated with flowers')).toEqual(['sugar skull', 'flower']);
    expect(terms('Día de los Muertos')).toEqual(['sugar skull']);
    expect(terms('a calavera')).toEqual(['sugar skull']);
    const skull = understandPrompt('Day of the Dead sugar skull');
    expect(skull.skippedWords).toEqual([]);
    expect(skull.things.map((t) => t.count)).toEqual([1]);
    // A pirate's treasure chest is drawn (its OpenMoji tags say "money", which is not gambling).
    expect(terms('a pirate with a treasure chest')).toEqual(['pirate', 'treasure chest']);
    expect(terms('seagulls over the beach')).toEqual(['bird']);
    expect(terms('a dreidel for Hanukkah')).toEqual(['dreidel']);
    // Look set 8: lightning bolts were reported as not drawn; "3d" letters are a lettering.
    const brave = understandPrompt('the word BRAVE in 3d block letters with lightning bolts');
    expect(brave.things.map((t) => t.term)).toEqual(['high voltage']);
    expect(brave.skippedWords).toEqual([]);
    // Holi is its thrown colours, not a birthday party ("festival" no longer picks the party).
    const holi = understandPrompt('kids throwing colored powder at a Holi festival');
    expect(holi.things.map((t) => t.term)).toEqual(['child', 'powder cloud']);
    expect(holi.setting).not.toBe('party');
    expect(holi.skippedWords).toEqual([]);
    expect(terms('a girl with a watering can')).toEqual(['child', 'watering can']);
    expect(understandPrompt('a playground with swings and a sandbox').skippedWords).toEqual([]);
    const puddle = understandPrompt('a girl jumping in puddles');
    expect(puddle.relations.map((r) => r.relation)).toEqual(['on']);
  });
});

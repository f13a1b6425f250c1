import { describe, expect, it } from 'vitest';
import { characterOf, writeStory } from './index';
import { pastTense, premiseClauses } from './premise';

/** The idea's sentences as captions for a character typed as `words`. */
function told(idea: string, words: string): string[] {
  return premiseClauses(idea, characterOf({ words }, idea, 1), words).map((k) => k.text);
}

describe('the idea told in the captions (issue 33)', () => {
  it('puts a verb in the past by English spelling or as an irregular verb', () => {
    expect(['bake', 'carry', 'stop', 'visit', 'play', 'go', 'catch', 'hug'].map(pastTense)).toEqual([
      'baked',
      'carried',
      'stopped',
      'visited',
      'played',
      'went',
      'caught',
      'hugged',
    ]);
  });

  it('splits the idea into past-tense sentences, a clause without a subject taking a pronoun', () => {
    expect(
      told('Zoe finds a shiny shell at the beach and is so happy, but a wave takes it away', 'Zoe, a girl'),
    ).toEqual(['Zoe found a shiny shell at the beach.', 'She was so happy.', 'But a wave took it away.']);
    expect(told('Grandpa and Ben go fishing and catch a big fish', 'Grandpa')).toEqual([
      'Grandpa and Ben went fishing.',
      'They caught a big fish.',
    ]);
  });

  it('names the hero where the idea calls it by its kind, and makes it the subject of an idea that starts with a verb', () => {
    expect(told('a brave kitten climbs the tallest tree in the garden', 'Mittens, a grey kitten')).toEqual([
      'Mittens climbed the tallest tree in the garden.',
    ]);
    expect(told('learning to ride a bike and falling off twice', 'Omar, a boy with glasses')).toEqual([
      'Omar learned to ride a bike.',
      'He fell off twice.',
    ]);
    expect(
      told(
        'a little bear who is scared of thunder hides under the bed',
        'Bo, a little brown bear with a scarf',
      ),
    ).toEqual(['Bo, who was scared of thunder, hid under the bed.']);
  });

  it('keeps a verb after "to", after a causative and an -ing word as they are', () => {
    const [first, second] = told('a puppy helps a boy find his shoe and wants to play', 'Rex, a puppy');
    expect(first).toBe('Rex helped a boy find his shoe.');
    expect(second).toMatch(/^(?:He|She|They) wanted to play\.$/);
  });

  it('gives no sentence for an idea without a verb', () => {
    expect(told("Aisha's first day at the beach", 'Aisha, a girl')).toEqual([]);
  });

  it("tells the idea on the book's pages: the first sentence first, the turn, the rest at the end, the named things drawn", () => {
    const story = writeStory({
      idea: 'Mia finds a tiny kitten in the rain and is worried, but her mom says yes and they keep it',
      character: { words: 'Mia, a girl with pigtails' },
      audience: 'kids',
      length: 6,
      seed: 2,
    });
    const captions = story.pages.map((p) => p.caption);
    expect(captions[0]).toBe('Mia found a tiny kitten in the rain.');
    expect(story.pages.find((p) => p.beat === 'turn')?.caption).toBe('But her mom said yes.');
    expect(story.pages.at(-1)?.caption).toBe('In the end, they kept it.');
    expect(story.pages[0]?.scene).toMatch(/\bkitten\b/);
    // A toddler's book keeps one sentence a page.
    const toddler = writeStory({
      idea: 'Mia finds a tiny kitten in the rain and is worried, but her mom says yes and they keep it',
      character: { words: 'Mia, a girl with pigtails' },
      audience: 'toddler',
      length: 4,
      seed: 2,
    });
    expect(toddler.pages[0]?.caption).toBe('Mia found a tiny kitten in the rain.');
  });

  it('puts a "but" on the trouble after a happy start, and on the turn after the trouble', () => {
    const pages = writeStory({
      idea: 'Lina takes her dog to the park, but the dog runs off',
      character: { words: 'Lina, a girl with a bob' },
      audience: 'kids',
      length: 6,
      seed: 3,
    }).pages;
    expect(pages.find((p) => p.caption === 'But the dog ran off.')?.beat).toBe('problem');
    // The dog that runs off is not drawn on that page.
    expect(pages.find((p) => p.beat === 'problem')?.scene).not.toMatch(/\bdog\b/);
    const turned = writeStory({
      idea: 'Theo is afraid of the big slide, but his sister shows him how',
      character: { words: 'Theo, a boy' },
      audience: 'kids',
      length: 6,
      seed: 1,
    }).pages;
    expect(turned.find((p) => p.beat === 'turn')?.caption).toBe('But his sister showed him how.');
  });

  it('lets whoever the idea brings along help, called as the idea calls them', () => {
    const story = writeStory({
      idea: 'Noah and his grandpa fly a kite on a windy hill',
      character: { words: 'Noah, a boy' },
      audience: 'kids',
      length: 6,
      seed: 3,
    });
    const helpers = story.pages.filter((p) => p.beat === 'helper');
    expect(helpers.length).toBeGreaterThan(0);
    for (const p of helpers) {
      expect(p.caption).toMatch(/\b[Hh]is grandpa\b/);
      expect(p.scene).toMatch(/\b(?:grandpa|old man)\b/);
    }
  });

  it('tells learning as a wish and a skill, and a fear that is not of the dark as a brave story', () => {
    const learn = writeStory({
      idea: 'Ada learns to tie her shoes',
      character: { words: 'Ada, a girl' },
      audience: 'kids',
      length: 6,
      seed: 1,
    });
    expect(learn.shape).toBe('learn');
    expect(learn.title).toBe('Ada Learns to Tie Her Shoes');
    expect(learn.pages[0]?.caption).toBe('Ada wanted to learn to tie her shoes.');
    expect(learn.pages.at(-1)?.caption).toBe('Now Ada can tie her shoes!');
    const brave = writeStory({
      idea: 'Ben is scared of the big waves at the beach',
      character: { words: 'Ben, a boy' },
      audience: 'kids',
      length: 6,
      seed: 1,
    });
    expect(brave.shape).toBe('brave');
    // Every page at the place the idea names.
    for (const p of brave.pages) expect(p.scene).toMatch(/at the beach/);
    expect(
      writeStory({
        idea: 'Ben is scared of the dark',
        character: { words: 'Ben, a boy' },
        audience: 'kids',
        length: 4,
      }).shape,
    ).toBe('dark');
  });

  it("reads a parent's own child as the hero, a subject of two, a modal inside 'who …', and contractions", () => {
    expect(
      told(
        'my daughter loses her first tooth at the park and she and her friends look for it',
        'Ada, a girl',
      ),
    ).toEqual(['Ada lost her first tooth at the park.', 'She and her friends looked for it.']);
    expect(
      told('a kitten who can only meow very quietly, and ends up waking the whole farm', 'Tom, a kitten'),
    ).toEqual(['Tom, who could only meow very quietly, ended up waking the whole farm.']);
    expect(told("Ava won't eat her peas", 'Ava, a girl')).toEqual(["Ava wouldn't eat her peas."]);
    const lost = writeStory({
      idea: 'Ada loses her wobbly tooth at the zoo and looks everywhere',
      character: { words: 'Ada, a girl' },
      audience: 'kids',
      length: 6,
      seed: 1,
    });
    expect(lost.shape).toBe('lost');
    expect(lost.title).toMatch(/\bTooth\b/);
  });

  it("drops the parent's request about the book, reads 'but then' as one link, and one main verb after 'who …'", () => {
    expect(
      told(
        "my daughter can't sleep before her first day of school, so I'd love a story where she feels brave",
        'Ada, a girl',
      ),
    ).toEqual(["Ada couldn't sleep before her first day of school."]);
    expect(
      told(
        'a kitten who can only squeak feels left out at the farm, but then her tiny squeak saves the day',
        'Tom, a kitten',
      ),
    ).toEqual([
      'Tom, who could only squeak, felt left out at the farm.',
      'But her tiny squeak saved the day.',
    ]);
  });

  it('poses a page whose thing cannot be drawn without it (no figure holding nothing)', () => {
    const story = writeStory({
      idea: 'Ada loses her wobbly tooth at the zoo',
      character: { words: 'Ada, a girl' },
      audience: 'kids',
      length: 6,
      seed: 2,
    });
    for (const p of story.pages) expect(p.scene, p.caption).not.toMatch(/\btooth\b/);
    expect(story.pages.map((p) => p.caption).join(' ')).toMatch(/\btooth\b/);
  });

  it('never draws what the hero is, said beside its name, as a second thing (a saved character)', () => {
    const saved = writeStory({
      idea: 'Luna the little dragon learns to share',
      character: { words: 'Luna', saved: true },
      audience: 'kids',
      length: 6,
      seed: 3,
    });
    expect(saved.pages[0]?.caption).toBe('Luna the little dragon learned to share.');
    for (const p of saved.pages) expect(p.scene).not.toMatch(/\bdragon\b/);
  });
});

import { describe, expect, it } from 'vitest';
import { composePrompt } from '../../test/compose-prompt';
import { generatePage } from '../generate';
import { checkPage } from '../lineart/quality';
import type { Audience } from '../types';
import { understandPrompt } from './understand';

const compose = composePrompt;

/** The face withFace draws: two solid eyes, then a smile. */
const FACE = /<ellipse [^>]*fill="#000"\/><ellipse [^>]*fill="#000"\/><path d="M[^"]*Q/;

describe('a face when the prompt asks for one (look sets 3–4: "a happy sun", "a smiling fish")', () => {
  it('gives a cheerful star, a cloud with a smile and a grinning cupcake a face', async () => {
    for (const [prompt, term] of [
      ['a cheerful star', 'star'],
      ['a fluffy cloud with a smile', 'cloud'],
      ['a grinning cupcake', 'cupcake'],
    ] as const) {
      const u = understandPrompt(prompt);
      expect(u.things.find((t) => t.term === term)?.face, prompt).toBe(true);
      expect(u.skippedWords, prompt).toEqual([]);
      const c = await compose(prompt, 1, 'toddler');
      expect(c.elements[0], prompt).toBe(term);
      expect(c.svg, prompt).toMatch(FACE);
    }
  });

  it('draws no face unless asked, and none on a person or a pumpkin, which have one', async () => {
    expect((await compose('a star', 1, 'toddler')).svg).not.toMatch(FACE);
    expect((await compose('a happy pumpkin', 1, 'toddler')).svg).not.toMatch(FACE);
    const u = understandPrompt('a smiling girl');
    expect((await compose('a smiling girl')).svg).not.toMatch(FACE);
    expect(u.skippedWords).toEqual([]);
  });
});

describe('parts named with a thing are drawn on it, not beside it (look sets 3–4)', () => {
  it('draws a cottage with four windows and a chimney as one house with four windows', async () => {
    const prompt = 'a cottage with four windows and a chimney';
    const u = understandPrompt(prompt);
    expect(u.things.map((t) => t.term)).toEqual(['house']);
    expect(u.things[0]!.parts).toEqual({ window: 4, chimney: 1 });
    expect(u.skippedWords).toEqual([]);
    const c = await compose(prompt, 1, 'toddler');
    expect(c.placements.filter((p) => /window|door|chimney/.test(p.name))).toEqual([]);
    // drawnHouse: each wall window is a 16-unit-wide four-paned rect; the chimney a path.
    expect(c.svg.match(/<rect x="\d+" y="\d+" width="16"/g)).toHaveLength(4);
    expect(c.svg).toContain('M68 30V10H78V38Z');
  });

  it('keeps wheels on a bus and a carrot nose on a snowman instead of loose beside them', async () => {
    for (const [prompt, whole, loose] of [
      ['a school bus with big round wheels', 'bus', /wheel/],
      ['a snowman with a carrot nose and stick arms', 'snowman', /carrot|nose|stick|arm/],
    ] as const) {
      const u = understandPrompt(prompt);
      expect(
        u.things.map((t) => t.term),
        prompt,
      ).toEqual([whole]);
      const c = await compose(prompt);
      expect(c.elements[0], prompt).toBe(whole);
      expect(
        c.placements.filter((p) => loose.test(p.name)),
        prompt,
      ).toEqual([]);
    }
  });
});

describe('held things are held by every holder (look set 4: "kids … with umbrellas")', () => {
  it('gives each of three boys an umbrella over his head', async () => {
    const prompt = 'three boys walking to school with umbrellas';
    const u = understandPrompt(prompt);
    const rel = u.relations.map(
      (r) => `${u.things[r.subject]!.term} ${r.relation} ${u.things[r.object]!.term}`,
    );
    expect(rel).toContain('child holding umbrella');
    const c = await compose(prompt);
    const boys = c.placements.filter((p) => p.name === 'child');
    const umbrellas = c.placements.filter((p) => p.name === 'umbrella');
    expect(boys).toHaveLength(3);
    expect(umbrellas).toHaveLength(3);
    for (const boy of boys) {
      const mine = umbrellas.filter((m) => m.x < boy.x + boy.w && m.x + m.w > boy.x);
      expect(mine.length, JSON.stringify(boy)).toBeGreaterThanOrEqual(1);
      // The canopy above the head, the handle down at the hand (inside the figure's height).
      expect(Math.min(...mine.map((m) => m.y))).toBeLessThan(boy.y);
      expect(Math.max(...mine.map((m) => m.y + m.h))).toBeGreaterThan(boy.y + boy.h * 0.2);
    }
  });

  it('has a grandpa with an umbrella hold it, not stand beside it', async () => {
    const u = understandPrompt('a grandpa with an umbrella');
    expect(u.relations.map((r) => r.relation)).toEqual(['holding']);
  });
});

describe("a setting's key thing is drawn (look sets 2–4: no dock, campfire, treehouse, igloo, stage)", () => {
  /** The first rect of the named place drawing in the page's SVG. */
  const firstRect = (svg: string, place: string) => {
    const m = new RegExp(
      `data-place="${place}"[^>]*><rect x="([\\d.]+)" y="([\\d.]+)" width="([\\d.]+)" height="([\\d.]+)"`,
    ).exec(svg);
    return m ? { x: Number(m[1]), y: Number(m[2]), w: Number(m[3]), h: Number(m[4]) } : null;
  };

  it('stands a girl fishing off a jetty on the dock, holding a fishing pole', async () => {
    const prompt = 'a girl fishing off a jetty';
    const u = understandPrompt(prompt);
    expect(u.features).toEqual(['dock']);
    expect(u.skippedWords).toEqual([]);
    expect(u.things.find((t) => t.term === 'child')?.pose).toBe('hold');
    const c = await compose(prompt);
    const girl = c.placements.find((p) => p.name === 'child')!;
    const pole = c.placements.find((p) => p.name === 'fishing pole')!;
    expect(pole).toBeDefined();
    // The pole in her hands: its box overlaps hers.
    expect(pole.x < girl.x + girl.w && pole.x + pole.w > girl.x).toBe(true);
    expect(pole.y < girl.y + girl.h && pole.y + pole.h > girl.y).toBe(true);
    // Her feet on the deck: between its top and its bottom, and over it.
    const deck = firstRect(c.svg, 'dock')!;
    expect(deck).not.toBeNull();
    expect(girl.y + girl.h).toBeGreaterThanOrEqual(deck.y - 10);
    expect(girl.y + girl.h).toBeLessThanOrEqual(deck.y + deck.h + 60);
    const feetX = girl.x + girl.w / 2;
    expect(feetX > deck.x && feetX < deck.x + deck.w).toBe(true);
  });

  it('draws a treehouse, an igloo and a campfire as the page itself, with nobody made up', async () => {
    for (const [prompt, place] of [
      ['a little treehouse with a rope ladder', 'treehouse'],
      ['one igloo on the ice', 'igloo'],
      ['a crackling bonfire under the stars', 'campfire'],
    ] as const) {
      const u = understandPrompt(prompt);
      expect(u.features, prompt).toEqual([place]);
      expect(
        u.things.map((t) => t.term),
        prompt,
      ).toEqual([]);
      expect(u.skippedWords, prompt).toEqual([]);
      const c = await compose(prompt);
      expect(c.svg, prompt).toContain(`data-place="${place}"`);
      expect(c.fallback, prompt).toBe(false);
      expect(c.elements, prompt).not.toContain('house');
    }
  });

  it('puts the dancer on a stage and the campfire clear of the campers', async () => {
    const stage = await compose('a boy singing on stage');
    expect(stage.setting).toBe('stage');
    expect(stage.svg).toContain('data-place="stage"');
    const camp = await compose('two tents and a campfire in the forest');
    const tents = camp.placements.filter((p) => p.name === 'tent');
    expect(tents.length).toBeGreaterThanOrEqual(1);
    expect(camp.svg).toContain('data-place="campfire"');
  });

  it('makes pages with these places that pass the print checks at every audience', async () => {
    for (const audience of ['toddler', 'kids', 'big-kids'] as Audience[])
      for (const prompt of [
        'a girl fishing off a jetty',
        'a little treehouse with a rope ladder',
        'one igloo on the ice',
        'a crackling bonfire under the stars',
        'a boy singing on stage',
        'a cottage with four windows and a chimney',
        'a cheerful star',
      ]) {
        const page = await generatePage({ prompt, seed: 2, audience });
        const check = await checkPage(page.printPng, { audience, format: 'letter' });
        expect(check.problems, `${audience}: ${prompt}`).toEqual([]);
      }
  }, 180_000);
});

describe('worn things on the wearer (look set 4: a scarf floated beside a giraffe)', () => {
  it("puts a scarf at a whole animal's neck, in its top part, not beside it", async () => {
    for (const [prompt, animal] of [
      ['a tall giraffe in a woolly scarf', 'giraffe'],
      ['a penguin with a scarf', 'penguin'],
    ] as const) {
      const u = understandPrompt(prompt);
      expect(
        u.relations.map((r) => r.relation),
        prompt,
      ).toEqual(['wearing']);
      const c = await compose(prompt);
      const body = c.placements.find((p) => p.name === animal)!;
      const scarf = c.placements.find((p) => p.name === 'scarf')!;
      const sx = scarf.x + scarf.w / 2;
      const sy = scarf.y + scarf.h / 2;
      expect(sx, prompt).toBeGreaterThan(body.x);
      expect(sx, prompt).toBeLessThan(body.x + body.w);
      expect(sy, prompt).toBeGreaterThan(body.y + body.h * 0.15);
      expect(sy, prompt).toBeLessThan(body.y + body.h * 0.4);
    }
  });

  it('gives a smiling fish a face (OpenMoji draws it with none)', async () => {
    const c = await compose('a smiling goldfish', 1, 'toddler');
    expect(c.elements[0]).toBe('fish');
    expect(c.svg).toMatch(FACE);
  });
});

describe('"happy" in a greeting is not a face', () => {
  it('draws no face on the cake of "happy birthday" or the pumpkin of "happy Halloween"', () => {
    for (const prompt of [
      'Happy Birthday Leo with a cake',
      'happy halloween with a pumpkin',
      'happy new year balloons',
    ])
      expect(
        understandPrompt(prompt).things.filter((t) => t.face),
        prompt,
      ).toEqual([]);
  });
});

import { describe, expect, it } from 'vitest';
import { type Composition, composeScene } from './compose';
import { mulberry32 } from './random';
import { understandPrompt } from './understand';

/** Look sets 1–4 (issue 29): families of pages a parent would not print, fixed generally. */
async function compose(
  prompt: string,
  seed = 1,
  audience: 'kids' | 'toddler' = 'kids',
): Promise<Composition> {
  return composeScene(
    { understanding: understandPrompt(prompt), audience, width: 2550, height: 3300, seed, frame: false },
    mulberry32(seed),
  );
}

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

  it('draws no face unless asked, and none on a person, who has one', async () => {
    expect((await compose('a star', 1, 'toddler')).svg).not.toMatch(FACE);
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

import { describe, expect, it } from 'vitest';
import { composePrompt } from '../../test/compose-prompt';
import type { Composition, Placement } from './compose';
import { understandPrompt } from './understand';

/** Issue 29 "relations drawn as relations": positions of related things on composed pages. */
const compose = composePrompt;

const all = (c: Composition, name: string) => c.placements.filter((p) => p.name === name);
const one = (c: Composition, name: string): Placement => {
  const found = all(c, name);
  expect(found, `${name} in ${c.placements.map((p) => p.name)}`).toHaveLength(1);
  return found[0]!;
};
const overlap = (a: Placement, b: Placement) =>
  Math.max(0, Math.min(a.x + a.w, b.x + b.w) - Math.max(a.x, b.x)) *
  Math.max(0, Math.min(a.y + a.h, b.y + b.h) - Math.max(a.y, b.y));

describe('relations drawn as relations (issue 29)', () => {
  it('puts a basket on the front of a bike and the flowers in the basket', async () => {
    const u = understandPrompt('a girl riding a bike with a basket full of flowers');
    const rel = u.relations.map(
      (r) => `${u.things[r.subject]!.term} ${r.relation} ${u.things[r.object]!.term}`,
    );
    expect(rel).toEqual(['child riding bicycle', 'basket on bicycle', 'flower in basket']);
    for (const seed of [1, 2, 3]) {
      const c = await compose('a girl riding a bike with a basket full of flowers', seed);
      const bike = one(c, 'bicycle');
      const basket = one(c, 'basket');
      const cx = basket.x + basket.w / 2;
      // Over one end of the bike (its front wheel), resting on its upper half.
      expect(cx > bike.x + bike.w * 0.65 || cx < bike.x + bike.w * 0.35, `seed ${seed}`).toBe(true);
      expect(basket.y + basket.h).toBeGreaterThan(bike.y);
      expect(basket.y + basket.h).toBeLessThan(bike.y + bike.h * 0.6);
      const flowers = all(c, 'flower');
      expect(flowers).toHaveLength(3);
      for (const fl of flowers) {
        const fx = fl.x + fl.w / 2;
        expect(fx).toBeGreaterThan(basket.x);
        expect(fx).toBeLessThan(basket.x + basket.w);
        // Standing in it: the flower's bottom is below the basket's rim.
        expect(fl.y + fl.h).toBeGreaterThan(basket.y);
        expect(fl.y + fl.h).toBeLessThan(basket.y + basket.h);
      }
    }
  });

  it("never covers an animal's face with what it holds: beside it, at its paws", async () => {
    for (const seed of [1, 2, 3]) {
      const c = await compose('easter bunny with an egg', seed);
      const bunny = one(c, 'rabbit');
      const egg = one(c, 'egg');
      expect(overlap(egg, bunny) / (egg.w * egg.h), `seed ${seed}`).toBeLessThanOrEqual(0.1);
      // Held low, at the paws, not up at the head.
      expect(egg.y + egg.h / 2).toBeGreaterThan(bunny.y + bunny.h / 2);
    }
  });

  it('holds something eaten at the mouth, still clear of the face', async () => {
    const c = await compose('a dinosaur eating ice cream');
    const dino = c.placements.find((p) => p.name === 'dinosaur')!;
    const ice = one(c, 'ice cream cone');
    expect(overlap(ice, dino) / (ice.w * ice.h)).toBeLessThanOrEqual(0.1);
    expect(ice.y).toBeLessThan(dino.y + dino.h * 0.4);
  });

  it('puts things named "with … underneath" under the tree, on the ground at its foot', async () => {
    // Look set 4's "a Christmas tree with presents underneath" drew them on the top.
    for (const prompt of ['a pine tree with pumpkins beneath it', 'a christmas tree with gifts']) {
      const u = understandPrompt(prompt);
      const rel = u.relations.map(
        (r) => `${u.things[r.subject]!.term} ${r.relation} ${u.things[r.object]!.term}`,
      );
      expect(rel, prompt).toHaveLength(1);
      expect(rel[0], prompt).toMatch(/ under /);
      const c = await compose(prompt);
      const tree = c.placements.find((p) => /tree/.test(p.name) && p.h > 800)!;
      const under = c.placements.filter((p) => /pumpkin|lantern|gift/.test(p.name));
      expect(under.length, prompt).toBeGreaterThanOrEqual(2);
      for (const g of under) {
        // In the tree's bottom fifth, within its width: under it, not in its crown.
        expect(g.y + g.h / 2, prompt).toBeGreaterThan(tree.y + tree.h * 0.8);
        expect(g.x + g.w / 2).toBeGreaterThan(tree.x - tree.w * 0.15);
        expect(g.x + g.w / 2).toBeLessThan(tree.x + tree.w * 1.15);
      }
    }
  });

  it('heaps five or more things in a container in countable rows, each over a tenth of its width', async () => {
    const u = understandPrompt('count the apples: seven apples in a basket');
    expect(u.things.find((t) => t.term === 'red apple')?.count).toBe(7);
    const c = await compose('count the apples: seven apples in a basket');
    const basket = one(c, 'basket');
    const apples = all(c, 'red apple');
    expect(apples).toHaveLength(7);
    for (const a of apples) {
      expect(a.w).toBeGreaterThan(basket.w * 0.12);
      // Over the basket, touching it: not floating above, not hidden below the rim.
      expect(a.y + a.h).toBeGreaterThan(basket.y);
      expect(a.y + a.h).toBeLessThan(basket.y + basket.h * 0.6);
    }
    // No two apples overlap: they can be counted.
    for (let i = 0; i < apples.length; i++)
      for (let j = i + 1; j < apples.length; j++) expect(overlap(apples[i]!, apples[j]!)).toBe(0);
  });

  it('draws a counting page with its number and its things only: no star field, no comet, no bird', async () => {
    // Look sets 6–7: "number 5 with five stars" had a field of small stars and a comet's stars.
    for (const [prompt, term, n] of [
      ['number 5 with five stars to color', 'star', 5],
      ['the number 3 with three apples', 'red apple', 3],
    ] as const) {
      const c = await compose(prompt);
      const named = c.placements.filter((p) => p.name !== '').map((p) => p.name);
      expect(
        named.filter((x) => x === term),
        prompt,
      ).toHaveLength(n);
      expect(
        named.filter((x) => x !== term && !x.startsWith('number')),
        prompt,
      ).toEqual([]);
      expect(c.svg, prompt).not.toContain('data-decoration="stars"');
    }
  });

  it('keeps a relation across a place word inside a thing\'s name ("under a kitchen table")', () => {
    const u = understandPrompt('a cat sleeping under a kitchen table');
    expect(u.setting).toBe('kitchen');
    expect(
      u.relations.map((r) => `${u.things[r.subject]!.term} ${r.relation} ${u.things[r.object]!.term}`),
    ).toEqual(['cat under table']);
  });

  it('puts an animal swimming or floating, with no place named, on a pond', () => {
    expect(understandPrompt('a duck swimming').setting).toBe('pond');
    expect(understandPrompt('two otters floating on their backs').setting).toBe('pond');
    expect(understandPrompt('a duck standing').setting).not.toBe('pond');
    expect(understandPrompt('a whale swimming').setting).toBe('underwater');
  });

  it('sits what an animal carries "on its back" on the animal; a person\'s backpack stays worn', async () => {
    const u = understandPrompt('a hedgehog carrying an apple on its back');
    expect(
      u.relations.map((r) => `${u.things[r.subject]!.term} ${r.relation} ${u.things[r.object]!.term}`),
    ).toEqual(['red apple on hedgehog']);
    const c = await compose('a hedgehog carrying an apple on its back');
    const hedgehog = one(c, 'hedgehog');
    const apple = one(c, 'red apple');
    // The apple's bottom is within the hedgehog's upper half, over its body.
    expect(apple.y + apple.h).toBeGreaterThan(hedgehog.y);
    expect(apple.y + apple.h).toBeLessThan(hedgehog.y + hedgehog.h * 0.6);
    expect(apple.x + apple.w / 2).toBeGreaterThan(hedgehog.x);
    expect(apple.x + apple.w / 2).toBeLessThan(hedgehog.x + hedgehog.w);
    const girl = understandPrompt('a girl carrying a backpack on her back');
    expect(girl.relations[0]?.relation).toBe('holding');
  });

  it('lifts a jumping animal off the ground, tilted, and turns one hanging upside down (look set 6)', async () => {
    expect(understandPrompt('a horse jumping over a fence').things[0]?.motion).toBe('jump');
    expect(understandPrompt('a monkey hanging upside down').things[0]?.motion).toBe('hang');
    expect(understandPrompt('a girl jumping rope').things[0]?.motion).toBeUndefined();
    const still = one(await compose('a horse standing'), 'horse');
    const jumping = one(await compose('a horse jumping'), 'horse');
    // The jumping horse's art box reaches the ground but its drawing is lifted: the box is
    // taller than the turned art by a third, and the art is turned.
    const art = (await compose('a horse jumping')).svg;
    expect(art).toMatch(/rotate\(18 /);
    expect(jumping.h / jumping.w).toBeGreaterThan(still.h / still.w);
  });
});

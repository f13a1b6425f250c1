import { describe, expect, it } from 'vitest';
import { composePrompt } from '../../test/compose-prompt';
import { generatePage } from '../generate';
import { checkPage } from '../lineart/quality';
import type { Audience } from '../types';
import { understandPrompt } from './understand';

/** Issue 29 "settings as backgrounds": the place a prompt names is drawn behind its subjects. */
describe('settings and named places drawn as line-art backgrounds (issue 29)', () => {
  it('reads sandcastles, a lighthouse, swings, a board and a pond as places the background draws', () => {
    const beach = understandPrompt('a beach with sandcastles, umbrellas and a lighthouse');
    expect(beach.setting).toBe('beach');
    expect(beach.features).toEqual(['sandcastle', 'lighthouse']);
    expect(beach.skippedWords).toEqual([]);
    expect(understandPrompt('a playground with swings and a slide').setting).toBe('playground');
    expect(understandPrompt('a family baking cookies in the kitchen').setting).toBe('kitchen');
    const pond = understandPrompt('three ducks following their mother across a pond');
    expect(pond.setting).toBe('pond');
    expect(pond.skippedWords).toEqual(['mother']);
    // Look sets 6–7: an oven or a stove is the kitchen's, drawn in its counter.
    const oven = understandPrompt('a baker pulling cookies out of the oven');
    expect(oven.setting).toBe('kitchen');
    expect(oven.features).toEqual(['kitchen']);
    expect(oven.skippedWords).toEqual([]);
    // Look sets 6–7: a skate park had no ramp, and the teen doing the trick was lost.
    const park = understandPrompt('a teen doing a trick on a skateboard at the skate park');
    expect(park.features).toEqual(['ramp']);
    expect(park.things.map((t) => t.term)).toEqual(['person', 'skateboard']);
    // Look set 8's settings: a bakery was a birthday party, a bedroom a meadow, a street a race
    // track, the lunar new year the moon, Thanksgiving a Halloween page, the stars reported.
    const setting = (prompt: string) => understandPrompt(prompt).setting;
    expect(setting('a cozy bakery with cakes in the window')).toBe('kitchen');
    expect(setting('messy kids bedroom with toys all over the floor')).toBe('bedroom');
    expect(setting('harbour with fishing boats')).toBe('sea');
    expect(setting('an old street with cafe tables')).toBe('city');
    expect(setting('lunar new year dragon dance with firecrackers')).not.toBe('moon');
    expect(setting('thanksgiving dinner table with a turkey and pumpkin pie')).not.toBe('halloween');
    expect(setting('a race car on the track')).toBe('race track');
    expect(understandPrompt('campsite with a tent under the stars').night).toBe(true);
    expect(understandPrompt('city park with a fountain and a duck pond').skippedWords).toEqual([]);
    // Look set 7: a library was a chair outdoors.
    const library = understandPrompt('inside a library with tall bookshelves and a reading chair');
    expect(library.setting).toBe('library');
    expect(library.features).toEqual(['bookshelves']);
  });

  it("leaves a classroom's board out of a page of words, which hang where it would", async () => {
    const compose = (prompt: string) => composePrompt(prompt);
    expect((await compose('my classroom')).svg).toContain('data-place="board"');
    // Look sets 6–7: farms without a barn. A farm has its barn, named or not.
    expect((await compose('a cow in front of the barn')).svg).toContain('data-place="barn"');
    expect((await compose('farm animals')).svg).toContain('data-place="barn"');
    expect((await compose('Welcome Back to School sign for our classroom door')).svg).not.toContain(
      'data-place="board"',
    );
  });

  it('puts ducks on the pond: each duck stands inside the water', async () => {
    const c = await composePrompt('three ducks on a pond');
    const ellipses = [...c.svg.matchAll(/<ellipse cx="([\d.]+)" cy="([\d.]+)" rx="([\d.]+)" ry="([\d.]+)"/g)]
      .map((m) => m.slice(1).map(Number) as [number, number, number, number])
      .filter(([, , rx]) => rx > 2550 * 0.3);
    expect(ellipses).toHaveLength(1);
    const [cx, cy, rx, ry] = ellipses[0]!;
    const ducks = c.placements.filter((p) => p.name === 'duck');
    expect(ducks).toHaveLength(3);
    for (const d of ducks) {
      const x = (d.x + d.w / 2 - cx) / rx;
      const y = (d.y + d.h - cy) / ry;
      expect(x * x + y * y).toBeLessThan(1);
    }
  });

  it('makes pages with these backgrounds that pass the print checks at every audience', async () => {
    for (const audience of ['toddler', 'kids', 'big-kids'] as Audience[])
      for (const prompt of [
        'a beach with sandcastles and a lighthouse',
        'my classroom',
        'a family baking cookies in the kitchen',
        'a playground with swings and a slide',
        'three ducks on a pond',
        'a girl reading in the library',
        'a farm with a red barn, a tractor and chickens',
        'grandma cooking soup on the stove',
        'a teen on a skateboard at the skate park',
        'messy kids bedroom with toys all over the floor',
        'a cozy bakery with cakes in the window and a counter with bread',
      ]) {
        const page = await generatePage({ prompt, seed: 2, audience });
        const check = await checkPage(page.printPng, { audience, format: 'letter' });
        expect(check.problems, `${audience}: ${prompt}`).toEqual([]);
        // A toddler page has room for fewer things; what it leaves off is reported, not lost.
        if (audience === 'kids') expect(page.metadata.skippedWords, prompt).toEqual([]);
      }
  }, 120_000);
});

import { INSERT_PAGE_SUGGESTIONS, SUGGESTION_CHIPS } from '@inkling/contracts/messages';
import { describe, expect, it } from 'vitest';
import { generatePage } from '../src/generate';
import { checkPage } from '../src/lineart/quality';
import { loadArt } from '../src/sketchbook/art';
import { getCatalog } from '../src/sketchbook/catalog';
import { composeScene } from '../src/sketchbook/compose';
import { mulberry32 } from '../src/sketchbook/random';
import { understandPrompt } from '../src/sketchbook/understand';
import { composePrompt } from './compose-prompt';

/**
 * Children's prompts and the element each page must show (metadata `elements`). The
 * chips and insert-page suggestions are the spec's (core "Suggestion chips",
 * "Project workspace"); the rest are the kind of ideas children type.
 */
const PROMPTS: [prompt: string, element: string][] = [
  [SUGGESTION_CHIPS[0], 'racing car'],
  [SUGGESTION_CHIPS[1], 'princess'],
  [SUGGESTION_CHIPS[2], 'dog'],
  [SUGGESTION_CHIPS[3], 'astronaut'],
  [INSERT_PAGE_SUGGESTIONS[0], 'butterfly'],
  [INSERT_PAGE_SUGGESTIONS[1], 'dinosaur'],
  [INSERT_PAGE_SUGGESTIONS[2], 'castle'],
  [INSERT_PAGE_SUGGESTIONS[3], 'dog'],
  [INSERT_PAGE_SUGGESTIONS[4], 'rainbow'],
  [INSERT_PAGE_SUGGESTIONS[5], 'fish'],
  [INSERT_PAGE_SUGGESTIONS[6], 'rocket'],
  [INSERT_PAGE_SUGGESTIONS[7], 'monkey'],
  ['a dinosaur eating ice cream on the moon', 'dinosaur'],
  ['a dinosaur eating ice cream on the moon', 'ice cream cone'],
  ['a cute kitten', 'cat'],
  ['two kittens playing with a ball', 'cat'],
  ['a big red fire truck', 'fire engine'],
  ['police car chasing a race car', 'police car'],
  ['a unicorn jumping over a rainbow', 'unicorn'],
  ['a mermaid swimming with dolphins', 'mermaid'],
  ['a mermaid swimming with dolphins', 'dolphin'],
  ['an octopus under the sea', 'octopus'],
  ['a shark in the ocean', 'shark'],
  ['a happy whale', 'whale'],
  ['turtle at the beach', 'turtle'],
  ['a crab on the beach', 'crab'],
  ['bunnies in the snow', 'rabbit'],
  ['a penguin on the ice', 'penguin'],
  ['a snowman in winter', 'snowman'],
  ['a polar bear', 'polar bear'],
  ['farm animals', 'cow'],
  ['a pig on the farm', 'pig'],
  ['a tractor on a farm', 'tractor'],
  ['a horse in a field', 'horse'],
  ['a fluffy sheep', 'sheep'],
  ['a rooster', 'rooster'],
  ['chickens and chicks', 'chicken'],
  ['a lion in the jungle', 'lion'],
  ['an elephant', 'elephant'],
  ['a giraffe eating leaves', 'giraffe'],
  ['a tiger', 'tiger'],
  ['a zebra', 'zebra'],
  ['a parrot in a tree', 'parrot'],
  ['a sloth hanging in the rainforest', 'sloth'],
  ['a fox in the woods', 'fox'],
  ['an owl at night', 'owl'],
  ['a hedgehog', 'hedgehog'],
  ['a deer in the forest', 'deer'],
  ['a bear having a picnic', 'bear'],
  ['a panda eating bamboo', 'panda'],
  ['a koala', 'koala'],
  ['a kangaroo', 'kangaroo'],
  ['a frog on a lily pad', 'frog'],
  ['a snail in the garden', 'snail'],
  ['a ladybug on a flower', 'lady beetle'],
  ['bumble bees and flowers', 'bee'],
  ['a caterpillar', 'bug'],
  ['a friendly dragon', 'dragon'],
  ['a fairy with a magic wand', 'fairy'],
  ['a wizard casting spells', 'mage'],
  ['a prince and a princess', 'prince'],
  ['a knight in a castle', 'prince'],
  ['a pirate ship', 'sailboat'],
  ['a sailboat on the sea', 'sailboat'],
  ['an airplane in the sky', 'airplane'],
  ['a helicopter', 'helicopter'],
  ['a hot air balloon', 'balloon'],
  ['a rocket ship flying to the stars', 'rocket'],
  ['an alien in a flying saucer', 'alien'],
  ['a robot', 'robot'],
  ['a train going choo choo', 'locomotive'],
  ['a school bus', 'bus'],
  ['a tractor and a digger', 'tractor'],
  ['a bicycle', 'bicycle'],
  ['a superhero flying over the city', 'superhero'],
  ['a firefighter', 'firefighter'],
  ['a doctor', 'health worker'],
  ['a ballerina dancing', 'ballet dancer'],
  ['a teddy bear picnic', 'teddy bear'],
  ['a birthday cake with candles', 'birthday cake'],
  ['balloons at a birthday party', 'balloon'],
  ['a cupcake', 'cupcake'],
  ['pizza party', 'pizza'],
  ['an ice cream cone', 'ice cream cone'],
  ['a big juicy apple', 'red apple'],
  ['strawberries', 'strawberry'],
  ['a sunflower', 'sunflower'],
  ['a tulip garden', 'tulip'],
  ['a palm tree on an island', 'palm tree'],
  ['a cactus in the desert', 'cactus'],
  ['a camel in the desert', 'camel'],
  ['a house with a garden', 'house'],
  ['a castle on a hill', 'castle'],
  ['a volcano', 'volcano'],
  ['Santa Claus with presents', 'santa claus'],
  ['a christmas tree', 'christmas tree'],
  ['a jack o lantern for halloween', 'jack o lantern'],
  ['a little ghost', 'ghost'],
  ['puppies and kittens', 'dog'],
  ['my dog Max playing fetch', 'dog'],
  ['a T-Rex roaring', 't rex'],
  ['brontosaurus', 'sauropod'],
  ['a soccer ball', 'soccer ball'],
  ['a kite flying', 'kite'],
  ['a guitar', 'guitar'],
  ['a hamster in a cage', 'hamster'],
  ['a cat sleeping on a bed', 'cat'],
  ['a mouse eating cheese', 'cheese'],
  ['a squirrel with an acorn', 'chipmunk'],
  ['a koala in a tree', 'koala'],
  ['a witch on a broom', 'mage'],
  ['a police officer and a police dog', 'police officer'],
  ['spiderman', 'superhero'],
  ['a pirate ship on the ocean', 'sailboat'],
  ['ice skating penguins', 'penguin'],
  ['a lighthouse by the sea', 'lighthouse'],
  ['paw patrol', 'dog'],
  ['a monster truck', 'pickup truck'],
  ['a girl flying a kite at the park', 'kite'],
];

function hits(results: { prompt: string; element: string; elements: string[] }[]) {
  return results.filter((r) => r.elements.includes(r.element));
}

describe('prompt understanding (sketchbook)', () => {
  it('has at least 80 prompts including the chips and insert-page suggestions', () => {
    expect(new Set(PROMPTS.map(([p]) => p)).size).toBeGreaterThanOrEqual(80);
    for (const chip of [...SUGGESTION_CHIPS, ...INSERT_PAGE_SUGGESTIONS])
      expect(PROMPTS.some(([p]) => p === chip)).toBe(true);
  });

  it('places the expected element for at least 90% of prompts', async () => {
    const results: { prompt: string; element: string; elements: string[] }[] = [];
    for (const [prompt, element] of PROMPTS) {
      const composed = await composePrompt(prompt);
      results.push({ prompt, element, elements: composed.elements });
    }
    const ok = hits(results);
    const rate = ok.length / results.length;
    const misses = results.filter((r) => !ok.includes(r));
    console.log(
      `prompt table: ${ok.length}/${results.length} = ${(rate * 100).toFixed(1)}% place the expected element` +
        (misses.length
          ? `; misses: ${misses.map((m) => `"${m.prompt}" → [${m.elements.join(', ')}]`).join('; ')}`
          : ''),
    );
    expect(rate).toBeGreaterThanOrEqual(0.9);
  });

  it('places every chip and insert-page suggestion', async () => {
    for (const [prompt, element] of PROMPTS.slice(0, 12)) {
      const composed = await composePrompt(prompt, 7);
      expect(composed.elements, prompt).toContain(element);
    }
  });

  it('converts and measures every piece of catalog art (valid SVG, non-empty box)', async () => {
    const { entries } = getCatalog();
    expect(entries.size).toBeGreaterThan(900);
    for (const hex of entries.keys()) {
      const art = await loadArt(hex);
      expect(art.box.width, hex).toBeGreaterThan(0);
    }
  }, 240_000);

  it('reads settings named or implied by the prompt', () => {
    expect(understandPrompt('butterfly in a garden').setting).toBe('garden');
    expect(understandPrompt('underwater scene with fish and coral').setting).toBe('underwater');
    expect(understandPrompt('a dinosaur eating ice cream on the moon').setting).toBe('moon');
    expect(understandPrompt('magical castle in the clouds').setting).toBe('sky');
    expect(understandPrompt('a whale').setting).toBe('underwater');
    expect(understandPrompt('Racecar driver').setting).toBe('race track');
    expect(understandPrompt('a cow').setting).toBe('farm');
  });

  it('draws a night scene with the moon instead of the sun', async () => {
    const understanding = understandPrompt('an owl at night');
    expect(understanding.night).toBe(true);
    expect(understanding.skippedWords).toEqual([]);
    const composed = await composeScene(
      { understanding, audience: 'kids', width: 2550, height: 3300, seed: 1, frame: false },
      mulberry32(1),
    );
    expect(composed.elements).toContain('owl');
    expect(composed.elements).toContain('crescent moon');
    expect(composed.elements).not.toContain('sun');
  });

  it('matches phrases before words, maps synonyms and plurals, and marks held things', () => {
    const u = understandPrompt('A Dinosaur, eating ICE-CREAM!');
    expect(u.things.map((t) => t.term)).toEqual(['dinosaur', 'ice cream cone']);
    expect(u.things[1]!.held).toBe(true);
    expect(understandPrompt('fire engine').things.map((t) => t.term)).toEqual(['fire engine']);
    expect(understandPrompt('puppies').things[0]).toMatchObject({ term: 'dog', count: 3 });
    expect(understandPrompt('a bunny').things[0]!.term).toBe('rabbit');
    expect(understandPrompt('spaceship').things[0]!.term).toBe('rocket');
    expect(understandPrompt('two kittens').things[0]).toMatchObject({ term: 'cat', count: 2 });
    expect(understandPrompt('a lot of fish').things[0]).toMatchObject({ term: 'fish', count: 3 });
    expect(understandPrompt('a baby dragon').things.map((t) => t.term)).toEqual(['dragon']);
  });

  it('understands emoji typed in the prompt and reports other scripts as skipped', () => {
    expect(understandPrompt('a 🐶 under a 🌈').things.map((t) => t.term)).toEqual(['dog', 'rainbow']);
    expect(understandPrompt('ドラゴン').skippedWords).toEqual(['ドラゴン']);
  });

  it('reports words it did not understand, but not stop-words or describing words', () => {
    const u = understandPrompt('the adorable zxqv with a blorp');
    expect(u.skippedWords).toEqual(['zxqv', 'blorp']);
    expect(u.things).toEqual([]);
  });

  it('renders a handful of prompts end to end into pages that pass checkPage', async () => {
    for (const prompt of [
      'Adorable puppy',
      'space adventure with rockets and stars',
      'jungle scene with animals',
    ]) {
      const page = await generatePage({ prompt, seed: 3 });
      const check = await checkPage(page.printPng, { audience: 'kids', format: 'letter' });
      expect(check.problems, prompt).toEqual([]);
    }
  });
});

import { describe, expect, it } from 'vitest';
import { generatePage } from '../generate';
import { checkPage } from '../lineart/quality';
import { measureLines } from '../print-check';
import { AUDIENCE_PROFILES } from '../profiles';
import { findDiagramRequest } from './diagrams';
import { drawMap, findMapRequest, type MapRequest } from './maps';
import { ownPageRequest } from './provider';

/** Labels in a map's SVG: each is one glyph group (diagrams.ts Sheet.label). */
const labelCount = (svg: string) => svg.split('<g transform="translate(').length - 1;

describe('findMapRequest (issue 29: school maps)', () => {
  it('reads world and United States maps in several wordings', () => {
    const cases: [string, MapRequest['kind'], boolean][] = [
      ['world map with the seven continents and oceans', 'world', false],
      ['world map showing the seven continents and the oceans', 'world', false],
      ['a map of the world', 'world', false],
      ['the 7 continents', 'world', false],
      ['continents and oceans for 2nd grade', 'world', false],
      ['globe map', 'world', false],
      ['blank world map', 'world', true],
      ['blank map of the United States with the state outlines', 'us', true],
      ['map of the USA', 'us', false],
      ['Map of the U.S.', 'us', false],
      ['map of America', 'us', false],
      ['the 50 states', 'us', false],
      ['US map with state outlines', 'us', false],
      ['blank US map', 'us', true],
    ];
    for (const [prompt, kind, blank] of cases) {
      const r = findMapRequest(prompt);
      expect(r?.kind, prompt).toBe(kind);
      expect(r?.blank, prompt).toBe(blank);
      expect(r?.skipped, prompt).toEqual([]);
    }
  });

  it('leaves maps in scenes to the scene path', () => {
    for (const prompt of [
      'a pirate holding a treasure map',
      'a boy looking at a map in the car',
      'a girl reading a map of the world',
      'a treasure map with an X',
      'an explorer with a map',
      'the water cycle',
      'a globe on a desk',
    ])
      expect(findMapRequest(prompt), prompt).toBeNull();
  });

  it('reports the words a map does not draw', () => {
    expect(findMapRequest('world map with countries')?.skipped).toEqual(['countries']);
    expect(findMapRequest('map of the USA with a bald eagle')?.skipped).toEqual(['bald', 'eagle']);
  });

  it('is routed before the diagrams (which left the continents to the scene path)', () => {
    const prompt = 'a map of the seven continents';
    expect(findDiagramRequest(prompt)).toBeNull();
    expect(ownPageRequest(prompt)?.map?.kind).toBe('world');
    expect(ownPageRequest('the water cycle')?.diagram?.kind).toBe('water-cycle');
  });
});

describe('map pages', () => {
  const letter = (audience: 'toddler' | 'kids' | 'big-kids') => ({ audience, width: 2550, height: 3300 });

  it('names the continents and oceans, except for toddlers and blank maps', () => {
    // The title, the 7 continents and 5 oceans: at least 13 label lines (some names take two:
    // NORTH / AMERICA, PACIFIC / OCEAN; an upright kids' page names the Atlantic by one word).
    for (const audience of ['kids', 'big-kids'] as const)
      expect(
        labelCount(drawMap({ kind: 'world', blank: false, skipped: [] }, letter(audience))),
        audience,
      ).toBeGreaterThanOrEqual(13);
    expect(labelCount(drawMap({ kind: 'world', blank: false, skipped: [] }, letter('toddler')))).toBe(0);
    expect(labelCount(drawMap({ kind: 'world', blank: true, skipped: [] }, letter('kids')))).toBe(0);
    expect(labelCount(drawMap({ kind: 'us', blank: true, skipped: [] }, letter('big-kids')))).toBe(0);
  });

  it('routes map prompts in generatePage and every map passes the print checks', async () => {
    // Enclosed regions at least the audience's smallest region (profiles.ts), measured on the
    // print PNG. World: the seven continents as regions of their own (Europe, Asia and Africa
    // only with the dividing lines; Antarctica in two pieces at the frame), Greenland and the
    // ocean's pieces (upright on the page, measured 10, 9, 9 for kids, big kids, toddlers). US: every state (small ones again in the north-east inset), Hawaii's
    // islands, the insets' boxes; toddlers' small states are merged, no inset (measured 25).
    const least = {
      world: { kids: 9, 'big-kids': 8, toddler: 8 },
      us: { kids: 48, 'big-kids': 48, toddler: 22 },
    };
    const prompts: [string, string, 'world' | 'us'][] = [
      ['world map with the seven continents and oceans', 'world map', 'world'],
      ['blank map of the United States with the state outlines', 'map of the United States', 'us'],
    ];
    for (const audience of ['kids', 'big-kids', 'toddler'] as const) {
      for (const [prompt, element, kind] of prompts) {
        const page = await generatePage({ prompt, seed: 1, audience });
        expect(page.metadata.elements, prompt).toEqual([element]);
        expect(page.metadata.fallback ?? false, prompt).toBe(false);
        expect(page.metadata.skippedWords, prompt).toEqual([]);
        const check = await checkPage(page.printPng, { audience, format: 'letter' });
        expect(check.problems, `${audience}: ${prompt}`).toEqual([]);
        const { closedRegions } = await measureLines(
          page.printPng,
          AUDIENCE_PROFILES[audience].minRegionAreaPx,
        );
        expect(closedRegions, `${audience}: ${prompt}`).toBeGreaterThanOrEqual(least[kind][audience]);
      }
    }
  }, 240_000);
});

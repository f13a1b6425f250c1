import { describe, expect, it } from 'vitest';
import { generatePage } from '../generate';
import { checkPage } from '../lineart/quality';
import type { Audience } from '../types';
import { type DiagramRequest, drawDiagram, findDiagramRequest } from './diagrams';
import { mulberry32 } from './random';

/** Labels in a diagram's SVG: each is one glyph group (diagrams.ts Sheet.label). */
const labelCount = (svg: string) => svg.split('<g transform="translate(').length - 1;
/** White-filled circles (planets, moon discs, eggs…), not the black dots. */
const circles = (svg: string) => [...svg.matchAll(/<circle [^>]*r="([\d.]+)"(?![^>]*fill="#000")[^>]*\/>/g)];

const letter = (audience: Audience) => ({ audience, width: 2550, height: 3300 });

describe('findDiagramRequest (issue 29: school diagrams)', () => {
  it('reads each diagram in several wordings', () => {
    const cases: [string, DiagramRequest['kind'], DiagramRequest['subject']?][] = [
      ['the water cycle with arrows', 'water-cycle'],
      ['Water cycle diagram for 2nd grade, labeled', 'water-cycle'],
      ['evaporation and precipitation', 'water-cycle'],
      ['the solar system with all eight planets', 'solar-system'],
      ['our solar system', 'solar-system'],
      ['the planets in order around the sun', 'solar-system'],
      ['life cycle of a butterfly', 'life-cycle', 'butterfly'],
      ['caterpillar to butterfly life cycle for kids', 'life-cycle', 'butterfly'],
      ['the life cycle of a frog', 'life-cycle', 'frog'],
      ['tadpole to frog', 'life-cycle', 'frog'],
      ['plant life cycle from seed to flower', 'life-cycle', 'plant'],
      ['parts of a flower labeled: petal, stem, leaf, roots', 'plant-parts', 'flower'],
      ['parts of a plant', 'plant-parts', 'plant'],
      ['parts of a plant with labels for roots, stem, leaves and flower', 'plant-parts', 'plant'],
      ['a labeled plant with roots', 'plant-parts', 'plant'],
      ['phases of the moon in a row', 'moon-phases'],
      ['moon phases chart', 'moon-phases'],
      ['layers of the earth', 'earth-layers'],
      ["the earth's layers: crust, mantle and core", 'earth-layers'],
      ['a volcano cross section showing magma', 'volcano'],
      ['inside a volcano, labelled', 'volcano'],
      ['a plant cell diagram', 'cell', 'plant'],
      ['animal cell with nucleus and mitochondria', 'cell', 'animal'],
      ['human skeleton with the main bones labeled', 'skeleton'],
      ['the skeletal system', 'skeleton'],
      ['bones of the human body', 'skeleton'],
      ['a labeled skeleton', 'skeleton'],
      ['shapes page: circle, square, triangle, rectangle and hexagon with their names', 'shapes'],
      ['basic shapes', 'shapes'],
      ['3D shapes', 'shapes'],
      ['a circle, a square and a triangle with labels', 'shapes'],
      ['a pizza cut into 8 slices', 'fractions'],
      ['fractions with pizzas: halves, quarters and eighths', 'fractions'],
      ['fractions', 'fractions'],
      ["clock face showing 3 o'clock for telling time practice", 'clock'],
      ['a clock showing half past 7', 'clock'],
      ['telling time worksheet', 'clock'],
      ['weather types sunny rainy snowy and windy in four boxes', 'weather'],
      ['a weather chart', 'weather'],
    ];
    for (const [prompt, kind, subject] of cases) {
      const r = findDiagramRequest(prompt);
      expect(r?.kind, prompt).toBe(kind);
      expect(r?.subject, prompt).toBe(subject);
      expect(r?.skipped, prompt).toEqual([]);
    }
  });

  it('leaves scenes to the scene path, and does not claim what it cannot draw', () => {
    for (const prompt of [
      'a frog on a lily pad',
      'a butterfly in a garden',
      'a boy looking at the moon',
      'a volcano erupting on an island',
      'a flower in a pot',
      'an astronaut on a planet with rings',
      'a map of the seven continents',
      'a skeleton dancing on Halloween',
      'life cycle of a ladybug',
      'a pattern of circles and triangles',
      'a robot made of shapes',
      'tessellation of hexagons and triangles',
      'a star and a heart',
      'a slice of pizza',
      'half a cake on a plate',
      'an alarm clock on a bedside table',
      'a rainy day with puddles',
      'a snowman in the snow',
      'a mandala of flowers',
    ])
      expect(findDiagramRequest(prompt), prompt).toBeNull();
  });

  it('reads the shapes a shapes page names, in order, and the solid set for "3D shapes"', () => {
    expect(
      findDiagramRequest('shapes page: circle, square, triangle, rectangle and hexagon with their names')
        ?.shapes,
    ).toEqual(['circle', 'square', 'triangle', 'rectangle', 'hexagon']);
    expect(findDiagramRequest('3d shapes')?.shapes).toEqual([
      'cube',
      'cuboid',
      'cylinder',
      'cone',
      'sphere',
      'pyramid',
    ]);
    expect(findDiagramRequest('basic shapes')?.shapes).toEqual([]);
    expect(findDiagramRequest('basic shapes with a cat')?.skipped).toEqual(['cat']);
  });

  it('reads the time a clock shows and the kinds of weather', () => {
    expect(findDiagramRequest("clock face showing 3 o'clock")?.time).toEqual({ hour: 3, minute: 0 });
    expect(findDiagramRequest('a clock showing half past seven')?.time).toEqual({ hour: 7, minute: 30 });
    expect(findDiagramRequest('a clock showing quarter to 4')?.time).toEqual({ hour: 3, minute: 45 });
    expect(findDiagramRequest('telling time clock showing 4:20')?.time).toEqual({ hour: 4, minute: 20 });
    expect(findDiagramRequest('a clock face for telling time')?.time).toBeUndefined();
    expect(findDiagramRequest('weather types sunny rainy snowy and windy in four boxes')?.weather).toEqual([
      'sunny',
      'rainy',
      'snowy',
      'windy',
    ]);
    expect(findDiagramRequest('different kinds of weather')?.weather).toEqual([
      'sunny',
      'rainy',
      'snowy',
      'windy',
    ]);
  });

  it('reads the slices of a fractions page', () => {
    expect(findDiagramRequest('a pizza cut into 8 slices')?.slices).toEqual([8]);
    expect(findDiagramRequest('a pie cut into four pieces')?.slices).toEqual([4]);
    expect(findDiagramRequest('fractions with pizzas: halves, quarters and eighths')?.slices).toEqual([
      2, 4, 8,
    ]);
    expect(findDiagramRequest('halves and thirds of a pizza')?.slices).toEqual([2, 3]);
    expect(findDiagramRequest('fractions worksheet')?.slices).toEqual([2, 4, 8]);
  });

  it('reports the words a diagram does not draw', () => {
    expect(findDiagramRequest('the water cycle with a dog watching')?.skipped).toEqual(['dog', 'watching']);
    expect(findDiagramRequest('solar system with a rocket')?.skipped).toEqual(['rocket']);
  });
});

describe('diagram pages', () => {
  it('draws the eight planets in order with Saturn’s ring and a label each', () => {
    const svg = drawDiagram({ kind: 'solar-system', skipped: [] }, letter('kids'));
    const planets = circles(svg).map((m) => Number(m[1]));
    expect(planets).toHaveLength(8);
    // Jupiter is the biggest, Mercury the smallest.
    expect(Math.max(...planets)).toBe(planets[4]);
    expect(Math.min(...planets)).toBe(planets[0]);
    expect(svg.match(/<ellipse/g)?.length).toBeGreaterThanOrEqual(2);
    expect(labelCount(svg)).toBe(9);
  });

  it('draws four stages with four arrows and names in every life cycle', () => {
    for (const subject of ['butterfly', 'frog', 'plant'] as const) {
      const svg = drawDiagram({ kind: 'life-cycle', subject, skipped: [] }, letter('kids'));
      expect(labelCount(svg), subject).toBe(5);
    }
  });

  it('draws eight moon discs, the dark part stippled on all but the full moon', () => {
    const svg = drawDiagram({ kind: 'moon-phases', skipped: [] }, letter('kids'), mulberry32(1));
    expect(circles(svg)).toHaveLength(8);
    expect(labelCount(svg)).toBe(9);
    expect(svg.match(/fill="#000" stroke="none"/g)!.length).toBeGreaterThan(60);
  });

  it('labels every part when not for toddlers, and draws no labels for toddlers', () => {
    const kinds: DiagramRequest[] = [
      { kind: 'water-cycle', skipped: [] },
      { kind: 'plant-parts', subject: 'flower', skipped: [] },
      { kind: 'earth-layers', skipped: [] },
      { kind: 'volcano', skipped: [] },
      { kind: 'cell', subject: 'plant', skipped: [] },
      { kind: 'cell', subject: 'animal', skipped: [] },
    ];
    const least = [5, 5, 5, 5, 6, 6];
    kinds.forEach((req, i) => {
      expect(labelCount(drawDiagram(req, letter('kids'))), req.kind).toBeGreaterThanOrEqual(least[i]!);
      expect(labelCount(drawDiagram(req, letter('toddler'))), req.kind).toBe(0);
    });
  });

  it("draws each named shape with its name, the audience's set when none is named, and no names for toddlers", () => {
    const five = drawDiagram(
      { kind: 'shapes', shapes: ['circle', 'square', 'triangle', 'rectangle', 'hexagon'], skipped: [] },
      letter('kids'),
    );
    // A title and five names; one circle (the circle itself).
    expect(labelCount(five)).toBe(6);
    expect(circles(five)).toHaveLength(1);
    expect(labelCount(drawDiagram({ kind: 'shapes', shapes: [], skipped: [] }, letter('big-kids')))).toBe(10);
    expect(labelCount(drawDiagram({ kind: 'shapes', shapes: [], skipped: [] }, letter('toddler')))).toBe(0);
  });

  it("labels the skeleton's twelve main bones, with the Latin names for big kids", () => {
    const big = drawDiagram({ kind: 'skeleton', skipped: [] }, letter('big-kids'));
    const kids = drawDiagram({ kind: 'skeleton', skipped: [] }, letter('kids'));
    expect(labelCount(big)).toBe(13);
    expect(labelCount(kids)).toBe(13);
    expect(labelCount(drawDiagram({ kind: 'skeleton', skipped: [] }, letter('toddler')))).toBe(0);
  });

  it('routes diagram prompts in generatePage and every diagram passes the print checks', async () => {
    const prompts = [
      'the water cycle with arrows',
      'the solar system with all eight planets',
      'life cycle of a butterfly',
      'life cycle of a frog',
      'life cycle of a plant',
      'parts of a flower labeled: petal, stem, leaf, roots',
      'phases of the moon',
      'layers of the earth',
      'a volcano cross section showing magma',
      'a plant cell diagram',
      'an animal cell',
      'shapes page: circle, square, triangle, rectangle and hexagon with their names',
      '3D shapes with their names',
      'basic shapes',
      'human skeleton with the main bones labeled',
      'a pizza cut into 8 slices',
      'fractions with pizzas: halves, quarters and eighths',
      "clock face showing 3 o'clock for telling time practice",
      'weather types sunny rainy snowy and windy in four boxes',
      'a weather chart with sunny cloudy rainy stormy snowy and windy',
    ];
    for (const audience of ['kids', 'big-kids', 'toddler'] as const) {
      for (const prompt of prompts) {
        const page = await generatePage({ prompt, audience });
        expect(page.metadata.elements[0], prompt).toBe(findDiagramRequest(prompt)!.kind);
        expect(page.metadata.skippedWords, prompt).toEqual([]);
        const check = await checkPage(page.printPng, { audience, format: 'letter' });
        expect(check.problems, `${audience}: ${prompt}`).toEqual([]);
      }
    }
  }, 240_000);
});

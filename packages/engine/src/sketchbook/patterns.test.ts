import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { generatePage } from '../generate';
import { checkPage } from '../lineart/quality';
import { findPatternRequest } from './patterns';

/** Enclosed white regions of a print PNG (4-connected, not touching the edge): what a child colours. */
async function regionCount(png: Buffer): Promise<number> {
  const { data, info } = await sharp(png).extractChannel(0).raw().toBuffer({ resolveWithObject: true });
  const { width: w, height: h } = info;
  const seen = new Uint8Array(w * h);
  let regions = 0;
  const stack: number[] = [];
  for (let start = 0; start < w * h; start++) {
    if (seen[start] || data[start]! < 128) continue;
    let edge = false;
    stack.push(start);
    seen[start] = 1;
    while (stack.length > 0) {
      const i = stack.pop()!;
      const x = i % w;
      const y = (i - x) / w;
      if (x === 0 || y === 0 || x === w - 1 || y === h - 1) edge = true;
      for (const j of [i - 1, i + 1, i - w, i + w]) {
        if (j < 0 || j >= w * h || seen[j] || data[j]! < 128) continue;
        if ((j === i - 1 && x === 0) || (j === i + 1 && x === w - 1)) continue;
        seen[j] = 1;
        stack.push(j);
      }
    }
    if (!edge) regions++;
  }
  return regions;
}

/** Share of ink pixels that are ink again after turning the page by `deg` about its centre. */
async function rotationalOverlap(png: Buffer, deg: number): Promise<number> {
  const { width = 0, height = 0 } = await sharp(png).metadata();
  const side = Math.min(width, height);
  const square = await sharp(png)
    .extract({
      left: Math.round((width - side) / 2),
      top: Math.round((height - side) / 2),
      width: side,
      height: side,
    })
    .resize(600, 600)
    .extractChannel(0)
    .raw()
    .toBuffer();
  const turned = await sharp(square, { raw: { width: 600, height: 600, channels: 1 } })
    .rotate(deg, { background: '#fff' })
    .extractChannel(0)
    .raw()
    .toBuffer({ resolveWithObject: true });
  const off = (turned.info.width - 600) / 2;
  let ink = 0;
  let kept = 0;
  for (let y = 0; y < 600; y++)
    for (let x = 0; x < 600; x++) {
      if (square[y * 600 + x]! >= 128) continue;
      ink++;
      // A line may move by a pixel or two after resampling: look in a 5 × 5 neighbourhood.
      let hit = false;
      for (let dy = -2; dy <= 2 && !hit; dy++)
        for (let dx = -2; dx <= 2 && !hit; dx++) {
          const tx = Math.round(x + off + dx);
          const ty = Math.round(y + off + dy);
          hit = turned.data[ty * turned.info.width + tx]! < 128;
        }
      if (hit) kept++;
    }
  return kept / ink;
}

describe('findPatternRequest (issue 29: pages that are not scenes)', () => {
  it('reads mandalas and repeating patterns with the motifs they name', () => {
    expect(findPatternRequest('a mandala with stars and hearts')).toEqual({
      kind: 'mandala',
      motifs: ['star', 'heart'],
      checkerboard: false,
      skipped: [],
    });
    expect(findPatternRequest('Repeating pattern of diamonds and circles')).toMatchObject({
      kind: 'pattern',
      motifs: ['diamond', 'circle'],
    });
    expect(findPatternRequest('triangles in a checkerboard')).toMatchObject({
      kind: 'pattern',
      checkerboard: true,
    });
  });

  it('leaves a thing with patterns on it, and anything else named, to the scene', () => {
    expect(findPatternRequest('a dragon with patterns on its tail')).toBeNull();
    expect(findPatternRequest('a tiger mandala')).toBeNull();
    expect(findPatternRequest('a dog in the park')).toBeNull();
  });
});

describe('findPatternRequest: a page word makes a pattern page (issue 29, look set 5 R073–R084)', () => {
  it('reads the kind of pattern page from its page words and motifs', () => {
    const read = (prompt: string) => {
      const r = findPatternRequest(prompt);
      return r && [r.kind, ...r.motifs];
    };
    expect(read('a detailed lotus mandala for grown ups')).toEqual(['mandala', 'petal']);
    expect(read('a mandala full of stars with nice big spaces to colour')).toEqual(['mandala', 'star']);
    expect(read('an ocean themed mandala')).toEqual(['mandala', 'shell', 'fish', 'wave']);
    expect(read('an interlocking fish tessellation')).toEqual(['tessellation', 'fish']);
    expect(read('a page border made of leafy vines')).toEqual(['border', 'leaf']);
    expect(read('a frame of little hearts and stars')).toEqual(['border', 'heart', 'star']);
    expect(read('stained glass with a big heart in the middle')).toEqual(['stained-glass', 'heart']);
    expect(read('a rose window in stained glass')?.[0]).toEqual('stained-glass');
    expect(read('a round celtic knot')).toEqual(['celtic']);
    expect(findPatternRequest('a border of celtic knots')).toMatchObject({ kind: 'celtic', border: true });
    expect(read('honeycomb cells with some busy bees')).toEqual(['honeycomb', 'bee']);
    expect(read('a hexagon pattern')).toEqual(['honeycomb', 'hexagon']);
    expect(read('an art deco page of fans')).toEqual(['fans', 'fan']);
    expect(read('moroccan star tiles')).toEqual(['islamic', 'star']);
    expect(read('geometric tiles of eight pointed stars')).toEqual(['islamic', 'star']);
    expect(read('polka dots and wavy stripes')).toEqual(['stripes', 'circle']);
    expect(findPatternRequest('wiggly stripes with dots')).toMatchObject({ kind: 'stripes', wavy: true });
    expect(findPatternRequest('a rainbow of zigzag stripes')).toMatchObject({ arched: true, wavy: true });
    // The old kinds still read as before.
    expect(read('doodle pattern with hearts stars and swirls')).toEqual([
      'pattern',
      'heart',
      'star',
      'swirl',
    ]);
    expect(read('snowflake mandla')).toEqual(['mandala', 'snowflake']);
    // Look set 7: a lone snowflake is one big snowflake, not a mandala of small ones.
    expect(read('big snowflake design like a kaleidoscope')).toEqual(['snowflake', 'snowflake']);
    expect(read('a snowflake to color')).toEqual(['snowflake', 'snowflake']);
    expect(read('a diwali rangoli')).toEqual(['mandala', 'petal']);
    expect(read('Diwali rangoli with diyas')).toEqual(['mandala', 'diya', 'petal']);
    expect(findPatternRequest('kids catching snowflakes on their tongues')).toBeNull();
  });

  it('returns the nouns it cannot draw as skipped, and keeps things wearing a pattern as scenes', () => {
    expect(findPatternRequest('a mandala with a dragon in the middle')).toMatchObject({
      kind: 'mandala',
      skipped: ['dragon'],
    });
    expect(findPatternRequest('a border of roses for my grandmas birthday card')?.skipped).toContain('card');
    for (const scene of [
      'a butterfly with patterns on its wings',
      'a zebra with stripes',
      'a fish with stripes',
      'a tiger on a rug with a pattern',
      'a zentangle owl',
      'a zentangle pattern cat',
      'a striped cat',
      'a girl in a polka dot dress',
      'a beekeeper checking a honeycomb frame',
      'a picture frame on a wall',
      'a tiger mandala',
      'an art deco building',
    ])
      expect(findPatternRequest(scene), scene).toBeNull();
  });
});

/**
 * Each new pattern kind (pattern-pages.ts) at every audience: the page passes the print
 * checks, has at least `min[audience]` regions to colour, and older audiences get more.
 */
const KINDS: { prompt: string; kind: string; min: [number, number, number] }[] = [
  { prompt: 'a page border of stars and hearts', kind: 'border', min: [16, 24, 32] },
  { prompt: 'a frame of vines and leaves', kind: 'border', min: [36, 50, 60] },
  { prompt: 'a stained glass window with a flower in the middle', kind: 'stained-glass', min: [22, 42, 70] },
  { prompt: 'a honeycomb of hexagons with bees', kind: 'honeycomb', min: [20, 50, 150] },
  { prompt: 'art deco fans all over the page', kind: 'fans', min: [60, 200, 500] },
  { prompt: 'an islamic tile pattern of stars', kind: 'islamic', min: [15, 35, 200] },
  { prompt: 'a tessellation of fish swimming', kind: 'tessellation', min: [10, 36, 90] },
  { prompt: 'a celtic knotwork ring', kind: 'celtic', min: [14, 26, 32] },
  { prompt: 'a page border of celtic knotwork', kind: 'celtic', min: [24, 38, 60] },
  { prompt: 'wavy stripes with polka dots', kind: 'stripes', min: [14, 25, 40] },
  { prompt: 'a rainbow of stripes and spots', kind: 'stripes', min: [34, 62, 115] },
  { prompt: 'a lotus mandala', kind: 'mandala', min: [30, 90, 190] },
  { prompt: 'a big snowflake design', kind: 'snowflake', min: [20, 30, 34] },
  { prompt: 'Diwali rangoli with diyas', kind: 'mandala', min: [20, 60, 150] },
];

describe('the pattern pages of issue 29 as generatePage draws them', () => {
  for (const { prompt, kind, min } of KINDS)
    it(`${prompt}: a ${kind} page passing the print checks at every audience`, async () => {
      const counts: number[] = [];
      for (const [i, audience] of (['toddler', 'kids', 'big-kids'] as const).entries()) {
        const page = await generatePage({ prompt, audience });
        expect(page.metadata.elements[0]).toBe(kind);
        const check = await checkPage(page.printPng, { audience, format: 'letter' });
        expect(check.problems, audience).toEqual([]);
        const n = await regionCount(page.printPng);
        expect(n, audience).toBeGreaterThanOrEqual(min[i]!);
        counts.push(n);
      }
      expect(counts[2]!).toBeGreaterThan(counts[0]!);
    }, 90_000);

  it('reports what it could not draw: "I couldn\'t draw: dragon"', async () => {
    const page = await generatePage({ prompt: 'a star mandala with a dragon in the centre' });
    expect(page.metadata.elements).toEqual(['mandala', 'star']);
    expect(page.metadata.skippedWords).toEqual(['dragon']);
  }, 60_000);
});

describe('mandala and pattern pages as generatePage draws them', () => {
  it('draws a symmetric mandala that passes the print checks, harder for older audiences', async () => {
    const counts: number[] = [];
    for (const audience of ['toddler', 'kids', 'big-kids'] as const) {
      const page = await generatePage({ prompt: 'a mandala with hearts', audience });
      expect(page.metadata.elements).toEqual(['mandala', 'heart']);
      expect(page.metadata.skippedWords).toEqual([]);
      const check = await checkPage(page.printPng, { audience, format: 'letter' });
      expect(check.problems, audience).toEqual([]);
      counts.push(await regionCount(page.printPng));
    }
    // Toddler 6-fold with 3 rings, kids 8-fold with 5, big kids 12-fold with 8.
    expect(counts[0]!).toBeLessThan(counts[1]!);
    expect(counts[1]!).toBeLessThan(counts[2]!);
    const kids = await generatePage({ prompt: 'a mandala with hearts', audience: 'kids' });
    // 8-fold: a turn of 45° maps the mandala onto itself; 22.5° (half a step) does not.
    expect(await rotationalOverlap(kids.printPng, 45)).toBeGreaterThan(0.9);
    expect(await rotationalOverlap(kids.printPng, 22.5)).toBeLessThan(0.8);
  }, 60_000);

  it('tiles a named pattern in a frame that passes the print checks', async () => {
    const page = await generatePage({ prompt: 'repeating pattern of stars and moons', frame: true });
    expect(page.metadata.elements).toEqual(['pattern', 'star', 'moon']);
    expect(
      (await checkPage(page.printPng, { audience: 'kids', format: 'letter', frame: true })).problems,
    ).toEqual([]);
    // 3 tiles across and 4 down for kids, each motif a region of its own, plus the frame's.
    expect(await regionCount(page.printPng)).toBeGreaterThanOrEqual(12);
  }, 60_000);
});

describe('alphabet and counting charts (issue 29: alphabet and number pages)', () => {
  it('reads chart prompts, and leaves a thing named with them to the scene', () => {
    expect(findPatternRequest('the ABC chart')).toMatchObject({ kind: 'alphabet' });
    expect(findPatternRequest('letters a-z, one in each box')).toMatchObject({ kind: 'alphabet' });
    expect(findPatternRequest('numbers one to ten for counting practice')).toMatchObject({
      kind: 'counting',
      upTo: 10,
    });
    expect(findPatternRequest('counting 1-20')).toMatchObject({ kind: 'counting', upTo: 20 });
    expect(findPatternRequest('an alphabet train')).toBeNull();
    expect(findPatternRequest('count 1 to 5 ducks')).toBeNull();
  });

  it('draws 26 letter boxes, and a counting chart with 1 + 2 + … + 5 circles, passing the print checks', async () => {
    const abc = await generatePage({ prompt: 'the alphabet A to Z' });
    expect(abc.metadata.elements).toEqual(['alphabet']);
    expect((await checkPage(abc.printPng, { audience: 'kids', format: 'letter' })).problems).toEqual([]);
    // Each box and the inside of each letter is a region (more where letters have counters).
    expect(await regionCount(abc.printPng)).toBeGreaterThanOrEqual(26 * 2);
    const five = await generatePage({ prompt: 'count from one to five' });
    expect((await checkPage(five.printPng, { audience: 'kids', format: 'letter' })).problems).toEqual([]);
    // 5 boxes, 5 digit insides (plus counters), and 15 circles to colour.
    expect(await regionCount(five.printPng)).toBeGreaterThanOrEqual(5 + 5 + 15);
  }, 60_000);
});

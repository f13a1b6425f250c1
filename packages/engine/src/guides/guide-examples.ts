import type { Guide, GuideSlug } from '@inkling/contracts/content/guides';
import { generatePage } from '../generate';
import { type GuideExample, renderGuidePdf } from './guide-pdf';

/** An idea drawn by the engine for a guide, with a fixed seed so the PDF never changes by chance. */
export interface ExampleIdea {
  prompt: string;
  seed: number;
}

/**
 * The example pages of each guide: one for the cover, one inside. Each idea fits its
 * guide (the inside ones are quoted from or modelled on the guides' own examples) and is
 * drawn completely by the offline sketchbook, with no skipped words.
 */
export const GUIDE_EXAMPLES: Record<GuideSlug, { cover: ExampleIdea; inside: ExampleIdea }> = {
  'getting-started': {
    cover: { prompt: 'a friendly dinosaur in a forest', seed: 1 },
    inside: { prompt: 'a puppy chasing a ball in a garden', seed: 3 },
  },
  'creative-tips': {
    cover: { prompt: 'a dinosaur eating ice cream on the moon', seed: 1 },
    inside: { prompt: 'a robot watering sunflowers', seed: 3 },
  },
  'safety-guide': {
    cover: { prompt: 'a puppy with toys', seed: 1 },
    inside: { prompt: 'a teddy bear with balloons', seed: 3 },
  },
  'parent-guide': {
    cover: { prompt: 'a castle in the clouds', seed: 1 },
    inside: { prompt: 'a bear having a picnic', seed: 3 },
  },
  troubleshooting: {
    cover: { prompt: 'a rocket among the stars', seed: 1 },
    inside: { prompt: 'a penguin family on an iceberg', seed: 3 },
  },
};

async function drawExample(idea: ExampleIdea): Promise<GuideExample> {
  const page = await generatePage({
    prompt: idea.prompt,
    seed: idea.seed,
    audience: 'kids',
    format: 'letter',
  });
  return { png: page.previewPng, prompt: idea.prompt };
}

/**
 * Draws a guide's two example pages with the offline sketchbook provider (letter, kids,
 * fixed seeds; ~0.5 s each) and lays the guide out with `renderGuidePdf`.
 * `creationDate` becomes the PDF's dates: pass a fixed one for reproducible files.
 * Returns the PDF bytes; throws EngineError if an example cannot be drawn.
 */
export async function buildGuidePdf(guide: Guide, creationDate: Date): Promise<Uint8Array> {
  const ideas = GUIDE_EXAMPLES[guide.slug];
  const [cover, inside] = await Promise.all([drawExample(ideas.cover), drawExample(ideas.inside)]);
  return renderGuidePdf(guide, { cover, inside, creationDate });
}

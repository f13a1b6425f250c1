import { type Composition, composeScene } from '../src/sketchbook/compose';
import { mulberry32 } from '../src/sketchbook/random';
import { understandPrompt } from '../src/sketchbook/understand';
import type { Audience } from '../src/types';

/**
 * A prompt composed as the sketchbook lays it out on a US-letter page at 300 dpi (2550 × 3300
 * px, no frame), with the seed used both for the layout and its random stream: the scene the
 * tests of placements and backgrounds read (no rendering). Deterministic per prompt and seed.
 */
export function composePrompt(prompt: string, seed = 1, audience: Audience = 'kids'): Promise<Composition> {
  return composeScene(
    { understanding: understandPrompt(prompt), audience, width: 2550, height: 3300, seed, frame: false },
    mulberry32(seed),
  );
}

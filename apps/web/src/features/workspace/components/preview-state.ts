import type { Generation } from '@inkling/contracts/api';

export type PreviewState =
  | { kind: 'loading' }
  | { kind: 'empty' }
  | { kind: 'generating' }
  | { kind: 'error'; message: string | null }
  | { kind: 'image'; generation: Generation; index: number; total: number };

/** Finished pages newest first: the order the "N of M" index runs over (spec core §4). */
export function imagesNewestFirst(generations: readonly Generation[]): Generation[] {
  return generations.filter((g) => g.status === 'completed' && g.result).reverse();
}

/**
 * What the preview panel shows (spec core "Project workspace" states). With `viewIndex`
 * null it follows the newest generation: drawing → generating, failed → error, else the
 * newest image; a number pins one image (0 = newest).
 */
export function previewState(
  generations: readonly Generation[] | undefined,
  viewIndex: number | null,
): PreviewState {
  if (!generations) return { kind: 'loading' };
  const images = imagesNewestFirst(generations);
  const latest = generations.at(-1);
  if (viewIndex === null && latest) {
    if (latest.status === 'created' || latest.status === 'generating') return { kind: 'generating' };
    if (latest.status === 'failed') return { kind: 'error', message: latest.error };
  }
  if (images.length === 0) return { kind: 'empty' };
  const index = Math.min(Math.max(viewIndex ?? 0, 0), images.length - 1);
  return { kind: 'image', generation: images[index]!, index, total: images.length };
}

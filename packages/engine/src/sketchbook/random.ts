/**
 * Seeded pseudo-random numbers for reproducible pages: the same request and seed give
 * the same choices, another seed gives another variation.
 */

/** A source of numbers in [0, 1). */
export type Random = () => number;

/**
 * mulberry32 (Tommy Ettinger, public domain): a 32-bit generator, fast and well mixed
 * for layout choices. `seed` is any integer; non-integers are truncated.
 */
export function mulberry32(seed: number): Random {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** FNV-1a hash of a string, used to mix the prompt into the seed. */
export function hashString(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** Uniform number in [min, max). */
export function between(rand: Random, min: number, max: number): number {
  return min + (max - min) * rand();
}

/** One item of a non-empty list. */
export function pick<T>(rand: Random, items: readonly T[]): T {
  return items[Math.floor(rand() * items.length) % items.length]!;
}

/** A shuffled copy (Fisher–Yates). */
export function shuffled<T>(rand: Random, items: readonly T[]): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(rand() * (i + 1));
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

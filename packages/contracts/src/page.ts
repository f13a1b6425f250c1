import { z } from 'zod';

/**
 * Coloring-page request vocabulary shared by the engine, the API and the web app
 * (engine issue "What it must do").
 */
export const AUDIENCES = ['toddler', 'kids', 'big-kids'] as const;
export const audienceSchema = z.enum(AUDIENCES);
export type Audience = z.infer<typeof audienceSchema>;

/** Page format names, as a tuple for enums and CHECK constraints. */
export const FORMAT_NAMES = ['letter', 'a4', 'square'] as const;
/**
 * Page formats at 300 dpi: letter 2550×3300, a4 2480×3508, square 2048×2048 (px). One
 * entry per FORMAT_NAMES name and no other (checked by the compiler).
 */
export const PAGE_FORMATS = {
  letter: { width: 2550, height: 3300, dpi: 300 },
  a4: { width: 2480, height: 3508, dpi: 300 },
  square: { width: 2048, height: 2048, dpi: 300 },
} as const satisfies Record<(typeof FORMAT_NAMES)[number], { width: number; height: number; dpi: number }>;
export const formatSchema = z.enum(FORMAT_NAMES);
export type PageFormat = z.infer<typeof formatSchema>;

export const PROVIDERS = ['sketchbook', 'openai'] as const;
export const providerSchema = z.enum(PROVIDERS);
export type ProviderName = z.infer<typeof providerSchema>;

/**
 * Image model the `openai` provider uses when none is configured (DESIGN.md
 * "Configuration": OPENAI_IMAGE_MODEL). The server's config default and the engine's
 * fallback both read it.
 */
export const DEFAULT_OPENAI_IMAGE_MODEL = 'gpt-image-1';

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

/**
 * How many lines a photo page keeps (issue 14 "a detail control (fewer ↔ more lines)"):
 * `fewer` keeps the big shapes for small hands, `more` keeps finer edges for older
 * children; `usual` is the engine's default.
 */
export const PHOTO_DETAILS = ['fewer', 'usual', 'more'] as const;
export const photoDetailSchema = z.enum(PHOTO_DETAILS);
export type PhotoDetail = z.infer<typeof photoDetailSchema>;

/** A marked subject narrower or lower than this share of the photo is a slip, not a choice. */
export const PHOTO_SUBJECT_MIN_SHARE = 0.05;

/**
 * The part of a photo the user marked as its subject (issue 14 "let the user mark the
 * subject"): a box in shares of the photo's width and height (0–1, origin top left, the
 * photo as it is shown, i.e. after its EXIF orientation). The page keeps only what is
 * inside, with the background around the subject removed.
 */
export const photoSubjectSchema = z
  .object({
    x: z.number().min(0).max(1),
    y: z.number().min(0).max(1),
    w: z.number().min(PHOTO_SUBJECT_MIN_SHARE).max(1),
    h: z.number().min(PHOTO_SUBJECT_MIN_SHARE).max(1),
  })
  .refine((b) => b.x + b.w <= 1.000001 && b.y + b.h <= 1.000001, {
    message: 'The marked subject must lie inside the photo.',
  });
export type PhotoSubject = z.infer<typeof photoSubjectSchema>;

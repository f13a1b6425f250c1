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

/**
 * Style controls of a page (issue 33 "Style controls"): the line weight, how much detail,
 * a frame, and whether the subject stands in a full scene or alone on white. Every
 * provider honours them (the sketchbook draws them; the openai provider asks for them in
 * its prompt and the line-art clean-up enforces weight and frame afterwards).
 */
export const LINE_WEIGHTS = ['fine', 'medium', 'bold'] as const;
export const lineWeightSchema = z.enum(LINE_WEIGHTS);
export type LineWeight = z.infer<typeof lineWeightSchema>;

/** simple: fewer, bigger regions; detailed: more props and smaller (still colourable) regions. */
export const DETAIL_LEVELS = ['simple', 'standard', 'detailed'] as const;
export const detailLevelSchema = z.enum(DETAIL_LEVELS);
export type DetailLevel = z.infer<typeof detailLevelSchema>;

/** none; a plain rounded frame; a themed border (stars, bubbles, flowers… from the scene). */
export const FRAME_STYLES = ['none', 'rounded', 'themed'] as const;
export const frameStyleSchema = z.enum(FRAME_STYLES);
export type FrameStyle = z.infer<typeof frameStyleSchema>;

/** scene: the subject in its setting (sky, ground, props); subject: the subject alone on white. */
export const BACKGROUNDS = ['scene', 'subject'] as const;
export const backgroundSchema = z.enum(BACKGROUNDS);
export type Background = z.infer<typeof backgroundSchema>;

/** The four style settings of a page; every field has its default (medium, standard, none, scene). */
export const pageStyleSchema = z.object({
  weight: lineWeightSchema.default('medium'),
  detail: detailLevelSchema.default('standard'),
  frame: frameStyleSchema.default('none'),
  background: backgroundSchema.default('scene'),
});
export type PageStyle = z.output<typeof pageStyleSchema>;
export type PageStyleInput = z.input<typeof pageStyleSchema>;

/** Some of the style settings, without defaults: what a request names (the rest comes from elsewhere). */
export const partialPageStyleSchema = z
  .object({
    weight: lineWeightSchema.optional(),
    detail: detailLevelSchema.optional(),
    frame: frameStyleSchema.optional(),
    background: backgroundSchema.optional(),
  })
  .strict();
export type PartialPageStyle = z.output<typeof partialPageStyleSchema>;

/** The style of a page when nothing was chosen: what pages looked like before issue 33. */
export const DEFAULT_PAGE_STYLE: PageStyle = {
  weight: 'medium',
  detail: 'standard',
  frame: 'none',
  background: 'scene',
};

/**
 * Stroke width of each line weight per audience, mm at print size. `medium` is the
 * audience's own width (engine profiles.ts: 1.5 mm for ages 2–4, 1 mm for 5–8, 0.7 mm for
 * 9–12, from common coloring-book practice), so a page without a choice is unchanged.
 * One step finer or bolder is one audience step (about ×1.5, the ratio between the
 * audiences' widths): fine is the next older audience's medium, bold the next younger's.
 * The ends of the scale follow drawing pens: 0.5 mm is the usual fine-liner nib (the
 * thinnest line a printer and a child's crayon keep clean), 2.2 mm a broad marker's line,
 * the boldest "bold and easy" books use for toddlers.
 */
export const LINE_WEIGHT_MM: Record<Audience, Record<LineWeight, number>> = {
  toddler: { fine: 1.0, medium: 1.5, bold: 2.2 },
  kids: { fine: 0.7, medium: 1.0, bold: 1.5 },
  'big-kids': { fine: 0.5, medium: 0.7, bold: 1.0 },
};

/**
 * Comic pages (issue 33 "Comic pages"): a page split into 3 or 4 panels (toddlers and kids)
 * or 6 (offered to big kids; any audience may ask for it through the API), each panel a
 * scene with one speech bubble that is empty for the child to write in (`empty`) or holds a
 * short line (`lines`).
 */
export const COMIC_PANEL_COUNTS = [3, 4, 6] as const;
export type ComicPanelCount = (typeof COMIC_PANEL_COUNTS)[number];
export const COMIC_BUBBLES = ['empty', 'lines'] as const;
export type ComicBubbles = (typeof COMIC_BUBBLES)[number];
/** Longest line in a speech bubble, characters (issue 33 brief: a short line, ≤ 60). */
export const COMIC_LINE_MAX_CHARS = 60;

/** A comic page as a page request asks for it: how many panels, and what the bubbles hold. */
export const comicOptionSchema = z
  .object({
    panels: z.union([z.literal(3), z.literal(4), z.literal(6)]),
    bubbles: z.enum(COMIC_BUBBLES).default('empty'),
  })
  .strict();
export type ComicOption = z.output<typeof comicOptionSchema>;
export type ComicOptionInput = z.input<typeof comicOptionSchema>;

/** One panel of a comic made from a story book: its scene and the caption for its bubble. */
export const comicBeatSchema = z.object({
  scene: z.string().trim().min(1).max(300),
  line: z.string().trim().max(200).optional(),
});
export type ComicBeat = z.output<typeof comicBeatSchema>;

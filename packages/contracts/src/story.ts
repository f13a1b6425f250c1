/**
 * Story books (issue 33): request and response shapes of /api/story-books and their
 * business constants. One credit a page; the client sees the cost in a quote and sends the
 * quote back to agree to it (the server recomputes and verifies it, never trusting a cost).
 */
import { z } from 'zod';
import { generationSchema, idSchema } from './api';
import { audienceSchema, formatSchema } from './page';
import { plainText } from './text';

/** Credits a story book page costs (issue 33: "one credit a page"). */
export const STORY_PAGE_COST = 1;
/** Pages of a story book (issue 33: "a length (4–16 pages)"). */
export const STORY_MIN_PAGES = 4;
export const STORY_MAX_PAGES = 16;
/** Longest idea and character description, characters. */
export const STORY_IDEA_MAX_CHARS = 300;
export const STORY_CHARACTER_MAX_CHARS = 200;
/** Longest caption, characters (the band at a page's foot holds two lines of it; DB check 200). */
export const CAPTION_MAX_CHARS = 140;
/** Longest story title, characters (the project title it becomes holds 100). */
export const STORY_TITLE_MAX_CHARS = 100;
/**
 * The text model that writes a story's outline through the OpenAI API when a key is set
 * (engine story/openai.ts; env OPENAI_TEXT_MODEL). Any Chat Completions model with
 * Structured Outputs (`response_format: json_schema`, strict) works; gpt-4o-mini is small,
 * cheap and supports it (https://platform.openai.com/docs/guides/structured-outputs).
 */
export const DEFAULT_OPENAI_TEXT_MODEL = 'gpt-4o-mini';
/** How long a quote may be agreed to, ms (long enough to read it, short enough that prices hold). */
export const STORY_QUOTE_TTL_MS = 15 * 60 * 1000;

/** Texts of the story book screens and errors. */
export const STORY_TEXTS = {
  quoteInvalid: 'The price of this book has changed or expired. Please look at the cost again.',
  captionEmpty: 'Please write a caption.',
  captionTooLong: `A caption fits ${CAPTION_MAX_CHARS} characters.`,
  notStoryBook: 'This project is not a story book.',
  comicTooShort: 'This book has fewer pages than the comic has panels. Please pick fewer panels.',
} as const;

/** What a story book is made from (the quote and the book itself). */
export const storyRequestSchema = z
  .object({
    idea: plainText(z.string().trim().min(1).max(STORY_IDEA_MAX_CHARS)),
    /** The main character in words ("Luna, a little dragon"); may be empty with `characterId`. */
    characterWords: plainText(z.string().trim().max(STORY_CHARACTER_MAX_CHARS)).default(''),
    /** A saved character drawn on every page instead. */
    characterId: idSchema.optional(),
    audience: audienceSchema.default('kids'),
    format: formatSchema.default('letter'),
    length: z.number().int().min(STORY_MIN_PAGES).max(STORY_MAX_PAGES),
  })
  .strict();
export type StoryRequest = z.input<typeof storyRequestSchema>;

/** Answer of POST /api/story-books/quote: the cost, and the signed quote to agree to it. */
export const storyQuoteSchema = z.object({
  pages: z.number().int(),
  /** Credits, one a page. */
  cost: z.number().int(),
  /** Opaque; send it back in POST /api/story-books to agree to `cost`. */
  quote: z.string(),
  expiresAt: z.string(),
});
export type StoryQuote = z.infer<typeof storyQuoteSchema>;

/** Body of POST /api/story-books: the same request as the quote, plus the quote. */
export const createStoryBookSchema = storyRequestSchema
  .extend({ quote: z.string().min(1).max(400) })
  .strict();
export type CreateStoryBook = z.input<typeof createStoryBookSchema>;

/** One page of a story book: its caption and its latest drawing (a retry replaces a failed one). */
export const storyPageSchema = z.object({
  number: z.number().int(),
  caption: z.string(),
  generation: generationSchema,
});

/** A story book. */
export const storyBookSchema = z.object({
  projectId: idSchema,
  title: z.string(),
  hero: z.string(),
  /**
   * Who wrote the story: the OpenAI text model (with the openai provider, OPENAI_TEXT_MODEL),
   * or the offline grammar (no openai provider, or the model's outline failed).
   */
  writer: z.enum(['grammar', 'openai']),
  pages: z.array(storyPageSchema),
  /** Pages drawn, failed and in all (progress while pages draw). */
  progress: z.object({ done: z.number().int(), failed: z.number().int(), total: z.number().int() }),
  replayed: z.boolean().optional(),
});
export type StoryBook = z.infer<typeof storyBookSchema>;

/** Body of PATCH /api/story-books/{id}/pages/{number}. */
export const captionSchema = z
  .object({
    caption: plainText(
      z.string().trim().min(1, STORY_TEXTS.captionEmpty).max(CAPTION_MAX_CHARS, STORY_TEXTS.captionTooLong),
    ),
  })
  .strict();

/**
 * Texts of the story book screens (issue 33; the spec predates story books, so these follow
 * its voice: short, friendly, the cost said before anything starts).
 */
export const STORY_UI_TEXTS = {
  open: 'Make a story book',
  dialogText:
    'One idea becomes a picture book: a title, a short caption on every page, and the same hero throughout.',
  ideaLabel: 'What is the story about?',
  ideaPlaceholder: 'Luna the little dragon learns to share',
  heroLabel: 'Main character',
  heroWords: 'Describe in words',
  heroWordsPlaceholder: 'Luna, a little green dragon',
  heroSaved: (title: string) => `Saved character: ${title}`,
  audienceLabel: 'Age group',
  lengthLabel: 'Pages',
  lengthHint: `${STORY_MIN_PAGES}–${STORY_MAX_PAGES} pages`,
  quoteAction: 'See the cost',
  quote: (pages: number, cost: number) =>
    `${pages} pages, one credit a page: ${cost} credits. Nothing is charged for a page that fails.`,
  make: (cost: number) => `Make the book — ${cost} credits`,
  back: 'Change',
  needIdea: 'Please tell us what the story is about.',
  needHero: 'Please describe the main character or choose a saved one.',
  made: 'Your story book is on its way!',
  failed: 'We could not make the story book.',
  progress: (done: number, total: number) => `${done} of ${total} pages drawn`,
  failedPages: (count: number) => (count === 1 ? '1 page failed' : `${count} pages failed`),
  tryAgain: (number: number) => `Try page ${number} again`,
  captionsHeading: 'Captions',
  captionLabel: (number: number) => `Caption of page ${number}`,
  saveCaption: 'Save caption',
  captionSaved: 'Caption saved',
  captionFailed: 'We could not save the caption.',
  drawing: 'Drawing…',
  pageFailed: 'This page failed. Nothing was charged.',
  /** Comic pages from a story book (issue 33 "Comic pages"). */
  makeComic: 'Make a comic page',
  comicText:
    'The first pages of the book become the panels of one comic page, with the same hero in every panel. One credit.',
  comicPanels: 'Panels',
  comicBubbles: 'Speech bubbles',
  comicMake: 'Make the comic page — 1 credit',
  comicMade: 'Your comic page is on its way! It is added to this project.',
  comicFailed: 'We could not make the comic page.',
} as const;

import { z } from 'zod';
import { giftOptionsSchema } from './gift-cards';
import {
  CHARACTER_DESCRIPTION_MAX_CHARS,
  CHARACTER_TITLE_MAX_CHARS,
  PROJECT_NAME_MAX_CHARS,
  PROMPT_MAX_CHARS,
} from './limits';
import {
  audienceSchema,
  comicOptionSchema,
  formatSchema,
  pageStyleSchema,
  partialPageStyleSchema,
  photoDetailSchema,
  photoSubjectSchema,
} from './page';
import { FULL_NAME_MAX_CHARS } from './profile';
import { PROMPT_TEXTS } from './safety';
import { plainText } from './text';

/**
 * Request and response shapes of the HTTP API (one place, used by server validation,
 * the OpenAPI document and the web app's forms).
 */

/** Every error response: `{ error: { code, message } }`. */
export const errorCodeSchema = z.enum([
  'bad_request',
  'unauthenticated',
  'forbidden',
  'not_found',
  'conflict',
  'payload_too_large',
  'unsupported_media_type',
  'insufficient_credits',
  'blocked_prompt',
  'idempotency_key_reused',
  'rate_limited',
  'internal',
  'bad_gateway',
  'unavailable',
]);
export type ErrorCode = z.infer<typeof errorCodeSchema>;
export const errorResponseSchema = z.object({
  error: z.object({
    code: errorCodeSchema,
    message: z.string(),
    category: z.string().optional(),
    /** On some blocked_prompt refusals: a nearby kid-friendly idea to try instead (issue 31). */
    suggestion: z.string().optional(),
  }),
});
export type ErrorResponse = z.infer<typeof errorResponseSchema>;

export const idSchema = z.uuid();

export const userSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  image: z.string().nullable(),
});
export type User = z.infer<typeof userSchema>;

/** Credit balance as the API reports it (credits issue: both parts). */
export const creditsSchema = z.object({
  /** Purchased + sign-up + refunded credits (never negative). */
  credits: z.number().int().nonnegative(),
  /** Free credits left today (5 a day from 00:00 America/New_York, spent first; DESIGN decision 4). */
  dailyCreditsRemaining: z.number().int().nonnegative(),
  /** "Report this page" refunds left today (2 a day, DESIGN decision 5). */
  refundsLeftToday: z.number().int().nonnegative(),
});
export type Credits = z.infer<typeof creditsSchema>;

export const sessionSchema = z.object({
  user: userSchema.nullable(),
  credits: creditsSchema.nullable(),
  /** Which local stand-ins are active (only when the real service is not configured). */
  mode: z.object({ localSignIn: z.boolean(), googleSignIn: z.boolean(), testCheckout: z.boolean() }),
  /** Support contact from the server's SUPPORT_EMAIL / SUPPORT_PHONE (DESIGN "Configuration"). */
  support: z.object({ email: z.string(), phone: z.string() }),
  /**
   * Present only for moderators (signed-in users whose e-mail is in ADMIN_EMAILS, DESIGN
   * decision 9): how many community posts wait for review, for the count in the user menu.
   */
  moderation: z.object({ pending: z.number().int().nonnegative() }).optional(),
});
export type Session = z.infer<typeof sessionSchema>;

export const localSignInSchema = z.object({
  name: z.string().trim().min(1, 'Please enter your name').max(FULL_NAME_MAX_CHARS),
  email: z.email('Please enter a valid e-mail address').max(200),
});
export type LocalSignIn = z.infer<typeof localSignInSchema>;

export const generationStatusSchema = z.enum(['created', 'generating', 'completed', 'failed']);
export type GenerationStatus = z.infer<typeof generationStatusSchema>;

/** A stored coloring page's files, as URLs the owner's browser can fetch. */
export const pageResultSchema = z.object({
  /** ≤ 1024 px preview PNG. */
  previewUrl: z.string(),
  /** Full-size print PNG (only black and white pixels). */
  printUrl: z.string(),
  svgUrl: z.string().nullable(),
  /** The page as its owner coloured it ("Save to my book", issue 17); null or absent when never saved. */
  coloredUrl: z.string().nullable().optional(),
  width: z.number().int(),
  height: z.number().int(),
  dpi: z.number().int(),
});
export type PageResult = z.infer<typeof pageResultSchema>;

export const generationSchema = z.object({
  id: z.string(),
  projectId: z.string(),
  prompt: z.string(),
  generationType: z.literal('image'),
  status: generationStatusSchema,
  /** Failure text shown under "Cannot complete the request." */
  error: z.string().nullable(),
  creditCost: z.number().int().nonnegative(),
  seed: z.number().int(),
  provider: z.string(),
  audience: audienceSchema,
  format: formatSchema,
  elements: z.array(z.string()),
  skippedWords: z.array(z.string()),
  inputImageUrl: z.string().nullable(),
  /** The photo's marked subject and line detail, when the page was made from a photo. */
  photoSubject: photoSubjectSchema.nullable(),
  photoDetail: photoDetailSchema.nullable(),
  /** The style controls the page was drawn with (issue 33); a retry keeps them. */
  style: pageStyleSchema,
  /**
   * A comic page's panels and bubbles (issue 33 "Comic pages"); null (or absent in answers
   * from before comics) for a single picture. A retry keeps it.
   */
  comic: comicOptionSchema.nullable().optional(),
  /** True when nothing in the prompt was understood and the page is a stand-in scene (issue 14 #10). */
  fallback: z.boolean(),
  characterId: z.string().nullable(),
  retryOf: z.string().nullable(),
  /** The page's number in its project's story book (issue 33); null for an ordinary page. */
  storyPage: z.number().int().nullable(),
  result: pageResultSchema.nullable(),
  createdAt: z.string(),
  completedAt: z.string().nullable(),
});
export type Generation = z.infer<typeof generationSchema>;

/** A project without its pages: what POST /api/generations reports about the page's project. */
export const projectSummarySchema = z.object({
  id: z.string(),
  title: z.string(),
  /** The style new pages of the project start from (issue 33); DEFAULT_PAGE_STYLE until set. */
  styleDefaults: pageStyleSchema,
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ProjectSummary = z.infer<typeof projectSummarySchema>;

export const projectSchema = projectSummarySchema.extend({
  /** Newest first in lists; oldest first inside a single project (spec core §7). */
  generations: z.array(generationSchema),
  /**
   * Ids of the project's pages whose credit was given back (reported, or failed and refunded
   * automatically): "Report a problem" is not offered for them (DESIGN decision 5; issue 32).
   */
  refundedPageIds: z.array(z.string()),
});
export type Project = z.infer<typeof projectSchema>;

/**
 * One project as My Projects shows it (GET /api/projects, issue 15): no pages, only what the
 * card needs. `pageCount` counts finished pages; `drawing` is true while a page is queued or
 * being drawn; `cover` is the project's first finished page (its preview), null before one.
 */
export const projectCardSchema = projectSummarySchema.omit({ styleDefaults: true }).extend({
  pageCount: z.number().int().nonnegative(),
  drawing: z.boolean(),
  cover: z.object({ url: z.string(), prompt: z.string() }).nullable(),
  /**
   * When no page of the project was drawn and none is drawing, its newest failed page (Retry
   * makes a free new attempt of it, DESIGN decision 6) and the user-safe reason (issue 26).
   */
  failed: z.object({ generationId: idSchema, error: z.string() }).nullable(),
});
export type ProjectCard = z.infer<typeof projectCardSchema>;

/**
 * A page of the user's projects, newest first (GET /api/projects): `total` projects in all;
 * `nextCursor` is passed back as `?cursor=` for the next page, null on the last one.
 */
export const projectListSchema = z.object({
  projects: z.array(projectCardSchema),
  total: z.number().int().nonnegative(),
  nextCursor: z.string().nullable(),
});
export type ProjectList = z.infer<typeof projectListSchema>;

export const createProjectSchema = z.object({ title: z.string().trim().min(1).max(PROJECT_NAME_MAX_CHARS) });
export type CreateProject = z.infer<typeof createProjectSchema>;
export const updateProjectSchema = createProjectSchema;

/** PUT /api/projects/{id}/style-defaults: the style new pages of the project start from (issue 33). */
export const projectStyleDefaultsSchema = pageStyleSchema;
export type ProjectStyleDefaults = z.input<typeof projectStyleDefaultsSchema>;

export const promptSchema = plainText(
  z.string().trim().min(1, PROMPT_TEXTS.empty).max(PROMPT_MAX_CHARS, PROMPT_TEXTS.tooLong),
);

/**
 * Fields of POST /api/generations, the one call that makes a page (docs/api.md): it creates
 * the project when `projectId` is absent, spends the credit and queues the page in one
 * transaction. Sent as `multipart/form-data` (with the optional reference photo in the file
 * field `inputImage`, ≤ 10 MB JPEG/PNG/WebP) or as JSON without a photo. The browser sends an
 * `Idempotency-Key` header made once per draft, so a double submit makes one page.
 */
export const createGenerationSchema = z.object({
  prompt: promptSchema,
  /** Project to add the page to; absent → a new project titled from the prompt (spec core §4). */
  projectId: idSchema.optional(),
  /** Saved character to bring into the scene. */
  characterId: idSchema.optional(),
  audience: audienceSchema.default('kids'),
  format: formatSchema.default('letter'),
  /** With a photo only: the part of it to keep (issue 14). */
  photoSubject: photoSubjectSchema.optional(),
  /** With a photo only: fewer or more lines than usual (issue 14). */
  photoDetail: photoDetailSchema.optional(),
  /**
   * Style controls (issue 33): line weight, detail, frame, background. Fields left out come
   * from the project's `styleDefaults` (a new project: DEFAULT_PAGE_STYLE).
   */
  style: partialPageStyleSchema.optional(),
  /**
   * A comic page (issue 33): 3, 4 or 6 panels with empty speech bubbles or short lines,
   * split from the prompt by the story grammar. One credit, like any page.
   */
  comic: comicOptionSchema.optional(),
});
export type CreateGeneration = z.input<typeof createGenerationSchema>;

/** Name of the header that makes POST /api/generations replay-safe (Stripe's convention). */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';

/** Answer of POST /api/generations: the page (status 'created') and its (maybe new) project. */
export const createdGenerationSchema = z.object({
  project: projectSummarySchema,
  generation: generationSchema,
  /** True when this answer replays an earlier request with the same Idempotency-Key. */
  replayed: z.boolean(),
});
export type CreatedGeneration = z.infer<typeof createdGenerationSchema>;

export const characterSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string().nullable(),
  imageUrl: z.string(),
  createdAt: z.string(),
});
export type Character = z.infer<typeof characterSchema>;

export const createCharacterSchema = z.object({
  generationId: idSchema,
  title: z.string().trim().min(1, 'Please enter a title for your character').max(CHARACTER_TITLE_MAX_CHARS),
  description: z
    .string()
    .trim()
    .max(CHARACTER_DESCRIPTION_MAX_CHARS)
    .optional()
    .transform((v) => (v ? v : null)),
});

/** Pack ids of the one catalog (contracts pricing.ts CREDIT_PACKS, DESIGN decision 3). */
export const packIdSchema = z.enum(['starter', 'pro', 'bulk']);

/**
 * POST /api/checkout: the client names a pack, never an amount (the server is the only
 * judge of price and credits). `returnPath` is the page to come back to (same-origin path).
 */
export const createCheckoutSchema = z.object({
  packId: packIdSchema,
  returnPath: z
    .string()
    .max(500)
    .regex(/^\/(?!\/)/, 'returnPath must be a path on this site')
    .default('/'),
  /** A percentage promo code as typed (issue 34); the server checks it and applies the discount. */
  promoCode: z.string().trim().min(1).max(64).optional(),
  /** Buy the pack as a gift card for someone else (issue 34 "Gift cards"); no promo code with it. */
  gift: giftOptionsSchema.optional(),
});
export type CreateCheckout = z.input<typeof createCheckoutSchema>;
export const checkoutSchema = z.object({ url: z.string() });
export type Checkout = z.infer<typeof checkoutSchema>;

/** POST /api/checkout/confirm: the success return asks the server to fulfil the session. */
export const confirmCheckoutSchema = z.object({ sessionId: z.string().min(1).max(255) });
export const checkoutStatusSchema = z.object({
  /** `paid`: credits granted (now or before); `pending`: payment not confirmed yet. */
  status: z.enum(['paid', 'pending', 'cancelled']),
  credits: creditsSchema,
  /** The gift card this purchase made (issue 34); `paid` then means the card is redeemable. */
  giftCardId: z.string().optional(),
});
export type CheckoutStatus = z.infer<typeof checkoutStatusSchema>;

/** The built-in test checkout page's view of a session (local mode only). */
export const testCheckoutSessionSchema = z.object({
  id: z.string(),
  packId: packIdSchema,
  label: z.string(),
  credits: z.number().int(),
  priceCents: z.number().int(),
  status: z.enum(['open', 'paid', 'cancelled']),
});
export type TestCheckoutSession = z.infer<typeof testCheckoutSessionSchema>;
export const redirectSchema = z.object({ redirectUrl: z.string() });

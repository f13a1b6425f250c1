import {
  BOOK_EXPORT_FORMATS,
  BOOK_EXPORT_STATUSES,
  BOOK_VIEW_MODES,
  type BookExportOptions,
} from '@inkling/contracts/book';
import { PROMO_KINDS } from '@inkling/contracts/codes';
import {
  COMMUNITY_POST_STATUSES,
  COMMUNITY_REPORT_REASONS,
  MODERATION_ACTIONS,
} from '@inkling/contracts/community';
import { GIFT_CARD_STATUSES } from '@inkling/contracts/gift-cards';
import {
  AUDIENCES,
  BACKGROUNDS,
  DEFAULT_PAGE_STYLE,
  DETAIL_LEVELS,
  FORMAT_NAMES,
  FRAME_STYLES,
  LINE_WEIGHTS,
  type PageStyle,
  PHOTO_DETAILS,
} from '@inkling/contracts/page';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

/**
 * Database schema. Auth tables follow better-auth 1.7's core schema (user, session,
 * account, verification with its default field names); the rest are Inkling's tables
 * (spec core §3, DESIGN decision 2). SQL must stay PostgreSQL 15 compatible.
 */

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

export const user = pgTable('user', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  email: text('email').notNull().unique(),
  emailVerified: boolean('email_verified').notNull().default(false),
  image: text('image'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const session = pgTable(
  'session',
  {
    id: text('id').primaryKey(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    token: text('token').notNull().unique(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
  },
  (t) => [index('session_user_id_idx').on(t.userId)],
);

export const account = pgTable(
  'account',
  {
    id: text('id').primaryKey(),
    accountId: text('account_id').notNull(),
    providerId: text('provider_id').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    accessToken: text('access_token'),
    refreshToken: text('refresh_token'),
    idToken: text('id_token'),
    accessTokenExpiresAt: timestamp('access_token_expires_at', { withTimezone: true }),
    refreshTokenExpiresAt: timestamp('refresh_token_expires_at', { withTimezone: true }),
    scope: text('scope'),
    password: text('password'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('account_user_id_idx').on(t.userId)],
);

export const verification = pgTable(
  'verification',
  {
    id: text('id').primaryKey(),
    identifier: text('identifier').notNull(),
    value: text('value').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('verification_identifier_idx').on(t.identifier)],
);

/** Profile details beyond better-auth's user (spec core §3 "profile"). */
export const profiles = pgTable('profiles', {
  userId: text('user_id')
    .primaryKey()
    .references(() => user.id, { onDelete: 'cascade' }),
  fullName: text('full_name'),
  avatarKey: text('avatar_key'),
  updatedAt: updatedAt(),
});

/**
 * Current balance in two parts (credits issue "Ledger and balance"): `credits` (sign-up,
 * purchased, refunded; never expire) always equals the sum of the user's ledger `delta`,
 * `daily_credits` (today's free allowance, spent first) the sum of `daily_delta`.
 * `daily_date` is the America/New_York day (YYYY-MM-DD) of the current allowance
 * (DESIGN decision 4); null before the first one.
 */
export const creditBalances = pgTable(
  'credit_balances',
  {
    userId: text('user_id')
      .primaryKey()
      .references(() => user.id, { onDelete: 'cascade' }),
    credits: integer('credits').notNull().default(0),
    dailyCredits: integer('daily_credits').notNull().default(0),
    dailyDate: text('daily_date'),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('credit_balances_credits_nonnegative', sql`${t.credits} >= 0`),
    check('credit_balances_daily_credits_nonnegative', sql`${t.dailyCredits} >= 0`),
  ],
);

/**
 * Append-only credit ledger (DESIGN decision 2); a trigger rejects UPDATE and DELETE.
 * `idempotency_key` names the cause: `signup:<user>`, `generation:<id>`,
 * `refund:<generation>`, `daily:<user>:<date>`, `daily-expiry:<user>:<date>` and
 * `stripe:<checkout session>`. `delta` changes the lasting credits, `daily_delta` the
 * daily free credits (a generation may draw on both).
 */
export const creditLedger = pgTable(
  'credit_ledger',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id),
    delta: integer('delta').notNull(),
    dailyDelta: integer('daily_delta').notNull().default(0),
    reason: text('reason').notNull(),
    idempotencyKey: text('idempotency_key').notNull().unique(),
    generationId: uuid('generation_id'),
    /** The promo code that granted this entry (issue 34: every credit from a code names it). */
    promoCodeId: uuid('promo_code_id').references((): AnyPgColumn => promoCodes.id),
    /** The gift card redeemed by this entry (issue 34 "Gift cards"; key `gift:<card id>`). */
    giftCardId: uuid('gift_card_id').references((): AnyPgColumn => giftCards.id),
    createdAt: createdAt(),
  },
  (t) => [
    index('credit_ledger_user_id_idx').on(t.userId, t.createdAt),
    index('credit_ledger_user_reason_idx').on(t.userId, t.reason, t.createdAt),
  ],
);

export const checkoutModes = ['stripe', 'test'] as const;
export const checkoutStatuses = ['open', 'paid', 'cancelled'] as const;

/**
 * Checkout sessions this server created (credits issue "Pricing and purchase"): who buys
 * which pack, and where the browser returns. `id` is Stripe's Checkout Session id, or a
 * local `cs_test_local_…` id for the built-in test checkout. Credits are granted only by
 * the ledger entry `stripe:<id>`; `status` here only tracks the test checkout's Pay/Cancel.
 */
export const checkoutSessions = pgTable(
  'checkout_sessions',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    packId: text('pack_id').notNull(),
    credits: integer('credits').notNull(),
    amountCents: integer('amount_cents').notNull(),
    mode: text('mode', { enum: checkoutModes }).notNull(),
    status: text('status', { enum: checkoutStatuses }).notNull().default('open'),
    returnPath: text('return_path').notNull(),
    /** A percentage promo code applied to this purchase (issue 34); `amount_cents` is after it. */
    promoCodeId: uuid('promo_code_id').references((): AnyPgColumn => promoCodes.id),
    createdAt: createdAt(),
  },
  (t) => [
    index('checkout_sessions_user_id_idx').on(t.userId),
    check('checkout_sessions_status_valid', sql`${t.status} in ('open', 'paid', 'cancelled')`),
  ],
);

/**
 * Promo codes (issue 34) created by moderators. `code` is the canonical form (contracts
 * `canonicalCode`: upper case, letters and digits). Kind `credits` grants `credits` bonus
 * credits on redemption; kind `percent` takes `percent_off` % off one pack at checkout (with
 * Stripe keys it is also a Stripe coupon + promotion code, so Stripe enforces it there).
 * `redemptions` counts uses by all accounts, never above `max_redemptions`; each account uses
 * a code once (promo_redemptions).
 */
export const promoCodes = pgTable(
  'promo_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    code: text('code').notNull().unique(),
    kind: text('kind', { enum: PROMO_KINDS }).notNull(),
    credits: integer('credits'),
    percentOff: integer('percent_off'),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    maxRedemptions: integer('max_redemptions'),
    redemptions: integer('redemptions').notNull().default(0),
    firstPurchaseOnly: boolean('first_purchase_only').notNull().default(false),
    stripeCouponId: text('stripe_coupon_id'),
    stripePromotionCodeId: text('stripe_promotion_code_id').unique(),
    createdBy: text('created_by').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    check('promo_codes_kind_valid', sql.raw(`kind in (${sqlList(PROMO_KINDS)})`)),
    check(
      'promo_codes_amount_valid',
      sql`(${t.kind} = 'credits' and ${t.credits} > 0 and ${t.percentOff} is null) or (${t.kind} = 'percent' and ${t.percentOff} between 1 and 100 and ${t.credits} is null)`,
    ),
    check(
      'promo_codes_redemptions_valid',
      sql`${t.redemptions} >= 0 and (${t.maxRedemptions} is null or ${t.redemptions} <= ${t.maxRedemptions})`,
    ),
  ],
);

/** One account's use of a promo code (issue 34: once per account, enforced by the unique index). */
export const promoRedemptions = pgTable(
  'promo_redemptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    promoCodeId: uuid('promo_code_id')
      .notNull()
      .references(() => promoCodes.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    /** The purchase that used a percentage code; null for a credits code. */
    checkoutSessionId: text('checkout_session_id'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('promo_redemptions_code_user_idx').on(t.promoCodeId, t.userId)],
);

export type PromoCodeRow = typeof promoCodes.$inferSelect;

/**
 * Gift cards (issue 34 "Gift cards", docs/decisions/022): a pack bought by `buyer_id` for
 * someone else, through the checkout session `checkout_session_id` (price and credits from
 * the catalog at purchase, never from the client). The code is stored as `code_hash`
 * (SHA-256 of the canonical code, unique: redemption looks it up) and `code_sealed`
 * (AES-256-GCM under a key derived from the server secret, so the buyer can print the card
 * again); never in plain text. Status: `pending_payment` → `redeemable` (the test checkout's
 * Pay, or Stripe's signed `checkout.session.completed`) → `redeemed` (once, by
 * `redeemed_by`), or `void` (a Stripe refund of an unredeemed card).
 * `stripe_payment_intent_id` ties a Stripe refund (`charge.refunded`) back to the card.
 */
export const giftCards = pgTable(
  'gift_cards',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    buyerId: text('buyer_id').references(() => user.id, { onDelete: 'set null' }),
    checkoutSessionId: text('checkout_session_id')
      .notNull()
      .unique()
      .references(() => checkoutSessions.id),
    packId: text('pack_id').notNull(),
    credits: integer('credits').notNull(),
    amountCents: integer('amount_cents').notNull(),
    codeHash: text('code_hash').notNull().unique(),
    codeSealed: text('code_sealed').notNull(),
    status: text('status', { enum: GIFT_CARD_STATUSES }).notNull().default('pending_payment'),
    recipientEmail: text('recipient_email'),
    recipientName: text('recipient_name'),
    message: text('message'),
    frontGenerationId: uuid('front_generation_id').references((): AnyPgColumn => generations.id, {
      onDelete: 'set null',
    }),
    stripePaymentIntentId: text('stripe_payment_intent_id').unique(),
    redeemedBy: text('redeemed_by').references(() => user.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    redeemedAt: timestamp('redeemed_at', { withTimezone: true }),
    voidedAt: timestamp('voided_at', { withTimezone: true }),
    emailedAt: timestamp('emailed_at', { withTimezone: true }),
  },
  (t) => [
    index('gift_cards_buyer_id_idx').on(t.buyerId, t.createdAt),
    check('gift_cards_status_valid', sql.raw(`status in (${sqlList(GIFT_CARD_STATUSES)})`)),
    check('gift_cards_credits_positive', sql`${t.credits} > 0 and ${t.amountCents} >= 0`),
    check('gift_cards_redeemed_consistent', sql`(${t.status} = 'redeemed') = (${t.redeemedAt} is not null)`),
  ],
);

export type GiftCardRow = typeof giftCards.$inferSelect;

export const projects = pgTable(
  'projects',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    /** The style new pages of the project start from (contracts pageStyleSchema; issue 33). */
    styleDefaults: jsonb('style_defaults').$type<PageStyle>().notNull().default(DEFAULT_PAGE_STYLE),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('projects_user_id_created_at_idx').on(t.userId, t.createdAt.desc()),
    check('projects_style_defaults_valid', sql.raw(styleCheck('style_defaults'))),
  ],
);

/**
 * A project made as a story book (issue 33): what it was written from and by whom. Its pages
 * are the project's generations with `story_page` set. One per project; the user's
 * Idempotency-Key makes a repeated request return the same book.
 */
export const storyBooks = pgTable(
  'story_books',
  {
    projectId: uuid('project_id')
      .primaryKey()
      .references(() => projects.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    idea: text('idea').notNull(),
    characterWords: text('character_words').notNull(),
    title: text('title').notNull(),
    hero: text('hero').notNull(),
    writer: text('writer', { enum: ['grammar', 'openai'] }).notNull(),
    length: integer('length').notNull(),
    idempotencyKey: text('idempotency_key'),
    idempotencyHash: text('idempotency_hash'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('story_books_user_idempotency_key_idx').on(t.userId, t.idempotencyKey),
    check('story_books_length_valid', sql`${t.length} between 4 and 16`),
    check('story_books_writer_valid', sql`${t.writer} in ('grammar', 'openai')`),
  ],
);

/**
 * One counter per user, raised in the same transaction as every change to the user's projects
 * or pages (issue 15): GET /api/projects answers `If-None-Match` with 304 while it is
 * unchanged. Raised by deferred constraint triggers on projects and generations (migration
 * 0012_project_list_versions), so every writer — routes, the worker, refunds, cascades — is
 * covered and the row is locked only at commit (no lock-order deadlocks). No foreign key: the
 * trigger of a deleted user's cascade still writes at commit.
 */
export const projectListVersions = pgTable('project_list_versions', {
  userId: text('user_id').primaryKey(),
  version: integer('version').notNull().default(0),
});

export const fileKinds = [
  'print',
  'preview',
  'svg',
  'upload',
  'character',
  'avatar',
  'social',
  'book',
  'colored',
] as const;
export type FileKind = (typeof fileKinds)[number];

/** Every stored blob; `key` is the storage key, `id` the public handle (/api/files/:id). */
export const files = pgTable(
  'files',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    key: text('key').notNull().unique(),
    contentType: text('content_type').notNull(),
    bytes: integer('bytes').notNull(),
    width: integer('width'),
    height: integer('height'),
    kind: text('kind', { enum: fileKinds }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('files_user_id_idx').on(t.userId),
    check('files_kind_valid', sql.raw(`kind in (${sqlList(fileKinds)})`)),
  ],
);

export const generationStatuses = ['created', 'generating', 'completed', 'failed'] as const;

/** `'a', 'b'` for a CHECK constraint over a fixed list of plain identifiers from contracts. */
function sqlList(values: readonly string[]): string {
  return values.map((v) => `'${v.replace(/'/g, "''")}'`).join(', ');
}

/**
 * CHECK of a page-style JSON column (contracts pageStyleSchema): an object whose four
 * settings are each present and one of the contracts' values (a missing one is '', not NULL,
 * which a CHECK would let through).
 */
function styleCheck(column: string): string {
  return [
    `jsonb_typeof(${column}) = 'object'`,
    `coalesce(${column}->>'weight', '') in (${sqlList(LINE_WEIGHTS)})`,
    `coalesce(${column}->>'detail', '') in (${sqlList(DETAIL_LEVELS)})`,
    `coalesce(${column}->>'frame', '') in (${sqlList(FRAME_STYLES)})`,
    `coalesce(${column}->>'background', '') in (${sqlList(BACKGROUNDS)})`,
  ].join(' and ');
}

export const characters = pgTable(
  'characters',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    description: text('description'),
    imageFileId: uuid('image_file_id')
      .notNull()
      .references(() => files.id),
    sourceGenerationId: uuid('source_generation_id').references((): AnyPgColumn => generations.id, {
      onDelete: 'set null',
    }),
    createdAt: createdAt(),
  },
  (t) => [index('characters_user_id_idx').on(t.userId, t.createdAt.desc())],
);

/**
 * One coloring page request and its result (spec core §3 "generation", §4 statuses).
 * Result files are referenced by file id (the public handle); the storage keys live in `files`.
 */
export const generations = pgTable(
  'generations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    prompt: text('prompt').notNull(),
    generationType: text('generation_type', { enum: ['image'] })
      .notNull()
      .default('image'),
    creditCost: integer('credit_cost').notNull().default(1),
    status: text('status', { enum: generationStatuses }).notNull().default('created'),
    inputFileId: uuid('input_file_id').references(() => files.id, { onDelete: 'set null' }),
    characterId: uuid('character_id').references(() => characters.id, { onDelete: 'set null' }),
    retryOf: uuid('retry_of').references((): AnyPgColumn => generations.id, { onDelete: 'set null' }),
    printFileId: uuid('print_file_id').references(() => files.id, { onDelete: 'set null' }),
    previewFileId: uuid('preview_file_id').references(() => files.id, { onDelete: 'set null' }),
    svgFileId: uuid('svg_file_id').references(() => files.id, { onDelete: 'set null' }),
    /** The 1200×630 link-preview picture (Open Graph), made on first share (issue 10). */
    socialFileId: uuid('social_file_id').references(() => files.id, { onDelete: 'set null' }),
    /** The page as the owner coloured it on the coloring screen, "Save to my book" (issue 17). */
    coloredFileId: uuid('colored_file_id').references(() => files.id, { onDelete: 'set null' }),
    width: integer('width'),
    height: integer('height'),
    dpi: integer('dpi'),
    seed: integer('seed').notNull(),
    provider: text('provider').notNull(),
    audience: text('audience', { enum: AUDIENCES }).notNull(),
    format: text('format', { enum: FORMAT_NAMES }).notNull(),
    elements: jsonb('elements').$type<string[]>().notNull().default([]),
    skippedWords: jsonb('skipped_words').$type<string[]>().notNull().default([]),
    /** Nothing in the prompt was understood: the page is a stand-in scene, said in the chat (issue 14 #10). */
    fallback: boolean('fallback').notNull().default(false),
    /** The photo's marked subject, shares of its width and height (contracts photoSubjectSchema; issue 14). */
    photoSubject: jsonb('photo_subject').$type<{ x: number; y: number; w: number; h: number }>(),
    /** Fewer or more lines for a photo page (contracts PHOTO_DETAILS; issue 14). */
    photoDetail: text('photo_detail', { enum: PHOTO_DETAILS }),
    /** Line weight, detail, frame and background the page is drawn with (contracts pageStyleSchema; issue 33). */
    style: jsonb('style').$type<PageStyle>().notNull().default(DEFAULT_PAGE_STYLE),
    /** A story book page's caption, shown in a band at its foot (issue 33; ≤ CAPTION_MAX_CHARS). */
    caption: text('caption'),
    /**
     * A comic page (issue 33): panels and bubbles, and, for a comic made from a story book,
     * each panel's scene and caption (engine ComicRequest). Null for a single picture.
     */
    comic: jsonb('comic').$type<{
      panels: 3 | 4 | 6;
      bubbles: 'empty' | 'lines';
      beats?: { scene: string; line?: string }[];
    }>(),
    /** Which page of its story book (1-based); retries of the page share it. */
    storyPage: integer('story_page'),
    /** The story's main character as the engine keeps it on every page (engine StoryCast). */
    storyCast: jsonb('story_cast').$type<{
      term: string;
      figure?: {
        age: string;
        look: string;
        variant: number;
        hat?: string;
        /** What the character's words asked for (engine FigureLook, 2026-11-29). */
        hair?: string;
        beard?: string;
        glasses?: boolean;
      };
    }>(),
    error: text('error'),
    idempotencyKey: text('idempotency_key'),
    /** SHA-256 of the request that used `idempotency_key`; a reuse with another request answers 422. */
    idempotencyHash: text('idempotency_hash'),
    attempts: integer('attempts').notNull().default(0),
    createdAt: createdAt(),
    startedAt: timestamp('started_at', { withTimezone: true }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (t) => [
    index('generations_project_id_created_at_idx').on(t.projectId, t.createdAt),
    index('generations_status_idx').on(t.status),
    uniqueIndex('generations_user_idempotency_key_idx').on(t.userId, t.idempotencyKey),
    check('generations_status_valid', sql`${t.status} in ('created', 'generating', 'completed', 'failed')`),
    check('generations_credit_cost_nonnegative', sql`${t.creditCost} >= 0`),
    // Free text before 0005; an unknown value is now refused by the database, not defaulted.
    check('generations_audience_valid', sql.raw(`audience in (${sqlList(AUDIENCES)})`)),
    check('generations_format_valid', sql.raw(`format in (${sqlList(FORMAT_NAMES)})`)),
    check('generations_photo_detail_valid', sql.raw(`photo_detail in (${sqlList(PHOTO_DETAILS)})`)),
    check('generations_style_valid', sql.raw(styleCheck('style'))),
    check('generations_caption_length', sql`char_length(${t.caption}) <= 200`),
    check(
      'generations_comic_valid',
      sql`${t.comic} is null or ((${t.comic}->>'panels') in ('3', '4', '6') and (${t.comic}->>'bubbles') in ('empty', 'lines'))`,
    ),
  ],
);

/**
 * Community posts (spec core §2 "Community gallery", §4 "reviewed before publishing", DESIGN
 * decision 9). One post per page (unique `generation_id`). `status`: `pending` until a
 * moderator decides, then `approved` (public), `rejected` (with `decision_reason`) or
 * `removed` (taken down after approval). A post that collects REPORTS_TO_HIDE reports from
 * different users goes back to `pending` with `reopened_at` set. The owner withdrawing a post
 * deletes the row; decisions stay in `moderation_log`.
 */
export const communityPosts = pgTable(
  'community_posts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    generationId: uuid('generation_id')
      .notNull()
      .unique()
      .references(() => generations.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    comment: text('comment'),
    status: text('status', { enum: COMMUNITY_POST_STATUSES }).notNull().default('pending'),
    decisionReason: text('decision_reason'),
    decidedBy: text('decided_by').references(() => user.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    /** Set when reports sent an approved post back to the queue; cleared by a decision. */
    reopenedAt: timestamp('reopened_at', { withTimezone: true }),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    /**
     * The weekly challenge the post was shared for (issue 34): its ISO week ('2026-W48') and
     * that week's theme as it was then; null for an ordinary post.
     */
    challengeWeek: text('challenge_week'),
    challengeTheme: text('challenge_theme'),
    createdAt: createdAt(),
  },
  (t) => [
    index('community_posts_challenge_idx').on(t.challengeWeek, t.status, t.publishedAt.desc()),
    index('community_posts_published_idx').on(t.status, t.publishedAt.desc(), t.id.desc()),
    index('community_posts_status_created_idx').on(t.status, t.createdAt),
    index('community_posts_user_id_idx').on(t.userId),
    check('community_posts_status_valid', sql.raw(`status in (${sqlList(COMMUNITY_POST_STATUSES)})`)),
  ],
);

/**
 * Hearts on community posts (issue 34): one per signed-in account and post (the primary key
 * makes a concurrent double heart one row); deleting the row undoes it.
 */
export const communityHearts = pgTable(
  'community_hearts',
  {
    postId: uuid('post_id')
      .notNull()
      .references(() => communityPosts.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.postId, t.userId] }), index('community_hearts_user_id_idx').on(t.userId)],
);

/**
 * Moderators' weekly challenge themes (issue 34): one row overrides the built-in theme of
 * its ISO week ('2026-W48'); without a row the week has its theme from contracts
 * CHALLENGE_THEMES.
 */
export const challengeThemes = pgTable('challenge_themes', {
  week: text('week').primaryKey(),
  theme: text('theme').notNull(),
  setBy: text('set_by').references(() => user.id, { onDelete: 'set null' }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Reports of published posts by signed-in users (issue 10): one per user and post.
 * `resolved_at` is set when a moderator decides, so only newer reports count again.
 */
export const communityReports = pgTable(
  'community_reports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    postId: uuid('post_id')
      .notNull()
      .references(() => communityPosts.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    reason: text('reason', { enum: COMMUNITY_REPORT_REASONS }).notNull(),
    createdAt: createdAt(),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('community_reports_post_user_idx').on(t.postId, t.userId),
    check('community_reports_reason_valid', sql.raw(`reason in (${sqlList(COMMUNITY_REPORT_REASONS)})`)),
  ],
);

/**
 * Append-only record of every moderation decision (issue 10: who, when, what, why); a
 * trigger refuses UPDATE, DELETE and TRUNCATE. No foreign keys, so the record outlives the
 * post and the people in it. `action`: approve, reject, remove, or `reports_hidden` (the
 * system hid a post after REPORTS_TO_HIDE reports; `moderator_id` null).
 */
export const moderationLog = pgTable(
  'moderation_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    postId: uuid('post_id').notNull(),
    generationId: uuid('generation_id').notNull(),
    moderatorId: text('moderator_id'),
    moderatorEmail: text('moderator_email'),
    action: text('action', { enum: MODERATION_ACTIONS }).notNull(),
    reason: text('reason'),
    createdAt: createdAt(),
  },
  (t) => [
    index('moderation_log_created_idx').on(t.createdAt.desc()),
    check('moderation_log_action_valid', sql.raw(`action in (${sqlList(MODERATION_ACTIONS)})`)),
  ],
);

/**
 * Unlisted share links to one page (issue 10 "Sharing that works"): `id` is the token in
 * /s/{id}, 32 base64url characters from 24 random bytes (192 bits). Revoking sets
 * `revoked_at`; deleting the page or project deletes its links (cascade). A `colored` link
 * (issue 17) shows the page as its owner coloured and saved it; a page has at most one active
 * link of each kind.
 */
export const shareLinks = pgTable(
  'share_links',
  {
    id: text('id').primaryKey(),
    generationId: uuid('generation_id')
      .notNull()
      .references(() => generations.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    /** Shows the saved coloured version (generations.colored_file_id) instead of the line art. */
    colored: boolean('colored').notNull().default(false),
    createdAt: createdAt(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('share_links_generation_idx').on(t.generationId)],
);

/**
 * Blog posts (spec content §3 "blog_posts"). `slug` is derived from the title with the
 * spec's rule (contracts `slugify`) when a post is written, and stored so lookups are one
 * indexed read. `date` is the publication day (YYYY-MM-DD); lists are newest first.
 */
export const blogPosts = pgTable(
  'blog_posts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    slug: text('slug').notNull().unique(),
    title: text('title').notNull(),
    excerpt: text('excerpt').notNull(),
    fullContent: text('full_content').notNull(),
    category: text('category').notNull(),
    author: text('author').notNull(),
    date: date('date', { mode: 'string' }).notNull(),
    imageUrl: text('image_url').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('blog_posts_date_idx').on(t.date.desc())],
);

/** Résumé formats accepted (spec content §5: PDF, Word .doc or .docx), judged by content. */
export const resumeFormats = ['pdf', 'docx', 'doc'] as const;

/**
 * Job applications (spec content §3 "job_applications"); no sign-in needed (spec §6).
 * `job_id` 0 is the general application. Only the résumé's extracted text is kept, not
 * the file; `ip_address` is kept for the per-IP rate limit's audit trail.
 */
export const jobApplications = pgTable(
  'job_applications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    jobId: integer('job_id').notNull(),
    jobTitle: text('job_title').notNull(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    notes: text('notes'),
    resumeText: text('resume_text').notNull(),
    resumeFileName: text('resume_file_name').notNull(),
    resumeFormat: text('resume_format', { enum: resumeFormats }).notNull(),
    ipAddress: text('ip_address'),
    createdAt: createdAt(),
  },
  (t) => [
    index('job_applications_created_at_idx').on(t.createdAt),
    check('job_applications_job_id_nonnegative', sql`${t.jobId} >= 0`),
    check('job_applications_resume_format_valid', sql`${t.resumeFormat} in ('pdf', 'docx', 'doc')`),
  ],
);

/**
 * Token buckets of the rate limits (services/rate-limit.ts, RATE_LIMITS): one row per limit
 * name and key (a user id or a client address). Kept in the database so limits survive a
 * restart and are shared by every API process on one PostgreSQL server (issue 12).
 */
export const rateLimitBuckets = pgTable(
  'rate_limit_buckets',
  {
    name: text('name').notNull(),
    key: text('key').notNull(),
    /** Tokens left after the last take (fractional while refilling). */
    tokens: doublePrecision('tokens').notNull(),
    /** When `tokens` was computed; the refill since then is added on the next take. */
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.name, t.key] }),
    index('rate_limit_buckets_updated_at_idx').on(t.updatedAt),
  ],
);

/**
 * Blobs being written whose `files` row is not committed yet (files.service writeBlob →
 * recordFile). The row is deleted in the transaction that records the file; one left behind
 * means the writer died or rolled back, and the sweep deletes its blob (issue 12: a killed
 * job left orphan files).
 */
export const pendingBlobs = pgTable(
  'pending_blobs',
  {
    key: text('key').primaryKey(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('pending_blobs_created_at_idx').on(t.createdAt)],
);

/**
 * A project's book settings (issue 11): the remembered view mode, the cover and a revision
 * bumped by every change. No row = the defaults (single view, no "belongs to" line, drawn frame).
 */
export const bookSettings = pgTable(
  'book_settings',
  {
    projectId: uuid('project_id')
      .primaryKey()
      .references(() => projects.id, { onDelete: 'cascade' }),
    viewMode: text('view_mode', { enum: BOOK_VIEW_MODES }).notNull().default('single'),
    belongsToLine: boolean('belongs_to_line').notNull().default(false),
    coverGenerationId: uuid('cover_generation_id').references((): AnyPgColumn => generations.id, {
      onDelete: 'set null',
    }),
    revision: integer('revision').notNull().default(0),
    updatedAt: updatedAt(),
  },
  () => [check('book_settings_view_mode_valid', sql.raw(`view_mode in (${sqlList(BOOK_VIEW_MODES)})`))],
);

/**
 * A finished page's place in its project's book (issue 11). Pages without a row follow the
 * pages with one, oldest first, and are included: so existing and newly finished pages need
 * no row until the owner reorders or leaves pages out (then every page gets one).
 */
export const bookPages = pgTable(
  'book_pages',
  {
    generationId: uuid('generation_id')
      .primaryKey()
      .references(() => generations.id, { onDelete: 'cascade' }),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    excluded: boolean('excluded').notNull().default(false),
  },
  (t) => [index('book_pages_project_idx').on(t.projectId, t.position)],
);

/**
 * Book exports (issue 11): one row per project and content hash (pages, their files, order,
 * cover, title, author and options), so the same book asked for twice, even at once, is made
 * once. `file_id` is set in the same statement that marks it done, after the blob is written.
 */
export const bookExports = pgTable(
  'book_exports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    format: text('format', { enum: BOOK_EXPORT_FORMATS }).notNull(),
    options: jsonb('options').$type<BookExportOptions>().notNull(),
    contentHash: text('content_hash').notNull(),
    status: text('status', { enum: BOOK_EXPORT_STATUSES }).notNull().default('queued'),
    progress: doublePrecision('progress').notNull().default(0),
    fileId: uuid('file_id').references(() => files.id, { onDelete: 'set null' }),
    fileName: text('file_name').notNull(),
    pageCount: integer('page_count'),
    error: text('error'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('book_exports_project_hash_idx').on(t.projectId, t.contentHash),
    check('book_exports_format_valid', sql.raw(`format in (${sqlList(BOOK_EXPORT_FORMATS)})`)),
    check('book_exports_status_valid', sql.raw(`status in (${sqlList(BOOK_EXPORT_STATUSES)})`)),
    check('book_exports_progress_range', sql`${t.progress} >= 0 and ${t.progress} <= 1`),
  ],
);

export type UserRow = typeof user.$inferSelect;
export type ProjectRow = typeof projects.$inferSelect;
export type GenerationRow = typeof generations.$inferSelect;
export type StoryBookRow = typeof storyBooks.$inferSelect;
export type FileRow = typeof files.$inferSelect;
export type CharacterRow = typeof characters.$inferSelect;
export type CheckoutSessionRow = typeof checkoutSessions.$inferSelect;
export type BlogPostRow = typeof blogPosts.$inferSelect;
export type JobApplicationRow = typeof jobApplications.$inferSelect;
export type ProfileRow = typeof profiles.$inferSelect;
export type CommunityPostRow = typeof communityPosts.$inferSelect;
export type ShareLinkRow = typeof shareLinks.$inferSelect;
export type BookSettingsRow = typeof bookSettings.$inferSelect;
export type BookPageRow = typeof bookPages.$inferSelect;
export type BookExportRow = typeof bookExports.$inferSelect;

/**
 * Kid-safety refusals counted per UTC day, category, source and surface (issue 13), so a
 * rise is visible; no text, user or address is stored. `source` is `local` (Inkling's
 * check) or `moderation` (OpenAI Moderations); `surface` is what was checked: `prompt`,
 * `title`, `character`, `comment`, `picture` or `text`.
 */
export const safetyRefusals = pgTable(
  'safety_refusals',
  {
    day: date('day').notNull(),
    category: text('category').notNull(),
    source: text('source').notNull(),
    surface: text('surface').notNull(),
    count: integer('count').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.day, t.category, t.source, t.surface] })],
);

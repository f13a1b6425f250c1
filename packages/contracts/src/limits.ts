/**
 * Business constants and limits. Source: spec/core-product.md §9 and
 * spec/content-and-account.md §9, with DESIGN.md decisions 2–6 where they differ.
 */

/** Credits granted once at sign-up (spec core §9). */
export const SIGNUP_CREDITS = 10;
/** Free credits available each day, not cumulative (spec core §9, DESIGN decision 4). */
export const DAILY_FREE_CREDITS = 5;
/** Credits one new generation costs (spec core §9). Retries cost 0 (DESIGN decision 6). */
export const GENERATION_COST = 1;
/** Refunds ("Report this page") a user may make per day (spec content §9, DESIGN decision 5). */
export const DAILY_REFUND_LIMIT = 2;
/** Time zone in which daily things reset (DESIGN decision 4). */
export const DAILY_RESET_TIME_ZONE = 'America/New_York';

/** Projects shown before "Show all N projects" (spec core §9). */
export const PROJECTS_SHOWN_INITIALLY = 6;
/** Project title = prompt cut to this many characters plus "..." (spec core §5). */
export const PROJECT_TITLE_MAX_CHARS = 50;
/** Longest name a user can give a project when renaming it, characters (our bound; the spec sets none). */
export const PROJECT_NAME_MAX_CHARS = 200;
/** Longest saved-character title and description, characters (our bounds; the spec sets none). */
export const CHARACTER_TITLE_MAX_CHARS = 100;
export const CHARACTER_DESCRIPTION_MAX_CHARS = 500;
/** Download file name = first N characters of the prompt (spec core §9). */
export const DOWNLOAD_NAME_MAX_CHARS = 30;
/** Longest prompt the engine accepts, in characters (engine issue: 2,000+ is an error). */
export const PROMPT_MAX_CHARS = 2000;

/** Session re-check interval on home and workspace, ms (spec core §9). */
export const SESSION_RECHECK_MS = 30_000;
/** Centred timed popup hides after this, ms (spec core §9). */
export const POPUP_MS = 3_000;
/** Toasts: display time ms and how many at once (spec core §9). */
export const TOAST_DURATION_MS = 4_000;
export const TOAST_MAX_VISIBLE = 3;
/** Chat auto-scroll stops when the user scrolled up more than this, px (spec core §4). */
export const CHAT_AUTOSCROLL_THRESHOLD_PX = 10;
/** Prompt box grows up to this height, px (spec content §5). */
export const PROMPT_BOX_MAX_HEIGHT_PX = 120;
/** Client polls a generating page at most this often, ms (app issue: ≤ 1 s). */
export const GENERATION_POLL_MS = 1_000;

/** Reference image upload: largest accepted file, bytes (app issue: ≤ 10 MB). */
export const UPLOAD_MAX_BYTES = 10 * 1024 * 1024;
/** Reference image upload: accepted content types, checked by content (app issue). */
export const UPLOAD_MIME_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
/** Largest image the engine decodes, pixels (engine issue: 50 megapixels). */
export const MAX_INPUT_PIXELS = 50_000_000;

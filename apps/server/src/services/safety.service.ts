import { PUBLIC_PROMPT_REFUSAL } from '@inkling/contracts/community';
import type { SafetyVerdict } from '@inkling/engine';
import type { AppContext } from '../context';
import { AppError } from '../errors';
import { incrementRefusal, refusalsPerDay } from '../repositories/safety-refusals.repository';

/** What a checked text is, for the refusal counter. */
export type SafetySurface = 'prompt' | 'title' | 'character' | 'comment' | 'text';

type SafetyContext = Pick<AppContext, 'engine'> & Partial<Pick<AppContext, 'db' | 'logger'>>;

/**
 * The kid-safety check every text a user types must pass before it is stored or drawn
 * (DESIGN "kid-safe by design", issue 13): the engine's local `checkPrompt` (words,
 * meaning rules, other languages), then, when configured, OpenAI Moderations
 * (`engine.moderatePrompt`); the local check's learned layer only for page prompts (issue 31).
 * Used for prompts (new pages and insert-page, both POST
 * /api/generations), project titles, a character's name and description and community
 * comments. A refusal is counted in `safety_refusals` (day, category, source, surface; no
 * text) and logged without the text.
 * @throws AppError 422 `blocked_prompt` with the engine's friendly message, its category and,
 *   when the engine found one, a nearby kid-friendly idea (`suggestion`, issue 31).
 */
export async function assertKidSafe(
  ctx: SafetyContext,
  text: string,
  surface: SafetySurface = 'text',
): Promise<void> {
  await assertAllKidSafe(ctx, [text], surface);
}

/**
 * {@link assertKidSafe} for several texts written together (a story book's title and up to 16
 * captions, issue 33): each passes the local check on its own, then the Moderations API, when
 * configured, reads them once, joined by line breaks — one request instead of one per text.
 * The first refusal wins; it is counted and thrown as by `assertKidSafe`.
 * @throws AppError 422 `blocked_prompt`, as `assertKidSafe`.
 */
export async function assertAllKidSafe(
  ctx: SafetyContext,
  texts: readonly string[],
  surface: SafetySurface = 'text',
): Promise<void> {
  // The learned layer was trained and measured on page prompts; on other texts (the app's own
  // sentences, comments) it refused too many (docs/safety.md), so it reads prompts only.
  for (const text of texts) {
    const verdict = await ctx.engine.checkPrompt(text, { learned: surface === 'prompt' });
    if (!verdict.allowed) await refuse(ctx, verdict, 'local', surface);
  }
  if (ctx.engine.moderatePrompt && texts.length > 0) {
    const verdict = await ctx.engine.moderatePrompt(texts.join('\n'));
    if (!verdict.allowed) await refuse(ctx, verdict, 'moderation', surface);
  }
}

/**
 * Whether texts the app did not get from a user (a story outline a text model wrote, issue 33)
 * pass the same check as {@link assertAllKidSafe} — each text the local check without the
 * learned layer, then the Moderations API on all of them when configured — without counting
 * a refusal (no user typed them) or throwing: the caller falls back to its own words.
 */
export async function areAllKidSafe(ctx: SafetyContext, texts: readonly string[]): Promise<boolean> {
  for (const text of texts) {
    const verdict = await ctx.engine.checkPrompt(text, { learned: false });
    if (!verdict.allowed) {
      ctx.logger?.info({ event: 'written_text_refused', category: verdict.category, source: 'local' });
      return false;
    }
  }
  if (ctx.engine.moderatePrompt && texts.length > 0) {
    const verdict = await ctx.engine.moderatePrompt(texts.join('\n'));
    if (!verdict.allowed) {
      ctx.logger?.info({ event: 'written_text_refused', category: verdict.category, source: 'moderation' });
      return false;
    }
  }
  return true;
}

/** Counts a refusal and throws it as the 422 the client shows. */
async function refuse(
  ctx: SafetyContext,
  verdict: Extract<SafetyVerdict, { allowed: false }>,
  source: 'local' | 'moderation',
  surface: SafetySurface,
): Promise<never> {
  await countRefusal(ctx, verdict.category, source, surface);
  throw new AppError('blocked_prompt', verdict.message, {
    category: verdict.category,
    suggestion: verdict.suggestion,
  });
}

/**
 * Refuses to make a page's prompt public — on a community post or a share link, both show it
 * — when it holds personal information (@inkling/safety `findPersonalInformation`: e-mail, phone,
 * street address, link, handle, "add me on …"; issue 27 finding 5: a prompt with a phone
 * number and an address was shown on /s/ links and community posts). Checked when the page
 * is posted or shared, the moment the prompt becomes public.
 * @throws AppError 422 `blocked_prompt` PUBLIC_PROMPT_REFUSAL, category `personal-information:<kind>`.
 */
export function assertPromptPublishable(ctx: Pick<AppContext, 'engine'>, prompt: string): void {
  const finding = ctx.engine.findPersonalInformation(prompt);
  if (finding) {
    throw new AppError('blocked_prompt', PUBLIC_PROMPT_REFUSAL, {
      category: `personal-information:${finding.kind}`,
    });
  }
}

/**
 * Adds one to today's (UTC) refusal count of a category, source and surface. Never
 * throws: a failed count is logged and the refusal still stands.
 */
export async function countRefusal(
  ctx: Partial<Pick<AppContext, 'db' | 'logger'>>,
  category: string,
  source: 'local' | 'moderation',
  surface: SafetySurface,
): Promise<void> {
  ctx.logger?.info({ event: 'kid_safety_refusal', category, source, surface }, 'kid-safety refusal');
  if (!ctx.db) return;
  try {
    await incrementRefusal(ctx.db, { category, source, surface });
  } catch (error) {
    ctx.logger?.warn({ err: error, category }, 'could not count a kid-safety refusal');
  }
}

/** Refusals per day and category over the last `days` UTC days (today included), newest first, summed over sources and surfaces. */
export async function refusalCounts(
  ctx: Pick<AppContext, 'db'>,
  days = 30,
): Promise<{ day: string; category: string; count: number }[]> {
  return refusalsPerDay(ctx.db, days);
}

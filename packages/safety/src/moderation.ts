/**
 * Hosted layer of the kid-safety check (issue 13): OpenAI's Moderations API
 * (`POST /v1/moderations`, model `omni-moderation-latest`, text and image input;
 * https://platform.openai.com/docs/api-reference/moderations) when an OpenAI key is
 * configured. The local check always runs first; this one catches what word lists and
 * concept rules cannot (new paraphrases, other languages and scripts, and the finished
 * picture of the AI provider).
 *
 * Thresholds are stricter than the API's own `flagged` (the audience is children): a
 * prompt or picture is refused when `flagged` is true *or* a category score reaches
 * MODERATION_THRESHOLDS below. Only category scores are logged by callers, never the
 * text or the picture.
 *
 * Outages: every call here fails open and says so (`unavailable`): the text check because
 * the local check already passed (a child is not stopped from drawing because a remote
 * service is down). The picture check of the engine (`checkPicture`, which sizes the
 * picture and owns the engine's errors) fails closed instead when `failClosed` is set
 * (server setting OPENAI_MODERATION_FAIL_CLOSED): then no picture is delivered without a
 * verdict.
 */
import { SAFETY_CATEGORIES, SAFETY_TEXTS, type SafetyCategory } from '@inkling/contracts/safety';
import OpenAI from 'openai';

/** The moderation model (text and image input). */
export const MODERATION_MODEL = 'omni-moderation-latest';

/**
 * Score at or above which a category refuses, per API category. Stricter than the API's
 * own flags: sexual content involving minors at 1 %, sexual and self-harm at 10 %, hate,
 * threats, graphic violence and violent wrongdoing at 20 %, other illicit acts at 30 %
 * and plain violence at 40 % (storybook fights between knights and dragons score around
 * 0.1–0.3 in OpenAI's published examples, so violence keeps more room).
 */
export const MODERATION_THRESHOLDS: Readonly<Record<string, number>> = {
  'sexual/minors': 0.01,
  sexual: 0.1,
  'self-harm': 0.1,
  'self-harm/intent': 0.1,
  'self-harm/instructions': 0.1,
  hate: 0.2,
  'hate/threatening': 0.2,
  harassment: 0.4,
  'harassment/threatening': 0.2,
  'violence/graphic': 0.2,
  'illicit/violent': 0.2,
  illicit: 0.3,
  violence: 0.4,
};

/** Our category for each API category (the most serious wins when several refuse). */
const CATEGORY_OF: Readonly<Record<string, SafetyCategory>> = {
  'sexual/minors': 'sexual',
  sexual: 'sexual',
  'self-harm': 'self-harm',
  'self-harm/intent': 'self-harm',
  'self-harm/instructions': 'self-harm',
  hate: 'hate',
  'hate/threatening': 'hate',
  harassment: 'hate',
  'harassment/threatening': 'violence',
  'violence/graphic': 'violence',
  violence: 'violence',
  'illicit/violent': 'weapons',
  illicit: 'drugs',
};

/** Settings of the hosted check. */
export interface ModerationOptions {
  apiKey: string;
  /** OpenAI-compatible base URL (default https://api.openai.com/v1; tests use a local fake). */
  baseURL?: string;
  /** Per-call timeout, ms (default 10 000). */
  timeoutMs?: number;
  /** Retries on 429/5xx/timeouts (default 1). */
  maxRetries?: number;
  /** Refuse the picture when the service cannot be reached (default false: fail open; the engine's `checkPicture` reads it). */
  failClosed?: boolean;
}

/** The hosted verdict: allowed, or the category that refused; with the API's category scores for the log. */
export type ModerationVerdict =
  | { allowed: true; scores: Record<string, number>; unavailable?: true }
  | { allowed: false; category: SafetyCategory; message: string; scores: Record<string, number> };

const clients = new Map<string, OpenAI>();

function client(opts: ModerationOptions): OpenAI {
  const key = `${opts.baseURL ?? ''}|${opts.apiKey}|${opts.timeoutMs ?? ''}|${opts.maxRetries ?? ''}`;
  let c = clients.get(key);
  if (!c) {
    c = new OpenAI({
      apiKey: opts.apiKey,
      baseURL: opts.baseURL ?? 'https://api.openai.com/v1',
      timeout: opts.timeoutMs ?? 10_000,
      maxRetries: opts.maxRetries ?? 1,
    });
    clients.set(key, c);
  }
  return c;
}

/**
 * Reads one moderation result against MODERATION_THRESHOLDS.
 * @param result `results[0]` of the API's answer (`flagged`, `categories`, `category_scores`).
 */
export function judgeModeration(result: {
  flagged: boolean;
  categories: object;
  category_scores: object;
}): ModerationVerdict {
  const scores = Object.fromEntries(
    Object.entries(result.category_scores).map(([k, v]) => [k, Number(v) || 0]),
  );
  const refusing = new Set<SafetyCategory>();
  for (const [name, score] of Object.entries(scores)) {
    const threshold = MODERATION_THRESHOLDS[name];
    if (threshold !== undefined && score >= threshold) refusing.add(CATEGORY_OF[name] ?? 'violence');
  }
  for (const [name, flagged] of Object.entries(result.categories))
    if (flagged === true) refusing.add(CATEGORY_OF[name] ?? 'violence');
  if (result.flagged && refusing.size === 0) refusing.add('violence');
  const category = SAFETY_CATEGORIES.find((c) => refusing.has(c));
  if (!category) return { allowed: true, scores };
  return { allowed: false, category, message: SAFETY_TEXTS[category], scores };
}

/** One Moderations call; an outage or an empty answer is `{ allowed: true, unavailable: true }`. */
async function moderate(
  input: OpenAI.ModerationCreateParams['input'],
  opts: ModerationOptions,
): Promise<ModerationVerdict> {
  try {
    const res = await client(opts).moderations.create({ model: MODERATION_MODEL, input });
    const first = res.results[0];
    return first ? judgeModeration(first) : { allowed: true, scores: {}, unavailable: true };
  } catch {
    return { allowed: true, scores: {}, unavailable: true };
  }
}

/**
 * Sends a prompt to the Moderations API. Fails open: when the service cannot be reached
 * (after `maxRetries` retries) the verdict is `{ allowed: true, unavailable: true }`.
 * Never throws.
 */
export function moderateText(text: string, opts: ModerationOptions): Promise<ModerationVerdict> {
  return moderate(text, opts);
}

/**
 * Sends a finished picture to the Moderations API as a PNG data URL. Fails open: when the
 * service cannot be reached (after `maxRetries` retries) or answers nothing, the verdict is
 * `{ allowed: true, unavailable: true }` (the caller decides whether that refuses). Never
 * throws.
 * @param png a PNG, at most 1024 px on its long side (the API's image input; the engine's
 *   `checkPicture` sizes pages before calling).
 */
export function moderateImage(png: Buffer, opts: ModerationOptions): Promise<ModerationVerdict> {
  return moderate(
    [{ type: 'image_url', image_url: { url: `data:image/png;base64,${png.toString('base64')}` } }],
    opts,
  );
}

/** Where a refusal came from, for the server's per-category counter. */
export type SafetySource = 'local' | 'moderation';

/** What `checkPromptFully` and `checkPicture` report to the caller's log: category scores only, never text or pixels. */
export interface ModerationEvent {
  input: 'text' | 'image';
  allowed: boolean;
  category?: SafetyCategory;
  unavailable?: boolean;
  scores: Record<string, number>;
}

/** The caller's log of hosted checks (see {@link ModerationEvent}). */
export type ModerationLog = (event: ModerationEvent) => void;

/** The log event of one hosted verdict: its outcome and category scores, nothing of the input itself. */
export function moderationEvent(
  input: ModerationEvent['input'],
  verdict: ModerationVerdict,
): ModerationEvent {
  return {
    input,
    allowed: verdict.allowed,
    category: verdict.allowed ? undefined : verdict.category,
    unavailable: verdict.allowed ? verdict.unavailable : undefined,
    scores: verdict.scores,
  };
}

/**
 * The whole prompt check: the local check (`checkPrompt`: words, meaning rules, other
 * languages), then, when `opts` is given, the Moderations API. The local verdict decides
 * alone when it refuses (no call is made).
 * @param local the local check, injected (check-prompt.ts `checkPrompt`).
 * @returns the verdict with `source` set on a refusal. Never throws (the API fails open).
 */
export async function checkPromptFully(
  text: string,
  local: (text: string) => { allowed: true } | { allowed: false; category: string; message: string },
  opts?: ModerationOptions,
  log?: ModerationLog,
): Promise<{ allowed: true } | { allowed: false; category: string; message: string; source: SafetySource }> {
  const verdict = local(text);
  if (!verdict.allowed) return { ...verdict, source: 'local' };
  if (!opts || text.trim() === '') return verdict;
  const hosted = await moderateText(text, opts);
  log?.(moderationEvent('text', hosted));
  if (hosted.allowed) return { allowed: true };
  return { allowed: false, category: hosted.category, message: hosted.message, source: 'moderation' };
}

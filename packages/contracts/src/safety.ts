/**
 * The kid-safety check's categories and the friendly texts shown to the child and parent
 * when a prompt is blocked (the popup on home and in the workspace; the API's 422
 * `blocked_prompt` message). The kid-safety package (packages/safety) decides
 * the category; policy and measured rates: docs/safety.md (spec content-and-account:
 * "kid-safe content"). Also the texts of the engine's other refusals of a prompt (PROMPT_TEXTS).
 */

import { PROMPT_MAX_CHARS } from './limits';
import { CHAT_STATUS_TEXT, WORKSPACE } from './messages';

/** Safety categories, most serious first: the order a verdict picks when several match. */
export const SAFETY_CATEGORIES = [
  'sexual',
  'self-harm',
  'hate',
  'violence',
  'weapons',
  'drugs',
  'profanity',
] as const;
export type SafetyCategory = (typeof SAFETY_CATEGORIES)[number];

/**
 * Friendly text shown when a prompt is blocked, per category: never repeats the word,
 * never scolds, always suggests something to draw instead.
 */
export const SAFETY_TEXTS: Record<SafetyCategory, string> = {
  sexual:
    "Let's keep our pages right for all ages! How about an animal, a vehicle or a magical castle instead?",
  'self-harm':
    'That sounds like a really big feeling. Talking to a grown-up you trust can help. Would you like to draw something cozy, like a puppy or a rainbow?',
  hate: "Everyone is welcome here! Let's draw something that makes everyone smile, like friends playing together in a park.",
  violence:
    "Let's pick something friendlier to draw! How about a friendly dragon, a rocket ship or a garden full of flowers?",
  weapons:
    "Let's keep everyone safe on our pages! How about a pirate ship, a treasure map or a castle with a moat?",
  drugs: "Let's pick something healthier to draw! How about a fruit basket, a lemonade stand or a picnic?",
  profanity:
    "Oops, let's use kind words! Try describing your picture again, like 'a happy elephant with balloons'.",
};

/**
 * The message of a refusal that comes with a nearby kid-friendly idea built from the prompt
 * (issue 31, "Refusals that help"): the category text's first sentence, then "How about
 * {idea}?" in place of its general suggestions. Self-harm keeps its own caring text.
 * @param idea e.g. "a pirate ship on the ocean" (lower case, no final punctuation).
 */
export function safetyTextWithIdea(category: SafetyCategory, idea: string): string {
  const text = SAFETY_TEXTS[category];
  if (category === 'self-harm') return text;
  const lead = text.slice(0, text.indexOf('!') + 1);
  return `${lead} How about ${idea}?`;
}

/**
 * The engine's other refusals of a prompt (its `invalid_prompt` and `provider_refused`
 * EngineError messages, stored as a failed page's error and shown in the preview's error
 * panel, spec core "Generation failure"). Never repeats what was typed.
 */
export const PROMPT_TEXTS = {
  /** Blank after trimming (spec content-and-account, "Chat send": 'Please enter a prompt'). */
  empty: WORKSPACE.enterPrompt,
  /** Longer than PROMPT_MAX_CHARS (2,000) characters after trimming (engine issue). */
  tooLong: `Please keep the prompt under ${PROMPT_MAX_CHARS} characters`,
  /** The AI image service's own safety system refused the prompt (spec core §4, failed). */
  providerRefused: CHAT_STATUS_TEXT.failed,
} as const;

/**
 * Public API of Inkling's kid safety (package export "."): words or a picture in, a verdict
 * out; no DB, no HTTP server. It serves every text and picture users send to a provider or
 * make public: prompts, titles, comments, author names, story captions, and the finished
 * pictures of the AI provider. The engine imports it for prompts (its own `checkPrompt` adds
 * a nearby idea it can draw to a refusal), the server for public texts and the hosted check.
 * Other entry points: `@inkling/safety/bench` (benchmark inputs, scripts/bench-safety.ts)
 * and `@inkling/safety/test-corpus` (the hand-written corpus, for tests outside this package).
 * Policy and measured rates: docs/safety.md.
 */
export {
  checkPrompt,
  inspectPrompt,
  type PromptVerdict,
  promptVerdict,
  type SafetyFinding,
} from './check-prompt';
export {
  type ClassifierVerdict,
  classifyPrompt,
} from './classifier';
export { isEnglishWord } from './english-words';
export {
  checkPromptFully,
  judgeModeration,
  MODERATION_MODEL,
  MODERATION_THRESHOLDS,
  type ModerationEvent,
  type ModerationLog,
  type ModerationOptions,
  type ModerationVerdict,
  moderateImage,
  moderateText,
  moderationEvent,
  type SafetySource,
} from './moderation';
export {
  findPersonalInformation,
  type PersonalInformationFinding,
  type PersonalInformationKind,
} from './personal-information';

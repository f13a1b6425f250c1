/**
 * Public API of the Inkling engine (package export "."): words, a photo or a character
 * in; a print-ready black-and-white coloring page out. The server, web build scripts and
 * tests outside the engine import only these names; the other entry points are
 * `@inkling/engine/guides` (the documentation guides’ PDFs, scripts/build-guides.ts),
 * `@inkling/engine/bench` (benchmark cases, scripts/bench-lineart.ts) and
 * `@inkling/engine/book` (book layout, PDF and EPUB export). Kid safety of words and the
 * hosted moderation client are @inkling/safety's; the engine adds what needs its drawing:
 * `checkPrompt` offers a nearby idea it can draw, `checkPicture` sizes a page for the
 * picture check.
 */
export { type Avatar, reencodeAvatar } from './avatar';
export { checkPicture } from './check-picture';
export { type ColoredPageVerdict, checkColoredPage } from './colored-page';
export { countEmptyBubbles, measurePanels } from './comic-measure';
export { EngineError, type EngineErrorCode } from './errors';
export { generatePage } from './generate';
export { type ReencodedImage, reencodeUpload } from './image-input';
export {
  type LineMeasures,
  measureLines,
  type PrintPngFacts,
  printPngFacts,
  printPngProblems,
} from './print-check';
export { AUDIENCE_PROFILES, mmToPx, PRINT_DPI, pageProfile, pageSize, SAFE_MARGIN_PX } from './profiles';
export { checkPrompt } from './safety/suggest';
export { type SiteCardWords, siteCard } from './site-card';
export { COLORED_EXAMPLE_LONG_SIDE_PX, renderColoredExample } from './sketchbook/provider';
export { SOCIAL_PREVIEW_SIZE, socialPreview } from './social-preview';
export { type Story, type StoryPage, type StoryRequest, writeStory } from './story/index';
export {
  DEFAULT_STORY_MAX_RETRIES,
  DEFAULT_STORY_TIMEOUT_MS,
  type OpenAIStoryOptions,
  writeStoryWithOpenAI,
} from './story/openai';
export { pageThumbnail } from './thumbnail';
export type * from './types';

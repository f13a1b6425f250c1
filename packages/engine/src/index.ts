/**
 * Public API of the Inkling engine: words, a photo or a character in; a print-ready
 * black-and-white coloring page out. Only these names are imported by the server.
 */
export { type Avatar, reencodeAvatar } from './avatar';
export { EngineError, type EngineErrorCode } from './errors';
export { generatePage } from './generate';
export { type ReencodedImage, reencodeUpload } from './image-input';
export { AUDIENCE_PROFILES, PRINT_DPI, pageSize, SAFE_MARGIN_PX } from './profiles';
export { checkPrompt } from './safety/check-prompt';
export { pageThumbnail } from './thumbnail';
export type * from './types';

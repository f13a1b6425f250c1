/**
 * The engine's one error type. `code` is stable for callers (the server maps it to an
 * HTTP status or a failed generation); `message` is safe to show to a user.
 */
export type EngineErrorCode =
  | 'invalid_prompt'
  | 'blocked_prompt'
  | 'invalid_image'
  | 'image_too_large'
  | 'provider_refused'
  | 'provider_failed'
  | 'timeout';

/** Error thrown by the engine's public functions; see {@link EngineErrorCode}. */
export class EngineError extends Error {
  readonly code: EngineErrorCode;
  /** Safety category for `blocked_prompt`, e.g. "violence". */
  readonly category?: string;

  constructor(code: EngineErrorCode, message: string, options?: { cause?: unknown; category?: string }) {
    super(message, { cause: options?.cause });
    this.name = 'EngineError';
    this.code = code;
    this.category = options?.category;
  }
}

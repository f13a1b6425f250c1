import type { ResumeFailure } from '@inkling/contracts/careers';

/** Why a résumé was refused: not a PDF/Word file at all, or one of the reading failures. */
export type ResumeRefusal = 'unsupported' | 'busy' | ResumeFailure;

/**
 * The résumé reader's one error type; the job-applications service turns it into an
 * AppError (415 for 'unsupported', 429 for 'busy', 400 'Failed to process resume file' with
 * the reason as category otherwise). `message` is for logs only.
 */
export class ResumeError extends Error {
  readonly reason: ResumeRefusal;

  constructor(reason: ResumeRefusal, message: string = reason, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'ResumeError';
    this.reason = reason;
  }
}

import type { ErrorCode } from '@inkling/contracts/api';

const STATUS: Record<ErrorCode, number> = {
  bad_request: 400,
  unauthenticated: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  payload_too_large: 413,
  unsupported_media_type: 415,
  insufficient_credits: 402,
  blocked_prompt: 422,
  idempotency_key_reused: 422,
  rate_limited: 429,
  internal: 500,
  bad_gateway: 502,
};

/**
 * The server's one error type: services throw it, the app's error handler turns it into
 * `{ error: { code, message, category? } }` with the status of its code (docs/api.md).
 * `message` must be safe to show to users.
 */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  readonly category?: string;
  /** Seconds until a retry may succeed; sent as the Retry-After header (429, RFC 9110 §10.2.3). */
  readonly retryAfterSeconds?: number;

  constructor(
    code: ErrorCode,
    message: string,
    options?: { category?: string; cause?: unknown; retryAfterSeconds?: number },
  ) {
    super(message, { cause: options?.cause });
    this.name = 'AppError';
    this.code = code;
    this.status = STATUS[code];
    this.category = options?.category;
    this.retryAfterSeconds = options?.retryAfterSeconds;
  }
}

/** 404 used for missing and foreign ids alike, so ids of other users are not revealed. */
export const notFound = (what: string) => new AppError('not_found', `${what} not found`);

/** The error code of an HTTP status raised outside our services (e.g. Hono's own checks). */
export function codeForStatus(status: number): ErrorCode {
  const match = Object.entries(STATUS).find(([, s]) => s === status);
  return match ? (match[0] as ErrorCode) : 'bad_request';
}

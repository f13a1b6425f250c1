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
  unavailable: 503,
};

/**
 * The server's one error type: services throw it, the app's error handler turns it into
 * `{ error: { code, message, category?, suggestion? } }` with the status of its code (docs/api.md).
 * `message` must be safe to show to users.
 */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  readonly category?: string;
  /** A kid-friendly idea to try instead, on some `blocked_prompt` refusals (issue 31). */
  readonly suggestion?: string;
  /** Seconds until a retry may succeed; sent as the Retry-After header (429 and 503, RFC 9110 §10.2.3). */
  readonly retryAfterSeconds?: number;

  constructor(
    code: ErrorCode,
    message: string,
    options?: { category?: string; suggestion?: string; cause?: unknown; retryAfterSeconds?: number },
  ) {
    super(message, { cause: options?.cause });
    this.name = 'AppError';
    this.code = code;
    this.status = STATUS[code];
    this.category = options?.category;
    this.suggestion = options?.suggestion;
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

/**
 * Seconds a client should wait before retrying after a 503 `unavailable` (Retry-After): the
 * time /api/ready took to turn green after a database or storage outage ended was under 1 s
 * (issue 28), so 5 s lets a short blip pass without a client hammering a long one.
 */
export const UNAVAILABLE_RETRY_AFTER_SECONDS = 5;

/**
 * Error codes that mean "could not talk to the database or the storage", not "the request
 * was wrong": Node's socket errors, PostgreSQL's connection-exception class 08, its shutdown
 * codes 57P01–57P03 (admin/crash shutdown, cannot connect now) and 53300 (too many
 * connections) (PostgreSQL "Appendix A. Error Codes"), and the AWS SDK's timeouts.
 */
const TRANSIENT_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
  'ENETUNREACH',
  '57P01',
  '57P02',
  '57P03',
  '53300',
  'TimeoutError',
  'RequestTimeout',
  'RequestTimeoutException',
  'ServiceUnavailable',
  'SlowDown',
]);

/** node-postgres and pg-pool report a lost or unobtainable connection with these messages only. */
const TRANSIENT_MESSAGES =
  /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Connection ended unexpectedly|socket hang up/i;

/**
 * Whether `error` (or any error in its cause chain, or in an AggregateError's list) says the
 * database or the storage could not be reached: worth a 503 and a retry, unlike a bug (500).
 * An AppError is never transient (it is the service's own answer).
 */
export function isTransientError(error: unknown, depth = 0): boolean {
  if (!(error instanceof Error) || error instanceof AppError || depth > 5) return false;
  const e = error as Error & { code?: unknown; $metadata?: { httpStatusCode?: number }; errors?: unknown };
  const code = typeof e.code === 'string' ? e.code : undefined;
  if (code && (TRANSIENT_CODES.has(code) || code.startsWith('08'))) return true;
  if (TRANSIENT_CODES.has(e.name)) return true;
  if (e.$metadata?.httpStatusCode === 503) return true;
  if (TRANSIENT_MESSAGES.test(e.message)) return true;
  if (Array.isArray(e.errors) && e.errors.some((inner) => isTransientError(inner, depth + 1))) return true;
  return isTransientError(e.cause, depth + 1);
}

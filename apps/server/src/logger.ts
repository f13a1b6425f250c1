import pino, { type DestinationStream, type Logger } from 'pino';

export type { Logger };

/**
 * Fields that hold credentials wherever they appear in a log line (issue 28: live session
 * tokens reached the logs through a failed query's parameters): cookies, authorization
 * headers, tokens, secrets and passwords, at the top level, one level down and in headers.
 */
export const REDACTED_PATHS = [
  'cookie',
  'authorization',
  'token',
  'secret',
  'password',
  'params',
  '*.cookie',
  '*.authorization',
  '*.token',
  '*.secret',
  '*.password',
  '*.params',
  '*.headers.cookie',
  '*.headers.authorization',
  '*.headers["set-cookie"]',
] as const;

/** Longest message, and most stack frames, an error keeps in a log line. */
const MAX_MESSAGE_CHARS = 500;
const MAX_STACK_FRAMES = 12;
/** How many causes deep an error is followed (an error's cause's cause…). */
const MAX_CAUSE_DEPTH = 3;

/**
 * Scalar fields of Node, pg and AWS SDK errors that say what failed without carrying data:
 * never `params`, `query` values, `detail` (PostgreSQL puts row values there), `client` or
 * `$response` (whole objects: pg-boss errors carried a pg Client, ~5 KB a line).
 */
const SAFE_FIELDS = [
  'code',
  'errno',
  'syscall',
  'address',
  'port',
  'severity',
  'routine',
  'constraint',
  'table',
  'column',
  'schema',
  'statusCode',
  'status',
] as const;

/** A logged error: bounded in size and free of query parameters. */
export interface LoggedError {
  type: string;
  message: string;
  stack?: string;
  cause?: LoggedError;
  [field: string]: unknown;
}

/**
 * pino's serializer for `err` and `error`: the error's type, its message cut to 500
 * characters with any `params:` part removed (drizzle's DrizzleQueryError writes the query's
 * parameters into its message, and those hold session tokens), the first 12 stack frames
 * (not the stack's first line, which repeats the message), the fields of SAFE_FIELDS, and
 * its cause, 3 deep. Anything that is not an Error is logged as its type only.
 */
export function serializeError(value: unknown, depth = 0): LoggedError | string {
  if (!(value instanceof Error)) return typeof value === 'string' ? clip(value) : `[${typeof value}]`;
  const error = value as Error & Record<string, unknown>;
  const frames = (error.stack ?? '')
    .split('\n')
    .filter((line) => line.startsWith('    at '))
    .slice(0, MAX_STACK_FRAMES);
  const out: LoggedError = {
    type: error.constructor?.name ?? error.name,
    message: clip(withoutParams(error.message)),
  };
  if (frames.length > 0) out.stack = frames.join('\n');
  for (const field of SAFE_FIELDS) {
    const v = error[field];
    if (typeof v === 'string' || typeof v === 'number') out[field] = typeof v === 'string' ? clip(v) : v;
  }
  // The AWS SDK keeps the HTTP status in $metadata.
  const metadata = error.$metadata as { httpStatusCode?: unknown } | undefined;
  if (typeof metadata?.httpStatusCode === 'number') out.statusCode = metadata.httpStatusCode;
  if (error.cause !== undefined && depth < MAX_CAUSE_DEPTH) {
    const cause = serializeError(error.cause, depth + 1);
    if (typeof cause !== 'string') out.cause = cause;
  }
  return out;
}

function withoutParams(message: string): string {
  const at = message.search(/\n\s*params:/);
  return at === -1 ? message : message.slice(0, at);
}

function clip(text: string): string {
  return text.length > MAX_MESSAGE_CHARS ? `${text.slice(0, MAX_MESSAGE_CHARS)}…` : text;
}

/**
 * The process logger (pino, JSON lines) at `level` (config LOG_LEVEL, default info), with
 * credentials redacted (REDACTED_PATHS) and errors bounded (serializeError). Silent under
 * vitest so test output stays readable, unless a `destination` is given (tests that read
 * the log).
 */
export function createLogger(level = 'info', destination?: DestinationStream): Logger {
  const options = {
    level: process.env.VITEST && !destination ? 'silent' : level,
    redact: { paths: [...REDACTED_PATHS], censor: '[redacted]' },
    serializers: { err: serializeError, error: serializeError },
  };
  return destination ? pino(options, destination) : pino(options);
}

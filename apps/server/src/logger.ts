import pino, { type Logger } from 'pino';

export type { Logger };

/**
 * The process logger (pino, JSON lines) at `level` (config LOG_LEVEL, default info);
 * silent under vitest so test output stays readable.
 */
export function createLogger(level = 'info'): Logger {
  return pino({ level: process.env.VITEST ? 'silent' : level });
}

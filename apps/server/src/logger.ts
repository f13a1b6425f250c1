import pino, { type Logger } from 'pino';

export type { Logger };

/** The process logger (pino, JSON lines); silent under vitest so test output stays readable. */
export function createLogger(): Logger {
  return pino({ level: process.env.VITEST ? 'silent' : 'info' });
}

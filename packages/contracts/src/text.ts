import type { z } from 'zod';
import { API_ERRORS } from './messages';

/**
 * Control characters no text a person types contains: C0 controls except tab, line feed and
 * carriage return, and DEL (Unicode "Cc"). NUL in particular is refused by PostgreSQL in
 * text columns, which made it answer 500 (issue 12 finding 7).
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is this pattern's purpose.
export const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

/** True when `value` holds a character of CONTROL_CHARACTERS. */
export function hasControlCharacters(value: string): boolean {
  return CONTROL_CHARACTERS.test(value);
}

/**
 * The request-text rule shared by every request schema: `schema` refusing control
 * characters with API_ERRORS.controlCharacters (the server answers 400 with that message;
 * it also checks every string of every JSON body the same way, so no route can miss it).
 */
export function plainText<T extends z.ZodType<string>>(schema: T) {
  return schema.refine((value) => !hasControlCharacters(value), { error: API_ERRORS.controlCharacters });
}

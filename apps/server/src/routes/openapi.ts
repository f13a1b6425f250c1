import { z } from '@hono/zod-openapi';
import { errorResponseSchema } from '@inkling/contracts/api';
import { API_ERRORS } from '@inkling/contracts/messages';
import type { Context } from 'hono';
import type { AuthUser } from '../auth/auth';
import { AppError } from '../errors';
import type { Logger } from '../logger';

/** Hono environment of every /api route: the request's user (or null), id and logger. */
export type AppEnv = { Variables: { user: AuthUser | null; requestId: string; log: Logger } };

/** An OpenAPI response entry with a JSON body. */
export function json<T extends z.ZodType>(schema: T, description: string) {
  return { description, content: { 'application/json': { schema } } } as const;
}

const ERROR_DESCRIPTIONS = {
  400: 'Invalid request (bad_request)',
  401: 'Not signed in (unauthenticated)',
  402: 'Not enough credits (insufficient_credits)',
  404: 'Not found, or not yours (not_found)',
  409: 'Conflicts with the current state (conflict)',
  413: 'Too large (payload_too_large)',
  415: 'Unsupported file type (unsupported_media_type)',
  422: 'A prompt, title or name blocked by the kid-safety check (blocked_prompt, with category)',
  429: 'Too many requests (rate_limited)',
  502: 'The payment provider failed (bad_gateway)',
  503: 'The database or the storage is unreachable for a moment; retry after Retry-After seconds (unavailable)',
} as const;

/** OpenAPI entries for the error statuses a route may answer with (`{ error: { code, message } }`). */
export function errors<S extends keyof typeof ERROR_DESCRIPTIONS>(...statuses: S[]) {
  return Object.fromEntries(statuses.map((s) => [s, json(errorResponseSchema, ERROR_DESCRIPTIONS[s])])) as {
    [K in S]: ReturnType<typeof json<typeof errorResponseSchema>>;
  };
}

/** The signed-in user's id; throws 401 `unauthenticated` when signed out. */
export function requireUserId(c: Context<AppEnv>): string {
  const user = c.get('user');
  if (!user) throw new AppError('unauthenticated', API_ERRORS.signInFirst);
  return user.id;
}

/**
 * A multipart file field holding an image, with `message` when it is missing or not a file
 * (the services judge the bytes by decoding them).
 */
export function imageFileField(message: string) {
  return z
    .custom<File>((value) => value instanceof File, message)
    .openapi({ type: 'string', format: 'binary' });
}

/**
 * OpenAPI request body of an image upload: multipart/form-data with the picture in the field
 * `file` (the upload and profile-photo routes). Only the field's presence is checked here;
 * the services judge the bytes by decoding them.
 */
export const multipartImageBody = {
  content: {
    'multipart/form-data': {
      schema: z.object({ file: imageFileField('Please attach an image as the "file" field.') }),
    },
  },
  required: true,
} as const;

/** Name of the session-cookie security scheme in the OpenAPI document (registered in app.ts). */
export const SESSION_SCHEME = 'sessionCookie';

/** OpenAPI security of an operation that needs a signed-in session (401 without one). */
export const SESSION = { security: [{ [SESSION_SCHEME]: [] }] };

/** OpenAPI security of a public operation (no session needed). */
export const PUBLIC = { security: [] };

import { createRoute, OpenAPIHono } from '@hono/zod-openapi';
import { API_ERRORS } from '@inkling/contracts/messages';
import { AVATAR_MAX_BYTES, profileSchema, updateProfileSchema } from '@inkling/contracts/profile';
import { bodyLimit } from 'hono/body-limit';
import type { AppContext } from '../context';
import { avatarTooLarge, getProfile, replaceAvatar, updateProfile } from '../services/profile.service';
import { enforceRateLimit } from '../services/rate-limit';
import { clientIp } from './client-ip';
import { type AppEnv, errors, json, multipartImageBody, requireUserId, SESSION } from './openapi';

/** Room for the multipart envelope around the photo itself, bytes. */
const MULTIPART_OVERHEAD = 16 * 1024;

const read = createRoute({
  method: 'get',
  operationId: 'getProfile',
  ...SESSION,
  path: '/',
  summary: "The signed-in user's profile: full name, e-mail, avatar URL",
  responses: { 200: json(profileSchema, 'The profile'), ...errors(401) },
});

const update = createRoute({
  method: 'patch',
  operationId: 'updateProfile',
  ...SESSION,
  path: '/',
  summary: 'Change the full name (also the session user name)',
  request: { body: { content: { 'application/json': { schema: updateProfileSchema } }, required: true } },
  responses: { 200: json(profileSchema, 'Updated'), ...errors(400, 401) },
});

const avatar = createRoute({
  method: 'put',
  operationId: 'replaceAvatar',
  ...SESSION,
  path: '/avatar',
  summary:
    'Replace the profile photo (JPEG/PNG/WebP by content, ≤ 2 MB), stored as a 300×300 JPEG without metadata',
  middleware: [
    // Stops reading as soon as the body passes the limit, before it is buffered whole.
    bodyLimit({
      maxSize: AVATAR_MAX_BYTES + MULTIPART_OVERHEAD,
      onError: () => {
        throw avatarTooLarge();
      },
    }),
  ] as const,
  request: { body: multipartImageBody },
  responses: {
    200: json(profileSchema, 'Stored; avatarUrl and the session user image point at it'),
    ...errors(400, 401, 413),
  },
});

/** /api/profile: GET, PATCH and PUT /avatar (spec content §2 "Account settings"). */
export function profileRoutes(ctx: AppContext) {
  return new OpenAPIHono<AppEnv>()
    .openapi(read, async (c) => c.json(await getProfile(ctx, requireUserId(c)), 200))
    .openapi(update, async (c) =>
      c.json(await updateProfile(ctx, requireUserId(c), c.req.valid('json')), 200),
    )
    .openapi(avatar, async (c) => {
      const userId = requireUserId(c);
      const { file } = c.req.valid('form');
      if (file.size > AVATAR_MAX_BYTES) throw avatarTooLarge();
      // Counted before the picture is decoded and re-encoded (issue 12: uploads were unlimited).
      await enforceRateLimit(ctx, 'uploads', userId, API_ERRORS.tooManyUploads);
      await enforceRateLimit(
        ctx,
        'uploadsByIp',
        clientIp(c, ctx.config.trustProxyHops),
        API_ERRORS.tooManyUploads,
      );
      return c.json(await replaceAvatar(ctx, userId, Buffer.from(await file.arrayBuffer())), 200);
    });
}

import { createRoute, OpenAPIHono, z } from '@hono/zod-openapi';
import { idSchema } from '@inkling/contracts/api';
import {
  COMMUNITY_TEXTS,
  communityPageQuerySchema,
  communityPageSchema,
  communityPostCreatedSchema,
  communityPostSchema,
  createCommunityPostSchema,
  createReportSchema,
  HEART_TEXTS,
  heartStateSchema,
} from '@inkling/contracts/community';
import type { Context } from 'hono';
import type { AppContext } from '../context';
import {
  createPost,
  deletePost,
  getPost,
  isModerator,
  listGallery,
  readPostPicture,
  reportPost,
  setHeart,
  type Viewer,
} from '../services/community.service';
import { enforceRateLimit } from '../services/rate-limit';
import type { SharedPicture } from '../services/sharing.service';
import { clientIp } from './client-ip';
import { type AppEnv, errors, json, PUBLIC, requireUserId, SESSION } from './openapi';

/** The signed-in viewer with the moderator flag (ADMIN_EMAILS), or null when signed out. */
export function viewerOf(ctx: AppContext, c: Context<AppEnv>): Viewer | null {
  const user = c.get('user');
  return user ? { id: user.id, email: user.email, isModerator: isModerator(ctx, user.email) } : null;
}

/** `viewerOf`, throwing 401 when signed out. */
export function requireViewer(ctx: AppContext, c: Context<AppEnv>): Viewer {
  requireUserId(c);
  return viewerOf(ctx, c)!;
}

const idParams = z.object({ id: idSchema });
const png = (description: string) => ({
  description,
  content: { 'image/png': { schema: z.string().openapi({ format: 'binary' }) } },
});

const create = createRoute({
  method: 'post',
  operationId: 'createCommunityPost',
  ...SESSION,
  path: '/posts',
  summary: 'Post one of your finished pages to the community (it waits for a moderator)',
  description:
    'One post per page: posting a page again returns its first post (200, replayed). The comment is optional (≤ 500 characters, trimmed, empty → null) and must pass the kid-safety and personal-information checks (422 blocked_prompt with a kind message; nothing stored).',
  request: {
    body: { content: { 'application/json': { schema: createCommunityPostSchema } }, required: true },
  },
  responses: {
    201: json(communityPostCreatedSchema, 'Posted; waiting for review'),
    200: json(communityPostCreatedSchema, 'The page was posted before; that post'),
    ...errors(400, 401, 404, 409, 422, 429),
  },
});

const list = createRoute({
  method: 'get',
  operationId: 'listCommunityPosts',
  ...PUBLIC,
  path: '/posts',
  summary: 'The community gallery: approved posts, newest first (cursor pagination)',
  request: { query: communityPageQuerySchema },
  responses: { 200: json(communityPageSchema, 'One page of the gallery'), ...errors(400) },
});

const getOne = createRoute({
  method: 'get',
  operationId: 'getCommunityPost',
  ...PUBLIC,
  path: '/posts/{id}',
  summary: 'One post: public once approved; its author and moderators see it in any state',
  request: { params: idParams },
  responses: { 200: json(communityPostSchema, 'The post'), ...errors(400, 404) },
});

const remove = createRoute({
  method: 'delete',
  operationId: 'deleteCommunityPost',
  ...SESSION,
  path: '/posts/{id}',
  summary: 'Withdraw your post (the page stays in your project), or, as a moderator, remove one',
  request: { params: idParams },
  responses: { 204: { description: 'Deleted' }, ...errors(400, 401, 404, 409) },
});

const report = createRoute({
  method: 'post',
  operationId: 'reportCommunityPost',
  ...SESSION,
  path: '/posts/{id}/reports',
  summary: 'Report a published post; 3 reports from different users hide it until a moderator decides',
  request: {
    params: idParams,
    body: { content: { 'application/json': { schema: createReportSchema } }, required: true },
  },
  responses: { 204: { description: 'Reported' }, ...errors(400, 401, 404, 409, 429) },
});

const heartRoute = (method: 'post' | 'delete') =>
  createRoute({
    method,
    operationId: method === 'post' ? 'heartCommunityPost' : 'unheartCommunityPost',
    ...SESSION,
    path: '/posts/{id}/heart',
    summary:
      method === 'post'
        ? 'Heart an approved post (one heart per account; hearting again changes nothing)'
        : 'Take your heart back from a post (nothing to take back changes nothing)',
    description:
      'Approved posts only (404 otherwise). Hearting and un-hearting share one rate limit per user (RATE_LIMITS.hearts, 120 an hour).',
    request: { params: idParams },
    responses: {
      200: json(heartStateSchema, 'The post’s hearts after the change'),
      ...errors(400, 401, 404, 429),
    },
  });

const picture = (which: SharedPicture, operationId: string, summary: string) =>
  createRoute({
    method: 'get',
    operationId,
    ...PUBLIC,
    path: `/posts/{id}/${which}`,
    summary,
    request: { params: idParams },
    responses: { 200: png('The picture'), 304: { description: 'Not modified' }, ...errors(400, 404) },
  });

/**
 * /api/community: the gallery, posts, reports and the posts' pictures (issue 10). Every read
 * checks visibility (approved, or the viewer's own, or a moderator) on each request, so a
 * removed post's pictures stop answering at once.
 */
export function communityRoutes(ctx: AppContext) {
  const app = new OpenAPIHono<AppEnv>()
    .openapi(create, async (c) => {
      const userId = requireUserId(c);
      await enforceRateLimit(ctx, 'communityPosts', userId, COMMUNITY_TEXTS.tooManyPosts);
      const result = await createPost(ctx, userId, c.req.valid('json'));
      return c.json(result, result.replayed ? 200 : 201);
    })
    .openapi(list, async (c) => c.json(await listGallery(ctx, viewerOf(ctx, c), c.req.valid('query')), 200))
    .openapi(getOne, async (c) => c.json(await getPost(ctx, viewerOf(ctx, c), c.req.valid('param').id), 200))
    .openapi(remove, async (c) => {
      await deletePost(ctx, requireViewer(ctx, c), c.req.valid('param').id);
      return c.body(null, 204);
    })
    .openapi(report, async (c) => {
      const viewer = requireViewer(ctx, c);
      await enforceRateLimit(ctx, 'communityReports', viewer.id, COMMUNITY_TEXTS.tooManyReports);
      await enforceRateLimit(
        ctx,
        'communityReportsByIp',
        clientIp(c, ctx.config.trustProxyHops),
        COMMUNITY_TEXTS.tooManyReports,
      );
      await reportPost(ctx, viewer, c.req.valid('param').id, c.req.valid('json').reason);
      return c.body(null, 204);
    });
  for (const method of ['post', 'delete'] as const) {
    app.openapi(heartRoute(method), async (c) => {
      const viewer = requireViewer(ctx, c);
      await enforceRateLimit(ctx, 'hearts', viewer.id, HEART_TEXTS.tooManyHearts);
      return c.json(await setHeart(ctx, viewer, c.req.valid('param').id, method === 'post'), 200);
    });
  }
  const pictures: [SharedPicture, string, string][] = [
    ['image', 'getCommunityPostImage', 'The post’s page as a ≤ 1024 px PNG'],
    ['print', 'getCommunityPostPrint', 'The post’s page as the full-size print PNG'],
    ['preview.png', 'getCommunityPostPreview', 'The 1200×630 link-preview picture (Open Graph)'],
  ];
  for (const [which, operationId, summary] of pictures) {
    app.openapi(picture(which, operationId, summary), async (c) => {
      const { picture, isPublic } = await readPostPicture(
        ctx,
        viewerOf(ctx, c),
        c.req.valid('param').id,
        which,
      );
      return sendPicture(c, picture, isPublic);
    });
  }
  return app;
}

/**
 * Answers a picture whose visibility was just checked: revalidated on every use (`no-cache`
 * with an ETag), so a removed post or revoked link stops showing at once; `private` unless it
 * is public; `Cross-Origin-Resource-Policy: cross-origin` so link-preview crawlers and other
 * sites' image tags may load public pictures.
 */
export function sendPicture(
  c: Context<AppEnv>,
  picture: { bytes: Buffer; contentType: string; etag: string },
  isPublic: boolean,
) {
  const headers: Record<string, string> = {
    'Cache-Control': isPublic ? 'public, no-cache' : 'private, no-cache',
    ETag: picture.etag,
    'Content-Type': picture.contentType,
    'X-Content-Type-Options': 'nosniff',
  };
  if (isPublic) headers['Cross-Origin-Resource-Policy'] = 'cross-origin';
  if (c.req.header('if-none-match') === picture.etag) return c.body(null, 304, headers);
  return c.body(new Uint8Array(picture.bytes), 200, headers);
}

import { createRoute, OpenAPIHono, z } from '@hono/zod-openapi';
import { idSchema } from '@inkling/contracts/api';
import {
  projectSharingSchema,
  SHARE_TEXTS,
  sharedPageSchema,
  shareLinkSchema,
} from '@inkling/contracts/community';
import type { AppContext } from '../context';
import { enforceRateLimit } from '../services/rate-limit';
import {
  createShareLink,
  findSharedPage,
  getSharedPage,
  projectSharing,
  readPagePicture,
  revokeShareLink,
  type SharedPicture,
} from '../services/sharing.service';
import { sendPicture } from './community.routes';
import { type AppEnv, errors, json, PUBLIC, requireUserId, SESSION } from './openapi';

const idParams = z.object({ id: idSchema });
const tokenParams = z.object({ token: z.string().min(1).max(100) });

const createLink = createRoute({
  method: 'post',
  operationId: 'createShareLink',
  ...SESSION,
  path: '/generations/{id}/share-link',
  summary:
    'The address to share a finished page: its community page once approved, else an unlisted link; ?colored=true: an unlisted link to the page as its owner coloured and saved it',
  request: {
    params: idParams,
    query: z.object({
      colored: z
        .enum(['true', 'false'])
        .optional()
        .openapi({ description: 'Share the saved coloured version (issue 17); 409 before one is saved' }),
    }),
  },
  responses: { 200: json(shareLinkSchema, 'The link (made or reused)'), ...errors(400, 401, 404, 409, 429) },
});

const revokeLink = createRoute({
  method: 'delete',
  operationId: 'revokeShareLink',
  ...SESSION,
  path: '/generations/{id}/share-link',
  summary: 'Stop sharing: the page’s unlisted link answers 404 from now on',
  request: { params: idParams },
  responses: { 204: { description: 'Revoked' }, ...errors(400, 401, 404) },
});

const sharing = createRoute({
  method: 'get',
  operationId: 'getProjectSharing',
  ...SESSION,
  path: '/projects/{id}/sharing',
  summary: 'How the project’s pages are shared: community posts with their review status, and active links',
  request: { params: idParams },
  responses: { 200: json(projectSharingSchema, 'Posted or linked pages'), ...errors(400, 401, 404) },
});

const shared = createRoute({
  method: 'get',
  operationId: 'getSharedPage',
  ...PUBLIC,
  path: '/share/{token}',
  summary: 'What a share link shows: only that page and its prompt',
  request: { params: tokenParams },
  responses: { 200: json(sharedPageSchema, 'The shared page'), ...errors(404) },
});

const picture = (which: SharedPicture, operationId: string, summary: string) =>
  createRoute({
    method: 'get',
    operationId,
    ...PUBLIC,
    path: `/share/{token}/${which}`,
    summary,
    request: { params: tokenParams },
    responses: {
      200: {
        description: 'The picture',
        content: { 'image/png': { schema: z.string().openapi({ format: 'binary' }) } },
      },
      304: { description: 'Not modified' },
      ...errors(404),
    },
  });

/** Share links (issue 10 "Sharing that works"), mounted under /api. */
export function shareRoutes(ctx: AppContext) {
  const app = new OpenAPIHono<AppEnv>();
  // Unlisted pages stay out of search engines, whoever links to them (issue 10).
  app.use('/share/*', async (c, next) => {
    await next();
    c.res.headers.set('X-Robots-Tag', 'noindex');
  });
  app
    .openapi(createLink, async (c) => {
      const userId = requireUserId(c);
      await enforceRateLimit(ctx, 'shareLinks', userId, SHARE_TEXTS.tooManyLinks);
      const colored = c.req.valid('query').colored === 'true';
      return c.json(await createShareLink(ctx, userId, c.req.valid('param').id, colored), 200);
    })
    .openapi(revokeLink, async (c) => {
      await revokeShareLink(ctx, requireUserId(c), c.req.valid('param').id);
      return c.body(null, 204);
    })
    .openapi(sharing, async (c) =>
      c.json({ pages: await projectSharing(ctx, requireUserId(c), c.req.valid('param').id) }, 200),
    )
    .openapi(shared, async (c) => c.json(await getSharedPage(ctx, c.req.valid('param').token), 200));
  const pictures: [SharedPicture, string, string][] = [
    ['image', 'getSharedPageImage', 'The shared page as a ≤ 1024 px PNG'],
    ['print', 'getSharedPagePrint', 'The shared page as the full-size print PNG'],
    ['preview.png', 'getSharedPagePreview', 'The 1200×630 link-preview picture (Open Graph)'],
  ];
  for (const [which, operationId, summary] of pictures) {
    app.openapi(picture(which, operationId, summary), async (c) => {
      // A coloured link (issue 17) serves the saved coloured PNG as its image and print picture.
      const { page, colored } = await findSharedPage(ctx, c.req.valid('param').token);
      return sendPicture(c, await readPagePicture(ctx, page, which, colored), true);
    });
  }
  return app;
}

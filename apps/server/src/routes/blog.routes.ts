import { createRoute, OpenAPIHono, z } from '@hono/zod-openapi';
import { blogPostListSchema, blogPostSchema, blogSlugSchema } from '@inkling/contracts/blog';
import type { Context } from 'hono';
import type { AppContext } from '../context';
import { etagMatches } from '../http/etag';
import { blogListJson, blogPostJson, type JsonAnswer } from '../services/blog.service';
import { type AppEnv, errors, json, PUBLIC } from './openapi';

/**
 * Posts change only when the server starts with new seed text, so a short shared cache
 * is safe and spares the database a read per visitor.
 */
const CACHE_CONTROL = 'public, max-age=300';

const list = createRoute({
  method: 'get',
  operationId: 'listBlogPosts',
  ...PUBLIC,
  path: '/posts',
  summary: 'Every blog post, newest first (public)',
  responses: {
    200: json(blogPostListSchema, 'Posts ordered by date descending'),
    304: { description: 'Not modified: the ETag sent in If-None-Match is current' },
  },
});
const one = createRoute({
  method: 'get',
  operationId: 'getBlogPost',
  ...PUBLIC,
  path: '/posts/{slug}',
  summary: 'One blog post by its slug (public)',
  request: { params: z.object({ slug: blogSlugSchema }) },
  responses: {
    200: json(blogPostSchema, 'The post'),
    304: { description: 'Not modified: the ETag sent in If-None-Match is current' },
    ...errors(400, 404),
  },
});

/**
 * A ready JSON answer with its ETag and Cache-Control, or 304 when `If-None-Match` names it
 * (RFC 9110 §13.1.2). The body was serialised once per snapshot (blog.service).
 */
function sendJson(c: Context<AppEnv>, answer: JsonAnswer) {
  c.header('Cache-Control', CACHE_CONTROL);
  c.header('ETag', answer.etag);
  const ifNoneMatch = c.req.header('if-none-match');
  if (ifNoneMatch && etagMatches(ifNoneMatch, answer.etag)) return c.body(null, 304);
  return c.body(answer.body, 200, { 'Content-Type': 'application/json' });
}

/**
 * /api/blog: the public blog (spec content §2, §7; DESIGN decision 1: served by our API),
 * from the process's copy of the posts (issue 15), with ETag / If-None-Match.
 */
export function blogRoutes(ctx: AppContext) {
  return new OpenAPIHono<AppEnv>()
    .openapi(list, async (c) => sendJson(c, await blogListJson(ctx)))
    .openapi(one, async (c) => sendJson(c, await blogPostJson(ctx, c.req.valid('param').slug)));
}

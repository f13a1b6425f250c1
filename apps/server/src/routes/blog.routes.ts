import { createRoute, OpenAPIHono, z } from '@hono/zod-openapi';
import { blogPostListSchema, blogPostSchema, blogSlugSchema } from '@inkling/contracts/blog';
import type { AppContext } from '../context';
import { getBlogPost, listBlogPosts } from '../services/blog.service';
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
  responses: { 200: json(blogPostListSchema, 'Posts ordered by date descending') },
});
const one = createRoute({
  method: 'get',
  operationId: 'getBlogPost',
  ...PUBLIC,
  path: '/posts/{slug}',
  summary: 'One blog post by its slug (public)',
  request: { params: z.object({ slug: blogSlugSchema }) },
  responses: { 200: json(blogPostSchema, 'The post'), ...errors(400, 404) },
});

/** /api/blog: the public blog (spec content §2, §7; DESIGN decision 1: served by our API). */
export function blogRoutes(ctx: AppContext) {
  return new OpenAPIHono<AppEnv>()
    .openapi(list, async (c) => {
      c.header('Cache-Control', CACHE_CONTROL);
      return c.json(await listBlogPosts(ctx), 200);
    })
    .openapi(one, async (c) => {
      const post = await getBlogPost(ctx, c.req.valid('param').slug);
      c.header('Cache-Control', CACHE_CONTROL);
      return c.json(post, 200);
    });
}

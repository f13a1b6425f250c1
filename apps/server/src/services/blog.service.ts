import type { BlogPost } from '@inkling/contracts/blog';
import type { AppContext } from '../context';
import { notFound } from '../errors';
import { presentBlogPost } from '../presenters/blog.presenter';
import * as blog from '../repositories/blog.repository';

/** Every blog post, newest first (spec content §2 "Blog list", §7). Public. */
export async function listBlogPosts(ctx: AppContext): Promise<BlogPost[]> {
  return (await blog.listBlogPosts(ctx.db)).map(presentBlogPost);
}

/**
 * The post whose slug (derived from its title, spec content §2 "Blog post") is `slug`.
 * Public. Throws 404 `not_found` ("Blog post not found") when there is none.
 */
export async function getBlogPost(ctx: AppContext, slug: string): Promise<BlogPost> {
  const row = await blog.findBlogPostBySlug(ctx.db, slug);
  if (!row) throw notFound('Blog post');
  return presentBlogPost(row);
}

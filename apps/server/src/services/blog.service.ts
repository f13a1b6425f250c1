import { type BlogPost, blogImageUrl } from '@inkling/contracts/blog';
import { BLOG_SEED_POSTS, type BlogSeedPost } from '@inkling/contracts/content/blog-posts';
import { slugify } from '@inkling/contracts/rules';
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

/**
 * A seed post as a blog_posts row: slug = slugify(title) (spec content §2 "Blog post"),
 * body = paragraphs joined by blank lines, image = /blog-images/<slug>.png.
 */
export function blogSeedRow(post: BlogSeedPost): blog.BlogPostInput {
  const slug = slugify(post.title);
  return {
    slug,
    title: post.title,
    excerpt: post.excerpt,
    fullContent: post.paragraphs.join('\n\n'),
    category: post.category,
    author: post.author,
    date: post.date,
    imageUrl: blogImageUrl(slug),
  };
}

/**
 * Writes the blog's articles (contracts `content/blog-posts`) after migrations,
 * idempotently: a post is inserted, or updated in place when its text changed (matched by
 * slug); posts that are not in the seed are left alone. Safe to run on every start-up.
 */
export async function seedBlogPosts(ctx: Pick<AppContext, 'db'>): Promise<void> {
  await blog.upsertBlogPosts(ctx.db, BLOG_SEED_POSTS.map(blogSeedRow));
}

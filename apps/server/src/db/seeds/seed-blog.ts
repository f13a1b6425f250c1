import { blogImageUrl } from '@inkling/contracts/blog';
import { slugify } from '@inkling/contracts/rules';
import { type BlogPostInput, upsertBlogPosts } from '../../repositories/blog.repository';
import type { Db } from '../client';
import { BLOG_SEED_POSTS, type BlogSeedPost } from './blog-posts';

/**
 * A seed post as a blog_posts row: slug = slugify(title) (spec content §2 "Blog post"),
 * body = paragraphs joined by blank lines, image = /blog-images/<slug>.png.
 */
export function blogSeedRow(post: BlogSeedPost): BlogPostInput {
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
 * Writes the seeded blog posts after migrations, idempotently: a post is inserted, or
 * updated in place when its seed text changed (matched by slug); posts that are not in the
 * seed are left alone. Safe to run on every start-up.
 */
export async function seedBlogPosts(db: Db): Promise<void> {
  await upsertBlogPosts(db, BLOG_SEED_POSTS.map(blogSeedRow));
}

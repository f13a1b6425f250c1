import { type BlogPost, blogImageUrl } from '@inkling/contracts/blog';
import { BLOG_SEED_POSTS } from '@inkling/contracts/content/blog-posts';
import { slugify } from '@inkling/contracts/rules';

/**
 * A stable UUID-shaped id for a seeded post at build time (the database gives the real one;
 * the page uses ids only as list keys, and the first refetch after hydration replaces them).
 */
function buildTimeId(index: number): string {
  return `00000000-0000-4000-8000-${String(index + 1).padStart(12, '0')}`;
}

/**
 * The seeded blog posts (contracts content/blog-posts) as the API presents them, newest first:
 * slug = slugify(title), body = paragraphs joined by blank lines, image = blogImageUrl(slug),
 * the same rules as the server's blogSeedRow (apps/server/src/services/blog.service.ts).
 */
export function seededBlogPosts(): BlogPost[] {
  return BLOG_SEED_POSTS.map((post, index) => {
    const slug = slugify(post.title);
    return {
      id: buildTimeId(index),
      slug,
      title: post.title,
      excerpt: post.excerpt,
      content: post.paragraphs.join('\n\n'),
      category: post.category,
      author: post.author,
      date: post.date,
      imageUrl: blogImageUrl(slug),
    };
  }).sort((a, b) => b.date.localeCompare(a.date));
}

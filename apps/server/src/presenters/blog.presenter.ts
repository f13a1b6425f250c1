import type { BlogPost } from '@inkling/contracts/blog';
import type { BlogPostRow } from '../db/schema';

/** A blog_posts row → the API's BlogPost (`full_content` is sent as `content`). */
export function presentBlogPost(row: BlogPostRow): BlogPost {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    excerpt: row.excerpt,
    content: row.fullContent,
    category: row.category,
    author: row.author,
    date: row.date,
    imageUrl: row.imageUrl,
  };
}

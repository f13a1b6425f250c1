import { asc, desc, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { type BlogPostRow, blogPosts } from '../db/schema';

/** The columns a writer supplies; id and timestamps come from the database. */
export type BlogPostInput = Omit<BlogPostRow, 'id' | 'createdAt' | 'updatedAt'>;

/**
 * Every post, newest first: date descending (spec content §7), then title and id so
 * posts of the same day always come in the same order.
 */
export async function listBlogPosts(db: Db): Promise<BlogPostRow[]> {
  return db.select().from(blogPosts).orderBy(desc(blogPosts.date), asc(blogPosts.title), asc(blogPosts.id));
}

/**
 * Inserts the posts, or updates the post with the same slug to the given text (one
 * statement, so concurrent start-ups cannot insert a slug twice). `updated_at` moves only
 * when something changed. Posts not in `posts` are left alone.
 */
export async function upsertBlogPosts(db: Db, posts: readonly BlogPostInput[]): Promise<void> {
  if (posts.length === 0) return;
  const incoming = (column: string) => sql.raw(`excluded.${column}`);
  await db
    .insert(blogPosts)
    .values([...posts])
    .onConflictDoUpdate({
      target: blogPosts.slug,
      set: {
        title: incoming('title'),
        excerpt: incoming('excerpt'),
        fullContent: incoming('full_content'),
        category: incoming('category'),
        author: incoming('author'),
        date: incoming('date'),
        imageUrl: incoming('image_url'),
        updatedAt: sql`now()`,
      },
      setWhere: sql`(${blogPosts.title}, ${blogPosts.excerpt}, ${blogPosts.fullContent}, ${blogPosts.category}, ${blogPosts.author}, ${blogPosts.date}, ${blogPosts.imageUrl}) is distinct from (excluded.title, excluded.excerpt, excluded.full_content, excluded.category, excluded.author, excluded.date, excluded.image_url)`,
    });
}

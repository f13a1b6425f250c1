import { createHash } from 'node:crypto';
import { type BlogPost, blogImageUrl } from '@inkling/contracts/blog';
import { BLOG_SEED_POSTS, type BlogSeedPost } from '@inkling/contracts/content/blog-posts';
import { slugify } from '@inkling/contracts/rules';
import type { AppContext } from '../context';
import { notFound } from '../errors';
import { presentBlogPost } from '../presenters/blog.presenter';
import * as blog from '../repositories/blog.repository';

/**
 * How long a process serves the blog from memory before reading it again, ms. Posts change
 * only when a server starts with new seed text (seedBlogPosts), which drops this process's
 * copy at once; another process's copy is at most this old — and browsers may keep the
 * answer for 300 s anyway (the routes' Cache-Control). Issue 15: the list is 33 KB of JSON
 * that was read, mapped and serialised for every visitor.
 */
export const BLOG_CACHE_TTL_MS = 60_000;

/** A JSON answer ready to send: its body and a strong ETag of that body. */
export interface JsonAnswer {
  body: string;
  etag: string;
}

interface BlogSnapshot {
  posts: BlogPost[];
  list: JsonAnswer;
  bySlug: Map<string, JsonAnswer>;
  /** Epoch ms (performance clock) after which the snapshot is read again. */
  until: number;
}

/** One snapshot per database (the app's ctx and bootstrap's share the Db object). */
const snapshots = new WeakMap<object, Promise<BlogSnapshot>>();

function jsonAnswer(value: unknown): JsonAnswer {
  const body = JSON.stringify(value);
  return { body, etag: `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"` };
}

/** The blog as this process serves it: from memory, read again after BLOG_CACHE_TTL_MS. */
async function blogSnapshot(ctx: Pick<AppContext, 'db'>): Promise<BlogSnapshot> {
  const cached = snapshots.get(ctx.db);
  if (cached) {
    const snapshot = await cached.catch(() => undefined);
    if (snapshot && snapshot.until > performance.now()) return snapshot;
    if (snapshots.get(ctx.db) !== cached) return blogSnapshot(ctx);
  }
  const loading = blog.listBlogPosts(ctx.db).then((rows) => {
    const posts = rows.map(presentBlogPost);
    return {
      posts,
      list: jsonAnswer(posts),
      bySlug: new Map(),
      until: performance.now() + BLOG_CACHE_TTL_MS,
    };
  });
  snapshots.set(ctx.db, loading);
  // A failed read is not remembered: the next request tries again.
  loading.catch(() => snapshots.get(ctx.db) === loading && snapshots.delete(ctx.db));
  return loading;
}

/** Every blog post, newest first (spec content §2 "Blog list", §7). Public. */
export async function listBlogPosts(ctx: Pick<AppContext, 'db'>): Promise<BlogPost[]> {
  return (await blogSnapshot(ctx)).posts;
}

/** listBlogPosts as a ready JSON body with its ETag (GET /api/blog/posts). */
export async function blogListJson(ctx: Pick<AppContext, 'db'>): Promise<JsonAnswer> {
  return (await blogSnapshot(ctx)).list;
}

/**
 * The post whose slug (derived from its title, spec content §2 "Blog post") is `slug`, as a
 * ready JSON body with its ETag. Public. Throws 404 `not_found` ("Blog post not found") when
 * there is none.
 */
export async function blogPostJson(ctx: Pick<AppContext, 'db'>, slug: string): Promise<JsonAnswer> {
  const snapshot = await blogSnapshot(ctx);
  let answer = snapshot.bySlug.get(slug);
  if (!answer) {
    const post = snapshot.posts.find((p) => p.slug === slug);
    if (!post) throw notFound('Blog post');
    answer = jsonAnswer(post);
    snapshot.bySlug.set(slug, answer);
  }
  return answer;
}

/**
 * Inserts posts, or updates them in place when their text changed (matched by slug), and
 * drops this process's copy of the blog so the next read shows them.
 */
export async function saveBlogPosts(
  ctx: Pick<AppContext, 'db'>,
  posts: readonly blog.BlogPostInput[],
): Promise<void> {
  snapshots.delete(ctx.db);
  try {
    await blog.upsertBlogPosts(ctx.db, posts);
  } finally {
    // Again after the write: a read that raced it may have cached the older posts.
    snapshots.delete(ctx.db);
  }
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
  await saveBlogPosts(ctx, BLOG_SEED_POSTS.map(blogSeedRow));
}

import { blogImageUrl, blogPostListSchema, blogPostSchema, splitParagraphs } from '@inkling/contracts/blog';
import { BLOG_SEED_POSTS } from '@inkling/contracts/content/blog-posts';
import { slugify } from '@inkling/contracts/rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { body } from '../../test/factories';
import { createHarness, type Harness, TEST_DATABASES } from '../../test/harness';
import { type BlogPostInput, upsertBlogPosts } from '../repositories/blog.repository';
import { blogSeedRow, saveBlogPosts, seedBlogPosts } from '../services/blog.service';

function post(title: string, date: string): BlogPostInput {
  const slug = slugify(title);
  return {
    slug,
    title,
    excerpt: `About ${title}`,
    fullContent: 'First.\n\nSecond.\n\nThird.',
    category: 'Tips',
    author: 'Inkling Team',
    date,
    imageUrl: blogImageUrl(slug),
  };
}

const get = (h: Harness, path: string) => h.app.request(path);

describe.each(TEST_DATABASES)('blog API on an empty blog (%s)', (kind) => {
  let h: Harness;
  beforeAll(async () => {
    h = await createHarness(kind);
  });
  afterAll(() => h.close());

  it('lists nothing, publicly, before any post exists', async () => {
    const res = await get(h, '/api/blog/posts');
    expect(res.status).toBe(200);
    expect(await body(res)).toEqual([]);
  });

  it('lists posts newest first whatever the insertion order, same-day posts by title', async () => {
    await saveBlogPosts(h.ctx, [
      post('Middle', '2026-03-01'),
      post('Oldest', '2025-01-05'),
      post('Newest', '2026-11-03'),
      post('Beta same day', '2026-03-01'),
    ]);
    const res = await get(h, '/api/blog/posts');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, max-age=300');
    const list = blogPostListSchema.parse(await body(res));
    expect(list.map((p) => p.title)).toEqual(['Newest', 'Beta same day', 'Middle', 'Oldest']);
    expect(list.map((p) => p.date)).toEqual(['2026-11-03', '2026-03-01', '2026-03-01', '2025-01-05']);
  });

  it('finds one post by its slug with the full content', async () => {
    await saveBlogPosts(h.ctx, [post("Kids' Printing Tips: Letter & A4!", '2026-04-04')]);
    const res = await get(h, '/api/blog/posts/kids-printing-tips-letter-a4');
    expect(res.status).toBe(200);
    const found = blogPostSchema.parse(await body(res));
    expect(found).toMatchObject({
      slug: 'kids-printing-tips-letter-a4',
      title: "Kids' Printing Tips: Letter & A4!",
      content: 'First.\n\nSecond.\n\nThird.',
      date: '2026-04-04',
      imageUrl: '/blog-images/kids-printing-tips-letter-a4.png',
    });
  });

  it('answers 404 not_found for an unknown slug and 400 for a malformed one', async () => {
    const missing = await get(h, '/api/blog/posts/no-such-post');
    expect(missing.status).toBe(404);
    expect(await body(missing)).toEqual({
      error: { code: 'not_found', message: 'Blog post not found' },
    });
    const malformed = await get(h, '/api/blog/posts/Not%20A%20Slug');
    expect(malformed.status).toBe(400);
    expect((await body(malformed)).error.code).toBe('bad_request');
  });

  it('answers 304 to a current ETag, and a new ETag once a post is saved', async () => {
    const first = await get(h, '/api/blog/posts');
    const etag = first.headers.get('etag');
    expect(etag).toMatch(/^"[\w-]{27}"$/);
    const again = await h.app.request('/api/blog/posts', { headers: { 'if-none-match': etag! } });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
    expect(again.headers.get('etag')).toBe(etag);
    const onePath = '/api/blog/posts/kids-printing-tips-letter-a4';
    const one = await get(h, onePath);
    const oneTag = one.headers.get('etag')!;
    expect(oneTag).not.toBe(etag);
    expect((await h.app.request(onePath, { headers: { 'if-none-match': `W/${oneTag}` } })).status).toBe(304);

    await saveBlogPosts(h.ctx, [post('Brand new', '2026-11-20')]);
    const changed = await h.app.request('/api/blog/posts', { headers: { 'if-none-match': etag! } });
    expect(changed.status).toBe(200);
    expect(changed.headers.get('etag')).not.toBe(etag);
    expect(blogPostListSchema.parse(await body(changed))[0]?.title).toBe('Brand new');
    // The post's own answer did not change, so neither did its tag.
    expect((await get(h, onePath)).headers.get('etag')).toBe(oneTag);
  });

  it('serves the posts from memory: a row written behind the service is read only after a save', async () => {
    const before = blogPostListSchema.parse(await body(await get(h, '/api/blog/posts')));
    await upsertBlogPosts(h.ctx.db, [post('Written behind the cache', '2026-11-21')]);
    const cached = blogPostListSchema.parse(await body(await get(h, '/api/blog/posts')));
    expect(cached).toEqual(before);
    await saveBlogPosts(h.ctx, []);
    const fresh = blogPostListSchema.parse(await body(await get(h, '/api/blog/posts')));
    expect(fresh[0]?.title).toBe('Written behind the cache');
  });

  it('documents both routes in the OpenAPI document', async () => {
    const doc = await body(await get(h, '/api/openapi.json'));
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/api/blog/posts', '/api/blog/posts/{slug}']),
    );
  });
});

describe.each(TEST_DATABASES)('blog seed (%s)', (kind) => {
  let h: Harness;
  beforeAll(async () => {
    h = await createHarness(kind);
  });
  afterAll(() => h.close());

  it('seeds every post once, even when run again, and leaves other posts alone', async () => {
    await saveBlogPosts(h.ctx, [post('A post written by hand', '2024-12-24')]);
    await seedBlogPosts(h.ctx);
    await seedBlogPosts(h.ctx);
    const list = blogPostListSchema.parse(await body(await get(h, '/api/blog/posts')));
    expect(list).toHaveLength(BLOG_SEED_POSTS.length + 1);
    expect(list.at(-1)?.title).toBe('A post written by hand');
    const dates = list.map((p) => p.date);
    expect([...dates].sort().reverse()).toEqual(dates);
  });

  it('updates a seeded post in place when its seed text changes', async () => {
    const first = BLOG_SEED_POSTS[0]!;
    const row = blogSeedRow(first);
    const before = blogPostSchema.parse(await body(await get(h, `/api/blog/posts/${row.slug}`)));
    await saveBlogPosts(h.ctx, [{ ...row, excerpt: 'Edited excerpt' }]);
    const after = blogPostSchema.parse(await body(await get(h, `/api/blog/posts/${row.slug}`)));
    expect(after.id).toBe(before.id);
    expect(after.excerpt).toBe('Edited excerpt');
    await seedBlogPosts(h.ctx);
    const restored = blogPostSchema.parse(await body(await get(h, `/api/blog/posts/${row.slug}`)));
    expect(restored).toEqual(before);
  });

  it('gives every seeded post the slug rule, a matching image, 3+ paragraphs and a real length', async () => {
    const list = blogPostListSchema.parse(await body(await get(h, '/api/blog/posts')));
    for (const seed of BLOG_SEED_POSTS) {
      const found = list.find((p) => p.title === seed.title);
      expect(found, seed.title).toBeDefined();
      expect(found!.slug).toBe(slugify(seed.title));
      expect(found!.imageUrl).toBe(`/blog-images/${found!.slug}.png`);
      const paragraphs = splitParagraphs(found!.content);
      expect(paragraphs.length, seed.title).toBeGreaterThanOrEqual(3);
      expect(paragraphs).toEqual([...seed.paragraphs]);
      const words = found!.content.split(/\s+/).length;
      expect(words, seed.title).toBeGreaterThanOrEqual(400);
      expect(words, seed.title).toBeLessThanOrEqual(800);
    }
  });
});

describe('blog seed content', () => {
  it('has 8+ posts with distinct titles, slugs and dates between 2025-01 and 2026-11', () => {
    expect(BLOG_SEED_POSTS.length).toBeGreaterThanOrEqual(8);
    const rows = BLOG_SEED_POSTS.map(blogSeedRow);
    expect(new Set(rows.map((r) => r.slug)).size).toBe(rows.length);
    expect(new Set(rows.map((r) => r.date)).size).toBe(rows.length);
    for (const row of rows) {
      expect(row.date >= '2025-01-01' && row.date <= '2026-11-22', row.date).toBe(true);
      expect(row.excerpt.length, row.slug).toBeLessThanOrEqual(200);
    }
  });
});

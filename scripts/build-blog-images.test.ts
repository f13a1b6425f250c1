import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { BLOG_IMAGE_WIDTH_PX } from '@inkling/contracts/blog';
import { BLOG_SEED_POSTS } from '@inkling/contracts/content/blog-posts';
import { slugify } from '@inkling/contracts/rules';
import { afterAll, describe, expect, it } from 'vitest';
import { buildBlogImages } from './build-blog-images';

const publicDir = mkdtempSync(path.join(tmpdir(), 'inkling-blog-images-'));
afterAll(() => rmSync(publicDir, { recursive: true, force: true }));

describe('scripts/build-blog-images', () => {
  it("writes a small 800 px grey PNG at every seeded post's image_url, then skips when up to date", async () => {
    const written = await buildBlogImages(publicDir);
    expect(written).toHaveLength(BLOG_SEED_POSTS.length);
    for (const post of BLOG_SEED_POSTS) {
      // The image_url the server stores for a seeded post (blog.routes.test.ts checks that side).
      const imageUrl = `/blog-images/${slugify(post.title)}.png`;
      const png = readFileSync(path.join(publicDir, imageUrl));
      expect(png.subarray(1, 4).toString('ascii')).toBe('PNG');
      expect(png.readUInt32BE(16), post.title).toBe(BLOG_IMAGE_WIDTH_PX);
      expect(png[25], 'colour type 0: greyscale').toBe(0);
      expect(png.length, post.title).toBeLessThan(150 * 1024);
    }
    expect(await buildBlogImages(publicDir)).toEqual([]);
  });

  it('redraws everything with force, byte for byte the same (fixed seeds)', async () => {
    const file = path.join(publicDir, `/blog-images/${slugify(BLOG_SEED_POSTS[0]!.title)}.png`);
    expect(existsSync(file)).toBe(true);
    const before = readFileSync(file);
    const written = await buildBlogImages(publicDir, { force: true });
    expect(written).toHaveLength(BLOG_SEED_POSTS.length);
    expect(readFileSync(file).equals(before)).toBe(true);
  });
});

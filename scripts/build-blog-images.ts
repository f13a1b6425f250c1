/**
 * Writes apps/web/public/blog-images/<slug>.png for every seeded blog post: a coloring
 * page drawn by the offline sketchbook engine from the post's image idea, so the blog
 * shows exactly what Inkling makes. Runs in the web app's `prebuild` after the guides.
 * Skips the work when every image is newer than the seed text, the engine and this
 * script (`--force` redraws anyway). Same inputs → same files (fixed seeds).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { BLOG_IMAGE_WIDTH_PX, blogImageUrl } from '@inkling/contracts/blog';
import { BLOG_SEED_POSTS, type BlogSeedPost } from '@inkling/contracts/content/blog-posts';
import { slugify } from '@inkling/contracts/rules';
import { generatePage, pageThumbnail } from '@inkling/engine';
import { outputsUpToDate, REPO_ROOT, sourcesIn } from './build-inputs';

/** Where the web app serves files from; blog images land in its blog-images/ folder. */
export const WEB_PUBLIC_DIR = join(REPO_ROOT, 'apps/web/public');

/**
 * Draws one post's image: a square kids' page (the sketchbook provider, fixed seed), its
 * 1024 px preview scaled to BLOG_IMAGE_WIDTH_PX and encoded as 8-bit grey PNG (DESIGN
 * "Stack": never palette). Returns the PNG bytes; throws EngineError if it cannot be drawn.
 */
export async function renderBlogImage(post: BlogSeedPost): Promise<Buffer> {
  const page = await generatePage({
    prompt: post.image.prompt,
    seed: post.image.seed,
    audience: 'kids',
    format: 'square',
  });
  return pageThumbnail(page.previewPng, BLOG_IMAGE_WIDTH_PX);
}

/** Path of a post's image below `publicDir`, matching the post's image_url (contracts blogImageUrl). */
export function blogImageFile(publicDir: string, post: BlogSeedPost): string {
  return join(publicDir, blogImageUrl(slugify(post.title)));
}

/**
 * Writes every seeded post's image below `publicDir` unless all are newer than their
 * inputs (the seed text, this script, the engine) and `force` is false. Returns the files
 * written with their sizes in bytes (empty when up to date).
 */
export async function buildBlogImages(
  publicDir: string,
  { force = false }: { force?: boolean } = {},
): Promise<{ path: string; bytes: number }[]> {
  const inputs = [
    'packages/contracts/src/content/blog-posts.ts',
    'scripts/build-blog-images.ts',
    'packages/contracts/src/blog.ts',
    ...sourcesIn('packages/engine/src'),
    ...sourcesIn('packages/safety/src'),
  ];
  const outputs = BLOG_SEED_POSTS.map((post) => ({ post, path: blogImageFile(publicDir, post) }));
  if (
    !force &&
    outputsUpToDate(
      inputs,
      outputs.map(({ path }) => path),
    )
  )
    return [];
  mkdirSync(join(publicDir, 'blog-images'), { recursive: true });
  const written: { path: string; bytes: number }[] = [];
  for (const { post, path } of outputs) {
    const png = await renderBlogImage(post);
    writeFileSync(path, png);
    written.push({ path, bytes: png.length });
  }
  return written;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const started = performance.now();
  const written = await buildBlogImages(WEB_PUBLIC_DIR, { force: process.argv.includes('--force') });
  if (written.length === 0) {
    console.log('blog images: up to date');
  } else {
    for (const { path, bytes } of written) {
      console.log(`blog images: ${path.slice(WEB_PUBLIC_DIR.length)} ${Math.round(bytes / 1024)} KB`);
    }
    console.log(`blog images: drew ${written.length} in ${Math.round(performance.now() - started)} ms`);
  }
}

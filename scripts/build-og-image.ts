/**
 * Writes apps/web/public/og-image.png: the site's 1200×630 link-preview picture (issue 18;
 * the Open Graph / Twitter "summary_large_image" size), the og:image of the public pages
 * except blog posts, which show their own picture. The engine's siteCard draws the words of
 * contracts content/seo beside the first blog post's coloring page, so the preview shows what
 * Inkling makes. Runs in the web app's `prebuild` after the blog images.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { BLOG_SEED_POSTS } from '@inkling/contracts/content/blog-posts';
import { OG_IMAGE_PATH, SITE_SEO } from '@inkling/contracts/content/seo';
import { siteCard } from '@inkling/engine';
import { blogImageFile, WEB_PUBLIC_DIR } from './build-blog-images';

/** The PNG bytes of the preview picture; throws when the first blog image is missing. */
export async function renderOgImage(publicDir: string): Promise<Buffer> {
  const first = BLOG_SEED_POSTS[0];
  if (!first) throw new Error('No blog post to draw the preview from');
  return siteCard(readFileSync(blogImageFile(publicDir, first)), {
    heading: SITE_SEO.ogImageHeading,
    tagline: SITE_SEO.ogImageTagline,
    caption: SITE_SEO.ogImageCaption,
  });
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const out = join(WEB_PUBLIC_DIR, OG_IMAGE_PATH);
  writeFileSync(out, await renderOgImage(WEB_PUBLIC_DIR));
  console.log(`og image: ${out}`);
}

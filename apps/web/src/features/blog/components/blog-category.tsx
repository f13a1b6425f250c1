import { BLOG_IMAGE_WIDTH_PX, type BlogPost, blogImageAlt } from '@inkling/contracts/blog';
import { cn } from '../../../lib/cn';
import { formatBlogDate } from '../format-blog-date';

/** Soft background + AA-contrast text per seeded category; other categories get the brand tone. */
const TONES: Record<string, string> = {
  Tips: 'bg-sun-soft text-[#8a5a00]',
  Education: 'bg-sky-soft text-[#165593]',
  Activities: 'bg-tangerine-soft text-[#b34a1c]',
  Guides: 'bg-leaf-soft text-[#17794a]',
  Product: 'bg-berry-soft text-[#b0264f]',
};

/** A post's category as a small coloured pill. */
export function BlogCategory({ category, className }: { category: string; className?: string }) {
  return (
    <span
      className={cn(
        'inline-flex rounded-full px-3 py-1 text-sm font-bold',
        TONES[category] ?? 'bg-grape-soft text-grape-dark',
        className,
      )}
    >
      {category}
    </span>
  );
}

/** A post's category pill and its long-form date (spec content §2: cards and the post page). */
export function BlogPostMeta({ category, date }: { category: string; date: string }) {
  return (
    <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-ink-soft">
      <BlogCategory category={category} />
      <time dateTime={date} className="font-semibold">
        {formatBlogDate(date)}
      </time>
    </p>
  );
}

/**
 * A post's coloring-page picture (BLOG_IMAGE_WIDTH_PX square, letterboxed into the frame the
 * `className` gives). `lazy` for cards that may be below the fold; `priority` for the page's
 * largest picture (the post page's, the first card's): fetched first (`fetchpriority="high"`,
 * which the prerender also preloads from the head, issue 18).
 */
export function BlogPostImage({
  post,
  lazy = false,
  priority = false,
  className,
}: {
  post: BlogPost;
  lazy?: boolean;
  priority?: boolean;
  className: string;
}) {
  return (
    <img
      src={post.imageUrl}
      alt={blogImageAlt(post.title)}
      width={BLOG_IMAGE_WIDTH_PX}
      height={BLOG_IMAGE_WIDTH_PX}
      loading={lazy && !priority ? 'lazy' : undefined}
      decoding={lazy && !priority ? 'async' : undefined}
      fetchPriority={priority ? 'high' : undefined}
      className={cn('mx-auto w-full object-contain', className)}
    />
  );
}

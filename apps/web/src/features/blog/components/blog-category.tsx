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
 * `className` gives). `lazy` for cards below the fold; the post page loads it at once.
 */
export function BlogPostImage({
  post,
  lazy = false,
  className,
}: {
  post: BlogPost;
  lazy?: boolean;
  className: string;
}) {
  return (
    <img
      src={post.imageUrl}
      alt={blogImageAlt(post.title)}
      width={BLOG_IMAGE_WIDTH_PX}
      height={BLOG_IMAGE_WIDTH_PX}
      loading={lazy ? 'lazy' : undefined}
      decoding={lazy ? 'async' : undefined}
      className={cn('mx-auto w-full object-contain', className)}
    />
  );
}

import { z } from 'zod';

/**
 * The blog (spec content §2 "Blog list" / "Blog post", §3 blog_posts, §9): the API's
 * shapes, the page texts quoted from the spec and the rules both sides share.
 */

/** Posts shown before "Show more" (spec content §9). */
export const BLOG_PAGE_SIZE = 6;

/** Appended to a post's title for the document title (spec content §2 "Blog post": a blog suffix). */
export const BLOG_TITLE_SUFFIX = ' | Inkling Blog';

/** Texts of the blog pages; the quoted ones are the spec's wording (spec content §2). */
export const BLOG_TEXTS = {
  heading: 'Blog',
  eyebrow: 'The Inkling Blog',
  tagline:
    'Insights, tutorials and updates for parents and teachers: coloring and child development, printing tips, classroom ideas and what is new in Inkling.',
  metaDescription:
    'Insights, tutorials and updates from Inkling: coloring and fine-motor skills, printing tips, classroom ideas, prompt writing and family activities.',
  loadFailed: 'Failed to load blog posts',
  tryAgain: 'Try Again',
  notFoundTitle: 'Post Not Found',
  notFoundText: "The blog post you're looking for doesn't exist.",
  errorTitle: 'Error Loading Post',
  errorText: 'There was an error loading this blog post.',
  backToBlog: 'Back to Blog',
  showMore: 'Show more',
  showLess: 'Show less',
  loadingPosts: 'Loading blog posts',
  loadingPost: 'Loading blog post',
  ctaText: 'Ready to make a page of your own?',
  ctaButton: 'Start Creating',
} as const;

/**
 * A slug as `slugify` (rules.ts) makes it: lower-case letters, digits and hyphens,
 * at most 200 characters (our bound; titles are far shorter).
 */
export const blogSlugSchema = z
  .string()
  .min(1)
  .max(200)
  .regex(/^[a-z0-9-]+$/, 'A blog slug has only lower-case letters, digits and hyphens');

/** A blog post as the API returns it; `content` is the spec's full_content. */
export const blogPostSchema = z.object({
  id: z.uuid(),
  slug: blogSlugSchema,
  title: z.string(),
  excerpt: z.string(),
  /** The body: paragraphs separated by blank lines (see {@link splitParagraphs}). */
  content: z.string(),
  category: z.string(),
  author: z.string(),
  /** Publication day, YYYY-MM-DD (a calendar date, no time zone). */
  date: z.iso.date(),
  /** Site-relative image path, e.g. "/blog-images/<slug>.png". */
  imageUrl: z.string(),
});
export type BlogPost = z.infer<typeof blogPostSchema>;

/** `GET /api/blog/posts`: every post, newest first (spec content §7 "ordered by date descending"). */
export const blogPostListSchema = z.array(blogPostSchema);

/** Public path of a post's coloring-page image, made by scripts/build-blog-images.ts. */
export function blogImageUrl(slug: string): string {
  return `/blog-images/${slug}.png`;
}

/**
 * Side of a (square) blog image, px. Cards are about 400 CSS px wide and the post page about
 * 700, so 800 px is sharp on most screens while each file stays small (≈ 30–60 KB).
 */
export const BLOG_IMAGE_WIDTH_PX = 800;

/** The alt text of a post's image: what the picture is and which post it belongs to. */
export function blogImageAlt(title: string): string {
  return `Black-and-white coloring page made with Inkling for "${title}"`;
}

/**
 * A post body split into paragraphs on blank lines (spec content §2 "body split into
 * paragraphs on blank lines"): a blank line is a line break followed by optional
 * whitespace and another line break; paragraphs are trimmed and empty ones dropped, so
 * Windows line endings and trailing blank lines give the same paragraphs.
 */
export function splitParagraphs(body: string): string[] {
  return body
    .split(/\r?\n[ \t]*\r?\n/)
    .map((paragraph) => paragraph.trim())
    .filter((paragraph) => paragraph.length > 0);
}

/**
 * The blog's zod schemas, for the fetchers to import when they first run: a prerendered blog
 * page starts with its posts in the cache, so zod stays off its first screen (issue 18).
 */
export { blogPostListSchema, blogPostSchema } from '@inkling/contracts/blog';

import { type BlogPost, blogPostListSchema } from '@inkling/contracts/blog';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

/** Cache key of the post list; the single-post query reads it for an instant first paint. */
export const blogPostsQueryKey = ['blog', 'posts'] as const;

/** GET /api/blog/posts: every post, newest first (public). Throws ApiError. */
export async function getBlogPosts(): Promise<BlogPost[]> {
  return blogPostListSchema.parse(await apiFetch<unknown>('/api/blog/posts'));
}

/** The blog's posts for /blog. */
export function useBlogPosts() {
  return useQuery({ queryKey: blogPostsQueryKey, queryFn: getBlogPosts });
}

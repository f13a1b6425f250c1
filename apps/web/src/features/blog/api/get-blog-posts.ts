import type { BlogPost } from '@inkling/contracts/blog';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

/** Cache key of the post list; the single-post query reads it for an instant first paint. */
export const blogPostsQueryKey = ['blog', 'posts'] as const;

/** GET /api/blog/posts: every post, newest first (public), checked against the contract. Throws ApiError. */
export async function getBlogPosts(): Promise<BlogPost[]> {
  const [body, { blogPostListSchema }] = await Promise.all([
    apiFetch<unknown>('/api/blog/posts'),
    import('./blog-schemas'),
  ]);
  return blogPostListSchema.parse(body);
}

/** The blog's posts for /blog. */
export function useBlogPosts() {
  return useQuery({ queryKey: blogPostsQueryKey, queryFn: getBlogPosts });
}

import { type BlogPost, blogSlugSchema } from '@inkling/contracts/blog';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { blogPostsQueryKey } from './get-blog-posts';

/** GET /api/blog/posts/{slug}: one post. Throws ApiError (`not_found` when there is none). */
export async function getBlogPost(slug: string): Promise<BlogPost> {
  const [body, { blogPostSchema }] = await Promise.all([
    apiFetch<unknown>(`/api/blog/posts/${encodeURIComponent(slug)}`),
    import('./blog-schemas'),
  ]);
  return blogPostSchema.parse(body);
}

/**
 * One post by slug (spec content §4 "Blog post load": loading, loaded, not found, error).
 * A slug that no post could have (see blogSlugSchema) is not fetched: `validSlug` is false
 * and the page shows "Post Not Found". Coming from /blog, the listed post is shown at once
 * while the full post loads.
 */
export function useBlogPost(slug: string) {
  const queryClient = useQueryClient();
  const validSlug = blogSlugSchema.safeParse(slug).success;
  const query = useQuery({
    queryKey: [...blogPostsQueryKey, slug],
    queryFn: () => getBlogPost(slug),
    enabled: validSlug,
    placeholderData: () =>
      queryClient.getQueryData<BlogPost[]>(blogPostsQueryKey)?.find((post) => post.slug === slug),
  });
  return { ...query, validSlug };
}

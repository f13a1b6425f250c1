import {
  type CommunityPage,
  type CommunityPost,
  type CommunityPostCreated,
  type CommunityReportReason,
  type CreateCommunityPost,
  GALLERY_PAGE_SIZE,
  type HeartState,
} from '@inkling/contracts/community';
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../api-client';
import { queryKeys } from '../query-keys';

const postPath = (postId: string) => `/api/community/posts/${encodeURIComponent(postId)}`;

/**
 * GET /api/community/posts?cursor=&limit= (public): approved posts newest first, `limit`
 * (default GALLERY_PAGE_SIZE = 8) at a time; `nextCursor` null at the end.
 */
export function getCommunityPage(cursor: string | null, limit = GALLERY_PAGE_SIZE): Promise<CommunityPage> {
  const query = new URLSearchParams({ limit: String(limit) });
  if (cursor) query.set('cursor', cursor);
  return apiFetch<CommunityPage>(`/api/community/posts?${query}`);
}

/** The home gallery: pages of 8 approved posts, the next one fetched on "Show more". */
export function useCommunityGallery() {
  return useInfiniteQuery({
    queryKey: queryKeys.communityGallery,
    queryFn: ({ pageParam }) => getCommunityPage(pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });
}

/** GET /api/community/posts/:id: one post (approved; the author and moderators see any status). 404 otherwise. */
export function getCommunityPost(postId: string): Promise<CommunityPost> {
  return apiFetch<CommunityPost>(postPath(postId));
}

export function useCommunityPost(postId: string) {
  return useQuery({ queryKey: queryKeys.communityPost(postId), queryFn: () => getCommunityPost(postId) });
}

/**
 * POST /api/community/posts {generationId, comment}: 201 a new pending post, 200 the page's
 * earlier post (`replayed`). Errors: 401, 404 not your page, 409 page not finished, 422
 * `blocked_prompt` (the comment is refused; its message says why), 429 rate_limited.
 */
export function createCommunityPost(input: CreateCommunityPost): Promise<CommunityPostCreated> {
  return apiFetch<CommunityPostCreated>('/api/community/posts', { method: 'POST', body: input });
}

/** Posts a page to the community and refreshes the project's sharing state. */
export function useCreateCommunityPost(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCommunityPost,
    // Not awaited: the refreshed state replaces the button whose dialog shows the outcome.
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.projectSharing(projectId) });
    },
  });
}

/** DELETE /api/community/posts/:id (204): the author withdraws it, a moderator removes it; 404 for others. */
export function deleteCommunityPost(postId: string): Promise<void> {
  return apiFetch<void>(postPath(postId), { method: 'DELETE' });
}

/**
 * Deletes a post and refreshes the gallery, sharing states and the queue. The refresh is not
 * awaited: it removes the card (or status) that started the delete, and a caller's own
 * onSuccess (its toast) only runs while that component is still mounted.
 */
export function useDeleteCommunityPost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCommunityPost,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.community });
      void queryClient.invalidateQueries({ queryKey: queryKeys.projects });
      void queryClient.invalidateQueries({ queryKey: queryKeys.moderation });
    },
  });
}

/** POST /api/community/posts/:id/reports {reason} (204; 404 not visible, 409 own post). */
export function reportCommunityPost(input: { postId: string; reason: CommunityReportReason }): Promise<void> {
  return apiFetch<void>(`${postPath(input.postId)}/reports`, {
    method: 'POST',
    body: { reason: input.reason },
  });
}

export function useReportCommunityPost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reportCommunityPost,
    // Enough reports hide a post: the gallery may change (not awaited, as in useDeleteCommunityPost).
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.community });
    },
  });
}

/**
 * POST (on) or DELETE (off) /api/community/posts/:id/heart (issue 34): the post's hearts
 * after the change. 401 signed out, 404 not an approved post, 429 rate_limited.
 */
export function setHeart(input: { postId: string; on: boolean }): Promise<HeartState> {
  return apiFetch<HeartState>(`${postPath(input.postId)}/heart`, { method: input.on ? 'POST' : 'DELETE' });
}

/** Hearts or un-hearts a post; the gallery and post queries refresh in the background. */
export function useSetHeart() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setHeart,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.community });
      void queryClient.invalidateQueries({ queryKey: queryKeys.challenge });
    },
  });
}

import type { Generation } from '@inkling/contracts/api';
import type { CommunityPost } from '@inkling/contracts/community';
import type { PageFormat } from '@inkling/contracts/page';
import { useQuery } from '@tanstack/react-query';
import { get, set } from 'idb-keyval';
import { ApiError, apiFetch } from '../../../lib/api-client';
import { formatOfSize } from '../../../lib/page-image';

/** Which page is being coloured: an own generation or a public community post (colored locally). */
export type ColoringTarget = { kind: 'generation'; id: string } | { kind: 'community'; id: string };

/** What the coloring screen needs of a page: its words, its print PNG and where its work is kept. */
export interface ColoringSource {
  target: ColoringTarget;
  prompt: string;
  format: PageFormat;
  /** The full-size print PNG. */
  png: Blob;
  /** IndexedDB key of the colour layer's autosave. */
  saveKey: string;
  /** The owner's project (back link), when it is an own page. */
  projectId: string | null;
}

/** IndexedDB keys: the colour layer and the page kept for offline reopening. */
export function coloringKeys(target: ColoringTarget) {
  const id = `${target.kind}:${target.id}`;
  return { save: `inkling-coloring:${id}`, page: `inkling-coloring-page:${id}` };
}

interface StoredPage {
  prompt: string;
  format: PageFormat;
  png: Blob;
  projectId: string | null;
}

async function fetchPng(url: string): Promise<Blob> {
  let response: Response;
  try {
    response = await fetch(url, { credentials: 'same-origin' });
  } catch {
    throw new ApiError('network', 'PNG', 0);
  }
  if (!response.ok)
    throw new ApiError(response.status === 404 ? 'not_found' : 'unknown', 'PNG', response.status);
  return response.blob();
}

/**
 * Loads a page for coloring: GET /api/generations/:id (owner only) or
 * GET /api/community/posts/:id (public), then its print PNG. The page is kept in IndexedDB so
 * it opens again offline (issue 17 "works offline once loaded"); when the network fails, the
 * kept copy is used. Throws the ApiError of the request when there is no kept copy.
 */
export async function loadColoringSource(target: ColoringTarget): Promise<ColoringSource> {
  const keys = coloringKeys(target);
  try {
    let page: StoredPage;
    if (target.kind === 'generation') {
      const generation = await apiFetch<Generation>(`/api/generations/${encodeURIComponent(target.id)}`);
      if (!generation.result) throw new ApiError('not_found', 'Not finished', 404);
      page = {
        prompt: generation.prompt,
        format: generation.format,
        png: await fetchPng(generation.result.printUrl),
        projectId: generation.projectId,
      };
    } else {
      const post = await apiFetch<CommunityPost>(`/api/community/posts/${encodeURIComponent(target.id)}`);
      page = {
        prompt: post.prompt,
        format: formatOfSize(post.width, post.height),
        png: await fetchPng(post.printUrl),
        projectId: null,
      };
    }
    await set(keys.page, page).catch(() => undefined);
    return { target, saveKey: keys.save, ...page };
  } catch (error) {
    const offline = error instanceof ApiError && (error.code === 'network' || error.status >= 500);
    const kept = offline
      ? ((await get(keys.page).catch(() => undefined)) as StoredPage | undefined)
      : undefined;
    if (kept) return { target, saveKey: keys.save, ...kept };
    throw error;
  }
}

export function useColoringSource(target: ColoringTarget) {
  return useQuery({
    queryKey: ['coloring', target.kind, target.id],
    queryFn: () => loadColoringSource(target),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
    retry: false,
  });
}

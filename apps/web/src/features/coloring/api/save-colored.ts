import type { Generation } from '@inkling/contracts/api';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/**
 * PUT /api/generations/:id/colored (multipart, the PNG in `image`): "Save to my book"
 * (issue 17). Answers the generation with `result.coloredUrl`. Errors: 401, 404 not your page,
 * 409 not finished, 413 too large, 415 not a PNG, 400 not the page's shape, 429.
 */
export function saveColoredPage(generationId: string, png: Blob): Promise<Generation> {
  const form = new FormData();
  form.append('image', new File([png], 'colored.png', { type: 'image/png' }));
  return apiFetch<Generation>(`/api/generations/${encodeURIComponent(generationId)}/colored`, {
    method: 'PUT',
    body: form,
  });
}

/** Saves the coloured page and refreshes its project, so the workspace shows it beside the line art. */
export function useSaveColoredPage(generationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (png: Blob) => saveColoredPage(generationId, png),
    onSuccess: (generation) => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.project(generation.projectId) });
    },
  });
}

import {
  type CreatedGeneration,
  type CreateGeneration,
  type Generation,
  IDEMPOTENCY_KEY_HEADER,
  type Project,
} from '@inkling/contracts/api';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../api-client';
import { queryKeys } from '../query-keys';

/** Inserts or replaces a generation in a project, keeping the oldest-first order (docs/api.md). */
export function upsertGeneration(project: Project, generation: Generation): Project {
  const others = project.generations.filter((g) => g.id !== generation.id);
  const generations = [...others, generation].sort((a, b) => a.createdAt.localeCompare(b.createdAt));
  return { ...project, generations };
}

/** What one press of send asks for: the fields, the optional photo and the draft's key. */
export interface CreateGenerationRequest {
  input: CreateGeneration;
  /** Reference photo, sent as the multipart file field `inputImage` (JPEG/PNG/WebP ≤ 10 MB). */
  image?: File | null;
  /**
   * The draft's Idempotency-Key (≤ 200 characters), made once per draft by the prompt box:
   * the same key gets the first answer again, with no second page and no second charge.
   */
  idempotencyKey: string;
}

/**
 * POST /api/generations, the one call that makes a page (docs/api.md, issue 9): it creates
 * the project when `input.projectId` is absent, spends one credit and queues the page.
 * JSON without a photo, `multipart/form-data` with one. Resolves to `{ project, generation,
 * replayed }` (201); throws ApiError 401 `unauthenticated`, 402 `insufficient_credits`,
 * 404 `not_found`, 413 `payload_too_large`, 415 `unsupported_media_type`, 422
 * `blocked_prompt` (message = the kid-safety text), 429 `rate_limited`, 400 `bad_request`,
 * or code `network` when no answer came.
 */
export function createGeneration({
  input,
  image,
  idempotencyKey,
}: CreateGenerationRequest): Promise<CreatedGeneration> {
  const headers = { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey };
  if (!image)
    return apiFetch<CreatedGeneration>('/api/generations', { method: 'POST', body: input, headers });
  const form = new FormData();
  for (const [name, value] of Object.entries(input)) {
    // Objects (the marked subject) travel as JSON text, as the API's multipart form expects.
    if (value !== undefined)
      form.append(name, typeof value === 'object' ? JSON.stringify(value) : String(value));
  }
  form.append('inputImage', image, image.name);
  return apiFetch<CreatedGeneration>('/api/generations', { method: 'POST', body: form, headers });
}

/**
 * The mutation behind the prompt box (the one way to write from the web: TanStack Query).
 * On success it seeds the workspace's project query with the server's answer (a new
 * project gets `{ ...project, generations: [generation] }`, a known one gets the page
 * added; nothing is invented) and refreshes the project list and the session's credits.
 */
export function useCreateGeneration() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createGeneration,
    onSuccess: ({ project, generation }) => {
      queryClient.setQueryData<Project>(queryKeys.project(project.id), (old) =>
        upsertGeneration(old ?? { ...project, generations: [], refundedPageIds: [] }, generation),
      );
      void queryClient.invalidateQueries({ queryKey: queryKeys.projects, exact: true });
      void queryClient.invalidateQueries({ queryKey: queryKeys.session });
    },
  });
}

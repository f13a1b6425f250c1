import type { CreateGeneration, Generation } from '@inkling/contracts/api';
import { apiFetch } from '../api-client';

/** A random key; crypto.randomUUID exists only in secure contexts (not plain-http LAN hosts). */
function randomKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join(
    '',
  );
}

/**
 * POST /api/projects/:id/generations: starts a page (1 credit). Throws ApiError 402
 * `insufficient_credits` or 422 `blocked_prompt` (nothing charged), see docs/api.md.
 * An Idempotency-Key makes a double submit start one page only.
 */
export function createGeneration(projectId: string, input: CreateGeneration): Promise<Generation> {
  return apiFetch<Generation>(`/api/projects/${encodeURIComponent(projectId)}/generations`, {
    method: 'POST',
    body: input,
    headers: { 'Idempotency-Key': randomKey() },
  });
}

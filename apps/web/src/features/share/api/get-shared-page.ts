import type { SharedPage } from '@inkling/contracts/community';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

/** GET /api/share/:token (public): the shared page and its prompt; 404 when unknown or revoked. */
export function getSharedPage(token: string): Promise<SharedPage> {
  return apiFetch<SharedPage>(`/api/share/${encodeURIComponent(token)}`);
}

export function useSharedPage(token: string) {
  return useQuery({ queryKey: ['share', token], queryFn: () => getSharedPage(token) });
}

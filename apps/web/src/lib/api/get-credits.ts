import type { Credits } from '@inkling/contracts/api';
import { apiFetch } from '../api-client';

/** GET /api/credits: the signed-in user's balance (401 when signed out). */
export function getCredits(): Promise<Credits> {
  return apiFetch<Credits>('/api/credits');
}

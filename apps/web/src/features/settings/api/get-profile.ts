import type { Profile } from '@inkling/contracts/profile';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

/** Cache key of the signed-in user's profile; the settings mutations write to it. */
export const profileQueryKey = ['profile'] as const;

/** GET /api/profile: full name, e-mail and avatar URL of the signed-in user (401 signed out). */
export function getProfile(): Promise<Profile> {
  return apiFetch<Profile>('/api/profile');
}

/** The signed-in user's profile; pass `enabled: false` while signed out (the API answers 401). */
export function useProfile({ enabled }: { enabled: boolean }) {
  return useQuery({ queryKey: profileQueryKey, queryFn: getProfile, enabled });
}

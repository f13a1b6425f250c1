import type { Profile, UpdateProfile } from '@inkling/contracts/profile';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { profileQueryKey } from './get-profile';

/** PATCH /api/profile `{ fullName }` (trimmed, 1–100 characters): the updated profile. */
export function updateProfile(input: UpdateProfile): Promise<Profile> {
  return apiFetch<Profile>('/api/profile', { method: 'PATCH', body: input });
}

/** Saves the full name, then refreshes the session so the header and user menu show it. */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (profile) => {
      queryClient.setQueryData(profileQueryKey, profile);
      return queryClient.invalidateQueries({ queryKey: queryKeys.session });
    },
  });
}

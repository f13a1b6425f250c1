import type { Profile } from '@inkling/contracts/profile';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { profileQueryKey } from './get-profile';

/**
 * PUT /api/profile/avatar (multipart `file`): the cropped 300×300 JPEG. The server
 * re-encodes and stores it and answers with the profile (413 over 2 MB, 400 not a picture).
 */
export function uploadAvatar(photo: Blob): Promise<Profile> {
  const form = new FormData();
  form.append('file', photo, 'avatar.jpg');
  return apiFetch<Profile>('/api/profile/avatar', { method: 'PUT', body: form });
}

/** Uploads the photo, then refreshes the session so the header avatar changes too. */
export function useUploadAvatar() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadAvatar,
    onSuccess: (profile) => {
      queryClient.setQueryData(profileQueryKey, profile);
      return queryClient.invalidateQueries({ queryKey: queryKeys.session });
    },
  });
}

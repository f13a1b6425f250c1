import type { Profile } from '@inkling/contracts/profile';
import type { ProfileView } from '../repositories/profiles.repository';
import { fileUrl } from './generation.presenter';

/**
 * A profile view → the API's Profile (contracts `profileSchema`). Without an avatar of ours
 * the photo is the session's `user.image` (e.g. the Google picture), so the settings page
 * shows the same face as the header.
 */
export function presentProfile(view: ProfileView): Profile {
  return {
    fullName: view.fullName,
    email: view.email,
    avatarUrl: view.avatarFileId ? fileUrl(view.avatarFileId) : view.image,
    updatedAt: view.updatedAt.toISOString(),
  };
}

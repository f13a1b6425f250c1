import type { Profile } from '@inkling/contracts/profile';
import type { ProfileView } from '../repositories/profiles.repository';
import { fileUrl } from './generation.presenter';

/** A profile view → the API's Profile (contracts `profileSchema`). */
export function presentProfile(view: ProfileView): Profile {
  return {
    fullName: view.fullName,
    email: view.email,
    avatarUrl: view.avatarFileId ? fileUrl(view.avatarFileId) : null,
    updatedAt: view.updatedAt.toISOString(),
  };
}

import {
  AVATAR_MAX_BYTES,
  type Profile,
  SETTINGS_TOASTS,
  type UpdateProfile,
} from '@inkling/contracts/profile';
import { EngineError } from '@inkling/engine';
import type { AppContext } from '../context';
import { AppError, notFound } from '../errors';
import { fileUrl } from '../presenters/generation.presenter';
import { presentProfile } from '../presenters/profile.presenter';
import * as profiles from '../repositories/profiles.repository';
import { reviewAgainAfterNameChange } from './community.service';
import { removeFiles, storeFile } from './files.service';

/** The signed-in user's profile (spec content §7 "Read profile"). Throws 404 for an unknown user. */
export async function getProfile(ctx: Pick<AppContext, 'db'>, userId: string): Promise<Profile> {
  const view = await profiles.findProfile(ctx.db, userId);
  if (!view) throw notFound('Profile');
  return presentProfile(view);
}

/**
 * Saves the user's full name (spec content §2 "Update Profile", §6: own profile only) on
 * the profile and on better-auth's user, so the session, header and user menu show it too.
 * `input` is already trimmed and 1–100 characters (contracts `updateProfileSchema`). When the
 * name the gallery shows changes, the user's approved posts go back to review (issue 27 #5).
 */
export async function updateProfile(
  ctx: Pick<AppContext, 'db' | 'engine' | 'clock'>,
  userId: string,
  input: UpdateProfile,
): Promise<Profile> {
  await ctx.db.transaction(async (tx) => {
    const before = await profiles.findProfile(tx, userId);
    await profiles.updateFullName(tx, userId, input.fullName);
    if (before) await reviewAgainAfterNameChange({ ...ctx, db: tx }, userId, before.fullName, input.fullName);
  });
  return getProfile(ctx, userId);
}

/**
 * Replaces the user's profile photo (spec content "Profile photo flow", §5; app issue: the
 * avatar is a file, not a data URL in the row). The bytes (≤ AVATAR_MAX_BYTES, else 413
 * "Image must be less than 2MB") are judged by decoding, not by their declared type (400
 * for anything that is not a JPEG/PNG/WebP picture, 413 above 50 MP), re-encoded by the
 * engine to a 300 × 300 JPEG without metadata and stored as a file of kind 'avatar'.
 * `profiles.avatar_key` and `user.image` then point at it, and every earlier avatar file of
 * the user (row and blob) is removed, so new photos do not pile up. The profile row is
 * locked meanwhile, so two uploads at once leave exactly one avatar.
 */
export async function replaceAvatar(ctx: AppContext, userId: string, bytes: Buffer): Promise<Profile> {
  if (bytes.length > AVATAR_MAX_BYTES) throw avatarTooLarge();
  let avatar: Awaited<ReturnType<AppContext['engine']['reencodeAvatar']>>;
  try {
    avatar = await ctx.engine.reencodeAvatar(bytes);
  } catch (error) {
    if (error instanceof EngineError && error.code === 'image_too_large') {
      throw new AppError('payload_too_large', error.message);
    }
    if (error instanceof EngineError) throw new AppError('bad_request', error.message);
    throw error;
  }
  const replaced = await ctx.db.transaction(async (tx) => {
    await profiles.lockProfile(tx, userId);
    const file = await storeFile(
      { ...ctx, db: tx },
      {
        userId,
        kind: 'avatar',
        bytes: avatar.bytes,
        contentType: avatar.contentType,
        width: avatar.width,
        height: avatar.height,
      },
    );
    await profiles.setAvatar(tx, userId, { storageKey: file.key, url: fileUrl(file.id) });
    return profiles.otherAvatarFileIds(tx, userId, file.id);
  });
  await removeFiles(ctx, replaced);
  return getProfile(ctx, userId);
}

/** The 413 of a profile photo over AVATAR_MAX_BYTES, worded as the spec's toast (spec content §5). */
export function avatarTooLarge(): AppError {
  return new AppError('payload_too_large', SETTINGS_TOASTS.photoTooLarge);
}

import { z } from 'zod';

/**
 * Account settings: the profile's request/response shapes, the profile-photo limits and
 * the settings texts (spec content §2 "Account settings" and "Profile photo flow", §3
 * profiles, §5, §8). Server routes and the web settings page both import them from here.
 */

/**
 * Longest full name, characters. Our bound (the spec sets none); the same 100 as the name
 * of local sign-in, so a name that signed in can always be saved again.
 */
export const FULL_NAME_MAX_CHARS = 100;

/** Largest profile photo, bytes: the picked file and the uploaded crop alike (spec content §5, §9: 2 MB). */
export const AVATAR_MAX_BYTES = 2 * 1024 * 1024;
/** Side of the stored square avatar, px (spec content §5: output 300x300). */
export const AVATAR_SIZE_PX = 300;
/** JPEG quality of the avatar, 0–1 as canvas.toBlob takes it (spec content §5: 0.9). */
export const AVATAR_JPEG_QUALITY = 0.9;
/** Content type of the stored avatar (spec content §5: JPEG). */
export const AVATAR_CONTENT_TYPE = 'image/jpeg';
/** File types the photo picker offers (spec content §5: hint "JPG, PNG"). */
export const AVATAR_ACCEPT = 'image/jpeg,image/png';
/** Crop zoom range and step (spec content §5: 0.5 to 3 in steps of 0.1). */
export const AVATAR_ZOOM = { min: 0.5, max: 3, step: 0.1, initial: 1 } as const;
/** Each press of Rotate turns the photo by this much, degrees (spec content §5). */
export const AVATAR_ROTATION_STEP_DEG = 90;

/**
 * A zoom value on the crop's scale: clamped to 0.5–3 and rounded to the 0.1 step, so
 * floating-point noise (0.30000000000000004) never reaches the slider or its label.
 */
export function snapZoom(value: number): number {
  const clamped = Math.min(AVATAR_ZOOM.max, Math.max(AVATAR_ZOOM.min, value));
  const steps = Math.round((clamped - AVATAR_ZOOM.min) / AVATAR_ZOOM.step);
  return Number((AVATAR_ZOOM.min + steps * AVATAR_ZOOM.step).toFixed(2));
}

/** The rotation after one more press of Rotate: 0 → 90 → 180 → 270 → 0 degrees. */
export function nextRotation(degrees: number): number {
  return (((degrees + AVATAR_ROTATION_STEP_DEG) % 360) + 360) % 360;
}

/** The signed-in user's profile (GET/PATCH /api/profile). */
export const profileSchema = z.object({
  fullName: z.string(),
  /** Read-only: the e-mail of the Google account (or of local sign-in). */
  email: z.string(),
  /**
   * `/api/files/<id>` of the 300×300 JPEG avatar (owner only); before one is uploaded, the
   * sign-in provider's picture (Google) or null.
   */
  avatarUrl: z.string().nullable(),
  updatedAt: z.string(),
});
export type Profile = z.infer<typeof profileSchema>;

/** PATCH /api/profile; the settings form validates with the same schema. */
export const updateProfileSchema = z.object({
  fullName: z
    .string()
    .trim()
    .min(1, 'Please enter your name')
    .max(FULL_NAME_MAX_CHARS, `Please use at most ${FULL_NAME_MAX_CHARS} characters`),
});
export type UpdateProfile = z.infer<typeof updateProfileSchema>;

/** Texts of the settings page, quoted from spec content §2 and §8 where the spec has them. */
export const SETTINGS_TEXTS = {
  title: 'Account Settings',
  description:
    'Manage your Inkling account: your name, your profile photo and your credits for making coloring pages.',
  signedOutHeading: 'Please Log In',
  signedOutText: 'You need to be logged in to access settings',
  goHome: 'Go Home',
  profileHeading: 'Profile Information',
  loadFailed: 'We could not load your profile.',
  tryAgain: 'Try Again',
  changePhoto: 'Change Photo',
  photoHint: 'JPG, PNG. Max 2MB',
  fullNameLabel: 'Full Name',
  emailLabel: 'Email',
  emailHint: 'Your e-mail comes from the account you sign in with and cannot be changed here.',
  updateProfile: 'Update Profile',
  cropTitle: 'Crop your photo',
  cropDescription: 'Drag to move the photo, use the slider to zoom and Rotate to turn it.',
  zoom: 'Zoom',
  rotate: 'Rotate',
  cancel: 'Cancel',
  apply: 'Apply',
} as const;

/** Toasts of the settings page (spec content §5, §8). */
export const SETTINGS_TOASTS = {
  profileUpdated: 'Profile updated successfully',
  profileFailed: 'Failed to update profile',
  photoUpdated: 'Profile photo updated successfully',
  photoFailed: 'Failed to update profile photo',
  photoTooLarge: 'Image must be less than 2MB',
  processFailed: 'Failed to process image',
} as const;

/** The settings page's own words beside SETTINGS_TEXTS (ours; the spec does not word them). */
export const SETTINGS_PAGE = {
  eyebrow: 'Your account',
  intro: 'Your name and photo, and the credits you have for new coloring pages.',
  loading: 'Loading your settings…',
  signIn: 'Sign in',
  photoAlt: 'Your profile photo',
  cropArea: 'Crop area: drag or use the arrow keys to move the photo',
} as const;

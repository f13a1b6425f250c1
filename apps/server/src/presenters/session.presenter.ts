import type { Credits, Session } from '@inkling/contracts/api';
import type { Config } from '../config';

/**
 * The signed-in user (or null) and their credits → the API's Session, with the active local
 * modes and the configured support contact (shown on the support, legal and roadmap pages);
 * `moderation` (pending posts) only for moderators.
 */
export function presentSession(
  config: Config,
  user: { id: string; name: string; email: string; image?: string | null } | null,
  credits: Credits | null,
  moderation?: { pending: number },
): Session {
  return {
    ...(moderation ? { moderation } : {}),
    user: user ? { id: user.id, name: user.name, email: user.email, image: user.image ?? null } : null,
    credits: user ? credits : null,
    mode: {
      localSignIn: config.localSignIn,
      googleSignIn: Boolean(config.google),
      testCheckout: config.testCheckout,
    },
    support: { email: config.supportEmail, phone: config.supportPhone },
  };
}

import { createHmac } from 'node:crypto';
import type { LocalSignIn } from '@inkling/contracts/api';
import type { AppContext } from '../context';
import { AppError } from '../errors';
import { ensureProfile, findUserByEmail } from '../repositories/users.repository';
import { grantSignupCredits } from './credits.service';

/**
 * What happens once per new user (better-auth `user.create.after`): a profile row and the
 * 10 sign-up credits (spec core §1, §9). Idempotent.
 */
export async function onUserCreated(
  ctx: Pick<AppContext, 'db'>,
  newUser: { id: string; name: string },
): Promise<void> {
  await ensureProfile(ctx.db, newUser.id, newUser.name);
  await grantSignupCredits(ctx, newUser.id);
}

/**
 * Local sign-in (only while Google is not configured and not in production, DESIGN
 * "Configuration"): finds or creates the user by e-mail and opens a real better-auth
 * session. The password is never chosen by a person: it is HMAC-SHA256(secret, e-mail),
 * so only this server can sign in as a local user. Returns the user and better-auth's
 * Set-Cookie header values, which carry the session cookie.
 * Throws AppError not_found when local sign-in is off.
 */
export async function localSignIn(
  deps: Pick<AppContext, 'db' | 'auth' | 'config'>,
  input: LocalSignIn,
): Promise<{
  user: { id: string; name: string; email: string; image: string | null };
  setCookies: string[];
}> {
  if (!deps.config.localSignIn) throw new AppError('not_found', 'Not found');
  const email = input.email.trim().toLowerCase();
  const password = createHmac('sha256', deps.config.authSecret)
    .update(`local-sign-in:${email}`)
    .digest('hex');
  const signIn = () => deps.auth.api.signInEmail({ body: { email, password }, asResponse: true });
  let response: Response;
  if (await findUserByEmail(deps.db, email)) {
    response = await signIn();
  } else {
    response = await deps.auth.api.signUpEmail({
      body: { name: input.name, email, password },
      asResponse: true,
    });
    // Two first sign-ins at once: the loser finds the user created and signs in instead.
    if (!response.ok) response = await signIn();
  }
  if (!response.ok) {
    throw new AppError('unauthenticated', 'This e-mail cannot be used for local sign-in.');
  }
  const body = (await response.json()) as {
    user: { id: string; name: string; email: string; image?: string | null };
  };
  const { id, name, image } = body.user;
  return {
    user: { id, name, email: body.user.email, image: image ?? null },
    setCookies: response.headers.getSetCookie(),
  };
}

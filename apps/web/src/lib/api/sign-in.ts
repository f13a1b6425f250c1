import type { LocalSignIn, Session } from '@inkling/contracts/api';
import { apiFetch } from '../api-client';

/**
 * POST /api/auth/sign-in/social for Google, then sends the browser to the returned URL.
 * The return address is the site root (spec core §2).
 */
export async function signInWithGoogle(): Promise<void> {
  const { url } = await apiFetch<{ url: string }>('/api/auth/sign-in/social', {
    method: 'POST',
    body: { provider: 'google', callbackURL: '/' },
  });
  window.location.assign(url);
}

/** POST /api/local-auth/sign-in (local mode only): signs in with a name and e-mail. */
export function signInLocally(input: LocalSignIn): Promise<Session> {
  return apiFetch<Session>('/api/local-auth/sign-in', { method: 'POST', body: input });
}

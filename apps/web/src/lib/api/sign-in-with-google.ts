import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../api-client';

/**
 * POST /api/auth/sign-in/social for Google: resolves to the Google consent URL. The return
 * address is the site root (spec core §2).
 */
export async function signInWithGoogle(): Promise<string> {
  const { url } = await apiFetch<{ url: string }>('/api/auth/sign-in/social', {
    method: 'POST',
    body: { provider: 'google', callbackURL: '/' },
  });
  return url;
}

/**
 * Starts Google sign-in and sends the browser to Google. The mutation stays `isSuccess`
 * while the browser leaves, so a caller can keep its spinner with `isPending || isSuccess`.
 */
export function useSignInWithGoogle() {
  return useMutation({
    mutationFn: signInWithGoogle,
    onSuccess: (url) => window.location.assign(url),
  });
}

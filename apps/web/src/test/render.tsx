import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router';
import { Toaster } from 'sonner';
import { vi } from 'vitest';
import { SignInContext } from '../components/auth/sign-in-context';

/**
 * Renders UI the way the app does (query cache, router at `route`, default "/", toasts),
 * without retries. Opening the sign-in dialog is recorded by the returned `requestSignIn`
 * spy; a test that wants the real dialog wraps its UI in `<SignInProvider>`, which takes
 * precedence.
 */
export function renderWithApp(ui: ReactElement, { route = '/' }: { route?: string } = {}) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const requestSignIn = vi.fn();
  const result = render(
    <QueryClientProvider client={queryClient}>
      <SignInContext.Provider value={requestSignIn}>
        <MemoryRouter initialEntries={[route]}>
          {ui}
          <Toaster />
        </MemoryRouter>
      </SignInContext.Provider>
    </QueryClientProvider>,
  );
  return { ...result, queryClient, requestSignIn };
}

/** A JSON Response, for mocking fetch at the network boundary. */
export function jsonResponse(body: unknown, status = 200): Response {
  return new Response(status === 204 ? null : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

/**
 * Stubs fetch so GET /api/session answers a signed-out session with the given support
 * contact (the server's SUPPORT_EMAIL / SUPPORT_PHONE), or fails with 500 when `contact` is
 * null (the app logs that failure; the log is silenced here). Callers restore both with
 * `vi.unstubAllGlobals()` and `vi.restoreAllMocks()`.
 */
export function stubSessionSupport(contact: { email: string; phone: string } | null) {
  if (!contact) vi.spyOn(console, 'error').mockImplementation(() => {});
  vi.stubGlobal(
    'fetch',
    vi.fn(async () =>
      contact
        ? jsonResponse({
            user: null,
            credits: null,
            mode: { localSignIn: true, googleSignIn: false, testCheckout: true },
            support: contact,
          })
        : jsonResponse({ error: { code: 'internal', message: 'down' } }, 500),
    ),
  );
}

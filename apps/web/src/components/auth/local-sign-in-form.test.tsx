import type { Session } from '@inkling/contracts/api';
import { LOCAL_SIGN_IN } from '@inkling/contracts/messages';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { queryKeys } from '../../lib/query-keys';
import { jsonResponse, renderWithApp } from '../../test/render';
import LocalSignInForm from './local-sign-in-form';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const session: Session = {
  user: { id: 'u1', name: 'Ada', email: 'ada@example.org', image: null },
  credits: { credits: 10, dailyCreditsRemaining: 5, refundsLeftToday: 2 },
  mode: { localSignIn: true, googleSignIn: false, testCheckout: true },
  support: { email: 'help@inkling.test', phone: '+1 555 0100' },
};

function fill(name: string, email: string) {
  fireEvent.change(screen.getByLabelText(LOCAL_SIGN_IN.nameLabel), { target: { value: name } });
  fireEvent.change(screen.getByLabelText(LOCAL_SIGN_IN.emailLabel), { target: { value: email } });
  fireEvent.click(screen.getByRole('button', { name: LOCAL_SIGN_IN.submit }));
}

describe('LocalSignInForm', () => {
  it('signs in, stores the session and hands it to the caller', async () => {
    const fetch = vi.fn(async (_path: string, _init?: RequestInit) => jsonResponse(session));
    vi.stubGlobal('fetch', fetch);
    const onSignedIn = vi.fn();
    const { queryClient } = renderWithApp(<LocalSignInForm onSignedIn={onSignedIn} />);
    fill('Ada', 'ada@example.org');
    await waitFor(() => expect(onSignedIn).toHaveBeenCalledOnce());
    expect(onSignedIn.mock.calls[0]![0]).toEqual(session);
    expect(queryClient.getQueryData(queryKeys.session)).toEqual(session);
    const [path, init] = fetch.mock.calls[0]!;
    expect(path).toBe('/api/local-auth/sign-in');
    expect(JSON.parse(String(init?.body))).toEqual({ name: 'Ada', email: 'ada@example.org' });
  });

  it('checks the fields before sending anything', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    renderWithApp(<LocalSignInForm onSignedIn={vi.fn()} />);
    fill('Ada', 'not-an-email');
    expect(screen.getByLabelText(LOCAL_SIGN_IN.emailLabel).getAttribute('aria-invalid')).toBe('true');
    expect(fetch).not.toHaveBeenCalled();
  });

  it("shows the server's refusal, or the fallback when the server fails", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        jsonResponse({ error: { code: 'forbidden', message: 'Local sign-in is switched off.' } }, 403),
      ),
    );
    const onSignedIn = vi.fn();
    renderWithApp(<LocalSignInForm onSignedIn={onSignedIn} />);
    fill('Ada', 'ada@example.org');
    expect(await screen.findByText('Local sign-in is switched off.')).toBeTruthy();

    vi.stubGlobal(
      'fetch',
      vi.fn(async () => jsonResponse({ error: { code: 'internal', message: 'stack' } }, 500)),
    );
    fireEvent.click(screen.getByRole('button', { name: LOCAL_SIGN_IN.submit }));
    expect(await screen.findByText(LOCAL_SIGN_IN.failed)).toBeTruthy();
    expect(onSignedIn).not.toHaveBeenCalled();
  });
});

import type { Session } from '@inkling/contracts/api';
import { BADGE_TEXTS, BADGES_UI_TEXTS, type Badge } from '@inkling/contracts/badges';
import { AVATAR_MAX_BYTES, type Profile, SETTINGS_TEXTS, SETTINGS_TOASTS } from '@inkling/contracts/profile';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SignInContext } from '../../../components/auth/sign-in-context';
import { toast } from '../../../lib/toast';
import { jsonResponse, renderWithApp } from '../../../test/render';
import { SettingsPage } from './settings-page';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const mode = { localSignIn: true, googleSignIn: false, testCheckout: true };
const support = { email: 'help@inkling.test', phone: '+1 555 0100' };
const signedOut: Session = { user: null, credits: null, mode, support };
const signedIn = (name: string): Session => ({
  user: { id: 'u1', name, email: 'ada@example.org', image: null },
  credits: { credits: 10, dailyCreditsRemaining: 5, refundsLeftToday: 2 },
  mode,
  support,
});
const profile = (fullName: string): Profile => ({
  fullName,
  email: 'ada@example.org',
  avatarUrl: null,
  updatedAt: '2026-01-01T12:00:00.000Z',
});

/**
 * Stubs fetch with a tiny profile API: the session, GET /api/profile and PATCH /api/profile
 * (answering `patchStatus` once `patchGate` resolves). Returns the recorded requests.
 */
const BADGES: Badge[] = [
  {
    id: 'first-page',
    ...BADGE_TEXTS['first-page'],
    earned: false,
    earnedAt: null,
    progress: { current: 0, target: 1 },
  },
  {
    id: 'first-book',
    ...BADGE_TEXTS['first-book'],
    earned: true,
    earnedAt: '2026-11-20T12:00:00.000Z',
    progress: { current: 1, target: 1 },
  },
];

function serve(options: { session: Session; patchStatus?: number; patchGate?: Promise<void> }) {
  let name = options.session.user?.name ?? '';
  const calls: { method: string; path: string; body?: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (path: string, init: RequestInit = {}) => {
      const method = init.method ?? 'GET';
      const body = typeof init.body === 'string' ? JSON.parse(init.body) : undefined;
      calls.push({ method, path, body });
      if (path === '/api/session')
        return jsonResponse(options.session.user ? signedIn(name) : options.session);
      if (path === '/api/profile' && method === 'GET') return jsonResponse(profile(name));
      if (path === '/api/badges') return jsonResponse({ badges: BADGES });
      if (path === '/api/profile' && method === 'PATCH') {
        await options.patchGate;
        if ((options.patchStatus ?? 200) !== 200) {
          const code = options.patchStatus === 401 ? 'unauthenticated' : 'internal';
          return jsonResponse({ error: { code, message: 'down' } }, options.patchStatus);
        }
        name = body.fullName;
        return jsonResponse(profile(name));
      }
      return jsonResponse({ error: { code: 'not_found', message: 'Not found' } }, 404);
    }),
  );
  return calls;
}

function renderPage() {
  const requestSignIn = vi.fn();
  const result = renderWithApp(
    <SignInContext.Provider value={requestSignIn}>
      <SettingsPage />
    </SignInContext.Provider>,
  );
  return { ...result, requestSignIn };
}

const updateButton = () =>
  screen.getByRole('button', { name: SETTINGS_TEXTS.updateProfile }) as HTMLButtonElement;

describe('SettingsPage', () => {
  it('shows a skeleton while the session loads', () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise(() => {})),
    );
    renderPage();
    expect(screen.getByRole('status').textContent).toMatch(/Loading your settings/);
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
  });

  it('signed out: Please Log In, the reason, and Go Home to /', async () => {
    serve({ session: signedOut });
    const { requestSignIn } = renderPage();
    expect(
      await screen.findByRole('heading', { level: 1, name: SETTINGS_TEXTS.signedOutHeading }),
    ).toBeTruthy();
    expect(screen.getByText(SETTINGS_TEXTS.signedOutText)).toBeTruthy();
    expect(screen.getByRole('link', { name: SETTINGS_TEXTS.goHome }).getAttribute('href')).toBe('/');
    expect(screen.queryByLabelText(SETTINGS_TEXTS.fullNameLabel)).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(requestSignIn).toHaveBeenCalledOnce();
    expect(document.title).toMatch(/^Account Settings/);
  });

  it('signed in: name, read-only e-mail, photo hint and credits', async () => {
    serve({ session: signedIn('Ada Lovelace') });
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: SETTINGS_TEXTS.title })).toBeTruthy();
    const name = (await screen.findByLabelText(SETTINGS_TEXTS.fullNameLabel)) as HTMLInputElement;
    expect(name.value).toBe('Ada Lovelace');
    const email = screen.getByLabelText(SETTINGS_TEXTS.emailLabel) as HTMLInputElement;
    expect(email.value).toBe('ada@example.org');
    expect(email.readOnly).toBe(true);
    expect(await screen.findByText('AL')).toBeTruthy();
    expect(
      screen.getByRole('button', { name: SETTINGS_TEXTS.changePhoto }).getAttribute('aria-describedby'),
    ).toBe(screen.getByText(SETTINGS_TEXTS.photoHint).id);
    expect(screen.getByRole('heading', { name: 'Credits & Usage' })).toBeTruthy();
    // Issue 34: the family's own badges, the earned one first with its date.
    expect(screen.getByRole('heading', { name: BADGES_UI_TEXTS.heading })).toBeTruthy();
    const items = await screen.findAllByRole('listitem');
    const badges = items.filter((li) => li.dataset.badge);
    expect(badges.map((li) => li.dataset.badge)).toEqual(['first-book', 'first-page']);
    expect(badges[0]?.textContent).toContain('Earned Nov 20, 2026');
    expect(badges[1]?.textContent).toContain(BADGES_UI_TEXTS.notYet);
  });

  it('Update Profile: disabled while unchanged or blank, saves the trimmed name, then disabled again', async () => {
    let release = () => {};
    const calls = serve({ session: signedIn('Ada'), patchGate: new Promise((r) => (release = r)) });
    renderPage();
    const name = (await screen.findByLabelText(SETTINGS_TEXTS.fullNameLabel)) as HTMLInputElement;
    expect(updateButton().disabled).toBe(true);

    fireEvent.change(name, { target: { value: '   ' } });
    expect(updateButton().disabled).toBe(true);
    expect(screen.getByText('Please enter your name')).toBeTruthy();
    expect(name.getAttribute('aria-invalid')).toBe('true');

    fireEvent.change(name, { target: { value: '  Ada ' } });
    expect(updateButton().disabled).toBe(true);

    fireEvent.change(name, { target: { value: '  Ada Lovelace ' } });
    expect(updateButton().disabled).toBe(false);
    fireEvent.click(updateButton());
    await waitFor(() => expect(updateButton().getAttribute('aria-busy')).toBe('true'));
    expect(updateButton().disabled).toBe(true);
    release();
    expect(await screen.findByText(SETTINGS_TOASTS.profileUpdated)).toBeTruthy();
    expect(calls.find((c) => c.method === 'PATCH')?.body).toEqual({ fullName: 'Ada Lovelace' });
    expect(name.value).toBe('Ada Lovelace');
    expect(updateButton().disabled).toBe(true);
    // The session is fetched again, so the header shows the new name.
    await waitFor(() => expect(calls.filter((c) => c.path === '/api/session').length).toBeGreaterThan(1));
  });

  it('says "Failed to update profile" when saving fails and keeps the typed name', async () => {
    serve({ session: signedIn('Ada'), patchStatus: 500 });
    renderPage();
    const name = (await screen.findByLabelText(SETTINGS_TEXTS.fullNameLabel)) as HTMLInputElement;
    fireEvent.change(name, { target: { value: 'Countess' } });
    fireEvent.click(updateButton());
    expect(await screen.findByText(SETTINGS_TOASTS.profileFailed)).toBeTruthy();
    expect(name.value).toBe('Countess');
    expect(updateButton().disabled).toBe(false);
  });

  it('opens the sign-in dialog instead of a toast when the session ended before saving (401)', async () => {
    serve({ session: signedIn('Ada'), patchStatus: 401 });
    const toastError = vi.spyOn(toast, 'error');
    const { requestSignIn } = renderPage();
    const name = (await screen.findByLabelText(SETTINGS_TEXTS.fullNameLabel)) as HTMLInputElement;
    fireEvent.change(name, { target: { value: 'Countess' } });
    fireEvent.click(updateButton());
    await waitFor(() => expect(requestSignIn).toHaveBeenCalledOnce());
    expect(toastError).not.toHaveBeenCalled();
    expect(name.value).toBe('Countess');
  });

  it('refuses a photo over 2 MB with a toast and opens nothing', async () => {
    serve({ session: signedIn('Ada') });
    const { container } = renderPage();
    await screen.findByLabelText(SETTINGS_TEXTS.fullNameLabel);
    const input = container.querySelector('input[type="file"]') as HTMLInputElement;
    expect(input.accept).toBe('image/jpeg,image/png');
    const big = new File([new Uint8Array(AVATAR_MAX_BYTES + 1)], 'big.png', { type: 'image/png' });
    fireEvent.change(input, { target: { files: [big] } });
    expect(await screen.findByText(SETTINGS_TOASTS.photoTooLarge)).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

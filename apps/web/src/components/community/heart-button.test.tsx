import type { Session } from '@inkling/contracts/api';
import { type CommunityPost, HEART_TEXTS } from '@inkling/contracts/community';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderWithApp } from '../../test/render';
import { HeartButton } from './heart-button';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const signedIn: Session = {
  user: { id: 'u1', name: 'Pat Parent', email: 'pat@example.com', image: null },
  credits: { credits: 5, dailyCreditsRemaining: 0, refundsLeftToday: 2 },
  mode: { localSignIn: true, googleSignIn: false, testCheckout: true },
  support: { email: 'help@example.com', phone: '+1 555 0100' },
};
const signedOut: Session = { ...signedIn, user: null, credits: null };

const post: CommunityPost = {
  id: '30000000-0000-4000-8000-000000000001',
  prompt: 'Adorable puppy',
  comment: null,
  authorName: 'Ava',
  imageUrl: '/x.png',
  printUrl: '/y.png',
  width: 1024,
  height: 1325,
  status: 'approved',
  publishedAt: '2026-11-24T12:00:00.000Z',
  createdAt: '2026-11-24T12:00:00.000Z',
  canDelete: false,
  isOwn: false,
  shareUrl: '/community/1',
  hearts: 2,
  heartedByMe: false,
  challengeTheme: null,
};

/** Serves the session and the heart routes: the count after each change. */
function serve(session: Session) {
  const calls: string[] = [];
  let hearts = 2;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (path: string, init?: RequestInit) => {
      if (path === '/api/session') return jsonResponse(session);
      if (path.endsWith('/heart')) {
        calls.push(`${init?.method} ${path}`);
        hearts += init?.method === 'POST' ? 1 : -1;
        return jsonResponse({ hearts, heartedByMe: init?.method === 'POST' });
      }
      return jsonResponse({ error: { code: 'not_found', message: 'Not found' } }, 404);
    }),
  );
  return calls;
}

const button = () => screen.getByTestId('heart-button');

describe('HeartButton', () => {
  it('hearts and takes the heart back, showing the count', async () => {
    const calls = serve(signedIn);
    const { queryClient } = renderWithApp(<HeartButton post={post} />);
    expect(button().getAttribute('aria-pressed')).toBe('false');
    expect(button().getAttribute('aria-label')).toBe(`${HEART_TEXTS.heart} (2 hearts)`);
    // Once the session has loaded, heart.
    await waitFor(() => expect(queryClient.getQueryData(['session'])).toBeTruthy());
    fireEvent.click(button());
    await waitFor(() => expect(button().getAttribute('aria-pressed')).toBe('true'));
    expect(button().getAttribute('aria-label')).toBe(`${HEART_TEXTS.unheart} (3 hearts)`);
    fireEvent.click(button());
    await waitFor(() => expect(button().getAttribute('aria-pressed')).toBe('false'));
    expect(button().textContent).toBe('2');
    expect(calls).toEqual([
      `POST /api/community/posts/${post.id}/heart`,
      `DELETE /api/community/posts/${post.id}/heart`,
    ]);
  });

  it('signed out asks to sign in and sends nothing; only approved posts have a heart', async () => {
    const calls = serve(signedOut);
    const { unmount, queryClient, requestSignIn } = renderWithApp(<HeartButton post={post} />);
    await waitFor(() => expect(queryClient.getQueryData(['session'])).toBeTruthy());
    fireEvent.click(button());
    expect(await screen.findByText(HEART_TEXTS.signInToHeart)).toBeTruthy();
    expect(requestSignIn).toHaveBeenCalledTimes(1);
    expect(calls).toEqual([]);
    unmount();
    renderWithApp(<HeartButton post={{ ...post, status: 'pending' }} />);
    expect(screen.queryByTestId('heart-button')).toBeNull();
  });
});

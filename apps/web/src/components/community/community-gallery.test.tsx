import type { Session } from '@inkling/contracts/api';
import { COMMUNITY_TEXTS, type CommunityPost } from '@inkling/contracts/community';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderWithApp } from '../../test/render';
import { CommunityGallery } from './community-gallery';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const signedOut: Session = {
  user: null,
  credits: null,
  mode: { localSignIn: true, googleSignIn: false, testCheckout: true },
  support: { email: 'help@example.com', phone: '+1 555 0100' },
};

function makePost(n: number, overrides: Partial<CommunityPost> = {}): CommunityPost {
  const id = `30000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
  return {
    id,
    prompt: `Community page ${n}`,
    comment: n === 1 ? 'We loved coloring this' : null,
    authorName: 'Ada',
    imageUrl: `/api/community/posts/${id}/image`,
    printUrl: `/api/community/posts/${id}/print`,
    width: 2550,
    height: 3300,
    status: 'approved',
    publishedAt: new Date(Date.now() - 3 * 24 * 3600 * 1000).toISOString(),
    createdAt: new Date(Date.now() - 4 * 24 * 3600 * 1000).toISOString(),
    canDelete: false,
    isOwn: false,
    shareUrl: `/community/${id}`,
    hearts: 0,
    heartedByMe: false,
    challengeTheme: null,
    ...overrides,
  };
}

/** Serves the session and the gallery: `total` posts, 8 per page, the cursor being the next index. */
function serveGallery(total: number) {
  const all = Array.from({ length: total }, (_, i) => makePost(i + 1));
  const requests: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (path: string) => {
      if (path === '/api/session') return jsonResponse(signedOut);
      if (path.startsWith('/api/community/posts?')) {
        requests.push(path);
        const query = new URLSearchParams(path.split('?')[1]);
        const start = Number(query.get('cursor') ?? 0);
        const limit = Number(query.get('limit'));
        const posts = all.slice(start, start + limit);
        return jsonResponse({ posts, nextCursor: start + limit < total ? String(start + limit) : null });
      }
      return jsonResponse({ error: { code: 'not_found', message: 'Not found' } }, 404);
    }),
  );
  return requests;
}

const cards = () =>
  within(screen.getByRole('region', { name: COMMUNITY_TEXTS.galleryHeading })).queryAllByRole('listitem');

describe('CommunityGallery', () => {
  it('shows the first 8, then the next 8 by cursor with Show more, and back to 8 with Show less', async () => {
    const requests = serveGallery(20);
    renderWithApp(<CommunityGallery onRemix={() => undefined} />);
    expect(await screen.findByText('Community page 1')).toBeTruthy();
    expect(cards()).toHaveLength(8);
    expect(requests).toEqual(['/api/community/posts?limit=8']);
    expect(screen.queryByRole('button', { name: COMMUNITY_TEXTS.showLess })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: COMMUNITY_TEXTS.showMore }));
    expect(await screen.findByText('Community page 16')).toBeTruthy();
    expect(cards()).toHaveLength(16);
    expect(requests[1]).toBe('/api/community/posts?limit=8&cursor=8');
    // Focus moves to the first card shown by Show more.
    await waitFor(() =>
      expect(document.activeElement?.getAttribute('aria-label')).toBe(
        'Open community page: Community page 9',
      ),
    );

    fireEvent.click(screen.getByRole('button', { name: COMMUNITY_TEXTS.showMore }));
    expect(await screen.findByText('Community page 20')).toBeTruthy();
    expect(cards()).toHaveLength(20);
    // The end: no more to show.
    expect(screen.queryByRole('button', { name: COMMUNITY_TEXTS.showMore })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: COMMUNITY_TEXTS.showLess }));
    expect(cards()).toHaveLength(8);
    expect(screen.queryByText('Community page 9')).toBeNull();
    expect(screen.queryByRole('button', { name: COMMUNITY_TEXTS.showLess })).toBeNull();

    // Show more again uses the pages already loaded.
    fireEvent.click(screen.getByRole('button', { name: COMMUNITY_TEXTS.showMore }));
    expect(cards()).toHaveLength(16);
    expect(requests).toHaveLength(3);
  });

  it('has no toggle with 8 posts or fewer', async () => {
    serveGallery(5);
    renderWithApp(<CommunityGallery onRemix={() => undefined} />);
    expect(await screen.findByText('Community page 5')).toBeTruthy();
    expect(cards()).toHaveLength(5);
    expect(screen.queryByRole('button', { name: COMMUNITY_TEXTS.showMore })).toBeNull();
  });

  it('shows the empty state with the invitation to share', async () => {
    serveGallery(0);
    renderWithApp(<CommunityGallery onRemix={() => undefined} />);
    expect(await screen.findByText(COMMUNITY_TEXTS.empty)).toBeTruthy();
    expect(screen.getByText(COMMUNITY_TEXTS.emptyInvite)).toBeTruthy();
  });

  it('shows a card with the comment, the first name and the age, and remixes its prompt', async () => {
    serveGallery(1);
    const onRemix = vi.fn();
    renderWithApp(<CommunityGallery onRemix={onRemix} />);
    const card = (await screen.findByText('Community page 1')).closest('li')!;
    expect(within(card).getByText('“We loved coloring this”')).toBeTruthy();
    expect(within(card).getByText(/by Ada/)).toBeTruthy();
    expect(within(card).getByText('3 days ago')).toBeTruthy();
    // Signed out, not the author: no Report and no Delete.
    expect(within(card).queryByRole('button', { name: COMMUNITY_TEXTS.report })).toBeNull();
    expect(within(card).queryByRole('button', { name: COMMUNITY_TEXTS.delete })).toBeNull();
    fireEvent.click(within(card).getByRole('button', { name: COMMUNITY_TEXTS.remix }));
    expect(onRemix).toHaveBeenCalledWith('Community page 1');
  });

  it('shows the error with Try again when the gallery cannot load', async () => {
    let fail = true;
    vi.stubGlobal(
      'fetch',
      vi.fn(async (path: string) => {
        if (path === '/api/session') return jsonResponse(signedOut);
        if (fail) return jsonResponse({ error: { code: 'internal', message: 'down' } }, 500);
        return jsonResponse({ posts: [makePost(1)], nextCursor: null });
      }),
    );
    renderWithApp(<CommunityGallery onRemix={() => undefined} />);
    expect((await screen.findByRole('alert')).textContent).toContain(COMMUNITY_TEXTS.loadFailed);
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.getByText('Community page 1')).toBeTruthy());
  });

  it('deletes its own post after the confirmation and says so', async () => {
    let posts = [makePost(1, { canDelete: true, isOwn: true })];
    const deletes: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (path: string, init?: RequestInit) => {
        if (path === '/api/session') return jsonResponse(signedOut);
        if (init?.method === 'DELETE') {
          deletes.push(path);
          posts = [];
          return new Response(null, { status: 204 });
        }
        if (path.startsWith('/api/community/posts?')) return jsonResponse({ posts, nextCursor: null });
        return jsonResponse({ error: { code: 'not_found', message: 'Not found' } }, 404);
      }),
    );
    renderWithApp(<CommunityGallery onRemix={() => undefined} />);
    const card = (await screen.findByText('Community page 1')).closest('li')!;
    fireEvent.click(within(card).getByRole('button', { name: COMMUNITY_TEXTS.delete }));
    const confirm = await screen.findByRole('alertdialog', { name: COMMUNITY_TEXTS.deleteConfirmTitle });
    expect(deletes).toEqual([]);
    fireEvent.click(within(confirm).getByRole('button', { name: COMMUNITY_TEXTS.delete }));
    expect(await screen.findByText(COMMUNITY_TEXTS.deleted)).toBeTruthy();
    expect(deletes).toEqual([`/api/community/posts/${makePost(1).id}`]);
    expect(await screen.findByText(COMMUNITY_TEXTS.empty)).toBeTruthy();
  });
});

import type { PageSharing } from '@inkling/contracts/community';
import {
  COMMUNITY_TEXTS,
  COMMUNITY_UI_TEXTS,
  SHARE_TARGET_LABELS,
  SHARE_TEXTS,
} from '@inkling/contracts/community';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeGeneration } from '../../test/factories';
import { jsonResponse, renderWithApp } from '../../test/render';
import { PageCommunityStatus, PostToCommunityButton } from './post-to-community';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const generation = makeGeneration({ projectId: 'project-9', prompt: 'Adorable puppy' });

/** Serves GET /api/projects/project-9/sharing with `pages` (mutable), and the two DELETEs. */
function serve(pages: PageSharing[]) {
  const calls: Array<{ path: string; method: string }> = [];
  let current = pages;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (path: string, init?: RequestInit) => {
      const method = init?.method ?? 'GET';
      calls.push({ path, method });
      if (path === '/api/projects/project-9/sharing') return jsonResponse({ pages: current });
      if (method === 'DELETE') {
        current = [];
        return jsonResponse(null, 204);
      }
      if (path === '/api/session') return jsonResponse({ user: null, credits: null, mode: {}, support: {} });
      return jsonResponse({ error: { code: 'not_found', message: 'Not found' } }, 404);
    }),
  );
  return calls;
}

describe('PageCommunityStatus', () => {
  it('shows "Waiting for review" for a pending post and withdraws it', async () => {
    const calls = serve([
      {
        generationId: generation.id,
        post: { id: 'post-1', status: 'pending', decisionReason: null },
        link: null,
      },
    ]);
    renderWithApp(<PageCommunityStatus generation={generation} />);
    expect(await screen.findByText(COMMUNITY_TEXTS.waitingForReview)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: COMMUNITY_TEXTS.withdraw }));
    expect(await screen.findByText(COMMUNITY_TEXTS.withdrawn)).toBeTruthy();
    expect(calls).toContainEqual({ path: '/api/community/posts/post-1', method: 'DELETE' });
    await waitFor(() => expect(screen.queryByText(COMMUNITY_TEXTS.waitingForReview)).toBeNull());
  });

  it('says why a post was not accepted', async () => {
    serve([
      {
        generationId: generation.id,
        post: { id: 'post-1', status: 'rejected', decisionReason: 'not-kid-safe' },
        link: null,
      },
    ]);
    renderWithApp(<PageCommunityStatus generation={generation} />);
    expect(await screen.findByText(COMMUNITY_TEXTS.rejected)).toBeTruthy();
    expect(screen.getByText(COMMUNITY_UI_TEXTS.decisionReason('Not suitable for children'))).toBeTruthy();
  });

  it('shows an unlisted link with Stop sharing', async () => {
    const calls = serve([
      { generationId: generation.id, post: null, link: { token: 'tok', url: 'http://x/s/tok' } },
    ]);
    renderWithApp(<PageCommunityStatus generation={generation} />);
    expect(await screen.findByText(SHARE_TARGET_LABELS.linkActive)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: SHARE_TEXTS.revoke }));
    expect(await screen.findByText(SHARE_TEXTS.revoked)).toBeTruthy();
    expect(calls).toContainEqual({ path: `/api/generations/${generation.id}/share-link`, method: 'DELETE' });
  });

  it('offers Post to community only for a page without a post', async () => {
    serve([]);
    renderWithApp(<PostToCommunityButton generation={generation} />);
    expect(await screen.findByRole('button', { name: COMMUNITY_UI_TEXTS.postAction })).toBeTruthy();
    cleanup();
    serve([
      {
        generationId: generation.id,
        post: { id: 'post-1', status: 'approved', decisionReason: null },
        link: null,
      },
    ]);
    renderWithApp(
      <>
        <PostToCommunityButton generation={generation} />
        <PageCommunityStatus generation={generation} />
      </>,
    );
    expect(await screen.findByText(COMMUNITY_TEXTS.published)).toBeTruthy();
    expect(screen.queryByRole('button', { name: COMMUNITY_UI_TEXTS.postAction })).toBeNull();
  });
});

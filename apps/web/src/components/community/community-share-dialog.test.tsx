import type { Session } from '@inkling/contracts/api';
import { CHALLENGE_TEXTS, type Challenge } from '@inkling/contracts/challenge';
import { COMMENT_REFUSALS, COMMUNITY_TEXTS } from '@inkling/contracts/community';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderWithApp } from '../../test/render';
import { CommunityShareDialog, type PostablePage } from './community-share-dialog';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const GENERATION_ID = '00000000-0000-4000-8000-000000000abc';
const signedIn: Session = {
  user: { id: 'u1', name: 'Pat Parent', email: 'pat@example.com', image: null },
  credits: { credits: 5, dailyCreditsRemaining: 0, refundsLeftToday: 2 },
  mode: { localSignIn: true, googleSignIn: false, testCheckout: true },
  support: { email: 'help@example.com', phone: '+1 555 0100' },
};
const signedOut: Session = { ...signedIn, user: null, credits: null };

const CHALLENGE: Challenge = {
  week: '2026-W48',
  theme: 'Mittens, hats and scarves',
  source: 'built-in',
  startsAt: '2026-11-23T00:00:00.000Z',
  endsAt: '2026-11-30T00:00:00.000Z',
};

interface Call {
  path: string;
  init?: RequestInit;
}

/** Serves the session and POST /api/community/posts with `post` (default 201 pending). */
function serve(session: Session, post?: () => Response | Promise<Response>) {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (path: string, init?: RequestInit) => {
      calls.push({ path, init });
      if (path === '/api/session') return jsonResponse(session);
      if (path === '/api/challenge') return jsonResponse(CHALLENGE);
      if (path === '/api/community/posts' && init?.method === 'POST') {
        return post
          ? post()
          : jsonResponse({ communityImageId: 'post-1', status: 'pending', replayed: false }, 201);
      }
      return jsonResponse({ error: { code: 'not_found', message: 'Not found' } }, 404);
    }),
  );
  return {
    posts: () =>
      calls
        .filter((c) => c.path === '/api/community/posts' && c.init?.method === 'POST')
        .map((c) => JSON.parse(String(c.init?.body)) as { generationId: string; comment: string | null }),
  };
}

function Harness({ page }: { page: PostablePage }) {
  const [open, setOpen] = useState(true);
  return open ? <CommunityShareDialog page={page} onClose={() => setOpen(false)} /> : <p>dialog closed</p>;
}

const page: PostablePage = { generationId: GENERATION_ID, projectId: 'p1', prompt: 'Adorable puppy' };

function renderDialog(p: PostablePage = page) {
  return renderWithApp(<Harness page={p} />);
}

const comment = () =>
  screen.getByRole('textbox', { name: COMMUNITY_TEXTS.commentLabel }) as HTMLTextAreaElement;
const terms = () => screen.getByRole('checkbox', { name: COMMUNITY_TEXTS.termsLabel });
const postButton = () => screen.getByRole('button', { name: COMMUNITY_TEXTS.post }) as HTMLButtonElement;

describe('CommunityShareDialog', () => {
  it('counts the comment as n/500 and caps it at 500 characters', async () => {
    serve(signedIn);
    renderDialog();
    expect(screen.getByText('0/500')).toBeTruthy();
    fireEvent.change(comment(), { target: { value: 'My puppy page' } });
    expect(screen.getByText('13/500')).toBeTruthy();
    expect(comment().maxLength).toBe(500);
  });

  it('keeps the post button disabled until the terms are accepted, and asks for them', async () => {
    const server = serve(signedIn);
    renderDialog();
    expect(postButton().disabled).toBe(true);
    // Ctrl+Enter in the comment tries to post without the terms.
    fireEvent.keyDown(comment(), { key: 'Enter', ctrlKey: true });
    expect((await screen.findByRole('alert')).textContent).toBe(COMMUNITY_TEXTS.acceptTerms);
    expect(server.posts()).toEqual([]);
    fireEvent.click(terms());
    expect(screen.queryByText(COMMUNITY_TEXTS.acceptTerms)).toBeNull();
    expect(postButton().disabled).toBe(false);
    fireEvent.click(terms());
    expect(postButton().disabled).toBe(true);
  });

  it('sends the trimmed comment, shows "Posting..." while it posts, then "Posted to community!"', async () => {
    let answer: (response: Response) => void = () => undefined;
    const server = serve(signedIn, () => new Promise<Response>((resolve) => (answer = resolve)));
    renderDialog();
    await waitFor(() => expect(vi.mocked(fetch)).toHaveBeenCalledWith('/api/session', expect.anything()));
    fireEvent.change(comment(), { target: { value: '   We colored it together!  ' } });
    fireEvent.click(terms());
    fireEvent.click(postButton());
    const posting = (await screen.findByRole('button', {
      name: COMMUNITY_TEXTS.posting,
    })) as HTMLButtonElement;
    expect(posting.disabled).toBe(true);
    expect(server.posts()).toEqual([{ generationId: GENERATION_ID, comment: 'We colored it together!' }]);
    answer(jsonResponse({ communityImageId: 'post-1', status: 'pending', replayed: false }, 201));
    expect(await screen.findByText(COMMUNITY_TEXTS.posted)).toBeTruthy();
    expect(await screen.findByText('dialog closed')).toBeTruthy();
  });

  it('sends an empty or blank comment as null', async () => {
    const server = serve(signedIn);
    renderDialog();
    await waitFor(() => expect(vi.mocked(fetch)).toHaveBeenCalled());
    fireEvent.change(comment(), { target: { value: '    ' } });
    fireEvent.click(terms());
    fireEvent.click(postButton());
    expect(await screen.findByText(COMMUNITY_TEXTS.posted)).toBeTruthy();
    expect(server.posts()).toEqual([{ generationId: GENERATION_ID, comment: null }]);
  });

  it('says "Failed to post to community" when the post fails, and keeps the dialog', async () => {
    serve(signedIn, () => jsonResponse({ error: { code: 'internal', message: 'boom' } }, 500));
    renderDialog();
    await waitFor(() => expect(vi.mocked(fetch)).toHaveBeenCalled());
    fireEvent.click(terms());
    fireEvent.click(postButton());
    expect(await screen.findByText(COMMUNITY_TEXTS.postFailed)).toBeTruthy();
    expect(screen.queryByText('boom')).toBeNull();
    expect(postButton().disabled).toBe(false);
  });

  it('explains a refused comment in the dialog and keeps the text to edit', async () => {
    const server = serve(signedIn, () =>
      jsonResponse({ error: { code: 'blocked_prompt', message: COMMENT_REFUSALS.email } }, 422),
    );
    renderDialog();
    await waitFor(() => expect(vi.mocked(fetch)).toHaveBeenCalled());
    fireEvent.change(comment(), { target: { value: 'write to me at kid@example.com' } });
    fireEvent.click(terms());
    fireEvent.click(postButton());
    expect((await screen.findByRole('alert')).textContent).toBe(COMMENT_REFUSALS.email);
    expect(comment().value).toBe('write to me at kid@example.com');
    expect(comment().getAttribute('aria-invalid')).toBe('true');
    expect(server.posts()).toHaveLength(1);
  });

  it('says "Cannot post: Missing image information" without a generation id', async () => {
    const server = serve(signedIn);
    renderDialog({ ...page, generationId: null });
    await waitFor(() => expect(vi.mocked(fetch)).toHaveBeenCalled());
    fireEvent.click(terms());
    fireEvent.click(postButton());
    expect(await screen.findByText(COMMUNITY_TEXTS.missingImage)).toBeTruthy();
    expect(server.posts()).toEqual([]);
  });

  it('says "Please sign in to post to community" when signed out, and opens sign-in', async () => {
    const server = serve(signedOut);
    const { requestSignIn } = renderDialog();
    await waitFor(() => expect(vi.mocked(fetch)).toHaveBeenCalled());
    await new Promise((resolve) => setTimeout(resolve, 0));
    fireEvent.click(terms());
    fireEvent.click(postButton());
    expect(await screen.findByText(COMMUNITY_TEXTS.signInToPost)).toBeTruthy();
    expect(requestSignIn).toHaveBeenCalled();
    expect(server.posts()).toEqual([]);
  });

  it('says "Please sign in to post to community" when the server answers 401', async () => {
    serve(signedIn, () => jsonResponse({ error: { code: 'unauthenticated', message: 'Sign in' } }, 401));
    const { requestSignIn } = renderDialog();
    await waitFor(() => expect(vi.mocked(fetch)).toHaveBeenCalled());
    fireEvent.click(terms());
    fireEvent.click(postButton());
    expect(await screen.findByText(COMMUNITY_TEXTS.signInToPost)).toBeTruthy();
    expect(requestSignIn).toHaveBeenCalled();
  });
  it('tags the post for this week’s challenge: ticked after joining it, and can be unticked', async () => {
    localStorage.setItem('inkling.challengeJoined', '2026-W48');
    try {
      const server = serve(signedIn);
      renderDialog();
      const box = (await screen.findByRole('checkbox', {
        name: CHALLENGE_TEXTS.tagLabel(CHALLENGE.theme),
      })) as HTMLInputElement;
      await waitFor(() => expect(box.checked).toBe(true));
      fireEvent.click(terms());
      fireEvent.click(postButton());
      await waitFor(() => expect(server.posts()).toHaveLength(1));
      expect(server.posts()[0]).toMatchObject({ generationId: GENERATION_ID, challenge: true });
    } finally {
      localStorage.removeItem('inkling.challengeJoined');
    }
    cleanup();
    // Not joined (or joined another week): unticked, and the post is not tagged.
    localStorage.setItem('inkling.challengeJoined', '2026-W47');
    try {
      const server = serve(signedIn);
      renderDialog();
      const box = (await screen.findByRole('checkbox', {
        name: CHALLENGE_TEXTS.tagLabel(CHALLENGE.theme),
      })) as HTMLInputElement;
      expect(box.checked).toBe(false);
      fireEvent.click(terms());
      fireEvent.click(postButton());
      await waitFor(() => expect(server.posts()).toHaveLength(1));
      expect(server.posts()[0]).not.toHaveProperty('challenge');
    } finally {
      localStorage.removeItem('inkling.challengeJoined');
    }
  });
});

import type { Session } from '@inkling/contracts/api';
import {
  MODERATION_REASON_LABELS,
  MODERATION_TEXTS,
  MODERATION_UI_TEXTS,
  type ModerationItem,
} from '@inkling/contracts/community';
import { NOT_FOUND } from '@inkling/contracts/messages';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderWithApp } from '../../../test/render';
import { ModerationPage } from './moderation-page';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const base: Session = {
  user: { id: 'm1', name: 'Mo Moderator', email: 'moderator@example.com', image: null },
  credits: { credits: 5, dailyCreditsRemaining: 0, refundsLeftToday: 2 },
  mode: { localSignIn: true, googleSignIn: false, testCheckout: true },
  support: { email: 'help@example.com', phone: '+1 555 0100' },
};
const moderator: Session = { ...base, moderation: { pending: 3 } };

function item(n: number, overrides: Partial<ModerationItem> = {}): ModerationItem {
  const id = `40000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
  return {
    id,
    prompt: `Pending page ${n}`,
    comment: n === 1 ? 'Our rocket' : null,
    authorName: 'Pat',
    authorEmail: `pat${n}@example.com`,
    imageUrl: `/api/community/posts/${id}/image`,
    printUrl: `/api/community/posts/${id}/print`,
    width: 2550,
    height: 3300,
    status: 'pending',
    publishedAt: null,
    createdAt: new Date(Date.UTC(2026, 10, 20, 10, n)).toISOString(),
    canDelete: true,
    isOwn: false,
    shareUrl: `/community/${id}`,
    hearts: 0,
    heartedByMe: false,
    challengeTheme: null,
    reopenedAt: null,
    reports: [],
    reporters: [],
    decisionReason: null,
    ...overrides,
  };
}

/**
 * Serves a moderator's session, the queue (decided posts leave it; approved ones are then
 * published) and the log; records decisions.
 */
function serve(session: Session, items: ModerationItem[]) {
  const decisions: Array<{ postId: string; body: unknown }> = [];
  let queue = [...items];
  const published: ModerationItem[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (path: string, init?: RequestInit) => {
      if (path === '/api/session') return jsonResponse(session);
      if (!session.moderation && path.startsWith('/api/moderation')) {
        return jsonResponse({ error: { code: 'not_found', message: 'Not found' } }, 404);
      }
      if (path === '/api/moderation/queue') return jsonResponse({ items: queue, published });
      if (path === '/api/moderation/log') return jsonResponse({ entries: [] });
      const decision = path.match(/^\/api\/moderation\/posts\/([^/]+)\/decision$/);
      if (decision && init?.method === 'POST') {
        const postId = decision[1]!;
        decisions.push({ postId, body: JSON.parse(String(init.body)) });
        const decided = queue.find((i) => i.id === postId)!;
        queue = queue.filter((i) => i.id !== postId);
        const action = (JSON.parse(String(init.body)) as { action: string }).action;
        if (action !== 'approve') return jsonResponse({ ...decided, status: 'rejected' });
        const approved = { ...decided, status: 'approved' as const, publishedAt: new Date().toISOString() };
        published.unshift(approved);
        return jsonResponse(approved);
      }
      return jsonResponse({ error: { code: 'not_found', message: 'Not found' } }, 404);
    }),
  );
  return decisions;
}

const selectedPrompt = () =>
  within(document.querySelector<HTMLElement>('li[aria-current="true"]')!).getByRole('heading').textContent;

describe('ModerationPage', () => {
  it('lists pending posts oldest first with author, comment and reports, and shows the keys', async () => {
    serve(moderator, [
      item(1, { reports: [{ reason: 'scary', count: 2 }], reopenedAt: new Date().toISOString() }),
      item(2),
    ]);
    renderWithApp(<ModerationPage />);
    expect(await screen.findByRole('heading', { name: 'Pending page 1' })).toBeTruthy();
    expect(screen.getByText(MODERATION_TEXTS.shortcuts)).toBeTruthy();
    expect(screen.getByText(/Pat \(pat1@example\.com\)/)).toBeTruthy();
    expect(screen.getByText('“Our rocket”')).toBeTruthy();
    expect(screen.getByText(`${MODERATION_TEXTS.reopenedByReports} · 2 reports`)).toBeTruthy();
    expect(screen.getByText('Too scary or violent × 2')).toBeTruthy();
    const headings = screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent);
    expect(headings).toEqual(['Pending page 1', 'Pending page 2']);
    expect(selectedPrompt()).toBe('Pending page 1');
  });

  it('moves with J and K, approves with A and rejects with R and a reason', async () => {
    const decisions = serve(moderator, [item(1), item(2), item(3)]);
    renderWithApp(<ModerationPage />);
    await screen.findByRole('heading', { name: 'Pending page 1' });

    fireEvent.keyDown(document.body, { key: 'j' });
    expect(selectedPrompt()).toBe('Pending page 2');
    fireEvent.keyDown(document.body, { key: 'j' });
    fireEvent.keyDown(document.body, { key: 'j' });
    expect(selectedPrompt()).toBe('Pending page 3');
    fireEvent.keyDown(document.body, { key: 'k' });
    expect(selectedPrompt()).toBe('Pending page 2');

    fireEvent.keyDown(document.body, { key: 'a' });
    await waitFor(() => expect(decisions).toHaveLength(1));
    expect(decisions[0]).toEqual({ postId: item(2).id, body: { action: 'approve' } });
    expect(await screen.findByText(MODERATION_TEXTS.approved)).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Pending page 2' })).toBeNull());
    // The selection stays in place: the next post.
    expect(selectedPrompt()).toBe('Pending page 3');
    // …and the approved post is listed as published without a reload (issue 32).
    const publishedList = screen.getByRole('region', { name: MODERATION_UI_TEXTS.publishedHeading });
    expect(await within(publishedList).findByText('Pending page 2')).toBeTruthy();
    expect(within(publishedList).queryByText(MODERATION_UI_TEXTS.publishedEmpty)).toBeNull();

    fireEvent.keyDown(document.body, { key: 'r' });
    const dialog = await screen.findByRole('dialog', { name: MODERATION_UI_TEXTS.rejectTitle });
    // Keys typed in the dialog are not shortcuts.
    fireEvent.keyDown(dialog, { key: 'a' });
    const confirm = within(dialog).getByRole('button', { name: MODERATION_UI_TEXTS.confirmReject });
    expect((confirm as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(within(dialog).getByRole('combobox', { name: MODERATION_TEXTS.reasonLabel }), {
      target: { value: 'not-kid-safe' },
    });
    expect(MODERATION_REASON_LABELS['not-kid-safe']).toBeTruthy();
    fireEvent.click(confirm);
    await waitFor(() => expect(decisions).toHaveLength(2));
    expect(decisions[1]).toEqual({ postId: item(3).id, body: { action: 'reject', reason: 'not-kid-safe' } });
    expect(await screen.findByText(MODERATION_TEXTS.rejectedToast)).toBeTruthy();
  });

  it('is the not-found page for anyone who is not a moderator', async () => {
    serve(base, [item(1)]);
    renderWithApp(<ModerationPage />);
    expect(await screen.findByText(NOT_FOUND.heading)).toBeTruthy();
    expect(screen.queryByText('Pending page 1')).toBeNull();
    expect(vi.mocked(fetch).mock.calls.map(([path]) => path)).not.toContain('/api/moderation/queue');
  });
});

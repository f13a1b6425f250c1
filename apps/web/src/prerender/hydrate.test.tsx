import { act, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { startApp } from '../app/start';
import { seededBlogPosts } from './blog-seed';
import { renderBody } from './entry-server';
import { jsonForScript } from './head';
import { publicPages } from './public-pages';
import { QUERY_DATA_ID } from './query-data';

/**
 * Issue 18: every prerendered page hydrates in the browser's first render without a mismatch.
 * Each page is rendered by the prerender's own renderBody, put into the document as the build
 * does, and started with main.tsx's startApp; the API never answers (fetch stays pending), so
 * what changes loads after hydration, as on a slow phone.
 */
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  document.body.innerHTML = '';
});

const posts = seededBlogPosts();

describe('prerendered pages hydrate', () => {
  it.each(publicPages(posts).map((page) => [page.path, page] as const))('%s', async (_path, page) => {
    const { body, head, queries } = await renderBody(page, posts);
    expect(head.title).toMatch(/Inkling/);
    expect(head.description?.length).toBeGreaterThan(40);

    vi.stubGlobal('fetch', () => new Promise<Response>(() => {}));
    vi.stubGlobal('scrollTo', () => {});
    const consoleErrors = vi.spyOn(console, 'error');
    window.history.replaceState(null, '', page.path);
    document.body.innerHTML =
      `<div id="root" data-prerendered>${body}</div>` +
      `<script type="application/json" id="${QUERY_DATA_ID}">${jsonForScript(queries)}</script>`;
    const root = document.getElementById('root')!;
    const heading = root.querySelector('h1');
    expect(heading?.textContent).toBeTruthy();

    const recoverable: unknown[] = [];
    let app: Awaited<ReturnType<typeof startApp>> | undefined;
    await act(async () => {
      app = await startApp(root, { onRecoverableError: (error) => recoverable.push(error) });
    });
    expect(recoverable.map(String)).toEqual([]);
    expect(consoleErrors.mock.calls.map((call) => call.map(String).join(' '))).toEqual([]);
    // Hydrated in place: the prerendered heading element is still the one in the document.
    expect(root.querySelector('h1')).toBe(heading);
    // The toast area is not in the HTML; it mounts after hydration, loading sonner (lib/toast).
    expect(body).not.toContain('aria-label="Notifications');
    await waitFor(() => expect(root.querySelector('section[aria-label^="Notifications"]')).not.toBeNull());
    act(() => app?.unmount());
  });
});

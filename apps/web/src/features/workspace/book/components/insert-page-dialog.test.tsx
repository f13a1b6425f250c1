import { INSERT_PAGE_TEXTS } from '@inkling/contracts/book-ui';
import { INSERT_PAGE_SUGGESTIONS } from '@inkling/contracts/messages';
import { DEFAULT_PAGE_STYLE } from '@inkling/contracts/page';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeGeneration } from '../../../../test/factories';
import { jsonResponse, renderWithApp } from '../../../../test/render';
import { InsertPageDialog } from './insert-page-dialog';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const session = {
  user: { id: 'u1', name: 'Pat Parent', email: 'pat@example.com', image: null },
  credits: { credits: 5, dailyCreditsRemaining: 0, refundsLeftToday: 2 },
  mode: { localSignIn: true, googleSignIn: false, testCheckout: true },
};

/** Serves the session; POST /api/generations waits for `release` when given, then answers 201. */
function serve(release?: Promise<void>) {
  const posts: Array<{ body: Record<string, unknown>; key: string | null }> = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (path: string, init?: RequestInit) => {
      if (path === '/api/session') return jsonResponse(session);
      if (path === '/api/generations' && init?.method === 'POST') {
        const body = JSON.parse(String(init.body)) as Record<string, unknown>;
        posts.push({ body, key: new Headers(init.headers).get('Idempotency-Key') });
        if (release) await release;
        return jsonResponse(
          {
            project: { id: 'p1', title: 'Book', createdAt: '', updatedAt: '' },
            generation: makeGeneration({ status: 'created', prompt: String(body.prompt), projectId: 'p1' }),
            replayed: false,
          },
          201,
        );
      }
      return jsonResponse({ error: { code: 'not_found', message: 'Not found' } }, 404);
    }),
  );
  return posts;
}

function renderDialog({ generating = false } = {}) {
  const onOpenChange = vi.fn();
  const view = renderWithApp(
    <InsertPageDialog
      open
      onOpenChange={onOpenChange}
      projectId="p1"
      generating={generating}
      audience="kids"
      format="letter"
      style={DEFAULT_PAGE_STYLE}
    />,
  );
  return { ...view, onOpenChange };
}

function textarea() {
  return screen.getByRole('textbox', { name: INSERT_PAGE_TEXTS.label });
}

describe('Insert New Page (spec core §2 "Project workspace", §5)', () => {
  it('shows the title, subtitle, the required textarea, eight suggestions, Cancel and Create Page', () => {
    serve();
    renderDialog();
    const dialog = screen.getByRole('dialog', { name: 'Insert New Page' });
    expect(within(dialog).getByText('Add a new coloring page to your book')).toBeTruthy();
    expect(textarea().getAttribute('aria-required')).toBe('true');
    expect(screen.getByLabelText("Describe what you'd like to see on this page")).toBe(textarea());
    const suggestions = INSERT_PAGE_SUGGESTIONS.map((text) =>
      within(dialog).getByRole('button', { name: text }),
    );
    expect(suggestions).toHaveLength(8);
    expect(INSERT_PAGE_SUGGESTIONS).toContain('underwater scene with fish and coral');
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Create Page' })).toBeTruthy();
  });

  it('refuses an empty or blank prompt without sending anything', async () => {
    const posts = serve();
    renderDialog();
    fireEvent.click(screen.getByRole('button', { name: 'Create Page' }));
    expect(await screen.findByText(INSERT_PAGE_TEXTS.required)).toBeTruthy();
    expect(textarea().getAttribute('aria-invalid')).toBe('true');
    fireEvent.change(textarea(), { target: { value: '   \n ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create Page' }));
    expect(await screen.findByText(INSERT_PAGE_TEXTS.required)).toBeTruthy();
    expect(posts).toEqual([]);
  });

  it('fills the textarea from a suggestion, sends it trimmed into this project, then clears and closes', async () => {
    const posts = serve();
    const { onOpenChange } = renderDialog();
    fireEvent.click(screen.getByRole('button', { name: 'puppy with toys' }));
    expect((textarea() as HTMLTextAreaElement).value).toBe('puppy with toys');
    fireEvent.change(textarea(), { target: { value: '  puppy with toys and a ball  ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create Page' }));
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    expect(posts).toHaveLength(1);
    expect(posts[0]?.body).toMatchObject({
      prompt: 'puppy with toys and a ball',
      projectId: 'p1',
      audience: 'kids',
      format: 'letter',
    });
    expect(posts[0]?.key).toMatch(/.+/);
    expect((textarea() as HTMLTextAreaElement).value).toBe('');
  });

  it('shows "Generating..." and sends nothing while a page of the project is being drawn', () => {
    const posts = serve();
    renderDialog({ generating: true });
    fireEvent.change(textarea(), { target: { value: 'rainbow over a meadow' } });
    const button = screen.getByRole('button', { name: 'Generating...' }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    fireEvent.submit(button.closest('form')!);
    expect(posts).toEqual([]);
    expect(screen.queryByRole('button', { name: 'Create Page' })).toBeNull();
  });

  it('cannot be sent twice while the first send is under way', async () => {
    let open!: () => void;
    const posts = serve(new Promise<void>((resolve) => (open = resolve)));
    const { onOpenChange } = renderDialog();
    fireEvent.change(textarea(), { target: { value: 'jungle scene with animals' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create Page' }));
    const busy = (await screen.findByRole('button', { name: 'Generating...' })) as HTMLButtonElement;
    expect(busy.disabled).toBe(true);
    fireEvent.submit(busy.closest('form')!);
    await waitFor(() => expect(posts).toHaveLength(1));
    open();
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    expect(posts).toHaveLength(1);
  });

  it('Cancel closes without sending', () => {
    const posts = serve();
    const { onOpenChange } = renderDialog();
    fireEvent.change(textarea(), { target: { value: 'magical castle in the clouds' } });
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onOpenChange).toHaveBeenCalledWith(false);
    expect(posts).toEqual([]);
  });
});

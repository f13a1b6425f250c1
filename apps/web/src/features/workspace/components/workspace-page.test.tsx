import { CHAT_STATUS_TEXT, WORKSPACE } from '@inkling/contracts/messages';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { Toaster } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SignInProvider } from '../../../components/auth/sign-in-provider';
import { makeGeneration, makeProject } from '../../../test/factories';
import { jsonResponse } from '../../../test/render';
import { WorkspacePage } from './workspace-page';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const session = {
  user: { id: 'u1', name: 'Pat Parent', email: 'pat@example.com', image: null },
  credits: { credits: 5, dailyCreditsRemaining: 0, refundsLeftToday: 2 },
  mode: { localSignIn: true, googleSignIn: false, testCheckout: true },
};

/** Serves the session and one project; records every other call. */
function serve(project: ReturnType<typeof makeProject>) {
  const calls: Array<{ path: string; init?: RequestInit }> = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (path: string, init?: RequestInit) => {
      calls.push({ path, init });
      if (path === '/api/session') return jsonResponse(session);
      if (path === `/api/projects/${project.id}`) return jsonResponse(project);
      if (path === `/api/projects/${project.id}/generations`) {
        return jsonResponse(
          makeGeneration({ status: 'created', prompt: 'a rocket', projectId: project.id }),
          201,
        );
      }
      return jsonResponse({ error: { code: 'not_found', message: 'Not found' } }, 404);
    }),
  );
  return calls;
}

function renderWorkspace(projectId: string) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[`/projects/${projectId}`]}>
        <SignInProvider>
          <Routes>
            <Route path="/projects/:projectId" element={<WorkspacePage />} />
          </Routes>
        </SignInProvider>
        <Toaster />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

function chatBox() {
  return screen.getByRole('textbox', { name: 'Describe your next coloring page' });
}

describe('WorkspacePage', () => {
  it('shows the title and the chat built from the generations', async () => {
    const done = makeGeneration({ prompt: 'Adorable puppy' });
    const project = makeProject({ title: 'Adorable puppy', generations: [done] });
    serve(project);
    renderWorkspace(project.id);
    expect(await screen.findByRole('heading', { name: 'Adorable puppy', level: 1 })).toBeTruthy();
    expect(screen.getByText(CHAT_STATUS_TEXT.completed)).toBeTruthy();
    expect(screen.getAllByRole('img', { name: 'Coloring page: Adorable puppy' }).length).toBeGreaterThan(0);
  });

  it('blocks sending while a page is being drawn', async () => {
    const project = makeProject({
      generations: [makeGeneration({ status: 'generating', prompt: 'Racecar driver' })],
    });
    const calls = serve(project);
    renderWorkspace(project.id);
    expect(await screen.findByText(CHAT_STATUS_TEXT.generating)).toBeTruthy();
    fireEvent.change(chatBox(), { target: { value: 'a rocket' } });
    fireEvent.keyDown(chatBox(), { key: 'Enter' });
    expect(await screen.findByText(WORKSPACE.waitForImage)).toBeTruthy();
    expect(calls.some((c) => c.init?.method === 'POST')).toBe(false);
  });

  it('asks for a prompt when the box is blank, and sends a real one', async () => {
    const project = makeProject({ title: '', generations: [makeGeneration()] });
    const calls = serve(project);
    renderWorkspace(project.id);
    expect(await screen.findByRole('heading', { name: WORKSPACE.defaultProjectName })).toBeTruthy();
    expect(await screen.findByText(CHAT_STATUS_TEXT.completed)).toBeTruthy();
    fireEvent.change(chatBox(), { target: { value: '   ' } });
    fireEvent.keyDown(chatBox(), { key: 'Enter' });
    expect(await screen.findByText(WORKSPACE.enterPrompt)).toBeTruthy();

    fireEvent.change(chatBox(), { target: { value: 'a rocket' } });
    fireEvent.keyDown(chatBox(), { key: 'Enter' });
    await waitFor(() => expect(calls.some((c) => c.init?.method === 'POST')).toBe(true));
    const post = calls.find((c) => c.init?.method === 'POST')!;
    expect(post.path).toBe(`/api/projects/${project.id}/generations`);
    expect(JSON.parse(String(post.init?.body))).toEqual({
      prompt: 'a rocket',
      audience: 'kids',
      format: 'letter',
    });
    expect(await screen.findByText(CHAT_STATUS_TEXT.other)).toBeTruthy();
    await waitFor(() => expect((chatBox() as HTMLTextAreaElement).value).toBe(''));
  });
});

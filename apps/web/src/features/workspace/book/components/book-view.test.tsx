import type { Project } from '@inkling/contracts/api';
import type { Book } from '@inkling/contracts/book';
import { FLIPBOOK_TEXTS, VIEW_TOGGLE_TEXTS } from '@inkling/contracts/book-ui';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { paths } from '../../../../config/paths';
import { makeGeneration, makeProject } from '../../../../test/factories';
import { jsonResponse, renderWithApp } from '../../../../test/render';
import { WorkspacePage } from '../../components/workspace-page';
import { bookFromProject } from '../api/use-workspace-book';

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

/** Serves the session, the project and its book; PATCH …/book answers the book with the change. */
function serve(project: Project, book: Book) {
  const patches: unknown[] = [];
  let current = book;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (path: string, init?: RequestInit) => {
      if (path === '/api/session') return jsonResponse(session);
      if (path === '/api/characters') return jsonResponse([]);
      if (path === `/api/projects/${project.id}`) return jsonResponse(project);
      if (path === `/api/projects/${project.id}/book` && init?.method === 'PATCH') {
        const body = JSON.parse(String(init.body)) as Partial<Book>;
        patches.push(body);
        current = { ...current, ...body, revision: current.revision + 1 };
        return jsonResponse(current);
      }
      if (path === `/api/projects/${project.id}/book`) return jsonResponse(current);
      return jsonResponse({ error: { code: 'not_found', message: 'Not found' } }, 404);
    }),
  );
  return patches;
}

function renderWorkspace(projectId: string) {
  return renderWithApp(
    <Routes>
      <Route path={paths.project.pattern} element={<WorkspacePage />} />
    </Routes>,
    { route: paths.project.build(projectId) },
  );
}

const project = makeProject({
  title: 'Dino book',
  generations: ['one', 'two', 'three'].map((prompt) => makeGeneration({ prompt })),
});

describe('the book view in the workspace (issue 11)', () => {
  it('switches from Single page to Book, remembers it for the project, and shows the flipbook', async () => {
    const patches = serve(project, bookFromProject(project));
    renderWorkspace(project.id);
    const toggles = await screen.findAllByRole('group', { name: VIEW_TOGGLE_TEXTS.label });
    const toggle = toggles.at(-1)!;
    const single = within(toggle).getByRole('button', { name: VIEW_TOGGLE_TEXTS.single });
    await waitFor(() => expect(single.getAttribute('aria-pressed')).toBe('true'));
    fireEvent.click(within(toggle).getByRole('button', { name: VIEW_TOGGLE_TEXTS.book }));
    await waitFor(() => expect(patches).toEqual([{ viewMode: 'book' }]));

    const book = await screen.findByRole('region', { name: FLIPBOOK_TEXTS.label });
    // The cover, three pages labelled "Page N" with alt "Coloring page N", then "New page?".
    const leaves = within(book).getAllByRole('article', { hidden: true });
    expect(leaves.map((leaf) => leaf.getAttribute('aria-label'))).toEqual([
      'Cover',
      'Page 1',
      'Page 2',
      'Page 3',
      'New page?',
    ]);
    for (const n of [1, 2, 3]) {
      expect(within(book).getByRole('img', { name: `Coloring page ${n}`, hidden: true })).toBeTruthy();
    }
    expect(within(book).getByText('Dino book')).toBeTruthy();
    expect(within(book).getByText('Prompt in the chat to add a new page')).toBeTruthy();

    // The last page opens Insert New Page.
    fireEvent.click(within(book).getByRole('button', { name: FLIPBOOK_TEXTS.newPageAction, hidden: true }));
    expect(await screen.findByRole('dialog', { name: 'Insert New Page' })).toBeTruthy();
  });

  it('opens in the view the project remembers', async () => {
    serve(project, { ...bookFromProject(project), viewMode: 'book' });
    renderWorkspace(project.id);
    expect(await screen.findByRole('region', { name: FLIPBOOK_TEXTS.label })).toBeTruthy();
  });

  it('adds a page that finished after the book was read, before the book is read again', async () => {
    const book = { ...bookFromProject(project), viewMode: 'book' as const };
    const fourth = makeGeneration({ prompt: 'four' });
    serve({ ...project, generations: [...project.generations, fourth] }, book);
    renderWorkspace(project.id);
    const region = await screen.findByRole('region', { name: FLIPBOOK_TEXTS.label });
    await waitFor(() =>
      expect(within(region).getByRole('img', { name: 'Coloring page 4', hidden: true })).toBeTruthy(),
    );
  });
});

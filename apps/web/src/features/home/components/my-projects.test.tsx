import { MY_PROJECTS } from '@inkling/contracts/messages';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { paths } from '../../../config/paths';
import { queryKeys } from '../../../lib/query-keys';
import { makeProjectCard } from '../../../test/factories';
import { jsonResponse, renderWithApp } from '../../../test/render';
import { MyProjects } from './my-projects';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const projects = Array.from({ length: 8 }, (_, i) => makeProjectCard({ title: `Page ${i + 1}` }));

function cards() {
  const hrefs = new Set(projects.map((project) => paths.project.build(project.id)));
  return screen.getAllByRole('link').filter((link) => hrefs.has(link.getAttribute('href') ?? ''));
}

describe('MyProjects', () => {
  it('shows 6 projects first, then all of them, then 6 again', () => {
    renderWithApp(<MyProjects projects={projects} loading={false} />);
    expect(screen.getByRole('heading', { name: MY_PROJECTS.heading })).toBeTruthy();
    expect(cards()).toHaveLength(6);
    fireEvent.click(screen.getByRole('button', { name: MY_PROJECTS.showAll(8) }));
    expect(cards()).toHaveLength(8);
    fireEvent.click(screen.getByRole('button', { name: MY_PROJECTS.showLess }));
    expect(cards()).toHaveLength(6);
  });

  it('counts every project and fetches the pages behind the cursor on "Show all"', () => {
    const onLoadMore = vi.fn();
    const first = projects.slice(0, 6);
    renderWithApp(
      <MyProjects
        projects={first}
        total={40}
        loading={false}
        hasMore
        loadingMore={false}
        onLoadMore={onLoadMore}
      />,
    );
    expect(screen.getByText('40')).toBeTruthy();
    expect(onLoadMore).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: MY_PROJECTS.showAll(40) }));
    expect(onLoadMore).toHaveBeenCalledTimes(1);
    expect(cards()).toHaveLength(6);
  });

  it('has no toggle with 6 projects or fewer', () => {
    renderWithApp(<MyProjects projects={projects.slice(0, 6)} loading={false} />);
    expect(screen.queryByRole('button', { name: /show all/i })).toBeNull();
  });

  it('shows the preview image with the coloring-page alt text', () => {
    renderWithApp(<MyProjects projects={projects.slice(0, 1)} loading={false} />);
    expect(screen.getByRole('img', { name: 'Coloring page: Page 1' })).toBeTruthy();
  });

  it('asks before deleting and deletes only after confirmation', async () => {
    const fetchMock = vi.fn(async () => jsonResponse(null, 204));
    vi.stubGlobal('fetch', fetchMock);
    const { queryClient } = renderWithApp(<MyProjects projects={projects.slice(0, 2)} loading={false} />);
    queryClient.setQueryData(queryKeys.projects, {
      pages: [{ projects: projects.slice(0, 2), total: 2, nextCursor: null }],
      pageParams: [null],
    });

    fireEvent.click(screen.getByRole('button', { name: 'Delete project Page 1' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText(MY_PROJECTS.confirmDelete)).toBeTruthy();

    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(fetchMock).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole('button', { name: 'Delete project Page 1' }));
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    const [path, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(path).toBe(`/api/projects/${projects[0]!.id}`);
    expect(init.method).toBe('DELETE');
    expect(await screen.findByText('Project deleted successfully')).toBeTruthy();
  });

  it('says so when a delete fails', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => jsonResponse({ error: { code: 'internal', message: 'boom' } }, 500)),
    );
    renderWithApp(<MyProjects projects={projects.slice(0, 1)} loading={false} />);
    fireEvent.click(screen.getByRole('button', { name: 'Delete project Page 1' }));
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Failed to delete project')).toBeTruthy();
  });

  it('a project whose pages all failed says so with the reason, and Retry asks for a new attempt (issue 26)', async () => {
    const fetchMock = vi.fn(async () => jsonResponse({ id: 'new' }, 201));
    vi.stubGlobal('fetch', fetchMock);
    const failed = makeProjectCard({
      title: 'My cat',
      cover: null,
      pageCount: 0,
      failed: {
        generationId: '30000000-0000-4000-8000-000000000001',
        error: 'The picture is empty (0 bytes).',
      },
    });
    renderWithApp(<MyProjects projects={[failed, ...projects.slice(0, 1)]} loading={false} />);
    expect(screen.getByText(MY_PROJECTS.failed)).toBeTruthy();
    expect(screen.getByText('The picture is empty (0 bytes).')).toBeTruthy();
    // Only the failed card offers Retry.
    expect(screen.getAllByRole('button', { name: /^Retry/ })).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: MY_PROJECTS.retryLabel('My cat') }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    const [path, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(path).toBe('/api/generations/30000000-0000-4000-8000-000000000001/retry');
    expect(init.method).toBe('POST');
  });
});

import { BLOG_TEXTS, type BlogPost, blogImageUrl } from '@inkling/contracts/blog';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '../../../test/render';
import { reloadPage } from '../reload-page';
import { BlogPage } from './blog-page';
import { BlogPostPage } from './blog-post-page';

// A real reload cannot happen in jsdom; the test checks that Try Again asks for one.
vi.mock('../reload-page', () => ({ reloadPage: vi.fn() }));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.mocked(reloadPage).mockClear();
  for (const meta of document.head.querySelectorAll('meta[name="description"]')) meta.remove();
});

function makePost(n: number): BlogPost {
  const slug = `post-number-${n}`;
  return {
    id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
    slug,
    title: `Post number ${n}`,
    excerpt: `Excerpt of post ${n}`,
    content: 'First paragraph.\n\nSecond paragraph,\nsame paragraph.\n\nThird paragraph.',
    category: 'Tips',
    author: 'Inkling Team',
    date: `2026-0${Math.min(n, 9)}-0${Math.min(n, 9)}`,
    imageUrl: blogImageUrl(slug),
  };
}
const posts = Array.from({ length: 8 }, (_, i) => makePost(i + 1));

function renderAt(path: string) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/blog" element={<BlogPage />} />
          <Route path="/blog/:slug" element={<BlogPostPage />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

/** Answers fetch with `respond(path)`, recording the paths asked for. */
function stubFetch(respond: (path: string) => Response | Promise<Response>) {
  const fetchMock = vi.fn(async (path: string) => respond(path));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const cards = () => screen.getAllByRole('article');
const description = () => document.head.querySelector('meta[name="description"]')?.getAttribute('content');

describe('BlogPage', () => {
  it('shows 6 placeholder cards while loading', () => {
    stubFetch(() => new Promise<Response>(() => {}));
    renderAt('/blog');
    expect(screen.getByRole('heading', { level: 1, name: 'Blog' })).toBeTruthy();
    const list = screen.getByRole('list', { name: 'Loading blog posts' });
    expect(list.getAttribute('aria-busy')).toBe('true');
    expect(within(list).getAllByRole('listitem')).toHaveLength(6);
    expect(document.title).toBe('Blog · Inkling');
    expect(description()).toBe(BLOG_TEXTS.metaDescription);
  });

  it('shows 6 cards, then all with Show more, then 6 again with Show less', async () => {
    const fetchMock = stubFetch(() => jsonResponse(posts));
    renderAt('/blog');
    await screen.findByRole('link', { name: 'Post number 1' });
    expect(fetchMock).toHaveBeenCalledWith('/api/blog/posts', expect.anything());
    expect(cards()).toHaveLength(6);
    const first = cards()[0]!;
    expect(within(first).getByRole('link').getAttribute('href')).toBe('/blog/post-number-1');
    expect(within(first).getByRole('img').getAttribute('src')).toBe('/blog-images/post-number-1.png');
    expect(within(first).getByRole('img').getAttribute('alt')).toContain('Post number 1');
    expect(within(first).getByText('January 1, 2026')).toBeTruthy();
    expect(within(first).getByText('Tips')).toBeTruthy();
    expect(within(first).getByText('Excerpt of post 1')).toBeTruthy();
    expect(within(first).getByText('Inkling Team')).toBeTruthy();

    const toggle = screen.getByRole('button', { name: BLOG_TEXTS.showMore });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(toggle);
    expect(cards()).toHaveLength(8);
    fireEvent.click(screen.getByRole('button', { name: BLOG_TEXTS.showLess }));
    expect(cards()).toHaveLength(6);
  });

  it('has no toggle with 6 posts or fewer', async () => {
    stubFetch(() => jsonResponse(posts.slice(0, 6)));
    renderAt('/blog');
    await screen.findByRole('link', { name: 'Post number 6' });
    expect(cards()).toHaveLength(6);
    expect(screen.queryByRole('button', { name: BLOG_TEXTS.showMore })).toBeNull();
  });

  it('says "Failed to load blog posts" and reloads the page on Try Again', async () => {
    stubFetch(() => jsonResponse({ error: { code: 'internal', message: 'boom' } }, 500));
    renderAt('/blog');
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText(BLOG_TEXTS.loadFailed)).toBeTruthy();
    fireEvent.click(within(alert).getByRole('button', { name: BLOG_TEXTS.tryAgain }));
    expect(reloadPage).toHaveBeenCalledTimes(1);
  });
});

describe('BlogPostPage', () => {
  it('shows the post with its paragraphs, title suffix and excerpt as meta description', async () => {
    const post = makePost(3);
    const fetchMock = stubFetch(() => jsonResponse(post));
    renderAt('/blog/post-number-3');
    expect(await screen.findByRole('heading', { level: 1, name: 'Post number 3' })).toBeTruthy();
    expect(fetchMock).toHaveBeenCalledWith('/api/blog/posts/post-number-3', expect.anything());
    expect(screen.getByText('March 3, 2026')).toBeTruthy();
    expect(screen.getByText('Tips')).toBeTruthy();
    expect(screen.getByText('Excerpt of post 3')).toBeTruthy();
    expect(screen.getByText('Inkling Team')).toBeTruthy();
    expect(screen.getByRole('img').getAttribute('src')).toBe('/blog-images/post-number-3.png');
    const body = screen.getByText('First paragraph.').parentElement!;
    expect(within(body).getAllByText(/paragraph/)).toHaveLength(3);
    for (const link of screen.getAllByRole('link', { name: BLOG_TEXTS.backToBlog })) {
      expect(link.getAttribute('href')).toBe('/blog');
    }
    expect(document.title).toBe('Post number 3 | Inkling Blog');
    expect(description()).toBe('Excerpt of post 3');
  });

  it('shows a loading skeleton first', () => {
    stubFetch(() => new Promise<Response>(() => {}));
    renderAt('/blog/post-number-3');
    expect(screen.getByRole('status').textContent).toBe('Loading blog post');
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
  });

  it('shows "Post Not Found" on a 404 and for a slug no post can have', async () => {
    stubFetch(() => jsonResponse({ error: { code: 'not_found', message: 'Blog post not found' } }, 404));
    renderAt('/blog/no-such-post');
    expect(await screen.findByRole('heading', { level: 1, name: BLOG_TEXTS.notFoundTitle })).toBeTruthy();
    expect(screen.getByText(BLOG_TEXTS.notFoundText)).toBeTruthy();
    expect(screen.getByRole('link', { name: BLOG_TEXTS.backToBlog }).getAttribute('href')).toBe('/blog');
    expect(document.title).toBe('Post Not Found · Inkling');
    cleanup();

    const fetchMock = stubFetch(() => jsonResponse(makePost(1)));
    renderAt('/blog/Not%20A%20Slug');
    expect(screen.getByRole('heading', { level: 1, name: BLOG_TEXTS.notFoundTitle })).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows "Error Loading Post" on any other failure', async () => {
    stubFetch(() => {
      throw new TypeError('Failed to fetch');
    });
    renderAt('/blog/post-number-3');
    expect(await screen.findByRole('heading', { level: 1, name: BLOG_TEXTS.errorTitle })).toBeTruthy();
    expect(screen.getByText(BLOG_TEXTS.errorText)).toBeTruthy();
    expect(screen.getByRole('link', { name: BLOG_TEXTS.backToBlog }).getAttribute('href')).toBe('/blog');
  });
});

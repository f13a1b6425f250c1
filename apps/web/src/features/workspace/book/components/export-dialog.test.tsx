import type { Book, BookExport, PdfOptions, PrintCheck } from '@inkling/contracts/book';
import { EXPORT_TEXTS } from '@inkling/contracts/book-ui';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeGeneration, makeProject } from '../../../../test/factories';
import { jsonResponse, renderWithApp } from '../../../../test/render';
import { bookFromProject } from '../api/use-workspace-book';
import { hasColoredPages, withColoredPages } from '../book-model';
import { ExportDialog } from './export-dialog';

let clicked: Array<{ href: string; download: string }> = [];

beforeEach(() => {
  clicked = [];
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    clicked.push({ href: this.getAttribute('href') ?? '', download: this.download });
  });
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const project = makeProject({
  id: 'p1',
  title: 'Dino book',
  generations: [makeGeneration({ prompt: 'one' }), makeGeneration({ prompt: 'two' })],
});
const book = bookFromProject(project);

function job(overrides: Partial<BookExport>): BookExport {
  return {
    id: 'e1',
    projectId: 'p1',
    format: 'pdf',
    status: 'queued',
    progress: 0,
    downloadUrl: null,
    fileName: 'Dino-book.pdf',
    bytes: null,
    pageCount: null,
    error: null,
    createdAt: '',
    updatedAt: '',
    ...overrides,
  };
}

interface Call {
  path: string;
  method: string;
  body: unknown;
}

/** Serves the book's export routes: the export answers from `polls` in turn, the print check from `check`. */
function serve({
  polls = [] as BookExport[],
  check,
}: {
  polls?: BookExport[];
  check?: (body: PdfOptions) => PrintCheck;
}) {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (path: string, init?: RequestInit) => {
      const body = init?.body ? JSON.parse(String(init.body)) : undefined;
      calls.push({ path, method: init?.method ?? 'GET', body });
      if (path === '/api/projects/p1/book/print-check' && check) return jsonResponse(check(body));
      if (path === '/api/projects/p1/book/exports' && init?.method === 'POST') {
        return jsonResponse(polls.shift() ?? job({}), 202);
      }
      if (path === '/api/projects/p1/book/exports/e1') return jsonResponse(polls.shift() ?? job({}));
      return jsonResponse({ error: { code: 'not_found', message: 'Not found' } }, 404);
    }),
  );
  return calls;
}

function renderDialog() {
  return renderWithApp(
    <ExportDialog
      open
      onOpenChange={() => undefined}
      projectId="p1"
      book={book}
      currentPage={{ prompt: 'one', printUrl: '/api/files/one-print', format: 'letter' }}
    />,
  );
}

/** Holds the "Use colored pages" state above the dialog, as the book panel does. */
function ColoredHolder({ lineArt, withColor, seen }: { lineArt: Book; withColor: Book; seen: boolean[] }) {
  const [value, setValue] = useState(false);
  seen.push(value);
  return (
    <ExportDialog
      open
      onOpenChange={() => undefined}
      projectId="p1"
      book={value ? withColor : lineArt}
      currentPage={null}
      colored={{ available: true, value, onChange: setValue }}
    />
  );
}

describe('the export dialog (spec content §2 "Export dialog")', () => {
  it('says which page Download as PNG saves (issue 32)', () => {
    serve({});
    renderWithApp(
      <ExportDialog
        open
        onOpenChange={() => undefined}
        projectId="p1"
        book={book}
        currentPage={{ prompt: 'one', printUrl: '/api/files/one-print', format: 'letter', number: 1 }}
      />,
    );
    expect(screen.getByText('Page 1, full size')).toBeTruthy();
  });

  it('offers Print, Download as PNG, Download as PDF and Download as EPUB', () => {
    serve({});
    renderDialog();
    const dialog = screen.getByRole('dialog', { name: EXPORT_TEXTS.title });
    for (const name of ['Print', 'Download as PNG', 'Download as PDF', 'Download as EPUB']) {
      expect(within(dialog).getByRole('button', { name: new RegExp(`^${name}`) })).toBeTruthy();
    }
  });

  it('shows the progress of a PDF, then saves the finished file and offers it again; never before', async () => {
    const calls = serve({
      polls: [
        job({ status: 'queued' }),
        job({ status: 'running', progress: 0.5 }),
        job({ status: 'done', progress: 1, downloadUrl: '/api/projects/p1/book/exports/e1/file', bytes: 10 }),
      ],
    });
    renderDialog();
    fireEvent.click(screen.getByRole('checkbox', { name: /Blank backs for markers/ }));
    fireEvent.click(screen.getByRole('button', { name: /^Download as PDF/ }));
    const bar = await screen.findByRole('progressbar', { name: EXPORT_TEXTS.progressLabel });
    await waitFor(() => expect(bar.getAttribute('aria-valuenow')).toBe('50'), { timeout: 3_000 });
    expect(screen.queryByRole('link', { name: EXPORT_TEXTS.downloadAgain })).toBeNull();
    expect(clicked).toEqual([]);
    expect(await screen.findByText('Your PDF is ready', {}, { timeout: 3_000 })).toBeTruthy();
    expect(clicked).toEqual([{ href: '/api/projects/p1/book/exports/e1/file', download: 'Dino-book.pdf' }]);
    const again = screen.getByRole('link', { name: EXPORT_TEXTS.downloadAgain });
    expect(again.getAttribute('href')).toBe('/api/projects/p1/book/exports/e1/file');
    expect(calls[0]).toEqual({
      path: '/api/projects/p1/book/exports',
      method: 'POST',
      body: { format: 'pdf', pdf: { blankBacks: true, printReady: false, fillToMinimum: false } },
    });
  });

  it('shows the server sentence when an EPUB fails, offers Try again, and no file', async () => {
    serve({ polls: [job({ format: 'epub', status: 'failed', error: 'The disk is full.' })] });
    renderDialog();
    fireEvent.click(screen.getByRole('button', { name: /^Download as EPUB/ }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Could not make your EPUB.');
    expect(alert.textContent).toContain('The disk is full.');
    expect(within(alert).getByRole('button', { name: EXPORT_TEXTS.tryAgain })).toBeTruthy();
    expect(clicked).toEqual([]);
  });

  it('shows a refused export (409) with the server message', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        jsonResponse({ error: { code: 'conflict', message: 'This book has no pages yet.' } }, 409),
      ),
    );
    renderDialog();
    fireEvent.click(screen.getByRole('button', { name: /^Download as PDF/ }));
    expect((await screen.findByRole('alert')).textContent).toContain('This book has no pages yet.');
  });

  it('checks the print-ready rules before a print-ready PDF and offers to fill with blank backs', async () => {
    const calls = serve({
      check: (body) =>
        body.fillToMinimum
          ? { ok: true, pageCount: 24, fillPages: 0, problems: [] }
          : {
              ok: false,
              pageCount: 3,
              fillPages: 21,
              problems: [
                {
                  rule: 'min-pages',
                  message: 'Print-on-demand books need at least 24 pages; this one has 3.',
                },
                {
                  rule: 'even-pages',
                  message: 'Printed books need an even number of pages; this one has 3.',
                },
              ],
            },
    });
    renderDialog();
    fireEvent.click(screen.getByRole('checkbox', { name: /Print-ready for publishing/ }));
    expect(await screen.findByText(/need at least 24 pages/)).toBeTruthy();
    expect(screen.getByText(/even number of pages/)).toBeTruthy();
    const pdf = screen.getByRole('button', { name: /^Download as PDF/ }) as HTMLButtonElement;
    expect(pdf.disabled).toBe(true);
    fireEvent.click(screen.getByRole('checkbox', { name: /Fill with blank backs/ }));
    expect(await screen.findByText(EXPORT_TEXTS.printReadyOk)).toBeTruthy();
    expect(pdf.disabled).toBe(false);
    expect(calls.filter((c) => c.path.endsWith('/print-check')).map((c) => c.body)).toEqual([
      { blankBacks: false, printReady: true, fillToMinimum: false, colored: false },
      { blankBacks: false, printReady: true, fillToMinimum: true, colored: false },
    ]);
  });

  it('"Use colored pages where saved" (issue 17): offered only when a page was coloured and saved; PDF, EPUB and the print check ask for it', async () => {
    const calls = serve({
      polls: [job({ status: 'failed', error: 'x' }), job({ format: 'epub', status: 'failed', error: 'x' })],
      check: () => ({ ok: true, pageCount: 3, fillPages: 0, problems: [] }),
    });
    // Without a coloured page there is no such option.
    const { unmount } = renderDialog();
    expect(screen.queryByRole('checkbox', { name: new RegExp(EXPORT_TEXTS.useColored) })).toBeNull();
    unmount();

    const colored = {
      ...book,
      pages: book.pages.map((p, i) => (i === 0 ? { ...p, coloredUrl: '/api/files/one-colored' } : p)),
    };
    expect(hasColoredPages(colored)).toBe(true);
    // What the book view and Print show with the option on: the coloured PNG for that page only.
    const shown = withColoredPages(colored);
    expect(shown.pages.map((p) => p.printUrl)).toEqual(['/api/files/one-colored', book.pages[1]!.printUrl]);
    expect(shown.pages[0]!.previewUrl).toBe('/api/files/one-colored');

    const seen: boolean[] = [];
    renderWithApp(<ColoredHolder lineArt={colored} withColor={shown} seen={seen} />);
    const option = screen.getByRole('checkbox', {
      name: new RegExp(EXPORT_TEXTS.useColored),
    }) as HTMLInputElement;
    expect(option.checked).toBe(false);
    fireEvent.click(option);
    await waitFor(() => expect(option.checked).toBe(true));
    expect(seen.at(-1)).toBe(true);
    fireEvent.click(screen.getByRole('checkbox', { name: /Print-ready for publishing/ }));
    await screen.findByText(EXPORT_TEXTS.printReadyOk);
    fireEvent.click(screen.getByRole('button', { name: /^Download as PDF/ }));
    await screen.findByRole('alert');
    fireEvent.click(screen.getByRole('button', { name: /^Download as EPUB/ }));
    await waitFor(() =>
      expect(calls.filter((c) => c.method === 'POST' && c.path.endsWith('/exports'))).toHaveLength(2),
    );
    const posts = calls.filter((c) => c.method === 'POST').map((c) => c.body);
    expect(posts).toEqual([
      { blankBacks: false, printReady: true, fillToMinimum: false, colored: true },
      { format: 'pdf', pdf: { blankBacks: false, printReady: true, fillToMinimum: false }, colored: true },
      { format: 'epub', colored: true },
    ]);
  });
});

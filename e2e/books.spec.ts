import { mkdirSync } from 'node:fs';
import type { CreatedGeneration, Project } from '@inkling/contracts/api';
import type { Book } from '@inkling/contracts/book';
import { expect, type Page, test } from '@playwright/test';
import { ARTIFACTS, expectNoSeriousA11yViolations, run, signInFromHeader, watchConsole } from './helpers';

mkdirSync(ARTIFACTS, { recursive: true });
mkdirSync('docs/screenshots', { recursive: true });

const PROMPTS = ['a friendly robot', 'a cat in a hat', 'a sailboat on the sea'];

/** Makes a project with three finished pages through POST /api/generations; returns its id. */
async function makeThreePages(page: Page): Promise<string> {
  let projectId: string | undefined;
  for (const [index, prompt] of PROMPTS.entries()) {
    const res = await page.request.post('/api/generations', {
      headers: { 'Idempotency-Key': `e2e-book-${Date.now()}-${index}` },
      data: { prompt, ...(projectId ? { projectId } : {}) },
    });
    expect(res.status()).toBe(201);
    projectId = ((await res.json()) as CreatedGeneration).project.id;
    // One page at a time, as the chat does.
    await expect
      .poll(
        async () => {
          const project = (await (await page.request.get(`/api/projects/${projectId}`)).json()) as Project;
          return project.generations.filter((g) => g.status === 'completed').length;
        },
        { timeout: 60_000 },
      )
      .toBe(index + 1);
  }
  return projectId!;
}

async function bookOf(page: Page, projectId: string): Promise<Book> {
  const res = await page.request.get(`/api/projects/${projectId}/book`);
  expect(res.ok()).toBe(true);
  return (await res.json()) as Book;
}

/** A swipe from right to left across the book: 150 px in about 60 ms (spec: ≥ 30 px within 250 ms). */
async function swipeLeft(page: Page, x: number, y: number) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x, y }] });
  for (const dx of [30, 60, 90, 120, 150]) {
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x: x - dx, y }] });
  }
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await cdp.detach();
}

/** Waits until the book has finished turning (800 ms flips) and shows `label`. */
async function expectPosition(page: Page, label: string | RegExp) {
  await expect(page.getByTestId('flipbook-position')).toHaveText(label);
}

test.describe('the coloring book on a desktop', () => {
  test.use({ viewport: { width: 1440, height: 900 }, hasTouch: true });

  test('three pages → Book → flip → Insert New Page → reorder → PDF and EPUB', async ({ page }) => {
    test.setTimeout(240_000);
    const errors = watchConsole(page);
    await signInFromHeader(page, 'Bea Book');
    const projectId = await makeThreePages(page);
    // Print records what each frame would print (every frame gets this script, the print
    // view's too) instead of opening the browser's print dialog.
    await page.addInitScript(() => {
      window.print = () => {
        const top = window.top as unknown as { printed?: unknown[] };
        top.printed = [
          ...(top.printed ?? []),
          {
            sheets: document.querySelectorAll('.sheet').length,
            pictures: Array.from(document.querySelectorAll('.sheet:not(.cover) img'), (img) => ({
              alt: img.getAttribute('alt'),
              loaded: (img as HTMLImageElement).naturalWidth,
            })),
          },
        ];
      };
    });
    await page.goto(`/projects/${projectId}`);
    await expect(page.getByRole('img', { name: /Coloring page: a sailboat/ }).last()).toBeVisible();

    // Book view, remembered for the project.
    const toggle = page.getByRole('group', { name: 'View' }).last();
    await toggle.getByRole('button', { name: 'Book' }).click();
    await expect(toggle.getByRole('button', { name: 'Book' })).toHaveAttribute('aria-pressed', 'true');
    const book = page.getByRole('region', { name: 'Coloring book' });
    await expect(book).toBeVisible();
    await expect(page.getByTestId('flipbook')).toHaveAttribute('data-orientation', 'landscape');
    await expectPosition(page, 'Cover');
    await expect.poll(async () => (await bookOf(page, projectId)).viewMode).toBe('book');

    // A click on the right-hand page turns it: the first spread is pages 1 and 2.
    const box = (await page.getByTestId('flipbook').boundingBox())!;
    await page.mouse.click(box.x + box.width * 0.8, box.y + box.height * 0.3);
    // StPageFlip's states (spec core §4): flipping for 800 ms, then read again.
    await expect(page.getByTestId('flipbook')).toHaveAttribute('data-state', 'flipping');
    await expectPosition(page, 'Pages 1–2');
    await expect(page.getByTestId('flipbook')).toHaveAttribute('data-state', 'read');
    await expect(book.getByRole('img', { name: 'Coloring page 1' })).toBeVisible();
    await expect(book.getByRole('img', { name: 'Coloring page 2' })).toBeVisible();
    await expect(book.getByRole('article', { name: 'Page 1' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.screenshot({ path: 'docs/screenshots/book-desktop.png', animations: 'disabled' });

    // The → key turns to the last spread: page 3 and "New page?".
    await page.keyboard.press('ArrowRight');
    await expectPosition(page, 'Page 3 · New page?');
    // A swipe to the right goes back; a swipe to the left forward again.
    const inner = (await page.getByTestId('flipbook').boundingBox())!;
    await page.getByRole('button', { name: 'Previous page' }).click();
    await expectPosition(page, 'Pages 1–2');
    await swipeLeft(page, inner.x + inner.width * 0.85, inner.y + inner.height * 0.5);
    await expectPosition(page, 'Page 3 · New page?');

    // The last page opens Insert New Page; a suggestion makes the fourth page.
    await expect(book.getByText('New page?', { exact: true })).toBeVisible();
    await expect(book.getByText('Prompt in the chat to add a new page')).toBeVisible();
    await book.getByRole('button', { name: 'Insert New Page' }).click();
    const dialog = page.getByRole('dialog', { name: 'Insert New Page' });
    await expect(dialog.getByText('Add a new coloring page to your book')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await dialog.getByRole('button', { name: 'butterfly in a garden' }).click();
    await expect(
      dialog.getByRole('textbox', { name: "Describe what you'd like to see on this page" }),
    ).toHaveValue('butterfly in a garden');
    await dialog.getByRole('button', { name: 'Create Page' }).click();
    await expect(dialog).toBeHidden();
    await expect(book.getByRole('img', { name: 'Coloring page 4', includeHidden: true })).toHaveCount(1, {
      timeout: 60_000,
    });
    await expect.poll(async () => (await bookOf(page, projectId)).pages.length, { timeout: 30_000 }).toBe(4);

    // Reorder in Book settings: the keyboard on a drag handle, then the buttons.
    await page.getByRole('button', { name: 'Book settings' }).click();
    const settings = page.getByRole('dialog', { name: 'Book settings' });
    await expect(settings.getByTestId('book-settings-page')).toHaveCount(4);
    await expectNoSeriousA11yViolations(page);
    const before = (await bookOf(page, projectId)).pages.map((p) => p.prompt);
    expect(before).toEqual([...PROMPTS, 'butterfly in a garden']);
    const handle = settings.getByRole('button', { name: /^Drag page 1:/ });
    await handle.focus();
    // Space picks the page up, ↓ moves it, Space drops it; each step is announced.
    await page.keyboard.press('Space');
    await expect(page.getByText('Page 1 is over position 1.')).toBeAttached();
    // @dnd-kit listens for the arrow keys from the next task after the pick-up.
    await page.waitForTimeout(300);
    await page.keyboard.press('ArrowDown');
    await expect(page.getByText('Page 1 is over position 2.')).toBeAttached();
    await page.waitForTimeout(300);
    await page.keyboard.press('Space');
    await expect(page.getByText('Page 1 dropped at position 2.')).toBeAttached();
    await expect
      .poll(async () => (await bookOf(page, projectId)).pages.map((p) => p.prompt))
      .toEqual([PROMPTS[1], PROMPTS[0], PROMPTS[2], 'butterfly in a garden']);
    await settings.getByRole('button', { name: 'Move page 4 up' }).click();
    await expect
      .poll(async () => (await bookOf(page, projectId)).pages.map((p) => p.prompt))
      .toEqual([PROMPTS[1], PROMPTS[0], 'butterfly in a garden', PROMPTS[2]]);
    // The cover gets the "belongs to" line.
    await settings.getByRole('checkbox', { name: /belongs to/ }).check();
    await expect.poll(async () => (await bookOf(page, projectId)).cover.belongsToLine).toBe(true);
    await page.screenshot({ path: 'docs/screenshots/book-settings-desktop.png', animations: 'disabled' });
    await page.keyboard.press('Escape');
    await expect(settings).toBeHidden();

    // Export: PDF and EPUB, each checked with the real tools.
    await page.getByRole('button', { name: 'Export' }).click();
    const exportDialog = page.getByRole('dialog', { name: 'Export your book' });
    await expectNoSeriousA11yViolations(page);
    await page.screenshot({ path: 'docs/screenshots/book-export-desktop.png', animations: 'disabled' });

    // Print: the cover and one sheet per page, the full-size print PNGs, in book order.
    await exportDialog.getByRole('button', { name: /^Print/ }).click();
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { printed?: unknown[] }).printed), {
        timeout: 30_000,
      })
      .toEqual([
        {
          sheets: 5,
          pictures: [1, 2, 3, 4].map((n) => ({ alt: `Coloring page ${n}`, loaded: 2550 })),
        },
      ]);
    const pdfDownload = page.waitForEvent('download', { timeout: 60_000 });
    await exportDialog.getByRole('button', { name: /^Download as PDF/ }).click();
    const pdf = await pdfDownload;
    expect(pdf.suggestedFilename()).toMatch(/\.pdf$/);
    const pdfPath = `${ARTIFACTS}/book.pdf`;
    await pdf.saveAs(pdfPath);
    run('qpdf', ['--check', pdfPath]);
    const info = run('pdfinfo', [pdfPath]);
    // The cover and the four pages, on letter paper (612 × 792 pt).
    expect(info).toMatch(/^Pages:\s+5$/m);
    expect(info).toMatch(/^Page size:\s+612 x 792 pts/m);
    await expect(exportDialog.getByText('Your PDF is ready')).toBeVisible();

    // Print-ready for publishing: the rule check comes first and names what the book breaks;
    // filling with blank backs meets the page rules; the PDF is 8.5×11 in plus bleed.
    await exportDialog.getByRole('checkbox', { name: /Print-ready for publishing/ }).check();
    await expect(exportDialog.getByText(/need at least 24 pages; this one has 5/)).toBeVisible();
    await expect(exportDialog.getByText(/even number of pages; this one has 5/)).toBeVisible();
    await expect(exportDialog.getByRole('button', { name: /^Download as PDF/ })).toBeDisabled();
    await exportDialog.getByRole('checkbox', { name: /Fill with blank backs/ }).check();
    await expect(exportDialog.getByText('This book meets the print-on-demand rules.')).toBeVisible();
    const readyDownload = page.waitForEvent('download', { timeout: 60_000 });
    await exportDialog.getByRole('button', { name: /^Download as PDF/ }).click();
    const readyPath = `${ARTIFACTS}/book-print-ready.pdf`;
    await (await readyDownload).saveAs(readyPath);
    run('qpdf', ['--check', readyPath]);
    const readyInfo = run('pdfinfo', [readyPath]);
    expect(readyInfo).toMatch(/^Pages:\s+24$/m);
    // 8.625 × 11.25 in: the 8.5 × 11 in trim with 0.125 in bleed outside, top and bottom.
    expect(readyInfo).toMatch(/^Page size:\s+621 x 810 pts/m);
    await exportDialog.getByRole('checkbox', { name: /Print-ready for publishing/ }).uncheck();

    const epubDownload = page.waitForEvent('download', { timeout: 60_000 });
    await exportDialog.getByRole('button', { name: /^Download as EPUB/ }).click();
    const epub = await epubDownload;
    expect(epub.suggestedFilename()).toMatch(/\.epub$/);
    const epubPath = `${ARTIFACTS}/book.epub`;
    await epub.saveAs(epubPath);
    // Debian's epubcheck is a jar (/usr/bin/epubcheck links to it).
    const report = run('java', ['-jar', '/usr/bin/epubcheck', epubPath]);
    expect(report).toMatch(/No errors or warnings detected/);
    expect(report).toMatch(/0 fatals \/ 0 errors \/ 0 warnings/);
    expect(errors).toEqual([]);
  });
});

test.describe('the coloring book on a 390 px phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('one page at a time, swipes, and the export dialog fit the screen', async ({ page }) => {
    test.setTimeout(180_000);
    const errors = watchConsole(page);
    await signInFromHeader(page, 'Pip Phone');
    const projectId = await makeThreePages(page);
    await page.goto(`/projects/${projectId}`);
    await page.getByRole('group', { name: 'View' }).first().getByRole('button', { name: 'Book' }).click();
    const book = page.getByRole('region', { name: 'Coloring book' });
    await expect(book).toBeVisible();
    await expect(page.getByTestId('flipbook')).toHaveAttribute('data-orientation', 'portrait');
    await expectPosition(page, 'Cover');
    const box = (await page.getByTestId('flipbook').boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(390);
    await swipeLeft(page, box.x + box.width * 0.85, box.y + box.height * 0.5);
    await expectPosition(page, 'Page 1');
    // A tap on the right of the scaled-down page turns it too.
    await page.mouse.click(box.x + box.width * 0.85, box.y + box.height * 0.3);
    await expectPosition(page, 'Page 2');
    await page.getByRole('button', { name: 'Next page' }).click();
    await expectPosition(page, 'Page 3');
    await page.getByRole('button', { name: 'Previous page' }).click();
    await expectPosition(page, 'Page 2');
    await expect(book.getByRole('img', { name: 'Coloring page 2' })).toBeVisible();
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(390);
    await expectNoSeriousA11yViolations(page);
    await page.screenshot({ path: 'docs/screenshots/book-mobile.png', animations: 'disabled' });

    await page.getByRole('button', { name: 'Export' }).click();
    const exportDialog = page.getByRole('dialog', { name: 'Export your book' });
    await expect(exportDialog.getByRole('button', { name: /^Download as EPUB/ })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.screenshot({ path: 'docs/screenshots/book-export-mobile.png', animations: 'disabled' });
    await page.keyboard.press('Escape');

    // Back to the chat: Single page is remembered too.
    await page
      .getByRole('group', { name: 'View' })
      .last()
      .getByRole('button', { name: 'Single page' })
      .click();
    await expect(book).toBeHidden();
    await expect.poll(async () => (await bookOf(page, projectId)).viewMode).toBe('single');
    expect(errors).toEqual([]);
  });
});

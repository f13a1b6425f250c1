import { mkdirSync, readFileSync } from 'node:fs';
import type { CreatedGeneration, Project } from '@inkling/contracts/api';
import type { StoryBook } from '@inkling/contracts/story';
import { expect, type Page, test } from '@playwright/test';
import {
  ARTIFACTS,
  creditsOf,
  expectNoSeriousA11yViolations,
  gotoHydrated,
  run,
  signInFromHeader,
  watchConsole,
} from './helpers';

/**
 * Story books in Chromium as a family makes one (issue 33): a saved character, "Make a story
 * book" on home with the cost agreed first, the book drawn with progress and opened in Book
 * view with each page's caption in a band, a caption edited, and the PDF (qpdf, pdftotext)
 * and EPUB (epubcheck, the caption as text) exports carrying the edited caption.
 */

mkdirSync(ARTIFACTS, { recursive: true });
mkdirSync('docs/examples/story-book', { recursive: true });

/** Makes one page through the API and saves it as a character; returns the character's title. */
async function saveCharacter(page: Page, prompt: string, title: string): Promise<void> {
  const res = await page.request.post('/api/generations', {
    headers: { 'Idempotency-Key': `e2e-story-${Date.now()}` },
    data: { prompt },
  });
  expect(res.status()).toBe(201);
  const created = (await res.json()) as CreatedGeneration;
  await expect
    .poll(
      async () => {
        const project = (await (
          await page.request.get(`/api/projects/${created.project.id}`)
        ).json()) as Project;
        return project.generations[0]?.status;
      },
      { timeout: 60_000 },
    )
    .toBe('completed');
  const saved = await page.request.post('/api/characters', {
    data: { generationId: created.generation.id, title },
  });
  expect(saved.ok()).toBe(true);
}

async function storyOf(page: Page, projectId: string): Promise<StoryBook> {
  const res = await page.request.get(`/api/story-books/${projectId}`);
  expect(res.ok()).toBe(true);
  return (await res.json()) as StoryBook;
}

/** Fills "Make a story book", agrees to the quoted cost, and waits for the book's workspace. */
async function makeStoryBook(
  page: Page,
  options: { idea: string; hero: { saved: string } | { words: string }; pages: number },
): Promise<string> {
  await page.getByRole('button', { name: 'Make a story book' }).click();
  const dialog = page.getByRole('dialog', { name: 'Make a story book' });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('What is the story about?').fill(options.idea);
  if ('saved' in options.hero) {
    await dialog
      .getByLabel('Main character')
      .selectOption({ label: `Saved character: ${options.hero.saved}` });
  } else {
    await dialog.getByLabel('Describe in words').fill(options.hero.words);
  }
  await dialog.getByLabel(/^Pages/).fill(String(options.pages));
  await dialog.getByRole('button', { name: 'See the cost' }).click();
  // The cost comes from the server's quote and is agreed before anything starts.
  await expect(dialog.getByRole('status')).toHaveText(
    `${options.pages} pages, one credit a page: ${options.pages} credits. Nothing is charged for a page that fails.`,
  );
  await expectNoSeriousA11yViolations(page);
  await dialog.getByRole('button', { name: `Make the book — ${options.pages} credits` }).click();
  await page.waitForURL(/\/projects\/[\w-]+$/);
  return page.url().split('/').pop()!;
}

test.describe('story books on a desktop', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('a 6-page story book with a saved character: quote, Book view with captions, a caption edited, PDF and EPUB', async ({
    page,
  }) => {
    test.setTimeout(300_000);
    const errors = watchConsole(page);
    await signInFromHeader(page, 'Stella Story');
    await saveCharacter(page, 'a little green dragon', 'Luna');
    const before = await creditsOf(page);

    await gotoHydrated(page, '/');
    const projectId = await makeStoryBook(page, {
      idea: 'Luna the little dragon learns to share',
      hero: { saved: 'Luna' },
      pages: 6,
    });
    // The book opens as a book, with its progress while pages draw.
    const book = page.getByRole('region', { name: 'Coloring book' });
    await expect(book).toBeVisible();
    await expect
      .poll(async () => (await storyOf(page, projectId)).progress.done, { timeout: 180_000 })
      .toBe(6);
    const story = await storyOf(page, projectId);
    expect(story.pages).toHaveLength(6);
    expect(story.progress.failed).toBe(0);
    // The progress line goes once every page is drawn.
    await expect(page.getByText(/pages drawn/)).toBeHidden();
    expect(before.total - (await creditsOf(page)).total).toBe(6);

    // The cover: the story's title and the hero as drawn (page 1's picture).
    await expect(page.getByTestId('flipbook-position')).toHaveText('Cover');
    await expect(book.getByRole('heading', { name: story.title })).toBeVisible();
    const coverPicture = book.getByRole('img', { name: 'Cover picture' });
    await expect(coverPicture).toBeVisible();
    await expect
      .poll(() => coverPicture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
      .toBe(true);
    expect(await coverPicture.getAttribute('src')).toBe(story.pages[0]!.generation.result?.previewUrl);
    await page.screenshot({ path: 'docs/examples/story-book/cover-desktop.png', animations: 'disabled' });

    // Each page's caption in the band at its foot: turn to pages 1–2.
    const box = (await page.getByTestId('flipbook').boundingBox())!;
    await page.mouse.click(box.x + box.width * 0.8, box.y + box.height * 0.3);
    await expect(page.getByTestId('flipbook-position')).toHaveText('Pages 1–2');
    const first = book.getByRole('article', { name: 'Page 1' });
    await expect(first).toContainText(story.pages[0]!.caption);
    await expect(book.getByRole('article', { name: 'Page 2' })).toContainText(story.pages[1]!.caption);
    await page.screenshot({ path: 'docs/examples/story-book/book-view-desktop.png', animations: 'disabled' });

    // A caption edited before export: the band shows it at once.
    const edited = 'Luna shares her big red apple with a tiny bird.';
    await page.getByRole('button', { name: 'Captions' }).click();
    const captions = page.getByRole('dialog', { name: 'Captions' });
    await expect(captions.getByLabel('Caption of page 1')).toHaveValue(story.pages[0]!.caption);
    await captions.getByLabel('Caption of page 1').fill(edited);
    await captions
      .getByLabel('Caption of page 1')
      .locator('..')
      .getByRole('button', { name: 'Save caption' })
      .click();
    await expect(page.getByText('Caption saved')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.keyboard.press('Escape');
    await expect(captions).toBeHidden();
    await expect(first).toContainText(edited);
    expect((await storyOf(page, projectId)).pages[0]!.caption).toBe(edited);

    // The exports carry the captions: PDF text and EPUB text.
    await page.getByRole('button', { name: 'Export' }).click();
    const exportDialog = page.getByRole('dialog', { name: 'Export your book' });
    const pdfDownload = page.waitForEvent('download', { timeout: 90_000 });
    await exportDialog.getByRole('button', { name: /^Download as PDF/ }).click();
    const pdfPath = `${ARTIFACTS}/story-book.pdf`;
    await (await pdfDownload).saveAs(pdfPath);
    run('qpdf', ['--check', pdfPath]);
    const text = run('pdftotext', [pdfPath, '-']).replace(/\s+/g, ' ');
    expect(text).toContain(edited);
    expect(text).toContain(story.pages[5]!.caption.replace(/\s+/g, ' '));

    const epubDownload = page.waitForEvent('download', { timeout: 90_000 });
    await exportDialog.getByRole('button', { name: /^Download as EPUB/ }).click();
    const epubPath = `${ARTIFACTS}/story-book.epub`;
    await (await epubDownload).saveAs(epubPath);
    const report = run('java', ['-jar', '/usr/bin/epubcheck', epubPath]);
    expect(report).toMatch(/0 fatals \/ 0 errors \/ 0 warnings/);
    // The caption as real text in the book's XHTML, not pixels.
    const xhtml = run('unzip', ['-p', epubPath, '*.xhtml']);
    expect(xhtml).toContain(edited);
    expect(readFileSync(pdfPath).length).toBeGreaterThan(10_000);
    expect(errors).toEqual([]);
  });
});

test.describe('story books on a 390 px phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('a 4-page book from words: the dialog and the captions fit the screen', async ({ page }) => {
    test.setTimeout(240_000);
    const errors = watchConsole(page);
    await signInFromHeader(page, 'Pip Phone');
    await gotoHydrated(page, '/');
    await page.getByRole('heading', { name: 'My Projects' }).scrollIntoViewIfNeeded();
    await page.screenshot({ path: 'docs/examples/story-book/home-390.png', animations: 'disabled' });
    const projectId = await makeStoryBook(page, {
      idea: 'a brave little turtle finds a lost kite',
      hero: { words: 'Tilly, a small turtle with a striped shell' },
      pages: 4,
    });
    await expect(page.getByRole('region', { name: 'Coloring book' })).toBeVisible();
    await expect
      .poll(async () => (await storyOf(page, projectId)).progress.done, { timeout: 150_000 })
      .toBe(4);
    await page.getByRole('button', { name: 'Captions' }).click();
    const captions = page.getByRole('dialog', { name: 'Captions' });
    await expect(captions.getByLabel('Caption of page 4')).toBeAttached();
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(390);
    await page.screenshot({ path: 'docs/examples/story-book/captions-390.png', animations: 'disabled' });
    expect(errors).toEqual([]);
  });
});

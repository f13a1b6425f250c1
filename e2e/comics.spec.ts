import type { Generation, Project } from '@inkling/contracts/api';
import { BUBBLE_LABELS, COMIC_LABELS } from '@inkling/contracts/messages';
import type { StoryBook, StoryQuote } from '@inkling/contracts/story';
import { countEmptyBubbles, measurePanels } from '@inkling/engine';
import { expect, type Page, test } from '@playwright/test';
import {
  apiSignIn,
  chatPromptBox,
  creditsOf,
  expectNoSeriousA11yViolations,
  makePage,
  origin,
  watchConsole,
} from './helpers';

/**
 * Comic pages in Chromium (issue 33 "Comic pages"): a 4-panel comic chosen in the
 * workspace's page options with the keyboard, drawn, seen, printed (the page's print frame),
 * and its print PNG measured: 4 panels (white gutters between borders) and 4 empty bubbles;
 * then a comic made from a story book's Book view ("Make a comic page"), 3 panels with the
 * book's captions, on a 390 px phone.
 */

const IDEA = 'a little robot loses his red ball';

async function projectOf(page: Page, projectId: string): Promise<Project> {
  return (await (await page.request.get(`/api/projects/${projectId}`)).json()) as Project;
}

async function printOf(page: Page, generation: Generation): Promise<Buffer> {
  const res = await page.request.get(generation.result!.printUrl);
  expect(res.ok()).toBe(true);
  return Buffer.from(await res.body());
}

/** The project's newest comic page once it is drawn. */
async function drawnComic(page: Page, projectId: string): Promise<Generation> {
  let found: Generation | undefined;
  await expect
    .poll(
      async () => {
        found = (await projectOf(page, projectId)).generations.find(
          (g) => g.comic && g.status === 'completed',
        );
        return Boolean(found);
      },
      { timeout: 120_000 },
    )
    .toBe(true);
  return found!;
}

test('a 4-panel comic from an idea in the workspace: chosen by keyboard, seen, printed, 4 panels and 4 bubbles on the PNG', async ({
  page,
}) => {
  test.setTimeout(240_000);
  const errors = watchConsole(page);
  await page.setViewportSize({ width: 1280, height: 900 });
  await apiSignIn(page, 'Cora Comic', `comic-${Date.now()}@example.com`);
  const first = await makePage(page, `comic-${Date.now()}`, 'a sailboat on the sea');
  const projectId = first.project.id;
  // Print records what the print frame would print instead of opening the dialog.
  await page.addInitScript(() => {
    window.print = () => {
      const top = window.top as unknown as { printed?: unknown[] };
      top.printed = [
        ...(top.printed ?? []),
        ...Array.from(document.querySelectorAll('img'), (img) => ({
          src: (img as HTMLImageElement).src,
          width: (img as HTMLImageElement).naturalWidth,
        })),
      ];
    };
  });
  await page.goto(`/projects/${projectId}`);
  await chatPromptBox(page).fill(IDEA);

  // Keyboard: open the page options, go down to "4 panels", pick it with Enter.
  const options = page.getByRole('button', { name: /^Page options:/ }).last();
  await options.focus();
  await page.keyboard.press('Enter');
  const four = page.getByRole('menuitemradio', { name: COMIC_LABELS['4'] });
  await expect(four).toBeVisible();
  for (let i = 0; i < 30 && !(await four.evaluate((el) => el === document.activeElement)); i++)
    await page.keyboard.press('ArrowDown');
  await expect(four).toBeFocused();
  await page.keyboard.press('Enter');
  await options.click();
  await expect(page.getByRole('menuitemradio', { name: COMIC_LABELS['4'] })).toHaveAttribute(
    'aria-checked',
    'true',
  );
  await expect(page.getByRole('menuitemradio', { name: BUBBLE_LABELS.empty })).toHaveAttribute(
    'aria-checked',
    'true',
  );
  // The menu scrolls: its Comic and Speech bubbles groups in view for the screenshot.
  await page.getByRole('menuitemradio', { name: BUBBLE_LABELS.empty }).scrollIntoViewIfNeeded();
  await page.screenshot({ path: 'docs/screenshots/comic-options-desktop.png', animations: 'disabled' });
  await page.keyboard.press('Escape');
  await expectNoSeriousA11yViolations(page);
  const before = await creditsOf(page);
  await chatPromptBox(page).press('Enter');

  const comic = await drawnComic(page, projectId);
  expect(comic.comic).toEqual({ panels: 4, bubbles: 'empty' });
  expect(comic.result).toMatchObject({ width: 2550, height: 3300, dpi: 300 });
  expect(before.total - (await creditsOf(page)).total).toBe(1);
  // Seen: the page shows in the workspace.
  const image = page.getByRole('img', { name: new RegExp(`Coloring page: ${IDEA}`, 'i') }).last();
  await expect(image).toBeVisible({ timeout: 30_000 });
  await expect(image).toHaveJSProperty('complete', true);
  await page.screenshot({ path: 'docs/screenshots/comic-page-desktop.png', animations: 'disabled' });

  // The print PNG: 4 panels and 4 empty bubbles found from its pixels alone.
  const png = await printOf(page, comic);
  expect(await measurePanels(png)).toHaveLength(4);
  expect(await countEmptyBubbles(png)).toBe(4);

  // Printed like any page (the preview's Print): the print frame holds the full-size PNG.
  await page.getByRole('button', { name: 'Print', exact: true }).click();
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { printed?: unknown[] }).printed), {
      timeout: 30_000,
    })
    .toEqual([{ src: new URL(comic.result!.printUrl, page.url()).href, width: 2550 }]);
  expect(errors).toEqual([]);
});

test('a comic page from a story book: "Make a comic page" in Book view at 390 px, 3 panels with its captions', async ({
  browser,
}) => {
  test.setTimeout(300_000);
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    hasTouch: true,
    isMobile: true,
  });
  const page = await context.newPage();
  const errors = watchConsole(page);
  await apiSignIn(page, 'Bram Book', `comic-book-${Date.now()}@example.com`);
  const request = {
    idea: 'Pip the puppy finds a friend',
    characterWords: 'Pip, a puppy',
    audience: 'kids',
    length: 4,
  };
  const quote = (await (
    await page.request.post('/api/story-books/quote', { data: request, headers: { Origin: origin() } })
  ).json()) as StoryQuote;
  const made = await page.request.post('/api/story-books', {
    data: { ...request, quote: quote.quote },
    headers: { Origin: origin() },
  });
  expect(made.status()).toBe(201);
  const { projectId } = (await made.json()) as StoryBook;
  await expect
    .poll(
      async () =>
        ((await (await page.request.get(`/api/story-books/${projectId}`)).json()) as StoryBook).progress.done,
      { timeout: 180_000 },
    )
    .toBe(4);
  const story = (await (await page.request.get(`/api/story-books/${projectId}`)).json()) as StoryBook;
  await page.request.patch(`/api/projects/${projectId}/book`, {
    data: { viewMode: 'book' },
    headers: { Origin: origin() },
  });
  await page.goto(`/projects/${projectId}`);
  await expect(page.getByRole('region', { name: 'Coloring book' })).toBeVisible();

  await page.getByRole('button', { name: 'Make a comic page' }).click();
  const dialog = page.getByRole('dialog', { name: 'Make a comic page' });
  await expect(dialog).toBeVisible();
  // Six panels need six pages: a 4-page book offers 3 and 4.
  await expect(dialog.getByRole('radio')).toHaveCount(2 + 2);
  await dialog.getByRole('radio', { name: '3' }).check();
  await expect(dialog.getByRole('radio', { name: BUBBLE_LABELS.lines })).toBeChecked();
  await expectNoSeriousA11yViolations(page);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await page.screenshot({ path: 'docs/screenshots/comic-dialog-phone.png', animations: 'disabled' });
  await dialog.getByRole('button', { name: 'Make the comic page — 1 credit' }).click();
  await expect(page.getByText('Your comic page is on its way!', { exact: false })).toBeVisible();

  const comic = await drawnComic(page, projectId);
  expect(comic.comic).toEqual({ panels: 3, bubbles: 'lines' });
  expect(comic.prompt).toBe(story.title);
  expect(await measurePanels(await printOf(page, comic))).toHaveLength(3);
  // The book keeps its own four pages.
  expect(
    ((await (await page.request.get(`/api/story-books/${projectId}`)).json()) as StoryBook).pages,
  ).toHaveLength(4);
  expect(errors).toEqual([]);
  await context.close();
});

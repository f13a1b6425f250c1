import { mkdirSync, readFileSync } from 'node:fs';
import type { Project } from '@inkling/contracts/api';
import {
  EXPORT_TEXTS,
  FLIPBOOK_TEXTS,
  INSERT_PAGE_TEXTS,
  VIEW_TOGGLE_TEXTS,
} from '@inkling/contracts/book-ui';
import {
  AUDIENCE_LABELS,
  CHARACTER_TEXTS,
  FORMAT_LABELS,
  PAGE_IMAGE,
  PROMPT_BOX,
  WORKSPACE_LABELS,
} from '@inkling/contracts/messages';
import { printPngProblems } from '@inkling/engine';
import { expect, type Page, test } from '@playwright/test';
import sharp from 'sharp';
import { ARTIFACTS, chatPromptBox, gotoHydrated, homePromptBox, run, watchConsole } from './helpers';

/**
 * Issue 26: every main path, exactly as users run it. The app under test is started by
 * `npm start`'s own script (scripts/e2e-server.mjs → scripts/start.mjs: the engine pool with
 * its default threads and the real sketchbook engine; no stand-in drawing), once on PGlite
 * and, when TEST_DATABASE_URL is set, once on PostgreSQL (playwright.config.ts). Each path
 * ends with the finished page on screen and its downloaded print PNG checked: the page's
 * size and pure black and white (apps/server/test/print-png.ts).
 */

const PHOTO = 'packages/engine/test/photos/pet-cat.jpg';
const ROCKET = 'packages/engine/test/photos/busy-rocket.jpg';
/** A letter page at 300 dpi (contracts PAGE_FORMATS). */
const LETTER = { width: 2550, height: 3300 };

mkdirSync(ARTIFACTS, { recursive: true });

/** A new user signed in through the local sign-in API (the dialog has tests of its own). */
async function signIn(page: Page, who: string) {
  const email = `${who}-${test.info().project.name}-${Date.now()}@example.com`;
  const res = await page.request.post('/api/local-auth/sign-in', { data: { name: 'Sam Shipped', email } });
  expect(res.ok()).toBe(true);
}

/** The project the workspace shows, from the API. */
async function projectOnScreen(page: Page): Promise<Project> {
  const id = page.url().split('/').at(-1)!;
  const res = await page.request.get(`/api/projects/${id}`);
  expect(res.ok()).toBe(true);
  return (await res.json()) as Project;
}

/**
 * Waits for the page of `prompt` to be finished on screen, then checks the server agrees
 * (completed, not failed) and that Download gives a printable PNG of the page's format.
 * Returns the project.
 */
async function expectFinishedAndDownload(page: Page, prompt: string, file: string, pages = 1) {
  await expect(page.getByRole('img', { name: PAGE_IMAGE.alt(prompt) }).last()).toBeVisible({
    timeout: 120_000,
  });
  await expect(page.getByText(/Cannot draw that one/)).toHaveCount(0);
  // The server agrees: every page completed, none failed. Polled, because the chat can show a
  // finished page a moment before the project's row says so (seen once under CI load, where the
  // preview panel still said "Creating Your Masterpiece"; 2026-11-29).
  let project = await projectOnScreen(page);
  await expect
    .poll(
      async () => {
        project = await projectOnScreen(page);
        return project.generations.map((g) => [g.prompt, g.status, g.error]);
      },
      { timeout: 60_000 },
    )
    .toEqual(project.generations.map((g) => [g.prompt, 'completed', null]));
  const done = project.generations.filter((g) => g.status === 'completed');
  expect(done).toHaveLength(pages);
  const download = page.waitForEvent('download');
  await page
    .getByRole('button', { name: new RegExp(`^${WORKSPACE_LABELS.download}`, 'i') })
    .first()
    .click();
  const saved = `${ARTIFACTS}/shipped-${test.info().project.name}-${file}.png`;
  await (await download).saveAs(saved);
  const png = readFileSync(saved);
  expect(await printPngProblems(png)).toEqual([]);
  const meta = await sharp(png).metadata();
  expect({ width: meta.width, height: meta.height }).toEqual(LETTER);
  return project;
}

/** Sends `prompt` from home (with the draft already set up) and waits for the workspace. */
async function sendFromHome(page: Page, prompt: string) {
  await homePromptBox(page).fill(prompt);
  await homePromptBox(page).press('Enter');
  await page.waitForURL(/\/projects\/[0-9a-f-]{36}$/, { timeout: 30_000 });
}

test.describe('every main path as shipped', () => {
  test.describe.configure({ timeout: 240_000 });

  test('words → page, and words for each audience', async ({ page }) => {
    const errors = watchConsole(page);
    await signIn(page, 'words');
    await gotoHydrated(page, '/');
    await sendFromHome(page, 'a dinosaur eating ice cream on the moon');
    await expectFinishedAndDownload(page, 'a dinosaur eating ice cream on the moon', 'words');

    for (const audience of ['toddler', 'big-kids'] as const) {
      await gotoHydrated(page, '/');
      await page.getByRole('button', { name: /^Page options:/ }).click();
      await page.getByRole('menuitemradio', { name: AUDIENCE_LABELS[audience] }).click();
      await page.keyboard.press('Escape');
      await expect(
        page.getByRole('button', {
          name: PROMPT_BOX.pageOptions(AUDIENCE_LABELS[audience], FORMAT_LABELS.letter),
        }),
      ).toBeVisible();
      const prompt = `a friendly whale for ${audience}`;
      await sendFromHome(page, prompt);
      const project = await expectFinishedAndDownload(page, prompt, `audience-${audience}`);
      expect(project.generations[0]!.audience).toBe(audience);
    }
    expect(errors).toEqual([]);
  });

  test('a photo → page, then a photo with a marked subject and fewer lines', async ({ page }) => {
    const errors = watchConsole(page);
    await signIn(page, 'photo');
    await gotoHydrated(page, '/');
    await page.locator('input[type="file"]').setInputFiles(PHOTO);
    await expect(page.getByRole('img', { name: PROMPT_BOX.attachedImage('pet-cat.jpg') })).toBeVisible();
    await sendFromHome(page, 'my cat');
    const plain = await expectFinishedAndDownload(page, 'my cat', 'photo');
    expect(plain.generations[0]!.inputImageUrl).toBeTruthy();

    await gotoHydrated(page, '/');
    await page.locator('input[type="file"]').setInputFiles(ROCKET);
    await page.getByRole('button', { name: PROMPT_BOX.photoOptions }).click();
    const dialog = page.getByRole('dialog', { name: PROMPT_BOX.photoOptions });
    await dialog.getByRole('button', { name: PROMPT_BOX.markSubject }).click();
    await expect(dialog.getByTestId('photo-subject-box')).toBeVisible();
    await dialog.getByText(PROMPT_BOX.detailLabels.fewer).click();
    await dialog.getByRole('button', { name: PROMPT_BOX.photoOptionsDone }).click();
    await sendFromHome(page, 'my rocket');
    const marked = await expectFinishedAndDownload(page, 'my rocket', 'photo-subject-fewer');
    expect(marked.generations[0]!.photoDetail).toBe('fewer');
    expect(marked.generations[0]!.photoSubject).not.toBeNull();
    expect(errors).toEqual([]);
  });

  test('a saved character, then photo + character + words together; Retry', async ({ page }) => {
    const errors = watchConsole(page);
    await signIn(page, 'character');
    await gotoHydrated(page, '/');
    await sendFromHome(page, 'a friendly dragon');
    await expectFinishedAndDownload(page, 'a friendly dragon', 'character-source');
    await page.getByRole('button', { name: CHARACTER_TEXTS.action }).first().click();
    const save = page.getByRole('dialog', { name: CHARACTER_TEXTS.action });
    await save.getByLabel(CHARACTER_TEXTS.titleLabel).fill('Sparky');
    await save.getByRole('button', { name: CHARACTER_TEXTS.submit }).click();
    await expect(save).toBeHidden();

    // The saved character in a new page from the workspace chat.
    await page.getByRole('button', { name: PROMPT_BOX.character }).last().click();
    await page.getByRole('menuitem', { name: /Sparky/ }).click();
    await chatPromptBox(page).fill('Sparky in a garden');
    await chatPromptBox(page).press('Enter');
    await expect(page.getByText('2 of 2')).toBeVisible({ timeout: 120_000 });
    const withCharacter = await expectFinishedAndDownload(page, 'Sparky in a garden', 'character', 2);
    expect(withCharacter.generations[1]!.characterId).not.toBeNull();

    // Retry makes a free new version of the last page.
    await page.getByRole('button', { name: WORKSPACE_LABELS.retry }).last().click();
    await expect(page.getByText('3 of 3')).toBeVisible({ timeout: 120_000 });
    const retried = await expectFinishedAndDownload(page, 'Sparky in a garden', 'retry', 3);
    expect(retried.generations[2]!.retryOf).toBe(retried.generations[1]!.id);

    // Photo, character and words together, from home.
    await gotoHydrated(page, '/');
    await page.locator('input[type="file"]').setInputFiles(PHOTO);
    await page.getByRole('button', { name: PROMPT_BOX.character }).first().click();
    await page.getByRole('menuitem', { name: /Sparky/ }).click();
    await sendFromHome(page, 'my cat and Sparky');
    const together = await expectFinishedAndDownload(page, 'my cat and Sparky', 'photo-character-words');
    expect(together.generations[0]!.inputImageUrl).toBeTruthy();
    expect(together.generations[0]!.characterId).not.toBeNull();
    expect(errors).toEqual([]);
  });

  test('Insert New Page from the book, then a PDF and an EPUB of it', async ({ page }) => {
    const errors = watchConsole(page);
    await signIn(page, 'book');
    await gotoHydrated(page, '/');
    await sendFromHome(page, 'a castle on a hill');
    await expectFinishedAndDownload(page, 'a castle on a hill', 'book-page-1');

    const toggle = page.getByRole('group', { name: VIEW_TOGGLE_TEXTS.label }).last();
    await toggle.getByRole('button', { name: VIEW_TOGGLE_TEXTS.book }).click();
    const book = page.getByRole('region', { name: FLIPBOOK_TEXTS.label });
    await expect(book).toBeVisible();
    await expect(page.getByTestId('flipbook-position')).toHaveText(FLIPBOOK_TEXTS.cover);
    await page.getByRole('button', { name: FLIPBOOK_TEXTS.next }).click();
    await expect(book.getByRole('button', { name: FLIPBOOK_TEXTS.newPageAction })).toBeVisible();
    await book.getByRole('button', { name: FLIPBOOK_TEXTS.newPageAction }).click();
    const dialog = page.getByRole('dialog', { name: INSERT_PAGE_TEXTS.title });
    await dialog.getByRole('textbox', { name: INSERT_PAGE_TEXTS.label }).fill('a dragon by the castle');
    await dialog.getByRole('button', { name: INSERT_PAGE_TEXTS.submit }).click();
    await expect(dialog).toBeHidden();
    await expect(book.getByRole('img', { name: FLIPBOOK_TEXTS.alt(2), includeHidden: true })).toHaveCount(1, {
      timeout: 120_000,
    });
    const project = await projectOnScreen(page);
    expect(project.generations.map((g) => [g.prompt, g.status])).toEqual([
      ['a castle on a hill', 'completed'],
      ['a dragon by the castle', 'completed'],
    ]);

    await page.getByRole('button', { name: EXPORT_TEXTS.open }).click();
    const exportDialog = page.getByRole('dialog', { name: EXPORT_TEXTS.title });
    const pdfDownload = page.waitForEvent('download', { timeout: 120_000 });
    await exportDialog.getByRole('button', { name: /^Download as PDF/ }).click();
    const pdfPath = `${ARTIFACTS}/shipped-${test.info().project.name}-book.pdf`;
    await (await pdfDownload).saveAs(pdfPath);
    run('qpdf', ['--check', pdfPath]);
    // The cover and the two pages.
    expect(run('pdfinfo', [pdfPath])).toMatch(/^Pages:\s+3$/m);
    const epubDownload = page.waitForEvent('download', { timeout: 120_000 });
    await exportDialog.getByRole('button', { name: /^Download as EPUB/ }).click();
    const epubPath = `${ARTIFACTS}/shipped-${test.info().project.name}-book.epub`;
    await (await epubDownload).saveAs(epubPath);
    expect(run('java', ['-jar', '/usr/bin/epubcheck', epubPath])).toMatch(
      /0 fatals \/ 0 errors \/ 0 warnings/,
    );
    expect(errors).toEqual([]);
  });
});

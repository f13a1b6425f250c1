import { mkdirSync } from 'node:fs';
import type { CreatedGeneration } from '@inkling/contracts/api';
import { PROMPT_BOX } from '@inkling/contracts/messages';
import { SAFETY_TEXTS, safetyTextWithIdea } from '@inkling/contracts/safety';
import { expect, test } from '@playwright/test';
import sharp from 'sharp';
import {
  ARTIFACTS,
  chatPromptBox,
  creditsOf,
  expectNoSeriousA11yViolations,
  gotoHydrated,
  homePromptBox,
  localSignIn,
  projectsOf,
  signInFromHeader,
  watchConsole,
} from './helpers';

mkdirSync(ARTIFACTS, { recursive: true });

test('a new user turns a suggestion into a coloring page, end to end', async ({ page }) => {
  const errors = watchConsole(page);
  await gotoHydrated(page, '/');
  await expect(
    page.getByRole('heading', { name: 'Turn Any Idea Into Beautiful Coloring Pages' }),
  ).toBeVisible();
  await expect(page.getByText('Safe creativity tools designed for young imaginations')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.screenshot({ path: `${ARTIFACTS}/home-desktop.png`, fullPage: true, animations: 'disabled' });

  await page.getByRole('button', { name: 'Adorable puppy' }).click();
  const promptBox = homePromptBox(page);
  await expect(promptBox).toHaveValue('Adorable puppy');
  await promptBox.press('Enter');

  // Signed out: the sign-up dialog; after signing in the idea is still in the box and
  // nothing was spent, so the user sees their credits before the next press of send.
  await localSignIn(page, 'Pat Parent', `pat-${Date.now()}@example.com`);
  await expect(page).toHaveURL(/\/$/);
  await expect(promptBox).toHaveValue('Adorable puppy');
  // Sign-up grants 10 credits (spec core §9); the daily free credits come on top.
  const start = await creditsOf(page);
  expect(start.credits).toBe(10);
  expect(await projectsOf(page)).toEqual([]);

  // Signed in now: one press of send creates the project and opens the workspace.
  await promptBox.press('Enter');
  await page.waitForURL(/\/projects\/[0-9a-f-]{36}$/);
  const pageImage = page.getByRole('img', { name: /Coloring page: Adorable puppy/i }).last();
  await expect(pageImage).toBeVisible({ timeout: 60_000 });
  await expect(page.getByText("Here's your coloring book page!").first()).toBeVisible();
  expect((await creditsOf(page)).total).toBe(start.total - 1);
  await expectNoSeriousA11yViolations(page);
  await page.screenshot({
    path: `${ARTIFACTS}/workspace-desktop.png`,
    fullPage: true,
    animations: 'disabled',
  });

  const downloadPromise = page.waitForEvent('download');
  await page
    .getByRole('button', { name: /download/i })
    .first()
    .click();
  const download = await downloadPromise;
  expect(download.suggestedFilename()).toBe('Adorable-puppy.png');
  const path = `${ARTIFACTS}/Adorable-puppy.png`;
  await download.saveAs(path);
  const { data, info } = await sharp(path).greyscale().raw().toBuffer({ resolveWithObject: true });
  expect(info.width).toBe(2550);
  expect(info.height).toBe(3300);
  const values = new Set(data);
  expect([...values].sort((a, b) => a - b)).toEqual([0, 255]);

  // A second prompt in the workspace makes "2 of 2".
  const chatInput = chatPromptBox(page);
  await chatInput.fill('a dinosaur eating ice cream on the moon');
  await chatInput.press('Enter');
  await expect(page.getByText('2 of 2')).toBeVisible({ timeout: 60_000 });
  await expect(
    page.getByRole('img', { name: /Coloring page: a dinosaur eating ice cream/i }).last(),
  ).toBeVisible({
    timeout: 60_000,
  });
  expect((await creditsOf(page)).total).toBe(start.total - 2);

  // N of M points at its chat reply: "1 of 2" highlights the first page's reply.
  const replies = page.locator('li[data-generation-id]');
  await expect(replies.last()).toHaveAttribute('aria-current', 'true');
  await page.getByRole('button', { name: 'Previous image' }).click();
  await expect(page.getByText('1 of 2')).toBeVisible();
  await expect(replies.first()).toHaveAttribute('aria-current', 'true');
  await expect(replies.last()).not.toHaveAttribute('aria-current', 'true');

  // At 800 px the page actions and N of M stay on one row.
  await page.setViewportSize({ width: 800, height: 720 });
  const middle = async (box: Promise<{ y: number; height: number } | null>) => {
    const b = await box;
    expect(b).not.toBeNull();
    return b!.y + b!.height / 2;
  };
  const actionsRow = await middle(
    page
      .getByRole('button', { name: /download/i })
      .first()
      .boundingBox(),
  );
  const counterRow = await middle(page.getByText('1 of 2').boundingBox());
  expect(Math.abs(actionsRow - counterRow)).toBeLessThan(4);
  await page.setViewportSize({ width: 1280, height: 720 });

  // Back home, My Projects lists the project.
  await page
    .getByRole('link', { name: /inkling/i })
    .first()
    .click();
  await expect(page.getByRole('heading', { name: /My Projects/ })).toBeVisible();
  await expect(page.getByText('Adorable puppy').first()).toBeVisible();
  expect(errors).toEqual([]);
});

test('an unknown address shows the not-found page', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByText('404', { exact: true })).toBeVisible();
  await expect(page.getByText('Oops! Page not found')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('link', { name: 'Return to Home' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('a blocked prompt shows the friendly popup and spends nothing', async ({ page }) => {
  const errors = watchConsole(page);
  await signInFromHeader(page, 'Bo Blocked');
  const start = await creditsOf(page);

  // A prompt the engine's kid-safety check refuses (packages/engine safety tests: weapons).
  const promptBox = homePromptBox(page);
  await promptBox.fill('a gun pointed at a person');
  await promptBox.press('Enter');
  const popup = page.getByRole('status').filter({ hasText: SAFETY_TEXTS.weapons });
  await expect(popup).toBeVisible();
  await page.screenshot({ path: `${ARTIFACTS}/blocked-prompt.png`, animations: 'disabled' });
  await expect(page).toHaveURL(/\/$/);
  await expect(promptBox).toHaveValue('a gun pointed at a person');
  expect(await creditsOf(page)).toEqual(start);
  expect(await projectsOf(page)).toEqual([]);
  // The centred popup hides itself after 3 s (spec core "Home", §9).
  await expect(popup).toBeHidden({ timeout: 6_000 });

  // A refusal that keeps something drawable suggests a nearby idea with it (issue 31).
  await promptBox.fill('a pirate pointing his sword at a girl');
  await promptBox.press('Enter');
  await expect(
    page.getByRole('status').filter({ hasText: safetyTextWithIdea('weapons', 'a pirate ship on the ocean') }),
  ).toBeVisible();
  expect(await creditsOf(page)).toEqual(start);
  // The browser logs the 422 answer itself; nothing else may be logged.
  expect(errors.filter((e) => !/422|Unprocessable/.test(e))).toEqual([]);
});

test('a double-clicked send makes one page and one debit', async ({ page }) => {
  const errors = watchConsole(page);
  await signInFromHeader(page, 'Dee Double');
  const start = await creditsOf(page);

  await homePromptBox(page).fill('a lighthouse by the sea');
  await page.getByRole('button', { name: PROMPT_BOX.heroSend }).dblclick();
  await page.waitForURL(/\/projects\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('img', { name: /Coloring page: a lighthouse by the sea/i }).last()).toBeVisible(
    {
      timeout: 60_000,
    },
  );
  const projects = await projectsOf(page);
  expect(projects).toHaveLength(1);
  expect(projects[0]!.generations).toHaveLength(1);
  expect((await creditsOf(page)).total).toBe(start.total - 1);

  // The same draft's key sent twice at once (a retried request): one page, one debit.
  const key = `e2e-double-${Date.now()}`;
  const send = () =>
    page.request.post('/api/generations', {
      headers: { 'Idempotency-Key': key },
      data: { prompt: 'a lighthouse at night', projectId: projects[0]!.id },
    });
  const answers = await Promise.all([send(), send()]);
  expect(answers.map((a) => a.status())).toEqual([201, 201]);
  const [first, second] = (await Promise.all(answers.map((a) => a.json()))) as CreatedGeneration[];
  expect(second!.generation.id).toBe(first!.generation.id);
  expect([first!.replayed, second!.replayed].sort()).toEqual([false, true]);
  expect((await creditsOf(page)).total).toBe(start.total - 2);
  expect((await projectsOf(page))[0]!.generations).toHaveLength(2);
  expect(errors).toEqual([]);
});

test.describe('on a 390 px phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('home and workspace fit the screen', async ({ page }) => {
    const errors = watchConsole(page);
    await gotoHydrated(page, '/');
    await expect(
      page.getByRole('heading', { name: 'Turn Any Idea Into Beautiful Coloring Pages' }),
    ).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await page.screenshot({ path: `${ARTIFACTS}/home-phone.png`, fullPage: true, animations: 'disabled' });

    await page.getByRole('button', { name: 'Racecar driver' }).click();
    await homePromptBox(page).press('Enter');
    await localSignIn(page, 'Sam Teacher', `sam-${Date.now()}@example.com`);
    await expect(homePromptBox(page)).toHaveValue('Racecar driver');
    await homePromptBox(page).press('Enter');
    await page.waitForURL(/\/projects\/[0-9a-f-]{36}$/);
    const chatImage = page.getByRole('img', { name: /Coloring page: Racecar driver/i }).first();
    await expect(chatImage).toBeVisible({ timeout: 60_000 });
    await page.screenshot({
      path: `${ARTIFACTS}/workspace-phone.png`,
      fullPage: true,
      animations: 'disabled',
    });
    await chatImage.click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('button', { name: /print/i })).toBeVisible();
    await expect(dialog.getByRole('button', { name: /save/i })).toBeVisible();
    await expect(dialog.getByRole('button', { name: /share/i })).toBeVisible();
    expect(errors).toEqual([]);
  });
});

import { mkdirSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import sharp from 'sharp';
import { ARTIFACTS, creditsOf, expectNoSeriousA11yViolations, localSignIn, watchConsole } from './helpers';

mkdirSync(ARTIFACTS, { recursive: true });

test('a new user turns a suggestion into a coloring page, end to end', async ({ page }) => {
  const errors = watchConsole(page);
  await page.goto('/');
  await expect(
    page.getByRole('heading', { name: 'Turn Any Idea Into Beautiful Coloring Pages' }),
  ).toBeVisible();
  await expect(page.getByText('Safe creativity tools designed for young imaginations')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.screenshot({ path: `${ARTIFACTS}/home-desktop.png`, fullPage: true, animations: 'disabled' });

  await page.getByRole('button', { name: 'Adorable puppy' }).click();
  const promptBox = page.getByRole('textbox', { name: /prompt|describe|idea/i });
  await expect(promptBox).toHaveValue('Adorable puppy');
  await promptBox.press('Enter');

  await localSignIn(page, 'Pat Parent', `pat-${Date.now()}@example.com`);
  // Sign-up grants 10 credits (spec core §9); the daily free credits come on top.
  const start = await creditsOf(page);
  expect(start.credits).toBe(10);

  // Signed in now: submitting again creates the project and opens the workspace.
  if (!page.url().includes('/projects/')) {
    await page.getByRole('textbox', { name: /prompt|describe|idea/i }).fill('Adorable puppy');
    await page
      .getByRole('button', { name: /send|generate|create/i })
      .first()
      .click();
  }
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
  const chatInput = page.getByRole('textbox', { name: /prompt|message|describe/i });
  await chatInput.fill('a dinosaur eating ice cream on the moon');
  await chatInput.press('Enter');
  await expect(page.getByText('2 of 2')).toBeVisible({ timeout: 60_000 });
  await expect(
    page.getByRole('img', { name: /Coloring page: a dinosaur eating ice cream/i }).last(),
  ).toBeVisible({
    timeout: 60_000,
  });
  expect((await creditsOf(page)).total).toBe(start.total - 2);

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

test.describe('on a 390 px phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('home and workspace fit the screen', async ({ page }) => {
    const errors = watchConsole(page);
    await page.goto('/');
    await expect(
      page.getByRole('heading', { name: 'Turn Any Idea Into Beautiful Coloring Pages' }),
    ).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await page.screenshot({ path: `${ARTIFACTS}/home-phone.png`, fullPage: true, animations: 'disabled' });

    await page.getByRole('button', { name: 'Racecar driver' }).click();
    await page.getByRole('textbox', { name: /prompt|describe|idea/i }).press('Enter');
    await localSignIn(page, 'Sam Teacher', `sam-${Date.now()}@example.com`);
    if (!page.url().includes('/projects/')) {
      await page
        .getByRole('button', { name: /send|generate|create/i })
        .first()
        .click();
    }
    await page.waitForURL(/\/projects\//);
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

import { mkdirSync } from 'node:fs';
import { AVATAR_MAX_BYTES, SETTINGS_TEXTS, SETTINGS_TOASTS } from '@inkling/contracts/profile';
import { expect, type Page, test } from '@playwright/test';
import sharp from 'sharp';
import { ARTIFACTS, expectNoSeriousA11yViolations, localSignIn, watchConsole } from './helpers';

/**
 * Account settings end to end (spec content §2 "Account settings", "Profile photo flow", §5):
 * signed out → "Please Log In"; local sign-in → rename → the header shows the new name;
 * Change Photo → crop (zoom, rotate) → Apply → a 300×300 avatar; a photo over 2 MB is
 * refused. On a desktop and a 390 px phone, without console errors or serious axe issues.
 */

const SHOTS = `${ARTIFACTS}/settings`;
mkdirSync(SHOTS, { recursive: true });

/** A 600×300 PNG: left half red, right half blue, so the rotation shows in the result. */
const twoColourPng = () =>
  sharp({ create: { width: 600, height: 300, channels: 3, background: '#e02020' } })
    .composite([
      {
        input: { create: { width: 300, height: 300, channels: 3, background: '#2040e0' } },
        left: 300,
        top: 0,
      },
    ])
    .png()
    .toBuffer();

async function choosePhoto(page: Page, file: { name: string; mimeType: string; buffer: Buffer }) {
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: SETTINGS_TEXTS.changePhoto }).click();
  await (await chooser).setFiles(file);
}

async function signInOnSettings(page: Page, name: string) {
  await page.goto('/settings');
  await expect(page.getByRole('heading', { level: 1, name: SETTINGS_TEXTS.signedOutHeading })).toBeVisible();
  await page.getByRole('banner').getByRole('button', { name: 'Sign in' }).click();
  await localSignIn(page, name, `${name.split(' ')[0]!.toLowerCase()}-${Date.now()}@example.com`);
  await expect(page.getByRole('heading', { level: 1, name: SETTINGS_TEXTS.title })).toBeVisible();
  await expect(page.locator('[data-sonner-toast]')).toHaveCount(0);
}

/** Colour of the avatar file at (x, y), as [r, g, b]. */
async function pixelOf(page: Page, url: string, x: number, y: number): Promise<number[]> {
  const res = await page.request.get(url);
  expect(res.headers()['content-type']).toBe('image/jpeg');
  const { data, info } = await sharp(await res.body())
    .raw()
    .toBuffer({ resolveWithObject: true });
  const at = (y * info.width + x) * info.channels;
  return [data[at]!, data[at + 1]!, data[at + 2]!];
}

test('signed out, then rename and a new cropped photo, on a desktop', async ({ page }) => {
  const errors = watchConsole(page);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/settings');
  await expect(page.getByRole('heading', { level: 1, name: SETTINGS_TEXTS.signedOutHeading })).toBeVisible();
  await expect(page.getByText(SETTINGS_TEXTS.signedOutText)).toBeVisible();
  await expect(page.getByRole('link', { name: SETTINGS_TEXTS.goHome })).toHaveAttribute('href', '/');
  await expect(page).toHaveTitle(/Account Settings/);
  await expectNoSeriousA11yViolations(page);
  await page.screenshot({ path: `${SHOTS}/signed-out-desktop.png`, fullPage: true, animations: 'disabled' });

  await page.getByRole('banner').getByRole('button', { name: 'Sign in' }).click();
  await localSignIn(page, 'Sam Settings', `sam-settings-${Date.now()}@example.com`);
  await expect(page.getByRole('heading', { level: 1, name: SETTINGS_TEXTS.title })).toBeVisible();
  // axe reads a toast that is still fading in as low contrast: let the welcome toast go first.
  await expect(page.locator('[data-sonner-toast]')).toHaveCount(0);
  const name = page.getByLabel(SETTINGS_TEXTS.fullNameLabel);
  await expect(name).toHaveValue('Sam Settings');
  await expect(page.getByLabel(SETTINGS_TEXTS.emailLabel)).toHaveAttribute('readonly', '');
  await expect(page.getByRole('heading', { name: 'Credits & Usage' })).toBeVisible();
  const update = page.getByRole('button', { name: SETTINGS_TEXTS.updateProfile });
  await expect(update).toBeDisabled();
  await expectNoSeriousA11yViolations(page);
  await page.screenshot({ path: `${SHOTS}/settings-desktop.png`, fullPage: true, animations: 'disabled' });

  // Rename: the toast, then the header's account menu carries the new name.
  await name.fill('Samantha Settings');
  await update.click();
  await expect(page.getByText(SETTINGS_TOASTS.profileUpdated)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Account menu for Samantha Settings' })).toBeVisible();
  await expect(update).toBeDisabled();

  // A photo over 2 MB is refused before anything opens.
  await choosePhoto(page, {
    name: 'huge.png',
    mimeType: 'image/png',
    buffer: Buffer.concat([await twoColourPng(), Buffer.alloc(AVATAR_MAX_BYTES)]),
  });
  await expect(page.getByText(SETTINGS_TOASTS.photoTooLarge)).toBeVisible();
  await expect(page.getByRole('dialog')).toBeHidden();

  // A file the browser cannot decode as a picture.
  await choosePhoto(page, { name: 'notes.png', mimeType: 'image/png', buffer: Buffer.from('just words') });
  await expect(page.getByText(SETTINGS_TOASTS.processFailed)).toBeVisible();
  await expect(page.getByRole('dialog')).toBeHidden();

  // Change Photo → crop dialog → zoom with the keyboard, rotate once → Apply.
  await choosePhoto(page, { name: 'me.png', mimeType: 'image/png', buffer: await twoColourPng() });
  const dialog = page.getByRole('dialog', { name: SETTINGS_TEXTS.cropTitle });
  await expect(dialog).toBeVisible();
  const zoom = dialog.getByRole('slider', { name: SETTINGS_TEXTS.zoom });
  await expect(zoom).toHaveAttribute('min', '0.5');
  await expect(zoom).toHaveAttribute('max', '3');
  await expect(zoom).toHaveAttribute('step', '0.1');
  await zoom.focus();
  for (let i = 0; i < 5; i++) await zoom.press('ArrowRight');
  await expect(dialog.getByText('1.5×')).toBeVisible();
  await dialog.getByRole('button', { name: /^Rotate/ }).click();
  await expect(dialog.getByRole('button', { name: /^Rotate/ })).toHaveAttribute('aria-label', /now 90°/);
  await expectNoSeriousA11yViolations(page);
  await page.screenshot({ path: `${SHOTS}/crop-desktop.png`, animations: 'disabled' });

  // The first upload fails on the server: the toast says so and the crop stays for a retry.
  await page.route('**/api/profile/avatar', (route) =>
    route.fulfill({ status: 500, json: { error: { code: 'internal', message: 'Something went wrong.' } } }),
  );
  const consoleErrorsBefore = errors.length;
  await dialog.getByRole('button', { name: SETTINGS_TEXTS.apply }).click();
  await expect(page.getByText(SETTINGS_TOASTS.photoFailed)).toBeVisible();
  await expect(dialog).toBeVisible();
  // Chromium logs the refused request itself; that one console error is expected here.
  expect(errors.splice(consoleErrorsBefore)).toEqual([expect.stringMatching(/status of 500/)]);
  await page.unroute('**/api/profile/avatar');

  await dialog.getByRole('button', { name: SETTINGS_TEXTS.apply }).click();
  await expect(page.getByText(SETTINGS_TOASTS.photoUpdated)).toBeVisible();
  await expect(dialog).toBeHidden();

  // The avatar is a 300×300 image, and turned: the photo's red left half is now on top.
  const avatar = page.getByRole('img', { name: 'Your profile photo' });
  await expect(avatar).toBeVisible();
  await expect
    .poll(() => avatar.evaluate((img: HTMLImageElement) => [img.naturalWidth, img.naturalHeight]))
    .toEqual([300, 300]);
  const avatarUrl = (await avatar.getAttribute('src'))!;
  expect(avatarUrl).toMatch(/^\/api\/files\/[0-9a-f-]{36}$/);
  const [topR, , topB] = await pixelOf(page, avatarUrl, 150, 40);
  const [bottomR, , bottomB] = await pixelOf(page, avatarUrl, 150, 260);
  expect(topR).toBeGreaterThan(180);
  expect(topB).toBeLessThan(90);
  expect(bottomB).toBeGreaterThan(180);
  expect(bottomR).toBeLessThan(90);

  // The header avatar shows the same file.
  await expect(page.getByRole('banner').locator(`img[src="${avatarUrl}"]`)).toBeVisible();
  await page.screenshot({
    path: `${SHOTS}/settings-photo-desktop.png`,
    fullPage: true,
    animations: 'disabled',
  });
  expect(errors).toEqual([]);
});

test.describe('on a 390 px phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('the page and the crop dialog fit the screen and work by touch', async ({ page }) => {
    const errors = watchConsole(page);
    await signInOnSettings(page, 'Pat Phone');
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await page.screenshot({ path: `${SHOTS}/settings-phone.png`, fullPage: true, animations: 'disabled' });

    await choosePhoto(page, { name: 'me.png', mimeType: 'image/png', buffer: await twoColourPng() });
    const dialog = page.getByRole('dialog', { name: SETTINGS_TEXTS.cropTitle });
    await expect(dialog).toBeVisible();
    await dialog.evaluate((el) => Promise.all(el.getAnimations().map((a) => a.finished)));
    await page.screenshot({ path: `${SHOTS}/crop-phone-open.png`, animations: 'disabled' });
    const box = (await dialog.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.y).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(390);
    expect(box.y + box.height).toBeLessThanOrEqual(844);
    for (const control of [
      dialog.getByRole('button', { name: /^Rotate/ }),
      dialog.getByRole('button', { name: SETTINGS_TEXTS.cancel }),
      dialog.getByRole('button', { name: SETTINGS_TEXTS.apply }),
    ]) {
      expect((await control.boundingBox())!.height).toBeGreaterThanOrEqual(44);
    }
    await dialog.getByRole('slider', { name: SETTINGS_TEXTS.zoom }).fill('2');
    await expect(dialog.getByText('2.0×')).toBeVisible();
    await dialog.getByRole('button', { name: /^Rotate/ }).tap();
    await expectNoSeriousA11yViolations(page);
    await page.screenshot({ path: `${SHOTS}/crop-phone.png`, animations: 'disabled' });
    await dialog.getByRole('button', { name: SETTINGS_TEXTS.apply }).tap();
    await expect(page.getByText(SETTINGS_TOASTS.photoUpdated)).toBeVisible();
    const avatar = page.getByRole('img', { name: 'Your profile photo' });
    await expect
      .poll(() => avatar.evaluate((img: HTMLImageElement) => [img.naturalWidth, img.naturalHeight]))
      .toEqual([300, 300]);
    await page.screenshot({
      path: `${SHOTS}/settings-photo-phone.png`,
      fullPage: true,
      animations: 'disabled',
    });
    expect(errors).toEqual([]);
  });
});

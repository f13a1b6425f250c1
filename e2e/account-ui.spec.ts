import { CREDIT_LABELS } from '@inkling/contracts/credit-messages';
import { HEADER_TEXTS, SIGN_IN_DIALOG, USER_MENU } from '@inkling/contracts/messages';
import { expect, test } from '@playwright/test';
import { localSignIn } from './helpers';

/**
 * What a new user saw go wrong around the account (issue 9 "seen when the app was tried as
 * a new user would"): squashed button icons at 390 px, sign-up credits called "Purchased",
 * and a payment return whose failed confirmation said nothing.
 */

test.describe('on a 390 px phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the sign-in dialog and its buttons fit, and their icons keep their size', async ({ page }) => {
    await page.goto('/features');
    await page.getByRole('button', { name: HEADER_TEXTS.signIn, exact: true }).click();
    const dialog = page.getByRole('dialog');
    const local = dialog.getByRole('button', { name: SIGN_IN_DIALOG.localButton });
    await expect(local).toBeVisible();
    // Measure after the dialog's pop-in animation, not in the middle of it.
    await dialog.evaluate((el) => Promise.all(el.getAnimations({ subtree: true }).map((a) => a.finished)));
    const button = (await local.boundingBox())!;
    const icon = (await local.locator('svg').boundingBox())!;
    // lucide icons are square (size-5 = 20 px); a squashed one is narrower than tall.
    expect(Math.round(icon.width)).toBe(20);
    expect(Math.round(icon.height)).toBe(20);
    expect(button.x).toBeGreaterThanOrEqual(0);
    expect(button.x + button.width).toBeLessThanOrEqual(390);
    // The label is not cut off: the button's content fits inside it.
    expect(await local.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
  });
});

test('the user menu calls the lasting balance "Credits" and the daily one "Free today"', async ({ page }) => {
  await page.goto('/pricing');
  await page.getByRole('button', { name: HEADER_TEXTS.signIn, exact: true }).click();
  await localSignIn(page, 'Menu Tester', `menu-${Date.now()}@example.org`);
  await page.getByRole('button', { name: USER_MENU.trigger('Menu Tester') }).click();
  const menu = page.getByRole('menu');
  await expect(menu.getByText(USER_MENU.heading('Menu Tester'))).toBeVisible();
  // Sign-up credits (10) are lasting credits, not purchased ones.
  await expect(menu.getByText(CREDIT_LABELS.lasting, { exact: true })).toBeVisible();
  await expect(menu.getByText(CREDIT_LABELS.dailyShort, { exact: true })).toBeVisible();
  await expect(menu.getByText(/purchased/i)).toHaveCount(0);
});

test('a payment return whose confirmation fails shows the error, cleans the address and reloads', async ({
  page,
}) => {
  await page.goto('/pricing');
  await page.getByRole('button', { name: HEADER_TEXTS.signIn, exact: true }).click();
  await localSignIn(page, 'Return Tester', `return-${Date.now()}@example.org`);
  const sessionChecks: number[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/session') sessionChecks.push(Date.now());
  });
  const confirmed = page.waitForResponse((response) => response.url().endsWith('/api/checkout/confirm'));
  await page.goto('/pricing?payment=success&session_id=cs_unknown');
  await expect(page).toHaveURL(/\/pricing$/);
  expect((await confirmed).status()).toBe(404);
  // The server's own reason (4xx) is shown, not silence.
  await expect(page.getByText('Checkout session not found')).toBeVisible();
  const afterError = Date.now();
  // The app's data is reloaded 3 s later (spec core §4 "On error reload after 3 s").
  await expect
    .poll(() => sessionChecks.filter((t) => t > afterError).length, { timeout: 6_000 })
    .toBeGreaterThan(0);
});

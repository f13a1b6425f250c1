import { REDEEM_TEXTS } from '@inkling/contracts/codes';
import { expect, test } from '@playwright/test';
import { ARTIFACTS, apiSignIn, creditsOf, expectNoSeriousA11yViolations, gotoHydrated } from './helpers';

/**
 * Promo codes (issue 34): a moderator creates a bonus-credits code on the promo-codes screen
 * beside moderation (desktop), a parent redeems it at /redeem on a phone (390 px) and sees the
 * balance grow; the same code again says it was used. Screenshots in e2e/artifacts. The
 * server runs with ADMIN_EMAILS=moderator@example.com (playwright.config.ts).
 */
const RUN = Date.now().toString(36).toUpperCase();
const CODE = `FAIR-${RUN}`;

test('a moderator creates a promo code; a parent redeems it once at /redeem', async ({ browser }) => {
  const modContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const mod = await modContext.newPage();
  await mod.goto('/');
  // The same name as every other spec's moderator: the server keeps one user per e-mail, and
  // community.spec finds the account menu by this name.
  await apiSignIn(mod, 'Mo Moderator', 'moderator@example.com');
  await gotoHydrated(mod, '/moderation');
  await mod.getByRole('link', { name: 'Promo codes' }).click();
  await expect(mod.getByRole('heading', { name: 'Promo codes', level: 1 })).toBeVisible();
  await mod.getByLabel('Code', { exact: true }).fill(CODE);
  await mod.getByRole('spinbutton', { name: 'Credits' }).fill('8');
  await mod.getByLabel('Total redemptions (optional)').fill('50');
  await mod.getByRole('button', { name: 'Create code' }).click();
  await expect(mod.getByText(CODE.replace('-', ''))).toBeVisible();
  await expect(mod.getByText('0 of 50 used').first()).toBeVisible();
  await expectNoSeriousA11yViolations(mod);
  await mod.screenshot({ path: `${ARTIFACTS}/promo-codes-desktop.png`, fullPage: true });

  const parentContext = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const parent = await parentContext.newPage();
  await parent.goto('/');
  await apiSignIn(parent, 'Pat Parent', `pat-${RUN.toLowerCase()}@example.com`);
  const before = await creditsOf(parent);
  await gotoHydrated(parent, '/redeem');
  await parent.getByRole('textbox', { name: 'Code' }).fill(CODE.toLowerCase());
  await parent.getByRole('button', { name: 'Redeem' }).click();
  await expect(parent.getByRole('status')).toContainText(REDEEM_TEXTS.granted(8));
  expect((await creditsOf(parent)).credits).toBe(before.credits + 8);
  await expectNoSeriousA11yViolations(parent);
  await parent.screenshot({ path: `${ARTIFACTS}/redeem-390.png`, fullPage: true });
  await parent.getByRole('textbox', { name: 'Code' }).fill(CODE);
  await parent.getByRole('button', { name: 'Redeem' }).click();
  await expect(parent.getByRole('alert')).toHaveText(REDEEM_TEXTS.alreadyRedeemed);
  expect((await creditsOf(parent)).credits).toBe(before.credits + 8);
  await parent.screenshot({ path: `${ARTIFACTS}/redeem-used-390.png`, fullPage: true });
  await modContext.close();
  await parentContext.close();
});

import { GIFT_TEXTS } from '@inkling/contracts/gift-cards';
import { expect, test } from '@playwright/test';
import {
  ARTIFACTS,
  apiSignIn,
  creditsOf,
  expectNoSeriousA11yViolations,
  gotoHydrated,
  makePage,
  run,
} from './helpers';

/**
 * Gift cards (issue 34 "Done when": buy a gift card, print it — look at the PDF — and redeem it
 * as another user and see the balance). A grandparent picks "Give as a gift" on /pricing (Pro),
 * writes a message, pays in the local test checkout, downloads the printable card (checked by
 * qpdf --check; pdftotext finds the code) on desktop; a parent on a 390 px phone redeems the
 * code at /redeem and the balance rises by 25. Screenshots in e2e/artifacts.
 */
const RUN = Date.now().toString(36);

test('buy a gift card, download its PDF, redeem it as another user', async ({ browser }) => {
  const buyerContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const buyer = await buyerContext.newPage();
  await buyer.goto('/');
  await apiSignIn(buyer, 'Gail Grandma', `gail-${RUN}@example.com`);
  // One of the buyer's own pages goes on the card's front.
  await makePage(buyer, RUN, 'a puppy with a ball');
  const buyerBefore = await creditsOf(buyer);
  await gotoHydrated(buyer, '/pricing');
  await expect(buyer.getByText(GIFT_TEXTS.pricingMention)).toBeVisible();
  await buyer.getByRole('link', { name: `${GIFT_TEXTS.giveAsGift}: Pro` }).click();
  await expect(buyer.getByRole('heading', { name: GIFT_TEXTS.pageTitle, level: 1 })).toBeVisible();
  await buyer.getByLabel(GIFT_TEXTS.recipientName).fill('Noah');
  await buyer.getByLabel(GIFT_TEXTS.message).fill('Happy birthday, Noah! Color lots of dinosaurs.');
  const puppy = buyer.getByRole('radio', { name: 'a puppy with a ball' });
  await buyer.locator('label').filter({ has: puppy }).click();
  await expect(puppy).toBeChecked();
  await expectNoSeriousA11yViolations(buyer);
  await buyer.screenshot({ path: `${ARTIFACTS}/gift-cards-buy-desktop.png`, fullPage: true });
  await buyer.getByRole('button', { name: GIFT_TEXTS.buy('Pro', '$10') }).click();

  await buyer.waitForURL(/\/checkout\/test\/cs_test_local_\w+$/);
  await expect(buyer.getByText('$10', { exact: true })).toBeVisible();
  await buyer.getByRole('button', { name: /^Pay/ }).click();
  await buyer.waitForURL(/\/gift-cards/);
  const code = buyer.getByTestId('gift-code').first();
  await expect(code).toHaveText(/^([2-9A-HJ-NP-Z]{4}-){4}[2-9A-HJ-NP-Z]{4}$/, { timeout: 20_000 });
  const giftCode = (await code.textContent())!;
  await expect(buyer.getByText(GIFT_TEXTS.redeemable).first()).toBeVisible();
  // The buyer paid for someone else: their own balance did not change.
  expect((await creditsOf(buyer)).credits).toBe(buyerBefore.credits);
  await buyer.screenshot({ path: `${ARTIFACTS}/gift-cards-desktop.png`, fullPage: true });

  const download = buyer.waitForEvent('download', { timeout: 60_000 });
  await buyer.getByRole('link', { name: GIFT_TEXTS.download }).first().click();
  const pdf = await download;
  expect(pdf.suggestedFilename()).toBe('inkling-gift-card-pro.pdf');
  const pdfPath = `${ARTIFACTS}/gift-card.pdf`;
  await pdf.saveAs(pdfPath);
  run('qpdf', ['--check', pdfPath]);
  expect(run('pdfinfo', [pdfPath])).toMatch(/^Pages:\s+2$/m);
  const text = run('pdftotext', [pdfPath, '-']);
  expect(text).toContain(giftCode);
  expect(text).toContain('For Noah');
  expect(text).toContain('/redeem');
  // The front is the buyer's page: one picture in the PDF.
  expect(run('pdfimages', ['-list', pdfPath]).trim().split('\n').slice(2)).toHaveLength(1);
  run('pdftoppm', ['-png', '-r', '40', pdfPath, `${ARTIFACTS}/gift-card`]);

  const parentContext = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const parent = await parentContext.newPage();
  await parent.goto('/');
  await apiSignIn(parent, 'Pat Parent', `pat-gift-${RUN}@example.com`);
  const before = await creditsOf(parent);
  await gotoHydrated(parent, '/redeem');
  await parent.getByRole('textbox', { name: 'Code' }).fill(giftCode.toLowerCase().replaceAll('-', ' '));
  await parent.getByRole('button', { name: 'Redeem' }).click();
  await expect(parent.getByRole('status')).toContainText(GIFT_TEXTS.redeemedMessage(25));
  expect((await creditsOf(parent)).credits).toBe(before.credits + 25);
  await parent.screenshot({ path: `${ARTIFACTS}/gift-redeem-390.png`, fullPage: true });
  await parent.getByRole('textbox', { name: 'Code' }).fill(giftCode);
  await parent.getByRole('button', { name: 'Redeem' }).click();
  await expect(parent.getByRole('alert')).toHaveText(GIFT_TEXTS.alreadyRedeemed);
  expect((await creditsOf(parent)).credits).toBe(before.credits + 25);

  // The buyer's page at phone width.
  await buyer.setViewportSize({ width: 390, height: 844 });
  await gotoHydrated(buyer, '/gift-cards');
  await expect(buyer.getByText(GIFT_TEXTS.redeemed).first()).toBeVisible();
  await buyer.screenshot({ path: `${ARTIFACTS}/gift-cards-390.png`, fullPage: true });
  await buyerContext.close();
  await parentContext.close();
});

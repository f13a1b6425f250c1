import { mkdirSync } from 'node:fs';
import { BADGE_TEXTS, BADGES_UI_TEXTS } from '@inkling/contracts/badges';
import { CHALLENGE_TEXTS, type Challenge } from '@inkling/contracts/challenge';
import { COMMUNITY_TEXTS, COMMUNITY_UI_TEXTS, HEART_TEXTS } from '@inkling/contracts/community';
import { type Browser, expect, type Page, test } from '@playwright/test';
import {
  ARTIFACTS,
  expectNoSeriousA11yViolations,
  gotoHydrated,
  homePromptBox,
  origin,
  watchConsole,
} from './helpers';

/**
 * Hearts, the weekly challenge and badges end to end (issue 34): a new family sees no badges
 * yet, joins this week's challenge on home (the theme goes into the prompt box), makes the
 * page and shares it for the challenge; the moderator approves it; another family finds it in
 * the challenge gallery, hearts it, takes the heart back and hearts it again, and sees it first
 * under "Most hearted this week"; the first family's "First page" badge has appeared in
 * settings and the user menu. Desktop and 390 px screenshots, axe on each screen.
 */

mkdirSync(ARTIFACTS, { recursive: true });

const MODERATOR = 'moderator@example.com';
const RUN = Date.now();
const PHONE = { width: 390, height: 844 };

/** A signed-in browser page of a new context (local sign-in through the API, with this site's Origin). */
async function signedIn(
  browser: Browser,
  name: string,
  email: string,
  viewport?: typeof PHONE,
): Promise<Page> {
  const context = await browser.newContext(viewport ? { viewport } : {});
  const page = await context.newPage();
  const res = await page.request.post('/api/local-auth/sign-in', {
    data: { name, email },
    headers: { Origin: origin() },
  });
  expect(res.ok()).toBe(true);
  return page;
}

/** The badge's item in the settings list. */
const settingsBadge = (page: Page, id: string) =>
  page.getByTestId('badge-list').locator(`[data-badge="${id}"]`);

test('join the weekly challenge, heart the post in its gallery (and undo), see a badge appear', async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const author = await signedIn(browser, 'Cara Challenger', `cara-${RUN}@example.com`);
  const errors = watchConsole(author);

  // A new family: no badge yet.
  await gotoHydrated(author, '/settings');
  await expect(author.getByRole('heading', { name: BADGES_UI_TEXTS.heading })).toBeVisible();
  await expect(settingsBadge(author, 'first-page')).toHaveAttribute('data-earned', 'false');

  // Home shows this week's challenge; joining puts the theme into the prompt box.
  const challenge = (await (await author.request.get('/api/challenge')).json()) as Challenge;
  await gotoHydrated(author, '/');
  const banner = author.getByRole('region', { name: CHALLENGE_TEXTS.heading(challenge.theme) });
  await expect(banner).toBeVisible();
  await banner.scrollIntoViewIfNeeded();
  await author.screenshot({ path: `${ARTIFACTS}/challenge-home-desktop.png`, animations: 'disabled' });
  await banner.getByRole('button', { name: CHALLENGE_TEXTS.join }).click();
  await expect(homePromptBox(author)).toHaveValue(challenge.theme);
  await homePromptBox(author).press('Enter');
  await author.waitForURL(/\/projects\/[0-9a-f-]{36}$/);
  const projectId = author.url().split('/').pop()!;
  const preview = author.getByRole('region', { name: 'Preview' });
  await expect(preview.getByRole('img', { name: `Coloring page: ${challenge.theme}` })).toBeVisible({
    timeout: 60_000,
  });

  // Shared for the challenge: the box is ticked because this browser joined this week.
  await preview.getByRole('button', { name: COMMUNITY_UI_TEXTS.postAction }).click();
  const dialog = author.getByRole('dialog', { name: COMMUNITY_TEXTS.dialogTitle });
  await expect(
    dialog.getByRole('checkbox', { name: CHALLENGE_TEXTS.tagLabel(challenge.theme) }),
  ).toBeChecked();
  const terms = dialog.getByRole('checkbox', { name: COMMUNITY_TEXTS.termsLabel });
  await expect(async () => {
    await terms.check({ timeout: 2_000 });
    await expect(terms).toBeChecked({ timeout: 500 });
  }).toPass({ timeout: 15_000 });
  await dialog.getByRole('button', { name: COMMUNITY_TEXTS.post }).click();
  await expect(author.getByText(COMMUNITY_TEXTS.posted)).toBeVisible();

  // The moderator approves it.
  const sharing = (await (await author.request.get(`/api/projects/${projectId}/sharing`)).json()) as {
    pages: { post: { id: string } | null }[];
  };
  const postId = sharing.pages[0]?.post?.id;
  expect(postId).toBeTruthy();
  const moderator = await signedIn(browser, 'Mo Moderator', MODERATOR);
  const decided = await moderator.request.post(`/api/moderation/posts/${postId}/decision`, {
    data: { action: 'approve' },
    headers: { Origin: origin() },
  });
  expect(decided.ok()).toBe(true);

  // The moderator's challenge screen: next week gets a theme of their own, then the built-in one again.
  await gotoHydrated(moderator, '/moderation');
  await moderator.getByRole('link', { name: CHALLENGE_TEXTS.adminHeading }).click();
  await moderator.waitForURL(/\/moderation\/challenge$/);
  const weeks = (await (await moderator.request.get('/api/moderation/challenge')).json()) as {
    weeks: Challenge[];
  };
  const next = weeks.weeks[1]!;
  const field = moderator.getByLabel(CHALLENGE_TEXTS.adminThemeLabel(next.week));
  await expect(field).toHaveValue(next.theme);
  await field.fill('Snowy owls in the moonlight');
  const row = moderator.locator('li').filter({ has: field });
  await row.getByRole('button', { name: CHALLENGE_TEXTS.adminSave }).click();
  await expect(moderator.getByText(CHALLENGE_TEXTS.adminSaved)).toBeVisible();
  await expect(row.getByText(CHALLENGE_TEXTS.adminSetByModerator)).toBeVisible();
  await expectNoSeriousA11yViolations(moderator);
  await moderator.screenshot({ path: `${ARTIFACTS}/challenge-admin-desktop.png`, animations: 'disabled' });
  await row.getByRole('button', { name: CHALLENGE_TEXTS.adminReset }).click();
  await expect(moderator.getByLabel(CHALLENGE_TEXTS.adminThemeLabel(next.week))).toHaveValue(next.theme);
  // This week's theme is untouched.
  expect(((await (await moderator.request.get('/api/challenge')).json()) as Challenge).theme).toBe(
    challenge.theme,
  );
  const moderatorPhone = await signedIn(browser, 'Mo Moderator', MODERATOR, PHONE);
  await gotoHydrated(moderatorPhone, '/moderation/challenge');
  await expect(moderatorPhone.getByLabel(CHALLENGE_TEXTS.adminThemeLabel(next.week))).toBeVisible();
  expect(await moderatorPhone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    PHONE.width,
  );
  await moderatorPhone.screenshot({ path: `${ARTIFACTS}/challenge-admin-phone.png`, animations: 'disabled' });

  // Another family finds it in the challenge gallery and hearts it, then takes the heart back.
  const fan = await signedIn(browser, 'Finn Fan', `finn-${RUN}@example.com`);
  await gotoHydrated(fan, '/challenge');
  await expect(
    fan.getByRole('heading', { level: 1, name: CHALLENGE_TEXTS.galleryHeading(challenge.theme) }),
  ).toBeVisible();
  const card = fan.getByTestId('challenge-gallery').locator(`[data-post-id="${postId}"]`);
  await expect(card).toBeVisible();
  await expect(card.getByText(COMMUNITY_UI_TEXTS.byAuthor('Cara'))).toBeVisible();
  const heart = card.getByTestId('heart-button');
  await expect(heart).toHaveAttribute('aria-pressed', 'false');
  await expect(heart).toHaveAccessibleName(`${HEART_TEXTS.heart} (${HEART_TEXTS.count(0)})`);
  await heart.click();
  await expect(heart).toHaveAttribute('aria-pressed', 'true');
  await expect(heart).toHaveAccessibleName(`${HEART_TEXTS.unheart} (${HEART_TEXTS.count(1)})`);
  await heart.click();
  await expect(heart).toHaveAttribute('aria-pressed', 'false');
  await expect(heart).toHaveAccessibleName(`${HEART_TEXTS.heart} (${HEART_TEXTS.count(0)})`);
  await fan.reload();
  await expect(card.getByTestId('heart-button')).toHaveAttribute('aria-pressed', 'false');
  await card.getByTestId('heart-button').click();
  await expect(card.getByTestId('heart-button')).toHaveAttribute('aria-pressed', 'true');

  // Most hearted this week: the hearted post comes first.
  await fan.getByRole('button', { name: CHALLENGE_TEXTS.mostHearted }).click();
  await expect(fan.getByRole('button', { name: CHALLENGE_TEXTS.mostHearted })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(fan.getByTestId('challenge-gallery').locator('li[data-post-id]').first()).toHaveAttribute(
    'data-post-id',
    postId!,
  );
  await expectNoSeriousA11yViolations(fan);
  await fan.screenshot({
    path: `${ARTIFACTS}/challenge-gallery-desktop.png`,
    fullPage: true,
    animations: 'disabled',
  });

  // The same gallery on a 390 px phone: nothing scrolls sideways.
  const phone = await signedIn(browser, 'Finn Fan', `finn-${RUN}@example.com`, PHONE);
  await gotoHydrated(phone, '/challenge');
  await expect(phone.getByTestId('challenge-gallery').locator(`[data-post-id="${postId}"]`)).toBeVisible();
  await expect(
    phone.getByTestId('challenge-gallery').locator(`[data-post-id="${postId}"]`).getByTestId('heart-button'),
  ).toHaveAttribute('aria-pressed', 'true');
  // The lazy pictures load before the full-page picture is taken.
  const pictures = phone.getByTestId('challenge-gallery').locator('img');
  await pictures.evaluateAll((images) => {
    for (const image of images) (image as HTMLImageElement).loading = 'eager';
  });
  await expect
    .poll(() =>
      pictures.evaluateAll((images) => images.every((image) => (image as HTMLImageElement).naturalWidth > 0)),
    )
    .toBe(true);
  const width = await phone.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(PHONE.width);
  await phone.screenshot({
    path: `${ARTIFACTS}/challenge-gallery-phone.png`,
    fullPage: true,
    animations: 'disabled',
  });
  await gotoHydrated(phone, '/');
  await phone.getByTestId('weekly-challenge').scrollIntoViewIfNeeded();
  await phone.screenshot({ path: `${ARTIFACTS}/challenge-home-phone.png`, animations: 'disabled' });

  // On home's community gallery the card says which challenge it was made for.
  await gotoHydrated(phone, '/');
  const homeCard = phone
    .getByRole('region', { name: COMMUNITY_TEXTS.galleryHeading })
    .locator(`[data-post-id="${postId}"]`);
  await expect(homeCard.getByText(CHALLENGE_TEXTS.tag(challenge.theme))).toBeVisible();
  await expect(homeCard.getByTestId('heart-button')).toHaveAttribute('aria-pressed', 'true');

  // The author's badge has appeared: settings and the user menu.
  await gotoHydrated(author, '/settings');
  await expect(settingsBadge(author, 'first-page')).toHaveAttribute('data-earned', 'true');
  await expect(settingsBadge(author, 'first-page')).toContainText(BADGE_TEXTS['first-page'].title);
  await expect(settingsBadge(author, 'challenges-5')).toContainText(BADGES_UI_TEXTS.progress(1, 5));
  await expectNoSeriousA11yViolations(author);
  await author.getByRole('heading', { name: BADGES_UI_TEXTS.heading }).scrollIntoViewIfNeeded();
  await author.screenshot({ path: `${ARTIFACTS}/badges-settings-desktop.png`, animations: 'disabled' });
  await author.getByRole('button', { name: /Account menu for Cara Challenger/ }).click();
  await expect(author.getByTestId('menu-badges')).toContainText(BADGES_UI_TEXTS.menuLabel(1, 5));
  await author.screenshot({ path: `${ARTIFACTS}/badges-menu-desktop.png`, animations: 'disabled' });

  const authorPhone = await signedIn(browser, 'Cara Challenger', `cara-${RUN}@example.com`, PHONE);
  await gotoHydrated(authorPhone, '/settings');
  await expect(settingsBadge(authorPhone, 'first-page')).toHaveAttribute('data-earned', 'true');
  await authorPhone.getByRole('heading', { name: BADGES_UI_TEXTS.heading }).scrollIntoViewIfNeeded();
  await authorPhone.screenshot({ path: `${ARTIFACTS}/badges-settings-phone.png`, animations: 'disabled' });
  expect(errors).toEqual([]);
});

import { mkdirSync } from 'node:fs';
import type { CreatedGeneration, Project } from '@inkling/contracts/api';
import {
  COMMUNITY_TEXTS,
  COMMUNITY_UI_TEXTS,
  type CommunityPage,
  MODERATION_TEXTS,
  SHARE_TEXTS,
} from '@inkling/contracts/community';
import { type Browser, type BrowserContext, expect, type Locator, type Page, test } from '@playwright/test';
import {
  ARTIFACTS,
  expectNoSeriousA11yViolations,
  gotoHydrated,
  homePromptBox,
  localSignIn,
  watchConsole,
} from './helpers';

/**
 * The community gallery, moderation and share links end to end (issue 10 "Tests and proof"):
 * post a page → not on home → a moderator approves → on home for a signed-out visitor →
 * Remix → a new project; three reports hide a post; an unlisted share link opens for a
 * visitor, its HTML carries the Open Graph tags for crawlers, and revoking it makes it 404;
 * desktop and 390 px, axe on each screen. The server runs with ADMIN_EMAILS=moderator@example.com
 * (playwright.config.ts).
 */

mkdirSync(ARTIFACTS, { recursive: true });

const MODERATOR = 'moderator@example.com';
const RUN = Date.now();
/** The author of the posts made through the API (and of the page posted in the UI). */
const AUTHOR = `ava-${RUN}@example.com`;
const PHONE = { width: 390, height: 844 };

/**
 * POST with the page's cookies and this site's Origin, as the browser sends it (the server
 * refuses state-changing requests from other origins).
 */
function post(page: Page, path: string, data?: unknown) {
  const origin = new URL(test.info().project.use.baseURL ?? 'http://127.0.0.1:3100').origin;
  return page.request.post(path, { data, headers: { Origin: origin } });
}

/** Signed-in sessions by e-mail, so each person signs in once (the server limits sign-ins per address). */
const sessions = new Map<string, Awaited<ReturnType<BrowserContext['storageState']>>>();

/**
 * A browser context of a signed-in person: the first time through the local sign-in API, then
 * with the saved cookies.
 */
async function signedInPage(
  browser: Browser,
  name: string,
  email: string,
  viewport?: { width: number; height: number },
): Promise<Page> {
  const saved = sessions.get(email);
  const context = await browser.newContext({
    ...(viewport ? { viewport } : {}),
    ...(saved ? { storageState: saved } : {}),
  });
  const page = await context.newPage();
  if (!saved) {
    const res = await post(page, '/api/local-auth/sign-in', { name, email });
    expect(res.ok()).toBe(true);
    sessions.set(email, await context.storageState());
  }
  return page;
}

/** A visitor with no session. */
async function visitorPage(browser: Browser, viewport?: { width: number; height: number }): Promise<Page> {
  const context = await browser.newContext(viewport ? { viewport } : {});
  return context.newPage();
}

const unique = (prefix: string) => `${prefix}-${Date.now()}-${Math.round(Math.random() * 1e6)}@example.com`;

/** Makes a page through the API and waits until it is drawn; returns the project and page ids. */
async function finishedPage(
  page: Page,
  prompt: string,
): Promise<{ projectId: string; generationId: string }> {
  const res = await post(page, '/api/generations', { prompt });
  expect(res.status()).toBe(201);
  const created = (await res.json()) as CreatedGeneration;
  await expect
    .poll(
      async () => {
        const project = (await (
          await page.request.get(`/api/projects/${created.project.id}`)
        ).json()) as Project;
        return project.generations.find((g) => g.id === created.generation.id)?.status;
      },
      { timeout: 60_000 },
    )
    .toBe('completed');
  return { projectId: created.project.id, generationId: created.generation.id };
}

/** A page posted by a new author and approved by the moderator, through the API; returns the post id. */
async function approvedPost(browser: Browser, prompt: string): Promise<string> {
  const author = await signedInPage(browser, 'Ava Author', AUTHOR);
  const { generationId } = await finishedPage(author, prompt);
  const posted = await post(author, '/api/community/posts', { generationId, comment: null });
  expect(posted.status()).toBe(201);
  const { communityImageId } = (await posted.json()) as { communityImageId: string };
  const moderator = await signedInPage(browser, 'Mo Moderator', MODERATOR);
  const decided = await post(moderator, `/api/moderation/posts/${communityImageId}/decision`, {
    action: 'approve',
  });
  expect(decided.ok()).toBe(true);
  await author.context().close();
  await moderator.context().close();
  return communityImageId;
}

async function galleryPosts(page: Page): Promise<CommunityPage['posts']> {
  const res = await page.request.get('/api/community/posts?limit=48');
  expect(res.ok()).toBe(true);
  return ((await res.json()) as CommunityPage).posts;
}

/** The home gallery section, after its first page has loaded. */
async function gallery(page: Page) {
  const section = page.getByRole('region', { name: COMMUNITY_TEXTS.galleryHeading });
  await expect(section).toBeVisible();
  await expect(section.getByLabel(COMMUNITY_UI_TEXTS.galleryLoading)).toHaveCount(0);
  return section;
}

/**
 * A screenshot of one region with a 16 px margin, once its (lazy) pictures have loaded;
 * the region may reach below the window.
 */
async function regionShot(page: Page, region: Locator, path: string) {
  await region.scrollIntoViewIfNeeded();
  // Lazy pictures below the window would never load for the picture: load them now.
  await region.locator('img').evaluateAll((images) => {
    for (const image of images) (image as HTMLImageElement).loading = 'eager';
  });
  await expect
    .poll(() =>
      region
        .locator('img')
        .evaluateAll((images) => images.every((image) => (image as HTMLImageElement).naturalWidth > 0)),
    )
    .toBe(true);
  const box = await region.boundingBox();
  const scrollY = await page.evaluate(() => window.scrollY);
  expect(box).not.toBeNull();
  const width = page.viewportSize()!.width;
  await page.screenshot({
    path,
    fullPage: true,
    animations: 'disabled',
    clip: {
      x: 0,
      y: Math.max(0, box!.y + scrollY - 16),
      width,
      height: box!.height + 32,
    },
  });
}

/** Fails when the page is wider than the window (nothing may scroll sideways at 390 px). */
async function expectNoSideways(page: Page) {
  const { scroll, width } = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    width: window.innerWidth,
  }));
  expect(scroll).toBeLessThanOrEqual(width);
}

/** The first ~2 KB of meta tags a crawler reads: og:* / twitter:* / robots by name. */
function metaContent(html: string, key: string): string | null {
  const tag = html.match(new RegExp(`<meta[^>]+(?:property|name)=["']${key}["'][^>]*>`, 'i'))?.[0];
  return tag?.match(/content=["']([^"']*)["']/i)?.[1] ?? null;
}

test('post a page → moderator approves → on home for a visitor → Remix makes a new project', async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const prompt = 'a friendly dragon reading a book';

  // The author makes a page in the UI and posts it from the workspace toolbar.
  const page = await signedInPage(browser, 'Ava Author', AUTHOR);
  const errors = watchConsole(page);
  await gotoHydrated(page, '/');
  await homePromptBox(page).fill(prompt);
  await homePromptBox(page).press('Enter');
  await page.waitForURL(/\/projects\/[0-9a-f-]{36}$/);
  const preview = page.getByRole('region', { name: 'Preview' });
  await expect(preview.getByRole('img', { name: `Coloring page: ${prompt}` })).toBeVisible({
    timeout: 60_000,
  });
  await preview.getByRole('button', { name: COMMUNITY_UI_TEXTS.postAction }).click();

  const dialog = page.getByRole('dialog', { name: COMMUNITY_TEXTS.dialogTitle });
  await expect(dialog).toBeVisible();
  const post = dialog.getByRole('button', { name: COMMUNITY_TEXTS.post });
  await expect(post).toBeDisabled();
  await dialog
    .getByRole('textbox', { name: COMMUNITY_TEXTS.commentLabel })
    .fill('  We colored it together!  ');
  await expect(dialog.getByText('27/500')).toBeVisible();
  // Ticked until it holds: once in CI (stop 37) the click landed while the dialog was still
  // settling and the box stayed unticked ("Clicking the checkbox did not change its state").
  const terms = dialog.getByRole('checkbox', { name: COMMUNITY_TEXTS.termsLabel });
  await expect(async () => {
    await terms.check({ timeout: 2_000 });
    await expect(terms).toBeChecked({ timeout: 500 });
  }).toPass({ timeout: 15_000 });
  await expect(dialog.getByText('27/500')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await post.click();
  await expect(page.getByText(COMMUNITY_TEXTS.posted)).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(preview.getByText(COMMUNITY_TEXTS.waitingForReview)).toBeVisible();
  // Posted pages offer no second post.
  await expect(preview.getByRole('button', { name: COMMUNITY_UI_TEXTS.postAction })).toHaveCount(0);

  // Pending: not on home for a visitor, and its page is not found.
  const visitor = await visitorPage(browser);
  await gotoHydrated(visitor, '/');
  await expect(await gallery(visitor)).not.toContainText(prompt);

  // The moderator sees the count in the menu and approves with the A key.
  const moderator = await signedInPage(browser, 'Mo Moderator', MODERATOR);
  await gotoHydrated(moderator, '/');
  await moderator.getByRole('button', { name: /Account menu for Mo Moderator/ }).click();
  const entry = moderator.getByRole('menuitem', { name: new RegExp(MODERATION_TEXTS.menuEntry) });
  await expect(entry).toBeVisible();
  await expect(entry).toContainText(/\d/);
  await entry.click();
  await moderator.waitForURL(/\/moderation$/);
  const item = moderator.locator('li[aria-current="true"]');
  await expect(item.getByRole('heading', { name: prompt })).toBeVisible();
  await expect(item.getByText('“We colored it together!”')).toBeVisible();
  await expect(item.getByText(/Ava Author \(ava-/)).toBeVisible();
  await expect(moderator.getByText(MODERATION_TEXTS.shortcuts)).toBeVisible();
  await expectNoSeriousA11yViolations(moderator);
  await moderator.screenshot({
    path: `${ARTIFACTS}/community-moderation-desktop.png`,
    animations: 'disabled',
  });
  await moderator.keyboard.press('a');
  await expect(
    moderator.getByRole('region', { name: /Notifications/ }).getByText(MODERATION_TEXTS.approved),
  ).toBeVisible();
  await expect(moderator.getByRole('region', { name: MODERATION_TEXTS.logHeading })).toContainText(
    'Approved',
  );

  // The author's workspace says it is published.
  await page.reload();
  await expect(preview.getByText(COMMUNITY_TEXTS.published)).toBeVisible();

  // On home for the visitor: the card with the comment, the first name and the age.
  await visitor.reload();
  const section = await gallery(visitor);
  const card = section.getByRole('listitem').filter({ hasText: prompt });
  await expect(card).toBeVisible();
  await expect(card).toContainText('“We colored it together!”');
  await expect(card).toContainText('by Ava');
  await expect(card).not.toContainText('@example.com');
  await section.getByRole('heading', { name: COMMUNITY_TEXTS.galleryHeading }).scrollIntoViewIfNeeded();
  await expectNoSeriousA11yViolations(visitor);

  // Its own page, with the same actions.
  await card.getByRole('link', { name: COMMUNITY_UI_TEXTS.openPost(prompt) }).click();
  await visitor.waitForURL(/\/community\/[0-9a-f-]{36}$/);
  await expect(visitor.getByRole('heading', { level: 1, name: prompt })).toBeVisible();
  await expect(visitor).toHaveTitle(new RegExp(prompt));
  await expectNoSeriousA11yViolations(visitor);
  await visitor.screenshot({ path: `${ARTIFACTS}/community-post-desktop.png`, animations: 'disabled' });

  // Remix → home with the prompt in the box → sign up → a new project of the visitor's own.
  await visitor.getByRole('button', { name: COMMUNITY_TEXTS.remix }).click();
  await visitor.waitForURL(/\/$/);
  const box = homePromptBox(visitor);
  await expect(box).toHaveValue(prompt);
  await expect(box).toBeFocused();
  await box.press('Enter');
  await localSignIn(visitor, 'Rae Remixer', unique('rae'));
  await expect(box).toHaveValue(prompt);
  await box.press('Enter');
  await visitor.waitForURL(/\/projects\/[0-9a-f-]{36}$/);
  await expect(
    visitor.getByRole('region', { name: 'Preview' }).getByRole('img', { name: `Coloring page: ${prompt}` }),
  ).toBeVisible({ timeout: 60_000 });
  expect(errors).toEqual([]);
});

test('reports from brand-new accounts are taken but do not hide a published post (issue 27 #7)', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const prompt = 'a turtle with a tiny umbrella';
  const postId = await approvedPost(browser, prompt);

  // One report in the UI: a signed-in visitor's card has Report with the reason list.
  const first = await signedInPage(browser, 'Rita Reporter', unique('rita'));
  await gotoHydrated(first, '/');
  const card = (await gallery(first)).getByRole('listitem').filter({ hasText: prompt });
  await card.getByRole('button', { name: COMMUNITY_TEXTS.report }).click();
  const dialog = first.getByRole('dialog', { name: COMMUNITY_TEXTS.reportTitle });
  await expect(dialog).toBeVisible();
  await expectNoSeriousA11yViolations(first);
  await dialog.getByRole('radio', { name: 'Too scary or violent' }).check();
  await dialog.getByRole('button', { name: COMMUNITY_UI_TEXTS.reportSubmit }).click();
  await expect(first.getByText(COMMUNITY_TEXTS.reported)).toBeVisible();

  // The same person again counts once: still published.
  expect((await post(first, `/api/community/posts/${postId}/reports`, { reason: 'spam' })).status()).toBe(
    204,
  );
  expect((await galleryPosts(first)).map((p) => p.id)).toContain(postId);

  // Two more people, all three accounts minutes old with no finished page: their reports are
  // kept for moderators but count for nothing, so the post stays up (sock puppets cannot hide
  // it; apps/server/src/routes/community.routes.test.ts covers reporters with standing).
  for (const name of ['Ray', 'Rob']) {
    const reporter = await signedInPage(browser, `${name} Reporter`, unique(name.toLowerCase()));
    const res = await post(reporter, `/api/community/posts/${postId}/reports`, { reason: 'inappropriate' });
    expect(res.status()).toBe(204);
    await reporter.context().close();
  }
  const visitor = await visitorPage(browser);
  expect((await galleryPosts(visitor)).map((p) => p.id)).toContain(postId);
  expect((await visitor.request.get(`/api/community/posts/${postId}`)).status()).toBe(200);
});

test('an unlisted share link opens for a visitor, carries link previews, and stops working when revoked', async ({
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const prompt = 'a hedgehog baking cookies';
  const author = await signedInPage(browser, 'Ava Author', AUTHOR);
  const { projectId } = await finishedPage(author, prompt);

  await author.goto(`/projects/${projectId}`);
  const preview = author.getByRole('region', { name: 'Preview' });
  await preview.getByRole('button', { name: 'Share' }).click();
  const dialog = author.getByRole('dialog', { name: SHARE_TEXTS.dialogTitle });
  const link = dialog.getByRole('textbox', { name: SHARE_TEXTS.linkLabel });
  await expect(link).toHaveValue(/\/s\/[\w-]{22,}$/);
  const url = await link.inputValue();
  await expect(dialog.getByText(SHARE_TEXTS.unlistedNote)).toBeVisible();
  for (const target of ['X (Twitter)', 'Facebook', 'Pinterest', 'Instagram', 'More options']) {
    await expect(dialog.getByRole('button', { name: target })).toBeVisible();
  }
  await expectNoSeriousA11yViolations(author);
  await author.screenshot({
    path: `${ARTIFACTS}/community-share-dialog-desktop.png`,
    animations: 'disabled',
  });

  // Pinterest opens in a 600×400 pop-up with the page's picture (the outside site is stubbed).
  await author
    .context()
    .route(/^https:\/\/pinterest\.com\//, (route) =>
      route.fulfill({ contentType: 'text/html', body: '<title>Pinterest</title>' }),
    );
  await author.evaluate(() => {
    const open = window.open.bind(window);
    const calls: unknown[][] = [];
    Object.assign(window, { __opens: calls });
    window.open = (...args: Parameters<typeof window.open>) => {
      calls.push(args);
      return open(...args);
    };
  });
  const popupPromise = author.waitForEvent('popup');
  await dialog.getByRole('button', { name: 'Pinterest' }).click();
  const popup = await popupPromise;
  const [[opened, , features]] = (await author.evaluate(
    () => (window as unknown as { __opens: string[][] }).__opens,
  )) as string[][];
  const pinterest = new URL(opened!);
  expect(pinterest.hostname).toBe('pinterest.com');
  expect(pinterest.searchParams.get('url')).toBe(url);
  expect(pinterest.searchParams.get('media')).toMatch(/^https?:\/\//);
  expect(pinterest.searchParams.get('description')).toBe(
    `Check out this image I created with the prompt: ${prompt}`,
  );
  expect(features).toContain('width=600,height=400');
  await popup.close();

  // A visitor opens it: only the page and its prompt, Save, Print and an invitation.
  const visitor = await visitorPage(browser);
  await visitor.goto(url);
  await expect(visitor.getByRole('heading', { level: 1, name: new RegExp(prompt) })).toBeVisible();
  await expect(visitor.getByRole('img', { name: `Coloring page: ${prompt}` })).toBeVisible();
  await expect(visitor.getByRole('button', { name: COMMUNITY_TEXTS.save })).toBeVisible();
  await expect(visitor.getByRole('link', { name: SHARE_TEXTS.makeYourOwn })).toBeVisible();
  await expectNoSeriousA11yViolations(visitor);

  // A crawler that runs no JavaScript sees the preview tags and a picture that loads.
  const html = await request.get(url);
  expect(html.status()).toBe(200);
  const body = await html.text();
  expect(metaContent(body, 'og:title')).toBeTruthy();
  expect(metaContent(body, 'og:description')).toContain(prompt);
  expect(metaContent(body, 'twitter:card')).toBe('summary_large_image');
  // noindex: in the HTML or as the X-Robots-Tag header.
  expect(`${metaContent(body, 'robots') ?? ''} ${html.headers()['x-robots-tag'] ?? ''}`).toContain('noindex');
  const image = metaContent(body, 'og:image');
  expect(image).toMatch(/^https?:\/\//);
  const picture = await request.get(image!);
  expect(picture.status()).toBe(200);
  expect(picture.headers()['content-type']).toBe('image/png');

  // Stop sharing: the link is gone for everyone.
  await dialog.getByRole('button', { name: SHARE_TEXTS.revoke }).click();
  await expect(author.getByText(SHARE_TEXTS.revoked)).toBeVisible();
  await visitor.reload();
  await expect(visitor.getByText('Oops! Page not found')).toBeVisible();
  expect((await request.get(url)).status()).toBe(404);
});

test('community screens on desktop and at 390 px: gallery, post page, share dialog and moderation', async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const prompt = 'a koala flying a kite';
  const postId = await approvedPost(browser, prompt);
  for (const more of ['a unicorn in a meadow', 'a robot watering flowers']) await approvedPost(browser, more);

  // The gallery on a desktop, newest first.
  const desktop = await visitorPage(browser);
  await gotoHydrated(desktop, '/');
  const desktopGallery = await gallery(desktop);
  await expect(desktopGallery.getByRole('listitem').first()).toContainText('a robot watering flowers');
  await regionShot(desktop, desktopGallery, `${ARTIFACTS}/community-gallery-desktop.png`);

  const visitor = await visitorPage(browser, PHONE);
  await gotoHydrated(visitor, '/');
  const section = await gallery(visitor);
  const card = section.getByRole('listitem').filter({ hasText: prompt });
  await expect(card).toBeVisible();
  await card.scrollIntoViewIfNeeded();
  await expectNoSideways(visitor);
  await expectNoSeriousA11yViolations(visitor);
  await regionShot(
    visitor,
    section.getByRole('listitem').first(),
    `${ARTIFACTS}/community-gallery-phone.png`,
  );

  // Share from the card: the community address with the targets.
  await card.getByRole('button', { name: COMMUNITY_UI_TEXTS.share }).click();
  const dialog = visitor.getByRole('dialog', { name: SHARE_TEXTS.dialogTitle });
  await expect(dialog.getByRole('textbox', { name: SHARE_TEXTS.linkLabel })).toHaveValue(
    new RegExp(`/community/${postId}$`),
  );
  await expect(dialog.getByText(SHARE_TEXTS.communityNote)).toBeVisible();
  await expectNoSeriousA11yViolations(visitor);
  await visitor.screenshot({ path: `${ARTIFACTS}/community-share-dialog-phone.png`, animations: 'disabled' });
  await visitor.keyboard.press('Escape');

  await visitor.goto(`/community/${postId}`);
  await expect(visitor.getByRole('heading', { level: 1, name: prompt })).toBeVisible();
  await expectNoSideways(visitor);
  await expectNoSeriousA11yViolations(visitor);
  await visitor.screenshot({
    path: `${ARTIFACTS}/community-post-phone.png`,
    fullPage: true,
    animations: 'disabled',
  });

  // The community page's HTML carries its preview tags too.
  const html = await visitor.request.get(`/community/${postId}`);
  expect(html.status()).toBe(200);
  expect(metaContent(await html.text(), 'og:image')).toMatch(/^https?:\/\//);
  expect((await visitor.request.get('/community/00000000-0000-4000-8000-000000000000')).status()).toBe(404);

  // The moderation page on a phone (a pending post to judge).
  const author = await signedInPage(browser, 'Ava Author', AUTHOR);
  const { generationId } = await finishedPage(author, 'a penguin on a sled');
  expect((await post(author, '/api/community/posts', { generationId, comment: 'Snow day!' })).status()).toBe(
    201,
  );
  const moderator = await signedInPage(browser, 'Mo Moderator', MODERATOR, PHONE);
  await moderator.goto('/moderation');
  await expect(moderator.getByRole('heading', { name: 'a penguin on a sled' })).toBeVisible();
  await expectNoSideways(moderator);
  await expectNoSeriousA11yViolations(moderator);
  await moderator.screenshot({ path: `${ARTIFACTS}/community-moderation-phone.png`, animations: 'disabled' });

  // Not a moderator: the moderation page does not exist.
  await visitor.goto('/moderation');
  await expect(visitor.getByText('Oops! Page not found')).toBeVisible();
});

test('the author deletes a post from its card; a moderator removes one with a reason', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const own = 'a snail racing a leaf';
  const other = 'a giraffe wearing a scarf';
  const ownId = await approvedPost(browser, own);
  const otherId = await approvedPost(browser, other);

  // The author: Delete on the own card, with the confirmation; the page stays in the project.
  const author = await signedInPage(browser, 'Ava Author', AUTHOR);
  await gotoHydrated(author, '/');
  const card = (await gallery(author)).getByRole('listitem').filter({ hasText: own });
  await expect(card.getByRole('button', { name: COMMUNITY_TEXTS.report })).toHaveCount(0);
  await card.getByRole('button', { name: COMMUNITY_TEXTS.delete }).click();
  const confirm = author.getByRole('alertdialog', { name: COMMUNITY_TEXTS.deleteConfirmTitle });
  await expect(confirm).toContainText(COMMUNITY_TEXTS.deleteConfirmText);
  await confirm.getByRole('button', { name: COMMUNITY_TEXTS.delete }).click();
  await expect(
    author.getByRole('region', { name: /Notifications/ }).getByText(COMMUNITY_TEXTS.deleted),
  ).toBeVisible();
  await expect(card).toHaveCount(0);
  expect((await galleryPosts(author)).map((p) => p.id)).not.toContain(ownId);

  // The moderator: Remove from the published list with a reason; it is logged.
  const moderator = await signedInPage(browser, 'Mo Moderator', MODERATOR);
  await moderator.goto('/moderation');
  const published = moderator
    .getByRole('region', { name: 'Published' })
    .getByRole('listitem')
    .filter({ hasText: other });
  await published.getByRole('button', { name: MODERATION_TEXTS.remove }).click();
  const dialog = moderator.getByRole('dialog', { name: 'Remove this post from the gallery?' });
  await dialog
    .getByRole('combobox', { name: MODERATION_TEXTS.reasonLabel })
    .selectOption('not-a-coloring-page');
  await dialog.getByRole('button', { name: 'Remove post' }).click();
  await expect(
    moderator.getByRole('region', { name: /Notifications/ }).getByText(MODERATION_TEXTS.removedToast),
  ).toBeVisible();
  await expect(moderator.getByRole('region', { name: MODERATION_TEXTS.logHeading })).toContainText(
    'Not a coloring page',
  );
  expect((await galleryPosts(moderator)).map((p) => p.id)).not.toContain(otherId);
});

import { mkdirSync } from 'node:fs';
import { BLOG_PAGE_SIZE, BLOG_TEXTS, BLOG_TITLE_SUFFIX } from '@inkling/contracts/blog';
import { expect, type Page, test } from '@playwright/test';
import { expectNoSeriousA11yViolations, gotoHydrated, watchConsole } from './helpers';

/** Screenshots for a human to look at; outside the repository on purpose. */
const SHOTS = process.env.BLOG_SHOTS_DIR ?? '/tmp/blog-shots';
mkdirSync(SHOTS, { recursive: true });

const VIEWPORTS = [
  { name: 'desktop', width: 1280, height: 900 },
  { name: 'phone', width: 390, height: 844 },
] as const;

const cards = (page: Page) => page.getByRole('main').getByRole('article');

/** True when the page scrolls sideways (something is wider than the viewport). */
const overflowsSideways = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);

for (const viewport of VIEWPORTS) {
  test.describe(`blog on ${viewport.name}`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    test('lists 6 posts, toggles Show more / Show less and opens a post', async ({ page }) => {
      const errors = watchConsole(page);
      await page.goto('/blog');
      await expect(page.getByRole('heading', { level: 1, name: BLOG_TEXTS.heading })).toBeVisible();
      await expect(page).toHaveTitle('Blog · Inkling');
      await expect(cards(page)).toHaveCount(BLOG_PAGE_SIZE);
      const total = (await (await page.request.get('/api/blog/posts')).json()).length as number;
      expect(total).toBeGreaterThan(BLOG_PAGE_SIZE);
      for (const image of await cards(page).getByRole('img').all()) {
        await image.scrollIntoViewIfNeeded();
        await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(800);
      }
      expect(await overflowsSideways(page)).toBe(false);
      await expectNoSeriousA11yViolations(page);
      await page.evaluate(() => window.scrollTo(0, 0));
      await page.screenshot({ path: `${SHOTS}/list-${viewport.name}.png`, fullPage: true });

      await page.getByRole('button', { name: BLOG_TEXTS.showMore }).click();
      await expect(cards(page)).toHaveCount(total);
      await page.getByRole('button', { name: BLOG_TEXTS.showLess }).click();
      await expect(cards(page)).toHaveCount(BLOG_PAGE_SIZE);

      // The whole card is the link: click its picture, not the title.
      const first = cards(page).first();
      const title = (await first.getByRole('heading').textContent()) ?? '';
      const excerpt = (await first.locator('p').nth(1).textContent()) ?? '';
      await first.click({ position: { x: 40, y: 40 } });
      await page.waitForURL(/\/blog\/[a-z0-9-]+$/);
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      await expect(page).toHaveTitle(`${title}${BLOG_TITLE_SUFFIX}`);
      expect(await page.title()).toMatch(/ \| Inkling Blog$/);
      await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', excerpt);
      const image = page.getByRole('main').getByRole('img');
      await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
      expect(await page.getByRole('main').locator('article > div p').count()).toBeGreaterThanOrEqual(3);
      expect(await overflowsSideways(page)).toBe(false);
      await expectNoSeriousA11yViolations(page);
      await page.screenshot({ path: `${SHOTS}/post-${viewport.name}.png`, fullPage: true });

      await page.getByRole('link', { name: BLOG_TEXTS.backToBlog }).first().click();
      await expect(cards(page)).toHaveCount(BLOG_PAGE_SIZE);
      expect(errors).toEqual([]);
    });

    test('an unknown slug shows Post Not Found', async ({ page }) => {
      const errors = watchConsole(page);
      await page.goto('/blog/no-such-post-here');
      await expect(page.getByRole('heading', { level: 1, name: BLOG_TEXTS.notFoundTitle })).toBeVisible();
      await expect(page.getByText(BLOG_TEXTS.notFoundText)).toBeVisible();
      await expect(page.getByRole('link', { name: BLOG_TEXTS.backToBlog })).toHaveAttribute('href', '/blog');
      await expectNoSeriousA11yViolations(page);
      await page.screenshot({ path: `${SHOTS}/not-found-${viewport.name}.png`, fullPage: true });
      // Chromium reports the expected 404 of the API call itself; nothing else may appear.
      expect(errors.filter((message) => !message.includes('status of 404'))).toEqual([]);
    });
  });
}

test('loading placeholders, then a failure whose Try Again reloads the page', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/api/blog/posts', async (route) => {
    await held;
    await route.fulfill({
      status: 500,
      contentType: 'application/json',
      body: JSON.stringify({ error: { code: 'internal', message: 'Something went wrong.' } }),
    });
  });
  // /blog itself arrives prerendered with its posts (issue 18); the list loads from the API
  // when the app navigates there from another page.
  await gotoHydrated(page, '/');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Blog' }).click();
  const placeholders = page.getByRole('list', { name: 'Loading blog posts' });
  await expect(placeholders).toHaveAttribute('aria-busy', 'true');
  await expect(placeholders.getByRole('listitem')).toHaveCount(BLOG_PAGE_SIZE);
  await page.screenshot({ path: `${SHOTS}/loading-desktop.png`, animations: 'disabled' });
  release();

  await expect(page.getByText(BLOG_TEXTS.loadFailed)).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.screenshot({ path: `${SHOTS}/error-desktop.png` });
  await page.unroute('**/api/blog/posts');
  await page.getByRole('button', { name: BLOG_TEXTS.tryAgain }).click();
  await expect(cards(page)).toHaveCount(BLOG_PAGE_SIZE);
});

test('a card shows a focus ring from the keyboard and opens with Enter', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await gotoHydrated(page, '/blog');
  await expect(cards(page)).toHaveCount(BLOG_PAGE_SIZE);
  const card = cards(page).first();
  const firstLink = card.getByRole('link');
  const shadow = () => card.evaluate((element) => getComputedStyle(element).boxShadow);
  const unfocused = await shadow();
  await firstLink.focus();
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Tab');
  await expect(firstLink).toBeFocused();
  expect(await shadow()).not.toBe(unfocused);
  await card.screenshot({ path: `${SHOTS}/card-focus-desktop.png` });
  await page.keyboard.press('Enter');
  await page.waitForURL(/\/blog\/[a-z0-9-]+$/);
});

import { EXPORT_TEXTS } from '@inkling/contracts/book-ui';
import { PAGE_IMAGE, WORKSPACE_LABELS } from '@inkling/contracts/messages';
import { type Browser, expect, type Page, test } from '@playwright/test';
import { gotoHydrated, openProject as openProjectOf, type ThreePageParent, threePageParent } from './helpers';

/**
 * Issue 32's findings that only a real browser shows (layout, downloads), each at the size
 * it was found at. One signed-in parent with a three-page project serves every test.
 */

const RUN = Date.now();
const TITLE = 'The Very Long Adventures of Captain Dinosaur and Friends on the Moon';

let parent: ThreePageParent;

test.beforeAll(async ({ browser }) => {
  parent = await threePageParent(browser, {
    key: `polish-${RUN}`,
    name: 'Paula Polish',
    email: `polish-${RUN}@example.com`,
    prompts: ['a friendly robot', 'a cat in a hat', 'a sailboat on the sea'],
    title: TITLE,
  });
});

function openProject(page: Page, mode: 'single' | 'book') {
  return openProjectOf(page, parent.projectId, mode);
}

async function signedIn(browser: Browser, viewport: { width: number; height: number }, isMobile = false) {
  const context = await browser.newContext({
    viewport,
    storageState: parent.storage,
    isMobile,
    hasTouch: isMobile,
  });
  return context.newPage();
}

test('#1 the workspace toolbar keeps every button apart and on screen at 1280×800', async ({ browser }) => {
  const page = await signedIn(browser, { width: 1280, height: 800 });
  await openProject(page, 'single');
  const toolbar = page.getByRole('region', { name: WORKSPACE_LABELS.preview });
  await expect(toolbar.getByRole('button', { name: WORKSPACE_LABELS.next })).toBeVisible({ timeout: 30_000 });
  const boxes = await toolbar
    .locator('> div')
    .first()
    .locator('button, a')
    .evaluateAll((els) =>
      els.map((el) => {
        const r = el.getBoundingClientRect();
        return {
          name: el.getAttribute('aria-label') ?? el.textContent ?? '',
          left: r.left,
          right: r.right,
          top: r.top,
          bottom: r.bottom,
        };
      }),
    );
  expect(boxes.length).toBeGreaterThanOrEqual(7);
  for (const box of boxes) expect(box.right, box.name).toBeLessThanOrEqual(1280);
  for (const [i, a] of boxes.entries()) {
    for (const b of boxes.slice(i + 1)) {
      const overlap =
        Math.min(a.right, b.right) - Math.max(a.left, b.left) > 1 &&
        Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top) > 1;
      expect(overlap, `${a.name} overlaps ${b.name}`).toBe(false);
    }
  }
  await page.context().close();
});

test('#5 the phone home page shows My Projects two to a row', async ({ browser }) => {
  const page = await signedIn(browser, { width: 390, height: 844 }, true);
  await gotoHydrated(page, '/');
  const cards = page.getByRole('region', { name: /My Projects/ }).getByRole('listitem');
  await expect(cards.first()).toBeVisible({ timeout: 30_000 });
  const width = await cards.first().evaluate((el) => el.getBoundingClientRect().width);
  // Two columns with a 12 px gap inside 16 px margins: (390 − 32 − 12) / 2 = 173 px.
  expect(width).toBeLessThan(190);
  await page.context().close();
});

test('#6 a long book title stays inside the cover frame', async ({ browser }) => {
  const page = await signedIn(browser, { width: 1280, height: 800 });
  await openProject(page, 'book');
  const cover = page.getByTestId('flipbook').getByRole('heading', { name: TITLE });
  await expect(cover).toBeVisible();
  const [title, frame] = await Promise.all([
    cover.boundingBox(),
    page.locator('[data-testid="flipbook"] svg rect[stroke-dasharray]').first().boundingBox(),
  ]);
  expect(title && frame).toBeTruthy();
  expect(title!.x).toBeGreaterThanOrEqual(frame!.x);
  expect(title!.x + title!.width).toBeLessThanOrEqual(frame!.x + frame!.width);
  expect(title!.y).toBeGreaterThanOrEqual(frame!.y);
  expect(title!.y + title!.height).toBeLessThanOrEqual(frame!.y + frame!.height);
  await page.context().close();
});

test('#6 Download as PNG names the page it saves while the cover is open', async ({ browser }) => {
  const page = await signedIn(browser, { width: 1280, height: 800 });
  await openProject(page, 'book');
  await page.getByRole('button', { name: EXPORT_TEXTS.open }).click();
  const dialog = page.getByRole('dialog', { name: EXPORT_TEXTS.title });
  await expect(dialog.getByText(EXPORT_TEXTS.pngPage(1))).toBeVisible();
  const download = page.waitForEvent('download');
  await dialog.getByRole('button', { name: new RegExp(EXPORT_TEXTS.png) }).click();
  expect((await download).suggestedFilename()).toBe('a-friendly-robot.png');
  await page.context().close();
});

for (const viewport of [
  { width: 1280, height: 800 },
  { width: 1024, height: 768 },
]) {
  test(`#7 the flipbook's pages are the spec's 450×450 at ${viewport.width}×${viewport.height}`, async ({
    browser,
  }) => {
    const page = await signedIn(browser, viewport);
    await openProject(page, 'book');
    const book = page.getByTestId('flipbook');
    const box = await book.boundingBox();
    const spread = (await book.getAttribute('data-orientation')) === 'landscape';
    expect(box!.width).toBeCloseTo(spread ? 900 : 450, 0);
    expect(box!.height).toBeCloseTo(450, 0);
    // A 1280 px window has room for the spread beside the chat; 1024 px shows one page.
    expect(spread).toBe(viewport.width >= 1280);
    await page.context().close();
  });
}

test('#6 the coloring page is whole on screen at 1280×800', async ({ browser }) => {
  const page = await signedIn(browser, { width: 1280, height: 800 });
  await page.goto(`/color/${parent.newestPageId}`);
  const stage = page.getByTestId('coloring-stage');
  // The page is decoded at 2048 px in a worker first, slow on a busy machine.
  await expect(stage).toBeVisible({ timeout: 60_000 });
  const box = await stage.boundingBox();
  expect(box!.y).toBeGreaterThanOrEqual(0);
  expect(box!.y + box!.height).toBeLessThanOrEqual(800);
  expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBeLessThanOrEqual(800);
  await page.context().close();
});

test('#7 Save in the phone image dialog downloads a JPG', async ({ browser }) => {
  const page = await signedIn(browser, { width: 390, height: 844 }, true);
  await openProject(page, 'single');
  await page.getByRole('button', { name: PAGE_IMAGE.open('a sailboat on the sea') }).click();
  const dialog = page.getByRole('dialog');
  const download = page.waitForEvent('download');
  await dialog.getByRole('button', { name: WORKSPACE_LABELS.save }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('a-sailboat-on-the-sea.jpg');
  const stream = await file.createReadStream();
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  const bytes = Buffer.concat(chunks);
  // JPEG SOI marker and a JFIF/EXIF segment.
  expect([...bytes.subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff]);
  expect(bytes.length).toBeGreaterThan(10_000);
  await page.context().close();
});

import { mkdirSync, readFileSync } from 'node:fs';
import type { CreatedGeneration, Generation } from '@inkling/contracts/api';
import { COLORING_LONG_SIDE_PX, LINE_LUMINANCE_MAX } from '@inkling/contracts/coloring';
import { type BrowserContext, expect, type Page, test } from '@playwright/test';
import sharp from 'sharp';
import { ARTIFACTS, expectNoSeriousA11yViolations, watchConsole } from './helpers';

mkdirSync(ARTIFACTS, { recursive: true });
mkdirSync('docs/screenshots', { recursive: true });

/** The swatches the test fills with, by their names in the palette, and their RGB. */
const FILLS = [
  { name: 'Red', rgb: [0xe5, 0x39, 0x35] },
  { name: 'Sky blue', rgb: [0x4f, 0xc3, 0xf7] },
  { name: 'Sunflower', rgb: [0xff, 0xb3, 0x00] },
] as const;
const NAVY = [0x28, 0x35, 0x93] as const;

interface Point {
  x: number;
  y: number;
}

/** Makes one finished page through POST /api/generations; returns it. */
async function makePage(page: Page, prompt: string): Promise<Generation> {
  const res = await page.request.post('/api/generations', {
    headers: { 'Idempotency-Key': `e2e-coloring-${Date.now()}` },
    data: { prompt },
  });
  expect(res.status()).toBe(201);
  const id = ((await res.json()) as CreatedGeneration).generation.id;
  let done: Generation | undefined;
  await expect
    .poll(
      async () => {
        done = (await (await page.request.get(`/api/generations/${id}`)).json()) as Generation;
        return done.status;
      },
      { timeout: 60_000 },
    )
    .toBe('completed');
  return done!;
}

/**
 * White regions of the page, found here independently of the app's fill code: the print PNG
 * scaled to COLORING_LONG_SIDE_PX like the screen does, line = grey ≤ LINE_LUMINANCE_MAX grown
 * by 1 px, 4-connected components by breadth-first search. Returns the four largest, each with
 * a point deep inside it (a square of ±14 px all in the region), in working-image px.
 */
async function regionsOf(page: Page, generation: Generation) {
  const png = await (await page.request.get(generation.result!.printUrl)).body();
  const meta = await sharp(png).metadata();
  const scale = Math.min(1, COLORING_LONG_SIDE_PX / Math.max(meta.width!, meta.height!));
  const width = Math.round(meta.width! * scale);
  const height = Math.round(meta.height! * scale);
  const grey = await sharp(png).resize(width, height).greyscale().raw().toBuffer();
  const n = width * height;
  const wall = new Uint8Array(n);
  for (let i = 0; i < n; i++) {
    if (grey[i]! > LINE_LUMINANCE_MAX) continue;
    const x = i % width;
    const y = Math.floor(i / width);
    for (let dy = -1; dy <= 1; dy++) {
      for (let dx = -1; dx <= 1; dx++) {
        const xx = x + dx;
        const yy = y + dy;
        if (xx >= 0 && yy >= 0 && xx < width && yy < height) wall[yy * width + xx] = 1;
      }
    }
  }
  const label = new Int32Array(n);
  const sizes: number[] = [0];
  const queue = new Int32Array(n);
  for (let s = 0; s < n; s++) {
    if (wall[s] || label[s]) continue;
    const l = sizes.length;
    let head = 0;
    let tail = 0;
    queue[tail++] = s;
    label[s] = l;
    while (head < tail) {
      const i = queue[head++]!;
      const x = i % width;
      for (const j of [x > 0 ? i - 1 : -1, x < width - 1 ? i + 1 : -1, i - width, i + width]) {
        if (j >= 0 && j < n && !wall[j] && !label[j]) {
          label[j] = l;
          queue[tail++] = j;
        }
      }
    }
    sizes.push(tail);
  }
  const r = 14;
  const inside = (l: number): Point | null => {
    for (let i = 0; i < n; i += 97) {
      if (label[i] !== l) continue;
      const x = i % width;
      const y = Math.floor(i / width);
      let ok = x > r && y > r && x < width - r && y < height - r;
      for (let dy = -r; ok && dy <= r; dy += 2) {
        for (let dx = -r; ok && dx <= r; dx += 2) ok = label[(y + dy) * width + x + dx] === l;
      }
      if (ok) return { x, y };
    }
    return null;
  };
  const bySize = sizes
    .map((size, l) => ({ size, l }))
    .slice(1)
    .sort((a, b) => b.size - a.size);
  const found: Point[] = [];
  for (const { l } of bySize) {
    const p = inside(l);
    if (p) found.push(p);
    if (found.length === 4) break;
  }
  expect(found.length).toBe(4);
  return { width, height, points: found };
}

/** Viewport px of a working-image point on the stage. */
async function toScreen(page: Page, image: { width: number; height: number }, p: Point): Promise<Point> {
  const box = (await page.getByTestId('coloring-stage').boundingBox())!;
  return {
    x: box.x + ((p.x + 0.5) / image.width) * box.width,
    y: box.y + ((p.y + 0.5) / image.height) * box.height,
  };
}

/** RGB of the screen at viewport px (a 1×1 screenshot). */
async function screenRgb(page: Page, p: Point): Promise<number[]> {
  const shot = await page.screenshot({
    clip: { x: Math.round(p.x), y: Math.round(p.y), width: 1, height: 1 },
  });
  const { data } = await sharp(shot).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  return [data[0]!, data[1]!, data[2]!];
}

function near(actual: number[], expected: readonly number[], tolerance = 6): boolean {
  return actual.every((v, k) => Math.abs(v - expected[k]!) <= tolerance);
}

async function savesOf(page: Page): Promise<number> {
  return Number((await page.getByTestId('coloring-stage').getAttribute('data-saves')) ?? 0);
}

async function tap(page: Page, touch: boolean, p: Point) {
  if (touch) await page.touchscreen.tap(p.x, p.y);
  else await page.mouse.click(p.x, p.y);
}

/** A short drag: touch events over CDP on the phone, the mouse on the desktop. */
async function drag(page: Page, touch: boolean, from: Point, to: Point) {
  const steps = 6;
  if (!touch) {
    await page.mouse.move(from.x, from.y);
    await page.mouse.down();
    await page.mouse.move(to.x, to.y, { steps });
    await page.mouse.up();
    return;
  }
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [from] });
  for (let k = 1; k <= steps; k++) {
    const x = from.x + ((to.x - from.x) * k) / steps;
    const y = from.y + ((to.y - from.y) * k) / steps;
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x, y }] });
  }
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await cdp.detach();
}

async function waitReady(page: Page) {
  await expect(page.getByTestId('coloring-stage')).toHaveAttribute('data-prep-ms', /\d+/, {
    timeout: 30_000,
  });
  await expect(page.getByTestId('coloring-stage')).toBeVisible();
}

for (const device of [
  { name: 'desktop', viewport: { width: 1280, height: 800 }, touch: false },
  { name: 'mobile', viewport: { width: 390, height: 844 }, touch: true },
] as const) {
  test(`color a page at ${device.viewport.width} px: fill three regions, brush, undo, reload, download, save to the book`, async ({
    browser,
  }) => {
    const context: BrowserContext = await browser.newContext({
      viewport: device.viewport,
      hasTouch: device.touch,
      isMobile: device.touch,
    });
    const page = await context.newPage();
    const errors = watchConsole(page);
    // Signed in through the local sign-in API (the sign-in dialog has its own tests).
    const signIn = await page.request.post('/api/local-auth/sign-in', {
      data: { name: 'Colorer', email: `colorer-${device.name}-${Date.now()}@example.com` },
    });
    expect(signIn.ok()).toBe(true);
    const generation = await makePage(page, 'a cat in a hat');
    const image = await regionsOf(page, generation);

    if (device.touch) {
      await page.goto(`/color/${generation.id}`);
    } else {
      // The workspace toolbar's "Color it" opens the screen (its code loads only now).
      await page.goto(`/projects/${generation.projectId}`);
      const scripts: string[] = [];
      page.on('request', (r) => {
        if (r.resourceType() === 'script') scripts.push(r.url());
      });
      await page.getByRole('link', { name: 'Color it' }).first().click();
      await expect(page).toHaveURL(new RegExp(`/color/${generation.id}$`));
      await waitReady(page);
      expect(scripts.some((url) => /coloring-page/.test(url))).toBe(true);
    }
    await waitReady(page);

    const [a, b, c, outside] = image.points as [Point, Point, Point, Point];
    const targets = [a, b, c];
    for (const [k, fill] of FILLS.entries()) {
      await page.getByRole('button', { name: fill.name, exact: true }).click();
      const saves = await savesOf(page);
      await tap(page, device.touch, await toScreen(page, image, targets[k]!));
      await expect.poll(() => savesOf(page)).toBeGreaterThan(saves);
    }
    for (const [k, fill] of FILLS.entries()) {
      expect(near(await screenRgb(page, await toScreen(page, image, targets[k]!)), fill.rgb)).toBe(true);
    }
    expect(near(await screenRgb(page, await toScreen(page, image, outside)), [255, 255, 255], 2)).toBe(true);

    // Brush in navy inside the first region, then undo it.
    await page.getByRole('button', { name: 'Brush', exact: true }).click();
    await page.getByRole('button', { name: 'Navy', exact: true }).click();
    const start = await toScreen(page, image, a);
    let saves = await savesOf(page);
    await drag(page, device.touch, start, { x: start.x + 3, y: start.y + 1 });
    await expect.poll(() => savesOf(page)).toBeGreaterThan(saves);
    expect(near(await screenRgb(page, start), NAVY)).toBe(true);
    saves = await savesOf(page);
    await page.getByRole('button', { name: 'Undo' }).click();
    await expect.poll(() => savesOf(page)).toBeGreaterThan(saves);
    expect(near(await screenRgb(page, start), FILLS[0].rgb)).toBe(true);

    // "Show me an example": the same scene in OpenMoji's colours, small beside the page.
    await page.getByRole('button', { name: 'Show me an example' }).click();
    const example = page.getByRole('img', { name: 'A colored example of a cat in a hat' });
    await expect
      .poll(() => example.evaluate((img: HTMLImageElement) => (img.complete ? img.naturalHeight : 0)))
      .toBe(1024);

    await expectNoSeriousA11yViolations(page);
    await page.screenshot({ path: `docs/screenshots/coloring-${device.name}.png` });

    // Reload: the colouring is back from IndexedDB.
    await page.reload();
    await waitReady(page);
    for (const [k, fill] of FILLS.entries()) {
      await expect
        .poll(async () => near(await screenRgb(page, await toScreen(page, image, targets[k]!)), fill.rgb))
        .toBe(true);
    }
    // Undo survives the reload (its history is saved with the colouring): the third fill is
    // taken back, then Redo puts it back (the navy stroke undone before the reload is redoable too).
    const third = await toScreen(page, image, c);
    await expect(page.getByRole('button', { name: 'Undo' })).toBeEnabled();
    await expect(page.getByRole('button', { name: 'Redo' })).toBeEnabled();
    await page.getByRole('button', { name: 'Undo' }).click();
    await expect.poll(async () => near(await screenRgb(page, third), [255, 255, 255], 2)).toBe(true);
    await page.getByRole('button', { name: 'Redo' }).click();
    await expect.poll(async () => near(await screenRgb(page, third), FILLS[2].rgb)).toBe(true);

    // Download: the PNG at the working size has the colours, the other region is white.
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/-colored\.png$/);
    const file = readFileSync((await download.path())!);
    const { data, info } = await sharp(file).removeAlpha().raw().toBuffer({ resolveWithObject: true });
    expect([info.width, info.height]).toEqual([image.width, image.height]);
    const at = (p: Point) => {
      const o = (p.y * info.width + p.x) * 3;
      return [data[o]!, data[o + 1]!, data[o + 2]!];
    };
    for (const [k, fill] of FILLS.entries()) expect(at(targets[k]!)).toEqual([...fill.rgb]);
    expect(at(outside)).toEqual([255, 255, 255]);

    // Save to my book: the workspace shows the coloured page beside the line art.
    await page.getByRole('button', { name: 'Save to my book' }).click();
    await expect(page.getByText('Saved to your book.')).toBeVisible();
    const saved = (await (await page.request.get(`/api/generations/${generation.id}`)).json()) as Generation;
    expect(saved.result?.coloredUrl).toMatch(/^\/api\/files\//);
    const stored = await sharp(await (await page.request.get(saved.result!.coloredUrl!)).body())
      .removeAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    expect([stored.info.width, stored.info.height]).toEqual([image.width, image.height]);
    const storedAt = (p: Point) => {
      const o = (p.y * stored.info.width + p.x) * 3;
      return [stored.data[o]!, stored.data[o + 1]!, stored.data[o + 2]!];
    };
    for (const [k, fill] of FILLS.entries()) expect(storedAt(targets[k]!)).toEqual([...fill.rgb]);

    // Share a link: a recipient (no session) opening it sees the coloured page.
    await page.getByRole('button', { name: 'Share a link' }).click();
    const shareDialog = page.getByRole('dialog', { name: 'Share this page' });
    const linkBox = shareDialog.getByRole('textbox', { name: 'Link' });
    await expect(linkBox).toHaveValue(/\/s\/[A-Za-z0-9_-]{32}$/);
    const token = (await linkBox.inputValue()).split('/s/')[1]!;
    const visitor = await browser.newContext();
    const recipient = await visitor.newPage();
    await recipient.goto(`/s/${token}`);
    const shown = recipient.getByRole('img', { name: /a cat in a hat/ }).first();
    await expect(shown).toBeVisible();
    const shownSrc = (await shown.getAttribute('src'))!;
    const sharedPng = await sharp(await (await recipient.request.get(shownSrc)).body())
      .removeAlpha()
      .resize(image.width, image.height)
      .raw()
      .toBuffer({ resolveWithObject: true });
    for (const [k, fill] of FILLS.entries()) {
      const p = targets[k]!;
      const o = (p.y * sharedPng.info.width + p.x) * 3;
      expect(near([sharedPng.data[o]!, sharedPng.data[o + 1]!, sharedPng.data[o + 2]!], fill.rgb, 12)).toBe(
        true,
      );
    }
    if (!device.touch) await recipient.screenshot({ path: 'docs/screenshots/coloring-shared-desktop.png' });
    await visitor.close();
    await page.keyboard.press('Escape');
    await expect(shareDialog).toBeHidden();
    if (!device.touch) {
      await page.getByRole('link', { name: 'Back' }).click();
      await expect(page.getByRole('img', { name: 'Your colored page: a cat in a hat' })).toBeVisible();
      await page.screenshot({ path: 'docs/screenshots/coloring-saved-desktop.png' });
      // Book view: "Use colored pages where saved" swaps the coloured page into the flipbook.
      await page.getByRole('button', { name: 'Book', exact: true }).click();
      // Page 1 lies behind the cover until the book is opened.
      const pageOne = page.getByRole('img', { name: 'Coloring page 1', includeHidden: true });
      await expect(pageOne).toHaveAttribute('src', saved.result!.previewUrl);
      await page.getByRole('checkbox', { name: 'Use colored pages where saved' }).check();
      // Share a link saved the colouring again: the page's current coloured file.
      const current = (await (
        await page.request.get(`/api/generations/${generation.id}`)
      ).json()) as Generation;
      await expect(pageOne).toHaveAttribute('src', current.result!.coloredUrl!);
      await page.getByRole('button', { name: 'Next page' }).click();
      await expect(page.getByRole('img', { name: 'Coloring page 1' })).toBeVisible();
      await page.screenshot({ path: `${ARTIFACTS}/coloring-book-colored.png`, animations: 'disabled' });
      await page.getByRole('button', { name: 'Export' }).click();
      await expect(page.getByRole('checkbox', { name: /Use colored pages where saved/ })).toBeChecked();
      await page.screenshot({ path: `${ARTIFACTS}/coloring-book-export.png` });
      await page.keyboard.press('Escape');
      await page.getByRole('button', { name: 'Single page', exact: true }).click();
    }

    expect(errors).toEqual([]);
    await context.close();
  });
}

test('the coloring screen works at 390 px landscape (844×390, touch): page and tools side by side, a tap fills', async ({
  browser,
}) => {
  const context = await browser.newContext({
    viewport: { width: 844, height: 390 },
    hasTouch: true,
    isMobile: true,
  });
  const page = await context.newPage();
  const errors = watchConsole(page);
  const signIn = await page.request.post('/api/local-auth/sign-in', {
    data: { name: 'Colorer', email: `colorer-landscape-${Date.now()}@example.com` },
  });
  expect(signIn.ok()).toBe(true);
  const generation = await makePage(page, 'a sailboat on the sea');
  const image = await regionsOf(page, generation);
  await page.goto(`/color/${generation.id}`);
  await waitReady(page);
  const stage = (await page.getByTestId('coloring-stage').boundingBox())!;
  const tools = (await page.getByRole('complementary', { name: 'Tools' }).boundingBox())!;
  expect(stage.height).toBeGreaterThan(150);
  expect(tools.x).toBeGreaterThanOrEqual(stage.x + stage.width - 1);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(844);
  await page.getByRole('button', { name: 'Sky blue', exact: true }).click();
  const saves = await savesOf(page);
  const target = await toScreen(page, image, image.points[0]!);
  await page.touchscreen.tap(target.x, target.y);
  await expect.poll(() => savesOf(page)).toBeGreaterThan(saves);
  expect(near(await screenRgb(page, target), FILLS[1].rgb)).toBe(true);
  await expectNoSeriousA11yViolations(page);
  await page.screenshot({ path: 'docs/screenshots/coloring-landscape.png' });
  expect(errors).toEqual([]);
  await context.close();
});

test('a visitor colours an approved community page on this device from its page’s "Color it"', async ({
  browser,
}) => {
  const author = await (await browser.newContext()).newPage();
  expect(
    (
      await author.request.post('/api/local-auth/sign-in', {
        data: { name: 'Ava Author', email: `ava-coloring-${Date.now()}@example.com` },
      })
    ).ok(),
  ).toBe(true);
  const generation = await makePage(author, 'a friendly robot');
  const image = await regionsOf(author, generation);
  const posted = await author.request.post('/api/community/posts', {
    data: { generationId: generation.id, comment: null },
  });
  expect(posted.status()).toBe(201);
  const { communityImageId } = (await posted.json()) as { communityImageId: string };
  const moderator = await (await browser.newContext()).newPage();
  expect(
    (
      await moderator.request.post('/api/local-auth/sign-in', {
        data: { name: 'Mo Moderator', email: 'moderator@example.com' },
      })
    ).ok(),
  ).toBe(true);
  const decided = await moderator.request.post(`/api/moderation/posts/${communityImageId}/decision`, {
    data: { action: 'approve' },
  });
  expect(decided.ok()).toBe(true);

  const visitorContext = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const visitor = await visitorContext.newPage();
  const errors = watchConsole(visitor);
  await visitor.goto(`/community/${communityImageId}`);
  await visitor.getByRole('link', { name: 'Color it' }).click();
  await expect(visitor).toHaveURL(new RegExp(`/color/community/${communityImageId}$`));
  await waitReady(visitor);
  // A visitor cannot save to a book: only this device keeps the colouring.
  await expect(visitor.getByRole('button', { name: 'Save to my book' })).toHaveCount(0);
  await visitor.getByRole('button', { name: 'Sunflower', exact: true }).click();
  const saves = await savesOf(visitor);
  const target = await toScreen(visitor, image, image.points[0]!);
  await visitor.mouse.click(target.x, target.y);
  await expect.poll(() => savesOf(visitor)).toBeGreaterThan(saves);
  await visitor.reload();
  await waitReady(visitor);
  await expect
    .poll(async () =>
      near(await screenRgb(visitor, await toScreen(visitor, image, image.points[0]!)), FILLS[2].rgb),
    )
    .toBe(true);
  expect(errors).toEqual([]);
  await visitorContext.close();
  await author.context().close();
  await moderator.context().close();
});

test('works offline once loaded: colour a page, go offline, reload — the coloring and its undo are back', async ({
  browser,
}) => {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  const signIn = await page.request.post('/api/local-auth/sign-in', {
    data: { name: 'Offline', email: `offline-${Date.now()}@example.com` },
  });
  expect(signIn.ok()).toBe(true);
  const generation = await makePage(page, 'a rocket in space');
  const image = await regionsOf(page, generation);
  await page.goto(`/color/${generation.id}`);
  await waitReady(page);
  // The coloring service worker has kept the page's files.
  await expect(page.locator('html')).toHaveAttribute('data-coloring-offline', 'ready', { timeout: 30_000 });

  const [a, b] = image.points as [Point, Point];
  for (const [k, target] of [a, b].entries()) {
    await page.getByRole('button', { name: FILLS[k]!.name, exact: true }).click();
    const saves = await savesOf(page);
    await tap(page, false, await toScreen(page, image, target));
    await expect.poll(() => savesOf(page)).toBeGreaterThan(saves);
  }

  await context.setOffline(true);
  await page.reload();
  await waitReady(page);
  for (const [k, target] of [a, b].entries()) {
    await expect
      .poll(async () => near(await screenRgb(page, await toScreen(page, image, target)), FILLS[k]!.rgb))
      .toBe(true);
  }
  // Undo works offline too: the second fill is taken back.
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect
    .poll(async () => near(await screenRgb(page, await toScreen(page, image, b)), [255, 255, 255], 2))
    .toBe(true);
  await page.screenshot({ path: `${ARTIFACTS}/coloring-offline.png` });
  await context.setOffline(false);
  await context.close();
});

import type { CreatedGeneration, Generation, Project } from '@inkling/contracts/api';
import {
  BACKGROUND_LABELS,
  DETAIL_LABELS,
  FRAME_LABELS,
  LINE_WEIGHT_LABELS,
} from '@inkling/contracts/messages';
import { LINE_WEIGHT_MM } from '@inkling/contracts/page';
import { measureLines, mmToPx } from '@inkling/engine';
import { expect, type Page, test } from '@playwright/test';
import { expectNoSeriousA11yViolations, gotoHydrated, homePromptBox, origin, watchConsole } from './helpers';

/**
 * Style controls (issue 33) on a 390 px phone: the page options are chosen with the keyboard
 * and by touch, the page is drawn with them, and its print PNG shows it: bold strokes measure
 * 1.5 mm (kids) within ±15 %, the frame runs just inside the safe margin, and the simple,
 * subject-only page has fewer closed regions than a detailed full scene of the same idea.
 */

const PROMPT = 'a dog playing with a ball in a garden';

async function printOf(page: Page, generation: Generation): Promise<Buffer> {
  const res = await page.request.get(generation.result!.printUrl);
  expect(res.ok()).toBe(true);
  return Buffer.from(await res.body());
}

async function generationOf(page: Page, projectId: string, id: string): Promise<Generation | undefined> {
  const project = (await (await page.request.get(`/api/projects/${projectId}`)).json()) as Project;
  return project.generations.find((g) => g.id === id);
}

test('choose line weight, detail, frame and background in the page options; the PNG shows them (390 px)', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    hasTouch: true,
    isMobile: true,
  });
  const page = await context.newPage();
  const errors = watchConsole(page);
  const signIn = await page.request.post('/api/local-auth/sign-in', {
    data: { name: 'Style Parent', email: `style-${Date.now()}@example.com` },
  });
  expect(signIn.ok()).toBe(true);
  await gotoHydrated(page, '/');
  await homePromptBox(page).fill(PROMPT);

  const options = page.getByRole('button', { name: /^Page options:/ });
  // Keyboard: open the menu, move to "Bold lines" with the arrow keys, pick it with Enter.
  await options.focus();
  await page.keyboard.press('Enter');
  const bold = page.getByRole('menuitemradio', { name: LINE_WEIGHT_LABELS.bold });
  await expect(bold).toBeVisible();
  for (let i = 0; i < 12 && !(await bold.evaluate((el) => el === document.activeElement)); i++)
    await page.keyboard.press('ArrowDown');
  await expect(bold).toBeFocused();
  await page.screenshot({ path: 'docs/screenshots/style-controls-phone.png', animations: 'disabled' });
  await page.keyboard.press('Enter');
  await expect(bold).toBeHidden();
  // Touch: the other three, one menu opening each (a pick closes the menu).
  for (const label of [DETAIL_LABELS.simple, FRAME_LABELS.themed, BACKGROUND_LABELS.subject]) {
    await options.click();
    const item = page.getByRole('menuitemradio', { name: label });
    // The menu scrolls within the phone's height: the item is brought into view first.
    await item.scrollIntoViewIfNeeded();
    await item.click();
    await expect(item).toBeHidden();
  }
  await options.click();
  for (const label of [
    LINE_WEIGHT_LABELS.bold,
    DETAIL_LABELS.simple,
    FRAME_LABELS.themed,
    BACKGROUND_LABELS.subject,
  ])
    await expect(page.getByRole('menuitemradio', { name: label })).toHaveAttribute('aria-checked', 'true');
  await page.keyboard.press('Escape');
  // (Checked with the menu closed: while a Radix menu is open, it hides the rest of the page
  // from assistive technology with aria-hidden, which axe reports for the focusable controls inside.)
  await expectNoSeriousA11yViolations(page);

  await homePromptBox(page).press('Enter');
  await page.waitForURL(/\/projects\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('img', { name: /Coloring page: a dog/i }).last()).toBeVisible({
    timeout: 90_000,
  });
  const projectId = page.url().split('/').at(-1)!;
  const project = (await (await page.request.get(`/api/projects/${projectId}`)).json()) as Project;
  const styled = project.generations[0]!;
  const chosen = { weight: 'bold', detail: 'simple', frame: 'themed', background: 'subject' };
  expect(styled.status).toBe('completed');
  expect(styled.style).toEqual(chosen);
  expect(project.styleDefaults).toEqual(chosen);

  // The same idea with the other end of every setting, in the same project, for comparison.
  const res = await page.request.post('/api/generations', {
    headers: { 'Idempotency-Key': `style-${Date.now()}`, Origin: origin() },
    data: {
      prompt: PROMPT,
      projectId,
      style: { weight: 'fine', detail: 'detailed', frame: 'none', background: 'scene' },
    },
  });
  expect(res.status()).toBe(201);
  const plainId = ((await res.json()) as CreatedGeneration).generation.id;
  await expect
    .poll(async () => (await generationOf(page, projectId, plainId))?.status, { timeout: 90_000 })
    .toBe('completed');
  const plain = (await generationOf(page, projectId, plainId))!;

  const styledLines = await measureLines(await printOf(page, styled));
  const plainLines = await measureLines(await printOf(page, plain));
  // Line weight on the print PNG: kids' bold is 1.5 mm, fine 0.7 mm (contracts LINE_WEIGHT_MM), ±15 %.
  expect(Math.abs(styledLines.strokeWidthPx / mmToPx(LINE_WEIGHT_MM.kids.bold) - 1)).toBeLessThanOrEqual(
    0.15,
  );
  expect(Math.abs(plainLines.strokeWidthPx / mmToPx(LINE_WEIGHT_MM.kids.fine) - 1)).toBeLessThanOrEqual(0.15);
  // The frame runs just inside the 75 px safe margin on every side (a subject alone on white
  // reaches no edge without it).
  const { inkBox } = styledLines;
  const gaps = [inkBox!.x, inkBox!.y, 2550 - inkBox!.x - inkBox!.w, 3300 - inkBox!.y - inkBox!.h];
  for (const gap of gaps) expect(gap).toBeGreaterThanOrEqual(75);
  for (const gap of gaps) expect(gap).toBeLessThan(100);
  // Simple and subject-only: fewer, larger regions than the detailed full scene.
  expect(styledLines.closedRegions).toBeLessThan(plainLines.closedRegions);
  expect(styledLines.medianRegionAreaPx).toBeGreaterThan(plainLines.medianRegionAreaPx);

  // A retry keeps the page's settings.
  const retry = (await (
    await page.request.post(`/api/generations/${styled.id}/retry`, {
      headers: { Origin: origin() },
    })
  ).json()) as Generation;
  expect(retry.style).toEqual(chosen);
  expect(errors).toEqual([]);
  await context.close();
});

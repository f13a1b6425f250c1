import type { Project } from '@inkling/contracts/api';
import { PROMPT_BOX } from '@inkling/contracts/messages';
import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations, gotoHydrated, homePromptBox, watchConsole } from './helpers';

const PHOTO = 'packages/engine/test/photos/busy-football.jpg';

for (const device of [
  { name: 'desktop', width: 1280, height: 900, touch: false },
  { name: 'phone', width: 390, height: 844, touch: true },
]) {
  test(`a busy photo: mark the subject, fewer lines, and the page is drawn from it (${device.name})`, async ({
    browser,
  }) => {
    test.setTimeout(150_000);
    const context = await browser.newContext({
      viewport: { width: device.width, height: device.height },
      hasTouch: device.touch,
      isMobile: device.touch,
    });
    const page = await context.newPage();
    const errors = watchConsole(page);
    // Signed in through the local sign-in API (the sign-in dialog has its own tests).
    const signIn = await page.request.post('/api/local-auth/sign-in', {
      data: { name: 'Photo Parent', email: `photo-${device.name}-${Date.now()}@example.com` },
    });
    expect(signIn.ok()).toBe(true);
    await gotoHydrated(page, '/');
    await homePromptBox(page).fill('my footballer');
    await page.locator('input[type="file"]').setInputFiles(PHOTO);
    await page.getByRole('button', { name: PROMPT_BOX.photoOptions }).click();

    const dialog = page.getByRole('dialog', { name: PROMPT_BOX.photoOptions });
    const surface = dialog.getByRole('application', { name: PROMPT_BOX.markedArea });
    await expect(surface.locator('img')).toBeVisible();
    // The photo loads and the dialog's pop-in animation ends before the drag (the frame's
    // box moves until then, and a press outside the dialog closes it).
    await expect
      .poll(() =>
        surface.locator('img').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0),
      )
      .toBe(true);
    // Every point of the drag goes through hover(), which waits until the frame has stood
    // still for two animation frames (the dialog pops in and re-centres once the photo has
    // its size) and aims at the frame where it is now.
    const size = await surface.evaluate((el) => ({ w: el.clientWidth, h: el.clientHeight }));
    const at = (fx: number, fy: number) => ({ position: { x: size.w * fx, y: size.h * fy } });
    // Drag from 25 % / 20 % to 75 % / 95 % of the photo: the player.
    await surface.hover(at(0.25, 0.2));
    await page.mouse.down();
    await surface.hover(at(0.5, 0.6));
    await surface.hover(at(0.75, 0.95));
    await page.mouse.up();
    await expect(dialog.getByTestId('photo-subject-box')).toBeVisible();
    await dialog.getByText(PROMPT_BOX.detailLabels.fewer).click();
    await expectNoSeriousA11yViolations(page);
    await page.screenshot({
      path: `docs/screenshots/photo-options-${device.name}.png`,
      animations: 'disabled',
    });
    await dialog.getByRole('button', { name: PROMPT_BOX.photoOptionsDone }).click();
    await expect(
      page.getByRole('button', { name: `${PROMPT_BOX.subjectMarked} · ${PROMPT_BOX.detailLabels.fewer}` }),
    ).toBeVisible();

    await homePromptBox(page).press('Enter');
    await page.waitForURL(/\/projects\/[0-9a-f-]{36}$/);
    await expect(page.getByRole('img', { name: /Coloring page: my footballer/i }).last()).toBeVisible({
      timeout: 90_000,
    });
    const projectId = page.url().split('/').at(-1)!;
    const project = (await (await page.request.get(`/api/projects/${projectId}`)).json()) as Project;
    const generation = project.generations[0]!;
    expect(generation.status).toBe('completed');
    expect(generation.photoDetail).toBe('fewer');
    expect(generation.photoSubject!.x).toBeCloseTo(0.25, 1);
    expect(generation.photoSubject!.y).toBeCloseTo(0.2, 1);
    expect(generation.photoSubject!.w).toBeCloseTo(0.5, 1);
    expect(generation.photoSubject!.h).toBeCloseTo(0.75, 1);
    expect(errors).toEqual([]);
    await context.close();
  });
}

import { TRAINING_DEMO, TRAINING_MODULES } from '@inkling/contracts/content/training';
import { expect, test } from '@playwright/test';
import { gotoHydrated } from './helpers';

/**
 * The spec's Training lessons each link to a video; Inkling has no video host, so each lesson
 * links to its section of the module page, which holds the lesson's own looping demo, an
 * animated SVG the app serves (issue 32 #7, decision 010).
 */

test('every Training lesson links to its section, whose own looping demo the app serves', async ({
  page,
}) => {
  await gotoHydrated(page, '/training');
  const lessons = TRAINING_MODULES.flatMap((module) => module.lessons.map((lesson) => ({ module, lesson })));
  await expect(page.locator('a[data-demo]')).toHaveCount(lessons.length);
  for (const { module, lesson } of lessons) {
    const link = page.locator(`a[data-demo="${lesson.demo.src}"]`);
    await expect(link).toHaveAttribute('href', `/training/module/${module.id}#section-${lesson.section}`);
    await expect(link).toHaveAccessibleName(new RegExp(`${lesson.title}\\s*${TRAINING_DEMO.withDemo}`));
    for (const [src, animated] of [
      [lesson.demo.src, true],
      [lesson.demo.stillSrc, false],
    ] as const) {
      const res = await page.request.get(src);
      expect(res.status(), src).toBe(200);
      expect(res.headers()['content-type'], src).toMatch(/^image\/svg\+xml/);
      const svg = await res.text();
      expect(svg, src).toContain(`>${lesson.demo.prompt}</text>`);
      expect(svg.includes('@keyframes'), src).toBe(animated);
    }
  }
});

test('a lesson link opens its section with the demo playing; Pause and Play work from the keyboard', async ({
  page,
}) => {
  await gotoHydrated(page, '/training');
  const lesson = TRAINING_MODULES[1]!.lessons[1]!;
  const link = page.locator(`a[data-demo="${lesson.demo.src}"]`);
  await link.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/training\/module\/2#section-2$/);
  const section = page.locator('#section-2');
  await expect(section).toBeFocused();
  const demo = section.getByRole('img', { name: lesson.demo.alt });
  await expect(demo).toBeInViewport();
  await expect(demo).toHaveAttribute('src', lesson.demo.src);
  await expect
    .poll(() => demo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBe(640);
  await expect(section.locator('figcaption')).toContainText(TRAINING_DEMO.caption(lesson.demo.prompt));

  // It moves: of four pictures 1.5 s apart within its 8 s loop, not all are the same.
  const frames: string[] = [];
  for (let i = 0; i < 4; i += 1) {
    frames.push((await demo.screenshot()).toString('base64'));
    await page.waitForTimeout(1500);
  }
  expect(new Set(frames).size).toBeGreaterThan(1);

  const pause = section.getByRole('button', { name: TRAINING_DEMO.pause });
  await pause.focus();
  await page.keyboard.press('Enter');
  await expect(demo).toHaveAttribute('src', lesson.demo.stillSrc);
  const play = section.getByRole('button', { name: TRAINING_DEMO.play });
  await expect(play).toBeFocused();
  await page.keyboard.press('Space');
  await expect(demo).toHaveAttribute('src', lesson.demo.src);
});

test('with reduced motion the demos start paused', async ({ browser }) => {
  const context = await browser.newContext({ reducedMotion: 'reduce' });
  const page = await context.newPage();
  await gotoHydrated(page, '/training/module/1');
  const demo = page.locator('#section-1').getByRole('img', { name: /^Demo for/ });
  await expect(demo).toHaveAttribute('src', TRAINING_MODULES[0]!.lessons[0]!.demo.stillSrc);
  await expect(page.locator('#section-1').getByRole('button', { name: TRAINING_DEMO.play })).toBeVisible();
  await context.close();
});

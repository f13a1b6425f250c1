import type { Generation, Project } from '@inkling/contracts/api';
import { expect, type Page, test } from '@playwright/test';
import sharp from 'sharp';
import {
  apiSignIn,
  expectNoSeriousA11yViolations,
  makePage,
  openProject,
  settled,
  watchConsole,
} from './helpers';

/**
 * Pages that are not scenes (issue 29) as the app ships them (engine pool, real engine): a
 * school diagram, a pattern page that names a thing it cannot draw (the chat says so), and a
 * page of words on a sign, each made through POST /api/generations, drawn, opened in the
 * workspace at desktop and 390 px widths (screenshots in docs/screenshots), and their print
 * PNGs read back at 300 dpi letter size.
 */

const PROMPTS = {
  diagram: 'the water cycle with arrows',
  pattern: 'a star mandala with a dragon in the middle',
  sign: 'Welcome Back to School sign for our classroom door',
} as const;

async function generationOf(page: Page, projectId: string, id: string): Promise<Generation> {
  const project = (await (await page.request.get(`/api/projects/${projectId}`)).json()) as Project;
  const found = project.generations.find((g) => g.id === id);
  expect(found).toBeDefined();
  return found!;
}

test('a diagram, a pattern page and words on a sign are drawn as their own kinds of page', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const errors = watchConsole(page);
  await apiSignIn(page, 'Teacher Own Pages', `own-pages-${Date.now()}@example.com`);
  const key = `own-pages-${Date.now()}`;

  const diagram = await makePage(page, key, PROMPTS.diagram);
  const projectId = diagram.project.id;
  const sign = await makePage(page, key, PROMPTS.sign, projectId);
  // Last, so the workspace opens on it with its note at the foot of the chat.
  const pattern = await makePage(page, key, PROMPTS.pattern, projectId);

  const d = await generationOf(page, projectId, diagram.generation.id);
  expect(d.elements).toContain('water-cycle');
  expect(d.skippedWords).toEqual([]);
  const p = await generationOf(page, projectId, pattern.generation.id);
  expect(p.elements[0]).toBe('mandala');
  expect(p.elements).toContain('star');
  expect(p.skippedWords).toEqual(['dragon']);
  const s = await generationOf(page, projectId, sign.generation.id);
  expect(s.elements).toContain('word WELCOME BACK TO SCHOOL');
  expect(s.elements).not.toContain('stop sign');

  // Each print PNG is a whole letter page at 300 dpi with ink on it.
  for (const g of [d, p, s]) {
    const res = await page.request.get(g.result!.printUrl);
    expect(res.ok()).toBe(true);
    const png = Buffer.from(await res.body());
    const meta = await sharp(png).metadata();
    expect([meta.width, meta.height]).toEqual([2550, 3300]);
    const { channels } = await sharp(png).stats();
    expect(channels[0]!.min).toBe(0);
  }

  // The workspace shows the pattern page with the chat's note about the dragon, and lists what
  // a page shows readably ("water cycle", not the engine's "water-cycle").
  await openProject(page, projectId, 'single');
  await expect(page.getByText('water cycle', { exact: false }).first()).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText('water-cycle')).toHaveCount(0);
  for (const [width, height, name] of [
    [1280, 900, 'desktop'],
    [390, 844, 'phone'],
  ] as const) {
    await page.setViewportSize({ width, height });
    await openProject(page, projectId, 'single');
    await expect(page.getByText(/I couldn't draw .dragon. yet/).first()).toBeVisible({ timeout: 30_000 });
    await settled(page);
    await page.screenshot({ path: `docs/screenshots/own-pages-${name}.png`, animations: 'disabled' });
  }
  await expectNoSeriousA11yViolations(page);
  expect(errors).toEqual([]);
});

test('a world map, a clock face and a card message are made through the app and print whole', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await apiSignIn(page, 'Teacher Maps', `own-maps-${Date.now()}@example.com`);
  const key = `own-maps-${Date.now()}`;
  const cases = [
    { prompt: 'world map with the seven continents and oceans', element: 'world map' },
    { prompt: "clock face showing 3 o'clock for telling time practice", element: 'clock' },
    { prompt: 'get well soon card for my friend', element: 'word GET WELL SOON' },
  ];
  let projectId: string | undefined;
  for (const { prompt, element } of cases) {
    const made = await makePage(page, key, prompt, projectId);
    projectId ??= made.project.id;
    const g = await generationOf(page, projectId, made.generation.id);
    expect(g.elements, prompt).toContain(element);
    expect(g.skippedWords, prompt).toEqual([]);
    const res = await page.request.get(g.result!.printUrl);
    expect(res.ok()).toBe(true);
    const png = Buffer.from(await res.body());
    const meta = await sharp(png).metadata();
    expect([meta.width, meta.height]).toEqual([2550, 3300]);
    // Kept with the run's artifacts, to be looked at.
    await sharp(png)
      .resize(850)
      .toFile(test.info().outputPath(`${element.replace(/\W+/g, '-')}.png`));
  }
});

test('people doing things and a zentangle subject are made through the app as shipped', async ({ page }) => {
  test.setTimeout(180_000);
  await apiSignIn(page, 'Parent Doings', `own-doings-${Date.now()}@example.com`);
  const key = `own-doings-${Date.now()}`;
  const cases = [
    // The tool of the doing in the hands, in the kitchen (issue 29, actions.test.ts).
    { prompt: 'grandma baking cookies', elements: ['old woman', 'mixing bowl'] },
    // A shot: the ball up in the hand and the hoop by the player.
    { prompt: 'a girl shooting a basketball', elements: ['basketball', 'basketball hoop'] },
    // The subject alone, patterns inside it (zentangle.ts).
    { prompt: 'a zentangle owl', elements: ['owl'] },
  ];
  let projectId: string | undefined;
  for (const { prompt, elements } of cases) {
    const made = await makePage(page, key, prompt, projectId);
    projectId ??= made.project.id;
    const g = await generationOf(page, projectId, made.generation.id);
    for (const element of elements) expect(g.elements, prompt).toContain(element);
    expect(g.skippedWords, prompt).toEqual([]);
    const res = await page.request.get(g.result!.printUrl);
    expect(res.ok()).toBe(true);
    const png = Buffer.from(await res.body());
    const meta = await sharp(png).metadata();
    expect([meta.width, meta.height]).toEqual([2550, 3300]);
    // Kept with the run's artifacts, to be looked at.
    await sharp(png)
      .resize(850)
      .toFile(test.info().outputPath(`${prompt.replace(/\W+/g, '-')}.png`));
  }
});

import { spawnSync } from 'node:child_process';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { CreatedGeneration, Credits, Project, ProjectCard, ProjectList } from '@inkling/contracts/api';
import { PROMPT_BOX } from '@inkling/contracts/messages';
import { type Browser, expect, type Locator, type Page, test } from '@playwright/test';
import AxeBuilder from './axe';

export const ARTIFACTS = 'e2e/artifacts';

/** Fails the test on any console error or uncaught page error. */
export function watchConsole(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error') errors.push(msg.text());
  });
  page.on('pageerror', (err) => errors.push(err.message));
  return errors;
}

/** Runs axe-core in the page and asserts no serious or critical violations. */
export async function expectNoSeriousA11yViolations(page: Page): Promise<void> {
  const violations = await new AxeBuilder(page).analyze();
  const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(
    serious.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`),
  ).toEqual([]);
}

/** Signs in through the sign-up dialog's local sign-in form (local mode). */
export async function localSignIn(page: Page, name: string, email: string): Promise<void> {
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText('Sign up for 10 free images')).toBeVisible();
  await dialog.getByRole('button', { name: /local sign-in/i }).click();
  await dialog.getByLabel(/name/i).fill(name);
  await dialog.getByLabel(/e-?mail/i).fill(email);
  await dialog.getByRole('button', { name: /^(sign in|continue)$/i }).click();
  await expect(dialog).toBeHidden();
}

/** Signs a new user in from the header's Sign in button on home (local mode), with a unique e-mail made from `name`. */
export async function signInFromHeader(page: Page, name: string): Promise<void> {
  await gotoHydrated(page, '/');
  await page.getByRole('banner').getByRole('button', { name: 'Sign in' }).click();
  await localSignIn(page, name, `${name.toLowerCase().replace(/\W+/g, '-')}-${Date.now()}@example.com`);
}

/** The signed-in user's balance from GET /api/credits, plus `total` = lasting + daily free credits. */
export async function creditsOf(page: Page): Promise<Credits & { total: number }> {
  const res = await page.request.get('/api/credits');
  expect(res.ok()).toBe(true);
  const body = (await res.json()) as Credits;
  return { ...body, total: body.credits + body.dailyCreditsRemaining };
}

/**
 * The signed-in user's projects, newest first, each with its pages: every page of GET
 * /api/projects (cards, issue 15), then GET /api/projects/:id for each project's pages.
 */
export async function projectsOf(page: Page): Promise<Project[]> {
  const cards: ProjectCard[] = [];
  let cursor: string | null = null;
  do {
    const query: string = cursor ? `?limit=100&cursor=${encodeURIComponent(cursor)}` : '?limit=100';
    const res = await page.request.get(`/api/projects${query}`);
    expect(res.ok()).toBe(true);
    const list = (await res.json()) as ProjectList;
    cards.push(...list.projects);
    cursor = list.nextCursor;
  } while (cursor);
  const projects: Project[] = [];
  for (const card of cards) {
    const res = await page.request.get(`/api/projects/${card.id}`);
    expect(res.ok()).toBe(true);
    projects.push((await res.json()) as Project);
  }
  return projects;
}

/** The home prompt box (spec core "Prompt box"). */
export function homePromptBox(page: Page) {
  return page.getByRole('textbox', { name: PROMPT_BOX.heroLabel });
}

/** The workspace chat's prompt box (the same component, chat placement). */
export function chatPromptBox(page: Page) {
  return page.getByRole('textbox', { name: PROMPT_BOX.chatLabel });
}

/**
 * Waits (up to 20 s) until React has taken over `locator`'s element: hydration gives every
 * element it adopts React's props (`__reactProps…`). Fails with `message` otherwise.
 */
export async function expectHydrated(locator: Locator, message: string): Promise<void> {
  await expect
    .poll(() => locator.evaluate((el) => Object.keys(el).some((key) => key.startsWith('__reactProps'))), {
      message,
      timeout: 20_000,
    })
    .toBe(true);
}

/**
 * Opens `path` and, on a prerendered page (issue 18), waits until the app has hydrated it
 * (its main heading, field or button). Such a page is on screen before its code runs; what
 * is done in that gap is held and replayed (apps/web lib/early-events), so tests that are
 * not about that gap use this to act on the running app.
 */
export async function gotoHydrated(page: Page, path: string): Promise<void> {
  await page.goto(path);
  if ((await page.locator('#root[data-prerendered]').count()) === 0) return;
  await expectHydrated(page.locator('main').locator('h1, textarea, button').first(), `${path} hydrated`);
}

/** Runs a checking tool (qpdf, pdfinfo, epubcheck); fails on a non-zero exit, returns what it printed (stdout and stderr). */
export function run(command: string, args: string[]): string {
  const result = spawnSync(command, args, { encoding: 'utf8' });
  const output = `${result.stdout}${result.stderr}`;
  expect(result.status, output).toBe(0);
  return output;
}

/** The origin of the app under test (the API wants it on state-changing `page.request` calls). */
export function origin(): string {
  return new URL(test.info().project.use.baseURL ?? 'http://127.0.0.1:3100').origin;
}

/**
 * Asks for a page through POST /api/generations (in `projectId`, or a new project) and waits
 * until the engine has drawn it. `key` makes the Idempotency-Key unique to the test run.
 */
export async function makePage(
  page: Page,
  key: string,
  prompt: string,
  projectId?: string,
): Promise<CreatedGeneration> {
  const res = await page.request.post('/api/generations', {
    headers: { 'Idempotency-Key': `${key}-${prompt}-${projectId ?? 'new'}`, Origin: origin() },
    data: { prompt, ...(projectId ? { projectId } : {}) },
  });
  expect(res.status()).toBe(201);
  const created = (await res.json()) as CreatedGeneration;
  await expect
    .poll(
      async () =>
        (
          (await (await page.request.get(`/api/projects/${created.project.id}`)).json()) as Project
        ).generations.find((g) => g.id === created.generation.id)?.status,
      { timeout: 60_000 },
    )
    .toBe('completed');
  return created;
}

/** Signs `name` in through the local sign-in API, in `page`'s context. */
export async function apiSignIn(page: Page, name: string, email: string): Promise<void> {
  const res = await page.request.post('/api/local-auth/sign-in', {
    data: { name, email },
    headers: { Origin: origin() },
  });
  expect(res.ok()).toBe(true);
}

/** A signed-in parent with one project of three drawn pages (issue 32's polish and screens tests). */
export interface ThreePageParent {
  /** Storage state file with the parent's session cookie. */
  storage: string;
  projectId: string;
  /** The project's third (newest) page. */
  newestPageId: string;
}

/**
 * Signs a new parent in and makes one project of three pages (`prompts`, oldest first) titled
 * `title`; `key` names the run (Idempotency-Keys, the storage state file).
 */
export async function threePageParent(
  browser: Browser,
  {
    key,
    name,
    email,
    prompts,
    title,
  }: { key: string; name: string; email: string; prompts: readonly [string, string, string]; title: string },
): Promise<ThreePageParent> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await apiSignIn(page, name, email);
  const first = await makePage(page, key, prompts[0]);
  await makePage(page, key, prompts[1], first.project.id);
  const newest = await makePage(page, key, prompts[2], first.project.id);
  const renamed = await page.request.patch(`/api/projects/${first.project.id}`, {
    data: { title },
    headers: { Origin: origin() },
  });
  expect(renamed.ok()).toBe(true);
  const storage = join(tmpdir(), `inkling-${key}.json`);
  await context.storageState({ path: storage });
  await context.close();
  return { storage, projectId: first.project.id, newestPageId: newest.generation.id };
}

/**
 * Opens the project in a view mode set through the API first: the workspace opens in the
 * remembered mode once the book has loaded, so a toggle clicked before that can vanish.
 * In Book view it waits until the flipbook is laid out.
 */
export async function openProject(page: Page, projectId: string, mode: 'single' | 'book'): Promise<void> {
  await setViewMode(page, projectId, mode);
  await page.goto(`/projects/${projectId}`);
  if (mode === 'book') await waitForBook(page);
}

/** Sets the project's remembered view mode (Single page or Book) through the API. */
export async function setViewMode(page: Page, projectId: string, mode: 'single' | 'book'): Promise<void> {
  const res = await page.request.patch(`/api/projects/${projectId}/book`, {
    data: { viewMode: mode },
    headers: { Origin: origin() },
  });
  expect(res.ok()).toBe(true);
}

/** The flipbook on screen and laid out: page-flip lays the book out after its pictures load. */
export async function waitForBook(page: Page): Promise<void> {
  const book = page.getByTestId('flipbook');
  await expect(book).toBeVisible({ timeout: 30_000 });
  await settled(page);
  // Laid out: every page of the book in the same place a quarter of a second apart (page-flip
  // places its pages on timers after its pictures load, not only once).
  await expect
    .poll(
      () =>
        book.evaluate(async (el) => {
          const places = () =>
            JSON.stringify(
              [el, ...el.querySelectorAll('*')].map((node) => {
                const r = node.getBoundingClientRect();
                return [Math.round(r.left), Math.round(r.top), Math.round(r.width), Math.round(r.height)];
              }),
            );
          const before = places();
          await new Promise((resolve) => setTimeout(resolve, 250));
          return before === places();
        }),
      { intervals: [50, 100, 200] },
    )
    .toBe(true);
}

/**
 * Waits until what the page shows has come to rest: fonts loaded, the pictures it is loading
 * (not lazy ones) decoded, every animation that ends (a dialog's fade and zoom, a toast's
 * slide) ended, and two frames drawn since. Spinners and other endless animations are not
 * waited for.
 */
export async function settled(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await document.fonts.ready;
    await Promise.all(
      [...document.images]
        .filter((img) => !img.complete && img.loading !== 'lazy')
        .map((img) => img.decode().catch(() => undefined)),
    );
    await Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().iterations !== Number.POSITIVE_INFINITY)
        .map((animation) => animation.finished.catch(() => undefined)),
    );
    const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
    await frame();
    await frame();
  });
}

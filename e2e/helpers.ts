import { spawnSync } from 'node:child_process';
import type { Credits, Project, ProjectCard, ProjectList } from '@inkling/contracts/api';
import { PROMPT_BOX } from '@inkling/contracts/messages';
import { expect, type Locator, type Page } from '@playwright/test';
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

import { appendFileSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { CreatedGeneration } from '@inkling/contracts/api';
import type { BlogPost } from '@inkling/contracts/blog';
import { BOOK_SETTINGS_TEXTS, EXPORT_TEXTS } from '@inkling/contracts/book-ui';
import { CAREERS_PAGE } from '@inkling/contracts/careers';
import { COMMUNITY_UI_TEXTS, SHARE_TEXTS } from '@inkling/contracts/community';
import { REFUND_TEXTS } from '@inkling/contracts/credit-messages';
import { USER_MENU, WORKSPACE_LABELS } from '@inkling/contracts/messages';
import { type Browser, expect, type Page, test } from '@playwright/test';
import { ARTIFACTS, makePage, origin, settled, setViewMode, waitForBook } from './helpers';
import { auditLayout, formatOffences } from './layout-audit';

/**
 * Issue 32's layout audit: every route and main state at 1280×800, 1024×768, 390×844 and
 * 844×390, checked by auditLayout (overlaps, sideways overflow, text overflow, toasts over
 * the dialog's buttons, phone tap targets). The offences of every screen are listed
 * together (also in e2e/artifacts/layout-audit.txt) so one run shows them all.
 * AUDIT_SCREENS=<regular expression> checks only the screens whose names match it, e.g.
 * AUDIT_SCREENS='project with 3 pages$' when working on one screen.
 */

mkdirSync(ARTIFACTS, { recursive: true });

const VIEWPORTS = [
  { name: '1280×800', width: 1280, height: 800 },
  { name: '1024×768', width: 1024, height: 768 },
  { name: '390×844', width: 390, height: 844 },
  { name: '844×390', width: 844, height: 390 },
] as const;

const RUN = Date.now();
const KEY = `audit-${RUN}`;
const ONLY_SCREENS = process.env.AUDIT_SCREENS ? new RegExp(process.env.AUDIT_SCREENS) : null;

interface People {
  /** Signed in, no projects. */
  fresh: string;
  /** One project with one page. */
  one: string;
  /** Eight projects; the newest has three pages. */
  eight: string;
  moderator: string;
}

interface World {
  people: People;
  onePageProject: string;
  threePageProject: string;
  threePageGeneration: string;
  blogSlug: string;
}

/** Cookies of a local sign-in, kept as a storage state file per person. */
async function signIn(browser: Browser, name: string, email: string): Promise<string> {
  const context = await browser.newContext();
  const res = await context.request.post('/api/local-auth/sign-in', {
    data: { name, email },
    headers: { Origin: origin() },
  });
  expect(res.ok()).toBe(true);
  const file = join(tmpdir(), `inkling-layout-audit-${RUN}-${email}.json`);
  await context.storageState({ path: file });
  await context.close();
  return file;
}

async function setUp(browser: Browser): Promise<World> {
  const people: People = {
    fresh: await signIn(browser, 'Fern Fresh', `fresh-${RUN}@example.com`),
    one: await signIn(browser, 'Olive One', `one-${RUN}@example.com`),
    eight: await signIn(browser, 'Eddie Eight', `eight-${RUN}@example.com`),
    moderator: await signIn(browser, 'Mo Moderator', 'moderator@example.com'),
  };
  const one = await (await browser.newContext({ storageState: people.one })).newPage();
  const onePage = await makePage(one, KEY, 'a friendly robot');

  const eight = await (await browser.newContext({ storageState: people.eight })).newPage();
  const prompts = [
    'a cat in a hat',
    'a sailboat',
    'a castle',
    'a dinosaur',
    'a rocket',
    'a puppy',
    'a turtle',
  ];
  const singles: CreatedGeneration[] = [];
  for (const prompt of prompts) singles.push(await makePage(eight, KEY, prompt));
  const first = await makePage(eight, KEY, 'a dragon reading');
  await makePage(eight, KEY, 'a dragon flying', first.project.id);
  const last = await makePage(eight, KEY, 'a dragon sleeping', first.project.id);
  // A pending post for the moderation queue; the three-page project's pages stay unposted,
  // as most pages are (their toolbar then has "Post to community").
  const posted = await eight.request.post('/api/community/posts', {
    data: { generationId: singles[0]!.generation.id, comment: null },
    headers: { Origin: origin() },
  });
  expect(posted.status()).toBe(201);
  await eight.context().close();
  const blogRes = await one.context().request.get('/api/blog/posts');
  expect(blogRes.ok()).toBe(true);
  const blog = (await blogRes.json()) as BlogPost[];
  await one.context().close();
  return {
    people,
    onePageProject: onePage.project.id,
    threePageProject: first.project.id,
    threePageGeneration: last.generation.id,
    blogSlug: blog[0]!.slug,
  };
}

type Who = keyof People | 'visitor';

interface Screen {
  name: string;
  who: Who;
  path: string;
  /** Opens the state to audit once the page is there (a dialog, a menu, a view). */
  open?: (page: Page) => Promise<void>;
  /**
   * The project's view mode, set through the API before the page opens (the workspace
   * opens in the remembered mode once the book has loaded; a toggle clicked earlier can vanish).
   */
  view?: 'single' | 'book';
  /** Only at these viewports (default: all). */
  only?: ReadonlyArray<(typeof VIEWPORTS)[number]['name']>;
}

async function openDialog(page: Page, name: string | RegExp) {
  await page.getByRole('button', { name }).first().click();
  await expect(page.getByRole('dialog')).toBeVisible();
  // Dialogs fade and zoom in (150–200 ms).
  await settled(page);
}

/** The page's picture on screen (Single page view). */
async function waitForPreview(page: Page) {
  await expect(page.getByRole('img', { name: /coloring page/i }).first()).toBeVisible({ timeout: 30_000 });
}

function screens(world: World): Screen[] {
  const publicPaths = [
    '/',
    '/features',
    '/roadmap',
    '/pricing',
    '/about',
    '/blog',
    `/blog/${world.blogSlug}`,
    '/jobs',
    '/privacy',
    '/training',
    '/training/module/1',
    '/documentation',
    '/support',
    '/settings',
    '/gift-cards',
    '/redeem',
    '/challenge',
    '/no/such/page',
  ];
  const project3 = `/projects/${world.threePageProject}`;
  const desktopOnly = ['1280×800', '1024×768'] as const;
  return [
    ...publicPaths.map((path) => ({ name: `signed out ${path}`, who: 'visitor' as const, path })),
    {
      name: 'signed out / sign-in dialog',
      who: 'visitor',
      path: '/',
      open: (page) => openDialog(page, 'Sign in'),
    },
    {
      name: 'signed out /jobs application dialog',
      who: 'visitor',
      path: '/jobs',
      open: (page) => openDialog(page, CAREERS_PAGE.apply),
    },
    {
      name: 'signed out /jobs application dialog with a wrong file',
      who: 'visitor',
      path: '/jobs',
      open: async (page) => {
        await openDialog(page, CAREERS_PAGE.apply);
        await page
          .getByRole('dialog')
          .getByLabel(CAREERS_PAGE.resumeLabel)
          .setInputFiles({ name: 'resume.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
        await expect(page.getByRole('dialog').getByRole('status')).not.toBeEmpty();
        await settled(page);
      },
    },
    { name: 'signed in, 0 projects /', who: 'fresh', path: '/' },
    {
      name: 'signed in, 0 projects / user menu',
      who: 'fresh',
      path: '/',
      open: async (page) => {
        await page.getByRole('button', { name: USER_MENU.trigger('Fern Fresh') }).click();
        await expect(page.getByRole('menu')).toBeVisible();
      },
    },
    { name: 'signed in /settings', who: 'fresh', path: '/settings' },
    { name: 'signed in /gift-cards', who: 'fresh', path: '/gift-cards' },
    { name: 'signed in /redeem', who: 'fresh', path: '/redeem' },
    { name: 'signed in, 1 project /', who: 'one', path: '/' },
    {
      name: 'project with 1 page',
      who: 'one',
      path: `/projects/${world.onePageProject}`,
      view: 'single',
      open: waitForPreview,
    },
    { name: 'signed in, 8 projects /', who: 'eight', path: '/' },
    { name: 'project with 3 pages', who: 'eight', path: project3, view: 'single', open: waitForPreview },
    // The workspace's dialogs (Single page view); Share and Post sit in the desktop toolbar.
    ...(
      [
        ['share dialog', WORKSPACE_LABELS.share, desktopOnly],
        ['post to community dialog', COMMUNITY_UI_TEXTS.postAction, desktopOnly],
        ['report dialog', REFUND_TEXTS.action, undefined],
      ] as const
    ).map(([name, button, only]) => ({
      name: `project with 3 pages, ${name}`,
      who: 'eight' as const,
      path: project3,
      view: 'single' as const,
      only,
      open: async (page: Page) => {
        await waitForPreview(page);
        await openDialog(page, button);
      },
    })),
    {
      name: 'project with 3 pages, share dialog after Copy link',
      who: 'eight',
      path: project3,
      view: 'single',
      only: desktopOnly,
      open: async (page) => {
        await waitForPreview(page);
        await openDialog(page, WORKSPACE_LABELS.share);
        await page.getByRole('dialog').getByRole('button', { name: SHARE_TEXTS.copy }).click();
        await expect(page.locator('[data-sonner-toast]').first()).toBeVisible();
        await settled(page);
      },
    },
    // Book view, alone and with each of its dialogs open.
    ...(
      [
        ['book view', undefined],
        ['book settings dialog', BOOK_SETTINGS_TEXTS.open],
        ['export dialog', EXPORT_TEXTS.open],
      ] as const
    ).map(([name, button]) => ({
      name,
      who: 'eight' as const,
      path: project3,
      view: 'book' as const,
      open: async (page: Page) => {
        await waitForBook(page);
        if (button) await openDialog(page, button);
      },
    })),
    {
      name: 'coloring screen',
      who: 'eight',
      path: `/color/${world.threePageGeneration}`,
      open: async (page) => {
        await expect(page.locator('canvas').first()).toBeVisible({ timeout: 60_000 });
      },
    },
    { name: 'moderation', who: 'moderator', path: '/moderation' },
  ];
}

let world: World;
// Written as the screens are checked, so a run that stops early still shows what it found.
const report = `${ARTIFACTS}/layout-audit.txt`;
const timings = `${ARTIFACTS}/layout-audit-timings.txt`;

test.beforeAll(async ({ browser }) => {
  test.setTimeout(300_000);
  writeFileSync(report, '');
  writeFileSync(timings, '');
  const started = Date.now();
  world = await setUp(browser);
  appendFileSync(timings, `set-up: ${Date.now() - started} ms\n`);
});

/** Audits every screen at `viewport`; returns the offences. */
async function auditViewport(browser: Browser, viewport: (typeof VIEWPORTS)[number]): Promise<string[]> {
  const offences: string[] = [];
  const record = (lines: string[]) => {
    offences.push(...lines);
    if (lines.length > 0) appendFileSync(report, `${lines.join('\n')}\n`);
  };
  const all = screens(world).filter(
    (screen) =>
      (!screen.only || screen.only.includes(viewport.name)) &&
      (!ONLY_SCREENS || ONLY_SCREENS.test(screen.name)),
  );
  const pages = new Map<Who, Page>();
  for (const screen of all) {
    let page = pages.get(screen.who);
    if (!page) {
      const context = await browser.newContext({
        viewport: { width: viewport.width, height: viewport.height },
        ...(screen.who === 'visitor' ? {} : { storageState: world.people[screen.who] }),
        reducedMotion: 'reduce',
        permissions: ['clipboard-read', 'clipboard-write'],
      });
      page = await context.newPage();
      pages.set(screen.who, page);
    }
    const shown = page;
    const where = `${screen.name} @ ${viewport.name}`;
    const started = Date.now();
    try {
      if (screen.view) await setViewMode(shown, screen.path.split('/').pop()!, screen.view);
      await shown.goto(screen.path);
      await shown.locator('main').first().waitFor();
      // Skeletons (aria-busy) give way to what they stand for.
      await expect(shown.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 15_000 });
      await screen.open?.(shown);
      await settled(shown);
    } catch (error) {
      // A state that cannot be reached is an offence too; the other screens still run.
      record([`${where}: could not open: ${String(error).split('\n')[0]}`]);
      continue;
    }
    const opened = Date.now();
    record(formatOffences(where, await auditLayout(shown)));
    appendFileSync(timings, `${where}: open ${opened - started} ms, audit ${Date.now() - opened} ms\n`);
  }
  for (const page of pages.values()) await page.context().close();
  return offences;
}

for (const viewport of VIEWPORTS) {
  test(`layout audit at ${viewport.name}: no overlaps, overflow, toasts over dialogs or small tap targets`, async ({
    browser,
  }) => {
    test.setTimeout(600_000);
    const started = Date.now();
    const offences = await auditViewport(browser, viewport);
    appendFileSync(timings, `all screens @ ${viewport.name}: ${Date.now() - started} ms\n`);
    expect(offences).toEqual([]);
  });
}

import { TRAINING_MODULES } from '@inkling/contracts/content/training';
import { HERO, NOT_FOUND } from '@inkling/contracts/messages';
import { expect, type Page, test } from '@playwright/test';
import { expectNoSeriousA11yViolations, gotoHydrated, localSignIn, watchConsole } from './helpers';

/**
 * Every route of both route tables (spec core §2, spec content §2) on a desktop and a
 * 390 px phone viewport: the page's heading (the spec's text where it gives one), its own
 * document title and meta description, no sideways scrolling, no console errors and no
 * serious axe-core violations.
 */

interface RouteCase {
  path: string;
  heading: string | RegExp;
  /** Further texts the spec asks for on this page. */
  texts?: string[];
  /** The page shows a not-found state from an API 404, which Chromium logs as a console error. */
  expects404?: boolean;
}

const VIEWPORTS = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'phone', width: 390, height: 844 },
] as const;

/** The default description of index.html; every page but home must replace it with its own. */
const DEFAULT_DESCRIPTION_START = 'Inkling turns any idea into a printable';

function publicRoutes(blogSlug: string, blogTitle: string): RouteCase[] {
  return [
    { path: '/', heading: HERO.heading },
    {
      path: '/features',
      heading: 'Everything you need to make coloring pages kids love',
      texts: ['Try it now'],
    },
    { path: '/roadmap', heading: 'Where Inkling is heading', texts: ['Q2 2025', 'Q3 2025', 'Q4 2025'] },
    { path: '/pricing', heading: 'Simple, friendly pricing', texts: ['Most Chosen'] },
    { path: '/about', heading: 'Every idea deserves to be colored in', texts: ['View Open Positions'] },
    { path: '/blog', heading: 'Blog' },
    { path: `/blog/${blogSlug}`, heading: blogTitle, texts: ['Back to Blog'] },
    {
      path: '/blog/no-such-post',
      heading: 'Post Not Found',
      texts: ["The blog post you're looking for doesn't exist."],
      expects404: true,
    },
    {
      path: '/jobs',
      heading: 'Join Our Team',
      texts: ['Shape the Future', 'Remote-First', 'Early Team Equity', "Don't See Your Role?"],
    },
    { path: '/privacy', heading: 'Privacy Policy', texts: ['Last updated May 19, 2025'] },
    { path: '/terms', heading: 'Terms and Conditions', texts: ['Last updated May 19, 2025'] },
    { path: '/cookie-policy', heading: 'Cookie Policy', texts: ['Last updated May 19, 2025'] },
    {
      path: '/training',
      heading: 'Learn to make pages kids love',
      texts: ['Training Center', 'Contact Support'],
    },
    ...TRAINING_MODULES.map((module) => ({
      path: `/training/module/${module.id}`,
      heading: module.title,
      texts: ['Back to Training', 'Start Creating'],
    })),
    { path: '/training/module/9', heading: 'Module Not Found' },
    { path: '/documentation', heading: 'Free guides' },
    { path: '/support', heading: 'How can we help?', texts: ['Contact Us'] },
    {
      path: '/settings',
      heading: 'Please Log In',
      texts: ['You need to be logged in to access settings', 'Go Home'],
    },
    // Issue 18: an address no route owns answers 404 (the prerendered not-found page).
    { path: '/no/such/page', heading: NOT_FOUND.heading, texts: [NOT_FOUND.link], expects404: true },
  ];
}

async function checkRoute(page: Page, route: RouteCase, viewportName: string, errors: string[]) {
  await page.goto(route.path);
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading, `${route.path} heading`).toHaveText(route.heading);
  for (const text of route.texts ?? []) {
    await expect(page.getByText(text, { exact: true }).first(), `${route.path}: "${text}"`).toBeVisible();
  }
  const meta = await page.evaluate(() => ({
    title: document.title,
    description: document.querySelector('meta[name="description"]')?.getAttribute('content') ?? '',
    overflow: document.documentElement.scrollWidth - window.innerWidth,
  }));
  expect(meta.title, `${route.path} title`).toMatch(/Inkling/);
  expect(meta.description.length, `${route.path} description`).toBeGreaterThan(40);
  if (route.path !== '/') {
    expect(
      meta.description.startsWith(DEFAULT_DESCRIPTION_START),
      `${route.path} has its own description`,
    ).toBe(false);
  }
  expect(meta.overflow, `${route.path} scrolls sideways at ${viewportName}`).toBeLessThanOrEqual(0);
  await expectNoSeriousA11yViolations(page);
  const unexpected = errors.filter((error) => !(route.expects404 && /status of 404/.test(error)));
  expect(unexpected, `console errors on ${route.path}`).toEqual([]);
  errors.length = 0;
  return meta;
}

for (const viewport of VIEWPORTS) {
  test(`every public route renders cleanly (${viewport.name})`, async ({ page, request }) => {
    test.setTimeout(240_000);
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    const posts = (await (await request.get('/api/blog/posts')).json()) as { slug: string; title: string }[];
    expect(posts.length).toBeGreaterThanOrEqual(8);
    const errors = watchConsole(page);
    const routes = publicRoutes(posts[0].slug, posts[0].title);
    const titles = new Map<string, string>();
    for (const route of routes) {
      const meta = await checkRoute(page, route, viewport.name, errors);
      titles.set(route.path, meta.title);
    }
    const distinct = new Set(titles.values());
    expect(distinct.size, 'every page has its own document title').toBe(titles.size);
  });

  test(`signed-in routes render cleanly (${viewport.name})`, async ({ page }) => {
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    const errors = watchConsole(page);
    await page.goto('/settings');
    await page.getByRole('banner').getByRole('button', { name: 'Sign in' }).click();
    await localSignIn(page, 'Route Walker', `walker-${viewport.name}@example.org`);
    await checkRoute(
      page,
      { path: '/settings', heading: 'Account Settings', texts: ['Credits & Usage'] },
      viewport.name,
      errors,
    );
    const created = await page.request.post('/api/projects', { data: { title: 'Route walk' } });
    expect(created.ok()).toBe(true);
    const project = (await created.json()) as { id: string };
    await checkRoute(page, { path: `/projects/${project.id}`, heading: 'Route walk' }, viewport.name, errors);
  });
}

test('every navigation scrolls to the top', async ({ page }) => {
  await gotoHydrated(page, '/privacy');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Privacy Policy');
  await expect
    .poll(() =>
      page.evaluate(() => {
        window.scrollTo(0, document.documentElement.scrollHeight);
        return window.scrollY;
      }),
    )
    .toBeGreaterThan(200);
  await page
    .getByRole('contentinfo')
    .getByRole('link', { name: /^Terms/ })
    .click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Terms and Conditions');
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
});

test('/training/{id} redirects to /training/module/{id}', async ({ page }) => {
  await page.goto('/training/2');
  await expect(page).toHaveURL(/\/training\/module\/2$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(TRAINING_MODULES[1].title);
});

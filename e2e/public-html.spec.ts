import { BLOG_TEXTS } from '@inkling/contracts/blog';
import { CAREERS_PAGE } from '@inkling/contracts/careers';
import { BLOG_SEED_POSTS } from '@inkling/contracts/content/blog-posts';
import { DOCUMENTATION_PAGE } from '@inkling/contracts/content/guides';
import { COOKIE_POLICY, PRIVACY_POLICY, TERMS_OF_SERVICE } from '@inkling/contracts/content/legal';
import { ABOUT_PAGE, FEATURES_PAGE, ROADMAP_PAGE } from '@inkling/contracts/content/marketing';
import { SUPPORT_PAGE } from '@inkling/contracts/content/support';
import { TRAINING_MODULES, TRAINING_PAGE } from '@inkling/contracts/content/training';
import {
  AUDIENCE_LABELS,
  FORMAT_LABELS,
  HERO,
  HOME_TEXTS,
  NOT_FOUND,
  PAGE_IMAGE,
  PROMPT_BOX,
  WORKSPACE_LABELS,
} from '@inkling/contracts/messages';
import { PRICING_FAQ, PRICING_PAGE } from '@inkling/contracts/pricing';
import { slugify } from '@inkling/contracts/rules';
import { expect, type Page, test } from '@playwright/test';
import { expectHydrated, homePromptBox, projectsOf, watchConsole } from './helpers';

/**
 * Issue 18: every public page arrives as finished HTML. With JavaScript off (plain HTTP) each
 * page carries its heading and main text, its own title, description, canonical URL and
 * Open Graph picture, and JSON-LD where it fits; robots.txt and sitemap.xml are valid and
 * every sitemap URL answers 200; in Chromium the pages hydrate without a console warning or
 * error (React reports hydration mismatches as console errors).
 */

/** A photo for the prompt box. */
const PHOTO = 'packages/engine/test/photos/busy-football.jpg';

/** The newest post: first on /blog. */
const NEWEST_POST = [...BLOG_SEED_POSTS].sort((a, b) => b.date.localeCompare(a.date))[0]!;

interface PublicCase {
  path: string;
  heading: string;
  /** Main text of the page that must be in the HTML. */
  text: string;
  /** schema.org @type of the page's JSON-LD, when it has one. */
  jsonLd?: string;
}

const PAGES: PublicCase[] = [
  { path: '/', heading: HERO.heading, text: HOME_TEXTS.steps[0].text, jsonLd: 'Organization' },
  { path: '/features', heading: FEATURES_PAGE.heading, text: FEATURES_PAGE.cards[0].text },
  { path: '/roadmap', heading: ROADMAP_PAGE.heading, text: ROADMAP_PAGE.intro },
  { path: '/pricing', heading: PRICING_PAGE.heading, text: PRICING_FAQ[0]!.question, jsonLd: 'FAQPage' },
  { path: '/about', heading: ABOUT_PAGE.heading, text: ABOUT_PAGE.mission },
  { path: '/blog', heading: BLOG_TEXTS.heading, text: NEWEST_POST.excerpt },
  ...BLOG_SEED_POSTS.map((post) => ({
    path: `/blog/${slugify(post.title)}`,
    heading: post.title,
    text: post.paragraphs[0]!,
    jsonLd: 'BlogPosting',
  })),
  { path: '/jobs', heading: 'Join Our Team', text: CAREERS_PAGE.intro },
  { path: '/privacy', heading: PRIVACY_POLICY.title, text: PRIVACY_POLICY.sections[0]!.heading },
  { path: '/terms', heading: TERMS_OF_SERVICE.title, text: TERMS_OF_SERVICE.sections[0]!.heading },
  { path: '/cookie-policy', heading: COOKIE_POLICY.title, text: COOKIE_POLICY.sections[0]!.heading },
  { path: '/training', heading: TRAINING_PAGE.heading, text: TRAINING_MODULES[0]!.title },
  ...TRAINING_MODULES.map((module) => ({
    path: `/training/module/${module.id}`,
    heading: module.title,
    text: module.introduction,
  })),
  { path: '/documentation', heading: DOCUMENTATION_PAGE.heading, text: DOCUMENTATION_PAGE.intro },
  {
    path: '/support',
    heading: SUPPORT_PAGE.heading,
    text: SUPPORT_PAGE.faqs[0]!.question,
    jsonLd: 'FAQPage',
  },
];

/** The default description of index.html, which only the home page keeps. */
const DEFAULT_DESCRIPTION = HOME_TEXTS.description;

function decode(text: string): string {
  return text
    .replace(/&#x([0-9a-f]+);/gi, (_, hex: string) => String.fromCodePoint(Number.parseInt(hex, 16)))
    .replace(/&#(\d+);/g, (_, dec: string) => String.fromCodePoint(Number(dec)))
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

/** The text a reader without JavaScript sees in `html`'s #root (tags dropped, spaces collapsed). */
function rootText(html: string): string {
  const root = html.slice(html.indexOf('<div id="root"'));
  return decode(root.replace(/<script[\s\S]*?<\/script>/g, ' ').replace(/<[^>]+>/g, ''))
    .replace(/\s+/g, ' ')
    .trim();
}

function attr(html: string, pattern: RegExp): string | undefined {
  const match = pattern.exec(html);
  return match?.[1] === undefined ? undefined : decode(match[1]);
}

const compact = (text: string) => text.replace(/\s+/g, ' ').trim();

test.describe('public pages without JavaScript', () => {
  test('each page carries its heading, text, head tags and JSON-LD in the HTML', async ({
    request,
    baseURL,
  }) => {
    const titles = new Set<string>();
    for (const page of PAGES) {
      const res = await request.get(page.path);
      expect(res.status(), page.path).toBe(200);
      expect(res.headers()['content-type'], page.path).toContain('text/html');
      const html = await res.text();
      const h1 = attr(html, /<h1[^>]*>([\s\S]*?)<\/h1>/);
      expect(compact((h1 ?? '').replace(/<[^>]+>/g, '')), `${page.path} h1`).toBe(page.heading);
      expect(rootText(html), `${page.path} main text`).toContain(compact(page.text));

      const title = attr(html, /<title>([^<]*)<\/title>/);
      expect(title, `${page.path} title`).toMatch(/Inkling/);
      expect(titles.has(title ?? ''), `${page.path} has its own title`).toBe(false);
      titles.add(title ?? '');
      const description = attr(html, /<meta name="description" content="([^"]*)"/);
      expect(description?.length ?? 0, `${page.path} description`).toBeGreaterThan(40);
      if (page.path !== '/')
        expect(description, `${page.path} own description`).not.toBe(DEFAULT_DESCRIPTION);
      expect(html.match(/<meta name="description"/g)?.length, `${page.path} one description`).toBe(1);
      expect(html.match(/<title>/g)?.length, `${page.path} one title`).toBe(1);

      const canonical = attr(html, /<link rel="canonical" href="([^"]*)"/);
      expect(canonical, `${page.path} canonical`).toBe(`${baseURL}${page.path}`);
      expect(attr(html, /<meta property="og:url" content="([^"]*)"/)).toBe(canonical);
      expect(attr(html, /<meta property="og:title" content="([^"]*)"/)).toBe(title);
      expect(attr(html, /<meta property="og:description" content="([^"]*)"/)).toBe(description);
      expect(attr(html, /<meta name="twitter:card" content="([^"]*)"/)).toBe('summary_large_image');
      const image = attr(html, /<meta property="og:image" content="([^"]*)"/);
      expect(image, `${page.path} og:image`).toMatch(new RegExp(`^${baseURL}/`));
      const picture = await request.get(image ?? '');
      expect(picture.status(), `${page.path} og:image answers`).toBe(200);
      expect(picture.headers()['content-type']).toBe('image/png');

      const blocks = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
        (m) => JSON.parse(m[1] ?? '') as { '@type': string; datePublished?: string },
      );
      if (page.jsonLd) {
        const data = blocks.find((block) => block['@type'] === page.jsonLd);
        expect(data, `${page.path} JSON-LD ${page.jsonLd}`).toBeTruthy();
        if (page.jsonLd === 'BlogPosting') expect(data?.datePublished).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      }
      expect(html, `${page.path} has no origin placeholder`).not.toContain('%INKLING_ORIGIN%');
    }
  });

  test('an unknown address answers 404 with the not-found page', async ({ request }) => {
    const res = await request.get('/no/such/page');
    expect(res.status()).toBe(404);
    const html = await res.text();
    expect(rootText(html)).toContain(NOT_FOUND.heading);
    expect(html).toContain('<meta name="robots" content="noindex" />');
  });

  test('robots.txt and sitemap.xml are valid and every sitemap URL answers 200', async ({
    request,
    baseURL,
  }) => {
    const robots = await request.get('/robots.txt');
    expect(robots.status()).toBe(200);
    expect(robots.headers()['content-type']).toContain('text/plain');
    const lines = (await robots.text()).split('\n').filter((line) => line && !line.startsWith('#'));
    for (const line of lines)
      expect(line, 'robots.txt line').toMatch(/^(User-agent|Allow|Disallow|Sitemap): \S+$/);
    expect(lines).toEqual(
      expect.arrayContaining([
        'User-agent: *',
        'Disallow: /api/',
        'Disallow: /projects/',
        'Disallow: /settings',
        'Disallow: /moderation',
        `Sitemap: ${baseURL}/sitemap.xml`,
      ]),
    );

    const sitemap = await request.get('/sitemap.xml');
    expect(sitemap.status()).toBe(200);
    const xml = await sitemap.text();
    expect(xml).toMatch(
      /^<\?xml version="1\.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www\.sitemaps\.org\/schemas\/sitemap\/0\.9">/,
    );
    const urls = [...xml.matchAll(/<url><loc>([^<]+)<\/loc>(?:<lastmod>([^<]+)<\/lastmod>)?<\/url>/g)];
    expect(urls.length).toBe(xml.match(/<url>/g)?.length);
    const locs = urls.map((m) => m[1] ?? '');
    for (const page of PAGES) expect(locs, `sitemap lists ${page.path}`).toContain(`${baseURL}${page.path}`);
    for (const post of BLOG_SEED_POSTS) {
      const entry = urls.find((m) => m[1] === `${baseURL}/blog/${slugify(post.title)}`);
      expect(entry?.[2], `lastmod of ${post.title}`).toBe(post.date);
    }
    for (const loc of locs) {
      expect(loc.startsWith(`${baseURL}/`), loc).toBe(true);
      expect((await request.get(loc)).status(), loc).toBe(200);
    }
  });
});

test('every public page hydrates in Chromium without console warnings or errors', async ({ page }) => {
  test.setTimeout(180_000);
  const messages: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error' || msg.type() === 'warning') messages.push(`${msg.type()}: ${msg.text()}`);
  });
  page.on('pageerror', (err) => messages.push(`pageerror: ${err.message}`));
  for (const route of PAGES) {
    await page.goto(route.path);
    await page.waitForLoadState('networkidle');
    // Hydrated, not rebuilt: React attached its props to the prerendered heading (hydration
    // runs once the page is shown, in slices: wait for it).
    await expect
      .poll(
        () =>
          page.evaluate(() => {
            const h1 = document.querySelector('#root h1');
            return Boolean(h1 && Object.keys(h1).some((key) => key.startsWith('__reactProps')));
          }),
        { message: `${route.path} hydrated`, timeout: 15_000 },
      )
      .toBe(true);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(route.heading);
    expect(messages, `console on ${route.path}`).toEqual([]);
  }
});

test('home hydrates without warnings over a saved prompt draft, then shows the draft', async ({ page }) => {
  const messages: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error' || msg.type() === 'warning') messages.push(`${msg.type()}: ${msg.text()}`);
  });
  page.on('pageerror', (err) => messages.push(`pageerror: ${err.message}`));
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  // A draft as the prompt box keeps it (apps/web prompt-draft.ts), other than the defaults.
  await page.evaluate(() =>
    sessionStorage.setItem(
      'inkling.draft.home',
      JSON.stringify({
        prompt: 'a saved dragon reading a book',
        character: null,
        audience: 'toddler',
        format: 'a4',
        photoSubject: null,
        photoDetail: 'usual',
        key: 'e2e-saved-draft-key',
        hasImage: false,
      }),
    ),
  );
  await page.reload();
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('textbox').first()).toHaveValue('a saved dragon reading a book');
  expect(messages).toEqual([]);
});

/**
 * Holds the app's code until the returned function is called. With `starter`, the scripts the
 * page's HTML names (its starter module and what that preloads) still load, so the page is
 * as a slow phone has it after a moment: shown, holding presses, waiting for the app.
 */
async function holdAppCode(page: Page, { starter = false } = {}): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  const html = starter ? await (await page.request.get('/')).text() : '';
  const named = new Set(html.match(/\/assets\/[\w.-]+\.js/g) ?? []);
  await page.route('**/assets/*.js', async (route) => {
    if (!named.has(new URL(route.request().url()).pathname)) await held;
    await route.continue();
  });
  return release;
}

test('words typed on home while its code loads are kept, and Send takes them', async ({ page }) => {
  // Hold the app's code until the words are typed into the prerendered prompt box.
  const release = await holdAppCode(page);
  // 'commit': the page's load events wait for the held module scripts.
  await page.goto('/', { waitUntil: 'commit' });
  const box = page.getByRole('textbox').first();
  await box.click();
  await page.keyboard.type('a dinosaur eating ice cream');
  const send = page.getByRole('button', { name: PROMPT_BOX.heroSend });
  release();
  await expectHydrated(send, 'home hydrated');
  await expect(box).toHaveValue('a dinosaur eating ice cream');
  // The app's state has the words: Send is enabled (it is disabled for a blank prompt).
  await expect(send).toBeEnabled();
});

test('Enter pressed on home while its code loads sends the prompt once the app runs, once', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const signIn = await page.request.post('/api/local-auth/sign-in', {
    data: { name: 'Early Bird', email: `early-${Date.now()}@example.com` },
  });
  expect(signIn.ok()).toBe(true);
  const errors = watchConsole(page);
  const release = await holdAppCode(page, { starter: true });
  // DOMContentLoaded follows the starter module's first (synchronous) part: holding has begun.
  await page.goto('/', { waitUntil: 'domcontentloaded' });
  const box = homePromptBox(page);
  await box.click();
  await page.keyboard.type('a dinosaur eating ice cream');
  // Enter sends (it adds no new line), pressed twice because nothing seemed to happen.
  await page.keyboard.press('Enter');
  await page.keyboard.press('Enter');
  await expect(box).toHaveValue('a dinosaur eating ice cream');
  expect(page.url()).toMatch(/\/$/);
  release();
  await page.waitForURL(/\/projects\/[0-9a-f-]{36}$/, { timeout: 30_000 });
  await expect(
    page
      .getByRole('region', { name: WORKSPACE_LABELS.preview })
      .getByRole('img', { name: PAGE_IMAGE.alt('a dinosaur eating ice cream') }),
  ).toBeVisible({ timeout: 60_000 });
  const projects = await projectsOf(page);
  expect(projects).toHaveLength(1);
  expect(errors).toEqual([]);
});

test('a menu opened and a photo chosen on home while its code loads are acted on once it runs', async ({
  page,
}) => {
  const errors = watchConsole(page);
  const release = await holdAppCode(page, { starter: true });
  // DOMContentLoaded follows the starter module's first (synchronous) part: holding has begun.
  await page.goto('/', { waitUntil: 'domcontentloaded' });
  const options = page.getByRole('button', {
    name: PROMPT_BOX.pageOptions(AUDIENCE_LABELS.kids, FORMAT_LABELS.letter),
  });
  await options.click();
  await page.locator('input[type="file"]').setInputFiles(PHOTO);
  await expect(page.getByRole('menu')).toHaveCount(0);
  release();
  await expect(page.getByRole('menu')).toBeVisible({ timeout: 15_000 });
  await page.keyboard.press('Escape');
  await expect(page.getByRole('img', { name: PROMPT_BOX.attachedImage('busy-football.jpg') })).toBeVisible();
  expect(errors).toEqual([]);
});

import { expect, test } from '@playwright/test';
import { gotoHydrated, homePromptBox, localSignIn, watchConsole } from './helpers';

/**
 * Issue 12 finding 3 in the browser: the built app runs under its Content-Security-Policy
 * (no inline scripts allowed) without a single violation, on public pages and through the
 * signed-in flow (sign-in dialog, a page drawn in the workspace, settings), and the API
 * refuses a state-changing call from a foreign page.
 */

/** Records every CSP violation the page reports, from before its first script runs. */
async function recordViolations(page: import('@playwright/test').Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __csp: string[] }).__csp = seen;
    document.addEventListener('securitypolicyviolation', (e) =>
      seen.push(`${e.violatedDirective} ${e.blockedURI} ${e.sourceFile}:${e.lineNumber}`),
    );
  });
  return () => page.evaluate(() => (window as unknown as { __csp: string[] }).__csp ?? []);
}

test('the built app runs under its CSP without violations', async ({ page }) => {
  const violations = await recordViolations(page);
  const errors = watchConsole(page);
  const home = await page.goto('/');
  const csp = home?.headers()['content-security-policy'] ?? '';
  expect(csp).toContain("script-src 'self'");
  expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
  expect(home?.headers()['x-frame-options']).toBe('DENY');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await violations()).toEqual([]);

  for (const path of [
    '/pricing',
    '/blog',
    '/jobs',
    '/documentation',
    '/support',
    '/training',
    '/community',
  ]) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    expect(await violations(), path).toEqual([]);
  }

  await gotoHydrated(page, '/');
  const promptBox = homePromptBox(page);
  await promptBox.fill('a happy whale');
  await promptBox.press('Enter');
  await localSignIn(page, 'Casey Csp', `casey-csp-${Date.now()}@example.com`);
  await promptBox.press('Enter');
  await page.waitForURL(/\/projects\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('img', { name: /Coloring page: a happy whale/i }).last()).toBeVisible({
    timeout: 60_000,
  });
  expect(await violations(), 'workspace').toEqual([]);
  await page.goto('/settings');
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  expect(await violations(), 'settings').toEqual([]);
  expect(errors.filter((e) => /content security policy/i.test(e))).toEqual([]);
});

test('a state-changing API call from a foreign page is refused (Origin check)', async ({
  page,
  playwright,
  baseURL,
}) => {
  await page.goto('/');
  const foreign = await playwright.request.newContext({
    baseURL,
    extraHTTPHeaders: { Origin: 'http://evil.example' },
  });
  const res = await foreign.post('/api/projects', { data: { title: 'Forged' } });
  expect(res.status()).toBe(403);
  await foreign.dispose();
});

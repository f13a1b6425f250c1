import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './e2e/chromium';

/**
 * e2e tests run against the built app (`npm run build`) served by the real server on
 * port 3100 with a fresh embedded database, in Debian's Chromium (never a downloaded one).
 */
const port = Number(process.env.E2E_PORT ?? 3100);

export default defineConfig({
  testDir: 'e2e',
  outputDir: 'test-results',
  timeout: 90_000,
  expect: { timeout: 20_000 },
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    // The API refuses state-changing requests without the app's Origin (issue 12); browsers
    // send it themselves, `page.request` calls do not.
    extraHTTPHeaders: { Origin: `http://127.0.0.1:${port}` },
    acceptDownloads: true,
    trace: 'retain-on-failure',
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
  },
  webServer: {
    command: `node scripts/e2e-server.mjs`,
    url: `http://127.0.0.1:${port}/api/health`,
    timeout: 120_000,
    reuseExistingServer: false,
    // ADMIN_EMAILS: the community moderator of e2e/community.spec.ts (issue 10).
    env: {
      PORT: String(port),
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      ADMIN_EMAILS: 'moderator@example.com',
    },
  },
});

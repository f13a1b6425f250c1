import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './e2e/chromium';

/**
 * e2e tests run against the built app (`npm run build`) started as `npm start` starts it
 * (scripts/e2e-server.mjs → scripts/start.mjs: engine pool, real engine) on port 3100 with a
 * fresh embedded database, in Debian's Chromium (never a downloaded one). When
 * TEST_DATABASE_URL is set (CI), a second instance on port 3101 runs on a fresh PostgreSQL
 * database, and the shipped-paths suite (e2e/shipped.spec.ts) runs against it as well.
 */
const port = Number(process.env.E2E_PORT ?? 3100);
const postgresPort = port + 1;
const withPostgres = Boolean(process.env.TEST_DATABASE_URL);
const SHIPPED = /shipped\.spec\.ts/;
/** The browser settings for an app at `base`. */
function use(base: string) {
  return {
    baseURL: base,
    // The API refuses state-changing requests without the app's Origin (issue 12); browsers
    // send it themselves, `page.request` calls do not.
    extraHTTPHeaders: { Origin: base },
    acceptDownloads: true,
    trace: 'retain-on-failure' as const,
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
  };
}

/** One app instance for the e2e tests (`E2E_DATABASE` picks its database). */
function server(at: number, database: 'pglite' | 'postgres') {
  return {
    command: 'node scripts/e2e-server.mjs',
    url: `http://127.0.0.1:${at}/api/health`,
    timeout: 180_000,
    reuseExistingServer: false,
    // ADMIN_EMAILS: the community moderator of e2e/community.spec.ts (issue 10).
    env: {
      PORT: String(at),
      PUBLIC_URL: `http://127.0.0.1:${at}`,
      ADMIN_EMAILS: 'moderator@example.com',
      E2E_DATABASE: database,
    },
  };
}

export default defineConfig({
  testDir: 'e2e',
  outputDir: 'test-results',
  // Screenshot baselines are one per screen, whichever project (database) took them.
  snapshotPathTemplate: '{testDir}/{testFileName}-snapshots/{arg}-{platform}{ext}',
  timeout: 90_000,
  expect: { timeout: 20_000 },
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  projects: [
    {
      name: 'pglite',
      use: use(`http://127.0.0.1:${port}`),
    },
    ...(withPostgres
      ? [{ name: 'postgres', testMatch: SHIPPED, use: use(`http://127.0.0.1:${postgresPort}`) }]
      : []),
  ],
  webServer: [server(port, 'pglite'), ...(withPostgres ? [server(postgresPort, 'postgres')] : [])],
});

import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { account, session, user, verification } from '../db/schema';
import type { Logger } from '../logger';

/**
 * Origins allowed to call the API's state-changing routes and better-auth's: PUBLIC_URL's
 * origin and those configured in TRUSTED_ORIGINS, nothing else whatever NODE_ENV says (issue
 * 27 finding 8: the Vite dev server and loopback origins were trusted outside production;
 * `npm run dev` now configures the dev server's). The Origin check (http/security.ts) and
 * better-auth share this one list.
 */
export function trustedOrigins(config: Pick<Config, 'publicUrl' | 'trustedOrigins'>): string[] {
  return [...new Set([new URL(config.publicUrl).origin, ...config.trustedOrigins])];
}

/**
 * better-auth with the drizzle adapter under /api/auth. Sessions are httpOnly, SameSite=Lax
 * cookies, Secure when PUBLIC_URL is https (DESIGN decision 1). Google is the provider when
 * configured (account picker shown, spec core §1); otherwise e-mail + password is enabled
 * for the server's own local sign-in only (its public endpoints are disabled). Routes the app
 * does not use are off (issue 12): update-user (it bypassed the profile rules: the profile
 * routes change the name and photo), get-session and list-sessions (their JSON carried the
 * session token an XSS could read; the app reads its session from GET /api/session).
 * `onUserCreated` runs after a user row is written (profile + sign-up credits).
 */
export function createAuth(options: {
  db: Db;
  config: Config;
  logger: Logger;
  onUserCreated: (user: { id: string; name: string }) => Promise<void>;
}) {
  const { config, db } = options;
  return betterAuth({
    appName: 'Inkling',
    baseURL: config.publicUrl,
    basePath: '/api/auth',
    secret: config.authSecret,
    trustedOrigins: trustedOrigins(config),
    database: drizzleAdapter(db, { provider: 'pg', schema: { user, session, account, verification } }),
    emailAndPassword: { enabled: config.localSignIn, maxPasswordLength: 128 },
    disabledPaths: [
      '/sign-up/email',
      '/sign-in/email',
      '/update-user',
      '/get-session',
      '/list-sessions',
      '/change-email',
      '/change-password',
      '/delete-user',
    ],
    socialProviders: config.google
      ? {
          google: {
            clientId: config.google.clientId,
            clientSecret: config.google.clientSecret,
            prompt: 'select_account',
          },
        }
      : {},
    advanced: {
      useSecureCookies: config.publicUrl.startsWith('https://'),
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax' },
    },
    telemetry: { enabled: false },
    logger: {
      log: (level, message) => {
        options.logger[level]({ source: 'better-auth' }, message);
      },
    },
    databaseHooks: {
      user: {
        create: {
          after: async (created) => {
            await options.onUserCreated({ id: created.id, name: created.name });
          },
        },
      },
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;
export type AuthUser = NonNullable<Awaited<ReturnType<Auth['api']['getSession']>>>['user'];

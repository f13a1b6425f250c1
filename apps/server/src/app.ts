import { createRoute, OpenAPIHono, z } from '@hono/zod-openapi';
import { API_ERRORS } from '@inkling/contracts/messages';
import { HTTPException } from 'hono/http-exception';
import { requestId } from 'hono/request-id';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { ZodError } from 'zod';
import { trustedOrigins } from './auth/auth';
import { SESSION_CHANGES_KEY, SESSIONS_ALL, sessionCacheOf } from './auth/session-cache';
import type { AppContext } from './context';
import { AppError, codeForStatus, isTransientError, UNAVAILABLE_RETRY_AFTER_SECONDS } from './errors';
import {
  controlCharacterCheck,
  originCheck,
  requestBodyLimit,
  securityHeaders,
  sessionBeforeBody,
  signInLimit,
} from './http/security';
import { badgesRoutes } from './routes/badges.routes';
import { blogRoutes } from './routes/blog.routes';
import { booksRoutes } from './routes/books.routes';
import { challengeRoutes } from './routes/challenge.routes';
import { charactersRoutes } from './routes/characters.routes';
import { checkoutRoutes } from './routes/checkout.routes';
import { clientIp } from './routes/client-ip';
import { communityRoutes } from './routes/community.routes';
import { filesRoutes } from './routes/files.routes';
import { generationsRoutes } from './routes/generations.routes';
import { giftCardRoutes } from './routes/gift-cards.routes';
import { jobApplicationsRoutes } from './routes/job-applications.routes';
import { moderationRoutes } from './routes/moderation.routes';
import { type AppEnv, json, PUBLIC, SESSION_SCHEME } from './routes/openapi';
import { readyRoutes } from './routes/ops.routes';
import { profileRoutes } from './routes/profile.routes';
import { projectsRoutes } from './routes/projects.routes';
import { redeemRoutes } from './routes/redeem.routes';
import { sessionRoutes } from './routes/session.routes';
import { shareRoutes } from './routes/share.routes';
import { storyBooksRoutes } from './routes/story-books.routes';

/**
 * Builds the HTTP app: /api routes, better-auth under /api/auth, the OpenAPI document at
 * /api/openapi.json, request ids (`x-request-id` honoured or generated, echoed back) and
 * JSON errors `{ error: { code, message } }` (docs/api.md). Does not listen; tests call
 * `app.request()`, main.ts serves it. `isStopping` (main.ts: true once SIGTERM arrived)
 * turns /api/ready to 503 while the instance drains.
 */
export function createApp(ctx: AppContext, options: { isStopping?: () => boolean } = {}) {
  const app = new OpenAPIHono<AppEnv>({
    defaultHook: (result) => {
      if (!result.success) throw new AppError('bad_request', readableZodError(result.error));
    },
  });

  app.use('*', requestId());
  // Request count and latency by route, and GET /metrics behind METRICS_TOKEN (issue 16).
  if (ctx.metrics) {
    app.use('*', ctx.metrics.middleware());
    app.get(
      '/metrics',
      ctx.metrics.handler(ctx.config.metricsToken, () => ctx.metrics!.readQueueDepth(ctx.db)),
    );
  }
  // Security headers on every response, the SPA's HTML and errors included (http/security.ts).
  app.use('*', securityHeaders(ctx.config));
  app.use('/api/*', async (c, next) => {
    const log = ctx.logger.child({ reqId: c.get('requestId') });
    c.set('log', log);
    const started = performance.now();
    await next();
    log.info(
      {
        method: c.req.method,
        path: c.req.path,
        status: c.res.status,
        ms: Math.round(performance.now() - started),
        userId: c.get('user')?.id,
      },
      'request',
    );
  });

  // Before better-auth and every route, in this order: the Origin check and the sign-in limit
  // (headers only), the session (a signed-out write to a route that needs one is refused
  // before its body is read), the body limit by content type, then the text checks, which
  // read a JSON body (issue 27 finding 1).
  app.use('/api/*', originCheck(trustedOrigins(ctx.config)));
  app.use(
    '/api/*',
    signInLimit(ctx, (c) => clientIp(c, ctx.config.trustProxyHops)),
  );
  const sessions = sessionCacheOf(ctx.auth);
  // Invalidations from any process (this one included) arrive on the live channel; a lost
  // channel connection (generationId null) drops everything, to be safe.
  ctx.notifier.subscribe(SESSION_CHANGES_KEY, ({ generationId }) => {
    if (generationId && generationId !== SESSIONS_ALL) sessions.forgetUser(generationId);
    else sessions.clear();
  });
  app.use('/api/*', async (c, next) => {
    // Public routes that never read the viewer skip the session lookup (issue 15); better-auth
    // reads its own.
    if (SESSIONLESS_PATHS.test(c.req.path) || c.req.path.startsWith('/api/auth/')) {
      c.set('user', null);
      return next();
    }
    const { user, setCookies } = await sessions.lookup(c.req.raw.headers);
    c.set('user', user);
    await next();
    // better-auth extends an active session daily; pass its refreshed cookie on.
    for (const cookie of setCookies) c.res.headers.append('Set-Cookie', cookie);
    // A name or photo change: the cached user must not show the old one.
    if (user && c.req.method !== 'GET' && c.req.path.startsWith('/api/profile')) {
      sessions.forgetUser(user.id);
      await ctx.notifier.notify({ projectId: SESSION_CHANGES_KEY, generationId: user.id });
    }
  });

  app.use('/api/*', sessionBeforeBody());
  app.use('/api/*', requestBodyLimit());
  app.use('/api/*', controlCharacterCheck());

  app.on(['GET', 'POST'], '/api/auth/*', async (c) => {
    if (c.req.method !== 'POST') return ctx.auth.handler(c.req.raw);
    // Sign-out and the revoke-session routes end sessions: no cached copy may outlive them
    // (cleared before and after, so a lookup racing the request cannot re-cache it), here
    // and, through the live channel, in every other API process.
    sessions.clear();
    try {
      return await ctx.auth.handler(c.req.raw);
    } finally {
      sessions.clear();
      await ctx.notifier.notify({ projectId: SESSION_CHANGES_KEY, generationId: SESSIONS_ALL });
    }
  });

  app.openapi(
    createRoute({
      method: 'get',
      operationId: 'getHealth',
      ...PUBLIC,
      path: '/api/health',
      summary: 'Liveness check',
      responses: { 200: json(z.object({ ok: z.literal(true) }), 'The server is up') },
    }),
    (c) => c.json({ ok: true as const }, 200),
  );
  app.route('/api', readyRoutes(ctx, options.isStopping));
  app.route('/api', sessionRoutes(ctx));
  app.route('/api/projects', projectsRoutes(ctx));
  app.route('/api/projects', booksRoutes(ctx));
  app.route('/api/generations', generationsRoutes(ctx));
  app.route('/api/story-books', storyBooksRoutes(ctx));
  app.route('/api/characters', charactersRoutes(ctx));
  app.route('/api', filesRoutes(ctx));
  app.route('/api', checkoutRoutes(ctx));
  app.route('/api', redeemRoutes(ctx));
  app.route('/api', giftCardRoutes(ctx));
  app.route('/api/blog', blogRoutes(ctx));
  app.route('/api/profile', profileRoutes(ctx));
  app.route('/api/job-applications', jobApplicationsRoutes(ctx));
  app.route('/api/community', communityRoutes(ctx));
  app.route('/api/challenge', challengeRoutes(ctx));
  app.route('/api/badges', badgesRoutes(ctx));
  app.route('/api/moderation', moderationRoutes(ctx));
  app.route('/api', shareRoutes(ctx));

  app.openAPIRegistry.registerComponent('securitySchemes', SESSION_SCHEME, {
    type: 'apiKey',
    in: 'cookie',
    name: 'better-auth.session_token',
    description: 'Set by /api/auth (Google) or /api/local-auth/sign-in (local mode).',
  });
  app.doc31('/api/openapi.json', {
    openapi: '3.1.0',
    servers: [{ url: ctx.config.publicUrl, description: 'This Inkling server (PUBLIC_URL)' }],
    info: {
      title: 'Inkling API',
      version: '0.1.0',
      description:
        'Coloring pages from ideas. Sessions are httpOnly cookies set by /api/auth (better-auth) or, in local mode, by /api/local-auth/sign-in. Errors are { error: { code, message } }.',
    },
  });

  app.notFound((c) => c.json({ error: { code: 'not_found', message: 'Not found' } }, 404));

  app.onError((error, c) => {
    if (error instanceof AppError) {
      const body = {
        error: {
          code: error.code,
          message: error.message,
          category: error.category,
          suggestion: error.suggestion,
        },
      };
      if (error.retryAfterSeconds !== undefined) c.header('Retry-After', String(error.retryAfterSeconds));
      return c.json(body, error.status as ContentfulStatusCode);
    }
    if (error instanceof HTTPException && error.status < 500) {
      return c.json(
        { error: { code: codeForStatus(error.status), message: error.message || 'Invalid request' } },
        error.status,
      );
    }
    if (isTransientError(error)) {
      // An outage of the database or the storage, not a bug: the client retries (issue 28).
      (c.get('log') ?? ctx.logger).warn({ err: error }, 'dependency unavailable');
      c.header('Retry-After', String(UNAVAILABLE_RETRY_AFTER_SECONDS));
      return c.json({ error: { code: 'unavailable', message: API_ERRORS.unavailable } }, 503);
    }
    (c.get('log') ?? ctx.logger).error({ err: error }, 'unhandled error');
    return c.json({ error: { code: 'internal', message: 'Something went wrong. Please try again.' } }, 500);
  });

  return app;
}

/**
 * /api paths that never read the signed-in user, so no session lookup runs for them: the
 * health and readiness checks, the blog and the OpenAPI document (issue 15).
 */
const SESSIONLESS_PATHS = /^\/api\/(?:health$|ready$|openapi\.json$|blog(?:\/|$))/;

/** The first validation problem as a sentence, e.g. "prompt: Please enter a prompt". */
function readableZodError(error: ZodError): string {
  const issue = error.issues[0];
  if (!issue) return 'Invalid request';
  const where = issue.path.join('.');
  return where ? `${where}: ${issue.message}` : issue.message;
}

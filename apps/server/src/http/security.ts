import { REDEEM_TEXTS } from '@inkling/contracts/codes';
import { PURCHASE_TEXTS, REFUND_TEXTS } from '@inkling/contracts/credit-messages';
import { API_ERRORS } from '@inkling/contracts/messages';
import { hasControlCharacters } from '@inkling/contracts/text';
import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { secureHeaders } from 'hono/secure-headers';
import type { AppContext } from '../context';
import { AppError } from '../errors';
import type { AppEnv } from '../routes/openapi';

/**
 * The browser defences of every response (issue 12 finding 3), with Hono's `secureHeaders`:
 * - Content-Security-Policy: scripts only from this origin (the Vite build loads one module
 *   script by URL and has no inline script, so no nonce or hash is needed and
 *   'unsafe-inline' is not allowed for scripts); styles from this origin plus inline
 *   `style` attributes/elements (Radix, sonner and react-easy-crop set them); images from
 *   this origin, data: and blob: (the avatar crop, which also fetches its blob: and data:
 *   URLs, hence connect-src too); no plugins; no framing
 *   (`frame-ancestors 'none'`, also X-Frame-Options DENY for old browsers); forms and
 *   `<base>` only to this origin; `upgrade-insecure-requests` behind https.
 * - X-Content-Type-Options nosniff; Referrer-Policy strict-origin-when-cross-origin (share
 *   links carry a token in the path, which must not leave in a Referer); COOP same-origin;
 *   CORP same-origin, except on the social-preview images of community posts and share
 *   links, which other sites' link previews load (CORP cross-origin there);
 *   Permissions-Policy turning off camera, microphone, geolocation and payment APIs.
 * - Strict-Transport-Security (180 days, subdomains) only when PUBLIC_URL is https, since
 *   HSTS over plain http is ignored and would be wrong for a local install.
 * Source of the list: OWASP Secure Headers Project and OWASP ASVS 4.0 §14.4.
 */
export function securityHeaders(config: { publicUrl: string }): MiddlewareHandler<AppEnv> {
  const https = config.publicUrl.startsWith('https://');
  const options = (corp: 'same-origin' | 'cross-origin') =>
    secureHeaders({
      contentSecurityPolicy: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", 'blob:', 'data:'],
        mediaSrc: ["'self'", 'blob:'],
        workerSrc: ["'self'", 'blob:'],
        manifestSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        ...(https ? { upgradeInsecureRequests: [] } : {}),
      },
      xFrameOptions: 'DENY',
      referrerPolicy: 'strict-origin-when-cross-origin',
      crossOriginResourcePolicy: corp,
      strictTransportSecurity: https ? 'max-age=15552000; includeSubDomains' : false,
      permissionsPolicy: { camera: [], microphone: [], geolocation: [], payment: [] },
      // A handler that set one of these headers itself knows better (e.g. CORP on an image).
      overwrite: false,
    });
  const sameOrigin = options('same-origin');
  const crossOrigin = options('cross-origin');
  return (c, next) => (isSocialImage(c.req.path) ? crossOrigin(c, next) : sameOrigin(c, next));
}

/** Social-preview images other sites load: pictures under /api/community/ and /api/share/. */
function isSocialImage(path: string): boolean {
  return /^\/api\/(community|share)\/.+(\/image[^/]*|\.(png|jpe?g|webp))$/.test(path);
}

/** Methods that change nothing (RFC 9110 §9.2.1), so they need no Origin check. */
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Routes called by other servers, not browsers; each proves itself otherwise (Stripe: a signed payload). */
const SERVER_TO_SERVER = new Set(['/api/stripe/webhook']);

/**
 * Refuses state-changing requests that do not come from the app's own pages (issue 12
 * finding 4; OWASP CSRF Prevention Cheat Sheet: Origin verification plus Fetch Metadata):
 * every non-GET /api request must carry an `Origin` in `trustedOrigins` (the same list as
 * better-auth's trustedOrigins), and a browser's `Sec-Fetch-Site` must not be 'none' (a
 * request the user did not make from a page) nor name another site unless that Origin is
 * trusted (the Vite dev server on another port). A missing Origin is refused too: browsers
 * send one on every such request (Fetch standard, "append a request `Origin` header"), so
 * only scripts without it are turned away. Server-to-server routes (the Stripe webhook,
 * verified by its signature) are exempt. Answers 403 'forbidden'.
 */
export function originCheck(trustedOrigins: string[]): MiddlewareHandler<AppEnv> {
  const trusted = new Set(trustedOrigins);
  return async (c, next) => {
    if (SAFE_METHODS.has(c.req.method) || SERVER_TO_SERVER.has(c.req.path)) return next();
    const origin = c.req.header('origin');
    const site = c.req.header('sec-fetch-site');
    if (origin === undefined || !trusted.has(origin) || site === 'none') {
      throw new AppError('forbidden', API_ERRORS.foreignOrigin);
    }
    return next();
  };
}

/** Largest body of a JSON (or empty) request, bytes: the longest prompt, title or form is far below. */
export const JSON_BODY_LIMIT = 128 * 1024;

/** Deepest nesting of arrays and objects a JSON body may have: the deepest request shape has 3. */
export const JSON_DEPTH_LIMIT = 32;

/**
 * What a file route takes: `multipart/form-data` bodies (sized by the route's own limit, with
 * its own message) and, only where `json` is true, JSON up to JSON_BODY_LIMIT. Any other
 * content type is refused with 415 before a byte of the body is read.
 */
type FileRoute = { pattern: RegExp; json: boolean };
const FILE_ROUTES: FileRoute[] = [
  // The prompt box sends JSON, or multipart when a photo is attached.
  { pattern: /^POST \/api\/generations$/, json: true },
  { pattern: /^PUT \/api\/profile\/avatar$/, json: false },
  { pattern: /^POST \/api\/job-applications(\/resume)?$/, json: false },
  { pattern: /^PUT \/api\/generations\/[^/]+\/colored$/, json: false },
];

const MULTIPART = /^multipart\/form-data\s*;/i;

/**
 * A body limit on every route, by content type (issue 12 finding 5; issue 27 finding 1: a
 * 177 MB JSON body to the file route POST /api/generations skipped every limit and froze the
 * process for 170 s). Multipart bodies of the five file routes go on to the route's own limit
 * (10 MB photos and résumés, 8 MB coloured pages, 2 MB avatars, each + envelope); a file route
 * that takes no JSON refuses every other content type with 415 before reading; everything else
 * — JSON on any route — is capped at JSON_BODY_LIMIT by Hono's `bodyLimit`: by Content-Length
 * before a byte is read, and counted chunk by chunk while a body without one streams in, so at
 * most the limit is ever held. Answers 413 'payload_too_large' / 415 'unsupported_media_type'.
 */
export function requestBodyLimit(): MiddlewareHandler<AppEnv> {
  const limit = bodyLimit({
    maxSize: JSON_BODY_LIMIT,
    onError: () => {
      throw new AppError('payload_too_large', API_ERRORS.bodyTooLarge);
    },
  });
  return (c, next) => {
    if (SAFE_METHODS.has(c.req.method)) return next();
    const route = `${c.req.method} ${c.req.path.replace(/\/$/, '')}`;
    const file = FILE_ROUTES.find((r) => r.pattern.test(route));
    if (file) {
      const type = c.req.header('content-type') ?? '';
      if (MULTIPART.test(type)) return next();
      if (!file.json) throw new AppError('unsupported_media_type', API_ERRORS.multipartOnly);
    }
    return limit(c, next);
  };
}

/**
 * State-changing routes open to signed-out visitors: local sign-in, better-auth's own routes,
 * the job application and its résumé check, and the signed Stripe webhook. Every other write
 * needs a session (the OpenAPI document marks them; a test keeps the two lists equal).
 */
const PUBLIC_WRITES =
  /^(POST \/api\/(local-auth\/sign-in|job-applications(\/resume)?|stripe\/webhook)|[A-Z]+ \/api\/auth\/.*)$/;

/**
 * A signed-out write to a route that needs a session answers 401 before anything reads its
 * body (issue 27 finding 1: a signed-out 177 MB body was read and parsed before the route
 * said 401). Runs after the session lookup, before the body limit and the text checks.
 */
export function sessionBeforeBody(): MiddlewareHandler<AppEnv> {
  return (c, next) => {
    if (SAFE_METHODS.has(c.req.method) || c.get('user')) return next();
    const route = `${c.req.method} ${c.req.path.replace(/\/$/, '')}`;
    if (PUBLIC_WRITES.test(route)) return next();
    const own = SIGN_IN_TEXTS.find(([pattern]) => pattern.test(route));
    throw new AppError('unauthenticated', own?.[1] ?? API_ERRORS.signInFirst);
  };
}

/**
 * Routes whose sign-in sentence the spec words itself (the purchase dialog's, "Report this
 * page"'s): the early 401 keeps it, as the route's own check would have said it.
 */
const SIGN_IN_TEXTS: [RegExp, string][] = [
  [/^POST \/api\/checkout$/, PURCHASE_TEXTS.signInRequired],
  [/^POST \/api\/generations\/[^/]+\/report$/, REFUND_TEXTS.signIn],
  [/^POST \/api\/redeem$/, REDEEM_TEXTS.signInRequired],
];

/** Paths that sign a user in or create an account: local sign-in and better-auth's. */
function isSignIn(method: string, path: string): boolean {
  return (
    method === 'POST' && (path === '/api/local-auth/sign-in' || /^\/api\/auth\/sign-(in|up)\//.test(path))
  );
}

/**
 * The per-address sign-in limit (RATE_LIMITS.signIn; issue 12: 30 new accounts in a row),
 * checked before better-auth or the local sign-in route runs. `clientIp` reads the address
 * as routes/client-ip.ts does (TRUST_PROXY_HOPS).
 */
export function signInLimit(
  ctx: Pick<AppContext, 'limits'>,
  clientIp: (c: Parameters<MiddlewareHandler<AppEnv>>[0]) => string | null,
): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (!isSignIn(c.req.method, c.req.path)) return next();
    const result = await ctx.limits.take('signIn', clientIp(c));
    if (!result.ok) {
      throw new AppError('rate_limited', API_ERRORS.tooManySignIns, {
        retryAfterSeconds: result.retryAfterSeconds,
      });
    }
    return next();
  };
}

/**
 * Where in `value` (a parsed JSON body) a string or key holds a control character, e.g.
 * "title"; null when nowhere. Walks with its own stack, not by recursion (issue 27 finding 2:
 * 120 KB of `[[[…]]]` overflowed the call stack and answered 500), and throws 400
 * 'bad_request' when arrays and objects nest deeper than JSON_DEPTH_LIMIT.
 */
function controlCharacterAt(value: unknown): string | null {
  // A bad key is pushed as `key: true`, above its value, so it is found before the value.
  type Item = { value: unknown; where: string; depth: number; key?: true };
  const stack: Item[] = [{ value, where: '', depth: 0 }];
  for (let item = stack.pop(); item; item = stack.pop()) {
    const { value: v, where, depth } = item;
    if (item.key || (typeof v === 'string' && hasControlCharacters(v))) return where;
    if (!v || typeof v !== 'object') continue;
    if (depth >= JSON_DEPTH_LIMIT) throw new AppError('bad_request', API_ERRORS.nestedTooDeep);
    const entries = Array.isArray(v) ? v.map((x, i) => [String(i), x] as const) : Object.entries(v);
    // Pushed in reverse, so the first offending field in document order is the one named.
    for (let i = entries.length - 1; i >= 0; i--) {
      const [key, child] = entries[i]!;
      const path = where ? `${where}.${key}` : key;
      stack.push({ value: child, where: path, depth: depth + 1 });
      if (!Array.isArray(v) && hasControlCharacters(key))
        stack.push({ value: key, where: path, depth, key: true });
    }
  }
  return null;
}

/**
 * Refuses NUL and other control characters (contracts `hasControlCharacters`, issue 12
 * finding 7: PostgreSQL refuses NUL, which escaped as a 500) in the path (percent-decoded,
 * so path parameters are covered), every query parameter and every string or key of a JSON body, on every /api route but better-auth's (which reads the
 * raw request itself and checks its own input): 400 'bad_request' with "<field>: <message>",
 * as the schema refinement `plainText` says it. Multipart fields are checked by their
 * schemas (plainText). The body is read from a clone, so routes still read it themselves.
 */
export function controlCharacterCheck(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (c.req.path.startsWith('/api/auth/')) return next();
    if (pathHasControlCharacters(c.req.path)) {
      throw new AppError('bad_request', `path: ${API_ERRORS.controlCharacters}`);
    }
    for (const [name, values] of Object.entries(c.req.queries())) {
      if (hasControlCharacters(name) || values.some(hasControlCharacters)) {
        throw new AppError('bad_request', `${name}: ${API_ERRORS.controlCharacters}`);
      }
    }
    if (
      !SAFE_METHODS.has(c.req.method) &&
      /^application\/([\w.+-]*\+)?json/i.test(c.req.header('content-type') ?? '')
    ) {
      // A copy of the body: the request itself stays unread for the route (and its own limit).
      const text = await c.req.raw.clone().text();
      let body: unknown;
      try {
        body = JSON.parse(text);
      } catch {
        return next(); // Not JSON: the route's validator answers 400.
      }
      const where = controlCharacterAt(body);
      if (where !== null) {
        throw new AppError(
          'bad_request',
          where ? `${where}: ${API_ERRORS.controlCharacters}` : API_ERRORS.controlCharacters,
        );
      }
    }
    return next();
  };
}

/**
 * Whether a request path holds a control character once its %XX escapes are decoded (as it
 * is when an escape is malformed), e.g. `/s/abc%00`: any C0 control or DEL, line breaks and
 * tabs too (no address has one), and what contracts `hasControlCharacters` refuses in text.
 * Used by the API's check and by the pages the server renders (spa.ts; issue 27 finding 8).
 */
export function pathHasControlCharacters(path: string): boolean {
  let decoded = path;
  try {
    decoded = decodeURIComponent(path);
  } catch {}
  // biome-ignore lint/suspicious/noControlCharactersInRegex: finding them is the point.
  return /[\u0000-\u001f\u007f]/.test(decoded) || hasControlCharacters(decoded);
}

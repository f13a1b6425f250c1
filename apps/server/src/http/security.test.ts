import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { API_ERRORS } from '@inkling/contracts/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, body, createProject, fixture, override, signIn } from '../../test/factories';
import { createHarness, type Harness, TEST_DATABASES } from '../../test/harness';
import { createApp } from '../app';
import { loadConfig } from '../config';
import { createRateLimits, RATE_LIMITS } from '../services/rate-limit';
import { mountSpa } from '../spa';
import { JSON_BODY_LIMIT } from './security';

/**
 * Issue 12 findings 3, 4, 5, 7, 8, 10 and the Secure cookie, through the real app: security
 * headers on every kind of response, the Origin check on every state-changing route, body
 * and rate limits with 413/429 and Retry-After (limits kept in the database, so a restarted
 * app still counts them), control characters refused with 400, live streams capped, and
 * better-auth's session-reading and profile-writing routes off.
 */

const EVIL = 'http://evil.example';
const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'patch'] as const;
const ANY_ID = '00000000-0000-4000-8000-000000000000';

/** Every operation of the OpenAPI document as [METHOD, concrete path]. */
async function operations(h: Harness): Promise<[string, string][]> {
  const doc = (await (await h.app.request('/api/openapi.json')).json()) as {
    paths: Record<string, Partial<Record<(typeof HTTP_METHODS)[number], unknown>>>;
  };
  return Object.entries(doc.paths).flatMap(([p, ops]) =>
    HTTP_METHODS.filter((m) => ops[m]).map(
      (m) => [m.toUpperCase(), p.replace(/\{[^}]+\}/g, ANY_ID)] as [string, string],
    ),
  );
}

/**
 * A request body of `bytes` zero bytes that is produced only as it is read (highWaterMark 0:
 * nothing is pulled ahead), and how many bytes were read so far.
 */
function countingBody(bytes: number): { stream: ReadableStream<Uint8Array>; pulled: () => number } {
  let sent = 0;
  const chunk = new Uint8Array(64 * 1024).fill(0x5b); // "[[[…", JSON that never ends
  const stream = new ReadableStream<Uint8Array>(
    {
      pull(controller) {
        if (sent >= bytes) return controller.close();
        sent += chunk.length;
        controller.enqueue(chunk.slice());
      },
    },
    { highWaterMark: 0 },
  );
  return { stream, pulled: () => sent };
}

/** A request from an address of the test's choosing (the socket getConnInfo reads). */
const from = (address: string) => ({ incoming: { socket: { remoteAddress: address } } });

describe.each(TEST_DATABASES)('security headers (%s)', (kind) => {
  let h: Harness;
  let dist: string;
  beforeAll(async () => {
    h = await createHarness(kind);
    dist = mkdtempSync(path.join(tmpdir(), 'inkling-dist-'));
    mkdirSync(path.join(dist, 'assets'));
    writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>Inkling</title>');
    writeFileSync(path.join(dist, 'assets', 'app-1.js'), 'console.log(1)');
    mountSpa(h.app, dist, h.ctx.logger);
  });
  afterAll(async () => {
    await h.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it('every kind of response carries the CSP, frame, sniffing and referrer defences (no HSTS over http)', async () => {
    const { cookie } = await signIn(h);
    const responses = {
      json: await h.app.request('/api/health'),
      error404: await h.app.request('/api/nope'),
      error401: await h.app.request('/api/projects'),
      error403: await createApp(h.ctx).request('/api/projects', { method: 'POST' }),
      html: await h.app.request('/workspace/1'),
      asset: await h.app.request('/assets/app-1.js'),
      missingAsset: await h.app.request('/assets/app-0.js'),
      authRoute: await h.app.request('/api/auth/ok'),
      stream: await api(h, cookie, 'GET', `/api/projects/${(await createProject(h, cookie)).id}/events`),
    };
    for (const [name, res] of Object.entries(responses)) {
      const csp = res.headers.get('content-security-policy') ?? '';
      expect(csp, name).toContain("script-src 'self'");
      expect(csp, name).not.toMatch(/script-src[^;]*unsafe-inline/);
      expect(csp, name).toContain("frame-ancestors 'none'");
      expect(csp, name).toContain("object-src 'none'");
      expect(res.headers.get('x-frame-options'), name).toBe('DENY');
      expect(res.headers.get('x-content-type-options'), name).toBe('nosniff');
      expect(res.headers.get('referrer-policy'), name).toBe('strict-origin-when-cross-origin');
      expect(res.headers.get('cross-origin-resource-policy'), name).toBe('same-origin');
      expect(res.headers.get('strict-transport-security'), name).toBeNull();
      await res.body?.cancel();
    }
  });

  it('behind https: HSTS, upgrade-insecure-requests and Secure __Secure- session cookies', async () => {
    const secure = await createHarness(kind, { config: { publicUrl: 'https://inkling.example' } });
    try {
      const health = await secure.app.request('/api/health');
      expect(health.headers.get('strict-transport-security')).toBe('max-age=15552000; includeSubDomains');
      expect(health.headers.get('content-security-policy')).toContain('upgrade-insecure-requests');
      const res = await secure.app.request('/api/local-auth/sign-in', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ name: 'Ada', email: 'ada-secure@example.org' }),
      });
      expect(res.status).toBe(200);
      const cookies = res.headers.getSetCookie();
      expect(cookies.length).toBeGreaterThan(0);
      for (const c of cookies) {
        expect(c).toMatch(/;\s*Secure/i);
        expect(c).toMatch(/^__Secure-/);
        expect(c).toMatch(/HttpOnly/i);
      }
    } finally {
      await secure.close();
    }
    // And over http: no Secure flag (the browser would drop it on http://localhost).
    const res = await h.app.request('/api/local-auth/sign-in', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Bo', email: 'bo-plain@example.org' }),
    });
    for (const c of res.headers.getSetCookie()) expect(c).not.toMatch(/;\s*Secure/i);
  });
});

describe.each(TEST_DATABASES)('Origin check (%s)', (kind) => {
  let h: Harness;
  /** The app without the harness's browser-like defaults: requests go out exactly as written. */
  let raw: ReturnType<typeof createApp>;
  let cookie: string;
  beforeAll(async () => {
    h = await createHarness(kind);
    raw = createApp(h.ctx);
    ({ cookie } = await signIn(h));
  });
  afterAll(() => h.close());

  it('trusts PUBLIC_URL’s origin and TRUSTED_ORIGINS only, whatever NODE_ENV says (issue 27 #8)', async () => {
    const { cookie } = await signIn(h);
    const post = (app: Harness['app'], origin: string) =>
      app.request('/api/projects', {
        method: 'POST',
        headers: { cookie, origin, 'content-type': 'application/json' },
        body: JSON.stringify({ title: 'Origins' }),
      });
    expect(h.ctx.config.nodeEnv).not.toBe('production');
    for (const dev of ['http://127.0.0.1:3000', 'http://localhost:5173', 'http://127.0.0.1:5173']) {
      expect((await post(h.app, dev)).status, dev).toBe(403);
    }
    expect((await post(h.app, new URL(h.ctx.config.publicUrl).origin)).status).toBe(201);
    // A configured origin is trusted; a bad setting stops the start with a clear message.
    const configured = createApp({
      ...h.ctx,
      config: { ...h.ctx.config, trustedOrigins: ['http://localhost:5173'] },
    });
    expect((await post(configured, 'http://localhost:5173')).status).toBe(201);
    expect((await post(configured, 'http://127.0.0.1:5173')).status).toBe(403);
    expect(() => loadConfig({ TRUSTED_ORIGINS: 'http://localhost:5173/app' })).toThrow(/TRUSTED_ORIGINS/);
  });

  it('refuses POST /api/projects and DELETE /api/projects/{id} from a foreign or missing Origin', async () => {
    const project = await createProject(h, cookie);
    const attempts: [string, string, Record<string, string>][] = [
      ['POST', '/api/projects', { origin: EVIL }],
      ['POST', '/api/projects', {}],
      ['POST', '/api/projects', { origin: 'null' }],
      ['POST', '/api/projects', { origin: h.ctx.config.publicUrl, 'sec-fetch-site': 'none' }],
      ['DELETE', `/api/projects/${project.id}`, { origin: EVIL, 'sec-fetch-site': 'cross-site' }],
      ['DELETE', `/api/projects/${project.id}`, {}],
    ];
    for (const [method, url, headers] of attempts) {
      const res = await raw.request(url, {
        method,
        headers: { cookie, 'content-type': 'application/json', ...headers },
        body: method === 'POST' ? JSON.stringify({ title: 'Forged' }) : undefined,
      });
      expect(res.status, `${method} ${url} ${JSON.stringify(headers)}`).toBe(403);
      expect((await body(res)).error).toEqual({ code: 'forbidden', message: API_ERRORS.foreignOrigin });
    }
    const mine = await raw.request(`/api/projects/${project.id}`, {
      method: 'DELETE',
      headers: { cookie, origin: h.ctx.config.publicUrl, 'sec-fetch-site': 'same-origin' },
    });
    expect(mine.status).toBe(204);
  });

  it('every state-changing route of the OpenAPI document refuses a foreign Origin, except the Stripe webhook', async () => {
    const refusedOthers: string[] = [];
    for (const [method, url] of await operations(h)) {
      if (method === 'GET') continue;
      const res = await raw.request(url, {
        method,
        headers: { cookie, origin: EVIL, 'content-type': 'application/json' },
        body: '{}',
      });
      if (url === '/api/stripe/webhook') expect(res.status, url).not.toBe(403);
      else if (res.status !== 403) refusedOthers.push(`${method} ${url} → ${res.status}`);
    }
    expect(refusedOthers).toEqual([]);
    const signOut = await raw.request('/api/auth/sign-out', {
      method: 'POST',
      headers: { cookie, origin: EVIL },
    });
    expect(signOut.status).toBe(403);
  });
});

describe.each(TEST_DATABASES)('limits (%s)', (kind) => {
  let h: Harness;
  beforeAll(async () => {
    h = await createHarness(kind);
  });
  afterAll(() => h.close());

  it('every route refuses a body over its limit with 413 before parsing it (a 150 MB sign-in included)', async () => {
    const { cookie } = await signIn(h);
    const big = 150 * 1024 * 1024;
    const routes = [...(await operations(h)), ['POST', '/api/auth/sign-in/social'] as [string, string]];
    const wrong: string[] = [];
    for (const [method, url] of routes) {
      if (method === 'GET') continue;
      const send = (type: string) =>
        h.app.request(url, {
          method,
          headers: { cookie, 'content-type': type, 'content-length': String(big) },
          body: '{}',
        });
      const res = await send('application/json');
      // Routes that take only a file refuse JSON by its type first (415), and a file by its size.
      const file = res.status === 415 ? await send('multipart/form-data; boundary=x') : res;
      if (file.status !== 413) wrong.push(`${method} ${url} → ${res.status}`);
    }
    expect(wrong).toEqual([]);
    // A body that streams past the limit without announcing its size is cut off as well.
    const streamed = await h.app.request('/api/local-auth/sign-in', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: new ReadableStream({
        start(controller) {
          controller.enqueue(new TextEncoder().encode(`{"name":"${'a'.repeat(JSON_BODY_LIMIT)}"}`));
          controller.close();
        },
      }),
      duplex: 'half',
    } as RequestInit);
    expect(streamed.status).toBe(413);
  });

  it('a signed-out write to a route that needs a session answers 401 before a byte of its body is read', async () => {
    const doc = (await (await h.app.request('/api/openapi.json')).json()) as {
      paths: Record<string, Record<string, { security?: unknown[] }>>;
    };
    const wrong: string[] = [];
    let writes = 0;
    for (const [p, ops] of Object.entries(doc.paths)) {
      for (const [method, op] of Object.entries(ops)) {
        if (method === 'get') continue;
        const url = p.replace(/\{[^}]+\}/g, ANY_ID);
        const needsSession = (op.security?.length ?? 0) > 0;
        const { stream, pulled } = countingBody(JSON_BODY_LIMIT * 4);
        const res = await h.app.request(url, {
          method: method.toUpperCase(),
          headers: { 'content-type': 'application/json' },
          body: stream,
          duplex: 'half',
        } as RequestInit);
        // Public writes (sign-in, job applications, the webhook) go on to their own checks.
        if (needsSession && (res.status !== 401 || pulled() > 0))
          wrong.push(`${method} ${url} → ${res.status}, read ${pulled()}`);
        if (!needsSession && res.status === 401) wrong.push(`${method} ${url} (public) → 401`);
        writes++;
      }
    }
    expect(writes).toBeGreaterThan(20);
    expect(wrong).toEqual([]);
  });

  it('a JSON body to a file route: 415 by content type unread, or its JSON limit (413) while streaming', async () => {
    const { cookie } = await signIn(h);
    const multipartOnly: [string, string][] = [
      ['POST', '/api/job-applications'],
      ['POST', '/api/job-applications/resume'],
      ['PUT', '/api/profile/avatar'],
      ['PUT', `/api/generations/${ANY_ID}/colored`],
    ];
    for (const [method, url] of multipartOnly) {
      const { stream, pulled } = countingBody(20 * 1024 * 1024);
      const res = await h.app.request(url, {
        method,
        headers: { cookie, 'content-type': 'application/json' },
        body: stream,
        duplex: 'half',
      } as RequestInit);
      expect(res.status, url).toBe(415);
      expect((await body(res)).error.message).toBe(API_ERRORS.multipartOnly);
      expect(pulled(), url).toBe(0);
    }
    // The prompt box's JSON: 413 once the stream passes 128 KB, long before the 20 MB it offers.
    const { stream, pulled } = countingBody(20 * 1024 * 1024);
    const res = await h.app.request('/api/generations', {
      method: 'POST',
      headers: { cookie, 'content-type': 'application/json' },
      body: stream,
      duplex: 'half',
    } as RequestInit);
    expect(res.status).toBe(413);
    expect(pulled()).toBeLessThan(JSON_BODY_LIMIT + 128 * 1024);
  });

  it('deeply nested JSON (120 KB of [[[…]]]) answers 400, not 500, on sign-in, projects and generations', async () => {
    const { cookie } = await signIn(h);
    const deep = '['.repeat(60_000) + ']'.repeat(60_000);
    const bodies = [deep, `{"title":${deep}}`, `{"prompt":"a cat","extra":{"a":${deep}}}`];
    for (const url of ['/api/local-auth/sign-in', '/api/projects', '/api/generations']) {
      for (const text of bodies) {
        const res = await h.app.request(url, {
          method: 'POST',
          headers: { cookie, 'content-type': 'application/json' },
          body: text,
        });
        expect(res.status, `${url} ${text.slice(0, 20)}`).toBe(400);
        expect((await body(res)).error.message).toBe(API_ERRORS.nestedTooDeep);
      }
    }
    // The deepest real shape (a book update's pages) is far below the bound.
    const ok = await h.app.request('/api/projects', {
      method: 'POST',
      headers: { cookie, 'content-type': 'application/json' },
      body: JSON.stringify({ title: 'Nested', x: [[[[{ y: ['z'] }]]]] }),
    });
    expect(ok.status).toBe(201);
  });

  it('sign-in: 10 per address per 10 minutes, then 429 with Retry-After; other addresses go on; the count survives a restart', async () => {
    const signInFrom = (app: Harness['app'], address: string, n: number) =>
      app.request(
        '/api/local-auth/sign-in',
        {
          method: 'POST',
          headers: { 'content-type': 'application/json', origin: h.ctx.config.publicUrl },
          body: JSON.stringify({ name: `User ${n}`, email: `user-${n}-${address}@example.org` }),
        },
        from(address),
      );
    const statuses: number[] = [];
    for (let i = 0; i < RATE_LIMITS.signIn.capacity; i++)
      statuses.push((await signInFrom(h.app, '192.0.2.7', i)).status);
    expect(statuses).toEqual(Array(RATE_LIMITS.signIn.capacity).fill(200));
    const refused = await signInFrom(h.app, '192.0.2.7', 99);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    expect(Number(refused.headers.get('retry-after'))).toBeLessThanOrEqual(60);
    expect((await body(refused)).error.message).toBe(API_ERRORS.tooManySignIns);
    expect((await signInFrom(h.app, '192.0.2.8', 1)).status).toBe(200);
    // A new app on the same database (a restarted server) still refuses the address.
    const restarted = createApp({ ...h.ctx, limits: createRateLimits({ db: h.ctx.db, clock: h.ctx.clock }) });
    const again = await signInFrom(restarted as Harness['app'], '192.0.2.7', 100);
    expect(again.status).toBe(429);
    // The bucket refills with time: an hour later the address may sign in again.
    const later = new Date(Date.now() + 60 * 60 * 1000);
    const afterAnHour = createApp({
      ...h.ctx,
      limits: createRateLimits({ db: h.ctx.db, clock: () => later }),
    });
    expect((await signInFrom(afterAnHour as Harness['app'], '192.0.2.7', 101)).status).toBe(200);
  });

  it('uploads: per user (30 an hour) with 429 and Retry-After, counted before the picture is decoded', async () => {
    const { cookie } = await signIn(h);
    const photo = fixture('photo.jpg');
    const upload = () => {
      const form = new FormData();
      form.append('file', new File([new Uint8Array(photo)], 'me.jpg', { type: 'image/jpeg' }));
      return h.app.request('/api/profile/avatar', { method: 'PUT', headers: { cookie }, body: form });
    };
    const saved = h.ctx.limits;
    h.ctx.limits = createRateLimits(
      { db: h.ctx.db, clock: h.ctx.clock },
      { ...RATE_LIMITS, uploads: { capacity: 3, perMs: RATE_LIMITS.uploads.perMs } },
    );
    try {
      for (let i = 0; i < 3; i++) expect((await upload()).status).toBe(200);
      const refused = await upload();
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
      expect((await body(refused)).error.message).toBe(API_ERRORS.tooManyUploads);
    } finally {
      h.ctx.limits = saved;
    }
  });

  it('live streams: 10 per user open at once, the 11th answers 429; closing one frees its slot', async () => {
    const { cookie } = await signIn(h);
    const project = await createProject(h, cookie);
    const open: Response[] = [];
    for (let i = 0; i < 10; i++) {
      const res = await api(h, cookie, 'GET', `/api/projects/${project.id}/events`);
      expect(res.status).toBe(200);
      open.push(res);
    }
    const refused = await api(h, cookie, 'GET', `/api/projects/${project.id}/events`);
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBe('30');
    expect((await body(refused)).error.message).toBe(API_ERRORS.tooManyStreams);
    await open.pop()!.body!.cancel();
    await expect
      .poll(async () => {
        const res = await api(h, cookie, 'GET', `/api/projects/${project.id}/events`);
        if (res.status === 200) open.push(res);
        else await res.body?.cancel();
        return res.status;
      })
      .toBe(200);
    await Promise.all(open.map((res) => res.body!.cancel()));
  });
});

describe.runIf(TEST_DATABASES.includes('postgres'))('idle live streams on PostgreSQL', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await createHarness('postgres');
  });
  afterAll(() => h.close());

  it('10 open, idle streams send no query to the database (issue 12: 300 cost ~330 transactions a second)', async () => {
    const { pool } = h.database as Extract<Harness['database'], { kind: 'postgres' }>;
    let queries = 0;
    const count = <T extends (...args: never[]) => unknown>(fn: T) =>
      ((...args: Parameters<T>) => {
        queries += 1;
        return fn(...args);
      }) as unknown as T;
    const { cookie } = await signIn(h);
    const project = await createProject(h, cookie);
    const open: Response[] = [];
    for (let i = 0; i < 10; i++) open.push(await api(h, cookie, 'GET', `/api/projects/${project.id}/events`));
    await new Promise((r) => setTimeout(r, 500));
    const restore = override(pool, {
      query: count(pool.query.bind(pool)),
      connect: count(pool.connect.bind(pool)),
    });
    try {
      await new Promise((r) => setTimeout(r, 3000));
    } finally {
      restore();
    }
    await Promise.all(open.map((res) => res.body!.cancel()));
    expect(queries).toBe(0);
  });
});

describe.each(TEST_DATABASES)('request text and auth routes (%s)', (kind) => {
  let h: Harness;
  let cookie: string;
  beforeAll(async () => {
    h = await createHarness(kind);
    ({ cookie } = await signIn(h));
  });
  afterAll(() => h.close());

  it('a NUL byte answers 400 with a clear message on projects, prompts, profile, checkout and the job application', async () => {
    const project = await createProject(h, cookie);
    const attempts: [string, string, unknown][] = [
      ['POST', '/api/projects', { title: 'a\u0000b' }],
      ['PATCH', `/api/projects/${project.id}`, { title: 'a\u0000b' }],
      ['POST', '/api/generations', { prompt: 'a cat\u0000', projectId: project.id }],
      ['PATCH', '/api/profile', { fullName: 'Ada\u0000' }],
      ['POST', '/api/checkout', { packId: 'starter\u0000', returnPath: '/' }],
      ['POST', '/api/local-auth/sign-in', { name: 'Ada\u0000', email: 'nul@example.org' }],
    ];
    for (const [method, url, payload] of attempts) {
      const res = await api(h, cookie, method, url, payload);
      expect(res.status, `${method} ${url}`).toBe(400);
      expect((await body(res)).error.message, url).toContain(API_ERRORS.controlCharacters);
    }
    const form = new FormData();
    form.append('jobId', '0');
    form.append('name', 'Jane\u0000');
    form.append('email', 'jane@example.org');
    form.append('resume', new File([Buffer.from('%PDF-1.4')], 'cv.pdf'));
    const application = await h.app.request('/api/job-applications', { method: 'POST', body: form });
    expect(application.status).toBe(400);
    expect((await body(application)).error.message).toContain(API_ERRORS.controlCharacters);
    const query = await api(h, cookie, 'GET', '/api/blog/posts?tag=a%00b');
    expect(query.status).toBe(400);
  });

  it("better-auth's get-session, list-sessions and update-user are off: no token in a body, no profile bypass", async () => {
    for (const url of ['/api/auth/get-session', '/api/auth/list-sessions']) {
      const res = await api(h, cookie, 'GET', url);
      expect(res.status, url).toBe(404);
      const text = await res.text();
      expect(text).not.toMatch(/token/i);
    }
    const update = await api(h, cookie, 'POST', '/api/auth/update-user', {
      name: 'x'.repeat(100_000).slice(0, 1000),
      image: 'javascript:alert(1)',
    });
    expect(update.status).toBe(404);
    const session = await body(await api(h, cookie, 'GET', '/api/session'));
    expect(session.user.name).toBe('Ada');
    expect(JSON.stringify(session)).not.toMatch(/token/i);
  });

  it('an Idempotency-Key reused with a different request answers 422; the same request replays', async () => {
    const project = await createProject(h, cookie);
    const key = { 'idempotency-key': 'draft-42' };
    const first = await api(
      h,
      cookie,
      'POST',
      '/api/generations',
      { prompt: 'a cat', projectId: project.id },
      key,
    );
    expect(first.status).toBe(201);
    const replay = await api(
      h,
      cookie,
      'POST',
      '/api/generations',
      { prompt: 'a cat', projectId: project.id },
      key,
    );
    expect(replay.status).toBe(201);
    expect((await body(replay)).replayed).toBe(true);
    const other = await api(
      h,
      cookie,
      'POST',
      '/api/generations',
      { prompt: 'a dog', projectId: project.id },
      key,
    );
    expect(other.status).toBe(422);
    expect((await body(other)).error).toEqual({
      code: 'idempotency_key_reused',
      message: API_ERRORS.idempotencyKeyReused,
    });
  });
});

import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, body, override, signIn } from '../../test/factories';
import { createHarness, type Harness, TEST_DATABASES } from '../../test/harness';
import { SESSION_CACHE_TTL_MS, SessionCache, sessionCacheOf } from './session-cache';

const ORIGIN = { origin: 'http://localhost:3000' };

describe.each(TEST_DATABASES)('session cache (%s)', (kind) => {
  let h: Harness;
  beforeAll(async () => {
    h = await createHarness(kind);
  });
  afterAll(() => h.close());

  it('a cached session stops working at once after sign-out', async () => {
    const { cookie } = await signIn(h, 'Hedy');
    expect((await api(h, cookie, 'GET', '/api/credits')).status).toBe(200);
    expect((await api(h, cookie, 'GET', '/api/credits')).status).toBe(200);
    const out = await api(h, cookie, 'POST', '/api/auth/sign-out', {}, ORIGIN);
    expect(out.status).toBe(200);
    expect((await api(h, cookie, 'GET', '/api/credits')).status).toBe(401);
    expect((await body(await api(h, cookie, 'GET', '/api/session'))).user).toBeNull();
  });

  it("revoke-sessions ends the user's other cached sessions at once", async () => {
    const email = `katherine-${Date.now()}@example.org`;
    const phone = await signIn(h, 'Katherine', email);
    const laptop = await signIn(h, 'Katherine', email);
    expect((await api(h, phone.cookie, 'GET', '/api/credits')).status).toBe(200);
    expect((await api(h, laptop.cookie, 'GET', '/api/credits')).status).toBe(200);
    const revoke = await api(h, laptop.cookie, 'POST', '/api/auth/revoke-sessions', {}, ORIGIN);
    expect(revoke.status).toBe(200);
    expect((await api(h, phone.cookie, 'GET', '/api/credits')).status).toBe(401);
    expect((await api(h, laptop.cookie, 'GET', '/api/credits')).status).toBe(401);
  });

  it('a name change shows in the session at once', async () => {
    const { cookie } = await signIn(h, 'Radia');
    expect((await body(await api(h, cookie, 'GET', '/api/session'))).user.name).toBe('Radia');
    const res = await api(h, cookie, 'PATCH', '/api/profile', { fullName: 'Radia Perlman' }, ORIGIN);
    expect(res.status).toBe(200);
    expect((await body(await api(h, cookie, 'GET', '/api/session'))).user.name).toBe('Radia Perlman');
  });

  it('health, readiness, blog and the OpenAPI document never look the session up', async () => {
    const { cookie } = await signIn(h, 'Barbara');
    const restore = override(h.ctx.auth.api, {
      getSession: (() => {
        throw new Error('session looked up');
      }) as never,
    });
    try {
      for (const url of ['/api/health', '/api/ready', '/api/blog/posts', '/api/openapi.json']) {
        expect((await api(h, cookie, 'GET', url)).status, url).toBe(200);
      }
    } finally {
      restore();
    }
  });

  it('a request without the session cookie is signed out without asking better-auth', async () => {
    const restore = override(h.ctx.auth.api, {
      getSession: (() => {
        throw new Error('session looked up');
      }) as never,
    });
    try {
      expect((await body(await h.app.request('/api/session'))).user).toBeNull();
      expect((await h.app.request('/api/credits')).status).toBe(401);
    } finally {
      restore();
    }
  });

  it('a forged cookie is never cached and stays signed out', async () => {
    const cache = sessionCacheOf(h.ctx.auth);
    const before = cache.size;
    const res = await api(h, 'better-auth.session_token=forged.signature', 'GET', '/api/credits');
    expect(res.status).toBe(401);
    expect(cache.size).toBe(before);
  });

  it('trusts a validated session for 30 s, then asks the database again', async () => {
    const { cookie, userId } = await signIn(h, 'Grace');
    let now = Date.now();
    const cache = new SessionCache(h.ctx.auth, () => now);
    const headers = new Headers({ cookie });
    expect((await cache.lookup(headers)).user?.id).toBe(userId);
    // Removed behind the cache's back (another process): still trusted within the TTL …
    await h.ctx.db.execute(sql`delete from session where user_id = ${userId}`);
    expect((await cache.lookup(headers)).user?.id).toBe(userId);
    // … and not after it.
    now += SESSION_CACHE_TTL_MS + 1;
    expect((await cache.lookup(headers)).user).toBeNull();
  });
});

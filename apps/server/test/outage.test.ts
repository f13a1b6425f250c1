import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, body, signIn } from './factories';
import { createHarness, type Harness } from './harness';
import { type LocalCluster, startLocalCluster } from './local-cluster';

/**
 * Issue 28 finding 3: while the database is down, business routes answer 503 `unavailable`
 * with Retry-After (they answered 500 `internal`, 29 of 29 page requests), a real bug still
 * answers 500, and the same process answers normally once the database is back. Runs on a
 * PostgreSQL cluster of its own (port 5442), which it stops and starts.
 */
const PG_PORT = 5442;

describe('a database outage (issue 28)', () => {
  let cluster: LocalCluster;
  let h: Harness;
  const previous = process.env.TEST_DATABASE_URL;

  beforeAll(async () => {
    cluster = startLocalCluster(PG_PORT, { hostAuth: 'trust' });
    process.env.TEST_DATABASE_URL = `postgres://postgres@127.0.0.1:${PG_PORT}/postgres`;
    h = await createHarness('postgres');
  });

  afterAll(async () => {
    await h?.close().catch(() => undefined);
    cluster?.destroy();
    process.env.TEST_DATABASE_URL = previous;
  });

  it('answers 503 with Retry-After while the database is down, 500 for a bug, and recovers', async () => {
    const { cookie } = await signIn(h);
    expect((await api(h, cookie, 'GET', '/api/projects')).status).toBe(200);

    cluster.stop();
    for (const [method, url, payload] of [
      ['GET', '/api/projects', undefined],
      ['POST', '/api/projects', { title: 'Dragons' }],
      ['GET', '/api/session', undefined],
    ] as const) {
      const res = await api(h, cookie, method, url, payload);
      expect(res.status, `${method} ${url}`).toBe(503);
      expect(res.headers.get('retry-after')).toBe('5');
      expect((await body(res)).error.code).toBe('unavailable');
    }
    const ready = await h.app.request('/api/ready');
    expect(ready.status).toBe(503);

    cluster.start();
    const until = Date.now() + 20_000;
    let status = 0;
    while (Date.now() < until && status !== 200) {
      status = (await api(h, cookie, 'GET', '/api/projects')).status;
      if (status !== 200) await new Promise((r) => setTimeout(r, 200));
    }
    expect(status).toBe(200);

    // A bug (here: a table gone) is not an outage.
    cluster.psql(
      'ALTER TABLE projects RENAME TO projects_gone',
      new URL(h.ownerConnectionString!).pathname.slice(1),
    );
    const broken = await api(h, cookie, 'GET', '/api/projects');
    expect(broken.status).toBe(500);
    expect(broken.headers.get('retry-after')).toBeNull();
    cluster.psql(
      'ALTER TABLE projects_gone RENAME TO projects',
      new URL(h.ownerConnectionString!).pathname.slice(1),
    );
  });
});

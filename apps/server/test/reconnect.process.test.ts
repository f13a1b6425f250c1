import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type LocalCluster, startLocalCluster } from './local-cluster';
import { type AppProcess, startAppProcess, waitUntilOk } from './processes';

/**
 * Issue 28 finding 4: a worker died on an unheard 'error' event of a pg Client (57P01,
 * "terminating connection due to administrator command"). Here an API process and a worker
 * process run on a cluster of this test's own (port 5443) while pages are drawn, and every
 * backend of the app's database is terminated with pg_terminate_backend again and again.
 * Both processes must live through it, and every page must end (completed, or failed and
 * refunded), none left behind.
 */
const PG_PORT = 5443;
const API_PORT = 3322;
const PAGES = 12;

describe('backends terminated while pages draw (issue 28)', () => {
  let cluster: LocalCluster;
  let dataDir: string;
  let admin: pg.Client;
  const apps: AppProcess[] = [];

  beforeAll(async () => {
    cluster = startLocalCluster(PG_PORT, { hostAuth: 'trust' });
    cluster.psql('CREATE DATABASE inkling');
    dataDir = mkdtempSync(path.join(tmpdir(), 'inkling-reconnect-'));
    admin = new pg.Client({ connectionString: `postgres://postgres@127.0.0.1:${PG_PORT}/postgres` });
    await admin.connect();
  });

  afterAll(async () => {
    for (const app of apps) app.child.kill('SIGKILL');
    await admin?.end().catch(() => undefined);
    cluster?.destroy();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('the API and the worker survive, and every page ends', { timeout: 180_000 }, async () => {
    const publicUrl = `http://127.0.0.1:${API_PORT}`;
    const env = {
      DATABASE_URL: `postgres://postgres@127.0.0.1:${PG_PORT}/inkling`,
      DATA_DIR: dataDir,
      PUBLIC_URL: publicUrl,
      SERVE_WEB: '0',
      ENGINE_THREADS: '1',
      LOG_LEVEL: 'info',
    };
    const api = startAppProcess('main.ts', { ...env, PORT: String(API_PORT) }, ['--api-only']);
    apps.push(api);
    await waitUntilOk(`${publicUrl}/api/ready`, api);
    const worker = startAppProcess('worker.ts', env);
    apps.push(worker);
    await new Promise<void>((resolve, reject) => {
      const timer = setInterval(() => {
        if (worker.output().includes('worker started')) resolve(clearInterval(timer));
        if (worker.child.exitCode !== null) reject(new Error(worker.output()));
      }, 100);
    });

    const signIn = await fetch(`${publicUrl}/api/local-auth/sign-in`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: publicUrl },
      body: JSON.stringify({ name: 'Ada', email: 'ada@example.org' }),
    });
    expect(signIn.status).toBe(200);
    const cookie = signIn.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');

    const terminate = () =>
      admin.query(
        `select count(pg_terminate_backend(pid))::int as n from pg_stat_activity where datname = 'inkling' and pid <> pg_backend_pid()`,
      );
    let terminations = 0;
    let killing = true;
    const killer = (async () => {
      while (killing) {
        terminations += (await terminate().catch(() => ({ rows: [{ n: 0 }] }))).rows[0].n;
        await new Promise((r) => setTimeout(r, 1_000));
      }
    })();

    // A client as the web app is one: a 503 is asked again with the same Idempotency-Key.
    let accepted = 0;
    const statuses: number[] = [];
    const started = Date.now();
    for (let i = 0; i < PAGES; i++) {
      for (let attempt = 0; attempt < 30; attempt++) {
        const res = await fetch(`${publicUrl}/api/generations`, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            origin: publicUrl,
            cookie,
            'idempotency-key': `page-${i}`,
          },
          body: JSON.stringify({ prompt: `a cat number ${i}` }),
        }).catch((error) => {
          throw new Error(
            `the API did not answer (exit code ${api.child.exitCode}):\n${api.output().slice(-3000)}`,
            {
              cause: error,
            },
          );
        });
        statuses.push(res.status);
        if (res.status === 201) {
          accepted++;
          break;
        }
        await new Promise((r) => setTimeout(r, 300));
      }
    }
    await new Promise((r) => setTimeout(r, 3_000));
    killing = false;
    await killer;

    const db = new pg.Client({ connectionString: env.DATABASE_URL });
    await db.connect();
    try {
      await expect
        .poll(
          async () =>
            (
              await db.query(
                `select count(*)::int as n from generations where status in ('created', 'generating')`,
              )
            ).rows[0].n,
          { timeout: 90_000, interval: 500 },
        )
        .toBe(0);
      const { rows } = await db.query<{ status: string; n: number }>(
        'select status, count(*)::int as n from generations group by status order by status',
      );
      const refunds = (
        await db
          .query(`select count(*)::int as n from credit_ledger where reason like '%refund%'`)
          .catch(() => ({
            rows: [{ n: -1 }],
          }))
      ).rows[0].n;
      console.info(
        `backends terminated: ${terminations}; answers: ${JSON.stringify(countBy(statuses))}; pages accepted ${accepted}, by status ${JSON.stringify(rows)}, refunds ${refunds}; all ended ${((Date.now() - started) / 1000).toFixed(1)} s after the first request`,
      );
      expect(accepted).toBe(PAGES);
      // Every request got an answer the client can act on: created, or 503 to retry.
      for (const status of statuses) expect([201, 503]).toContain(status);
      expect(rows.reduce((sum, r) => sum + r.n, 0)).toBe(accepted);
    } finally {
      await db.end();
    }
    expect(api.child.exitCode, api.output()).toBeNull();
    expect(worker.child.exitCode, worker.output()).toBeNull();
    expect(worker.output()).not.toMatch(/Unhandled 'error' event|uncaught/i);
  });
});

function countBy(values: number[]): Record<number, number> {
  const counts: Record<number, number> = {};
  for (const v of values) counts[v] = (counts[v] ?? 0) + 1;
  return counts;
}

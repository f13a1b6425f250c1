import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type LocalCluster, startLocalCluster } from './local-cluster';
import { type AppProcess, startAppProcess, waitUntilOk } from './processes';

/**
 * Issue 28 finding 6: SIGTERM closed an API instance's listener at once, so requests in
 * flight and the next ones got "connection refused". Now /api/ready answers 503 at once while
 * the instance keeps serving for SHUTDOWN_DRAIN_SECONDS, then the listener closes and a
 * request still in flight is answered before the process exits 0. On a PostgreSQL cluster of
 * this test's own (port 5444).
 */
const PG_PORT = 5444;
const API_PORT = 3331;
const DRAIN_SECONDS = 2;

describe('SIGTERM on an API instance (issue 28)', () => {
  let cluster: LocalCluster;
  let dataDir: string;
  let api: AppProcess | undefined;

  beforeAll(() => {
    cluster = startLocalCluster(PG_PORT, { hostAuth: 'trust' });
    cluster.psql('CREATE DATABASE inkling');
    dataDir = mkdtempSync(path.join(tmpdir(), 'inkling-shutdown-'));
  });

  afterAll(() => {
    api?.child.kill('SIGKILL');
    cluster?.destroy();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('goes unready first, serves through the drain, then closes and lets the request in flight finish', async () => {
    const url = `http://127.0.0.1:${API_PORT}`;
    api = startAppProcess(
      'main.ts',
      {
        DATABASE_URL: `postgres://postgres@127.0.0.1:${PG_PORT}/inkling`,
        DATA_DIR: dataDir,
        PUBLIC_URL: url,
        PORT: String(API_PORT),
        SERVE_WEB: '0',
        SHUTDOWN_DRAIN_SECONDS: String(DRAIN_SECONDS),
      },
      ['--api-only'],
    );
    await waitUntilOk(`${url}/api/ready`, api);

    // A sign-in whose body is still arriving when the listener closes.
    let finishBody = () => {};
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode('{"name":"Ada",'));
        finishBody = () => {
          controller.enqueue(new TextEncoder().encode('"email":"ada@example.org"}'));
          controller.close();
        };
      },
    });
    const inFlight = fetch(`${url}/api/local-auth/sign-in`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: url },
      body,
      duplex: 'half',
    } as RequestInit);
    await new Promise((r) => setTimeout(r, 300));

    const signalledAt = Date.now();
    api.child.kill('SIGTERM');
    await new Promise((r) => setTimeout(r, 200));
    const ready = await fetch(`${url}/api/ready`);
    expect(ready.status).toBe(503);
    expect(await ready.json()).toMatchObject({ ok: false, stopping: true });
    // Still serving: the load balancer has the drain period to notice.
    expect((await fetch(`${url}/api/health`)).status).toBe(200);
    await new Promise((r) => setTimeout(r, DRAIN_SECONDS * 1000 - (Date.now() - signalledAt) - 300));
    expect((await fetch(`${url}/api/health`)).status).toBe(200);

    await new Promise((r) => setTimeout(r, 1_000));
    await expect(fetch(`${url}/api/health`)).rejects.toThrow();
    finishBody();
    expect((await inFlight).status).toBe(200);
    expect(await api.exited).toBe(0);
  });
});

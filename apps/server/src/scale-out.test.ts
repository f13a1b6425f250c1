import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGeneration, createProject, fakePage, signIn } from '../test/factories';
import { createHarness, type Harness, TEST_DATABASES } from '../test/harness';
import { type LocalS3, startLocalS3 } from '../test/s3-server';
import { createApp } from './app';
import { buildContext, openNotifier, startWorker, stopQueueHandingBack } from './bootstrap';
import type { AppContext } from './context';
import { type Database, openDatabase } from './db/client';
import { type BossQueue, startQueue } from './jobs/queue';
import { createLogger } from './logger';
import { Metrics } from './metrics';
import type { GenerationNotifier } from './notifications/generation-notifier';
import { findLedgerMismatches, listLedger } from './repositories/credits.repository';
import { findGeneration } from './repositories/generations.repository';

/**
 * Issue 16: several API instances and workers on one PostgreSQL database share nothing in
 * memory. Instance A is the harness; instance B is a second context (its own pool, queue,
 * LISTEN connection and app) on the same database; both keep files in one S3 bucket
 * (s3rver through the real SDK).
 */
describe.runIf(TEST_DATABASES.includes('postgres'))('two instances on one PostgreSQL database', () => {
  let a: Harness;
  let s3: LocalS3;
  let b: {
    ctx: AppContext;
    app: ReturnType<typeof createApp>;
    database: Database;
    queue: BossQueue;
    notifier: GenerationNotifier;
  };
  const stops: (() => void)[] = [];

  beforeAll(async () => {
    s3 = await startLocalS3();
    a = await createHarness('postgres', { realQueue: true });
    a.ctx.storage = s3.storage();
    a.ctx.metrics = new Metrics({ defaults: false });
    const logger = createLogger('silent');
    const database = await openDatabase({ databaseUrl: a.connectionString, dataDir: null });
    const queue = await startQueue(database, logger);
    const notifier = await openNotifier(database, logger);
    const ctx = buildContext({
      config: a.ctx.config,
      database,
      logger,
      engine: a.ctx.engine,
      queue,
      notifier,
      storage: s3.storage(),
      metrics: new Metrics({ defaults: false }),
    });
    b = { ctx, app: createApp(ctx), database, queue, notifier };
  });
  afterAll(async () => {
    for (const stop of stops) stop();
    await b?.queue.stop();
    await b?.notifier.close();
    await b?.database.close();
    await a?.close();
    await s3?.close();
  });

  /** A browser-like request to instance B from `address`. */
  function requestB(url: string, init: RequestInit = {}, address = '198.19.0.1') {
    const headers = new Headers(init.headers);
    if (init.method && init.method !== 'GET') headers.set('origin', new URL(a.ctx.config.publicUrl).origin);
    return b.app.request(url, { ...init, headers }, { incoming: { socket: { remoteAddress: address } } });
  }

  it('a sign-out on one instance ends the session cached by the other at once (LISTEN/NOTIFY)', async () => {
    const { cookie } = await signIn(a, 'Sol');
    const sessionOnB = async () =>
      (await (await requestB('/api/session', { headers: { cookie } })).json()).user;
    expect((await sessionOnB())?.name).toBe('Sol');
    // B now holds the session in its cache (30 s); A signs the user out.
    const out = await a.app.request('/api/auth/sign-out', {
      method: 'POST',
      headers: { cookie, origin: new URL(a.ctx.config.publicUrl).origin, 'content-type': 'application/json' },
      body: '{}',
    });
    expect(out.status).toBe(200);
    let user: unknown = 'still signed in';
    for (let i = 0; i < 40 && user !== null; i++) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      user = await sessionOnB();
    }
    expect(user).toBeNull();
  });

  it('the sign-in limit is one limit: 24 parallel sign-ins from one address across both instances let exactly 10 through', async () => {
    const address = '198.19.7.7';
    const attempts = Array.from({ length: 24 }, (_, i) => {
      const init = {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: new URL(a.ctx.config.publicUrl).origin },
        body: JSON.stringify({ name: `Kid ${i}`, email: `kid-${i}-${Date.now()}@example.org` }),
      };
      const env = { incoming: { socket: { remoteAddress: address } } };
      return i % 2 === 0
        ? a.app.request('/api/local-auth/sign-in', init, env)
        : b.app.request('/api/local-auth/sign-in', init, env);
    });
    const statuses = (await Promise.all(attempts)).map((r) => r.status);
    expect(statuses.filter((s) => s === 200).length).toBe(a.ctx.config.signInRateLimit);
    expect(statuses.filter((s) => s === 429).length).toBe(24 - a.ctx.config.signInRateLimit);
  });

  it('a page drawn by a worker of A reaches the live stream open on B, and B serves its picture from S3', {
    timeout: 30_000,
  }, async () => {
    const { cookie } = await signIn(a);
    const project = await createProject(a, cookie);
    const res = await requestB(`/api/projects/${project.id}/events`, { headers: { cookie } });
    expect(res.status).toBe(200);
    const reader = res.body!.getReader();
    const decoder = new TextDecoder();
    let text = '';
    stops.push(await startWorker(a.ctx, a.queue as BossQueue, a.database));
    const g = await createGeneration(a, cookie, project.id);
    const deadline = Date.now() + 20_000;
    while (!text.includes('"status":"completed"') && Date.now() < deadline) {
      const { value, done } = await reader.read();
      if (done) break;
      text += decoder.decode(value);
    }
    await reader.cancel();
    expect(text).toContain(`"id":"${g.id}"`);
    expect(text).toContain('"status":"completed"');
    const done = await findGeneration(a.ctx.db, g.id);
    const printed = await requestB(`/api/files/${done!.printFileId}`, { headers: { cookie } });
    expect(printed.status).toBe(200);
    expect(printed.headers.get('content-type')).toBe('image/png');
    const keys: string[] = [];
    for await (const key of s3.storage().keys()) keys.push(key);
    expect(keys.length).toBeGreaterThan(0);
    // Another user may not read it through either instance.
    const other = await signIn(a, 'Eve');
    expect(
      (await requestB(`/api/files/${done!.printFileId}`, { headers: { cookie: other.cookie } })).status,
    ).toBe(404);
  });

  it('a worker stopped mid-page hands it back: another worker finishes it, drawn and charged once, late result discarded', {
    timeout: 60_000,
  }, async () => {
    for (const stop of stops.splice(0)) stop();
    const { cookie, userId } = await signIn(a, 'Grace');
    const project = await createProject(a, cookie);
    let releaseA: () => void = () => {};
    let drawnByA = 0;
    let drawnByB = 0;
    a.ctx.engine = {
      ...a.ctx.engine,
      generatePage: async (request) => {
        drawnByA += 1;
        await new Promise<void>((resolve) => {
          releaseA = resolve;
        });
        return fakePage(request);
      },
    };
    b.ctx.engine = {
      ...b.ctx.engine,
      generatePage: async (request) => {
        drawnByB += 1;
        return fakePage(request);
      },
    };
    // A's worker (started above on A's queue) now draws with the blocking engine.
    const queueA = a.queue as BossQueue;
    const g = await createGeneration(a, cookie, project.id);
    await expect.poll(() => drawnByA, { timeout: 15_000 }).toBe(1);
    expect((await findGeneration(a.ctx.db, g.id))?.status).toBe('generating');

    // SIGTERM on A: 1 s of grace, then the page goes back to the queue; B's worker takes it.
    stops.push(await startWorker(b.ctx, b.queue, b.database));
    await stopQueueHandingBack(a.ctx, queueA, { graceMs: 1_000, olderThanMs: 0 });
    await expect
      .poll(async () => (await findGeneration(a.ctx.db, g.id))?.status, { timeout: 20_000 })
      .toBe('completed');
    expect(drawnByB).toBe(1);

    // A's handler finally returns: its result must not replace B's page.
    const finished = await findGeneration(a.ctx.db, g.id);
    releaseA();
    await new Promise((r) => setTimeout(r, 500));
    const after = await findGeneration(a.ctx.db, g.id);
    expect(after?.status).toBe('completed');
    expect(after?.printFileId).toBe(finished?.printFileId);
    expect(after?.attempts).toBe(2);
    const ledger = await listLedger(a.ctx.db, userId);
    expect(ledger.filter((e) => e.reason === 'generation').length).toBe(1);
    expect(ledger.filter((e) => e.reason === 'refund').length).toBe(0);
    expect(await findLedgerMismatches(a.ctx.db)).toEqual([]);
  });

  it('/api/ready answers 200 when the database and S3 are up, 503 naming S3 when its bucket is gone', async () => {
    const ok = await requestB('/api/ready');
    expect(ok.status).toBe(200);
    expect(await ok.json()).toEqual({ ok: true, database: 'up', storage: 'up' });
    const storage = b.ctx.storage;
    const { S3Storage } = await import('./storage/s3-storage');
    b.ctx.storage = new S3Storage({
      bucket: 'missing-bucket',
      region: s3.region,
      endpoint: s3.endpoint,
      forcePathStyle: true,
      credentials: s3.credentials,
    });
    const down = await requestB('/api/ready');
    expect(down.status).toBe(503);
    expect(await down.json()).toEqual({ ok: false, database: 'up', storage: 'down' });
    b.ctx.storage.close();
    b.ctx.storage = storage;
  });
});

import net from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startWorker } from '../src/bootstrap';
import { isTransientError } from '../src/errors';
import type { BossQueue } from '../src/jobs/queue';
import { findGeneration } from '../src/repositories/generations.repository';
import { S3Storage } from '../src/storage/s3-storage';
import { body, createGeneration, createProject, fixture, signIn } from './factories';
import { createHarness, type Harness, TEST_DATABASES } from './harness';
import { type LocalS3, startLocalS3 } from './s3-server';

/**
 * Issue 28 finding 5: with s3rver stopped for 20 s, 21 of 23 accepted pages failed and were
 * refunded instead of being drawn once storage came back, and with s3rver frozen requests hung
 * ~20 s. Pages whose storage write fails for a passing reason go back to the queue with a
 * growing wait and are drawn once the storage answers again, charged once, never refunded;
 * photo uploads during the outage answer 503; a frozen server fails a request in bounded time.
 */
describe.each(TEST_DATABASES)('a storage outage (%s)', (kind) => {
  let s3: LocalS3;
  let h: Harness;
  let stopWorker = () => {};

  beforeAll(async () => {
    s3 = await startLocalS3();
    h = await createHarness(kind, { realQueue: true });
    h.ctx.storage = s3.storage();
    stopWorker = await startWorker(h.ctx, h.queue as BossQueue, h.database);
  });
  afterAll(async () => {
    stopWorker();
    await h?.close();
    await s3?.close();
  });

  it('pages queued while the storage is down are drawn when it is back, charged once, not refunded', {
    timeout: 120_000,
  }, async () => {
    const { cookie, userId } = await signIn(h);
    const project = await createProject(h, cookie);
    const credits = async () => {
      const c = (await body(await h.app.request('/api/session', { headers: { cookie } }))).credits;
      return c.credits + c.dailyCreditsRemaining;
    };
    const before = await credits();

    await s3.stop();
    const pages = [];
    for (let i = 0; i < 3; i++)
      pages.push(await createGeneration(h, cookie, project.id, `a kite number ${i}`));
    // A photo is stored before its page is made: the upload answers 503, nothing is charged.
    const form = new FormData();
    form.append('prompt', 'my cat');
    form.append(
      'inputImage',
      new File([new Uint8Array(fixture('photo.jpg'))], 'photo.jpg', { type: 'image/jpeg' }),
    );
    const upload = await h.app.request('/api/generations', {
      method: 'POST',
      headers: { cookie },
      body: form,
    });
    expect(upload.status).toBe(503);
    expect(upload.headers.get('retry-after')).toBe('5');

    await new Promise((r) => setTimeout(r, 6_000));
    await s3.start();
    const backAt = Date.now();
    for (const page of pages) {
      await expect
        .poll(async () => (await findGeneration(h.ctx.db, page.id))?.status, {
          timeout: 90_000,
          interval: 250,
        })
        .toBe('completed');
    }
    const attempts = await Promise.all(
      pages.map(async (p) => (await findGeneration(h.ctx.db, p.id))!.attempts),
    );
    console.info(
      `${kind}: storage down 6 s; pages completed ${((Date.now() - backAt) / 1000).toFixed(1)} s after it came back; attempts ${attempts.join(', ')}`,
    );
    expect(Math.max(...attempts)).toBeGreaterThan(1);
    const after = await credits();
    expect(after).toBe(before - pages.length);
    const refunds = await h.database.db.execute(
      `select count(*)::int as n from credit_ledger where user_id = '${userId}' and reason = 'refund'`,
    );
    expect((refunds as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(0);
  });
});

describe('a frozen S3 server', () => {
  let server: net.Server;
  const sockets: net.Socket[] = [];
  afterEach(() => {
    for (const socket of sockets) socket.destroy();
    server?.close();
  });

  it('fails a request in bounded time with an error the app treats as an outage', {
    timeout: 60_000,
  }, async () => {
    // Accepts connections and never answers, as a SIGSTOPped server whose kernel still accepts.
    server = net.createServer((socket) => void sockets.push(socket));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as net.AddressInfo;
    const storage = new S3Storage({
      bucket: 'frozen',
      region: 'us-east-1',
      endpoint: `http://127.0.0.1:${port}`,
      forcePathStyle: true,
      credentials: { accessKeyId: 'x', secretAccessKey: 'y' },
    });
    const started = Date.now();
    const error = await storage.put('pages/a.png', Buffer.from('png'), 'image/png').catch((e: unknown) => e);
    const seconds = (Date.now() - started) / 1000;
    storage.close();
    console.info(`frozen S3: put failed after ${seconds.toFixed(1)} s (${(error as Error).name})`);
    expect(error).toBeInstanceOf(Error);
    expect(isTransientError(error)).toBe(true);
    expect(seconds).toBeLessThan(25);
  });
});

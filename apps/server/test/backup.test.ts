import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../src/app';
import { buildContext } from '../src/bootstrap';
import { type Database, openDatabase } from '../src/db/client';
import { createLogger } from '../src/logger';
import { backup, restore } from '../src/services/backup.service';
import { processGeneration } from '../src/services/generations.service';
import { api, body, createGeneration, createProject, signIn } from './factories';
import { createHarness, type Harness, RecordingQueue } from './harness';
import { type LocalCluster, startLocalCluster } from './local-cluster';
import { type LocalS3, startLocalS3 } from './s3-server';

/**
 * Issue 28 finding 7: a backup (pg_dump -Fc, then the bucket) restored into an empty
 * database and an empty bucket serves a user's page again, with the same session cookie.
 * Files without a row are left out; a row whose file is missing is reported. On a
 * PostgreSQL cluster of this test's own (port 5445) and two s3rver buckets.
 */
const PG_PORT = 5445;

describe('backup and restore (issue 28)', () => {
  let cluster: LocalCluster;
  let source: LocalS3;
  let target: LocalS3;
  let h: Harness;
  let restored: Database | undefined;
  let dir: string;
  const previous = process.env.TEST_DATABASE_URL;

  beforeAll(async () => {
    cluster = startLocalCluster(PG_PORT, { hostAuth: 'trust' });
    process.env.TEST_DATABASE_URL = `postgres://postgres@127.0.0.1:${PG_PORT}/postgres`;
    source = await startLocalS3('source');
    target = await startLocalS3('target');
    h = await createHarness('postgres');
    h.ctx.storage = source.storage();
    dir = mkdtempSync(path.join(tmpdir(), 'inkling-backup-'));
  });
  afterAll(async () => {
    await restored?.close();
    await h?.close();
    await source?.close();
    await target?.close();
    cluster?.destroy();
    rmSync(dir, { recursive: true, force: true });
    process.env.TEST_DATABASE_URL = previous;
  });

  it('round-trips the database and the bucket, and the restored pair serves the page', async () => {
    const { cookie } = await signIn(h);
    const project = await createProject(h, cookie);
    const page = await createGeneration(h, cookie, project.id);
    await processGeneration(h.ctx, page.id);
    const finished = await body(await api(h, cookie, 'GET', `/api/generations/${page.id}`));
    const printUrl = finished.result.printUrl as string;
    const original = Buffer.from(await (await api(h, cookie, 'GET', printUrl)).arrayBuffer());
    expect(original.length).toBeGreaterThan(100);
    await h.ctx.storage.put('orphans/no-row.png', Buffer.from('x'), 'image/png');

    const made = await backup({ databaseUrl: h.ownerConnectionString!, storage: h.ctx.storage, dir });
    expect(made.files).toBeGreaterThanOrEqual(3);

    cluster.psql('CREATE DATABASE restored');
    const restoredUrl = `postgres://postgres@127.0.0.1:${PG_PORT}/restored`;
    restored = await openDatabase({ databaseUrl: restoredUrl, dataDir: null });
    const report = await restore({
      databaseUrl: restoredUrl,
      db: restored.db,
      storage: target.storage(),
      dir,
    });
    expect(report).toEqual({ restored: made.files - 1, skippedWithoutRow: 1, missingFiles: [] });

    const ctx = buildContext({
      config: h.ctx.config,
      database: restored,
      logger: createLogger('silent'),
      engine: h.ctx.engine,
      queue: new RecordingQueue(),
      storage: target.storage(),
    });
    const app = createApp(ctx);
    const served = await app.request(printUrl, { headers: { cookie } });
    expect(served.status).toBe(200);
    expect(Buffer.from(await served.arrayBuffer()).equals(original)).toBe(true);
  });
});

import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { EngineError } from '@inkling/engine';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  api,
  body,
  createGeneration,
  createProject,
  failingGenerator,
  override,
  signIn,
} from '../test/factories';
import { createHarness, type Harness, TEST_DATABASES } from '../test/harness';
import { type LocalS3, startLocalS3 } from '../test/s3-server';
import { createApp } from './app';
import { Metrics, PAGE_FAILURE_REASONS } from './metrics';
import { pageFailureReason, processGeneration } from './services/generations.service';
import { measureStorage } from './storage/measured-storage';

const TOKEN = 'metrics-token-0123456789';

/**
 * Issue 28 finding 8: storage errors by operation, refunds by reason and failed pages by
 * reason are counted where they happen and read from GET /metrics; every known series is
 * exported from the start at 0.
 */
describe.each(TEST_DATABASES)('storage errors, refunds and failed pages in /metrics (%s)', (kind) => {
  let h: Harness;
  let metricsApp: ReturnType<typeof createApp>;
  const scrape = async () =>
    (await metricsApp.request('/metrics', { headers: { authorization: `Bearer ${TOKEN}` } })).text();

  beforeAll(async () => {
    h = await createHarness(kind);
    h.ctx.config = { ...h.ctx.config, metricsToken: TOKEN };
    h.ctx.metrics = new Metrics({ defaults: false });
    // /metrics is mounted when the app is made with metrics; the harness's app serves the rest.
    metricsApp = createApp(h.ctx);
  });
  afterAll(() => h.close());

  it('exports every known series at 0 before anything happened', async () => {
    const text = await scrape();
    for (const operation of ['put', 'get', 'delete', 'check']) {
      expect(text).toContain(`inkling_storage_errors_total{operation="${operation}"} 0`);
    }
    expect(text).toContain('inkling_refunds_total{reason="generation_failed"} 0');
    expect(text).toContain('inkling_refunds_total{reason="user_report"} 0');
    for (const reason of PAGE_FAILURE_REASONS) {
      expect(text).toContain(`inkling_pages_failed_total{reason="${reason}"} 0`);
    }
  });

  it('a page whose file cannot be stored counts a put error, a storage failure and a refund; a report counts a user refund', async () => {
    const { cookie } = await signIn(h);
    const project = await createProject(h, cookie);
    const g = await createGeneration(h, cookie, project.id);
    // The storage folder becomes a file: every write fails (ENOTDIR/EEXIST), as a broken disk would.
    const files = path.join(h.ctx.config.dataDir, 'files');
    rmSync(files, { recursive: true, force: true });
    writeFileSync(files, 'not a folder');
    try {
      await processGeneration(h.ctx, g.id);
    } finally {
      rmSync(files, { force: true });
      mkdirSync(files, { recursive: true });
    }
    const failed = await body(await api(h, cookie, 'GET', `/api/generations/${g.id}`));
    expect(failed.status).toBe('failed');
    let text = await scrape();
    expect(text).toContain('inkling_storage_errors_total{operation="put"} 1');
    expect(text).toContain('inkling_pages_failed_total{reason="storage"} 1');
    expect(text).toContain('inkling_refunds_total{reason="generation_failed"} 1');

    // A page the engine refuses fails for safety.
    const undo = override(h.ctx.engine, {
      generatePage: failingGenerator(new EngineError('provider_refused', 'Not this one.')),
    });
    const refused = await createGeneration(h, cookie, project.id, 'a cat on a boat');
    await processGeneration(h.ctx, refused.id).finally(undo);
    text = await scrape();
    expect(text).toContain('inkling_pages_failed_total{reason="safety"} 1');
    expect(text).toContain('inkling_refunds_total{reason="generation_failed"} 2');

    const drawn = await createGeneration(h, cookie, project.id, 'a dog with a hat');
    await processGeneration(h.ctx, drawn.id);
    expect((await api(h, cookie, 'POST', `/api/generations/${drawn.id}/report`)).status).toBe(200);
    text = await scrape();
    expect(text).toContain('inkling_refunds_total{reason="user_report"} 1');
    expect(text).toContain('inkling_storage_errors_total{operation="put"} 1');
  });
});

describe('failed storage operations on S3 (s3rver stopped)', () => {
  let s3: LocalS3;
  beforeAll(async () => {
    s3 = await startLocalS3();
  });
  afterAll(() => s3.close());

  it('counts each failed operation once by operation, a missing object not at all, and rethrows the error', async () => {
    const metrics = new Metrics({ defaults: false });
    const storage = measureStorage(s3.storage(), () => metrics);
    expect(await storage.get('pages/missing.png')).toBeNull();
    await s3.stop();
    try {
      await expect(storage.put('pages/a.png', Buffer.from('x'), 'image/png')).rejects.toThrow();
      await expect(storage.get('pages/a.png')).rejects.toThrow();
    } finally {
      await s3.start();
    }
    const text = await metrics.registry.metrics();
    expect(text).toContain('inkling_storage_errors_total{operation="put"} 1');
    expect(text).toContain('inkling_storage_errors_total{operation="get"} 1');
    expect(text).toContain('inkling_storage_errors_total{operation="delete"} 0');
  });

  it('does not count an error of the producer of a streamed write as a storage error', async () => {
    const metrics = new Metrics({ defaults: false });
    const storage = measureStorage(s3.storage(), () => metrics);
    const bug = new Error('the book writer failed');
    await expect(
      storage.putStreaming('books/a.pdf', 'application/pdf', async () => {
        throw bug;
      }),
    ).rejects.toBe(bug);
    expect(await metrics.registry.metrics()).toContain(
      'inkling_storage_errors_total{operation="put_streaming"} 0',
    );
  });
});

describe('pageFailureReason', () => {
  it('maps engine codes, storage and outage errors to the bounded reasons', () => {
    expect(pageFailureReason(new EngineError('blocked_prompt', 'x'))).toBe('safety');
    expect(pageFailureReason(new EngineError('invalid_image', 'x'))).toBe('invalid_input');
    expect(pageFailureReason(new EngineError('timeout', 'x'))).toBe('timeout');
    expect(pageFailureReason(new EngineError('provider_failed', 'x'))).toBe('engine_error');
    expect(
      pageFailureReason(Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' })),
    ).toBe('database');
    expect(pageFailureReason(new TypeError('x is undefined'))).toBe('internal');
  });
});

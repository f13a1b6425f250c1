import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGeneration, createProject, signIn } from '../../test/factories';
import { createHarness, type Harness, TEST_DATABASES } from '../../test/harness';
import { startWorker } from '../bootstrap';
import { claimGeneration, findGeneration } from '../repositories/generations.repository';
import { type BossQueue, GENERATE_PAGE_JOB } from './queue';

/**
 * Issue 12 finding 6: a page whose worker died waited ~2.5 minutes before it was queued
 * again. On a PostgreSQL server (several worker processes; on PGlite the one process
 * recovers its own jobs at start) a worker takes the job and claims the page, then dies
 * without a word (no heartbeats). A live worker must finish the page within 30 s.
 */
describe.runIf(TEST_DATABASES.includes('postgres'))('a dead worker on PostgreSQL', () => {
  let h: Harness;
  let stop = () => {};
  beforeAll(async () => {
    h = await createHarness('postgres', { realQueue: true });
  });
  afterAll(async () => {
    stop();
    await h.close();
  });

  it('its page is drawn by a live worker in under 30 s, once', { timeout: 60_000 }, async () => {
    const queue = h.queue as BossQueue;
    const { cookie } = await signIn(h);
    const g = await createGeneration(h, cookie, (await createProject(h, cookie)).id);
    const [job] = await queue.boss.fetch(GENERATE_PAGE_JOB);
    // The job carries the page and the request id of the request that queued it (issue 28 #9).
    expect(job?.data).toEqual({ generationId: g.id, requestId: expect.any(String) });
    expect((await claimGeneration(h.ctx.db, g.id))?.status).toBe('generating');
    const diedAt = Date.now();
    let drawn = 0;
    const generatePage = h.ctx.engine.generatePage;
    h.ctx.engine.generatePage = (request) => {
      drawn += 1;
      return generatePage(request);
    };
    stop = await startWorker(h.ctx, queue, h.database);
    await expect
      .poll(async () => (await findGeneration(h.ctx.db, g.id))?.status, { timeout: 30_000, interval: 250 })
      .toBe('completed');
    const seconds = (Date.now() - diedAt) / 1000;
    expect(seconds).toBeLessThan(30);
    expect(drawn).toBe(1);
    console.info(`dead worker's page finished after ${seconds.toFixed(1)} s`);
  });
});

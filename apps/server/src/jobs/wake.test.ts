import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGeneration, createProject, signIn } from '../../test/factories';
import { createHarness, type Harness, TEST_DATABASES } from '../../test/harness';
import { buildContext, openNotifier, startWorker } from '../bootstrap';
import type { AppContext } from '../context';
import { type Database, openDatabase } from '../db/client';
import { createLogger } from '../logger';
import type { GenerationNotifier } from '../notifications/generation-notifier';
import { findGeneration } from '../repositories/generations.repository';
import { type BossQueue, startQueue } from './queue';

/** The worker process's poll in this test, s: far longer than any wait below. */
const SLOW_POLL_SECONDS = 600;

/**
 * Issue 15: a page queued by an API process starts in a worker process at once, not at the
 * worker's next poll. Instance A (the harness) is the API: it queues pages and runs no worker.
 * Instance B is the worker process: its own pool, pg-boss and LISTEN connection on the same
 * database, polling only every 10 minutes. A page that B finishes within 20 s was started by
 * the wake (PAGE_QUEUED_KEY over LISTEN/NOTIFY), not by a poll.
 */
describe.runIf(TEST_DATABASES.includes('postgres'))(
  'a worker in another process is woken by a queued page',
  () => {
    let a: Harness;
    let b: { ctx: AppContext; database: Database; queue: BossQueue; notifier: GenerationNotifier };
    let stopWorker = () => {};

    beforeAll(async () => {
      a = await createHarness('postgres', { realQueue: true });
      const logger = createLogger('silent');
      const database = await openDatabase({ databaseUrl: a.connectionString, dataDir: null });
      const queue = await startQueue(database, logger, { pollingIntervalSeconds: SLOW_POLL_SECONDS });
      const notifier = await openNotifier(database, logger);
      const ctx = buildContext({
        config: a.ctx.config,
        database,
        logger,
        engine: a.ctx.engine,
        queue,
        notifier,
      });
      ctx.storage = a.ctx.storage;
      b = { ctx, database, queue, notifier };
      stopWorker = await startWorker(b.ctx, b.queue, b.database);
    });
    afterAll(async () => {
      stopWorker();
      await b?.queue.stop();
      await b?.notifier.close();
      await b?.database.close();
      await a?.close();
    });

    it('pages queued on A are drawn by B long before its poll', { timeout: 60_000 }, async () => {
      const { cookie } = await signIn(a);
      const project = await createProject(a, cookie);
      // Two pages one after the other: by the second, each of B's page workers has made its
      // first fetch and sleeps until its 10-minute poll, so only a wake can start it.
      for (const prompt of ['a puppy with a ball', 'a kitten in a basket']) {
        const g = await createGeneration(a, cookie, project.id, prompt);
        await expect
          .poll(async () => (await findGeneration(a.ctx.db, g.id))?.status, {
            timeout: 20_000,
            interval: 100,
          })
          .toBe('completed');
      }
    });
  },
);

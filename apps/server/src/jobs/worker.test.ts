import { generationSchema } from '@inkling/contracts/api';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, body, createGeneration, createProject, signIn } from '../../test/factories';
import { createHarness, type Harness, TEST_DATABASES } from '../../test/harness';
import { startWorker } from '../bootstrap';
import { createEngine } from '../engine';
import { createEnginePool, type EnginePool } from '../engine-pool';
import { createPostgresNotifier, type GenerationNotifier } from '../notifications/generation-notifier';
import { processGeneration } from '../services/generations.service';
import { type BossQueue, GENERATE_PAGE_JOB } from './queue';

/** Reads server-sent events from `res` until `done(event)` is true; returns the events' data. */
async function readEvents(
  res: Response,
  done: (data: { status: string }) => boolean,
  timeoutMs = 45_000,
  afterFirst?: () => Promise<void>,
) {
  const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader();
  const events: { status: string }[] = [];
  let buffer = '';
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    // Stop at the deadline even while the stream is silent (its keep-alive comes every 15 s).
    const timeLeft = deadline - Date.now();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const { value, done: ended } = await Promise.race([
      reader.read(),
      new Promise<{ value: undefined; done: true }>((resolve) => {
        timer = setTimeout(() => resolve({ value: undefined, done: true }), timeLeft);
      }),
    ]).finally(() => clearTimeout(timer));
    if (ended) break;
    buffer += value;
    let end = buffer.indexOf('\n\n');
    while (end >= 0) {
      const block = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      const data = block
        .split('\n')
        .filter((line) => line.startsWith('data: '))
        .map((line) => line.slice(6))
        .join('\n');
      if (block.includes('event: generation') && data) {
        events.push(generationSchema.parse(JSON.parse(data)));
        // Lets a test act only once the stream's replay has been read (no race with it).
        if (events.length === 1 && afterFirst) await afterFirst();
        if (done(events.at(-1)!)) {
          await reader.cancel();
          return events;
        }
      }
      end = buffer.indexOf('\n\n');
    }
  }
  await reader.cancel();
  return events;
}

describe.each(TEST_DATABASES)('worker with pg-boss and the real engine (%s)', (kind) => {
  let h: Harness;
  let pool: EnginePool;
  beforeAll(async () => {
    h = await createHarness(kind, { realQueue: true });
    // The engine's thread pool (issue 15), as `npm start` and `npm run worker` run it.
    pool = createEnginePool({ threads: h.ctx.config.engineThreads, logger: h.ctx.logger });
    h.ctx.engine = createEngine(h.ctx.config, h.ctx.logger, pool);
    await startWorker(h.ctx, h.queue as BossQueue, h.database);
  });
  afterAll(async () => {
    await h.close();
    await pool.close();
  });

  it('a created page is drawn by the sketchbook provider and announced on the event stream', async () => {
    const { cookie } = await signIn(h);
    const p = await createProject(h, cookie);
    const stream = await api(h, cookie, 'GET', `/api/projects/${p.id}/events`);
    expect(stream.status).toBe(200);
    expect(stream.headers.get('content-type')).toMatch(/text\/event-stream/);
    const res = await api(h, cookie, 'POST', '/api/generations', {
      projectId: p.id,
      prompt: 'a dog and a fire engine',
      format: 'square',
    });
    expect(res.status).toBe(201);
    const events = await readEvents(stream, (g) => g.status === 'completed' || g.status === 'failed');
    expect(events.map((e) => e.status)).toEqual(['created', 'generating', 'completed']);
    const done = generationSchema.parse(
      await body(await api(h, cookie, 'GET', `/api/generations/${(await body(res)).generation.id}`)),
    );
    expect(done.result).toMatchObject({ width: 2048, height: 2048, dpi: 300 });
    expect(done.elements).toEqual(expect.arrayContaining(['dog', 'fire engine']));
    const preview = await api(h, cookie, 'GET', done.result!.previewUrl);
    expect(preview.status).toBe(200);
    const png = Buffer.from(await preview.arrayBuffer());
    expect(png.subarray(1, 4).toString()).toBe('PNG');
    // Drawn in one of the pool's threads, not on the event loop.
    expect(pool.completed).toBe(1);

    // Save it as a character and bring it into a new page.
    const character = await api(h, cookie, 'POST', '/api/characters', {
      generationId: done.id,
      title: 'Rex',
      description: '  ',
    });
    expect(character.status).toBe(201);
    const saved = await body(character);
    expect(saved).toMatchObject({ title: 'Rex', description: null });
    expect((await api(h, cookie, 'GET', saved.imageUrl)).status).toBe(200);
    const list = await body(await api(h, cookie, 'GET', '/api/characters'));
    expect(list.map((c: { id: string }) => c.id)).toEqual([saved.id]);
  });
});

describe.each(TEST_DATABASES.filter((kind) => kind === 'postgres'))(
  'event stream with the worker in another process (%s: LISTEN/NOTIFY)',
  (kind) => {
    let h: Harness;
    let other: { pool: pg.Pool; notifier: GenerationNotifier };
    beforeAll(async () => {
      h = await createHarness(kind);
      // The "other process": its own pool and its own notifier on the same database.
      const pool = new pg.Pool({ connectionString: h.connectionString, max: 2 });
      const notifier = await createPostgresNotifier({
        connectionString: h.connectionString!,
        pool,
        logger: h.ctx.logger,
      });
      other = { pool, notifier };
    });
    afterAll(async () => {
      await other.notifier.close();
      await other.pool.end();
      await h.close();
    });

    it('a page drawn elsewhere reaches the open stream through PostgreSQL, without polling', async () => {
      const { cookie } = await signIn(h);
      const p = await createProject(h, cookie);
      const g = await createGeneration(h, cookie, p.id);
      const stream = await api(h, cookie, 'GET', `/api/projects/${p.id}/events`);
      await processGeneration({ ...h.ctx, notifier: other.notifier }, g.id);
      const events = await readEvents(stream, (e) => e.status === 'completed', 10_000);
      expect(events.map((e) => e.status)).toEqual(['created', 'generating', 'completed']);
    });

    it('a page drawn in a process that tells nobody is not reported (the stream does not poll)', async () => {
      const { cookie } = await signIn(h);
      const p = await createProject(h, cookie);
      // The page's own 'created' NOTIFY arrives asynchronously; wait for it, or it could reach
      // the stream after the silent draw below and (rightly) replay the row as it is by then.
      const announced = new Promise<void>((resolve) => {
        const stop = h.ctx.notifier.subscribe(p.id, () => {
          stop();
          resolve();
        });
      });
      const g = await createGeneration(h, cookie, p.id);
      await announced;
      const stream = await api(h, cookie, 'GET', `/api/projects/${p.id}/events`);
      const silent = { notify: async () => {}, subscribe: () => () => {}, close: async () => {} };
      // Draw the page only after the stream has replayed it as 'created'.
      const events = await readEvents(
        stream,
        (e) => e.status === 'completed',
        2_500,
        () => processGeneration({ ...h.ctx, notifier: silent }, g.id),
      );
      expect(events.map((e) => e.status)).toEqual(['created']);
    });
  },
);

describe.each(TEST_DATABASES)('pg-boss queue (%s)', (kind) => {
  let h: Harness;
  beforeAll(async () => {
    h = await createHarness(kind, { realQueue: true });
  });
  afterAll(() => h.close());

  it('reports the job state of a generation (used by recovery)', async () => {
    const id = '11111111-1111-4111-8111-111111111111';
    expect(await h.queue.jobState(id)).toEqual({ waiting: false, active: false });
    await h.queue.enqueueGeneration(id);
    expect(await h.queue.jobState(id)).toEqual({ waiting: true, active: false });
    expect(await h.queue.jobState('22222222-2222-4222-8222-222222222222')).toEqual({
      waiting: false,
      active: false,
    });
    await (h.queue as BossQueue).boss.fetch(GENERATE_PAGE_JOB);
    expect(await h.queue.jobState(id)).toEqual({ waiting: false, active: true });
  });
});

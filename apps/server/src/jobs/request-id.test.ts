import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, body, createProject, signIn } from '../../test/factories';
import { createHarness, type Harness, TEST_DATABASES } from '../../test/harness';
import { startWorker } from '../bootstrap';
import { createLogger } from '../logger';
import { type BossQueue, GENERATE_PAGE_JOB } from './queue';

type LogLine = { msg: string; reqId?: string; generationId?: string };

/**
 * Issue 28 finding 9: the id of the request that queued a page travels in the pg-boss job,
 * and the worker's lines about that page carry it as `reqId` (the field the API and nginx
 * log it under), so one grep follows a page from nginx to the worker. Jobs without the
 * field (queued before the change, or by recovery) still run.
 */
describe.each(TEST_DATABASES)('request id from the request to the worker (%s)', (kind) => {
  let h: Harness;
  const lines: LogLine[] = [];
  let stopWorker: () => void;

  beforeAll(async () => {
    const stream = new Writable({
      write(chunk, _encoding, done) {
        for (const line of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(line));
        done();
      },
    });
    h = await createHarness(kind, { realQueue: true, logger: createLogger('info', stream) });
    stopWorker = await startWorker(h.ctx, h.queue as BossQueue, h.database);
  });
  afterAll(async () => {
    stopWorker?.();
    await h?.close();
  });

  const waitForLine = async (match: (line: LogLine) => boolean, timeoutMs = 30_000) => {
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      const found = lines.find(match);
      if (found) return found;
      await new Promise((r) => setTimeout(r, 50));
    }
    throw new Error(`no such log line; saw: ${lines.map((l) => l.msg).join(', ')}`);
  };

  it('the worker logs the X-Request-Id of the request that queued the page on its lines about it', async () => {
    const { cookie } = await signIn(h);
    const project = await createProject(h, cookie);
    const requestId = 'drill-4b1e-request-id';
    const res = await api(
      h,
      cookie,
      'POST',
      '/api/generations',
      { projectId: project.id, prompt: 'a fox in a canoe' },
      { 'x-request-id': requestId },
    );
    expect(res.status).toBe(201);
    expect(res.headers.get('x-request-id')).toBe(requestId);
    const { generation } = await body(res);
    const completed = await waitForLine(
      (l) => l.msg === 'generation completed' && l.generationId === generation.id,
    );
    expect(completed.reqId).toBe(requestId);
    const started = lines.find((l) => l.msg === 'generation started' && l.generationId === generation.id);
    expect(started?.reqId).toBe(requestId);
    // The API's own line of the request carries the same id.
    expect(lines.some((l) => l.msg === 'request' && l.reqId === requestId)).toBe(true);
  });

  it('an id made up by the API travels too; a job from before (generationId only) still runs, its lines without one', async () => {
    const { cookie } = await signIn(h);
    const project = await createProject(h, cookie);
    const res = await api(h, cookie, 'POST', '/api/generations', { projectId: project.id, prompt: 'a bee' });
    const generated = res.headers.get('x-request-id');
    expect(generated).toBeTruthy();
    const { generation } = await body(res);
    await waitForLine((l) => l.msg === 'generation completed' && l.generationId === generation.id);
    // The id hono made up for a request without one travels too.
    expect(
      lines.find((l) => l.msg === 'generation completed' && l.generationId === generation.id)?.reqId,
    ).toBe(generated);

    // A job in the format from before issue 28: `{ generationId }` only.
    const missing = '33333333-3333-4333-8333-333333333333';
    await (h.queue as BossQueue).boss.send(GENERATE_PAGE_JOB, { generationId: missing });
    (h.queue as BossQueue).wakePageWorkers();
    const skipped = await waitForLine(
      (l) => l.msg === 'generation not waiting; job skipped' && l.generationId === missing,
    );
    expect(skipped.reqId).toBeUndefined();
  });
});

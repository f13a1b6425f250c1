import { type ProjectList, projectListSchema } from '@inkling/contracts/api';
import { PROJECTS_SHOWN_INITIALLY } from '@inkling/contracts/limits';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  api,
  body,
  createGeneration,
  createProject,
  failingGenerator,
  override,
  signIn,
} from '../../test/factories';
import { createHarness, type Harness, TEST_DATABASES } from '../../test/harness';
import { processGeneration } from '../services/generations.service';

/**
 * GET /api/projects (issue 15): cards a page at a time, and ETag / If-None-Match that never
 * answers 304 after a change — for every kind of write, the worker's included.
 */
describe.each(TEST_DATABASES)('GET /api/projects: pages and conditional reads (%s)', (kind) => {
  let h: Harness;
  beforeAll(async () => {
    h = await createHarness(kind);
  });
  afterAll(() => h.close());

  /** One read, conditional when `etag` is given. */
  async function read(cookie: string, etag?: string, query = '') {
    const res = await api(h, cookie, 'GET', `/api/projects${query}`, undefined, {
      ...(etag ? { 'if-none-match': etag } : {}),
    });
    const tag = res.headers.get('etag') ?? '';
    if (res.status === 304) return { status: 304, etag: tag, list: null };
    expect(res.status).toBe(200);
    return { status: 200, etag: tag, list: projectListSchema.parse(await body(res)) };
  }

  /**
   * Asserts the next conditional read after a write is fresh: a 200 whose body equals an
   * unconditional read's, and a 304 for its new tag. Returns the fresh list and tag.
   */
  async function expectFresh(cookie: string, etag: string) {
    const after = await read(cookie, etag);
    expect(after.status, 'a stale 304 after a write').toBe(200);
    expect(after.etag).not.toBe(etag);
    expect(after.list).toEqual((await read(cookie)).list);
    expect((await read(cookie, after.etag)).status).toBe(304);
    return { etag: after.etag, list: after.list as ProjectList };
  }

  it('answers 304 to the current ETag, with private no-cache and Vary: Cookie', async () => {
    const { cookie } = await signIn(h);
    await createProject(h, cookie, 'Owls');
    const first = await read(cookie);
    expect(first.etag).toMatch(/^W\/".+"$/);
    const res = await api(h, cookie, 'GET', '/api/projects', undefined, { 'if-none-match': first.etag });
    expect(res.status).toBe(304);
    expect(await res.text()).toBe('');
    expect(res.headers.get('cache-control')).toBe('private, no-cache');
    expect(res.headers.get('vary')).toMatch(/cookie/i);
    expect((await read(cookie, `"other", ${first.etag}`)).status).toBe(304);
    expect((await read(cookie, '*')).status).toBe(304);
    expect((await read(cookie, 'W/"something-else"')).status).toBe(200);
  });

  it("one user's ETag is never another's 304, even with equal versions", async () => {
    const a = await signIn(h, 'Ann');
    const b = await signIn(h, 'Ben');
    await createProject(h, a.cookie, 'Ann’s');
    await createProject(h, b.cookie, 'Ben’s');
    const tagA = (await read(a.cookie)).etag;
    const answer = await read(b.cookie, tagA);
    expect(answer.status).toBe(200);
    expect(answer.list?.projects.map((p) => p.title)).toEqual(['Ben’s']);
  });

  it('every kind of write makes the next conditional read fresh', async () => {
    const { cookie } = await signIn(h);
    let { etag } = await read(cookie);

    // New project.
    const p = await createProject(h, cookie, 'Dinosaurs');
    let fresh = await expectFresh(cookie, etag);
    expect(fresh.list.projects.map((x) => x.title)).toEqual(['Dinosaurs']);
    etag = fresh.etag;

    // Rename.
    expect((await api(h, cookie, 'PATCH', `/api/projects/${p.id}`, { title: 'Big dinosaurs' })).status).toBe(
      200,
    );
    fresh = await expectFresh(cookie, etag);
    expect(fresh.list.projects[0]).toMatchObject({ title: 'Big dinosaurs', drawing: false, pageCount: 0 });
    etag = fresh.etag;

    // New page (queued).
    const g = await createGeneration(h, cookie, p.id, 'a dinosaur with a kite');
    fresh = await expectFresh(cookie, etag);
    expect(fresh.list.projects[0]).toMatchObject({ drawing: true, pageCount: 0, cover: null });
    etag = fresh.etag;

    // Page completed by the worker.
    await processGeneration(h.ctx, g.id);
    fresh = await expectFresh(cookie, etag);
    const done = await body(await api(h, cookie, 'GET', `/api/generations/${g.id}`));
    expect(fresh.list.projects[0]).toMatchObject({
      drawing: false,
      pageCount: 1,
      cover: { url: done.result.previewUrl, prompt: 'a dinosaur with a kite' },
    });
    etag = fresh.etag;

    // A page that fails in the worker, refunded automatically.
    const restore = override(h.ctx.engine, { generatePage: failingGenerator() });
    try {
      const bad = await createGeneration(h, cookie, p.id, 'a dinosaur on a bike');
      etag = (await expectFresh(cookie, etag)).etag;
      await processGeneration(h.ctx, bad.id);
      expect((await body(await api(h, cookie, 'GET', `/api/generations/${bad.id}`))).status).toBe('failed');
    } finally {
      restore();
    }
    fresh = await expectFresh(cookie, etag);
    expect(fresh.list.projects[0]).toMatchObject({ drawing: false, pageCount: 1 });
    etag = fresh.etag;

    // Report (a refund of a finished page): the list may stay the same, but never stale.
    const report = await api(h, cookie, 'POST', `/api/generations/${g.id}/report`);
    expect(report.status).toBe(200);
    const afterReport = await read(cookie, etag);
    if (afterReport.status === 304) expect((await read(cookie)).list).toEqual(fresh.list);
    else expect(afterReport.list).toEqual((await read(cookie)).list);
    etag = (await read(cookie)).etag;

    // Delete.
    expect((await api(h, cookie, 'DELETE', `/api/projects/${p.id}`)).status).toBe(204);
    fresh = await expectFresh(cookie, etag);
    expect(fresh.list).toEqual({ projects: [], total: 0, nextCursor: null });
  });

  it('pages: the first fills the home grid, then the cursor walks the rest without gaps or repeats', async () => {
    const { cookie } = await signIn(h);
    const made = [];
    for (let i = 0; i < PROJECTS_SHOWN_INITIALLY + 5; i++) made.push(await createProject(h, cookie, `P${i}`));
    const newestFirst = made.map((p) => p.id).reverse();
    const first = await read(cookie);
    expect(first.list?.projects).toHaveLength(PROJECTS_SHOWN_INITIALLY);
    expect(first.list?.total).toBe(made.length);
    const seen = first.list!.projects.map((p) => p.id);
    let cursor = first.list!.nextCursor;
    while (cursor) {
      const next = await read(cookie, undefined, `?limit=2&cursor=${encodeURIComponent(cursor)}`);
      seen.push(...next.list!.projects.map((p) => p.id));
      cursor = next.list!.nextCursor;
    }
    expect(seen).toEqual(newestFirst);
    // Each page has its own ETag.
    const page2 = await read(cookie, undefined, `?cursor=${encodeURIComponent(first.list!.nextCursor!)}`);
    expect(page2.etag).not.toBe(first.etag);
    expect((await read(cookie, page2.etag)).status).toBe(200);
  });

  it('a cursor the server did not make, or a bad limit, is a 400', async () => {
    const { cookie } = await signIn(h);
    for (const query of ['?cursor=nonsense', '?limit=0', '?limit=101', '?limit=two']) {
      const res = await api(h, cookie, 'GET', `/api/projects${query}`);
      expect(res.status, query).toBe(400);
      expect((await body(res)).error.code).toBe('bad_request');
    }
  });
});

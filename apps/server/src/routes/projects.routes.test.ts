import { projectListSchema, projectSchema } from '@inkling/contracts/api';
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
} from '../../test/factories';
import { createHarness, type Harness, TEST_DATABASES } from '../../test/harness';
import { processGeneration } from '../services/generations.service';

describe.each(TEST_DATABASES)('projects and ownership (%s)', (kind) => {
  let h: Harness;
  beforeAll(async () => {
    h = await createHarness(kind);
  });
  afterAll(() => h.close());

  it('creates, lists newest first, renames and deletes', async () => {
    const { cookie } = await signIn(h);
    const a = await createProject(h, cookie, 'First');
    const b = await createProject(h, cookie, 'Second');
    const list = projectListSchema.parse(await body(await api(h, cookie, 'GET', '/api/projects')));
    expect(list.projects.map((p) => p.id)).toEqual([b.id, a.id]);

    const renamed = await api(h, cookie, 'PATCH', `/api/projects/${a.id}`, { title: 'Renamed' });
    expect(renamed.status).toBe(200);
    expect((await body(renamed)).title).toBe('Renamed');

    expect((await api(h, cookie, 'DELETE', `/api/projects/${a.id}`)).status).toBe(204);
    expect((await api(h, cookie, 'GET', `/api/projects/${a.id}`)).status).toBe(404);
  });

  it('a title that fails the kid-safety check is refused (422) when creating or renaming, and nothing changes', async () => {
    const { cookie } = await signIn(h);
    const unsafe = 'a man with a knife killing someone';
    const created = await api(h, cookie, 'POST', '/api/projects', { title: unsafe });
    expect(created.status).toBe(422);
    expect((await body(created)).error.code).toBe('blocked_prompt');
    const p = await createProject(h, cookie, 'Dinosaurs');
    const renamed = await api(h, cookie, 'PATCH', `/api/projects/${p.id}`, { title: unsafe });
    expect(renamed.status).toBe(422);
    const list = await body(await api(h, cookie, 'GET', '/api/projects'));
    expect(list.projects.map((x: { title: string }) => x.title)).toEqual(['Dinosaurs']);
  });

  it('a character whose name or description fails the kid-safety check is refused (422) and not saved', async () => {
    const { cookie } = await signIn(h);
    const p = await createProject(h, cookie);
    const g = await createGeneration(h, cookie, p.id, 'a happy dog');
    await processGeneration(h.ctx, g.id);
    for (const fields of [
      { title: 'a man with a knife killing someone' },
      { title: 'Rex', description: 'a man with a knife killing someone' },
    ]) {
      const res = await api(h, cookie, 'POST', '/api/characters', { generationId: g.id, ...fields });
      expect(res.status).toBe(422);
      expect((await body(res)).error.code).toBe('blocked_prompt');
    }
    expect(await body(await api(h, cookie, 'GET', '/api/characters'))).toEqual([]);
    const fine = await api(h, cookie, 'POST', '/api/characters', { generationId: g.id, title: 'Rex' });
    expect(fine.status).toBe(201);
  });

  it('orders generations oldest first inside a project; the list card counts and flags them', async () => {
    const { cookie } = await signIn(h);
    const p = await createProject(h, cookie);
    const g1 = await createGeneration(h, cookie, p.id, 'a cat');
    const g2 = await createGeneration(h, cookie, p.id, 'a dog');
    const one = projectSchema.parse(await body(await api(h, cookie, 'GET', `/api/projects/${p.id}`)));
    expect(one.generations.map((g) => g.id)).toEqual([g1.id, g2.id]);
    const list = projectListSchema.parse(await body(await api(h, cookie, 'GET', '/api/projects')));
    expect(list.projects[0]).toMatchObject({ id: p.id, pageCount: 0, drawing: true, cover: null });
    await processGeneration(h.ctx, g2.id);
    await processGeneration(h.ctx, g1.id);
    const done = projectListSchema.parse(await body(await api(h, cookie, 'GET', '/api/projects')));
    // The cover is the project's first page, whichever finished first.
    expect(done.projects[0]).toMatchObject({ pageCount: 2, drawing: false, cover: { prompt: 'a cat' } });
  });

  it('a project whose only page failed says so on its card with Retry, and Retry draws it (issue 26)', async () => {
    const { cookie } = await signIn(h);
    const p = await createProject(h, cookie, 'My cat');
    const g = await createGeneration(h, cookie, p.id, 'my cat');
    const restore = override(h.ctx.engine, {
      generatePage: failingGenerator(new EngineError('invalid_image', 'The picture is empty (0 bytes).')),
    });
    try {
      await processGeneration(h.ctx, g.id);
    } finally {
      restore();
    }
    const card = async () =>
      projectListSchema.parse(await body(await api(h, cookie, 'GET', '/api/projects'))).projects[0];
    expect(await card()).toMatchObject({
      id: p.id,
      pageCount: 0,
      drawing: false,
      cover: null,
      failed: { generationId: g.id, error: 'The picture is empty (0 bytes).' },
    });
    const retry = await api(h, cookie, 'POST', `/api/generations/${g.id}/retry`);
    expect(retry.status).toBe(201);
    // While the new attempt waits, the card draws; once drawn, it has its cover and no failure.
    expect(await card()).toMatchObject({ drawing: true, failed: null });
    await processGeneration(h.ctx, (await body(retry)).id);
    expect(await card()).toMatchObject({
      pageCount: 1,
      drawing: false,
      failed: null,
      cover: { prompt: 'my cat' },
    });
  });

  it('deleting a project removes its generations and their files', async () => {
    const { cookie } = await signIn(h);
    const p = await createProject(h, cookie);
    const g = await createGeneration(h, cookie, p.id);
    await processGeneration(h.ctx, g.id);
    const done = await body(await api(h, cookie, 'GET', `/api/generations/${g.id}`));
    expect(done.status).toBe('completed');
    expect((await api(h, cookie, 'GET', done.result.printUrl)).status).toBe(200);
    expect((await api(h, cookie, 'DELETE', `/api/projects/${p.id}`)).status).toBe(204);
    expect((await api(h, cookie, 'GET', `/api/generations/${g.id}`)).status).toBe(404);
    expect((await api(h, cookie, 'GET', done.result.printUrl)).status).toBe(404);
  });

  it("another user's project, generation and file answer 404 and stay unchanged", async () => {
    const owner = await signIn(h, 'Owner');
    const other = await signIn(h, 'Other');
    const p = await createProject(h, owner.cookie, 'Mine');
    const g = await createGeneration(h, owner.cookie, p.id);
    await processGeneration(h.ctx, g.id);
    const done = await body(await api(h, owner.cookie, 'GET', `/api/generations/${g.id}`));

    const attempts = [
      api(h, other.cookie, 'GET', `/api/projects/${p.id}`),
      api(h, other.cookie, 'PATCH', `/api/projects/${p.id}`, { title: 'Hijacked' }),
      api(h, other.cookie, 'DELETE', `/api/projects/${p.id}`),
      api(h, other.cookie, 'POST', '/api/generations', { projectId: p.id, prompt: 'a cat' }),
      api(h, other.cookie, 'GET', `/api/projects/${p.id}/events`),
      api(h, other.cookie, 'GET', `/api/generations/${g.id}`),
      api(h, other.cookie, 'POST', `/api/generations/${g.id}/retry`),
      api(h, other.cookie, 'GET', done.result.printUrl),
      api(h, other.cookie, 'POST', '/api/characters', { generationId: g.id, title: 'Stolen' }),
    ];
    for (const res of await Promise.all(attempts)) {
      expect(res.status).toBe(404);
      expect((await body(res)).error.code).toBe('not_found');
    }
    const list = await body(await api(h, other.cookie, 'GET', '/api/projects'));
    expect(list).toEqual({ projects: [], total: 0, nextCursor: null });
    const mine = await body(await api(h, owner.cookie, 'GET', `/api/projects/${p.id}`));
    expect(mine.title).toBe('Mine');
    expect(mine.generations).toHaveLength(1);
    expect(other.session.credits?.credits).toBe(10);
    const otherCredits = await body(await api(h, other.cookie, 'GET', '/api/credits'));
    expect(otherCredits.credits).toBe(10);
  });

  it('signed-out requests get 401 and malformed ids 400', async () => {
    expect((await h.app.request('/api/projects')).status).toBe(401);
    const { cookie } = await signIn(h);
    const res = await api(h, cookie, 'GET', '/api/projects/not-a-uuid');
    expect(res.status).toBe(400);
    expect((await body(res)).error.code).toBe('bad_request');
  });
});

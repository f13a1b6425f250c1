import { generationSchema, projectSchema } from '@inkling/contracts/api';
import { DEFAULT_PAGE_STYLE } from '@inkling/contracts/page';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, body, createProject, drawRecordingRequests, signIn } from '../../test/factories';
import { createHarness, type Harness, TEST_DATABASES } from '../../test/harness';

/**
 * Style controls through the API (issue 33): POST /api/generations takes `style`, validates
 * it at the boundary, stores it on the generation, sends it to the engine; a retry keeps it;
 * a project holds defaults for its new pages (PUT /api/projects/{id}/style-defaults).
 */
describe.each(TEST_DATABASES)('page style controls (%s)', (kind) => {
  let h: Harness;
  beforeAll(async () => {
    h = await createHarness(kind);
  });
  afterAll(() => h.close());

  const drawn = (ids: string[]) => drawRecordingRequests(h, ids);

  const bold = { weight: 'bold', detail: 'simple', frame: 'themed', background: 'subject' } as const;

  it('stores the style on the page, sends it to the engine, and a retry keeps it', async () => {
    const { cookie } = await signIn(h);
    const res = await api(h, cookie, 'POST', '/api/generations', { prompt: 'a happy whale', style: bold });
    expect(res.status).toBe(201);
    const { generation, project } = await body(res);
    expect(generationSchema.parse(generation).style).toEqual(bold);
    const retry = generationSchema.parse(
      await body(await api(h, cookie, 'POST', `/api/generations/${generation.id}/retry`)),
    );
    expect(retry.style).toEqual(bold);
    const seen = await drawn([generation.id, retry.id]);
    expect(seen.map((r) => r.style)).toEqual([bold, bold]);
    // The project made by this first page keeps its style for the next pages.
    const full = projectSchema.parse(await body(await api(h, cookie, 'GET', `/api/projects/${project.id}`)));
    expect(full.styleDefaults).toEqual(bold);
    expect(full.generations.map((g) => g.style)).toEqual([bold, bold]);
  });

  it('a page without a style gets the defaults (medium, standard, none, scene)', async () => {
    const { cookie } = await signIn(h);
    const { generation } = await body(await api(h, cookie, 'POST', '/api/generations', { prompt: 'a cat' }));
    expect(generation.style).toEqual(DEFAULT_PAGE_STYLE);
  });

  it('a bad value is a readable 400, nothing spent or stored; the database refuses one too', async () => {
    const { cookie } = await signIn(h);
    const credits = async () =>
      (await body(await api(h, cookie, 'GET', '/api/credits'))).dailyCreditsRemaining;
    const before = await credits();
    for (const style of [
      { weight: 'huge' },
      { detail: 'max' },
      { frame: 'gold' },
      { background: 'sky' },
      { colour: 'red' },
    ]) {
      const res = await api(h, cookie, 'POST', '/api/generations', { prompt: 'a cat', style });
      expect(res.status).toBe(400);
      expect((await body(res)).error.message).toMatch(/^style/);
    }
    expect(await credits()).toBe(before);
    expect((await body(await api(h, cookie, 'GET', '/api/projects'))).projects).toEqual([]);

    const p = await createProject(h, cookie);
    const { generation } = await body(
      await api(h, cookie, 'POST', '/api/generations', { prompt: 'a cat', projectId: p.id }),
    );
    await expect(
      h.ctx.db.execute(
        sql`update generations set style = '{"weight":"huge","detail":"standard","frame":"none","background":"scene"}'::jsonb where id = ${generation.id}`,
      ),
    ).rejects.toThrow();
    await expect(
      h.ctx.db.execute(
        sql`update projects set style_defaults = '{"weight":"fine"}'::jsonb where id = ${p.id}`,
      ),
    ).rejects.toThrow();
  });

  it("a project's defaults are used for its new pages; what a page names wins field by field", async () => {
    const { cookie } = await signIn(h);
    const p = await createProject(h, cookie);
    expect(p.styleDefaults).toEqual(DEFAULT_PAGE_STYLE);
    const set = await api(h, cookie, 'PUT', `/api/projects/${p.id}/style-defaults`, {
      weight: 'fine',
      frame: 'rounded',
    });
    expect(set.status).toBe(200);
    expect((await body(set)).styleDefaults).toEqual({
      ...DEFAULT_PAGE_STYLE,
      weight: 'fine',
      frame: 'rounded',
    });
    const plain = await body(
      await api(h, cookie, 'POST', '/api/generations', { prompt: 'a cat', projectId: p.id }),
    );
    expect(plain.generation.style).toEqual({ ...DEFAULT_PAGE_STYLE, weight: 'fine', frame: 'rounded' });
    const named = await body(
      await api(h, cookie, 'POST', '/api/generations', {
        prompt: 'a dog',
        projectId: p.id,
        style: { weight: 'bold', detail: 'detailed' },
      }),
    );
    expect(named.generation.style).toEqual({
      weight: 'bold',
      detail: 'detailed',
      frame: 'rounded',
      background: 'scene',
    });

    expect(
      (await api(h, cookie, 'PUT', `/api/projects/${p.id}/style-defaults`, { weight: 'thick' })).status,
    ).toBe(400);
    const other = await signIn(h);
    expect((await api(h, other.cookie, 'PUT', `/api/projects/${p.id}/style-defaults`, {})).status).toBe(404);
  });

  it('takes the style as a JSON field of a multipart request, and refuses one that is not JSON', async () => {
    const { cookie } = await signIn(h);
    const form = new FormData();
    form.append('prompt', 'a rocket');
    form.append('style', JSON.stringify({ background: 'subject' }));
    const res = await h.app.request('/api/generations', { method: 'POST', headers: { cookie }, body: form });
    expect(res.status).toBe(201);
    expect((await body(res)).generation.style).toEqual({ ...DEFAULT_PAGE_STYLE, background: 'subject' });
    const bad = new FormData();
    bad.append('prompt', 'a rocket');
    bad.append('style', 'bold please');
    const refused = await h.app.request('/api/generations', {
      method: 'POST',
      headers: { cookie },
      body: bad,
    });
    expect(refused.status).toBe(400);
  });
});

import { communityPageSchema, communityPostSchema, heartStateSchema } from '@inkling/contracts/community';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, body, createGeneration, createProject, signIn } from '../../test/factories';
import { createHarness, type Harness, TEST_DATABASES } from '../../test/harness';
import { processGeneration } from '../services/generations.service';
import { RATE_LIMITS } from '../services/rate-limit';

const MODERATOR = 'moderator@example.org';

describe.each(TEST_DATABASES)('hearts on community posts (%s)', (kind) => {
  let h: Harness;
  let now = new Date('2026-11-24T12:00:00Z');
  const tick = (ms = 1000) => {
    now = new Date(now.getTime() + ms);
  };
  beforeAll(async () => {
    h = await createHarness(kind, { config: { adminEmails: [MODERATOR] }, clock: () => now });
  });
  afterAll(() => h.close());

  const email = (name: string) =>
    `${name.toLowerCase()}-${Math.random().toString(36).slice(2, 8)}@example.org`;

  /** A post of a fresh user's finished page; approved unless `approved` is false. */
  async function postedPage(approved = true) {
    const author = await signIn(h, 'Ada', email('ada'));
    const project = await createProject(h, author.cookie);
    const page = await createGeneration(h, author.cookie, project.id, 'a puppy with a ball');
    await processGeneration(h.ctx, page.id);
    tick();
    const res = await api(h, author.cookie, 'POST', '/api/community/posts', { generationId: page.id });
    const { communityImageId: id } = await body(res);
    if (approved) {
      const mod = await signIn(h, 'Mo Moderator', MODERATOR);
      tick();
      const decided = await api(h, mod.cookie, 'POST', `/api/moderation/posts/${id}/decision`, {
        action: 'approve',
      });
      expect(decided.status).toBe(200);
    }
    return { author, id: id as string };
  }

  const heart = (cookie: string, id: string, method: 'POST' | 'DELETE' = 'POST') =>
    api(h, cookie, method, `/api/community/posts/${id}/heart`);

  const readPost = async (cookie: string, id: string) =>
    communityPostSchema.parse(await body(await api(h, cookie, 'GET', `/api/community/posts/${id}`)));

  it('20 concurrent hearts by one account make one heart; the gallery and the post show the count', async () => {
    const { id } = await postedPage();
    const fan = await signIn(h, 'Fan', email('fan'));
    const answers = await Promise.all(Array.from({ length: 20 }, () => heart(fan.cookie, id)));
    expect(answers.map((r) => r.status)).toEqual(Array(20).fill(200));
    for (const r of answers) expect(heartStateSchema.parse(await body(r)).heartedByMe).toBe(true);
    expect(await readPost(fan.cookie, id)).toMatchObject({ hearts: 1, heartedByMe: true });
    expect(await readPost('', id)).toMatchObject({ hearts: 1, heartedByMe: false });

    const second = await signIn(h, 'Second', email('second'));
    expect(heartStateSchema.parse(await body(await heart(second.cookie, id)))).toEqual({
      hearts: 2,
      heartedByMe: true,
    });
    const gallery = communityPageSchema.parse(
      await body(await api(h, fan.cookie, 'GET', '/api/community/posts?limit=48')),
    );
    expect(gallery.posts.find((p) => p.id === id)).toMatchObject({ hearts: 2, heartedByMe: true });
  });

  it('unheart takes the heart back (once), and hearting again counts it again', async () => {
    const { id } = await postedPage();
    const fan = await signIn(h, 'Fan', email('fan'));
    await heart(fan.cookie, id);
    const undone = await heart(fan.cookie, id, 'DELETE');
    expect(undone.status).toBe(200);
    expect(heartStateSchema.parse(await body(undone))).toEqual({ hearts: 0, heartedByMe: false });
    const again = await Promise.all(Array.from({ length: 5 }, () => heart(fan.cookie, id, 'DELETE')));
    expect(again.map((r) => r.status)).toEqual(Array(5).fill(200));
    expect(await readPost(fan.cookie, id)).toMatchObject({ hearts: 0, heartedByMe: false });
    expect(heartStateSchema.parse(await body(await heart(fan.cookie, id)))).toEqual({
      hearts: 1,
      heartedByMe: true,
    });
  });

  it('only approved posts can be hearted; signed out is 401', async () => {
    const { author, id } = await postedPage(false);
    const fan = await signIn(h, 'Fan', email('fan'));
    expect((await heart(fan.cookie, id)).status).toBe(404);
    expect((await heart(author.cookie, id)).status).toBe(404);
    expect((await heart(fan.cookie, '00000000-0000-4000-8000-000000000000')).status).toBe(404);
    const approved = await postedPage();
    expect((await heart('', approved.id)).status).toBe(401);
  });

  it('hearts are rate limited per user (RATE_LIMITS.hearts), hearting and un-hearting alike', async () => {
    const { id } = await postedPage();
    const fan = await signIn(h, 'Fan', email('fan'));
    for (let i = 0; i < RATE_LIMITS.hearts.capacity; i += 1) {
      const r = await heart(fan.cookie, id, i % 2 === 0 ? 'POST' : 'DELETE');
      expect(r.status).toBe(200);
    }
    const refused = await heart(fan.cookie, id);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    // Another account is not limited by the first one's hearts.
    const other = await signIn(h, 'Other', email('other'));
    expect((await heart(other.cookie, id)).status).toBe(200);
  });
});

import {
  CHALLENGE_THEMES,
  challengeGallerySchema,
  challengeSchema,
  challengeWeeksSchema,
} from '@inkling/contracts/challenge';
import { communityPostSchema } from '@inkling/contracts/community';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, body, createGeneration, createProject, signIn } from '../../test/factories';
import { createHarness, type Harness, TEST_DATABASES } from '../../test/harness';
import { processGeneration } from '../services/generations.service';

const MODERATOR = 'moderator@example.org';
const DAY_MS = 86_400_000;

describe.each(TEST_DATABASES)('weekly challenge (%s)', (kind) => {
  let h: Harness;
  // Tuesday of ISO week 2026-W48 (built-in theme 48).
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
  const moderator = () => signIn(h, 'Mo Moderator', MODERATOR);

  /** A fresh user's finished page posted (for the challenge unless `challenge` is false), then approved. */
  async function share(name: string, challenge = true, approve = true) {
    const author = await signIn(h, name, email(name));
    const project = await createProject(h, author.cookie);
    const page = await createGeneration(h, author.cookie, project.id, 'a snowman with a hat');
    await processGeneration(h.ctx, page.id);
    tick();
    const res = await api(h, author.cookie, 'POST', '/api/community/posts', {
      generationId: page.id,
      challenge,
    });
    expect(res.status).toBe(201);
    const id = (await body(res)).communityImageId as string;
    if (approve) {
      const mod = await moderator();
      tick();
      expect(
        (await api(h, mod.cookie, 'POST', `/api/moderation/posts/${id}/decision`, { action: 'approve' }))
          .status,
      ).toBe(200);
    }
    return { author, id };
  }

  const challengeNow = async () =>
    challengeSchema.parse(await body(await api(h, '', 'GET', '/api/challenge')));
  const gallery = async (query = '', cookie = '') =>
    challengeGallerySchema.parse(await body(await api(h, cookie, 'GET', `/api/challenge/posts${query}`)));

  it('has a built-in theme for every week; moderators set their own for a week and can go back', async () => {
    expect(await challengeNow()).toEqual({
      week: '2026-W48',
      theme: CHALLENGE_THEMES[47],
      source: 'built-in',
      startsAt: '2026-11-23T00:00:00.000Z',
      endsAt: '2026-11-30T00:00:00.000Z',
    });
    const mod = await moderator();
    const weeks = challengeWeeksSchema.parse(
      await body(await api(h, mod.cookie, 'GET', '/api/moderation/challenge')),
    );
    expect(weeks.weeks.map((w) => w.week)).toEqual([
      '2026-W48',
      '2026-W49',
      '2026-W50',
      '2026-W51',
      '2026-W52',
      '2026-W53',
      '2027-W01',
      '2027-W02',
    ]);

    const set = await api(h, mod.cookie, 'PUT', '/api/moderation/challenge/2026-W48', {
      theme: '  Space cats  ',
    });
    expect(set.status).toBe(200);
    expect(await challengeNow()).toMatchObject({ theme: 'Space cats', source: 'moderator' });
    // Another week keeps its own.
    await api(h, mod.cookie, 'PUT', '/api/moderation/challenge/2026-W49', { theme: 'Snowy owls' });
    expect(await challengeNow()).toMatchObject({ theme: 'Space cats' });

    // Not for anyone else (404, as every moderation route), and unsafe themes are refused.
    const parent = await signIn(h, 'Pat', email('pat'));
    expect(
      (await api(h, parent.cookie, 'PUT', '/api/moderation/challenge/2026-W48', { theme: 'Owls' })).status,
    ).toBe(404);
    expect((await api(h, '', 'GET', '/api/moderation/challenge')).status).toBe(404);
    const unsafe = await api(h, mod.cookie, 'PUT', '/api/moderation/challenge/2026-W48', {
      theme: 'blood and gore',
    });
    expect(unsafe.status).toBe(422);
    expect(
      (await api(h, mod.cookie, 'PUT', '/api/moderation/challenge/2026-W54', { theme: 'Owls' })).status,
    ).toBe(400);
    expect(await challengeNow()).toMatchObject({ theme: 'Space cats' });

    const reset = await api(h, mod.cookie, 'DELETE', '/api/moderation/challenge/2026-W48');
    expect(challengeSchema.parse(await body(reset))).toMatchObject({
      theme: CHALLENGE_THEMES[47],
      source: 'built-in',
    });
    await api(h, mod.cookie, 'PUT', '/api/moderation/challenge/2026-W48', { theme: 'Space cats' });
  });

  it('a post shared while joining carries the week’s theme; the challenge gallery shows the week’s approved ones', async () => {
    const first = await share('Ada');
    const second = await share('Ben');
    const ordinary = await share('Cy', false);
    const pending = await share('Dot', true, false);

    const mine = communityPostSchema.parse(
      await body(await api(h, first.author.cookie, 'GET', `/api/community/posts/${first.id}`)),
    );
    expect(mine.challengeTheme).toBe('Space cats');

    const newest = await gallery();
    expect(newest.challenge).toMatchObject({ week: '2026-W48', theme: 'Space cats' });
    const ids = newest.posts.map((p) => p.id);
    expect(ids.indexOf(second.id)).toBeLessThan(ids.indexOf(first.id));
    expect(ids).toContain(first.id);
    expect(ids).not.toContain(ordinary.id);
    expect(ids).not.toContain(pending.id);
    // Pictures and first names only, as the gallery.
    const card = newest.posts.find((p) => p.id === first.id)!;
    expect(card.authorName).toBe('Ada');
    expect(JSON.stringify(newest)).not.toContain('@example.org');

    // Most hearted this week: two hearts on the older post put it first.
    for (const name of ['H1', 'H2']) {
      const fan = await signIn(h, name, email(name));
      expect((await api(h, fan.cookie, 'POST', `/api/community/posts/${first.id}/heart`)).status).toBe(200);
    }
    const fan = await signIn(h, 'H3', email('h3'));
    await api(h, fan.cookie, 'POST', `/api/community/posts/${second.id}/heart`);
    const hearted = await gallery('?sort=hearts', fan.cookie);
    expect(hearted.posts.slice(0, 2).map((p) => p.id)).toEqual([first.id, second.id]);
    expect(hearted.posts[0]).toMatchObject({ hearts: 2, heartedByMe: false });
    expect(hearted.posts[1]).toMatchObject({ hearts: 1, heartedByMe: true });
  });

  it('next week has its own theme and gallery; last week’s gallery stays', async () => {
    const before = await share('Eve');
    now = new Date(now.getTime() + 7 * DAY_MS);
    expect(await challengeNow()).toMatchObject({
      week: '2026-W49',
      theme: 'Snowy owls',
      source: 'moderator',
    });
    const after = await share('Fay');
    const thisWeek = await gallery();
    expect(thisWeek.posts.map((p) => p.id)).toEqual([after.id]);
    expect(thisWeek.posts[0]?.challengeTheme).toBe('Snowy owls');
    const lastWeek = await gallery('?week=2026-W48');
    expect(lastWeek.posts.map((p) => p.id)).toContain(before.id);
    expect(lastWeek.posts.map((p) => p.id)).not.toContain(after.id);
    expect((await api(h, '', 'GET', '/api/challenge/posts?week=2026-48')).status).toBe(400);
  });
});

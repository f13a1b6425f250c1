import { type Badge, badgeListSchema } from '@inkling/contracts/badges';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, body, createGeneration, createProject, signIn } from '../../test/factories';
import { createHarness, type Harness, TEST_DATABASES } from '../../test/harness';
import { bookExports, files, generations } from '../db/schema';
import { findStreak } from '../services/badges.service';
import { processGeneration } from '../services/generations.service';

const DAY_MS = 86_400_000;

describe('findStreak', () => {
  it('finds the first run of consecutive days and the longest run before it', () => {
    expect(findStreak([], 7)).toEqual({ endIndex: null, longest: 0 });
    const days = ['2026-11-01', '2026-11-02', '2026-11-04', '2026-11-05', '2026-11-06'];
    expect(findStreak(days, 7)).toEqual({ endIndex: null, longest: 3 });
    expect(findStreak(days, 3)).toEqual({ endIndex: 4, longest: 3 });
    // Across a month's end and a daylight-saving change.
    const run = [
      '2026-10-29',
      '2026-10-30',
      '2026-10-31',
      '2026-11-01',
      '2026-11-02',
      '2026-11-03',
      '2026-11-04',
    ];
    expect(findStreak(run, 7)).toEqual({ endIndex: 6, longest: 7 });
  });
});

describe.each(TEST_DATABASES)('badges (%s)', (kind) => {
  let h: Harness;
  let now = new Date('2026-11-02T15:00:00Z');
  beforeAll(async () => {
    h = await createHarness(kind, { clock: () => now });
  });
  afterAll(() => h.close());

  const badgesOf = async (cookie: string) => {
    const res = await api(h, cookie, 'GET', '/api/badges');
    expect(res.status).toBe(200);
    const list = badgeListSchema.parse(await body(res)).badges;
    return Object.fromEntries(list.map((b) => [b.id, b])) as Record<Badge['id'], Badge>;
  };

  it('are worked out from the family’s own pages, books, coloured pages, streak and challenges', async () => {
    expect((await api(h, '', 'GET', '/api/badges')).status).toBe(401);
    const family = await signIn(h, 'Ada');
    const other = await signIn(h, 'Bob');
    const none = await badgesOf(family.cookie);
    expect(Object.values(none).every((b) => !b.earned && b.earnedAt === null)).toBe(true);

    // Seven finished pages.
    const project = await createProject(h, family.cookie);
    const pages = [];
    for (let i = 0; i < 7; i += 1) {
      const page = await createGeneration(h, family.cookie, project.id, `a puppy number ${i + 1}`);
      await processGeneration(h.ctx, page.id);
      pages.push(page);
    }
    let mine = await badgesOf(family.cookie);
    expect(mine['first-page']).toMatchObject({ earned: true, progress: { current: 1, target: 1 } });
    expect(mine['streak-7']).toMatchObject({ earned: false, progress: { current: 1, target: 7 } });

    // Finished on six days in a row, then a gap: no streak yet; the seventh day closes the gap.
    const base = Date.parse('2026-11-02T15:00:00Z');
    const offsets = [0, 1, 2, 3, 4, 5, 7];
    for (const [i, page] of pages.entries()) {
      await h.ctx.db
        .update(generations)
        .set({ completedAt: new Date(base + offsets[i]! * DAY_MS) })
        .where(eq(generations.id, page.id));
    }
    mine = await badgesOf(family.cookie);
    expect(mine['streak-7']).toMatchObject({ earned: false, progress: { current: 6, target: 7 } });
    await h.ctx.db
      .update(generations)
      .set({ completedAt: new Date(base + 6 * DAY_MS) })
      .where(eq(generations.id, pages[6]!.id));
    mine = await badgesOf(family.cookie);
    expect(mine['streak-7']).toMatchObject({
      earned: true,
      earnedAt: new Date(base + 6 * DAY_MS).toISOString(),
      progress: { current: 7, target: 7 },
    });

    // A finished book export and a saved coloured page.
    expect(mine['first-book'].earned).toBe(false);
    await h.ctx.db.insert(bookExports).values({
      projectId: project.id,
      userId: family.userId,
      format: 'pdf',
      options: {} as never,
      contentHash: 'test-hash',
      status: 'done',
      progress: 1,
      fileName: 'Puppies.pdf',
    });
    await h.ctx.db.insert(files).values({
      userId: family.userId,
      key: `test/${family.userId}/colored.png`,
      contentType: 'image/png',
      bytes: 10,
      kind: 'colored',
    });
    mine = await badgesOf(family.cookie);
    expect(mine['first-book'].earned).toBe(true);
    expect(mine['first-colored-page'].earned).toBe(true);

    // Pages shared for five different weekly challenges (two in one week count once).
    for (const [i, page] of pages.slice(0, 6).entries()) {
      if (i > 0 && i !== 2) now = new Date(now.getTime() + 7 * DAY_MS);
      const res = await api(h, family.cookie, 'POST', '/api/community/posts', {
        generationId: page.id,
        challenge: true,
      });
      expect(res.status).toBe(201);
      if (i === 3) {
        mine = await badgesOf(family.cookie);
        expect(mine['challenges-5']).toMatchObject({ earned: false, progress: { current: 3, target: 5 } });
      }
    }
    mine = await badgesOf(family.cookie);
    expect(mine['challenges-5']).toMatchObject({ earned: true, progress: { current: 5, target: 5 } });

    // Only their own: another family has none.
    const theirs = await badgesOf(other.cookie);
    expect(Object.values(theirs).filter((b) => b.earned)).toEqual([]);
  });
});

import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGeneration, createProject, override, signIn } from '../../test/factories';
import { createHarness, type Harness, TEST_DATABASES } from '../../test/harness';
import { ABANDONED_BLOB_MS } from './files.service';
import { processGeneration } from './generations.service';
import { runMaintenance } from './maintenance.service';

/** Rows of raw SQL on either driver. */
async function rows<T>(h: Harness, query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await h.ctx.db.execute(query)) as unknown as { rows: T[] }).rows;
}

/**
 * Issue 12 finding 9: a job killed while storing a page left a print PNG that no page owns.
 * Now the page's blobs are written first (each noted in pending_blobs) and their rows and
 * the finished page are committed together, so a killed job leaves no file row, and the
 * sweep deletes the blobs it wrote once they are older than ABANDONED_BLOB_MS.
 */
describe.each(TEST_DATABASES)('files of a killed job (%s)', (kind) => {
  let h: Harness;
  let now = new Date('2027-02-01T12:00:00Z');
  beforeAll(async () => {
    h = await createHarness(kind, { clock: () => now });
  });
  afterAll(() => h.close());

  it('a finished page leaves no pending note, and its files are kept by the sweep', async () => {
    const { cookie, userId } = await signIn(h);
    const g = await createGeneration(h, cookie, (await createProject(h, cookie)).id);
    await processGeneration(h.ctx, g.id);
    expect(await rows(h, sql`select key from pending_blobs`)).toEqual([]);
    const files = await rows<{ key: string }>(h, sql`select key from files where user_id = ${userId}`);
    expect(files).toHaveLength(3);
    now = new Date(now.getTime() + 2 * ABANDONED_BLOB_MS);
    await runMaintenance(h.ctx);
    for (const f of files) expect(await h.ctx.storage.exists(f.key)).toBe(true);
  });

  it('a job killed between writing its PNGs and finishing leaves no orphan row, and the sweep deletes its blobs', async () => {
    const { cookie, userId } = await signIn(h);
    const g = await createGeneration(h, cookie, (await createProject(h, cookie)).id);
    let puts = 0;
    // The third write (the SVG) never returns: the process "dies" there.
    const restore = override(h.ctx.storage, {
      put: (
        (put) =>
        async (...args: Parameters<typeof put>) => {
          puts += 1;
          if (puts === 3) return new Promise<void>(() => {});
          return put(...args);
        }
      )(h.ctx.storage.put.bind(h.ctx.storage)),
    });
    void processGeneration(h.ctx, g.id);
    await expect.poll(() => puts).toBe(3);
    restore();
    const pending = await rows<{ key: string }>(h, sql`select key from pending_blobs order by key`);
    expect(pending).toHaveLength(3);
    const written = [];
    for (const p of pending) if (await h.ctx.storage.exists(p.key)) written.push(p.key);
    expect(written).toHaveLength(2);
    // No files row for the killed page: nothing owns a print PNG that no page shows.
    expect(
      await rows(
        h,
        sql`select id from files where user_id = ${userId} and kind in ('print', 'preview', 'svg')`,
      ),
    ).toEqual([]);
    // Too young to sweep: a slow writer may still be at work.
    expect((await runMaintenance(h.ctx)).blobsSwept).toBe(0);
    now = new Date(now.getTime() + ABANDONED_BLOB_MS + 1000);
    expect((await runMaintenance(h.ctx)).blobsSwept).toBe(3);
    for (const key of written) expect(await h.ctx.storage.exists(key)).toBe(false);
    expect(await rows(h, sql`select key from pending_blobs`)).toEqual([]);
  });
});

import { COLORING_TEXTS } from '@inkling/contracts/coloring';
import { generatePage, renderColoredExample } from '@inkling/engine';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, body, createGeneration, createProject, override, signIn } from '../../test/factories';
import { createHarness, type Harness, TEST_DATABASES } from '../../test/harness';
import { generations } from '../db/schema';
import { processGeneration } from '../services/generations.service';

/** GET /api/generations/:id/example.png (issue 17 "Show me an example") with the real engine. */
describe.each(TEST_DATABASES)('"Show me an example": the coloured example of a page (%s)', (kind) => {
  let h: Harness;
  beforeAll(async () => {
    // The real sketchbook on this thread: the page and its example come from the same engine.
    h = await createHarness(kind, {
      engine: { generatePage: (request) => generatePage(request), coloredExample: renderColoredExample },
    });
  });
  afterAll(() => h.close());

  it('the owner gets the page’s scene in colour; nobody else; none for photo pages or engines without it', async () => {
    const { cookie } = await signIn(h, 'Ezra');
    const project = await createProject(h, cookie);
    const page = await createGeneration(h, cookie, project.id, 'a frog on a lily pad in a pond');
    const example = `/api/generations/${page.id}/example.png`;
    // Not finished yet.
    expect((await api(h, cookie, 'GET', example)).status).toBe(409);
    await processGeneration(h.ctx, page.id);

    const res = await api(h, cookie, 'GET', example);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/png');
    expect(res.headers.get('cache-control')).toBe('private, max-age=86400');
    const png = Buffer.from(await res.arrayBuffer());
    const { data, info } = await sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true });
    // Letter paper, 1024 px high.
    expect([info.width, info.height]).toEqual([791, 1024]);
    let coloured = 0;
    for (let o = 0; o < data.length; o += 3) {
      if (
        Math.max(data[o]!, data[o + 1]!, data[o + 2]!) - Math.min(data[o]!, data[o + 1]!, data[o + 2]!) >
        60
      )
        coloured++;
    }
    expect(coloured / (info.width * info.height)).toBeGreaterThan(0.02);
    // The same picture again.
    expect(Buffer.from(await (await api(h, cookie, 'GET', example)).arrayBuffer()).equals(png)).toBe(true);

    const other = await signIn(h, 'Fay');
    expect((await api(h, other.cookie, 'GET', example)).status).toBe(404);
    expect((await api(h, '', 'GET', example)).status).toBe(401);

    // A page drawn from a photo has no OpenMoji scene.
    const [row] = await h.ctx.db.select().from(generations).where(eq(generations.id, page.id));
    await h.ctx.db
      .update(generations)
      .set({ inputFileId: row!.printFileId })
      .where(eq(generations.id, page.id));
    const photo = await api(h, cookie, 'GET', example);
    expect(photo.status).toBe(404);
    expect((await body(photo)).error.message).toBe(COLORING_TEXTS.noExample);
    await h.ctx.db.update(generations).set({ inputFileId: null }).where(eq(generations.id, page.id));

    // An engine without examples (e.g. the AI provider's deployment test engine).
    const undo = override(h.ctx.engine, { coloredExample: undefined });
    expect((await api(h, cookie, 'GET', example)).status).toBe(404);
    undo();
    expect((await api(h, cookie, 'GET', example)).status).toBe(200);
  }, 60_000);

  it('is limited to 30 a minute per user (each one draws the scene again), then 429 with Retry-After', async () => {
    const { cookie } = await signIn(h, 'Gus');
    const project = await createProject(h, cookie);
    // An unfinished page answers 409 at once, after the limit has taken its token.
    const page = await createGeneration(h, cookie, project.id, 'a frog');
    const example = `/api/generations/${page.id}/example.png`;
    for (let i = 0; i < 30; i++) expect((await api(h, cookie, 'GET', example)).status).toBe(409);
    const limited = await api(h, cookie, 'GET', example);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    expect((await body(limited)).error.message).toBe(
      'That is a lot of examples at once. Please wait a minute, then try again.',
    );
  });
});

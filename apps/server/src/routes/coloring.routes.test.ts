import { generationSchema } from '@inkling/contracts/api';
import { COLORED_MAX_BYTES, COLORING_TEXTS } from '@inkling/contracts/coloring';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, body, createGeneration, createProject, fixture, signIn } from '../../test/factories';
import { createHarness, type Harness, TEST_DATABASES } from '../../test/harness';
import { files } from '../db/schema';
import { processGeneration } from '../services/generations.service';
import { sniffImageType } from '../services/uploads.service';

describe.each(TEST_DATABASES)('"Save to my book": PUT /api/generations/:id/colored (%s)', (kind) => {
  let h: Harness;
  beforeAll(async () => {
    h = await createHarness(kind);
  });
  afterAll(() => h.close());

  const put = (cookie: string, id: string, bytes: Buffer, type = 'image/png') => {
    const form = new FormData();
    form.append('image', new File([new Uint8Array(bytes)], 'colored.png', { type }));
    return h.app.request(`/api/generations/${id}/colored`, {
      method: 'PUT',
      headers: { cookie },
      body: form,
    });
  };

  async function finishedPage(cookie: string) {
    const project = await createProject(h, cookie);
    const generation = await createGeneration(h, cookie, project.id);
    await processGeneration(h.ctx, generation.id);
    return generation.id;
  }

  it('stores the owner’s coloured PNG (re-encoded), shows it on the page, replaces an earlier one', async () => {
    const { cookie, userId } = await signIn(h);
    const id = await finishedPage(cookie);
    // The fixture page (51×66) stands in for the coloured PNG the screen makes: same aspect.
    const res = await put(cookie, id, fixture('page.png'));
    expect(res.status).toBe(200);
    const saved = generationSchema.parse(await body(res));
    expect(saved.result?.coloredUrl).toMatch(/^\/api\/files\//);
    const file = await api(h, cookie, 'GET', saved.result!.coloredUrl!);
    expect(file.status).toBe(200);
    expect(sniffImageType(new Uint8Array(await file.arrayBuffer()))).toBe('image/png');
    // The project shows it beside the line art.
    const project = await body(await api(h, cookie, 'GET', `/api/projects/${saved.projectId}`));
    expect(project.generations[0].result.coloredUrl).toBe(saved.result!.coloredUrl);

    // A real coloured page is far over the 128 KB JSON body limit (here: bytes after IEND).
    const big = Buffer.concat([fixture('page.png'), Buffer.alloc(300 * 1024)]);
    const againRes = await put(cookie, id, big);
    expect(againRes.status).toBe(200);
    const again = generationSchema.parse(await body(againRes));
    expect(again.result!.coloredUrl).not.toBe(saved.result!.coloredUrl);
    const colored = await h.ctx.db.select().from(files).where(eq(files.userId, userId));
    expect(colored.filter((f) => f.kind === 'colored')).toHaveLength(1);
    expect((await api(h, cookie, 'GET', saved.result!.coloredUrl!)).status).toBe(404);
  });

  it('only the owner, only finished pages, only PNGs of the page’s shape, size-limited', async () => {
    const { cookie } = await signIn(h);
    const id = await finishedPage(cookie);
    const other = await signIn(h);
    expect((await put(other.cookie, id, fixture('page.png'))).status).toBe(404);
    expect((await put('', id, fixture('page.png'))).status).toBe(401);
    // A JPEG, even named .png.
    expect((await put(cookie, id, fixture('photo.jpg'))).status).toBe(415);
    // A PNG of another shape (the 1200×630 link preview of the page).
    const wide = await h.ctx.engine.socialPreview(fixture('page.png'));
    if (sniffImageType(wide) === 'image/png') expect((await put(cookie, id, wide)).status).toBe(400);
    const huge = Buffer.concat([fixture('page.png'), Buffer.alloc(COLORED_MAX_BYTES)]);
    expect((await put(cookie, id, huge)).status).toBe(413);
    // A page still being drawn.
    const project = await createProject(h, cookie);
    const pending = await createGeneration(h, cookie, project.id);
    expect((await put(cookie, pending.id, fixture('page.png'))).status).toBe(409);
  });
  it('only the page itself coloured in: honest fills pass, a forged picture of the same shape does not (issue 27 #6)', async () => {
    const { cookie } = await signIn(h);
    const id = await finishedPage(cookie);
    // Honest: the page's outside filled sky blue as the coloring screen does it (colour × grey).
    const { data: grey, info } = await sharp(fixture('page.png'))
      .greyscale()
      .raw()
      .toBuffer({ resolveWithObject: true });
    const { width, height } = info;
    const outside = new Uint8Array(width * height);
    const stack = [0];
    while (stack.length) {
      const i = stack.pop()!;
      if (outside[i] || grey[i]! <= 127) continue;
      outside[i] = 1;
      const x = i % width;
      if (x > 0) stack.push(i - 1);
      if (x < width - 1) stack.push(i + 1);
      if (i >= width) stack.push(i - width);
      if (i < width * (height - 1)) stack.push(i + width);
    }
    const sky = [0x4f, 0xc3, 0xf7];
    const rgb = Buffer.alloc(width * height * 3);
    for (let i = 0; i < width * height; i++)
      for (let c = 0; c < 3; c++)
        rgb[i * 3 + c] = Math.round(((outside[i] ? sky[c]! : 255) * grey[i]!) / 255);
    const honest = await sharp(rgb, { raw: { width, height, channels: 3 } })
      .png()
      .toBuffer();
    expect((await put(cookie, id, honest)).status).toBe(200);
    // Forged: the picture, words and a phone number, at the page's own size.
    const forged = await sharp({ create: { width, height, channels: 3, background: '#fff8e1' } })
      .composite([
        {
          input: Buffer.from(
            `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><text x="2" y="30" font-size="9" font-family="DejaVu Sans">NOT A PAGE</text><text x="2" y="45" font-size="9" font-family="DejaVu Sans">555-123-4567</text></svg>`,
          ),
        },
      ])
      .png()
      .toBuffer();
    const refused = await put(cookie, id, forged);
    expect(refused.status).toBe(400);
    expect((await body(refused)).error.message).toBe(COLORING_TEXTS.notColoredIn);
    // The honest page is still the one kept.
    const page = await body(await api(h, cookie, 'GET', `/api/generations/${id}`));
    const kept = await api(h, cookie, 'GET', page.result.coloredUrl);
    expect(
      (
        await sharp(Buffer.from(await kept.arrayBuffer()))
          .raw()
          .toBuffer()
      )[0],
    ).toBe(sky[0]);
  });
});

import { COLORING_TEXTS } from '@inkling/contracts/coloring';
import { shareLinkSchema } from '@inkling/contracts/community';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, body, createGeneration, createProject, fixture, signIn } from '../../test/factories';
import { createHarness, type Harness, TEST_DATABASES } from '../../test/harness';
import { processGeneration } from '../services/generations.service';

/** Share links of a coloured page (issue 17 "share it (same share links as line art)"). */
describe.each(TEST_DATABASES)('sharing the coloured page: ?colored=true share links (%s)', (kind) => {
  let h: Harness;
  beforeAll(async () => {
    h = await createHarness(kind);
  });
  afterAll(() => h.close());

  /** The page's print PNG coloured over with `hex` (multiply: lines stay black), as the screen saves it. */
  async function colored(print: Buffer, hex: string): Promise<Buffer> {
    const { width, height } = await sharp(print).metadata();
    const lines = await sharp(print).toColourspace('srgb').png().toBuffer();
    return sharp({ create: { width: width!, height: height!, channels: 3, background: hex } })
      .composite([{ input: lines, blend: 'multiply' }])
      .png()
      .toBuffer();
  }

  const saveColored = (cookie: string, id: string, png: Buffer) => {
    const form = new FormData();
    form.append('image', new File([new Uint8Array(png)], 'colored.png', { type: 'image/png' }));
    return h.app.request(`/api/generations/${id}/colored`, {
      method: 'PUT',
      headers: { cookie },
      body: form,
    });
  };

  /** Share of `url` as raw RGB, and how many of its pixels are clearly coloured (not grey). */
  async function colourShare(url: string): Promise<number> {
    const res = await api(h, '', 'GET', url);
    expect(res.status, url).toBe(200);
    const { data, info } = await sharp(Buffer.from(await res.arrayBuffer()))
      .removeAlpha()
      .toColourspace('srgb')
      .raw()
      .toBuffer({ resolveWithObject: true });
    let coloured = 0;
    for (let o = 0; o < data.length; o += info.channels) {
      const r = data[o]!;
      const g = data[o + 1] ?? r;
      const b = data[o + 2] ?? r;
      if (Math.max(r, g, b) - Math.min(r, g, b) > 60) coloured++;
    }
    return coloured / (info.width * info.height);
  }

  it('a coloured link shows recipients the saved coloured PNG; the line-art link stays line art; both revoke together', async () => {
    const { cookie } = await signIn(h, 'Cleo');
    const project = await createProject(h, cookie);
    const page = await createGeneration(h, cookie, project.id);
    await processGeneration(h.ctx, page.id);
    const share = (query = '') => api(h, cookie, 'POST', `/api/generations/${page.id}/share-link${query}`);

    // Nothing saved yet: a coloured link is refused with a sentence.
    const early = await share('?colored=true');
    expect(early.status).toBe(409);
    expect((await body(early)).error.message).toBe(COLORING_TEXTS.notColoredYet);

    const lineArt = shareLinkSchema.parse(await body(await share()));
    const print = fixture('page.png');
    expect((await saveColored(cookie, page.id, await colored(print, '#e53935'))).status).toBe(200);
    const made = shareLinkSchema.parse(await body(await share('?colored=true')));
    expect(made.kind).toBe('unlisted');
    expect(made.token).not.toBe(lineArt.token);
    // Reused, and the line-art link is still its own.
    expect(shareLinkSchema.parse(await body(await share('?colored=true'))).token).toBe(made.token);
    expect(shareLinkSchema.parse(await body(await share('?colored=false'))).token).toBe(lineArt.token);
    expect((await api(h, '', 'GET', `/api/share/${made.token}`)).status).toBe(200);

    // Recipients: the coloured link's picture and print are the coloured PNG, the line-art link's are not.
    expect(await colourShare(`/api/share/${made.token}/image`)).toBeGreaterThan(0.3);
    expect(await colourShare(`/api/share/${made.token}/print`)).toBeGreaterThan(0.3);
    expect(await colourShare(`/api/share/${lineArt.token}/image`)).toBe(0);
    expect(await colourShare(`/api/share/${lineArt.token}/print`)).toBe(0);

    // A new "Save to my book" shows through the same link.
    expect((await saveColored(cookie, page.id, await colored(print, '#1e88e5'))).status).toBe(200);
    const res = await api(h, '', 'GET', `/api/share/${made.token}/image`);
    const { data } = await sharp(Buffer.from(await res.arrayBuffer()))
      .removeAlpha()
      .toColourspace('srgb')
      .raw()
      .toBuffer({ resolveWithObject: true });
    let blue = 0;
    for (let o = 0; o < data.length; o += 3) if (data[o + 2]! - data[o]! > 80) blue++;
    expect(blue).toBeGreaterThan(data.length / 3 / 3);

    // The workspace's sharing state names the line-art link.
    const sharing = await body(await api(h, cookie, 'GET', `/api/projects/${project.id}/sharing`));
    expect(sharing.pages[0].link.token).toBe(lineArt.token);

    // Only the owner makes one; Stop sharing ends both links.
    const other = await signIn(h, 'Dov');
    expect(
      (await api(h, other.cookie, 'POST', `/api/generations/${page.id}/share-link?colored=true`)).status,
    ).toBe(404);
    expect((await api(h, cookie, 'POST', `/api/generations/${page.id}/share-link?colored=yes`)).status).toBe(
      400,
    );
    expect((await api(h, cookie, 'DELETE', `/api/generations/${page.id}/share-link`)).status).toBe(204);
    for (const token of [made.token, lineArt.token]) {
      expect((await api(h, '', 'GET', `/api/share/${token}`)).status).toBe(404);
      expect((await api(h, '', 'GET', `/api/share/${token}/image`)).status).toBe(404);
    }
  });
});

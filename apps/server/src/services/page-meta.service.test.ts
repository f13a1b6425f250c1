import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, body, createGeneration, createProject, signIn } from '../../test/factories';
import { createHarness, type Harness, TEST_DATABASES } from '../../test/harness';
import { mountSpa } from '../spa';
import { processGeneration } from './generations.service';
import { sharedAddressMeta } from './page-meta.service';

const MODERATOR = 'mod-meta@example.org';
const INDEX = `<!doctype html><html><head>
<meta name="description" content="Default description" />
<meta property="og:type" content="website" />
<meta property="og:title" content="Default" />
<title>Inkling</title>
</head><body><div id="root"></div></body></html>`;

/** The content of `<meta property|name="key" content="…">` in the HTML, unescaped quotes only. */
function metaContent(html: string, key: string): string | undefined {
  return new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)"`).exec(html)?.[1];
}

describe.each(TEST_DATABASES)('shared addresses answer with their own meta tags (%s)', (kind) => {
  let h: Harness;
  const dist = mkdtempSync(path.join(tmpdir(), 'inkling-meta-'));
  beforeAll(async () => {
    h = await createHarness(kind, { config: { adminEmails: [MODERATOR] } });
    writeFileSync(path.join(dist, 'index.html'), INDEX);
    mountSpa(h.app, dist, h.ctx.logger, (p) => sharedAddressMeta(h.ctx, p));
  });
  afterAll(async () => {
    await h.close();
    rmSync(dist, { recursive: true, force: true });
  });

  async function finishedPage(prompt: string) {
    const user = await signIn(h, 'Zoe');
    const project = await createProject(h, user.cookie);
    const page = await createGeneration(h, user.cookie, project.id, prompt);
    await processGeneration(h.ctx, page.id);
    return { ...user, page };
  }

  it('an approved post: title, description, canonical, og:image (1200×630, loads) and a large Twitter card', async () => {
    const owner = await finishedPage('a "happy" cat & a <dog>');
    const { communityImageId: id } = await body(
      await api(h, owner.cookie, 'POST', '/api/community/posts', {
        generationId: owner.page.id,
        comment: 'So fun',
      }),
    );
    expect((await h.app.request(`/community/${id}`)).status).toBe(404);

    const mod = await signIn(h, 'Mo', MODERATOR);
    await api(h, mod.cookie, 'POST', `/api/moderation/posts/${id}/decision`, { action: 'approve' });
    const res = await h.app.request(`/community/${id}`);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain(
      '<title>a &#34;happy&#34; cat &#38; a &#60;dog&#62; · Coloring page · Inkling community</title>',
    );
    expect(html).not.toContain('<dog>');
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html).not.toContain('Default description');
    const image = metaContent(html, 'og:image');
    expect(image).toBe(`${h.ctx.config.publicUrl}/api/community/posts/${id}/preview.png`);
    expect(metaContent(html, 'twitter:card')).toBe('summary_large_image');
    expect(metaContent(html, 'og:url')).toBe(`${h.ctx.config.publicUrl}/community/${id}`);
    expect(metaContent(html, 'description')).toContain('So fun');
    expect(metaContent(html, 'robots')).toBeUndefined();
    const picture = await h.app.request(new URL(image!).pathname);
    expect(picture.status).toBe(200);
    expect(picture.headers.get('content-type')).toBe('image/png');
  });

  it('an address with a control character answers 400, never the app page (issue 27 #8)', async () => {
    for (const url of ['/s/abc%00', '/community/abc%07', '/settings%0a']) {
      const res = await h.app.request(url);
      expect(res.status, url).toBe(400);
      expect(await res.text()).not.toContain('<div id="root">');
    }
  });

  it('an unlisted link is noindex; revoked and unknown ids answer 404', async () => {
    const owner = await finishedPage('a rocket');
    const link = await body(
      await api(h, owner.cookie, 'POST', `/api/generations/${owner.page.id}/share-link`),
    );
    const res = await h.app.request(`/s/${link.token}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('x-robots-tag')).toBe('noindex');
    const html = await res.text();
    expect(metaContent(html, 'robots')).toBe('noindex');
    expect(metaContent(html, 'og:image')).toBe(
      `${h.ctx.config.publicUrl}/api/share/${link.token}/preview.png`,
    );

    await api(h, owner.cookie, 'DELETE', `/api/generations/${owner.page.id}/share-link`);
    for (const url of [
      `/s/${link.token}`,
      '/s/unknown-token',
      '/community/00000000-0000-4000-8000-000000000000',
      // Addresses that could never be a post or a link (issue 27 #8: they answered 200).
      '/community/abc',
      '/s/abc!',
    ]) {
      const gone = await h.app.request(url);
      expect(gone.status, url).toBe(404);
      expect(metaContent(await gone.text(), 'og:image')).toBeUndefined();
    }
    // Other routes keep the defaults.
    expect(await (await h.app.request('/pricing')).text()).toBe(INDEX);
  });
});

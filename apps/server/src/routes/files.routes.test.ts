import { uploadSchema } from '@inkling/contracts/api';
import { UPLOAD_MAX_BYTES } from '@inkling/contracts/limits';
import { reencodeUpload } from '@inkling/engine';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, body, createProject, fixture, signIn } from '../../test/factories';
import { createHarness, type Harness, TEST_DATABASES } from '../../test/harness';
import { sniffImageType } from '../services/uploads.service';

describe.each(TEST_DATABASES)('uploads and files (%s)', (kind) => {
  let h: Harness;
  let cookie: string;
  beforeAll(async () => {
    h = await createHarness(kind, { engine: { reencodeUpload } });
    cookie = (await signIn(h)).cookie;
  });
  afterAll(() => h.close());

  const upload = (bytes: Buffer, name: string, type: string, who = cookie) => {
    const form = new FormData();
    form.append('file', new File([new Uint8Array(bytes)], name, { type }));
    return h.app.request('/api/uploads', { method: 'POST', headers: { cookie: who }, body: form });
  };

  it.each([
    ['page.png', 'image/png', 'image/png', 51, 66],
    ['photo.jpg', 'image/jpeg', 'image/jpeg', 64, 48],
  ])('accepts %s, re-encoded and served to its owner only', async (name, type, storedType, width, height) => {
    const res = await upload(fixture(name), name, type);
    expect(res.status).toBe(201);
    const stored = uploadSchema.parse(await body(res));
    expect(stored).toMatchObject({ contentType: storedType, width, height });
    const file = await api(h, cookie, 'GET', stored.url);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe(storedType);
    const other = await signIn(h, 'Mallory');
    expect((await api(h, other.cookie, 'GET', stored.url)).status).toBe(404);
  });

  it('a text file named .png is 415', async () => {
    const res = await upload(fixture('not-an-image.png'), 'cat.png', 'image/png');
    expect(res.status).toBe(415);
    expect((await body(res)).error.code).toBe('unsupported_media_type');
  });

  it('more than 10 MB is 413, by Content-Length and by actual size', async () => {
    const big = Buffer.concat([fixture('page.png'), Buffer.alloc(UPLOAD_MAX_BYTES)]);
    const res = await upload(big, 'big.png', 'image/png');
    expect(res.status).toBe(413);
    expect((await body(res)).error.code).toBe('payload_too_large');

    const declared = await h.app.request('/api/uploads', {
      method: 'POST',
      headers: {
        cookie,
        'content-type': 'multipart/form-data; boundary=x',
        'content-length': String(UPLOAD_MAX_BYTES * 2),
      },
      body: 'x',
    });
    expect(declared.status).toBe(413);
  });

  it('an upload can be a generation input; another user cannot use it', async () => {
    const stored = uploadSchema.parse(
      await body(await upload(fixture('photo.jpg'), 'photo.jpg', 'image/jpeg')),
    );
    const p = await createProject(h, cookie);
    const res = await api(h, cookie, 'POST', `/api/projects/${p.id}/generations`, {
      prompt: 'my cat',
      inputImageId: stored.id,
    });
    expect(res.status).toBe(201);
    expect((await body(res)).inputImageUrl).toBe(stored.url);
    const other = await signIn(h, 'Trudy');
    const op = await createProject(h, other.cookie);
    const denied = await api(h, other.cookie, 'POST', `/api/projects/${op.id}/generations`, {
      prompt: 'my cat',
      inputImageId: stored.id,
    });
    expect(denied.status).toBe(404);
  });

  it('needs a session', async () => {
    expect((await upload(fixture('page.png'), 'page.png', 'image/png', '')).status).toBe(401);
  });
});

describe('sniffImageType', () => {
  it('recognises JPEG, PNG and WebP by their first bytes only', () => {
    expect(sniffImageType(fixture('photo.jpg'))).toBe('image/jpeg');
    expect(sniffImageType(fixture('page.png'))).toBe('image/png');
    expect(sniffImageType(Buffer.from('RIFF\0\0\0\0WEBPVP8 '))).toBe('image/webp');
    expect(sniffImageType(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull();
    expect(sniffImageType(Buffer.alloc(0))).toBeNull();
  });
});

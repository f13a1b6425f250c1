import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { createdGenerationSchema } from '@inkling/contracts/api';
import { UPLOAD_MAX_BYTES } from '@inkling/contracts/limits';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, body, fixture, signIn } from '../../test/factories';
import { createHarness, type Harness, TEST_DATABASES } from '../../test/harness';
import { findOwnedFile } from '../repositories/files.repository';
import { sniffImageType } from '../services/uploads.service';

describe.each(TEST_DATABASES)('photos sent with a page, and stored files (%s)', (kind) => {
  let h: Harness;
  let cookie: string;
  let userId: string;
  beforeAll(async () => {
    h = await createHarness(kind);
    ({ cookie, userId } = await signIn(h));
  });
  afterAll(() => h.close());

  /** POST /api/generations as multipart with the photo in `inputImage`. */
  const sendPhoto = (bytes: Buffer, name: string, type: string, fields: Record<string, string> = {}) => {
    const form = new FormData();
    form.append('prompt', fields.prompt ?? 'my cat on a sofa');
    for (const [key, value] of Object.entries(fields)) if (key !== 'prompt') form.append(key, value);
    form.append('inputImage', new File([new Uint8Array(bytes)], name, { type }));
    return h.app.request('/api/generations', { method: 'POST', headers: { cookie }, body: form });
  };

  it.each([
    ['page.png', 'image/png', 'image/png', 51, 66],
    ['photo.jpg', 'image/jpeg', 'image/jpeg', 64, 48],
  ])(
    'a %s photo is re-encoded, kept with the page and served to its owner only',
    async (name, type, storedType, width, height) => {
      const res = await sendPhoto(fixture(name), name, type);
      expect(res.status).toBe(201);
      const { generation } = createdGenerationSchema.parse(await body(res));
      expect(generation.inputImageUrl).toMatch(/^\/api\/files\//);
      const file = await api(h, cookie, 'GET', generation.inputImageUrl!);
      expect(file.status).toBe(200);
      expect(file.headers.get('content-type')).toBe(storedType);
      // Re-encoded by the engine (metadata stripped; its own tests check the pixels).
      const served = Buffer.from(await file.arrayBuffer());
      expect(sniffImageType(served)).toBe(storedType);
      expect(served.equals(fixture(name))).toBe(false);
      const fileId = generation.inputImageUrl!.split('/').pop()!;
      const row = await findOwnedFile(h.ctx.db, userId, fileId);
      expect(row).toMatchObject({ kind: 'upload', contentType: storedType, width, height });
      const other = await signIn(h, 'Mallory');
      expect((await api(h, other.cookie, 'GET', generation.inputImageUrl!)).status).toBe(404);
    },
  );

  it('a text file named .png is 415 and nothing is stored or charged', async () => {
    const before = await body(await api(h, cookie, 'GET', '/api/projects'));
    const res = await sendPhoto(fixture('not-an-image.png'), 'cat.png', 'image/png');
    expect(res.status).toBe(415);
    expect((await body(res)).error.code).toBe('unsupported_media_type');
    expect(await body(await api(h, cookie, 'GET', '/api/projects'))).toEqual(before);
  });

  it('a photo sent when the page cannot be paid for leaves no file behind', async () => {
    const broke = await signIn(h, 'Penny');
    for (let i = 0; i < 15; i++) {
      const res = await api(h, broke.cookie, 'POST', '/api/generations', { prompt: `a cat ${i}` });
      expect(res.status).toBe(201);
    }
    const form = new FormData();
    form.append('prompt', 'my cat on a sofa');
    form.append(
      'inputImage',
      new File([new Uint8Array(fixture('photo.jpg'))], 'photo.jpg', { type: 'image/jpeg' }),
    );
    const res = await h.app.request('/api/generations', {
      method: 'POST',
      headers: { cookie: broke.cookie },
      body: form,
    });
    expect(res.status).toBe(402);
    // The blob was written before the transaction and removed when it rolled back.
    const uploads = path.join(h.ctx.config.dataDir, 'files', broke.userId, 'upload');
    expect(existsSync(uploads) ? readdirSync(uploads) : []).toEqual([]);
  });

  it('a signed-out request is refused with 401 before its body is read', async () => {
    const res = await h.app.request('/api/generations', {
      method: 'POST',
      headers: {
        'content-type': 'multipart/form-data; boundary=x',
        'content-length': String(UPLOAD_MAX_BYTES * 2),
      },
      body: 'x',
    });
    expect(res.status).toBe(401);
  });

  it('more than 10 MB is 413, by Content-Length and by actual size', async () => {
    const big = Buffer.concat([fixture('page.png'), Buffer.alloc(UPLOAD_MAX_BYTES)]);
    const res = await sendPhoto(big, 'big.png', 'image/png');
    expect(res.status).toBe(413);
    expect((await body(res)).error.code).toBe('payload_too_large');

    const declared = await h.app.request('/api/generations', {
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

import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type LocalS3, startLocalS3 } from '../../test/s3-server';
import { LocalStorage } from './local-storage';
import { S3Storage } from './s3-storage';
import type { Storage } from './storage';

/**
 * One suite, both implementations (issue 16): the local folder, and S3 through the real
 * @aws-sdk/client-s3 speaking the S3 protocol to s3rver started here on a free port.
 */
const root = mkdtempSync(path.join(tmpdir(), 'inkling-storage-'));
let s3: LocalS3;
beforeAll(async () => {
  s3 = await startLocalS3();
});
afterAll(async () => {
  await s3?.close();
  rmSync(root, { recursive: true, force: true });
});

const implementations: [string, () => Storage][] = [
  ['local', () => new LocalStorage(path.join(root, 'files'))],
  ['s3', () => s3.storage()],
];

/** Chunks of `size` bytes whose content depends on their position, so order errors show. */
function chunk(index: number, size: number): Uint8Array {
  return new Uint8Array(size).fill(index % 251);
}

describe.each(implementations)('Storage (%s)', (name, make) => {
  let storage: Storage;
  beforeAll(() => {
    storage = make();
  });

  it('puts, gets, checks and deletes objects; deleting twice is fine', async () => {
    await storage.put('user1/print/a.png', Buffer.from('png'), 'image/png');
    expect(await storage.exists('user1/print/a.png')).toBe(true);
    expect(await storage.get('user1/print/a.png')).toEqual({
      bytes: Buffer.from('png'),
      contentType: 'image/png',
    });
    await storage.put('user1/print/a.png', Buffer.from('png2'), 'image/png');
    expect((await storage.get('user1/print/a.png'))?.bytes).toEqual(Buffer.from('png2'));
    if (name === 'local') {
      expect(readdirSync(path.join(root, 'files/user1/print')).filter((f) => f.endsWith('.tmp'))).toEqual([]);
    }
    await storage.delete('user1/print/a.png');
    expect(await storage.get('user1/print/a.png')).toBeNull();
    expect(await storage.exists('user1/print/a.png')).toBe(false);
    await storage.delete('user1/print/a.png');
  });

  it('writes an object from chunks, visible only once complete; a failing producer stores nothing', async () => {
    const key = 'user1/book/b.pdf';
    const bytes = await storage.putStreaming(key, 'application/pdf', async (write) => {
      await write(Buffer.from('%PDF-'));
      expect(await storage.exists(key)).toBe(false);
      await write(new Uint8Array([49, 46, 55]));
    });
    expect(bytes).toBe(8);
    expect(await storage.get(key)).toEqual({
      bytes: Buffer.from('%PDF-1.7'),
      contentType: 'application/pdf',
    });
    await expect(
      storage.putStreaming('user1/book/c.pdf', 'application/pdf', async (write) => {
        await write(Buffer.from('half'));
        throw new Error('writer failed');
      }),
    ).rejects.toThrow('writer failed');
    expect(await storage.exists('user1/book/c.pdf')).toBe(false);
    if (name === 'local') {
      expect(readdirSync(path.join(root, 'files/user1/book')).filter((f) => f.endsWith('.tmp'))).toEqual([]);
    }
  });

  it('streams an object larger than one multipart part (12 MiB) intact; failing after 2 parts stores nothing', async () => {
    const size = 256 * 1024;
    const count = 48; // 12 MiB: three 5 MiB parts on S3
    const key = 'user2/book/big.pdf';
    const written = await storage.putStreaming(key, 'application/pdf', async (write) => {
      for (let i = 0; i < count; i++) await write(chunk(i, size));
    });
    expect(written).toBe(size * count);
    const stored = await storage.get(key);
    expect(stored?.bytes.length).toBe(size * count);
    for (const i of [0, 19, 20, 47]) expect(stored?.bytes[i * size + 7]).toBe(i % 251);
    await storage.delete(key);

    await expect(
      storage.putStreaming('user2/book/broken.pdf', 'application/pdf', async (write) => {
        for (let i = 0; i < 44; i++) await write(chunk(i, size));
        throw new Error('renderer crashed');
      }),
    ).rejects.toThrow('renderer crashed');
    expect(await storage.exists('user2/book/broken.pdf')).toBe(false);
  });

  it('lists every key under a prefix, without the implementation’s own files', async () => {
    await storage.put('list1/print/x.png', Buffer.from('x'), 'image/png');
    await storage.put('list1/upload/y.jpg', Buffer.from('y'), 'image/jpeg');
    await storage.put('list2/print/z.png', Buffer.from('z'), 'image/png');
    const keys: string[] = [];
    for await (const key of storage.keys('list1/')) keys.push(key);
    expect(keys.sort()).toEqual(['list1/print/x.png', 'list1/upload/y.jpg']);
    const all: string[] = [];
    for await (const key of storage.keys()) all.push(key);
    expect(all).toEqual(expect.arrayContaining(['list1/print/x.png', 'list2/print/z.png']));
  });

  it('is ready when reachable', async () => {
    await expect(storage.check()).resolves.toBeUndefined();
  });

  it.each(['../secret', 'a/../../b', '/etc/passwd', 'a//b', 'a\\\\b', '.hidden', ''])(
    'refuses the key %j',
    async (key) => {
      await expect(storage.put(key, Buffer.from('x'), 'text/plain')).rejects.toThrow(/Unsafe storage key/);
      await expect(storage.get(key)).rejects.toThrow(/Unsafe storage key/);
      await expect(storage.putStreaming(key, 'text/plain', async () => {})).rejects.toThrow(
        /Unsafe storage key/,
      );
    },
  );
});

describe('S3Storage readiness', () => {
  it('is not ready when the bucket is missing or the server is down', async () => {
    const missing = new S3Storage({
      bucket: 'no-such-bucket',
      region: s3.region,
      endpoint: s3.endpoint,
      forcePathStyle: true,
      credentials: s3.credentials,
    });
    await expect(missing.check()).rejects.toThrow();
    missing.close();
    const down = new S3Storage({
      bucket: s3.bucket,
      region: s3.region,
      endpoint: 'http://127.0.0.1:9',
      forcePathStyle: true,
      credentials: s3.credentials,
    });
    await expect(down.check()).rejects.toThrow();
    down.close();
  });
});

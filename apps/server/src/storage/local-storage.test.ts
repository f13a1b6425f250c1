import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { LocalStorage } from './local-storage';

const root = mkdtempSync(path.join(tmpdir(), 'inkling-storage-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('LocalStorage', () => {
  const storage = new LocalStorage(path.join(root, 'files'));

  it('puts, gets, checks and deletes objects, leaving no temp files', async () => {
    await storage.put('user1/print/a.png', Buffer.from('png'), 'image/png');
    expect(await storage.exists('user1/print/a.png')).toBe(true);
    expect(await storage.get('user1/print/a.png')).toEqual({
      bytes: Buffer.from('png'),
      contentType: 'image/png',
    });
    expect(readdirSync(path.join(root, 'files/user1/print')).filter((f) => f.endsWith('.tmp'))).toEqual([]);
    await storage.delete('user1/print/a.png');
    expect(await storage.get('user1/print/a.png')).toBeNull();
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
    expect(readdirSync(path.join(root, 'files/user1/book')).filter((f) => f.endsWith('.tmp'))).toEqual([]);
  });

  it.each(['../secret', 'a/../../b', '/etc/passwd', 'a//b', 'a\\\\b', '.hidden', ''])(
    'refuses the key %j',
    async (key) => {
      await expect(storage.put(key, Buffer.from('x'), 'text/plain')).rejects.toThrow(/Unsafe storage key/);
      await expect(storage.get(key)).rejects.toThrow(/Unsafe storage key/);
    },
  );
});

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

  it.each(['../secret', 'a/../../b', '/etc/passwd', 'a//b', 'a\\\\b', '.hidden', ''])(
    'refuses the key %j',
    async (key) => {
      await expect(storage.put(key, Buffer.from('x'), 'text/plain')).rejects.toThrow(/Unsafe storage key/);
      await expect(storage.get(key)).rejects.toThrow(/Unsafe storage key/);
    },
  );
});

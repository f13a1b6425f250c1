import { randomUUID } from 'node:crypto';
import {
  access,
  constants,
  mkdir,
  open,
  readdir,
  readFile,
  rename,
  rm,
  stat,
  writeFile,
} from 'node:fs/promises';
import path from 'node:path';
import { assertSafeKey, type Storage, type StoredObject } from './storage';

/**
 * Storage in a local folder (default DATA_DIR/files). Each object is the file `<key>` plus
 * a sidecar `<key>.type` holding its content type. Writes go to a temp file and are renamed
 * into place, so readers never see half a file.
 */
export class LocalStorage implements Storage {
  constructor(private readonly root: string) {}

  private pathOf(key: string): string {
    assertSafeKey(key);
    const full = path.resolve(this.root, key);
    if (!full.startsWith(path.resolve(this.root) + path.sep)) throw new Error(`Unsafe storage key: ${key}`);
    return full;
  }

  async put(key: string, bytes: Buffer, contentType: string): Promise<void> {
    const full = this.pathOf(key);
    await mkdir(path.dirname(full), { recursive: true });
    const tmp = `${full}.${randomUUID()}.tmp`;
    await writeFile(`${tmp}.type`, contentType);
    await rename(`${tmp}.type`, `${full}.type`);
    await writeFile(tmp, bytes);
    await rename(tmp, full);
  }

  async putStreaming(
    key: string,
    contentType: string,
    produce: (write: (chunk: Uint8Array) => Promise<void>) => Promise<void>,
  ): Promise<number> {
    const full = this.pathOf(key);
    await mkdir(path.dirname(full), { recursive: true });
    const tmp = `${full}.${randomUUID()}.tmp`;
    const file = await open(tmp, 'wx');
    let bytes = 0;
    try {
      await produce(async (chunk) => {
        let offset = 0;
        while (offset < chunk.length) offset += (await file.write(chunk, offset)).bytesWritten;
        bytes += chunk.length;
      });
      await file.close();
    } catch (error) {
      await file.close().catch(() => {});
      await rm(tmp, { force: true });
      throw error;
    }
    await writeFile(`${tmp}.type`, contentType);
    await rename(`${tmp}.type`, `${full}.type`);
    await rename(tmp, full);
    return bytes;
  }

  async get(key: string): Promise<StoredObject | null> {
    const full = this.pathOf(key);
    try {
      const [bytes, contentType] = await Promise.all([readFile(full), readFile(`${full}.type`, 'utf8')]);
      return { bytes, contentType };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    const full = this.pathOf(key);
    await rm(full, { force: true });
    await rm(`${full}.type`, { force: true });
  }

  async exists(key: string): Promise<boolean> {
    try {
      await stat(this.pathOf(key));
      return true;
    } catch {
      return false;
    }
  }

  async *keys(prefix = ''): AsyncIterable<string> {
    const walk = async function* (dir: string, rel: string): AsyncGenerator<string> {
      let entries: import('node:fs').Dirent[];
      try {
        entries = await readdir(dir, { withFileTypes: true });
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
        throw error;
      }
      for (const entry of entries) {
        const key = rel ? `${rel}/${entry.name}` : entry.name;
        if (entry.isDirectory()) yield* walk(path.join(dir, entry.name), key);
        else if (!entry.name.endsWith('.type') && !entry.name.endsWith('.tmp') && key.startsWith(prefix)) {
          yield key;
        }
      }
    };
    yield* walk(this.root, '');
  }

  /** Creates the folder when missing and checks that this process may write to it. */
  async check(): Promise<void> {
    await mkdir(this.root, { recursive: true });
    await access(this.root, constants.R_OK | constants.W_OK);
  }

  close(): void {}
}

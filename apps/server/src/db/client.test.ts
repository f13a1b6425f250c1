import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { migrateDatabase, openDatabase } from './client';

const dataDir = mkdtempSync(path.join(tmpdir(), 'inkling-db-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe('openDatabase (embedded)', () => {
  it('keeps data in DATA_DIR/pgdata, migrates idempotently and locks the folder to one process', async () => {
    const first = await openDatabase({ dataDir });
    await migrateDatabase(first);
    // Another live process (pid 1 always runs) holding the lock is refused with a clear message.
    writeFileSync(path.join(dataDir, 'pgdata.lock'), '1');
    await expect(openDatabase({ dataDir })).rejects.toThrow(/in use by process 1/);
    writeFileSync(path.join(dataDir, 'pgdata.lock'), String(process.pid));
    await first.close();

    const again = await openDatabase({ dataDir });
    await migrateDatabase(again);
    await again.close();
  });
});

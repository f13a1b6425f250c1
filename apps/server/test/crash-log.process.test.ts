import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { startAppProcess } from './processes';

/**
 * Issue 28 finding 9: a failed start printed a bare stack trace, which a log pipeline that
 * reads JSON lines drops or splits. Both entry points now end with one JSON line.
 */
describe('a failed start (issue 28)', () => {
  it.each([
    ['main.ts', ['--api-only'], 'Inkling failed to start'],
    ['worker.ts', [], 'Inkling worker failed to start'],
  ] as const)('%s logs it as a JSON line and exits 1', async (entry, args, message) => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'inkling-crash-'));
    try {
      // Nothing listens on 5449 (this test's own range): the database cannot be opened.
      const app = startAppProcess(
        entry,
        { DATABASE_URL: 'postgres://postgres@127.0.0.1:5449/inkling', DATA_DIR: dataDir },
        [...args],
      );
      expect(await app.exited).toBe(1);
      const lines = app.output().trim().split('\n');
      const last = JSON.parse(lines.at(-1)!);
      expect(last).toMatchObject({ level: 60, msg: message, err: { code: 'ECONNREFUSED' } });
      for (const line of lines) expect(() => JSON.parse(line)).not.toThrow();
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

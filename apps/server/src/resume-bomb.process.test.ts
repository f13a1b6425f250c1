import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildFlateBombPdf, buildPdfBomb } from '../test/resume-fixtures';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const PORT = 3400 + Math.floor(Math.random() * 500);
const BASE = `http://127.0.0.1:${PORT}`;

/**
 * Issue 12 finding 1 against the real server process, as `npm start` runs it: the 306 KB PDF
 * that inflates to 300 MiB, sent signed out to POST /api/job-applications/resume, used to
 * end the whole process within ~4 s. Now it is refused and the same process answers
 * /api/health afterwards.
 */
describe('the résumé bomb against a running server', () => {
  let server: ChildProcess;
  let dataDir: string;
  let exited: number | null = null;
  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'inkling-bomb-'));
    server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
      cwd: ROOT,
      stdio: 'ignore',
      env: {
        ...process.env,
        PORT: String(PORT),
        PUBLIC_URL: BASE,
        DATA_DIR: dataDir,
        DATABASE_URL: '',
        SERVE_WEB: '0',
        LOG_LEVEL: 'warn',
      },
    });
    server.on('exit', (code) => {
      exited = code ?? -1;
    });
    const deadline = Date.now() + 60_000;
    while (Date.now() < deadline) {
      try {
        if ((await fetch(`${BASE}/api/health`)).ok) return;
      } catch {}
      await new Promise((r) => setTimeout(r, 250));
    }
    throw new Error('server did not start');
  }, 90_000);
  afterAll(() => {
    server?.kill('SIGTERM');
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('refuses the bomb and its variants, and the same process still answers /api/health', {
    timeout: 60_000,
  }, async () => {
    const bombs = [
      await buildFlateBombPdf(300),
      await buildPdfBomb('several-pages'),
      await buildPdfBomb('run-length'),
    ];
    for (const bomb of bombs) {
      const form = new FormData();
      form.append('resume', new File([new Uint8Array(bomb)], 'cv.pdf'));
      const res = await fetch(`${BASE}/api/job-applications/resume`, {
        method: 'POST',
        headers: { origin: BASE },
        body: form,
      });
      expect(res.status).toBe(400);
      expect(((await res.json()) as { error: { category: string } }).error.category).toBe('too_complex');
    }
    expect(exited).toBeNull();
    const health = await fetch(`${BASE}/api/health`);
    expect(health.status).toBe(200);
  });
});

import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
// Ports 3200–3299 are this test's share of the machine; another test may hold one.
const PORT = 3200 + Math.floor(Math.random() * 100);
const BASE = `http://127.0.0.1:${PORT}`;
/** Size of each oversized body, MB (FLOOD_MB to try another; the was 177 MB). */
const FLOOD_MB = Number(process.env.FLOOD_MB ?? 100);
/** The promise of issue 27 finding 1: /api/health answers within this while a flood arrives, ms. */
const HEALTH_BUDGET_MS = 100;
/**
 * Attempts after the first: on a shared 2-core machine another process can stall one health
 * answer past 100 ms on its own; the unfixed server misses by seconds on every attempt.
 */
const RETRIES = 2;

/**
 * Sends `megabytes` of `chunk` repeated as one request body, chunked (no Content-Length)
 * unless `announce`, and resolves with the status once the server answers — or with 0 when it
 * cut the connection first. Writes wait for the socket to drain, as a real client's would.
 */
function flood(
  url: string,
  headers: Record<string, string>,
  chunk: Buffer,
  megabytes: number,
  announce = false,
): Promise<number> {
  const total = megabytes * 1024 * 1024;
  return new Promise((resolve) => {
    let answered = false;
    const req = http.request(url, {
      method: 'POST',
      headers: { ...headers, ...(announce ? { 'content-length': String(total) } : {}) },
    });
    req.on('response', (res) => {
      answered = true;
      res.resume();
      resolve(res.statusCode ?? 0);
      req.destroy();
    });
    req.on('error', () => {
      if (!answered) resolve(0);
    });
    (async () => {
      for (let sent = 0; sent < total && !answered && !req.destroyed; sent += chunk.length) {
        const part = sent + chunk.length > total ? chunk.subarray(0, total - sent) : chunk;
        if (!req.write(part)) await new Promise((r) => req.once('drain', r).once('close', r));
      }
      if (!answered && !req.destroyed) req.end();
    })();
  });
}

/** Asks /api/health every 20 ms until `done` settles; resolves with the slowest answer, ms. */
async function slowestHealthWhile(done: Promise<unknown>): Promise<number> {
  let finished = false;
  done.finally(() => {
    finished = true;
  });
  let slowest = 0;
  while (!finished) {
    const started = performance.now();
    const res = await fetch(`${BASE}/api/health`);
    await res.arrayBuffer();
    slowest = Math.max(slowest, performance.now() - started);
    await new Promise((r) => setTimeout(r, 20));
  }
  return slowest;
}

/**
 * Issue 27 finding 1 against the real server process, as `npm start` runs it: a 177 MB JSON
 * body sent signed out to POST /api/generations froze /api/health for ~170 s. Each body here
 * is FLOOD_MB, sent as fast as the socket takes it while /api/health is asked every 20 ms.
 */
describe('oversized bodies against a running server', () => {
  let server: ChildProcess;
  let dataDir: string;
  let cookie = '';
  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'inkling-flood-'));
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
    const deadline = Date.now() + 60_000;
    while (Date.now() < deadline) {
      try {
        if ((await fetch(`${BASE}/api/health`)).ok) break;
      } catch {}
      await new Promise((r) => setTimeout(r, 250));
    }
    const signIn = await fetch(`${BASE}/api/local-auth/sign-in`, {
      method: 'POST',
      headers: { origin: BASE, 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Flood', email: 'flood@example.org' }),
    });
    if (!signIn.ok) throw new Error(`server did not start: sign-in ${signIn.status}`);
    cookie = signIn.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
  }, 90_000);
  afterAll(() => {
    server?.kill('SIGTERM');
    rmSync(dataDir, { recursive: true, force: true });
  });

  const json = Buffer.from(`[${'{},'.repeat(350_000)}`);
  const cases: [string, string, () => Record<string, string>, Buffer, boolean, number[]][] = [
    // The request: signed out, JSON to a file route → 401 before a byte is read.
    ['signed-out JSON, POST /api/generations', '/api/generations', () => ({}), json, false, [401]],
    // Signed in, JSON to the same route: its JSON limit (128 KB) while it streams in.
    ['signed-in JSON, POST /api/generations', '/api/generations', () => ({ cookie }), json, false, [413]],
    // Signed in, announced size: refused by Content-Length alone.
    ['signed-in JSON with Content-Length', '/api/generations', () => ({ cookie }), json, true, [413]],
    // Public route, JSON where only multipart is taken: 415 by content type.
    ['JSON to POST /api/job-applications', '/api/job-applications', () => ({}), json, false, [415]],
  ];
  for (const [name, url, extra, chunk, announce, statuses] of cases) {
    it(`${name}: answered at once, /api/health < ${HEALTH_BUDGET_MS} ms throughout`, {
      timeout: 120_000,
      retry: RETRIES,
    }, async () => {
      // The same request with a small body first, so code loaded on first use is not timed.
      await flood(
        `${BASE}${url}`,
        { origin: BASE, 'content-type': 'application/json', ...extra() },
        chunk,
        0.1,
      );
      const started = performance.now();
      const answer = flood(
        `${BASE}${url}`,
        { origin: BASE, 'content-type': 'application/json', ...extra() },
        chunk,
        FLOOD_MB,
        announce,
      );
      const slowest = await slowestHealthWhile(answer);
      const status = await answer;
      console.info(
        `${name}: status ${status} after ${Math.round(performance.now() - started)} ms, slowest /api/health ${Math.round(slowest)} ms`,
      );
      expect(statuses).toContain(status);
      expect(slowest).toBeLessThan(HEALTH_BUDGET_MS);
    });
  }

  it(`a multipart flood to the public résumé check stops at its 10 MB limit (413), /api/health < ${HEALTH_BUDGET_MS} ms`, {
    timeout: 120_000,
    retry: RETRIES,
  }, async () => {
    const boundary = 'flood';
    const head = Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="resume"; filename="cv.pdf"\r\nContent-Type: application/pdf\r\n\r\n`,
    );
    const send = (megabytes: number) =>
      flood(
        `${BASE}/api/job-applications/resume`,
        { origin: BASE, 'content-type': `multipart/form-data; boundary=${boundary}` },
        Buffer.concat([head, Buffer.alloc(1024 * 1024, 0x41)]),
        megabytes,
      );
    await send(11); // the same refusal once untimed, so code loaded on first use is not timed
    const answer = send(FLOOD_MB);
    const slowest = await slowestHealthWhile(answer);
    expect(await answer).toBe(413);
    expect(slowest).toBeLessThan(HEALTH_BUDGET_MS);
  });
});

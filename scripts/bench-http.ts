/**
 * HTTP benchmarks of issue 15 ("fast under load"): a bare Hono "hello JSON" server as the
 * same-run baseline, then the app (`npm start`'s main.ts) on embedded PGlite and on this
 * machine's PostgreSQL. Per route: requests/s, p50 and p99 with autocannon (10 connections,
 * loopback) and the ratio to the baseline's requests/s; then submit → page complete (the
 * API's own view: POST /api/generations until GET /api/generations/:id says completed,
 * polled every 5 ms) and /api/health p99 idle vs while 4 pages render.
 *
 * PostgreSQL: BENCH_DATABASE_URL, or postgres://postgres@127.0.0.1:5432/postgres, on which
 * a throw-away database is created and dropped. No test asserts any of these timings.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { signIn as signInAt, stop, waitForHealth as waitAt, withPostgres } from './bench-server';
import { percentile } from './bench-stats';
import { engineProcessEnv } from './server-env.mjs';

const PORT = 3310;
const BASE = `http://127.0.0.1:${PORT}`;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const CONNECTIONS = 10;

interface Load {
  rps: number;
  p50: number;
  p99: number;
  non2xx: number;
}

async function load(url: string, headers: Record<string, string> = {}, duration = SECONDS): Promise<Load> {
  const r = await autocannon({ url, connections: CONNECTIONS, duration, headers });
  return { rps: Math.round(r.requests.average), p50: r.latency.p50, p99: r.latency.p99, non2xx: r.non2xx };
}

const waitForHealth = (base = BASE) => waitAt(base);
const signIn = (email: string) => signInAt(BASE, email);

/** The same-run baseline: Hono on @hono/node-server answering `{ ok: true }`. */
async function bareHono(): Promise<Load> {
  const code = `
    const { Hono } = await import('hono');
    const { serve } = await import('@hono/node-server');
    const app = new Hono();
    app.get('/api/health', (c) => c.json({ ok: true }));
    serve({ fetch: app.fetch, port: ${PORT}, hostname: '127.0.0.1' });`;
  const child = spawn(process.execPath, ['--input-type=module', '-e', code], {
    cwd: join(process.cwd(), 'apps/server'),
    stdio: 'ignore',
  });
  try {
    await waitForHealth();
    await load(`${BASE}/api/health`, {}, 2);
    return await load(`${BASE}/api/health`);
  } finally {
    await stop(child);
  }
}

async function post(path: string, cookie: string, body: unknown): Promise<Response> {
  return fetch(`${BASE}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie, origin: BASE },
    body: JSON.stringify(body),
  });
}

/** Submits a page and polls until it is completed; returns ms. */
async function submitToComplete(cookie: string, prompt: string): Promise<number> {
  const start = performance.now();
  const res = await post('/api/generations', cookie, { prompt });
  if (res.status !== 201) throw new Error(`submit failed: ${res.status} ${await res.text()}`);
  const { generation } = (await res.json()) as { generation: { id: string } };
  for (;;) {
    const g = (await (
      await fetch(`${BASE}/api/generations/${generation.id}`, { headers: { cookie } })
    ).json()) as {
      status: string;
    };
    if (g.status === 'completed') return performance.now() - start;
    if (g.status === 'failed') throw new Error('page failed');
    await new Promise((r) => setTimeout(r, 5));
  }
}

/** Waits until no page of the project is queued or being drawn. */
async function pageDrawn(cookie: string, projectId: string): Promise<void> {
  for (;;) {
    const res = await fetch(`${BASE}/api/projects/${projectId}`, { headers: { cookie } });
    const project = (await res.json()) as { generations: { status: string }[] };
    if (project.generations.every((g) => g.status === 'completed' || g.status === 'failed')) return;
    await new Promise((r) => setTimeout(r, 50));
  }
}

interface AppResult {
  routes: [string, Load][];
  submitMs: number[];
  healthIdleP99: number;
  healthBusyP99: number;
  staticBytes: string;
}

async function benchServer(databaseUrl: string, root = process.cwd()): Promise<AppResult> {
  const dataDir = mkdtempSync(join(tmpdir(), 'inkling-bench-http-'));
  const server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: engineProcessEnv({
      PORT: String(PORT),
      PUBLIC_URL: BASE,
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      LOG_LEVEL: 'warn',
      SIGN_IN_RATE_LIMIT: '100000',
    }),
  });
  try {
    await waitForHealth();
    // 100 projects; the first 10 get a finished page (a new user has 15 credits).
    const cookie = await signIn(`bench-list-${Date.now()}@example.com`);
    const ids: string[] = [];
    for (let i = 0; i < 100; i++) {
      const res = await post('/api/projects', cookie, { title: `Bench project ${i + 1}` });
      ids.push(((await res.json()) as { id: string }).id);
    }
    for (const id of ids.slice(0, 10)) {
      const res = await post('/api/generations', cookie, { projectId: id, prompt: 'a cat with a ball' });
      if (res.status !== 201) throw new Error(`page failed: ${res.status}`);
    }
    // Measure only once those pages are drawn (the engine shares the API's event loop).
    for (const id of ids.slice(0, 10)) await pageDrawn(cookie, id);
    const first = await fetch(`${BASE}/api/projects?limit=100`, { headers: { cookie } });
    const etag = first.headers.get('etag') ?? '';
    const html = readFileSync(join(root, 'apps/web/dist/index.html'), 'utf8');
    const entry = /<script[^>]+src="(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
    const routes: [string, Load][] = [];
    const measure = async (name: string, path: string, headers: Record<string, string> = {}) => {
      await load(`${BASE}${path}`, headers, 1);
      routes.push([name, await load(`${BASE}${path}`, headers)]);
    };
    await measure('GET /api/health', '/api/health');
    await measure('GET /api/session, signed in', '/api/session', { cookie });
    await measure('GET /api/blog/posts', '/api/blog/posts');
    await measure('GET /api/projects (first page, 6 cards of 100 projects)', '/api/projects', { cookie });
    await measure('GET /api/projects?limit=100 (100 cards)', '/api/projects?limit=100', { cookie });
    await measure('GET /api/projects?limit=100, If-None-Match → 304', '/api/projects?limit=100', {
      cookie,
      'if-none-match': etag,
    });
    // Static files: bytes on the wire (autocannon's loopback req/s for a 130 KB body stalls on
    // TCP acknowledgements, with a plain node:http server too, so it is not a server measure).
    const sizes: string[] = [];
    for (const enc of entry ? ['identity', 'gzip', 'br'] : []) {
      const res = await fetch(`${BASE}${entry}`, { headers: { 'accept-encoding': enc } });
      const bytes = Number(res.headers.get('content-length') ?? (await res.arrayBuffer()).byteLength);
      sizes.push(`${enc} ${Math.round(bytes / 1024)} KB`);
    }
    const staticBytes = sizes.join(', ');

    const submitMs: number[] = [];
    for (let i = 0; i < 12; i++) {
      const user = await signIn(`bench-submit-${Date.now()}-${i}@example.com`);
      const ms = await submitToComplete(user, `a friendly dinosaur in a forest number ${i}`);
      if (i >= 2) submitMs.push(ms);
    }

    const healthIdleP99 = (await load(`${BASE}/api/health`, {}, 4)).p99;
    const users = await Promise.all(
      [0, 1, 2, 3].map((i) => signIn(`bench-busy-${Date.now()}-${i}@example.com`)),
    );
    const busy = load(`${BASE}/api/health`, {}, 4);
    await new Promise((r) => setTimeout(r, 300));
    await Promise.all(users.map((u, i) => submitToComplete(u, `a castle with a dragon number ${i}`)));
    const healthBusyP99 = (await busy).p99;
    return { routes, submitMs, healthIdleP99, healthBusyP99, staticBytes };
  } finally {
    await stop(server);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

export async function benchHttp(): Promise<string> {
  const before = process.env.BENCH_BEFORE_ROOT;
  const bare = await bareHono();
  const runs: [string, AppResult][] = [];
  if (before) runs.push(['PGlite, before', await benchServer('', before)]);
  runs.push(['PGlite', await benchServer('')]);
  if (before) runs.push(['PostgreSQL, before', await withPostgres((url) => benchServer(url, before))]);
  runs.push(['PostgreSQL', await withPostgres((url) => benchServer(url))]);
  const cell = (l: Load | undefined) =>
    l
      ? `${l.rps.toLocaleString('en-US')} req/s, p50 ${l.p50} / p99 ${l.p99} ms (${(l.rps / bare.rps).toFixed(3)}×)${l.non2xx ? `, ${l.non2xx} non-2xx` : ''}`
      : '';
  const names = runs[runs.length - 1]![1].routes.map(([name]) => name);
  const rows = names.map(
    (name) =>
      `| ${name} | ${runs.map(([, r]) => cell(r.routes.find(([n]) => n === name)?.[1])).join(' | ')} |`,
  );
  const med = (xs: number[]) => Math.round(percentile(xs, 50));
  const health = (r: AppResult) =>
    `${r.healthIdleP99} → ${r.healthBusyP99} ms (${(r.healthBusyP99 / Math.max(1, r.healthIdleP99)).toFixed(1)}×)`;
  return [
    `${CONNECTIONS} connections × ${SECONDS} s per route (autocannon, loopback). Baseline: bare Hono "hello JSON" in the same run, ${bare.rps.toLocaleString('en-US')} req/s, p50 ${bare.p50} / p99 ${bare.p99} ms; (×) is each route's req/s over the baseline's. GET /api/projects is one user with 100 projects, 10 of them with a finished page (before issue 15 it answered every project with all its pages, whatever the query). 304 answers count as non-2xx in autocannon's tally.${before ? ' "before" is the commit before issue 15, run in the same session on the same engine.' : ''}`,
    '',
    `| route | ${runs.map(([n]) => n).join(' | ')} |`,
    `|---|${runs.map(() => '---').join('|')}|`,
    ...rows,
    `| submit → page complete (sketchbook, API polled every 5 ms, median of ${runs[0]![1].submitMs.length}) | ${runs.map(([, r]) => `${med(r.submitMs)} ms`).join(' | ')} |`,
    `| /api/health p99 idle → while 4 pages render | ${runs.map(([, r]) => health(r)).join(' | ')} |`,
    `| entry chunk on the wire by Accept-Encoding | ${runs.map(([, r]) => r.staticBytes).join(' | ')} |`,
  ].join('\n');
}

if (process.argv[1]?.endsWith('bench-http.ts')) {
  console.log(await benchHttp());
}

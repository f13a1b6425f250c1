/**
 * `npm run bench -- pages` (issue 15): what the engine's worker-thread pool and the
 * cross-process wake change, measured through the HTTP API like bench-http.ts:
 *
 * - submit → page complete: POST /api/generations into a project whose live stream (GET
 *   /api/projects/:id/events, what the workspace listens to) is open, until the stream says
 *   'completed'; median and p90 of 20 pages after 4 warm-up pages, one at a time (no polling:
 *   5 ms polling competes for the 2 cores with the page it waits for);
 * - /api/health p99 (autocannon, 10 connections, 4 s) idle, and while 4 pages render all the
 *   time (4 users each submit a new page as soon as their last one is complete);
 *
 * on three set-ups: `npm start` on PGlite, `npm start` on PostgreSQL (API and worker in one
 * process), and `npm run start:api` + `npm run worker` on PostgreSQL (two processes, so a
 * queued page needs the cross-process wake, else waits for the worker's 0.5 s poll).
 *
 * The same-run baseline is BENCH_BEFORE_ROOT, a checkout that shares this node_modules (so the
 * same engine draws the pages): the commit before the pool and the wake, or this commit with
 * the engine on the event loop (engine.ts calling generatePage directly); BENCH_BEFORE_LABEL
 * names it in the text, and each row says after ÷ before. PostgreSQL: BENCH_DATABASE_URL, or
 * postgres://postgres@127.0.0.1:5432/postgres, on which throw-away databases are created and
 * dropped. BENCH_PAGES_SETUPS=pglite,postgres runs only those set-ups. No test asserts any of
 * these timings.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { signIn as signInAt, stop, waitForHealth as waitAt, withPostgres } from './bench-server';
import { percentile } from './bench-stats';
import { engineProcessEnv } from './server-env.mjs';

const PORT = 3311;
const BASE = `http://127.0.0.1:${PORT}`;
const PAGES = 20;
const WARM_UP = 4;
const HEALTH_SECONDS = 4;

type Setup = 'pglite' | 'postgres' | 'postgres-split';

interface Result {
  submitMs: number[];
  healthIdle: { p99: number; rps: number };
  healthBusy: { p99: number; rps: number };
  /** Pages completed while /api/health was measured under load. */
  busyPages: number;
}

const waitForHealth = () => waitAt(BASE);

let users = 0;
async function signIn(): Promise<string> {
  return signInAt(BASE, `bench-pages-${Date.now()}-${users++}@example.com`);
}

/** Submits a page and polls every `pollMs` until it is completed; returns ms. */
async function submitToComplete(cookie: string, prompt: string, pollMs: number): Promise<number> {
  const start = performance.now();
  const res = await fetch(`${BASE}/api/generations`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie, origin: BASE },
    body: JSON.stringify({ prompt }),
  });
  if (res.status !== 201) throw new Error(`submit failed: ${res.status} ${await res.text()}`);
  const { generation } = (await res.json()) as { generation: { id: string } };
  for (;;) {
    if (performance.now() - start > 120_000) throw new Error('page not complete after 120 s');
    const g = (await (
      await fetch(`${BASE}/api/generations/${generation.id}`, { headers: { cookie } })
    ).json()) as {
      status: string;
    };
    if (g.status === 'completed') return performance.now() - start;
    if (g.status === 'failed') throw new Error('page failed');
    await new Promise((r) => setTimeout(r, pollMs));
  }
}

/**
 * Submits a page into a project whose live stream (GET /api/projects/:id/events, what the
 * workspace listens to) is open, and waits for the stream to say 'completed'; returns ms
 * from the submit.
 */
async function submitToShown(cookie: string, prompt: string): Promise<number> {
  const project = (await (
    await fetch(`${BASE}/api/projects`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie, origin: BASE },
      body: JSON.stringify({ title: 'Bench' }),
    })
  ).json()) as { id: string };
  const stream = await fetch(`${BASE}/api/projects/${project.id}/events`, { headers: { cookie } });
  const reader = stream.body!.pipeThrough(new TextDecoderStream()).getReader();
  const completed = new Map<string, number>();
  let buffer = '';
  const readUntil = async (id: string): Promise<number> => {
    while (!completed.has(id)) {
      const { value, done } = await reader.read();
      if (done) throw new Error('live stream ended');
      const at = performance.now();
      buffer += value;
      for (let end = buffer.indexOf('\n\n'); end >= 0; end = buffer.indexOf('\n\n')) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const data = block
          .split('\n')
          .find((line) => line.startsWith('data: '))
          ?.slice(6);
        if (!block.includes('event: generation') || !data) continue;
        const g = JSON.parse(data) as { id: string; status: string };
        if (g.status === 'failed') throw new Error('page failed');
        if (g.status === 'completed' && !completed.has(g.id)) completed.set(g.id, at);
      }
    }
    return completed.get(id)!;
  };
  try {
    const start = performance.now();
    const res = await fetch(`${BASE}/api/generations`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie, origin: BASE },
      body: JSON.stringify({ prompt, projectId: project.id }),
    });
    if (res.status !== 201) throw new Error(`submit failed: ${res.status} ${await res.text()}`);
    const { generation } = (await res.json()) as { generation: { id: string } };
    return (await readUntil(generation.id)) - start;
  } finally {
    await reader.cancel().catch(() => undefined);
  }
}

/** /api/health under autocannon for HEALTH_SECONDS: p99 ms and requests/s. */
async function health(): Promise<{ p99: number; rps: number }> {
  const r = await autocannon({ url: `${BASE}/api/health`, connections: 10, duration: HEALTH_SECONDS });
  return { p99: r.latency.p99, rps: Math.round(r.requests.average) };
}

async function measure(): Promise<Result> {
  const submitMs: number[] = [];
  for (let i = 0; i < WARM_UP + PAGES; i++) {
    const ms = await submitToShown(await signIn(), `a friendly dinosaur in a forest number ${i}`);
    if (i >= WARM_UP) submitMs.push(ms);
  }
  const healthIdle = await health();
  // Four users keep one page each rendering for the whole measurement (a new user every 10
  // pages: credits and the per-user page limit).
  let running = true;
  let busyPages = 0;
  const renderer = async (n: number) => {
    let cookie = await signIn();
    for (let i = 0; running; i++) {
      if (i > 0 && i % 10 === 0) cookie = await signIn();
      // Polled every 100 ms: the measure is of the pages' load, not of the 5 ms polling.
      await submitToComplete(cookie, `a castle with a dragon number ${n}-${i}`, 100);
      busyPages++;
    }
  };
  const renderers = [0, 1, 2, 3].map(renderer);
  await new Promise((r) => setTimeout(r, 300));
  const counted = busyPages;
  const healthBusy = await health();
  const pagesDuring = busyPages - counted;
  running = false;
  await Promise.all(renderers);
  return { submitMs, healthIdle, healthBusy, busyPages: pagesDuring };
}

/** Starts the set-up from `root` (this checkout or BENCH_BEFORE_ROOT), measures it and stops it. */
async function benchSetup(setup: Setup, root: string): Promise<Result> {
  const dataDir = mkdtempSync(join(tmpdir(), 'inkling-bench-pages-'));
  const run = async (databaseUrl: string) => {
    const env = engineProcessEnv({
      PORT: String(PORT),
      PUBLIC_URL: BASE,
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      LOG_LEVEL: 'warn',
      SIGN_IN_RATE_LIMIT: '100000',
      SERVE_WEB: '0',
    });
    const spawnTs = (file: string, ...args: string[]) =>
      spawn(process.execPath, ['--import', 'tsx', file, ...args], {
        cwd: root,
        stdio: ['ignore', 'ignore', 'inherit'],
        env,
      });
    // The API first (it migrates the fresh database), then the worker; the warm-up pages wait
    // for the worker to start.
    const children = [
      spawnTs('apps/server/src/main.ts', ...(setup === 'postgres-split' ? ['--api-only'] : [])),
    ];
    try {
      await waitForHealth();
      if (setup === 'postgres-split') children.push(spawnTs('apps/server/src/worker.ts'));
      return await measure();
    } finally {
      await Promise.all(children.map(stop));
    }
  };
  try {
    return setup === 'pglite' ? await run('') : await withPostgres(run);
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const SETUPS: [Setup, string][] = [
  ['pglite', '`npm start`, PGlite'],
  ['postgres', '`npm start`, PostgreSQL'],
  ['postgres-split', '`start:api` + `worker`, PostgreSQL'],
];

/** Runs every set-up (before and after when BENCH_BEFORE_ROOT is set) and returns the markdown body. */
export async function benchPages(): Promise<string> {
  const before = process.env.BENCH_BEFORE_ROOT;
  const med = (xs: number[]) => Math.round(percentile(xs, 50));
  const p90 = (xs: number[]) => Math.round(percentile(xs, 90));
  const lines: string[] = [];
  const only = process.env.BENCH_PAGES_SETUPS?.split(',');
  for (const [setup, label] of SETUPS.filter(([s]) => !only || only.includes(s))) {
    const old = before ? await benchSetup(setup, before) : undefined;
    const now = await benchSetup(setup, process.cwd());
    const ratio = (a: number, b: number | undefined) => (b ? ` (${(a / Math.max(1, b)).toFixed(2)}×)` : '');
    const submit = (r: Result) => `${med(r.submitMs)} ms (p90 ${p90(r.submitMs)})`;
    const health = (r: Result) =>
      `${r.healthIdle.p99} → ${r.healthBusy.p99} ms (${(r.healthBusy.p99 / Math.max(1, r.healthIdle.p99)).toFixed(1)}× idle); ${r.healthIdle.rps.toLocaleString('en-US')} → ${r.healthBusy.rps.toLocaleString('en-US')} req/s; ${r.busyPages} pages`;
    lines.push(
      `| ${label} | ${old ? submit(old) : '–'} | ${submit(now)}${ratio(med(now.submitMs), old && med(old.submitMs))} | ${old ? health(old) : '–'} | ${health(now)} |`,
    );
  }
  return [
    `Submit → complete: median (p90) of ${PAGES} pages after ${WARM_UP} warm-up pages, one at a time, sketchbook, until the project's live stream (what the workspace listens to) says 'completed'. /api/health p99: autocannon, 10 connections × ${HEALTH_SECONDS} s, idle → while 4 pages render all the time (4 users, each polling its page every 100 ms and submitting the next once it is complete), with the requests/s answered and the pages completed meanwhile. ${before ? `"before" is ${process.env.BENCH_BEFORE_LABEL ?? 'the checkout in BENCH_BEFORE_ROOT'}, run in the same session from a checkout sharing this node_modules (the same engine); (×) is after ÷ before.` : 'No "before" in this run (set BENCH_BEFORE_ROOT).'}`,
    '',
    '| set-up | submit → complete, before | after | /api/health p99 idle → busy, before | after |',
    '|---|---|---|---|---|',
    ...lines,
  ].join('\n');
}

if (process.argv[1]?.endsWith('bench-pages.ts')) {
  console.log(await benchPages());
}

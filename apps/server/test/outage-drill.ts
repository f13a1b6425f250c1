/**
 * `npm run drill` (apps/server/test/outage-drill.ts, issue 28; not part of `npm test` or CI):
 * the outage drills of issue 28's "Done when", run against the app as shipped — one `npm run
 * start:api` and one `npm run worker` process (app-process.ts), a throw-away PostgreSQL
 * cluster of its own (local-cluster.ts) and s3rver (s3-server.ts) — while a client asks for
 * one page a second:
 *
 * 1. database stopped (`pg_ctl stop -m fast`) for D s, then started;
 * 2. storage (s3rver) stopped for D s, then started;
 * 3. every backend of the app's database terminated (`pg_terminate_backend`) once a second for D s;
 * 4. the worker killed with SIGKILL while pages draw, restarted 2 s later (as compose restarts it).
 *
 * D is 5 s by default and 20 s with `--full` (`npm run drill -- --full`: the durations of the
 * issue; ~6 minutes on two cores). Each request is a new page (no retries), so every non-201
 * answer is visible. Per drill it prints: pages asked for, accepted (201), completed, failed,
 * refunded (ledger rows `refund` of those pages), the answers that were not 201 by status
 * (`conn` = no answer at all), and the recovery: seconds from the end of the fault until
 * /api/ready is 200 again (— when it never went red), until the first page is accepted
 * again, and until every page accepted before the end of the fault has ended. A markdown table for docs/operations.md ("Outage drills") is printed last.
 * Exits 1 when a page is left unfinished or a process died on its own.
 *
 * Ports: the cluster on DRILL_PG_PORT (5461), the API on DRILL_API_PORT (3361), s3rver on
 * DRILL_S3_PORT (3362). Needs Debian's PostgreSQL 15 programs (as the process tests).
 */
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { AppProcess, sleep } from './app-process';
import { type LocalCluster, startLocalCluster } from './local-cluster';
import { type LocalS3, s3Environment, startLocalS3 } from './s3-server';

const FULL = process.argv.includes('--full');
const OUTAGE_S = FULL ? 20 : 5;
const PG_PORT = Number(process.env.DRILL_PG_PORT ?? 5461);
const API_PORT = Number(process.env.DRILL_API_PORT ?? 3361);
const S3_PORT = Number(process.env.DRILL_S3_PORT ?? 3362);
/** Requests before the fault and after it ends, s: pages in flight when it starts, and the recovery. */
const LEAD_S = 3;
const TAIL_S = 10;
/** A user has 15 credits (sign-up 10 + daily 5) and may ask for 20 pages a minute: 10 each is safe. */
const PAGES_PER_USER = 10;
/** How long the accepted pages of a drill may take to end after the fault, s. */
const DRAIN_TIMEOUT_S = 150;

interface DrillResult {
  name: string;
  /** How long the fault lasted, from its start being done (e.g. pg_ctl stop returned) to its end. */
  faultS: number;
  asked: number;
  accepted: number;
  completed: number;
  failed: number;
  refunded: number;
  /** Non-201 answers by status; `conn` for no answer. */
  answers: Record<string, number>;
  readyAfterS: number | null;
  acceptingAfterS: number | null;
  drainedAfterS: number | null;
  unfinished: number;
}

interface Fault {
  name: string;
  /** Starts the fault; resolves when it has begun. */
  begin(): Promise<void>;
  /** Ends it (the service is back, or the process restarted); resolves when it has. */
  end(): Promise<void>;
  /** How long the fault lasts, s. */
  seconds: number;
  /** Done during the fault, once a second (backends terminated). */
  tick?(): Promise<void>;
}

async function main(): Promise<void> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'inkling-drill-'));
  let cluster: LocalCluster | undefined;
  let s3: LocalS3 | undefined;
  const processes: AppProcess[] = [];
  let exitCode = 0;
  try {
    cluster = startLocalCluster(PG_PORT, { hostAuth: 'trust' });
    cluster.psql('CREATE DATABASE inkling');
    s3 = await startLocalS3('inkling-drill', S3_PORT);
    const databaseUrl = `postgres://postgres@127.0.0.1:${PG_PORT}/inkling`;
    const publicUrl = `http://127.0.0.1:${API_PORT}`;
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      NODE_ENV: 'development',
      LOG_LEVEL: 'info',
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      PUBLIC_URL: publicUrl,
      SERVE_WEB: '0',
      ENGINE_THREADS: '1',
      ...s3Environment(s3),
      BETTER_AUTH_SECRET: 'drill-secret-drill-secret-0123456789',
      SIGN_IN_RATE_LIMIT: '100000',
      IMAGE_PROVIDER: 'sketchbook',
    };
    delete env.TEST_DATABASE_URL;
    const api = new AppProcess('api', 'start:api', env, API_PORT);
    const worker = new AppProcess('worker', 'worker', env);
    processes.push(api, worker);
    await api.start();
    await worker.start();
    const admin = new pg.Client({ connectionString: `postgres://postgres@127.0.0.1:${PG_PORT}/postgres` });
    admin.on('error', () => {});
    await admin.connect();

    const db = cluster;
    const storage = s3;
    const faults: Fault[] = [
      {
        name: `database stopped ${OUTAGE_S} s`,
        seconds: OUTAGE_S,
        begin: async () => db.stop(),
        end: async () => db.start(),
      },
      {
        name: `storage (s3rver) stopped ${OUTAGE_S} s`,
        seconds: OUTAGE_S,
        begin: () => storage.stop({ dropConnections: true }),
        end: () => storage.start(),
      },
      {
        name: `backends terminated every 1 s for ${OUTAGE_S} s`,
        seconds: OUTAGE_S,
        begin: async () => {},
        end: async () => {},
        tick: async () => {
          await admin.query(
            `select pg_terminate_backend(pid) from pg_stat_activity where datname = 'inkling' and pid <> pg_backend_pid()`,
          );
        },
      },
      {
        name: 'worker SIGKILL, restarted after 2 s',
        seconds: 2,
        begin: () => worker.stop('SIGKILL', 5_000),
        end: () => worker.start(),
      },
    ];
    const results: DrillResult[] = [];
    for (const fault of faults) {
      console.info(`\n▶ ${fault.name}`);
      const result = await runDrill(fault, publicUrl, databaseUrl);
      results.push(result);
      console.info(JSON.stringify(result));
      for (const p of processes) {
        if (p.child && (p.child.exitCode !== null || p.child.signalCode !== null) && p !== worker) {
          console.error(`${p.name} died:\n${p.log.slice(-3000)}`);
          exitCode = 1;
        }
      }
      if (result.unfinished > 0) exitCode = 1;
    }
    await admin.end().catch(() => undefined);
    if (/Unhandled 'error' event|uncaught exception/i.test(api.log + worker.log)) {
      console.error('a process logged an unhandled error');
      exitCode = 1;
    }
    console.info(`\n${table(results)}`);
  } finally {
    for (const p of processes) await p.stop('SIGTERM', 20_000);
    await s3?.close();
    cluster?.destroy();
    rmSync(dataDir, { recursive: true, force: true });
  }
  process.exit(exitCode);
}

/** Signs in a new local user; returns its cookie header. Throws unless 200. */
async function signIn(publicUrl: string): Promise<string> {
  const res = await fetch(`${publicUrl}/api/local-auth/sign-in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: publicUrl },
    body: JSON.stringify({ name: 'Drill', email: `drill-${randomUUID()}@example.org` }),
  });
  if (res.status !== 200) throw new Error(`sign-in failed: ${res.status} ${await res.text()}`);
  return res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}

/**
 * One drill: pages asked for once a second from LEAD_S before the fault until TAIL_S after
 * it, /api/ready polled every 100 ms, then waits for every accepted page to end and reads
 * their outcome from the database.
 */
async function runDrill(fault: Fault, publicUrl: string, databaseUrl: string): Promise<DrillResult> {
  const total = LEAD_S + fault.seconds + TAIL_S;
  const cookies: string[] = [];
  // A fault that takes longer to end than planned (a slow restart) keeps the client asking: margin.
  const users = Math.ceil((total + 60) / PAGES_PER_USER);
  for (let i = 0; i < users; i++) cookies.push(await signIn(publicUrl));
  const accepted: { id: string; at: number }[] = [];
  const answers: Record<string, number> = {};
  let asked = 0;
  let faultEndedAt = Number.POSITIVE_INFINITY;
  let readyAt: number | null = null;

  let polling = true;
  const poller = (async () => {
    let wasDown = false;
    while (polling) {
      const ok = await fetch(`${publicUrl}/api/ready`, { signal: AbortSignal.timeout(2_000) })
        .then(async (res) => {
          await res.body?.cancel();
          return res.ok;
        })
        .catch(() => false);
      if (!ok) wasDown = true;
      if (ok && wasDown && readyAt === null && Date.now() >= faultEndedAt) readyAt = Date.now();
      await sleep(100);
    }
  })();

  const ask = async (n: number) => {
    asked++;
    const cookie = cookies[Math.min(Math.floor(n / PAGES_PER_USER), cookies.length - 1)]!;
    try {
      const res = await fetch(`${publicUrl}/api/generations`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: publicUrl, cookie },
        body: JSON.stringify({ prompt: `a drill kite number ${n}` }),
        signal: AbortSignal.timeout(30_000),
      });
      const text = await res.text();
      if (res.status === 201) accepted.push({ id: JSON.parse(text).generation.id, at: Date.now() });
      else answers[res.status] = (answers[res.status] ?? 0) + 1;
    } catch {
      answers.conn = (answers.conn ?? 0) + 1;
    }
  };

  const requests: Promise<void>[] = [];
  const started = Date.now();
  let n = 0;
  const faultStart = started + LEAD_S * 1000;
  const faultEnd = faultStart + fault.seconds * 1000;
  // The fault runs beside the requests (a worker's restart takes seconds; pages are asked for meanwhile).
  let faultBegunAt = 0;
  const faultDone = (async () => {
    await sleep(faultStart - Date.now());
    await fault.begin();
    faultBegunAt = Date.now();
    while (Date.now() < faultEnd) {
      await fault.tick?.().catch(() => undefined);
      await sleep(Math.min(1_000, Math.max(0, faultEnd - Date.now())));
    }
    await fault.end();
    faultEndedAt = Date.now();
  })();
  while (Date.now() < faultEnd + TAIL_S * 1000 || faultEndedAt === Number.POSITIVE_INFINITY) {
    if (Date.now() >= started + n * 1000) requests.push(ask(n++));
    await sleep(50);
  }
  await faultDone;
  await Promise.all(requests);

  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const ids = accepted.map((a) => a.id);
  const unfinishedCount = async () =>
    (
      await client.query<{ n: number }>(
        `select count(*)::int as n from generations where id = any($1::uuid[]) and status in ('created', 'generating')`,
        [ids],
      )
    ).rows[0]!.n;
  const drainDeadline = Date.now() + DRAIN_TIMEOUT_S * 1000;
  let unfinished = await unfinishedCount();
  while (unfinished > 0 && Date.now() < drainDeadline) {
    await sleep(250);
    unfinished = await unfinishedCount();
  }
  // When the last page asked for before the fault ended was finished (completed_at is set for
  // failed pages too): how long the backlog of the fault took to clear.
  const backlog = accepted.filter((a) => a.at <= faultEndedAt).map((a) => a.id);
  const drainedAt =
    unfinished === 0
      ? ((
          await client.query<{ at: Date | null }>(
            'select max(completed_at) as at from generations where id = any($1::uuid[])',
            [backlog],
          )
        ).rows[0]!.at?.getTime() ?? faultEndedAt)
      : null;
  polling = false;
  await poller;
  const byStatus = (
    await client.query<{ status: string; n: number }>(
      'select status, count(*)::int as n from generations where id = any($1::uuid[]) group by status',
      [ids],
    )
  ).rows;
  const refunded = (
    await client.query<{ n: number }>(
      `select count(*)::int as n from credit_ledger where reason = 'refund' and generation_id = any($1::uuid[])`,
      [ids],
    )
  ).rows[0]!.n;
  await client.end();
  const firstAcceptedAfter = accepted.find((a) => a.at >= faultEndedAt)?.at ?? null;
  const seconds = (at: number | null) =>
    at === null ? null : Math.max(0, Math.round((at - faultEndedAt) / 100) / 10);
  return {
    name: fault.name,
    faultS: Math.round((faultEndedAt - faultBegunAt) / 100) / 10,
    asked,
    accepted: accepted.length,
    completed: byStatus.find((r) => r.status === 'completed')?.n ?? 0,
    failed: byStatus.find((r) => r.status === 'failed')?.n ?? 0,
    refunded,
    answers,
    readyAfterS: seconds(readyAt),
    acceptingAfterS: seconds(firstAcceptedAfter),
    drainedAfterS: seconds(drainedAt),
    unfinished,
  };
}

/** The results as the markdown table of docs/operations.md ("Outage drills"). */
function table(results: DrillResult[]): string {
  const show = (s: number | null) => (s === null ? '—' : `${s} s`);
  const rows = results.map((r) => {
    const answers =
      Object.entries(r.answers)
        .map(([status, count]) => `${count}× ${status}`)
        .join(', ') || 'none';
    return `| ${r.name} | ${r.faultS} s | ${r.asked} | ${r.accepted} | ${r.completed} | ${r.failed} | ${r.refunded} | ${answers} | ${show(r.readyAfterS)} | ${show(r.acceptingAfterS)} | ${show(r.drainedAfterS)} |`;
  });
  return [
    '| drill | fault lasted | asked | accepted | completed | failed | refunded | other answers | ready again | accepting again | backlog done |',
    '| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |',
    ...rows,
  ].join('\n');
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});

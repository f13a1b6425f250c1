import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { type LocalCluster, startLocalCluster } from './local-cluster';
import { type LocalS3, startLocalS3 } from './s3-server';

/**
 * Issue 28 finding 1: compose.yaml's deploy must start. This machine cannot run containers,
 * so the test does what the containers would: the database part on a throw-away PostgreSQL
 * cluster with the same init script the postgres image runs (deploy/postgres/init-roles.sh),
 * then an API instance and a worker with the exact environment and commands `docker-compose
 * config` gives api1 and worker1, only the host names pointed at the local cluster and
 * s3rver. Both must reach /api/ready.
 */
const root = path.join(import.meta.dirname, '../../..');
const PG_PORT = 5441;
const API_PORT = 3311;
const WORKER_METRICS_PORT = 3312;

const SECRETS = {
  POSTGRES_PASSWORD: 'superuser-password',
  INKLING_OWNER_PASSWORD: 'ownerpassword1',
  INKLING_APP_PASSWORD: 'apppassword1',
  MINIO_PASSWORD: 'minio-password',
  BETTER_AUTH_SECRET: 'x'.repeat(40),
  GOOGLE_CLIENT_ID: 'google-id',
  GOOGLE_CLIENT_SECRET: 'google-secret',
  STRIPE_SECRET_KEY: 'sk_test_x',
  STRIPE_WEBHOOK_SECRET: 'whsec_x',
  METRICS_TOKEN: 'metrics-token-0123456789',
};

interface ComposeService {
  command: string[];
  environment: Record<string, string>;
}

function composeServices(): Record<string, ComposeService> {
  const clean = Object.fromEntries(
    Object.entries(process.env).filter(([k]) => !(k in SECRETS) && !k.startsWith('COMPOSE_')),
  );
  const out = spawnSync('docker-compose', ['-f', 'compose.yaml', 'config'], {
    cwd: root,
    env: { ...clean, ...SECRETS },
    encoding: 'utf8',
  });
  if (out.status !== 0) throw new Error(out.stderr);
  return parse(out.stdout).services;
}

async function waitReady(url: string, child: ChildProcess, output: () => string): Promise<Response> {
  const until = Date.now() + 90_000;
  while (Date.now() < until) {
    if (child.exitCode !== null) throw new Error(`exited ${child.exitCode}:\n${output()}`);
    const res = await fetch(url).catch(() => null);
    if (res?.ok) return res;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`not ready: ${url}\n${output()}`);
}

describe('compose deploy (issue 28)', () => {
  let cluster: LocalCluster;
  let s3: LocalS3;
  let dataDir: string;
  const children: ChildProcess[] = [];

  beforeAll(async () => {
    cluster = startLocalCluster(PG_PORT);
    s3 = await startLocalS3('inkling');
    dataDir = mkdtempSync(path.join(tmpdir(), 'inkling-deploy-'));
  });

  afterAll(async () => {
    for (const child of children) child.kill('SIGKILL');
    cluster?.destroy();
    await s3?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('creates the roles with the init script, and an API instance and a worker start on them', async () => {
    const services = composeServices();
    const db = services.postgres!.environment;
    // What the postgres image does on an empty volume: create POSTGRES_DB, then run the init scripts.
    cluster.psql(`CREATE DATABASE ${db.POSTGRES_DB}`);
    const init = spawnSync('sh', [path.join(root, 'deploy/postgres/init-roles.sh')], {
      env: {
        ...process.env,
        ...db,
        PGHOST: cluster.socketDir,
        PGPORT: String(PG_PORT),
        PATH: `/usr/lib/postgresql/15/bin:${process.env.PATH}`,
      },
      encoding: 'utf8',
    });
    expect(init.stderr).toBe('');
    expect(init.status).toBe(0);

    const local = (env: Record<string, string>, port: number): NodeJS.ProcessEnv => ({
      PATH: process.env.PATH,
      ...Object.fromEntries(
        Object.entries(env).map(([k, v]) => [
          k,
          v.replace('@postgres:5432/', `@127.0.0.1:${PG_PORT}/`).replace('http://minio:9000', s3.endpoint),
        ]),
      ),
      AWS_ACCESS_KEY_ID: s3.credentials.accessKeyId,
      AWS_SECRET_ACCESS_KEY: s3.credentials.secretAccessKey,
      // The Dockerfile's ENV lines, with a local port and folder.
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      MALLOC_ARENA_MAX: '2',
    });
    const start = (service: ComposeService, env: NodeJS.ProcessEnv) => {
      let output = '';
      const [command, ...args] =
        service.command[0] === 'node' ? [process.execPath, ...service.command.slice(1)] : service.command;
      const child = spawn(command!, args, { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
      child.stdout!.on('data', (d) => (output += d));
      child.stderr!.on('data', (d) => (output += d));
      children.push(child);
      return { child, output: () => output };
    };

    const api = start(services.api1!, local(services.api1!.environment, API_PORT));
    const worker = start(services.worker1!, {
      ...local(services.worker1!.environment, API_PORT + 100),
      METRICS_PORT: String(WORKER_METRICS_PORT),
    });

    const ready = await waitReady(`http://127.0.0.1:${API_PORT}/api/ready`, api.child, api.output);
    expect(await ready.json()).toEqual({ ok: true, database: 'up', storage: 'up' });
    await waitReady(`http://127.0.0.1:${WORKER_METRICS_PORT}/api/ready`, worker.child, worker.output);

    // compose sets METRICS_TOKEN, so Prometheus can scrape both.
    const metrics = await fetch(`http://127.0.0.1:${API_PORT}/metrics`, {
      headers: { authorization: `Bearer ${SECRETS.METRICS_TOKEN}` },
    });
    expect(metrics.status).toBe(200);

    // The app runs as its own narrow role, the owner migrated, the superuser is not used.
    const users = cluster
      .psql(
        `select distinct usename from pg_stat_activity where datname = 'inkling' and usename is not null order by 1`,
      )
      .trim()
      .split('\n');
    expect(users).toEqual(['inkling_app']);
    expect(
      cluster.psql(`select tableowner from pg_tables where tablename = 'credit_ledger'`, 'inkling').trim(),
    ).toBe('inkling_owner');
  }, 150_000);
});

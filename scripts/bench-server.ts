/**
 * What the HTTP benches (bench-http.ts, bench-pages.ts) share: waiting for a server they
 * started, stopping it, a throw-away PostgreSQL database, and a local sign-in.
 */
import type { ChildProcess } from 'node:child_process';
import pg from 'pg';

/** Polls `${base}/api/health` every 250 ms until it answers 200; throws after 180 s. */
export async function waitForHealth(base: string): Promise<void> {
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error('server did not start within 180 s');
}

/** SIGTERM, then SIGKILL after 15 s; resolves when the process has exited (at once if it had). */
export function stop(child: ChildProcess | undefined): Promise<void> {
  if (!child || child.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
    setTimeout(() => child.kill('SIGKILL'), 15_000).unref();
  });
}

/**
 * Runs `run` with the URL of a new empty database on this machine's PostgreSQL
 * (BENCH_DATABASE_URL, default the local `postgres` database as user postgres), dropped after.
 */
export async function withPostgres<T>(run: (url: string) => Promise<T>): Promise<T> {
  const admin = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const name = `inkling_bench_${Date.now()}`;
  const client = new pg.Client({ connectionString: admin });
  await client.connect();
  await client.query(`create database ${name}`);
  try {
    const url = new URL(admin);
    url.pathname = `/${name}`;
    return await run(url.toString());
  } finally {
    await client.query(`drop database if exists ${name} with (force)`);
    await client.end();
  }
}

/** Signs `email` in through the local sign-in API of the server at `base`; returns its Cookie header. */
export async function signIn(base: string, email: string): Promise<string> {
  const res = await fetch(`${base}/api/local-auth/sign-in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base },
    body: JSON.stringify({ name: 'Bench User', email }),
  });
  if (!res.ok) throw new Error(`sign-in failed: ${res.status} ${await res.text()}`);
  return res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}

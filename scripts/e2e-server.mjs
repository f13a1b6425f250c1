#!/usr/bin/env node
/**
 * Starts the app for the e2e tests the way the README starts it (issue 26: test what ships):
 * `npm start`'s own script (scripts/start.mjs: the supervisor, the engine pool with its default
 * threads, the real engine) on a fresh, throw-away data directory.
 *
 * With `E2E_DATABASE=postgres` the app runs on a fresh database of the PostgreSQL server at
 * TEST_DATABASE_URL instead of the embedded PGlite, as in production (decision 006):
 * migrated by its owner (DATABASE_OWNER_URL) and used through the narrower `inkling_app` role
 * (DATABASE_URL). The database is dropped when the server stops.
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const dataDir = mkdtempSync(join(tmpdir(), 'inkling-e2e-'));
/** The app role of the PostgreSQL leg; the DB tests' harness uses the same one. */
const APP_ROLE = 'inkling_app';

/** A fresh database on TEST_DATABASE_URL's server: the owner's and the app role's URLs, and how to drop it. */
async function freshPostgres() {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl)
    throw new Error('E2E_DATABASE=postgres needs TEST_DATABASE_URL (a role that may create databases)');
  const name = `inkling_e2e_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.query(
    `DO $$ BEGIN CREATE ROLE ${APP_ROLE} LOGIN; EXCEPTION WHEN duplicate_object OR unique_violation THEN NULL; END $$`,
  );
  await admin.end();
  const owner = new URL(adminUrl);
  owner.pathname = `/${name}`;
  const app = new URL(owner);
  app.username = APP_ROLE;
  app.password = '';
  const drop = async () => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await client.end();
  };
  return { ownerUrl: owner.toString(), appUrl: app.toString(), drop };
}

const postgres = process.env.E2E_DATABASE === 'postgres' ? await freshPostgres() : null;
const server = spawn(process.execPath, ['scripts/start.mjs'], {
  cwd: root,
  stdio: 'inherit',
  env: {
    ...process.env,
    DATA_DIR: dataDir,
    DATABASE_URL: postgres?.appUrl ?? '',
    DATABASE_OWNER_URL: postgres?.ownerUrl ?? '',
    // Every spec signs in from 127.0.0.1, more often than the per-address sign-in limit allows.
    SIGN_IN_RATE_LIMIT: '1000',
    // No load balancer to drain from: stop at once.
    SHUTDOWN_DRAIN_SECONDS: '0',
  },
});
const cleanUp = async () => {
  rmSync(dataDir, { recursive: true, force: true });
  await postgres?.drop().catch((error) => console.error('could not drop the e2e database:', error));
};
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', async (code) => {
  await cleanUp();
  process.exit(code ?? 0);
});

import { execFileSync } from 'node:child_process';
import { chmodSync, chownSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** Debian's PostgreSQL 15 programs (the version this machine's shared server runs). */
const BIN = '/usr/lib/postgresql/15/bin';

/** A throw-away PostgreSQL cluster of this test alone: stop, start and kill it freely. */
export interface LocalCluster {
  port: number;
  /** Folder of its Unix socket (PGHOST for psql). */
  socketDir: string;
  /** The superuser's password (host connections use scram-sha-256, as a real server would). */
  superuserPassword: string;
  /** postgres://postgres:…@127.0.0.1:port/`database` */
  url(database?: string): string;
  /** Runs psql as the superuser over the socket; returns its stdout. */
  psql(sql: string, database?: string): string;
  stop(): void;
  start(): void;
  /** Stops the cluster and deletes its files. */
  destroy(): void;
}

/**
 * Creates and starts a cluster with Debian's initdb/pg_ctl on `port` (tests use 5440–5449,
 * away from the shared server on 5432), run as the `postgres` OS user because initdb refuses
 * root. Host connections need passwords (scram-sha-256) unless `hostAuth: 'trust'` (for the
 * test harness, whose app role has none); the socket trusts the superuser.
 * Throws when a program fails (e.g. the port is taken).
 */
export function startLocalCluster(
  port: number,
  options: { hostAuth?: 'scram-sha-256' | 'trust' } = {},
): LocalCluster {
  const root = mkdtempSync(path.join(tmpdir(), 'inkling-pg-'));
  chmodSync(root, 0o755);
  const dataDir = path.join(root, 'data');
  const socketDir = root;
  const superuserPassword = 'superuser-password';
  const pwfile = path.join(root, 'pw');
  writeFileSync(pwfile, superuserPassword);
  const asPostgres = process.getuid?.() === 0;
  if (asPostgres) {
    const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim());
    const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim());
    chownSync(root, uid, gid);
    chownSync(pwfile, uid, gid);
  }
  const run = (program: string, args: string[], env: NodeJS.ProcessEnv = {}) => {
    const [command, argv] = asPostgres
      ? ['runuser', ['-u', 'postgres', '--', path.join(BIN, program), ...args]]
      : [path.join(BIN, program), args];
    return execFileSync(command as string, argv as string[], {
      encoding: 'utf8',
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
  };
  run('initdb', [
    '-D',
    dataDir,
    '-U',
    'postgres',
    `--pwfile=${pwfile}`,
    '--auth-local=trust',
    `--auth-host=${options.hostAuth ?? 'scram-sha-256'}`,
  ]);
  const start = () =>
    void run('pg_ctl', [
      '-D',
      dataDir,
      '-w',
      '-l',
      path.join(root, 'log'),
      '-o',
      `-p ${port} -k ${socketDir} -c listen_addresses=127.0.0.1 -c fsync=off`,
      'start',
    ]);
  const stop = () => void run('pg_ctl', ['-D', dataDir, '-w', '-m', 'fast', 'stop']);
  start();
  return {
    port,
    socketDir,
    superuserPassword,
    url: (database = 'postgres') => `postgres://postgres:${superuserPassword}@127.0.0.1:${port}/${database}`,
    psql: (sql, database = 'postgres') =>
      run('psql', [
        '-X',
        '-v',
        'ON_ERROR_STOP=1',
        '-At',
        '-h',
        socketDir,
        '-p',
        String(port),
        '-U',
        'postgres',
        '-d',
        database,
        '-c',
        sql,
      ]),
    stop,
    start,
    destroy() {
      try {
        stop();
      } catch {
        // Already stopped.
      }
      rmSync(root, { recursive: true, force: true });
    },
  };
}

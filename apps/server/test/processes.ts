import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';

const root = path.join(import.meta.dirname, '../../..');

/** A server or worker process started the way `npm run start:api` / `npm run worker` start it. */
export interface AppProcess {
  child: ChildProcess;
  /** Everything it printed so far (stdout and stderr). */
  output(): string;
  /** Resolves with its exit code once it has exited. */
  exited: Promise<number | null>;
}

/**
 * Spawns `node --import tsx apps/server/src/<entry>` with `args` in the repository root, with
 * only PATH and `env` in its environment (so nothing of the test runner leaks in).
 */
export function startAppProcess(
  entry: 'main.ts' | 'worker.ts',
  env: NodeJS.ProcessEnv,
  args: string[] = [],
): AppProcess {
  let output = '';
  const child = spawn(process.execPath, ['--import', 'tsx', `apps/server/src/${entry}`, ...args], {
    cwd: root,
    env: { PATH: process.env.PATH, MALLOC_ARENA_MAX: '2', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.on('data', (d) => (output += d));
  child.stderr!.on('data', (d) => (output += d));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, output: () => output, exited };
}

/** Polls `url` until it answers 2xx (or `timeoutMs` passes, or the process exits: both throw). */
export async function waitUntilOk(url: string, app: AppProcess, timeoutMs = 90_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (app.child.exitCode !== null) throw new Error(`exited ${app.child.exitCode}:\n${app.output()}`);
    const res = await fetch(url).catch(() => null);
    if (res?.ok) return;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`not ready: ${url}\n${app.output()}`);
}

import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository's root folder. */
export const ROOT = path.join(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/** A free TCP port on 127.0.0.1 (asked of the system, then released). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Waits until `url` answers 200 (polled every 200 ms), up to `timeoutMs`. Throws with the
 * last status or error otherwise, or at once when `exited()` says the process is gone.
 */
export async function waitForOk(url: string, timeoutMs: number, exited: () => boolean = () => false) {
  const deadline = Date.now() + timeoutMs;
  let last = 'no answer';
  while (Date.now() < deadline) {
    if (exited()) throw new Error(`the process exited before ${url} answered`);
    try {
      const res = await fetch(url);
      await res.body?.cancel();
      if (res.ok) return;
      last = `status ${res.status}`;
    } catch (error) {
      last = String(error);
    }
    await sleep(200);
  }
  throw new Error(`${url} did not answer 200 within ${timeoutMs} ms (${last})`);
}

/** How a process of the app is started: one of the README's npm scripts (issue 26: as shipped). */
export type AppCommand = 'start' | 'start:api' | 'worker';

/**
 * A process of the app started with `npm run <command>` from the repository's root, exactly
 * as the README and docs/scaling.md start it, in a process group of its own (npm, node and
 * the engine threads are stopped together). Its output goes to `log` (kept for failures).
 */
export class AppProcess {
  child: ChildProcess | null = null;
  readonly exits: { code: number | null; signal: string | null }[] = [];
  log = '';

  constructor(
    readonly name: string,
    readonly command: AppCommand,
    readonly env: NodeJS.ProcessEnv,
    readonly port?: number,
  ) {}

  /**
   * Starts the process; for `start` and `start:api` resolves once /api/ready answers 200
   * (up to `readyMs`), for `worker` once it has logged that its queue is running. Throws
   * with the process's output when it exits or does not get there in time.
   */
  async start(readyMs = 120_000): Promise<void> {
    this.log = '';
    // A real app process, not a test: vitest's own variables (VITEST silences the logger) stay out.
    const env = Object.fromEntries(Object.entries(this.env).filter(([name]) => !name.startsWith('VITEST')));
    const child = spawn('npm', ['run', '--silent', this.command], {
      cwd: ROOT,
      env: { ...env, ...(this.port ? { PORT: String(this.port) } : {}) },
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    });
    const keep = (data: Buffer) => {
      this.log = (this.log + data.toString()).slice(-200_000);
    };
    child.stdout?.on('data', keep);
    child.stderr?.on('data', keep);
    child.on('exit', (code, signal) => this.exits.push({ code, signal }));
    this.child = child;
    const exited = () => child.exitCode !== null || child.signalCode !== null;
    try {
      if (this.command === 'worker') {
        const deadline = Date.now() + readyMs;
        while (!/worker (started|ready|running)|queue started/i.test(this.log)) {
          if (exited()) throw new Error('exited');
          if (Date.now() > deadline) throw new Error('not ready in time');
          await sleep(200);
        }
      } else {
        await waitForOk(`http://127.0.0.1:${this.port}/api/ready`, readyMs, exited);
      }
    } catch (error) {
      throw new Error(
        `${this.name} (npm run ${this.command}) did not start: ${error}\n${this.log.slice(-4000)}`,
      );
    }
  }

  /**
   * Sends `signal` to the whole process group (npm does not pass SIGTERM on to the app: it
   * exits and leaves node running) and resolves once every process of the group is gone;
   * after `graceMs` the group gets SIGKILL. Whether the app shut down cleanly shows in its log
   * (`stoppedCleanly`).
   */
  async stop(signal: NodeJS.Signals = 'SIGTERM', graceMs = 60_000): Promise<void> {
    const pid = this.child?.pid;
    if (!pid || !groupAlive(pid)) return;
    try {
      process.kill(-pid, signal);
    } catch {
      return;
    }
    const deadline = Date.now() + graceMs;
    let killed = false;
    // A process nobody reaps stays a zombie and still counts as alive: give up 5 s after SIGKILL.
    while (groupAlive(pid) && Date.now() < deadline + 5_000) {
      if (Date.now() > deadline && !killed) {
        killed = true;
        try {
          process.kill(-pid, 'SIGKILL');
        } catch {
          // Gone meanwhile.
        }
      }
      await sleep(100);
    }
  }

  /** Whether the app logged its clean shutdown ("stopped" / "worker stopped") since it started. */
  get stoppedCleanly(): boolean {
    return /"msg":"(worker )?stopped"/.test(this.log);
  }
}

/** Whether any process of the group `pgid` is still running. */
function groupAlive(pgid: number): boolean {
  try {
    process.kill(-pgid, 0);
    return true;
  } catch {
    return false;
  }
}

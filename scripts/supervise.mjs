/**
 * Keeps one child process running (issue 12: a process that died took the site down and
 * nothing restarted it). The child is started again whenever it exits unless we were asked
 * to stop, after a back-off that doubles from `minDelayMs` to `maxDelayMs` and resets once a
 * run lasted `healthyAfterMs`. A first run that ends within `startupMs` is not restarted:
 * the server never came up (a bad setting or a start-up failure it already explained), and
 * the supervisor's `done` resolves with its exit code. SIGINT/SIGTERM are passed to the
 * child and end supervision; `stop()` then resolves with the child's code. This is the same policy as systemd's
 * `Restart=always` + `RestartSec` or Docker's `--restart unless-stopped`, which are the
 * preferred supervisors in production (README "Running in production"); this one makes a
 * plain `npm start` recover too.
 *
 * @param {{ command: string, args: string[], cwd?: string, env?: NodeJS.ProcessEnv,
 *   minDelayMs?: number, maxDelayMs?: number, healthyAfterMs?: number, startupMs?: number,
 *   log?: (message: string) => void, spawnChild?: typeof import('node:child_process').spawn }} options
 * @returns {{ stop(signal?: NodeJS.Signals): Promise<number>, done: Promise<number>, readonly restarts: number, readonly child: import('node:child_process').ChildProcess }}
 */
import { spawn } from 'node:child_process';

export function supervise(options) {
  const {
    command,
    args,
    cwd,
    env,
    minDelayMs = 1000,
    maxDelayMs = 30_000,
    healthyAfterMs = 60_000,
    startupMs = 5000,
    log = (message) => console.error(message),
    spawnChild = spawn,
  } = options;
  let child;
  let stopping = false;
  let restarts = 0;
  let delay = minDelayMs;
  let timer;
  let resolveStopped;
  const stopped = new Promise((resolve) => {
    resolveStopped = resolve;
  });

  const start = () => {
    const startedAt = Date.now();
    child = spawnChild(command, args, { cwd, env, stdio: 'inherit' });
    child.on('exit', (code, signal) => {
      if (stopping) {
        resolveStopped(code ?? (signal ? 1 : 0));
        return;
      }
      if (restarts === 0 && Date.now() - startedAt < startupMs) {
        log(`supervisor: the server did not start (${signal ?? `code ${code}`}); not restarting`);
        stopping = true;
        resolveStopped(code ?? 1);
        return;
      }
      if (Date.now() - startedAt >= healthyAfterMs) delay = minDelayMs;
      log(`supervisor: the server exited (${signal ?? `code ${code}`}); restarting in ${delay} ms`);
      timer = setTimeout(() => {
        restarts += 1;
        start();
      }, delay);
      delay = Math.min(delay * 2, maxDelayMs);
    });
  };
  start();

  return {
    get restarts() {
      return restarts;
    },
    get child() {
      return child;
    },
    done: stopped,
    stop(signal = 'SIGTERM') {
      stopping = true;
      clearTimeout(timer);
      if (child.exitCode !== null || child.signalCode !== null) resolveStopped(child.exitCode ?? 1);
      else child.kill(signal);
      return stopped;
    },
  };
}

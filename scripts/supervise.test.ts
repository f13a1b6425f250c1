import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { supervise } from './supervise.mjs';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** A child that appends its run number to a file, then dies on its first two runs and stays up after. */
function crashingChild(dir: string): string[] {
  const log = path.join(dir, 'runs');
  const code = `
    const fs = require('node:fs');
    fs.appendFileSync(${JSON.stringify(log)}, 'run\\n');
    const runs = fs.readFileSync(${JSON.stringify(log)}, 'utf8').split('\\n').filter(Boolean).length;
    if (runs <= 2) process.kill(process.pid, 'SIGKILL');
    setInterval(() => {}, 1000);
  `;
  return ['-e', code];
}

describe('supervise (npm start restarts what dies, issue 12)', () => {
  it('restarts a server that was killed, and stops for good on stop()', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'supervise-'));
    dirs.push(dir);
    const messages: string[] = [];
    const supervisor = supervise({
      command: process.execPath,
      args: crashingChild(dir),
      minDelayMs: 20,
      maxDelayMs: 40,
      startupMs: 0,
      log: (m) => messages.push(m),
    });
    await expect.poll(() => supervisor.restarts, { timeout: 10_000 }).toBe(2);
    await expect
      .poll(() => readFileSync(path.join(dir, 'runs'), 'utf8').split('\n').filter(Boolean).length)
      .toBe(3);
    expect(messages[0]).toMatch(/exited \(SIGKILL\); restarting in 20 ms/);
    expect(messages[1]).toMatch(/restarting in 40 ms/);
    const pid = supervisor.child.pid!;
    expect(await supervisor.stop()).toBe(1);
    expect(() => process.kill(pid, 0)).toThrow();
    expect(supervisor.restarts).toBe(2);
  });

  it('does not restart a server that never started (a bad setting), and exits with its code', async () => {
    const messages: string[] = [];
    const supervisor = supervise({
      command: process.execPath,
      args: ['-e', 'process.exit(3)'],
      minDelayMs: 20,
      log: (m) => messages.push(m),
    });
    expect(await supervisor.done).toBe(3);
    expect(supervisor.restarts).toBe(0);
    expect(messages).toEqual(['supervisor: the server did not start (code 3); not restarting']);
  });
});

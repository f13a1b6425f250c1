/**
 * Main-thread blocking while a public page starts, on a phone profile, without a trace
 * (issue 18; part of `npm run bench -- lighthouse`). Lighthouse's default (simulated) mode
 * records a full trace of an unthrottled load and multiplies every task by 4; on a shared
 * 2-core VM the trace's own overhead can be multiplied with it (a bare HTML page got 26–40 ms of
 * TBT on a busy one, 0 ms on a quiet one).
 * This measure throttles for real instead, as Chrome DevTools does: Chromium's CPU 4× slower
 * (`Emulation.setCPUThrottlingRate`) and Lighthouse's slow-4G link (150 ms, 1.6 Mbit/s down,
 * `Network.emulateNetworkConditions`), with only a `longtask` PerformanceObserver in the page.
 * Per load: TBT = Σ (long task − 50 ms) over the tasks starting after the first contentful
 * paint (Lighthouse's definition, without its 5 s quiet-window end), the longest such task, and
 * when the last long task ended (the page settled). Loads of each build alternate (ABAB), so
 * drift on the machine falls on both alike.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:http';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../e2e/chromium';
import { stop, waitForHealth } from './bench-server';
import { percentile } from './bench-stats';

/** One load's figures, in ms. */
export interface Blocking {
  tbtMs: number;
  longestMs: number;
  settledMs: number;
}

/** Lighthouse's mobile preset (its `throttling` for slow 4G): 150 ms RTT, 1.6 Mbit/s down, 750 kbit/s up. */
const SLOW_4G = {
  offline: false,
  latency: 150,
  downloadThroughput: 1_638_400 / 8,
  uploadThroughput: 750_000 / 8,
};
/** A load is over when no new long task came for this long (the page has settled). */
const QUIET_MS = 3000;

/** Loads `url` once in a fresh context on the phone profile and measures its long tasks. */
async function measure(browser: import('@playwright/test').Browser, url: string): Promise<Blocking> {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
    await page.addInitScript(() => {
      const tasks: [number, number][] = [];
      Object.assign(window, { __longTasks: tasks });
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) tasks.push([entry.startTime, entry.duration]);
      }).observe({ type: 'longtask', buffered: true });
    });
    await page.goto(url, { waitUntil: 'load' });
    let seen = -1;
    for (;;) {
      await page.waitForTimeout(QUIET_MS);
      const count = await page.evaluate(
        () => (window as unknown as { __longTasks: unknown[] }).__longTasks.length,
      );
      if (count === seen) break;
      seen = count;
    }
    const { tasks, fcp } = await page.evaluate(() => ({
      tasks: (window as unknown as { __longTasks: [number, number][] }).__longTasks,
      fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0,
    }));
    const after = tasks.filter(([start]) => start >= fcp);
    return {
      tbtMs: after.reduce((sum, [, duration]) => sum + Math.max(0, duration - 50), 0),
      longestMs: Math.max(0, ...after.map(([, duration]) => duration)),
      settledMs: Math.max(fcp, ...tasks.map(([start, duration]) => start + duration)),
    };
  } finally {
    await context.close();
  }
}

/** Median of each figure over the loads. */
export function medianBlocking(loads: Blocking[]): Blocking {
  const median = (pick: (load: Blocking) => number) => percentile(loads.map(pick), 50);
  return {
    tbtMs: median((l) => l.tbtMs),
    longestMs: median((l) => l.longestMs),
    settledMs: median((l) => l.settledMs),
  };
}

/**
 * Measures each of `paths` `runs` times on each build in `builds` (name → checkout directory,
 * whose `scripts/e2e-server.mjs` serves its built app), alternating builds, plus a bare HTML
 * page as the same-run baseline. Returns the medians per build and path, and the baseline's.
 */
export async function benchBlocking(
  builds: Record<string, string>,
  paths: string[],
  runs: number,
): Promise<{ baseline: Blocking; results: Record<string, Record<string, Blocking>> }> {
  const bare = createServer((_req, res) =>
    res
      .writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
      .end(
        '<!doctype html><html lang="en"><title>Baseline</title><main><h1>Hello</h1><p>A bare page.</p></main></html>',
      ),
  );
  await new Promise<void>((resolve) => bare.listen(3351, '127.0.0.1', resolve));
  const servers: ChildProcess[] = [];
  const bases: [string, string][] = [];
  let port = 3352;
  for (const [name, dir] of Object.entries(builds)) {
    const base = `http://127.0.0.1:${port}`;
    servers.push(
      spawn(process.execPath, ['scripts/e2e-server.mjs'], {
        cwd: dir,
        stdio: 'ignore',
        env: { ...process.env, PORT: String(port), PUBLIC_URL: base, LOG_LEVEL: 'warn' },
      }),
    );
    bases.push([name, base]);
    port += 1;
  }
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    for (const [, base] of bases) await waitForHealth(base);
    const baseLoads: Blocking[] = [];
    for (let i = 0; i < runs; i++) baseLoads.push(await measure(browser, 'http://127.0.0.1:3351/'));
    const results: Record<string, Record<string, Blocking>> = {};
    for (const path of paths) {
      const loads = new Map<string, Blocking[]>(bases.map(([name]) => [name, []]));
      // One unmeasured load each first, so the servers' caches are warm as for a real visitor.
      for (const [, base] of bases) await fetch(`${base}${path}`);
      for (let i = 0; i < runs; i++) {
        const order = i % 2 === 0 ? bases : [...bases].reverse();
        for (const [name, base] of order) loads.get(name)?.push(await measure(browser, `${base}${path}`));
      }
      for (const [name, list] of loads) results[name] = { ...results[name], [path]: medianBlocking(list) };
    }
    return { baseline: medianBlocking(baseLoads), results };
  } finally {
    await browser.close();
    for (const server of servers) await stop(server);
    bare.close();
  }
}

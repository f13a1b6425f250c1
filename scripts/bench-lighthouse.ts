/**
 * `npm run bench -- lighthouse` (issue 18): Lighthouse (npm `lighthouse`, its default mobile
 * preset: a mid-range phone, 4× CPU slowdown, simulated slow 4G) in Debian's Chromium on
 * "/", "/blog", one blog post and "/pricing" of the built app (`npm run build` first), 3
 * runs each; median category scores and LCP / TBT / CLS. The same-run baseline is a bare
 * `node:http` server answering one minimal, valid HTML page. No test asserts these numbers.
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../e2e/chromium';
import { type Blocking, benchBlocking } from './bench-blocking';
import { stop, waitForHealth } from './bench-server';
import { percentile } from './bench-stats';

const PORT = 3320;
const BASE = `http://127.0.0.1:${PORT}`;
const BASELINE_PORT = 3321;
const RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
/** Loads per page and build of the blocking-time measure (bench-blocking.ts). */
const BLOCKING_RUNS = Number(process.env.BENCH_BLOCKING_RUNS ?? 5);
/** A checkout of an earlier commit, built, to measure beside this one in the same run (optional). */
const BEFORE_DIR = process.env.BENCH_BEFORE_DIR;
const LIGHTHOUSE_VERSION = (
  JSON.parse(readFileSync('node_modules/lighthouse/package.json', 'utf8')) as { version: string }
).version;
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;

interface Run {
  scores: Record<(typeof CATEGORIES)[number], number>;
  lcpMs: number;
  tbtMs: number;
  cls: number;
}

/** The same-run baseline: one small valid page (title, description, lang, viewport). */
function bareServer(): Promise<Server> {
  const html =
    '<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">' +
    '<title>Baseline</title><meta name="description" content="A bare page for the benchmark baseline."></head>' +
    '<body><main><h1>Hello</h1><p>A bare page.</p></main></body></html>';
  const server = createServer((req, res) => {
    if (req.url === '/robots.txt') {
      res.writeHead(200, { 'content-type': 'text/plain' }).end('User-agent: *\nAllow: /\n');
      return;
    }
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(html);
  });
  return new Promise((resolve) => server.listen(BASELINE_PORT, '127.0.0.1', () => resolve(server)));
}

async function audit(url: string, port: number): Promise<Run> {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: [...CATEGORIES],
  });
  if (!result) throw new Error(`lighthouse gave no result for ${url}`);
  const { categories, audits } = result.lhr;
  const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
  return {
    scores: {
      performance: score('performance'),
      accessibility: score('accessibility'),
      'best-practices': score('best-practices'),
      seo: score('seo'),
    },
    lcpMs: audits['largest-contentful-paint']?.numericValue ?? Number.NaN,
    tbtMs: audits['total-blocking-time']?.numericValue ?? Number.NaN,
    cls: audits['cumulative-layout-shift']?.numericValue ?? Number.NaN,
  };
}

const median = (values: number[]) => percentile(values, 50);

/**
 * One table row: median of each score and metric over the runs (each run's performance score
 * in brackets: on a shared machine one slow run moves it), LCP's ratio to the baseline's.
 */
function row(name: string, runs: Run[], baselineLcp?: number): string {
  const s = (c: (typeof CATEGORIES)[number]) => median(runs.map((r) => r.scores[c]));
  const perRun = runs.length > 1 ? ` (${runs.map((r) => r.scores.performance).join(', ')})` : '';
  const lcp = median(runs.map((r) => r.lcpMs));
  const ratio = baselineLcp ? ` (${(lcp / baselineLcp).toFixed(1)}×)` : '';
  return `| ${name} | ${s('performance')}${perRun} | ${s('accessibility')} | ${s('best-practices')} | ${s('seo')} | ${Math.round(lcp)} ms${ratio} | ${Math.round(median(runs.map((r) => r.tbtMs)))} ms | ${median(runs.map((r) => r.cls)).toFixed(3)} |`;
}

const ms = (value: number) => `${Math.round(value)} ms`;

/**
 * The blocking-time table (bench-blocking.ts): this build, and the build in BENCH_BEFORE_DIR
 * beside it when set, on the same pages; (×) is the settled time over the bare page's.
 */
async function blockingTable(pages: [string, string][]): Promise<string> {
  const builds: Record<string, string> = BEFORE_DIR
    ? { before: BEFORE_DIR, after: '.' }
    : { 'this build': '.' };
  const { baseline, results } = await benchBlocking(
    builds,
    pages.map(([, path]) => path),
    BLOCKING_RUNS,
  );
  const cells = (b: Blocking) =>
    `${ms(b.tbtMs)} / ${ms(b.longestMs)} / ${ms(b.settledMs)} (${(b.settledMs / baseline.settledMs).toFixed(1)}×)`;
  const names = Object.keys(builds);
  return [
    `Blocking time without a trace (scripts/bench-blocking.ts): Chromium throttled for real, CPU 4× and slow 4G, a \`longtask\` observer only; median of ${BLOCKING_RUNS} loads per page${names.length > 1 ? ' and build, the builds alternating' : ''}. TBT = Σ (long task − 50 ms) after the first contentful paint; settled = when the last long task ended; (×) is settled over the bare page's.`,
    '',
    `| page | ${names.map((name) => `${name}: TBT / longest task / settled`).join(' | ')} |`,
    `|---|${names.map(() => '---:').join('|')}|`,
    `| baseline: a bare HTML page | ${names.map(() => cells(baseline)).join(' | ')} |`,
    ...pages.map(
      ([name, path]) =>
        `| ${name} | ${names
          .map((build) => {
            const b = results[build]?.[path];
            return b ? cells(b) : 'n/a';
          })
          .join(' | ')} |`,
    ),
  ].join('\n');
}

/**
 * Runs the audits and returns the BENCHMARKS.md section body (a markdown table and notes);
 * with `build`, runs `npm run build -w apps/web` first (otherwise the existing build is used).
 */
export async function benchLighthouse({ build = false } = {}): Promise<string> {
  if (build && spawnSync('npm', ['run', 'build', '-w', 'apps/web'], { stdio: 'inherit' }).status !== 0)
    throw new Error('web build failed');
  // The first blog post the build prerendered (apps/web/dist/pages/manifest.json).
  const manifest = JSON.parse(readFileSync('apps/web/dist/pages/manifest.json', 'utf8')) as {
    pages: { path: string }[];
  };
  const post = manifest.pages.find((p) => p.path.startsWith('/blog/'))?.path;
  if (!post) throw new Error('no prerendered blog post: run npm run build first');
  const pages: [string, string][] = [
    ['/', '/'],
    ['/blog', '/blog'],
    ['a blog post', post],
    ['/pricing', '/pricing'],
  ];
  let server: ChildProcess | undefined;
  const baseline = await bareServer();
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: ['--headless=new', ...CHROMIUM_ARGS],
  });
  try {
    server = spawn(process.execPath, ['scripts/e2e-server.mjs'], {
      stdio: 'ignore',
      env: { ...process.env, PORT: String(PORT), PUBLIC_URL: BASE, LOG_LEVEL: 'warn' },
    });
    await waitForHealth(BASE);
    const baseRuns: Run[] = [];
    for (let i = 0; i < RUNS; i++)
      baseRuns.push(await audit(`http://127.0.0.1:${BASELINE_PORT}/`, chrome.port));
    const baseLcp = median(baseRuns.map((r) => r.lcpMs));
    const rows = [row('baseline: a bare HTML page (node:http)', baseRuns)];
    for (const [name, path] of pages) {
      const runs: Run[] = [];
      // One unmeasured load first, so the server's caches are warm as for a real visitor.
      await fetch(`${BASE}${path}`);
      for (let i = 0; i < RUNS; i++) runs.push(await audit(`${BASE}${path}`, chrome.port));
      rows.push(row(name, runs, baseLcp));
    }
    await stop(server);
    server = undefined;
    const blocking = await blockingTable(pages);
    return [
      `Lighthouse ${LIGHTHOUSE_VERSION} (mobile preset, simulated throttling), Debian Chromium, median of ${RUNS} runs each (performance: median, then each run's); (×) is LCP over the baseline's in the same run. Targets (issue 18): performance ≥ 95, accessibility 100, best practices 100, SEO 100.`,
      '',
      '| page | performance | accessibility | best practices | SEO | LCP | TBT | CLS |',
      '|---|---:|---:|---:|---:|---:|---:|---:|',
      ...rows,
      '',
      blocking,
    ].join('\n');
  } finally {
    await stop(server);
    chrome.kill();
    baseline.close();
  }
}

if (process.argv.includes('--print')) console.log(await benchLighthouse());

/**
 * Coloring benchmark (issue 17): fill time on a 2048×2048 page in Chromium (p50/p95 of the
 * fills that changed pixels, as the worker measures them: region fill plus drawing the changed
 * rectangle on the canvas; target p95 < 30 ms), the page's preparation time (decode, walls,
 * regions), and the coloring screen's JavaScript (its lazily loaded chunks, gzipped; none of
 * them is in the SPA's initial load). Needs the built web app (`npm run build`).
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { CreatedGeneration, Generation } from '@inkling/contracts/api';
import { COLORING_PALETTE } from '@inkling/contracts/coloring';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../e2e/chromium';
import { initialJsGzipBytes } from './bench-app';
import { percentile } from './bench-stats';

const PORT = 3201;
const BASE = `http://127.0.0.1:${PORT}`;

/** The coloring screen's chunks in apps/web/dist/assets and their gzipped size (bytes). */
export function coloringChunks(distDir = 'apps/web/dist'): {
  files: string[];
  bytes: number;
  initial: boolean;
} {
  const files = readdirSync(join(distDir, 'assets')).filter((f) =>
    /^(coloring|coloring-page|fill\.worker)-[\w-]+\.js$/.test(f),
  );
  const bytes = files.reduce(
    (sum, f) => sum + gzipSync(readFileSync(join(distDir, 'assets', f)), { level: 9 }).length,
    0,
  );
  const initial = initialJsGzipBytes(distDir).files.some((f) => files.some((c) => f.endsWith(c)));
  return { files, bytes, initial };
}

async function waitForHealth(): Promise<void> {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`${BASE}/api/health`)).ok) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error('server did not start within 120 s');
}

/** Fill times (ms) of `taps` taps spread over a 2048×2048 page, and the page's preparation time. */
export async function fillTimes(taps = 200): Promise<{ times: number[]; prepMs: number }> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    const context = await browser.newContext({
      viewport: { width: 1280, height: 900 },
      extraHTTPHeaders: { Origin: BASE },
    });
    const page = await context.newPage();
    const signIn = await page.request.post(`${BASE}/api/local-auth/sign-in`, {
      data: { name: 'Bench Colorer', email: `bench-coloring-${Date.now()}@example.com` },
    });
    if (!signIn.ok()) throw new Error(`sign-in failed: ${signIn.status()}`);
    const created = await page.request.post(`${BASE}/api/generations`, {
      headers: { 'Idempotency-Key': `bench-coloring-${Date.now()}` },
      data: { prompt: 'a castle with a dragon and a rainbow', format: 'square' },
    });
    if (created.status() !== 201) throw new Error(`generation failed: ${created.status()}`);
    const id = ((await created.json()) as CreatedGeneration).generation.id;
    const deadline = Date.now() + 120_000;
    for (;;) {
      const g = (await (await page.request.get(`${BASE}/api/generations/${id}`)).json()) as Generation;
      if (g.status === 'completed') {
        if (g.result?.width !== 2048 || g.result.height !== 2048)
          throw new Error('expected a 2048×2048 page');
        break;
      }
      if (g.status === 'failed' || Date.now() > deadline) throw new Error('the page was not drawn');
      await new Promise((r) => setTimeout(r, 250));
    }
    await page.goto(`${BASE}/color/${id}`);
    const stage = page.getByTestId('coloring-stage');
    await page.waitForFunction(
      () => document.querySelector('[data-testid="coloring-stage"]')?.getAttribute('data-prep-ms') != null,
      null,
      { timeout: 60_000 },
    );
    const prepMs = Number(await stage.getAttribute('data-prep-ms'));
    // The stage gets its size once the page is decoded and fitted to the screen.
    await stage.waitFor({ state: 'visible' });
    const box = (await stage.boundingBox())!;
    const times: number[] = [];
    const grid = Math.ceil(Math.sqrt(taps));
    for (let k = 0; k < taps; k++) {
      const color = COLORING_PALETTE[k % COLORING_PALETTE.length]!;
      // Each tap in a new colour, so a tap on a region always changes it.
      await page.getByRole('button', { name: color.name, exact: true }).click();
      const ops = Number((await stage.getAttribute('data-ops')) ?? 0);
      const x = box.x + (((k % grid) + 0.5) / grid) * box.width;
      const y = box.y + ((Math.floor(k / grid) + 0.5) / grid) * box.height;
      await page.mouse.click(x, y);
      await page
        .waitForFunction(
          (before) =>
            Number(document.querySelector('[data-testid="coloring-stage"]')?.getAttribute('data-ops') ?? 0) >
            before,
          ops,
          { timeout: 10_000 },
        )
        .catch(async (error: unknown) => {
          await page.screenshot({ path: 'test-results/bench-coloring-timeout.png' });
          throw new Error(`tap ${k} at (${Math.round(x)}, ${Math.round(y)}) was not answered`, {
            cause: error,
          });
        });
      if ((await stage.getAttribute('data-last-changed')) === 'true') {
        times.push(Number(await stage.getAttribute('data-last-ms')));
      }
    }
    return { times, prepMs };
  } finally {
    await browser.close();
  }
}

/**
 * Runs the coloring benchmark against a freshly started server (building the web app first
 * unless `build` is false, e.g. right after the app benchmark built it); returns a markdown
 * section body.
 */
export async function benchColoring({ build = true }: { build?: boolean } = {}): Promise<string> {
  if (build && spawnSync('npm', ['run', 'build', '-w', 'apps/web'], { stdio: 'inherit' }).status !== 0) {
    throw new Error('web build failed');
  }
  const chunks = coloringChunks();
  let server: ChildProcess | undefined;
  try {
    server = spawn(process.execPath, ['scripts/e2e-server.mjs'], {
      stdio: 'ignore',
      env: { ...process.env, PORT: String(PORT), PUBLIC_URL: BASE, LOG_LEVEL: 'warn' },
    });
    await waitForHealth();
    const { times, prepMs } = await fillTimes();
    return [
      '| measure | result | target |',
      '|---|---|---|',
      `| fill on a 2048×2048 page (Chromium, worker, drawing included; ${times.length} fills that changed pixels) | p50 ${percentile(times, 50).toFixed(1)} ms, p95 ${percentile(times, 95).toFixed(1)} ms, max ${Math.max(...times).toFixed(1)} ms | p95 < 30 ms |`,
      `| page preparation (decode, walls, regions), once per opening | ${Math.round(prepMs)} ms | |`,
      `| coloring screen JavaScript, gzipped (${chunks.files.join(', ')}) | ${(chunks.bytes / 1024).toFixed(1)} KB, ${chunks.initial ? 'IN the initial load' : 'loaded only when opened'} | not in the initial load |`,
    ].join('\n');
  } finally {
    server?.kill('SIGTERM');
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(await benchColoring({ build: false }));
}

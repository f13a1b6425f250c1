/**
 * `npm run smoke` (issue 26): checks an install the way a user runs it. Starts the app as
 * shipped (`npm start`: the supervisor, the engine pool and the real engine, embedded PGlite,
 * local files, local sign-in) on a free port with a fresh data folder, signs in locally, makes
 * one page from words and one from a photo (each print PNG downloaded and checked: PNG, pure
 * black and white, some ink), and exports the book as a PDF. Prints each step with its time;
 * exits 1 on the first failure (with the app's last output), 0 when everything worked. The
 * data folder is removed afterwards. Takes well under two minutes on a built checkout
 * (`npm start` builds the web app first when it is missing).
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { AppProcess, freePort } from './app-process';
import { SAMPLE_PHOTOS, ShippedClient } from './shipped-client';

const started = Date.now();
const seconds = () => `${((Date.now() - started) / 1000).toFixed(1)} s`;

async function main(): Promise<number> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'inkling-smoke-'));
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const app = new AppProcess(
    'app',
    'start',
    {
      ...process.env,
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      // Nothing to drain from: stop at once when done.
      SHUTDOWN_DRAIN_SECONDS: '0',
      PUBLIC_URL: base,
    },
    port,
  );
  const step = async <T>(what: string, run: () => Promise<T>): Promise<T> => {
    const result = await run();
    console.log(`ok   ${what} (${seconds()})`);
    return result;
  };
  try {
    await step(`npm start on ${base} with a fresh data folder`, () => app.start(180_000));
    const client = await step('local sign-in', () => ShippedClient.signIn(base, 'Smoke Test'));
    const words = await step('a page from words, its print PNG checked', () =>
      client.makePage({ prompt: 'a dinosaur eating ice cream on the moon' }),
    );
    await step('a page from a photo, its print PNG checked', () =>
      client.makePage({ prompt: 'my cat', photo: SAMPLE_PHOTOS.cat, projectId: words.projectId }),
    );
    await step('the book exported as a PDF', async () => {
      const pdf = await client.exportBook(words.projectId, 'pdf');
      if (pdf.subarray(0, 5).toString('latin1') !== '%PDF-') throw new Error('the export is not a PDF');
      const file = path.join(dataDir, 'book.pdf');
      writeFileSync(file, pdf);
      // qpdf (Debian) checks its structure where it is installed; `npm test` installs it.
      const check = spawnSync('qpdf', ['--check', file], { encoding: 'utf8' });
      if (check.error === undefined && check.status !== 0) throw new Error(`qpdf --check: ${check.stdout}`);
    });
    console.log(`PASS smoke test in ${seconds()}`);
    return 0;
  } catch (error) {
    console.error(`FAIL ${error instanceof Error ? error.message : error} (${seconds()})`);
    console.error(`--- the app's last output ---\n${app.log.slice(-6000)}`);
    return 1;
  } finally {
    await app.stop('SIGTERM');
    rmSync(dataDir, { recursive: true, force: true });
  }
}

process.exit(await main());

import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppProcess, freePort } from '../test/app-process';
import { TEST_APP_ROLE, TEST_DATABASES } from '../test/harness';
import { SAMPLE_PHOTOS, ShippedClient } from '../test/shipped-client';

/**
 * Issue 26: the main paths through the API with the app in its scale-out shape — `npm run
 * start:api` and `npm run worker` as separate processes on one PostgreSQL database, exactly
 * as docs/scaling.md starts them: the real engine in the worker's engine pool, no stand-in
 * drawing. Each page's print PNG is downloaded and checked (engine `printPngProblems`).
 */
describe.runIf(TEST_DATABASES.includes('postgres'))('start:api + worker as separate processes', () => {
  const adminUrl = process.env.TEST_DATABASE_URL!;
  const name = `inkling_procs_${Date.now().toString(36)}`;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'inkling-procs-'));
  let api: AppProcess;
  let worker: AppProcess;
  let client: ShippedClient;

  beforeAll(async () => {
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.query(
      `DO $$ BEGIN CREATE ROLE ${TEST_APP_ROLE} LOGIN; EXCEPTION WHEN duplicate_object OR unique_violation THEN NULL; END $$`,
    );
    await admin.end();
    const owner = new URL(adminUrl);
    owner.pathname = `/${name}`;
    const app = new URL(owner);
    app.username = TEST_APP_ROLE;
    app.password = '';
    const port = await freePort();
    const env = {
      ...process.env,
      NODE_ENV: 'development',
      LOG_LEVEL: 'info',
      DATA_DIR: dataDir,
      DATABASE_URL: app.toString(),
      DATABASE_OWNER_URL: owner.toString(),
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      SERVE_WEB: '0',
      SHUTDOWN_DRAIN_SECONDS: '0',
    };
    api = new AppProcess('api', 'start:api', env, port);
    worker = new AppProcess('worker', 'worker', env);
    await api.start();
    await worker.start();
    client = await ShippedClient.signIn(`http://127.0.0.1:${port}`, 'Scale Out');
  }, 180_000);

  afterAll(async () => {
    await worker?.stop('SIGTERM');
    await api?.stop('SIGTERM');
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
    rmSync(dataDir, { recursive: true, force: true });
  }, 60_000);

  it('the API process draws nothing: no engine threads start there', () => {
    expect(api.log).not.toMatch(/generation completed/);
  });

  it('words, each audience, a photo, a marked photo with fewer lines', { timeout: 300_000 }, async () => {
    const words = await client.makePage({ prompt: 'a dinosaur eating ice cream on the moon' });
    expect(words.elements.length).toBeGreaterThan(0);
    for (const audience of ['toddler', 'kids', 'big-kids'] as const) {
      const page = await client.makePage({ prompt: 'a friendly whale', audience });
      expect(page.audience).toBe(audience);
    }
    const photo = await client.makePage({ prompt: 'my cat', photo: SAMPLE_PHOTOS.cat });
    expect(photo.inputImageUrl).not.toBeNull();
    const marked = await client.makePage({
      prompt: 'my rocket',
      photo: SAMPLE_PHOTOS.rocket,
      photoSubject: { x: 0.25, y: 0.1, w: 0.5, h: 0.85 },
      photoDetail: 'fewer',
    });
    expect(marked).toMatchObject({ photoDetail: 'fewer', photoSubject: { x: 0.25 } });
    // Drawn by the worker process, not the API.
    expect(worker.log).toMatch(/generation completed/);
    expect(api.log).not.toMatch(/generation completed/);
  });

  it('a character, photo + character + words, Retry, a page added to the book, PDF and EPUB', {
    timeout: 300_000,
  }, async () => {
    const source = await client.makePage({ prompt: 'a friendly dragon' });
    const characterId = await client.saveCharacter(source, 'Sparky');
    const withCharacter = await client.makePage({
      prompt: 'Sparky in a garden',
      characterId,
      projectId: source.projectId,
    });
    expect(withCharacter.characterId).toBe(characterId);
    const together = await client.makePage({
      prompt: 'my cat and Sparky',
      photo: SAMPLE_PHOTOS.cat,
      characterId,
    });
    expect(together).toMatchObject({ characterId, status: 'completed' });
    const retried = await client.retry(withCharacter);
    expect(retried.retryOf).toBe(withCharacter.id);
    // "Insert New Page" sends the page to the book's project (POST /api/generations with projectId).
    await client.makePage({ prompt: 'a castle for Sparky', projectId: source.projectId });
    const book = await client.project(source.projectId);
    expect(book.generations.map((g) => g.status)).toEqual([
      'completed',
      'completed',
      'completed',
      'completed',
    ]);

    const pdf = await client.exportBook(source.projectId, 'pdf');
    const pdfPath = path.join(dataDir, 'book.pdf');
    writeFileSync(pdfPath, pdf);
    const check = spawnSync('qpdf', ['--check', pdfPath], { encoding: 'utf8' });
    expect(check.status, check.stdout + check.stderr).toBe(0);
    // The cover and the four pages.
    expect(spawnSync('pdfinfo', [pdfPath], { encoding: 'utf8' }).stdout).toMatch(/^Pages:\s+5$/m);
    const epub = await client.exportBook(source.projectId, 'epub');
    const epubPath = path.join(dataDir, 'book.epub');
    writeFileSync(epubPath, epub);
    const report = spawnSync('java', ['-jar', '/usr/bin/epubcheck', epubPath], { encoding: 'utf8' });
    expect(report.stdout + report.stderr).toMatch(/0 fatals \/ 0 errors \/ 0 warnings/);
  });
});

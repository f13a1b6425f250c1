import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type BookExport, bookExportSchema } from '@inkling/contracts/book';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, body, createGeneration, createProject, signIn } from '../../test/factories';
import { createHarness, type Harness, TEST_DATABASES } from '../../test/harness';
import { startWorker } from '../bootstrap';
import { createEngine } from '../engine';
import type { BossQueue } from './queue';

/** Polls `url` every 100 ms until the export is done or failed; returns every status seen. */
async function pollExport(
  h: Harness,
  cookie: string,
  url: string,
  timeoutMs = 60_000,
): Promise<BookExport[]> {
  const seen: BookExport[] = [];
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    seen.push(bookExportSchema.parse(await body(await api(h, cookie, 'GET', url))));
    const last = seen.at(-1) as BookExport;
    if (last.status === 'done' || last.status === 'failed') return seen;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`export not finished after ${timeoutMs} ms: ${JSON.stringify(seen.at(-1))}`);
}

describe.each(TEST_DATABASES)('book exports through pg-boss and the real engine (%s)', (kind) => {
  let h: Harness;
  const dir = mkdtempSync(path.join(tmpdir(), 'inkling-export-job-'));
  beforeAll(async () => {
    h = await createHarness(kind, { realQueue: true });
    h.ctx.engine = createEngine(h.ctx.config);
    await startWorker(h.ctx, h.queue as BossQueue, h.database);
  });
  afterAll(async () => {
    await h.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('the worker makes the PDF: status goes queued → running → done with rising progress, and the file is valid', async () => {
    const { cookie } = await signIn(h, 'Kit');
    const p = await createProject(h, cookie, 'Sketchbook Book');
    const ids: string[] = [];
    for (const prompt of ['a puppy with a ball', 'a castle', 'a rocket'])
      ids.push((await createGeneration(h, cookie, p.id, prompt)).id);
    // Wait for the worker to draw the pages.
    const deadline = Date.now() + 60_000;
    while (Date.now() < deadline) {
      const book = await body(await api(h, cookie, 'GET', `/api/projects/${p.id}/book`));
      if (book.pages.length === ids.length) break;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    const started = bookExportSchema.parse(
      await body(
        await api(h, cookie, 'POST', `/api/projects/${p.id}/book/exports`, {
          format: 'pdf',
          pdf: { blankBacks: true },
        }),
      ),
    );
    expect(started.status).toBe('queued');
    const seen = await pollExport(h, cookie, `/api/projects/${p.id}/book/exports/${started.id}`);
    const last = seen.at(-1) as BookExport;
    expect(last).toMatchObject({ status: 'done', progress: 1, pageCount: 8 });
    const progress = seen.map((s) => s.progress);
    expect([...progress].sort((a, b) => a - b)).toEqual(progress);
    const file = await api(h, cookie, 'GET', last.downloadUrl as string);
    const pdf = path.join(dir, `${kind}.pdf`);
    writeFileSync(pdf, Buffer.from(await file.arrayBuffer()));
    execFileSync('qpdf', ['--check', pdf]);
    expect(execFileSync('pdfinfo', [pdf], { encoding: 'utf8' })).toMatch(/^Pages:\s+8$/m);
  }, 120_000);
});

import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { BOOK_ERRORS, bookExportSchema, bookSchema, printCheckSchema } from '@inkling/contracts/book';
import { PAGE_FORMATS, type PageFormat } from '@inkling/contracts/page';
import type { PageRequest } from '@inkling/engine';
import { and, eq, inArray } from 'drizzle-orm';
import { type PDFArray, PDFDocument, PDFName, type PDFNumber } from 'pdf-lib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, body, createProject, fakePage, signIn } from '../../test/factories';
import { createHarness, type Harness, type RecordingQueue, TEST_DATABASES } from '../../test/harness';
import { bookExports, files, generations } from '../db/schema';
import { processBookExport } from '../services/book-export.service';
import { processGeneration } from '../services/generations.service';
import { createRateLimits, RATE_LIMITS } from '../services/rate-limit';

const dir = mkdtempSync(path.join(tmpdir(), 'inkling-book-routes-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** A print PNG of the format's full 300 dpi size with a pattern that depends on the prompt. */
async function printPng(format: PageFormat, prompt: string): Promise<Buffer> {
  const { width, height } = PAGE_FORMATS[format];
  const step = 50 + (prompt.length % 40);
  const lines = Array.from(
    { length: Math.ceil(width / step) },
    (_, i) => `<rect x="${i * step}" y="0" width="6" height="${height}"/>`,
  );
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="100%" height="100%" fill="#fff"/><g fill="#000">${lines.join('')}</g><circle cx="${width / 2}" cy="${height / 2}" r="${width / 4}" fill="none" stroke="#000" stroke-width="12"/></svg>`;
  return sharp(Buffer.from(svg))
    .greyscale()
    .toColourspace('b-w')
    .png({ adaptiveFiltering: false })
    .toBuffer();
}

/** The test engine, drawing real-size print PNGs (so the PDF holds 300 dpi pages). */
async function drawPage(request: PageRequest) {
  const format = request.format ?? 'letter';
  const png = await printPng(format, request.prompt);
  const page = fakePage(request);
  return {
    ...page,
    printPng: png,
    previewPng: png,
    metadata: { ...page.metadata, ...PAGE_FORMATS[format], format },
  };
}

function save(name: string, bytes: Buffer): string {
  const file = path.join(dir, name);
  writeFileSync(file, bytes);
  return file;
}

describe.each(TEST_DATABASES)('coloring books (%s)', (kind) => {
  let h: Harness;
  beforeAll(async () => {
    h = await createHarness(kind, { engine: { generatePage: drawPage } });
  });
  afterAll(() => h.close());

  const exportsQueued = () => (h.queue as RecordingQueue).exports;

  /** A finished page of `format` in the project. */
  async function page(cookie: string, projectId: string, prompt: string, format: PageFormat = 'letter') {
    const res = await api(h, cookie, 'POST', '/api/generations', { prompt, projectId, format });
    if (res.status !== 201) throw new Error(`generation failed: ${res.status} ${await res.text()}`);
    const id = (await body(res)).generation.id as string;
    await processGeneration(h.ctx, id);
    return id;
  }

  async function getBook(cookie: string, projectId: string) {
    const res = await api(h, cookie, 'GET', `/api/projects/${projectId}/book`);
    expect(res.status).toBe(200);
    return bookSchema.parse(await body(res));
  }

  /** Starts an export, runs its job and returns its final status and the downloaded file. */
  async function exportBook(cookie: string, projectId: string, request: object) {
    const started = await api(h, cookie, 'POST', `/api/projects/${projectId}/book/exports`, request);
    expect(started.status).toBe(202);
    const job = bookExportSchema.parse(await body(started));
    await processBookExport(h.ctx, job.id);
    const status = bookExportSchema.parse(
      await body(await api(h, cookie, 'GET', `/api/projects/${projectId}/book/exports/${job.id}`)),
    );
    expect(status).toMatchObject({ status: 'done', progress: 1 });
    const file = await api(h, cookie, 'GET', status.downloadUrl as string);
    expect(file.status).toBe(200);
    return { status, file, bytes: Buffer.from(await file.arrayBuffer()) };
  }

  it('lists finished pages oldest first, reorders, leaves pages out, sets the cover and view mode; new pages join the end', async () => {
    const { cookie } = await signIn(h, 'Bea');
    const p = await createProject(h, cookie, 'Dino Days');
    const a = await page(cookie, p.id, 'a dinosaur');
    const b = await page(cookie, p.id, 'a volcano');
    const c = await page(cookie, p.id, 'a dinosaur egg');
    // A failed page is not in the book.
    const book = await getBook(cookie, p.id);
    expect(book.pages.map((x) => x.generationId)).toEqual([a, b, c]);
    expect(book).toMatchObject({
      title: 'Dino Days',
      viewMode: 'single',
      includedCount: 3,
      format: 'letter',
      revision: 0,
    });
    expect(book.cover).toEqual({ title: 'Dino Days', belongsToLine: false, pageId: null });
    expect(book.pages[0]).toMatchObject({
      position: 1,
      pageNumber: 1,
      included: true,
      format: 'letter',
      width: 2550,
    });

    const res = await api(h, cookie, 'PATCH', `/api/projects/${p.id}/book`, {
      order: [c, a, b],
      excluded: [a],
      cover: { belongsToLine: true, pageId: b },
      viewMode: 'book',
      revision: 0,
    });
    expect(res.status).toBe(200);
    const edited = bookSchema.parse(await body(res));
    expect(edited.pages.map((x) => [x.generationId, x.included, x.pageNumber])).toEqual([
      [c, true, 1],
      [a, false, null],
      [b, true, 2],
    ]);
    expect(edited).toMatchObject({ viewMode: 'book', includedCount: 2, revision: 1 });
    expect(edited.cover).toEqual({ title: 'Dino Days', belongsToLine: true, pageId: b });

    // A stale revision, or an order that is not every finished page once, is refused (409).
    const stale = await api(h, cookie, 'PATCH', `/api/projects/${p.id}/book`, {
      viewMode: 'single',
      revision: 0,
    });
    expect(stale.status).toBe(409);
    expect((await body(stale)).error.message).toBe(BOOK_ERRORS.staleRevision);
    for (const order of [
      [c, a],
      [c, a, b, b],
      [c, a, crypto.randomUUID()],
    ]) {
      const bad = await api(h, cookie, 'PATCH', `/api/projects/${p.id}/book`, { order });
      expect(bad.status).toBe(409);
      expect((await body(bad)).error.message).toBe(BOOK_ERRORS.notAPermutation);
    }
    // A page finished later joins the end, included.
    const d = await page(cookie, p.id, 'a palm tree');
    const later = await getBook(cookie, p.id);
    expect(later.pages.map((x) => x.generationId)).toEqual([c, a, b, d]);
    expect(later.pages.at(-1)).toMatchObject({ included: true, pageNumber: 3 });
    expect(later.viewMode).toBe('book');
  });

  it('concurrent edits apply one after the other: the order is one of them, every page once', async () => {
    const { cookie } = await signIn(h, 'Cy');
    const p = await createProject(h, cookie, 'Race');
    const ids = [
      await page(cookie, p.id, 'a car'),
      await page(cookie, p.id, 'a bus'),
      await page(cookie, p.id, 'a van'),
    ];
    const orders = [
      ids,
      [...ids].reverse(),
      [ids[1], ids[2], ids[0]],
      [ids[2], ids[0], ids[1]],
    ] as string[][];
    const results = await Promise.all(
      orders.map((order) =>
        api(h, cookie, 'PATCH', `/api/projects/${p.id}/book`, { order, excluded: [order[0]] }),
      ),
    );
    expect(results.map((r) => r.status)).toEqual([200, 200, 200, 200]);
    const book = await getBook(cookie, p.id);
    const final = book.pages.map((x) => x.generationId);
    expect(orders).toContainEqual(final);
    // The left-out page is the first of the same edit (no mix of two edits).
    expect(book.pages.filter((x) => !x.included).map((x) => x.generationId)).toEqual([final[0]]);
    expect(book.revision).toBe(4);
  });

  it('only the owner sees, edits or exports the book (404 for others)', async () => {
    const owner = await signIn(h, 'Dee');
    const other = await signIn(h, 'Eve');
    const p = await createProject(h, owner.cookie, 'Mine');
    await page(owner.cookie, p.id, 'a kite');
    const { status } = await exportBook(owner.cookie, p.id, { format: 'pdf' });
    const base = `/api/projects/${p.id}/book`;
    for (const [method, url, payload] of [
      ['GET', base, undefined],
      ['PATCH', base, { viewMode: 'book' }],
      ['POST', `${base}/print-check`, {}],
      ['POST', `${base}/exports`, { format: 'pdf' }],
      ['GET', `${base}/exports/${status.id}`, undefined],
      ['GET', `${base}/exports/${status.id}/file`, undefined],
    ] as const) {
      const res = await api(h, other.cookie, method, url, payload);
      expect(res.status, `${method} ${url}`).toBe(404);
    }
    expect((await h.app.request(base)).status).toBe(401);
  });

  it('an empty book (no pages, or every page left out) cannot be exported: 409 with a clear message', async () => {
    const { cookie } = await signIn(h, 'Fay');
    const p = await createProject(h, cookie, 'Empty');
    for (const format of ['pdf', 'epub']) {
      const res = await api(h, cookie, 'POST', `/api/projects/${p.id}/book/exports`, { format });
      expect(res.status).toBe(409);
      expect((await body(res)).error.message).toBe(BOOK_ERRORS.empty);
    }
    const only = await page(cookie, p.id, 'a moon');
    await api(h, cookie, 'PATCH', `/api/projects/${p.id}/book`, { excluded: [only] });
    const res = await api(h, cookie, 'POST', `/api/projects/${p.id}/book/exports`, { format: 'pdf' });
    expect(res.status).toBe(409);
  });

  it('exports a PDF of mixed formats: qpdf passes, pdfinfo pages and size, each page image is its print PNG', async () => {
    const { cookie } = await signIn(h, 'Gus');
    const p = await createProject(h, cookie, 'Mixed Book: Ünïcode & more');
    const l1 = await page(cookie, p.id, 'a castle', 'letter');
    await page(cookie, p.id, 'a dragon in the sky', 'a4');
    await page(cookie, p.id, 'a knight', 'letter');
    await page(cookie, p.id, 'a shield', 'square');
    const { status, file, bytes } = await exportBook(cookie, p.id, {
      format: 'pdf',
      pdf: { blankBacks: true },
    });
    expect(file.headers.get('content-type')).toBe('application/pdf');
    expect(file.headers.get('content-disposition')).toBe(
      `attachment; filename="Mixed-Book-Unicode-more.pdf"; filename*=UTF-8''Mixed-Book-%C3%9Cn%C3%AFcode-more.pdf`,
    );
    expect(status).toMatchObject({
      fileName: 'Mixed-Book-Ünïcode-more.pdf',
      pageCount: 10,
      bytes: bytes.length,
    });
    const pdfFile = save(`${kind}-mixed.pdf`, bytes);
    expect(execFileSync('qpdf', ['--check', pdfFile], { encoding: 'utf8' })).toMatch(
      /No syntax or stream encoding errors/,
    );
    const info = execFileSync('pdfinfo', [pdfFile], { encoding: 'utf8' });
    expect(info).toMatch(/^Pages:\s+10$/m);
    expect(info).toMatch(/^Page size:\s+612 x 792 pts \(letter\)$/m);
    expect(info).toMatch(/^Title:\s+Mixed Book: Ünïcode & more$/m);
    expect(info).toMatch(/^Author:\s+Gus$/m);
    expect(info).toMatch(/^Producer:\s+Inkling$/m);
    const list = execFileSync('pdfimages', ['-list', pdfFile], { encoding: 'utf8' })
      .trim()
      .split('\n')
      .slice(2);
    expect(list.map((row) => row.trim().split(/\s+/).slice(3, 5).join('×'))).toEqual([
      '2550×3300',
      '2480×3508',
      '2550×3300',
      '2048×2048',
    ]);
    // Page 3 (cover, blank back, then the first picture) holds the first page's print PNG, pixel for pixel.
    execFileSync('pdfimages', ['-png', '-f', '3', '-l', '3', pdfFile, path.join(dir, `${kind}-p3`)]);
    const extracted = readdirSync(dir).find((f) => f.startsWith(`${kind}-p3`)) as string;
    const book = await getBook(cookie, p.id);
    const printUrl = book.pages.find((x) => x.generationId === l1)?.printUrl as string;
    const print = Buffer.from(await (await api(h, cookie, 'GET', printUrl)).arrayBuffer());
    const got = await sharp(path.join(dir, extracted)).greyscale().raw().toBuffer();
    const want = await sharp(print).greyscale().raw().toBuffer();
    expect(got.equals(want)).toBe(true);
  });

  it('concurrent exports of the same book make one file; the same book again gives the same export', async () => {
    const { cookie } = await signIn(h, 'Hal');
    const p = await createProject(h, cookie, 'Once');
    await page(cookie, p.id, 'a boat');
    await page(cookie, p.id, 'a lighthouse');
    const before = exportsQueued().length;
    const answers = await Promise.all(
      Array.from({ length: 5 }, () =>
        api(h, cookie, 'POST', `/api/projects/${p.id}/book/exports`, { format: 'pdf' }),
      ),
    );
    expect(answers.map((r) => r.status)).toEqual([202, 202, 202, 202, 202]);
    const ids = new Set((await Promise.all(answers.map(body))).map((b) => b.id));
    expect(ids.size).toBe(1);
    expect(exportsQueued().length - before).toBe(1);
    const [id] = [...ids] as string[];
    await Promise.all([processBookExport(h.ctx, id as string), processBookExport(h.ctx, id as string)]);
    const again = bookExportSchema.parse(
      await body(await api(h, cookie, 'POST', `/api/projects/${p.id}/book/exports`, { format: 'pdf' })),
    );
    expect(again).toMatchObject({ id, status: 'done' });
    const rows = await h.ctx.db.select().from(bookExports).where(eq(bookExports.projectId, p.id));
    expect(rows).toHaveLength(1);
    const bookFiles = await h.ctx.db
      .select()
      .from(files)
      .where(eq(files.id, rows[0]?.fileId as string));
    expect(bookFiles).toHaveLength(1);
    expect(bookFiles[0]?.kind).toBe('book');
    // Changing the book makes a new export (a new hash), still one file per contents.
    await api(h, cookie, 'PATCH', `/api/projects/${p.id}/book`, { cover: { belongsToLine: true } });
    const changed = bookExportSchema.parse(
      await body(await api(h, cookie, 'POST', `/api/projects/${p.id}/book/exports`, { format: 'pdf' })),
    );
    expect(changed.id).not.toBe(id);
    expect(changed.status).toBe('queued');
    // Not done yet: the file answers 409.
    const early = await api(h, cookie, 'GET', `/api/projects/${p.id}/book/exports/${changed.id}/file`);
    expect(early.status).toBe(409);
  });

  it('a newer export replaces the older file of the same kind; deleting the project deletes the book files', async () => {
    const { cookie } = await signIn(h, 'Lou');
    const p = await createProject(h, cookie, 'Replace Me');
    await page(cookie, p.id, 'a tractor');
    const first = await exportBook(cookie, p.id, { format: 'pdf' });
    const epub = await exportBook(cookie, p.id, { format: 'epub' });
    const [firstRow] = await h.ctx.db.select().from(bookExports).where(eq(bookExports.id, first.status.id));
    const [oldFile] = await h.ctx.db
      .select()
      .from(files)
      .where(eq(files.id, firstRow?.fileId as string));
    await api(h, cookie, 'PATCH', `/api/projects/${p.id}/book`, { cover: { belongsToLine: true } });
    const second = await exportBook(cookie, p.id, { format: 'pdf' });
    expect(second.status.id).not.toBe(first.status.id);
    expect(
      (await api(h, cookie, 'GET', `/api/projects/${p.id}/book/exports/${first.status.id}`)).status,
    ).toBe(404);
    expect(
      await h.ctx.db
        .select()
        .from(files)
        .where(eq(files.id, oldFile?.id as string)),
    ).toEqual([]);
    expect(await h.ctx.storage.exists(oldFile?.key as string)).toBe(false);
    // The EPUB is another kind: it stays.
    expect((await api(h, cookie, 'GET', `/api/projects/${p.id}/book/exports/${epub.status.id}`)).status).toBe(
      200,
    );

    const rows = await h.ctx.db.select().from(bookExports).where(eq(bookExports.projectId, p.id));
    const fileIds = rows.map((r) => r.fileId as string);
    expect(fileIds).toHaveLength(2);
    const keys = (await h.ctx.db.select().from(files).where(inArray(files.id, fileIds))).map((f) => f.key);
    expect((await api(h, cookie, 'DELETE', `/api/projects/${p.id}`)).status).toBe(204);
    expect(await h.ctx.db.select().from(files).where(inArray(files.id, fileIds))).toEqual([]);
    for (const key of keys) expect(await h.ctx.storage.exists(key)).toBe(false);
  });

  it('a failing export is marked failed with a sentence and leaves no file (nothing half-written)', async () => {
    const { cookie, userId } = await signIn(h, 'Max');
    const p = await createProject(h, cookie, 'Broken');
    const id = await page(cookie, p.id, 'a bridge');
    await page(cookie, p.id, 'a river');
    // The first page's print file disappears from storage: the writer fails half-way.
    const [gen] = await h.ctx.db.select().from(generations).where(eq(generations.id, id));
    const [print] = await h.ctx.db
      .select()
      .from(files)
      .where(eq(files.id, gen?.printFileId as string));
    await h.ctx.storage.delete(print?.key as string);
    const started = bookExportSchema.parse(
      await body(await api(h, cookie, 'POST', `/api/projects/${p.id}/book/exports`, { format: 'pdf' })),
    );
    await processBookExport(h.ctx, started.id);
    const status = bookExportSchema.parse(
      await body(await api(h, cookie, 'GET', `/api/projects/${p.id}/book/exports/${started.id}`)),
    );
    expect(status).toMatchObject({ status: 'failed', error: BOOK_ERRORS.exportFailed, downloadUrl: null });
    expect(
      (await api(h, cookie, 'GET', `/api/projects/${p.id}/book/exports/${started.id}/file`)).status,
    ).toBe(409);
    const bookFiles = await h.ctx.db
      .select()
      .from(files)
      .where(and(eq(files.userId, userId), eq(files.kind, 'book')));
    expect(bookFiles).toEqual([]);
  });

  it('export requests are limited per user (429 with Retry-After)', async () => {
    const { cookie } = await signIn(h, 'Ned');
    const p = await createProject(h, cookie, 'Limited');
    await page(cookie, p.id, 'a drum');
    const limits = h.ctx.limits;
    h.ctx.limits = createRateLimits(
      { db: h.ctx.db, clock: h.ctx.clock },
      { ...RATE_LIMITS, bookExports: { capacity: 2, perMs: 3_600_000 } },
    );
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 3; i++)
        statuses.push(
          (await api(h, cookie, 'POST', `/api/projects/${p.id}/book/exports`, { format: 'epub' })).status,
        );
      expect(statuses).toEqual([202, 202, 429]);
      const refused = await api(h, cookie, 'POST', `/api/projects/${p.id}/book/exports`, { format: 'epub' });
      expect((await body(refused)).error.message).toBe(BOOK_ERRORS.tooManyExports);
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    } finally {
      h.ctx.limits = limits;
    }
  });

  it('print-ready: the check names every broken rule, export is refused until filled, then has KDP boxes', async () => {
    const { cookie } = await signIn(h, 'Ivy');
    const p = await createProject(h, cookie, 'For Sale');
    await page(cookie, p.id, 'a rocket', 'letter');
    const square = await page(cookie, p.id, 'a planet', 'square');
    const check = printCheckSchema.parse(
      await body(
        await api(h, cookie, 'POST', `/api/projects/${p.id}/book/print-check`, { printReady: true }),
      ),
    );
    expect(check).toMatchObject({ ok: false, pageCount: 3, fillPages: 21 });
    expect(check.problems.map((x) => x.rule)).toEqual(['min-pages', 'even-pages', 'resolution']);
    const refused = await api(h, cookie, 'POST', `/api/projects/${p.id}/book/exports`, {
      format: 'pdf',
      pdf: { printReady: true },
    });
    expect(refused.status).toBe(409);
    const message = (await body(refused)).error.message as string;
    expect(message.startsWith(BOOK_ERRORS.notPrintReady)).toBe(true);
    for (const problem of check.problems) expect(message).toContain(problem.message);

    // Leave the square page out (it prints below 300 dpi) and fill to 24 pages.
    await api(h, cookie, 'PATCH', `/api/projects/${p.id}/book`, { excluded: [square] });
    const filled = printCheckSchema.parse(
      await body(
        await api(h, cookie, 'POST', `/api/projects/${p.id}/book/print-check`, {
          printReady: true,
          fillToMinimum: true,
        }),
      ),
    );
    expect(filled).toEqual({ ok: true, pageCount: 24, fillPages: 22, problems: [] });
    const { bytes } = await exportBook(cookie, p.id, {
      format: 'pdf',
      pdf: { printReady: true, fillToMinimum: true },
    });
    const pdfFile = save(`${kind}-kdp.pdf`, bytes);
    execFileSync('qpdf', ['--check', pdfFile]);
    expect(execFileSync('pdfinfo', [pdfFile], { encoding: 'utf8' })).toMatch(/^Pages:\s+24$/m);
    const pdf = await PDFDocument.load(bytes);
    const box = (i: number, name: string) =>
      (pdf.getPage(i).node.get(PDFName.of(name)) as PDFArray)
        .asArray()
        .map((n) => (n as PDFNumber).asNumber());
    expect(box(0, 'MediaBox')).toEqual([0, 0, 621, 810]);
    expect(box(0, 'BleedBox')).toEqual([0, 0, 621, 810]);
    expect(box(0, 'TrimBox')).toEqual([0, 9, 612, 801]);
    expect(box(1, 'TrimBox')).toEqual([9, 9, 621, 801]);
  });

  it('"Use colored pages where saved": the book lists each saved coloured page, the PDF swaps it in for its line art', async () => {
    const { cookie } = await signIn(h, 'Rae');
    const p = await createProject(h, cookie, 'Colored Book');
    const castle = await page(cookie, p.id, 'a castle', 'letter');
    const knight = await page(cookie, p.id, 'a knight', 'letter');
    // The castle coloured as the coloring screen saves it: 2048 px high, lines multiplied over red.
    const print = Buffer.from(
      await (await api(h, cookie, 'GET', (await getBook(cookie, p.id)).pages[0]!.printUrl)).arrayBuffer(),
    );
    const lines = await sharp(print).resize(1582, 2048).toColourspace('srgb').png().toBuffer();
    const colored = await sharp({ create: { width: 1582, height: 2048, channels: 3, background: '#e53935' } })
      .composite([{ input: lines, blend: 'multiply' }])
      .png()
      .toBuffer();
    const form = new FormData();
    form.append('image', new File([new Uint8Array(colored)], 'colored.png', { type: 'image/png' }));
    const saved = await h.app.request(`/api/generations/${castle}/colored`, {
      method: 'PUT',
      headers: { cookie },
      body: form,
    });
    expect(saved.status).toBe(200);

    const book = await getBook(cookie, p.id);
    expect(book.pages.map((x) => x.generationId)).toEqual([castle, knight]);
    expect(book.pages[0]!.coloredUrl).toMatch(/^\/api\/files\//);
    expect(book.pages[1]!.coloredUrl).toBeNull();

    // The print check counts the coloured picture's pixels (2048 px high: below 300 dpi).
    const check = async (colored: boolean) =>
      printCheckSchema
        .parse(
          await body(
            await api(h, cookie, 'POST', `/api/projects/${p.id}/book/print-check`, {
              printReady: true,
              fillToMinimum: true,
              colored,
            }),
          ),
        )
        .problems.map((x) => x.rule);
    expect(await check(false)).toEqual([]);
    expect(await check(true)).toEqual(['resolution']);

    const plain = await exportBook(cookie, p.id, { format: 'pdf' });
    const withColor = await exportBook(cookie, p.id, { format: 'pdf', colored: true });
    expect(withColor.status.id).not.toBe(plain.status.id);
    const sizes = (file: string) =>
      execFileSync('pdfimages', ['-list', file], { encoding: 'utf8' })
        .trim()
        .split('\n')
        .slice(2)
        .map((row) => row.trim().split(/\s+/).slice(3, 6).join(' '));
    const plainFile = save(`${kind}-plain.pdf`, plain.bytes);
    const colorFile = save(`${kind}-colored.pdf`, withColor.bytes);
    expect(sizes(plainFile)).toEqual(['2550 3300 gray', '2550 3300 gray']);
    expect(sizes(colorFile)).toEqual(['1582 2048 rgb', '2550 3300 gray']);
    execFileSync('qpdf', ['--check', colorFile]);

    // Rendered by poppler: page 2 (after the cover) is red inside the castle's circle, page 3 grey.
    const render = async (file: string, pageNo: number) => {
      const prefix = path.join(dir, `${kind}-render-${path.basename(file, '.pdf')}-${pageNo}`);
      execFileSync('pdftoppm', [
        '-r',
        '30',
        '-f',
        String(pageNo),
        '-l',
        String(pageNo),
        '-png',
        '-singlefile',
        file,
        prefix,
      ]);
      const { data, info } = await sharp(`${prefix}.png`)
        .removeAlpha()
        .raw()
        .toBuffer({ resolveWithObject: true });
      // Colour pixels: red clearly above green and blue.
      let red = 0;
      for (let o = 0; o < data.length; o += 3)
        if (data[o]! - Math.max(data[o + 1]!, data[o + 2]!) > 80) red++;
      return red / (info.width * info.height);
    };
    expect(await render(colorFile, 2)).toBeGreaterThan(0.3);
    expect(await render(colorFile, 3)).toBe(0);
    expect(await render(plainFile, 2)).toBe(0);

    // EPUB too: it is made from the same pictures.
    const epub = await exportBook(cookie, p.id, { format: 'epub', colored: true });
    expect(epub.status.pageCount).toBe(3);
  }, 60_000);

  it('exports an EPUB that passes epubcheck with no errors or warnings', async () => {
    const { cookie } = await signIn(h, 'Jo');
    const p = await createProject(h, cookie, 'Under the Sea');
    const fish = await page(cookie, p.id, 'a fish', 'letter');
    await page(cookie, p.id, 'a crab', 'a4');
    await api(h, cookie, 'PATCH', `/api/projects/${p.id}/book`, {
      cover: { pageId: fish, belongsToLine: true },
    });
    const { file, bytes, status } = await exportBook(cookie, p.id, { format: 'epub' });
    expect(file.headers.get('content-type')).toBe('application/epub+zip');
    expect(status).toMatchObject({ fileName: 'Under-the-Sea.epub', pageCount: 3 });
    const out = execFileSync('java', ['-jar', '/usr/bin/epubcheck', save(`${kind}-book.epub`, bytes)], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    expect(out).toMatch(/No errors or warnings detected/);
  }, 60_000);
});

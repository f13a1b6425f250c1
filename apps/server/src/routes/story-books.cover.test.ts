import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type Book, bookSchema } from '@inkling/contracts/book';
import { storyBookSchema, storyQuoteSchema } from '@inkling/contracts/story';
import { generatePage } from '@inkling/engine';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, body, createGeneration, createProject, signIn } from '../../test/factories';
import { createHarness, type Harness } from '../../test/harness';
import { processBookExport } from '../services/book-export.service';
import { processGeneration } from '../services/generations.service';

/**
 * A story book's cover (issue 33: "The book opens in the existing Book view with a cover"):
 * the story's title and the hero as drawn (page 1's picture) in the Book view and the PDF,
 * unless the owner chooses another page or the drawn frame; other projects keep the frame.
 * Pages are drawn by the real sketchbook engine, so the cover has real ink to find.
 */
describe('the cover of a story book (pglite)', () => {
  let h: Harness;
  let dir: string;
  beforeAll(async () => {
    h = await createHarness('pglite', {
      engine: {
        generatePage: (req) => {
          if (req.prompt.includes('FAILME')) return Promise.reject(new Error('the drawing failed'));
          return generatePage(req);
        },
      },
    });
    dir = mkdtempSync(path.join(tmpdir(), 'story-cover-'));
  });
  afterAll(async () => {
    await h.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const request = {
    idea: 'Mia and the lost kite',
    characterWords: 'Mia, a girl with curly hair',
    audience: 'kids',
    length: 4,
  };
  const make = async (cookie: string) => {
    const q = storyQuoteSchema.parse(
      await body(await api(h, cookie, 'POST', '/api/story-books/quote', request)),
    );
    const res = await api(h, cookie, 'POST', '/api/story-books', { ...request, quote: q.quote });
    expect(res.status).toBe(201);
    return storyBookSchema.parse(await body(res));
  };
  const getBook = async (cookie: string, projectId: string): Promise<Book> =>
    bookSchema.parse(await body(await api(h, cookie, 'GET', `/api/projects/${projectId}/book`)));

  /** Exports the PDF; its first page's text, whether it holds an image, and its ink (share of dark pixels) inside the picture area. */
  const coverOfPdf = async (cookie: string, projectId: string, name: string) => {
    const started = await api(h, cookie, 'POST', `/api/projects/${projectId}/book/exports`, {
      format: 'pdf',
    });
    const job = (await body(started)) as { id: string };
    await processBookExport(h.ctx, job.id);
    const status = await body(
      await api(h, cookie, 'GET', `/api/projects/${projectId}/book/exports/${job.id}`),
    );
    const file = await api(h, cookie, 'GET', status.downloadUrl as string);
    const pdf = path.join(dir, `${name}.pdf`);
    writeFileSync(pdf, Buffer.from(await file.arrayBuffer()));
    const text = execFileSync('pdftotext', ['-f', '1', '-l', '1', pdf, '-'], { encoding: 'utf8' }).replace(
      /\s+/g,
      ' ',
    );
    const images = execFileSync('pdfimages', ['-list', '-f', '1', '-l', '1', pdf], { encoding: 'utf8' })
      .trim()
      .split('\n')
      .slice(2).length;
    // 50 dpi grey render of the cover; the picture area is below the title: the middle of the
    // page from 25 % to 90 % of its height, 15–85 % of its width.
    execFileSync('pdftoppm', [
      '-f',
      '1',
      '-l',
      '1',
      '-r',
      '50',
      '-gray',
      '-singlefile',
      pdf,
      path.join(dir, name),
    ]);
    const pgm = readFileSync(path.join(dir, `${name}.pgm`));
    const [, w, hgt] = /^P5\s+(\d+)\s+(\d+)\s+255\s/
      .exec(pgm.subarray(0, 40).toString('latin1'))!
      .map(Number) as [number, number, number];
    const pixels = pgm.subarray(pgm.length - w * hgt);
    let dark = 0;
    let all = 0;
    for (let y = Math.round(hgt * 0.25); y < Math.round(hgt * 0.9); y++)
      for (let x = Math.round(w * 0.15); x < Math.round(w * 0.85); x++) {
        all++;
        if (pixels[y * w + x]! < 128) dark++;
      }
    return { text, images, ink: dark / all, png: path.join(dir, `${name}.pgm`) };
  };

  it("shows the story's title and page 1's picture in the Book view and on the PDF's first page", async () => {
    const { cookie } = await signIn(h);
    const book = await make(cookie);
    for (const p of book.pages) await processGeneration(h.ctx, p.generation.id);
    const shown = await getBook(cookie, book.projectId);
    expect(shown.cover.title).toBe(book.title);
    expect(shown.cover.pageId).toBe(book.pages[0]!.generation.id);

    const withPicture = await coverOfPdf(cookie, book.projectId, 'picture');
    expect(withPicture.text).toContain(book.title);
    expect(withPicture.images).toBe(1);
    expect(withPicture.ink).toBeGreaterThan(0.02);

    // The EPUB's cover: the title and the same picture (images/cover.png, the cover-image).
    const started = await api(h, cookie, 'POST', `/api/projects/${book.projectId}/book/exports`, {
      format: 'epub',
    });
    const job = (await body(started)) as { id: string };
    await processBookExport(h.ctx, job.id);
    const status = await body(
      await api(h, cookie, 'GET', `/api/projects/${book.projectId}/book/exports/${job.id}`),
    );
    const epub = path.join(dir, 'book.epub');
    writeFileSync(
      epub,
      Buffer.from(await (await api(h, cookie, 'GET', status.downloadUrl as string)).arrayBuffer()),
    );
    const coverXhtml = execFileSync('unzip', ['-p', epub, 'OEBPS/cover.xhtml'], { encoding: 'utf8' });
    expect(coverXhtml).toContain(book.title);
    expect(coverXhtml).toContain('<img src="images/cover.png"');
    const coverPng = execFileSync('unzip', ['-p', epub, 'OEBPS/images/cover.png']);
    expect(coverPng.subarray(1, 4).toString()).toBe('PNG');

    // Another page on the cover, then the drawn frame: the owner's choice wins and stays.
    const patched = await api(h, cookie, 'PATCH', `/api/projects/${book.projectId}/book`, {
      cover: { pageId: book.pages[2]!.generation.id },
    });
    expect(bookSchema.parse(await body(patched)).cover.pageId).toBe(book.pages[2]!.generation.id);
    await api(h, cookie, 'PATCH', `/api/projects/${book.projectId}/book`, { cover: { pageId: null } });
    await api(h, cookie, 'PATCH', `/api/projects/${book.projectId}/book`, { viewMode: 'spread' });
    expect((await getBook(cookie, book.projectId)).cover.pageId).toBeNull();
    const framed = await coverOfPdf(cookie, book.projectId, 'frame');
    expect(framed.text).toContain(book.title);
    expect(framed.images).toBe(0);
    expect(framed.ink).toBeLessThan(withPicture.ink / 3);
  });

  it('pictures the first finished page while page 1 is not drawn, and page 1 once its retry is', async () => {
    const { cookie } = await signIn(h);
    const book = await make(cookie);
    const page1 = book.pages[0]!.generation.id;
    await h.ctx.db.execute(sql`update generations set prompt = prompt || ' FAILME' where id = ${page1}`);
    for (const p of book.pages) await processGeneration(h.ctx, p.generation.id);
    expect((await getBook(cookie, book.projectId)).cover.pageId).toBe(book.pages[1]!.generation.id);
    await h.ctx.db.execute(
      sql`update generations set prompt = replace(prompt, ' FAILME', '') where id = ${page1}`,
    );
    const retry = (await body(await api(h, cookie, 'POST', `/api/generations/${page1}/retry`))) as {
      id: string;
    };
    await processGeneration(h.ctx, retry.id);
    expect((await getBook(cookie, book.projectId)).cover.pageId).toBe(retry.id);
  });

  it('an ordinary project keeps the drawn frame until a cover page is chosen', async () => {
    const { cookie } = await signIn(h);
    const project = await createProject(h, cookie, 'Dinosaurs');
    const gen = await createGeneration(h, cookie, project.id, 'a friendly dinosaur');
    await processGeneration(h.ctx, gen.id);
    expect((await getBook(cookie, project.id)).cover.pageId).toBeNull();
  });
});

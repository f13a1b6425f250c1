import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PAGE_FORMATS, type PageFormat } from '@inkling/contracts/page';
import { type PDFArray, PDFDocument, PDFName, type PDFNumber } from 'pdf-lib';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import {
  type BookDocument,
  type BookPicture,
  bookFileName,
  bookFormat,
  fillCount,
  fitRect,
  printCheck,
  sheetGeometry,
  sheetSequence,
  writeBookEpub,
  writeBookPdf,
} from './index';

const dir = mkdtempSync(path.join(tmpdir(), 'inkling-book-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** A black-and-white test page of `format`: a diagonal pattern and a border (8-bit grey PNG, like the engine's). */
async function pagePng(format: PageFormat, seed = 0): Promise<Buffer> {
  const { width, height } = PAGE_FORMATS[format];
  const data = Buffer.alloc(width * height, 255);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++)
      if (x < 20 || y < 20 || x >= width - 20 || y >= height - 20 || (x + y + seed * 37) % 211 < 6)
        data[y * width + x] = 0;
  return sharp(data, { raw: { width, height, channels: 1 } })
    .toColourspace('b-w')
    .png()
    .toBuffer();
}

function picture(format: PageFormat, png: Buffer): BookPicture {
  return { ...PAGE_FORMATS[format], load: async () => png };
}

function book(pages: BookPicture[], extra: Partial<BookDocument> = {}): BookDocument {
  return {
    title: 'Dinosaur Days',
    author: 'Ann Example',
    date: new Date('2026-03-04T05:06:07Z'),
    identifier: '6f1c2a3b-4d5e-4f60-8a7b-9c0d1e2f3a4b',
    language: 'en',
    format: 'letter',
    cover: { belongsToLine: true, picture: null },
    pages,
    ...extra,
  };
}

async function pdfBytes(
  doc: BookDocument,
  options = { blankBacks: false, printReady: false, fillToMinimum: false },
) {
  const chunks: Uint8Array[] = [];
  const progress: number[] = [];
  const written = await writeBookPdf(
    doc,
    options,
    (c) => void chunks.push(c),
    (done) => void progress.push(done),
  );
  const bytes = Buffer.concat(chunks);
  expect(bytes.length).toBe(written.bytes);
  return { bytes, written, progress };
}

function save(name: string, bytes: Buffer): string {
  const file = path.join(dir, name);
  writeFileSync(file, bytes);
  return file;
}

/** `qpdf --check` exits 0 and reports no errors. */
function qpdfCheck(file: string): string {
  return execFileSync('qpdf', ['--check', file], { encoding: 'utf8' });
}

function pdfinfo(file: string, ...args: string[]): string {
  return execFileSync('pdfinfo', [...args, file], { encoding: 'utf8' });
}

describe('book layout (pure)', () => {
  it('picks the more common of letter and A4; square counts as letter; a tie goes to the first page', () => {
    expect(bookFormat(['a4', 'a4', 'letter'])).toBe('a4');
    expect(bookFormat(['letter', 'square', 'a4'])).toBe('letter');
    expect(bookFormat(['a4', 'letter'])).toBe('a4');
    expect(bookFormat(['square'])).toBe('letter');
    expect(bookFormat([])).toBe('letter');
  });

  it('fits a picture whole inside a box, centred (never cropped)', () => {
    const box = { x: 10, y: 20, width: 100, height: 100 };
    expect(fitRect(200, 100, box)).toEqual({ x: 10, y: 45, width: 100, height: 50 });
    expect(fitRect(100, 200, box)).toEqual({ x: 35, y: 20, width: 50, height: 100 });
    expect(() => fitRect(0, 10, box)).toThrow(RangeError);
  });

  it('puts a blank after the cover and every picture with blank backs, and fills to 24 even pages', () => {
    expect(sheetSequence(2, { blankBacks: false, fillToMinimum: false }).map((s) => s.kind)).toEqual([
      'cover',
      'picture',
      'picture',
    ]);
    expect(sheetSequence(2, { blankBacks: true, fillToMinimum: false }).map((s) => s.kind)).toEqual([
      'cover',
      'blank',
      'picture',
      'blank',
      'picture',
      'blank',
    ]);
    expect(sheetSequence(3, { blankBacks: false, fillToMinimum: true })).toHaveLength(24);
    expect(fillCount(24)).toBe(0);
    expect(fillCount(25)).toBe(1);
    expect(fillCount(30)).toBe(0);
  });

  it('mirrors print-ready margins: bleed on the outside edge, inside margin at the spine (KDP)', () => {
    const recto = sheetGeometry('letter', true, 1);
    const verso = sheetGeometry('letter', true, 2);
    expect(recto.media).toEqual({ x: 0, y: 0, width: 621, height: 810 });
    expect(recto.trim).toEqual({ x: 0, y: 9, width: 612, height: 792 });
    expect(verso.trim).toEqual({ x: 9, y: 9, width: 612, height: 792 });
    for (const [g, insideLeft] of [
      [recto, true],
      [verso, false],
    ] as const) {
      const trim = g.trim as NonNullable<typeof g.trim>;
      const left = (g.content.x - trim.x) / 72;
      const right = (trim.x + trim.width - g.content.x - g.content.width) / 72;
      const inside = insideLeft ? left : right;
      const outside = insideLeft ? right : left;
      expect(inside).toBeGreaterThanOrEqual(0.375);
      expect(outside).toBeGreaterThanOrEqual(0.375);
      expect((g.content.y - trim.y) / 72).toBeGreaterThanOrEqual(0.375);
      expect((trim.y + trim.height - g.content.y - g.content.height) / 72).toBeGreaterThanOrEqual(0.375);
      expect((g.pageNumber.y - trim.y) / 72).toBeGreaterThanOrEqual(0.375);
    }
  });

  it('names every print rule a book breaks, and none once filled', () => {
    const letter = { ...PAGE_FORMATS.letter };
    const square = { ...PAGE_FORMATS.square };
    const pictures = [
      { pageNumber: 1, ...letter },
      { pageNumber: 2, ...square },
    ];
    const check = printCheck(pictures, { blankBacks: false, fillToMinimum: false });
    expect(check.ok).toBe(false);
    expect(check.pageCount).toBe(3);
    expect(check.fillPages).toBe(21);
    expect(check.problems.map((p) => p.rule)).toEqual(['min-pages', 'even-pages', 'resolution']);
    expect(check.problems[2]?.message).toMatch(/^Page 2 would print at 26\d dpi/);
    const filled = printCheck([{ pageNumber: 1, ...letter }], { blankBacks: true, fillToMinimum: true });
    expect(filled).toEqual({ ok: true, pageCount: 24, fillPages: 20, problems: [] });
    expect(printCheck([], { blankBacks: false, fillToMinimum: true }).problems.map((p) => p.rule)).toEqual([
      'empty',
    ]);
  });

  it('makes a download name from the title', () => {
    expect(bookFileName('My Dinosaur Book!', 'pdf', 'coloring-book')).toBe('My-Dinosaur-Book.pdf');
    expect(bookFileName('🦖🦖', 'epub', 'coloring-book')).toBe('coloring-book.epub');
    expect(bookFileName('Été à Zürich', 'pdf', 'x')).toBe('Été-à-Zürich.pdf');
  });
});

describe('book PDF', () => {
  it('passes qpdf, has the cover then every page at full 300 dpi with its own pixels, and the metadata', async () => {
    const letter = await pagePng('letter', 1);
    const a4 = await pagePng('a4', 2);
    const doc = book([picture('letter', letter), picture('a4', a4), picture('letter', letter)]);
    const { bytes, written, progress } = await pdfBytes(doc);
    expect(written.pageCount).toBe(4);
    expect(progress).toEqual([1, 2, 3]);
    const file = save('plain.pdf', bytes);
    expect(qpdfCheck(file)).toMatch(/No syntax or stream encoding errors/);
    const info = pdfinfo(file);
    expect(info).toMatch(/^Pages:\s+4$/m);
    expect(info).toMatch(/^Page size:\s+612 x 792 pts \(letter\)$/m);
    expect(info).toMatch(/^Title:\s+Dinosaur Days$/m);
    expect(info).toMatch(/^Author:\s+Ann Example$/m);
    expect(info).toMatch(/^Producer:\s+Inkling$/m);
    expect(info).toMatch(/^CreationDate:\s+.*2026/m);

    // Each page image is the page's print PNG, pixel for pixel (pdfimages extracts the raw image).
    const list = execFileSync('pdfimages', ['-list', file], { encoding: 'utf8' });
    const rows = list.trim().split('\n').slice(2);
    expect(rows).toHaveLength(3);
    expect(rows[1]).toMatch(/^\s*3\s+\d+\s+image\s+2480\s+3508\s+gray\s+1\s+8/);
    execFileSync('pdfimages', ['-png', '-f', '3', '-l', '3', file, path.join(dir, 'img')]);
    const extracted = readdirSync(dir).filter((f) => f.startsWith('img'));
    expect(extracted).toHaveLength(1);
    const got = await sharp(path.join(dir, extracted[0] as string))
      .greyscale()
      .raw()
      .toBuffer({ resolveWithObject: true });
    const want = await sharp(a4).greyscale().raw().toBuffer({ resolveWithObject: true });
    expect([got.info.width, got.info.height]).toEqual([2480, 3508]);
    expect(got.data.equals(want.data)).toBe(true);
  });

  it('fits an A4 page into a letter book whole, and a letter page into an A4 book', async () => {
    const doc = book([picture('a4', await pagePng('a4'))]);
    const file = save('fit.pdf', (await pdfBytes(doc)).bytes);
    // Render page 2 at 72 dpi (1 px = 1 pt) and find the picture's dark border: it must show whole,
    // with the A4 aspect, inside the 0.5 in margins of the letter page.
    execFileSync('pdftoppm', [
      '-r',
      '72',
      '-f',
      '2',
      '-l',
      '2',
      '-gray',
      '-png',
      file,
      path.join(dir, 'fit'),
    ]);
    const rendered = readdirSync(dir).find((f) => f.startsWith('fit') && f.endsWith('.png')) as string;
    const { data, info } = await sharp(path.join(dir, rendered))
      .greyscale()
      .raw()
      .toBuffer({ resolveWithObject: true });
    expect([info.width, info.height]).toEqual([612, 792]);
    let [minX, minY, maxX, maxY] = [info.width, info.height, -1, -1];
    for (let y = 0; y < info.height - 40; y++)
      for (let x = 0; x < info.width; x++)
        if ((data[y * info.width + x] as number) < 128) {
          minX = Math.min(minX, x);
          maxX = Math.max(maxX, x);
          minY = Math.min(minY, y);
          maxY = Math.max(maxY, y);
        }
    expect(minX).toBeGreaterThanOrEqual(36);
    expect(maxX).toBeLessThan(612 - 36);
    expect(minY).toBeGreaterThanOrEqual(36);
    expect(maxY - minY + 1).toBeGreaterThan(690);
    expect((maxX - minX + 1) / (maxY - minY + 1)).toBeCloseTo(2480 / 3508, 1);
    const a4Book = await pdfBytes(book([picture('letter', await pagePng('letter'))], { format: 'a4' }));
    const a4Info = pdfinfo(save('a4.pdf', a4Book.bytes));
    expect(a4Info).toMatch(/^Page size:\s+595\.2\d* x 841\.8\d* pts \(A4\)$/m);
  });

  it('adds blank backs, fills to 24 pages, and gives the same bytes for the same book', async () => {
    const png = await pagePng('letter');
    const doc = book([picture('letter', png), picture('letter', png)]);
    const options = { blankBacks: true, printReady: false, fillToMinimum: true };
    const a = await pdfBytes(doc, options);
    const b = await pdfBytes(doc, options);
    expect(a.written.pageCount).toBe(24);
    expect(a.bytes.equals(b.bytes)).toBe(true);
    const file = save('backs.pdf', a.bytes);
    qpdfCheck(file);
    expect(pdfinfo(file)).toMatch(/^Pages:\s+24$/m);
  });

  it('print-ready: 8.625 × 11.25 in pages with TrimBox 8.5 × 11 in and BleedBox = MediaBox, mirrored', async () => {
    const png = await pagePng('letter');
    const doc = book(
      Array.from({ length: 3 }, () => picture('letter', png)),
      { cover: { belongsToLine: false, picture: picture('letter', png) } },
    );
    const { bytes, written } = await pdfBytes(doc, {
      blankBacks: false,
      printReady: true,
      fillToMinimum: true,
    });
    expect(written.pageCount).toBe(24);
    const file = save('kdp.pdf', bytes);
    qpdfCheck(file);
    expect(pdfinfo(file)).toMatch(/^Page size:\s+621 x 810 pts$/m);
    const pdf = await PDFDocument.load(bytes);
    const box = (i: number, name: string) =>
      (pdf.getPage(i).node.get(PDFName.of(name)) as PDFArray)
        .asArray()
        .map((n) => (n as PDFNumber).asNumber());
    expect(box(0, 'MediaBox')).toEqual([0, 0, 621, 810]);
    expect(box(0, 'BleedBox')).toEqual([0, 0, 621, 810]);
    expect(box(0, 'TrimBox')).toEqual([0, 9, 612, 801]);
    expect(box(1, 'TrimBox')).toEqual([9, 9, 621, 801]);
    expect(box(2, 'TrimBox')).toEqual([0, 9, 612, 801]);
  });

  it('refuses a picture whose size is not the one given', async () => {
    const doc = book([{ width: 100, height: 100, load: async () => pagePng('square') }]);
    await expect(pdfBytes(doc)).rejects.toThrow(/2048×2048 px, expected 100×100/);
  });
});

describe('book EPUB', () => {
  const epubcheck = (file: string) =>
    execFileSync('java', ['-jar', '/usr/bin/epubcheck', file], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
    });

  it('passes epubcheck with no errors or warnings (mixed formats, picture cover), in the same bytes twice', async () => {
    const letter = await pagePng('letter');
    const square = await pagePng('square');
    const doc = book([picture('letter', letter), picture('square', square)], {
      title: 'Tom & Jerry’s <Book>',
      cover: { belongsToLine: true, picture: picture('letter', letter) },
    });
    const run = async () => {
      const chunks: Uint8Array[] = [];
      const written = await writeBookEpub(doc, (c) => void chunks.push(c));
      return { bytes: Buffer.concat(chunks), written };
    };
    const a = await run();
    const b = await run();
    expect(a.bytes.equals(b.bytes)).toBe(true);
    expect(a.written.pageCount).toBe(3);
    // OCF: the first entry is "mimetype", stored (method 0), holding the media type.
    expect(a.bytes.readUInt16LE(8)).toBe(0);
    expect(a.bytes.toString('latin1', 30, 38)).toBe('mimetype');
    expect(a.bytes.toString('latin1', 38, 58)).toBe('application/epub+zip');
    const file = save('book.epub', a.bytes);
    const out = epubcheck(file);
    expect(out).toMatch(/No errors or warnings detected/);
    const opf = execFileSync('unzip', ['-p', file, 'OEBPS/content.opf'], { encoding: 'utf8' });
    expect(opf).toContain('<meta property="rendition:layout">pre-paginated</meta>');
    expect(opf).toContain('urn:uuid:6f1c2a3b-4d5e-4f60-8a7b-9c0d1e2f3a4b');
    expect(opf).toContain('<meta property="dcterms:modified">2026-03-04T05:06:07Z</meta>');
    expect(opf).toContain('<dc:language>en</dc:language>');
    const page = execFileSync('unzip', ['-p', file, 'OEBPS/page-002.xhtml'], { encoding: 'utf8' });
    expect(page).toContain('alt="Coloring page 2"');
    expect(page).toContain('content="width=2048, height=2048"');
  }, 60_000);

  it('passes epubcheck with the drawn-frame cover', async () => {
    const chunks: Uint8Array[] = [];
    await writeBookEpub(book([picture('a4', await pagePng('a4'))]), (c) => void chunks.push(c));
    expect(epubcheck(save('frame.epub', Buffer.concat(chunks)))).toMatch(/No errors or warnings detected/);
  }, 60_000);

  it('carries story captions as real text under each picture (issue 33), and passes epubcheck', async () => {
    const png = await pagePng('letter');
    const doc = book([
      { ...picture('letter', png), caption: 'Luna had a kite that she loved very much.' },
      { ...picture('letter', png), caption: 'One windy day, the kite was gone & far away!' },
    ]);
    const chunks: Uint8Array[] = [];
    await writeBookEpub(doc, (c) => void chunks.push(c));
    const file = save('story.epub', Buffer.concat(chunks));
    expect(epubcheck(file)).toMatch(/No errors or warnings detected/);
    const page = execFileSync('unzip', ['-p', file, 'OEBPS/page-002.xhtml'], { encoding: 'utf8' });
    expect(page).toContain('<p class="caption"');
    expect(page).toContain('One windy day, the kite was gone &amp; far away!');
    expect(page).toContain('content="width=2550, height=3828"');
  }, 60_000);
});

describe('book PDF with story captions (issue 33)', () => {
  it('prints each caption as text in a band at the foot, the picture above it, and passes qpdf', async () => {
    const png = await pagePng('letter');
    const captions = [
      'Luna had a kite that she loved very much.',
      'At last Luna reached the castle. What a day!',
    ];
    const doc = book(captions.map((caption) => ({ ...picture('letter', png), caption })));
    const { bytes } = await pdfBytes(doc);
    const file = save('story.pdf', bytes);
    expect(qpdfCheck(file)).toMatch(/No syntax or stream encoding errors/);
    const run = spawnSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
    // Poppler reads the embedded font without complaint (a raw WOFF would be "may be invalid").
    expect(run.stderr).toBe('');
    const text = run.stdout;
    for (const c of captions) expect(text.replace(/\s+/g, ' ')).toContain(c);
    // The caption font is embedded (Fredoka One, OFL), not a standard font.
    const fonts = execFileSync('pdffonts', [file], { encoding: 'utf8' });
    expect(fonts).toMatch(/Fredoka/i);
    // The picture sits above the band: its bottom is at least the band's height over the margin.
    const pdf = await PDFDocument.load(bytes);
    expect(pdf.getPageCount()).toBe(3);
  }, 60_000);
});

import { RESUME_TEXT_MAX_CHARS } from '@inkling/contracts/careers';
import CFB from 'cfb';
import { describe, expect, it } from 'vitest';
import {
  buildDoc,
  buildDocx,
  buildFlateBombPdf,
  buildImageOnlyPdf,
  buildOleWithoutWord,
  buildPdf,
  buildPdfBomb,
  buildZip,
  docxEntries,
  type PdfBombVariant,
  PNG_BYTES,
} from '../../test/resume-fixtures';
import { normaliseText } from './extract-text';
import { ResumeError, type ResumeRefusal } from './resume-error';
import { RESUME_READER_LIMITS, ResumeReader } from './resume-reader';

const reader = new ResumeReader();

async function refusal(promise: Promise<unknown>): Promise<ResumeRefusal> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ResumeError) return error.reason;
    throw error;
  }
  throw new Error('expected the résumé to be refused');
}

describe('ResumeReader reads the text of each format', () => {
  it('PDF (pdf-lib, two pages)', async () => {
    const pdf = await buildPdf([['Jane Doe', 'Full Stack Developer in Tampa'], ['References on request']]);
    const result = await reader.read(pdf, 'Jane-Doe.PDF');
    expect(result.format).toBe('pdf');
    expect(result.text).toContain('Jane Doe');
    expect(result.text).toContain('Full Stack Developer in Tampa');
    expect(result.text).toContain('References on request');
  });

  it('DOCX (a real ZIP with the three required parts)', async () => {
    const docx = buildDocx(['Sam Rivera', 'Designs things kids love & parents trust']);
    const result = await reader.read(docx, 'resume.docx');
    expect(result).toEqual({
      format: 'docx',
      text: 'Sam Rivera\n\nDesigns things kids love & parents trust',
    });
  });

  it('DOC (Word 97 binary: FIB, piece table in 1Table)', async () => {
    const doc = buildDoc('Alex Kim\nFinance Lead, ten years of budgets');
    const result = await reader.read(doc, 'cv.doc');
    expect(result).toEqual({ format: 'doc', text: 'Alex Kim\nFinance Lead, ten years of budgets' });
  });
});

describe('ResumeReader refuses what it cannot read', () => {
  it('refuses files that are not PDF or Word by content, whatever their name', async () => {
    const pdf = await buildPdf([['Jane Doe']]);
    expect(await refusal(reader.read(PNG_BYTES, 'photo.pdf'))).toBe('unsupported');
    expect(await refusal(reader.read(Buffer.from('Jane Doe, developer'), 'resume.txt'))).toBe('unsupported');
    expect(await refusal(reader.read(Buffer.from('Jane Doe, developer'), 'resume.pdf'))).toBe('unsupported');
    expect(await refusal(reader.read(pdf, 'resume.docx'))).toBe('unsupported');
    expect(await refusal(reader.read(pdf, 'resume.txt'))).toBe('unsupported');
    expect(await refusal(reader.read(buildOleWithoutWord(), 'sheet.doc'))).toBe('unsupported');
    expect(await refusal(reader.read(buildZip([{ name: 'a.txt', data: Buffer.from('hi') }]), 'a.docx'))).toBe(
      'unsupported',
    );
  });

  it('says a password-protected DOCX is encrypted', async () => {
    const container = CFB.utils.cfb_new();
    CFB.utils.cfb_add(container, '/EncryptionInfo', Buffer.alloc(64, 1));
    CFB.utils.cfb_add(container, '/EncryptedPackage', Buffer.alloc(8192, 2));
    const bytes = Buffer.from(CFB.write(container, { type: 'buffer' }) as Uint8Array);
    expect(await refusal(reader.read(bytes, 'locked.docx'))).toBe('encrypted');
  });

  it('says a password-protected DOC is encrypted (FIB fEncrypted), instead of reading garbage', async () => {
    const locked = buildDoc('Alex Kim\nFinance Lead', { encrypted: true });
    expect(await refusal(reader.read(locked, 'locked.doc'))).toBe('encrypted');
    // The same document without the flag reads, so the flag alone made the difference.
    expect((await reader.read(buildDoc('Alex Kim\nFinance Lead'), 'open.doc')).text).toContain('Alex Kim');
  });

  it('refuses a DOCX zip bomb by its declared size, before unpacking it', async () => {
    const entries = docxEntries(['Bomb']);
    entries.push({ name: 'word/media/huge.bin', data: Buffer.alloc(1000), declaredSize: 2_000_000_000 });
    expect(await refusal(reader.read(buildZip(entries), 'bomb.docx'))).toBe('too_complex');
  });

  it('refuses a DOCX whose header lies about the size (it is stopped while inflating)', async () => {
    const entries = docxEntries(['Liar']);
    // 60 MB of zeros deflate to ~60 KB; the header claims 1 KB.
    entries.push({ name: 'word/media/zeros.bin', data: Buffer.alloc(60 * 1024 * 1024), declaredSize: 1024 });
    expect(await refusal(reader.read(buildZip(entries), 'liar.docx'))).toBe('too_complex');
  });

  it('refuses a DOCX with too many entries', async () => {
    const entries = docxEntries(['Many']);
    for (let i = 0; i < 1001; i++)
      entries.push({ name: `word/x${i}.xml`, data: Buffer.from('<x/>'), method: 0 });
    expect(await refusal(reader.read(buildZip(entries), 'many.docx'))).toBe('too_complex');
  });

  it('says corrupt for a damaged PDF, DOCX and DOC', async () => {
    const pdf = await buildPdf([['Jane Doe']]);
    const garbage = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(2000, 0x41)]);
    expect(await refusal(reader.read(garbage, 'broken.pdf'))).toBe('corrupt');
    expect(await refusal(reader.read(pdf.subarray(0, 200), 'truncated.pdf'))).toBe('corrupt');
    const docx = buildDocx(['Jane Doe']);
    expect(await refusal(reader.read(docx.subarray(0, docx.length - 40), 'cut.docx'))).toBe('corrupt');
    const doc = buildDoc('Jane Doe');
    const word = CFB.read(doc, { type: 'buffer' });
    CFB.utils.cfb_del(word, '/1Table');
    const noTable = Buffer.from(CFB.write(word, { type: 'buffer' }) as Uint8Array);
    expect(await refusal(reader.read(noTable, 'no-table.doc'))).toBe('corrupt');
  });

  it('says empty for an image-only PDF and a DOCX without words', async () => {
    expect(await refusal(reader.read(await buildImageOnlyPdf(), 'scan.pdf'))).toBe('empty');
    expect(await refusal(reader.read(buildDocx(['   ', '']), 'blank.docx'))).toBe('empty');
  });
});

describe('ResumeReader bounds', () => {
  it('ends a worker at the time limit', async () => {
    const slow = new ResumeReader({ ...RESUME_READER_LIMITS, timeoutMs: 1 });
    expect(await refusal(slow.read(await buildPdf([['Jane Doe']]), 'cv.pdf'))).toBe('timeout');
    expect(slow.load).toMatchObject({ active: 0, waiting: 0 });
  });

  it('ends a reader process that outgrows its heap limit', async () => {
    const tiny = new ResumeReader({ ...RESUME_READER_LIMITS, maxOldGenerationSizeMb: 2 });
    expect(await refusal(tiny.read(await buildPdf([['Jane Doe']]), 'cv.pdf'))).toBe('too_complex');
  });

  it('ends a reader process whose resident memory passes the bound', async () => {
    const bounded = new ResumeReader({ ...RESUME_READER_LIMITS, maxRssMb: 8 });
    expect(await refusal(bounded.read(await buildPdf([['Jane Doe']]), 'cv.pdf'))).toBe('too_complex');
  });

  it('refuses the 300 MiB flate bomb of issue 12 before parsing it, in well under a second of reading', async () => {
    const bomb = await buildFlateBombPdf(300);
    expect(bomb.length).toBeLessThan(400 * 1024);
    const started = performance.now();
    expect(await refusal(reader.read(bomb, 'bomb.pdf'))).toBe('too_complex');
    expect(performance.now() - started).toBeLessThan(5000);
  });

  const variants: PdfBombVariant[] = [
    'several-streams',
    'several-pages',
    'object-stream',
    'run-length',
    'lzw',
    'ascii85-then-flate',
    'filter-by-reference',
  ];
  it.each(variants)('refuses the %s PDF bomb variant', async (variant) => {
    const bomb = await buildPdfBomb(variant);
    expect(bomb.length).toBeLessThan(2 * 1024 * 1024);
    expect(await refusal(reader.read(bomb, 'bomb.pdf'))).toBe('too_complex');
  });

  it('runs at most `concurrency` workers and refuses reads beyond the queue', async () => {
    const narrow = new ResumeReader({ ...RESUME_READER_LIMITS, concurrency: 1, maxWaiting: 1 });
    const pdf = await buildPdf([['Jane Doe']]);
    const first = narrow.read(pdf, 'a.pdf');
    const second = narrow.read(pdf, 'b.pdf');
    const third = narrow.read(pdf, 'c.pdf');
    expect(await refusal(third)).toBe('busy');
    expect(narrow.load).toMatchObject({ active: 1, waiting: 1 });
    expect((await first).text).toBe('Jane Doe');
    expect((await second).text).toBe('Jane Doe');
    expect(narrow.load).toEqual({ active: 0, waiting: 0, started: 2 });
  });
});

describe('ResumeReader remembers recent reads', () => {
  it('answers the same bytes again without a worker, and still checks the name against the content', async () => {
    const remembering = new ResumeReader();
    const pdf = await buildPdf([['Jane Doe', 'Operations Lead']]);
    const first = await remembering.read(pdf, 'check.pdf');
    const again = await remembering.read(Buffer.from(pdf), 'submit.pdf');
    expect(again).toEqual(first);
    expect(remembering.load.started).toBe(1);
    expect(await refusal(remembering.read(pdf, 'renamed.docx'))).toBe('unsupported');
    await remembering.read(await buildPdf([['Someone Else']]), 'other.pdf');
    expect(remembering.load.started).toBe(2);
  });

  it('forgets reads after the time to live and beyond the entry limit, and never remembers failures', async () => {
    const expired = new ResumeReader({ ...RESUME_READER_LIMITS, cacheTtlMs: -1 });
    const docx = buildDocx(['Sam Rivera']);
    await expired.read(docx, 'a.docx');
    await expired.read(docx, 'a.docx');
    expect(expired.load.started).toBe(2);

    const oneEntry = new ResumeReader({ ...RESUME_READER_LIMITS, cacheEntries: 1 });
    const other = buildDocx(['Alex Kim']);
    await oneEntry.read(docx, 'a.docx');
    await oneEntry.read(other, 'b.docx');
    await oneEntry.read(docx, 'a.docx');
    expect(oneEntry.load.started).toBe(3);

    const blank = buildDocx(['   ']);
    expect(await refusal(oneEntry.read(blank, 'blank.docx'))).toBe('empty');
    expect(await refusal(oneEntry.read(blank, 'blank.docx'))).toBe('empty');
    expect(oneEntry.load.started).toBe(5);
  });
});

describe('normaliseText', () => {
  it('unifies line breaks, collapses blanks and caps the length', () => {
    expect(normaliseText('  Jane\t\tDoe \r\n\r\n\r\n\r\nTampa,\u0007 FL  ', 100)).toBe(
      'Jane Doe\n\nTampa, FL',
    );
    expect(normaliseText('word '.repeat(20_000), RESUME_TEXT_MAX_CHARS)).toHaveLength(
      RESUME_TEXT_MAX_CHARS - 1,
    );
  });
});

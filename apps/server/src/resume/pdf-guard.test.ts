import { createDeflateRaw } from 'node:zlib';
import { PDFDocument, PDFName } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { buildFlateBombPdf } from '../../test/resume-fixtures';
import { checkPdfStreams } from './pdf-guard';
import { ResumeError } from './resume-error';

/** Raw deflate (RFC 1951, no zlib header) of `megabytes` MiB of spaces, streamed. */
async function rawDeflatedSpaces(megabytes: number): Promise<Buffer> {
  const deflate = createDeflateRaw({ level: 9 });
  const chunks: Buffer[] = [];
  deflate.on('data', (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise((resolve) => deflate.on('end', resolve));
  const megabyte = Buffer.alloc(1024 * 1024, 0x20);
  for (let i = 0; i < megabytes; i++) deflate.write(megabyte);
  deflate.end();
  await ended;
  return Buffer.concat(chunks);
}

/**
 * The 300 MiB bomb whose zlib data starts with a stored block holding the text `endstream`
 * (RFC 1951 §3.2.4: BFINAL 0, type 00, LEN, NLEN, the bytes as they are), so a scan for the
 * first `endstream` sees a 9-byte stream; its /Length says the truth, and pdfjs reads by it.
 */
async function bombWithEndstreamInside(): Promise<Buffer> {
  const text = Buffer.from('endstream', 'latin1');
  const stored = Buffer.concat([
    Buffer.from([0x78, 0x01]), // zlib header: deflate, 32 KiB window, no dictionary
    Buffer.from([0x00, text.length, 0x00, ~text.length & 0xff, 0xff]),
    text,
    await rawDeflatedSpaces(300),
  ]);
  const pdf = await PDFDocument.create();
  const contents = pdf.context.stream(stored, { Filter: 'FlateDecode', Length: stored.length });
  pdf.addPage([612, 792]).node.set(PDFName.of('Contents'), pdf.context.register(contents));
  return Buffer.from(await pdf.save({ useObjectStreams: false }));
}

function refusal(bytes: Buffer): string | null {
  try {
    checkPdfStreams(bytes);
    return null;
  } catch (error) {
    if (error instanceof ResumeError) return error.reason;
    throw error;
  }
}

/**
 * Issue 27 finding 3: three spellings of the 300 MiB flate bomb were caught only by the reader
 * child's memory limit, not by the stream guard. Each is now refused by the guard itself,
 * before any parser runs; an ordinary PDF still passes.
 */
describe('the PDF stream guard reads streams where pdfjs does', () => {
  it('refuses the bomb with `stream \\n` and `stream\\t\\r\\n` (the keyword line pdfjs skips to its end)', async () => {
    const bomb = await buildFlateBombPdf(300);
    expect(refusal(bomb)).toBe('too_complex');
    const text = bomb.toString('latin1');
    expect(text).toContain('stream\n');
    for (const spelling of ['stream \n', 'stream\t\r\n', 'stream \r']) {
      const variant = Buffer.from(text.replace(/>>\nstream\n/g, `>>\n${spelling}`), 'latin1');
      expect(refusal(variant), JSON.stringify(spelling)).toBe('too_complex');
    }
  });

  it('refuses the bomb whose stored deflate block holds the text `endstream` (measured by its /Length)', async () => {
    expect(refusal(await bombWithEndstreamInside())).toBe('too_complex');
  });

  it('an ordinary PDF passes, `endstream` in its text or not', async () => {
    const pdf = await PDFDocument.create();
    const page = pdf.addPage([612, 792]);
    page.drawText('Jane Doe — streams, endstream and stream lines in a résumé'.replace('—', '-'));
    expect(refusal(Buffer.from(await pdf.save()))).toBeNull();
  });
});

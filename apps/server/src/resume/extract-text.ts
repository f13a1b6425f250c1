import type { ResumeFormat } from '@inkling/contracts/careers';
import CFB from 'cfb';
import mammoth from 'mammoth';
import WordExtractor from 'word-extractor';
import { checkDocxArchive } from './docx-guard';
import { checkPdfStreams } from './pdf-guard';
import { ResumeError } from './resume-error';

/** Pages of a PDF we read; a résumé is 1–3 pages, the cap bounds work on long documents. */
const PDF_MAX_PAGES = 30;

/**
 * Text of a résumé whose format was already confirmed by content (sniff.ts), read with one
 * well-kept library per format: pdfjs-dist (PDF, after the stream-inflation bound of
 * pdf-guard.ts), mammoth (DOCX, after the zip-bomb check),
 * word-extractor (Word 97–2003 DOC). Runs inside the bounded reader process (extract.child.ts), so
 * it imports no contracts values (zod would add start-up time to every worker).
 * Returns normalised text of at most `maxChars` characters (RESUME_TEXT_MAX_CHARS).
 * Throws ResumeError: 'encrypted', 'corrupt', 'empty' (no text, e.g. a scanned PDF), or the
 * DOCX guard's reasons.
 */
export async function extractResumeText(
  bytes: Buffer,
  format: ResumeFormat,
  maxChars: number,
): Promise<string> {
  let raw: string;
  if (format === 'pdf') raw = await pdfText(bytes);
  else if (format === 'docx') raw = await docxText(bytes);
  else raw = await docText(bytes);
  const text = normaliseText(raw, maxChars);
  if (!/[\p{L}\p{N}]/u.test(text)) throw new ResumeError('empty');
  return text;
}

/**
 * Whitespace made plain: line breaks unified, control characters dropped, runs of spaces
 * and tabs made one space, lines trimmed, at most one blank line in a row, and cut to
 * `maxChars` characters.
 */
export function normaliseText(raw: string, maxChars: number): string {
  return raw
    .replace(/\r\n?/g, '\n')
    .replace(/[^\P{Cc}\t\n]/gu, ' ')
    .replace(/[ \t\u00a0]+/g, ' ')
    .split('\n')
    .map((line) => line.trim())
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim()
    .slice(0, maxChars)
    .trim();
}

async function pdfText(bytes: Buffer): Promise<string> {
  checkPdfStreams(bytes);
  // The legacy build runs on Node without DOM globals; pdfjs uses its in-thread "fake worker".
  const { getDocument } = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const task = getDocument({
    data: new Uint8Array(bytes),
    // No code generated from file content, no fonts loaded: we only want the text layer.
    isEvalSupported: false,
    disableFontFace: true,
    useSystemFonts: false,
    verbosity: 0,
  });
  try {
    const pdf = await task.promise;
    const pages: string[] = [];
    for (let n = 1; n <= Math.min(pdf.numPages, PDF_MAX_PAGES); n++) {
      const content = await (await pdf.getPage(n)).getTextContent();
      pages.push(
        content.items.map((item) => ('str' in item ? item.str + (item.hasEOL ? '\n' : ' ') : '')).join(''),
      );
    }
    return pages.join('\n\n');
  } catch (error) {
    if (error instanceof Error && error.name === 'PasswordException') {
      throw new ResumeError('encrypted', 'password-protected PDF', { cause: error });
    }
    throw new ResumeError('corrupt', 'unreadable PDF', { cause: error });
  } finally {
    await task.destroy();
  }
}

async function docxText(bytes: Buffer): Promise<string> {
  await checkDocxArchive(bytes);
  try {
    return (await mammoth.extractRawText({ buffer: bytes })).value;
  } catch (error) {
    throw new ResumeError('corrupt', 'unreadable DOCX', { cause: error });
  }
}

/** FibBase.wIdent of a Word 97–2003 document (MS-DOC 2.5.2). */
const WORD_BINARY_IDENT = 0xa5ec;
/** FibBase flags at offset 0x0A: fEncrypted (bit 8) and fObfuscated (bit 15), MS-DOC 2.5.2. */
const FIB_ENCRYPTED = 0x0100;
const FIB_OBFUSCATED = 0x8000;

/**
 * True when a Word 97–2003 document is password-protected (RC4 or XOR obfuscation): its
 * FIB says so. word-extractor does not check and would return the encrypted bytes as
 * garbage text. The OLE container is opened with cfb (SheetJS), which also finds a
 * WordDocument stream kept in the mini stream.
 */
function isEncryptedDoc(bytes: Buffer): boolean {
  let fib: Uint8Array | undefined;
  try {
    fib = CFB.find(CFB.read(bytes, { type: 'buffer' }), 'WordDocument')?.content as Uint8Array | undefined;
  } catch {
    return false; // An unreadable container is word-extractor's to report as corrupt.
  }
  if (!fib || fib.length < 0x0c) return false;
  const view = Buffer.from(fib.buffer, fib.byteOffset, fib.length);
  const flags = view.readUInt16LE(0x0a);
  return view.readUInt16LE(0) === WORD_BINARY_IDENT && (flags & (FIB_ENCRYPTED | FIB_OBFUSCATED)) !== 0;
}

async function docText(bytes: Buffer): Promise<string> {
  if (isEncryptedDoc(bytes)) throw new ResumeError('encrypted', 'password-protected DOC');
  try {
    const document = await new WordExtractor().extract(bytes);
    return [document.getBody(), document.getFootnotes(), document.getEndnotes()].join('\n\n');
  } catch (error) {
    throw new ResumeError('corrupt', 'unreadable DOC', { cause: error });
  }
}

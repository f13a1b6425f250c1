import { type ResumeFormat, resumeFormatOfName } from '@inkling/contracts/careers';
import { ResumeError } from './resume-error';

/** Container a file's first bytes announce: PDF, ZIP (a DOCX candidate) or OLE (a DOC candidate). */
type Container = 'pdf' | 'zip' | 'ole';

const OLE_MAGIC = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];

/**
 * The container a file is by content (never by name): `%PDF-` (ISO 32000-1 §7.5.2; we accept
 * it within the first 1024 bytes, as readers do), ZIP local header `PK\x03\x04` (APPNOTE 4.3.7)
 * or the OLE compound-file signature (MS-CFB 2.2). Null for anything else.
 */
function sniffContainer(bytes: Uint8Array): Container | null {
  const at = (offset: number, values: number[]) => values.every((v, i) => bytes[offset + i] === v);
  if (at(0, [0x50, 0x4b, 0x03, 0x04])) return 'zip';
  if (at(0, OLE_MAGIC)) return 'ole';
  const head = Buffer.from(bytes.buffer, bytes.byteOffset, Math.min(bytes.length, 1024)).toString('latin1');
  if (head.includes('%PDF-')) return 'pdf';
  return null;
}

/**
 * True when an OLE compound file has a directory entry called `name` (e.g. "WordDocument",
 * which every Word 97–2003 document has; MS-DOC 2.1.1). Directory entries are 128-byte
 * records whose name is UTF-16LE at offset 0 with its byte length (terminator included) at
 * offset 64 (MS-CFB 2.6.1); sectors start at multiples of 512, so every entry is 128-aligned.
 * A cheap scan, not a full parse: the reader in the worker is what really opens the file.
 */
function oleHasStream(bytes: Uint8Array, name: string): boolean {
  const needle = Buffer.from(name, 'utf16le');
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.length);
  for (let i = buffer.indexOf(needle, 512); i !== -1; i = buffer.indexOf(needle, i + 1)) {
    if (i % 128 === 0 && i + 66 <= buffer.length && buffer.readUInt16LE(i + 64) === needle.length + 2) {
      return true;
    }
  }
  return false;
}

/**
 * The résumé format of a file, judged by content and required to agree with the name's
 * extension (spec content §5: PDF, .doc or .docx only): a PDF named .pdf, a ZIP named
 * .docx (whether it really is a Word document is checked when it is opened), an OLE file
 * with a WordDocument stream named .doc.
 * Throws ResumeError 'encrypted' for a password-protected .docx (Office stores those as an
 * OLE file with an EncryptedPackage stream, MS-OFFCRYPTO 2.3.4.4) and 'unsupported' for
 * anything else.
 */
export function resumeFormatOf(bytes: Uint8Array, fileName: string): ResumeFormat {
  const claimed = resumeFormatOfName(fileName);
  const container = sniffContainer(bytes);
  if (container === 'ole' && claimed === 'docx' && oleHasStream(bytes, 'EncryptedPackage')) {
    throw new ResumeError('encrypted', 'encrypted OOXML package');
  }
  let actual: ResumeFormat | null = null;
  if (container === 'pdf') actual = 'pdf';
  else if (container === 'zip') actual = 'docx';
  else if (container === 'ole' && oleHasStream(bytes, 'WordDocument')) actual = 'doc';
  if (!actual || actual !== claimed) {
    throw new ResumeError(
      'unsupported',
      `content ${actual ?? container ?? 'unknown'}, name ${claimed ?? 'other'}`,
    );
  }
  return actual;
}

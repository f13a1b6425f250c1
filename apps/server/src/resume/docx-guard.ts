import { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import yauzl from 'yauzl';
import { ResumeError } from './resume-error';

/** Bounds for a DOCX before it is unpacked (ours; a real résumé is far below each). */
const DOCX_LIMITS = {
  /** Files inside the archive. */
  maxEntries: 1000,
  /** Sum of the uncompressed sizes, bytes. */
  maxTotalBytes: 50 * 1024 * 1024,
  /** Uncompressed ÷ compressed size of any entry over `ratioFloorBytes`; XML deflates ~5–20×. */
  maxRatio: 100,
  ratioFloorBytes: 1024 * 1024,
} as const;

/**
 * Zip-bomb check of a DOCX before mammoth unpacks it. Reads the central directory lazily,
 * then inflates every entry through yauzl, which stops an entry as soon as it yields more
 * bytes than its header declared (validateEntrySizes), so headers cannot lie.
 *
 * Throws ResumeError: 'too_complex' for more than DOCX_LIMITS.maxEntries entries, a declared
 * or actual total over maxTotalBytes, or an absurd compression ratio; 'unsupported' when the
 * archive has no word/document.xml (a ZIP but not a Word document, ECMA-376 part 1 §11.3.10);
 * 'encrypted' for entries with the encryption flag; 'corrupt' when the ZIP cannot be read.
 */
export async function checkDocxArchive(bytes: Buffer): Promise<void> {
  const zip = await open(bytes);
  try {
    if (zip.entryCount > DOCX_LIMITS.maxEntries) {
      throw new ResumeError('too_complex', `${zip.entryCount} entries`);
    }
    const entries = await readEntries(zip);
    let declared = 0;
    for (const entry of entries) {
      declared += entry.uncompressedSize;
      if (entry.isEncrypted()) throw new ResumeError('encrypted');
      const ratio = entry.uncompressedSize / Math.max(1, entry.compressedSize);
      if (entry.uncompressedSize > DOCX_LIMITS.ratioFloorBytes && ratio > DOCX_LIMITS.maxRatio) {
        throw new ResumeError('too_complex', `${entry.fileName} ratio ${Math.round(ratio)}`);
      }
    }
    if (declared > DOCX_LIMITS.maxTotalBytes)
      throw new ResumeError('too_complex', `declares ${declared} bytes`);
    if (!entries.some((e) => e.fileName === 'word/document.xml')) {
      throw new ResumeError('unsupported', 'ZIP without word/document.xml');
    }
    for (const entry of entries) await drain(zip, entry);
  } finally {
    zip.close();
  }
}

function open(bytes: Buffer): Promise<yauzl.ZipFile> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(bytes, { lazyEntries: true, validateEntrySizes: true }, (error, zip) => {
      if (error || !zip) reject(new ResumeError('corrupt', 'unreadable ZIP', { cause: error }));
      else resolve(zip);
    });
  });
}

function readEntries(zip: yauzl.ZipFile): Promise<yauzl.Entry[]> {
  return new Promise((resolve, reject) => {
    const entries: yauzl.Entry[] = [];
    zip.on('entry', (entry: yauzl.Entry) => {
      entries.push(entry);
      zip.readEntry();
    });
    zip.on('end', () => resolve(entries));
    zip.on('error', (error) => reject(new ResumeError('corrupt', 'bad ZIP directory', { cause: error })));
    zip.readEntry();
  });
}

/** Inflates one entry and throws the bytes away; yauzl errors if it outgrows its declared size. */
async function drain(zip: yauzl.ZipFile, entry: yauzl.Entry): Promise<void> {
  if (entry.fileName.endsWith('/')) return;
  const stream = await new Promise<NodeJS.ReadableStream>((resolve, reject) => {
    zip.openReadStream(entry, (error, s) => {
      if (error || !s) reject(new ResumeError('corrupt', 'unreadable entry', { cause: error }));
      else resolve(s);
    });
  });
  try {
    await pipeline(stream, new Writable({ write: (_chunk, _encoding, done) => done() }));
  } catch (error) {
    const lying = error instanceof Error && /too many bytes|too few bytes/i.test(error.message);
    throw new ResumeError(lying ? 'too_complex' : 'corrupt', `entry ${entry.fileName}`, { cause: error });
  }
}

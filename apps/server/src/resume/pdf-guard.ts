import { constants, inflateRawSync } from 'node:zlib';
import { ResumeError } from './resume-error';

/** How far a PDF's streams may grow when decoded (ours: a text résumé needs a few MB at most). */
export interface PdfStreamLimits {
  /** Decoded bytes one stream may reach. */
  maxStreamBytes: number;
  /** Decoded bytes of all streams together (each stream counted once, however often it is used). */
  maxTotalBytes: number;
  /** Streams in the file. */
  maxStreams: number;
}

/**
 * 16 MB per stream, 64 MB in all, 5,000 streams: a real 1–3 page résumé with embedded fonts
 * decodes to well under 5 MB (pdf-lib and LibreOffice exports measured at 20–900 KB), and
 * 64 MB stays far below the reader's 256 MB heap.
 */
export const PDF_STREAM_LIMITS: PdfStreamLimits = {
  maxStreamBytes: 16 * 1024 * 1024,
  maxTotalBytes: 64 * 1024 * 1024,
  maxStreams: 5000,
};

/**
 * Worst-case growth of the filters we cannot cheaply measure, decoded bytes per encoded byte
 * (ISO 32000-1 §7.4): ASCIIHex halves, ASCII85 turns one 'z' into 4 zero bytes, RunLength
 * turns 2 bytes into 128, LZW's 9-bit codes can each stand for up to 4,096 bytes (≈ 3,641
 * per byte). Image codecs are not decoded to read text, so they count at their own size.
 */
const WORST_CASE_GROWTH: Record<string, number> = {
  ASCIIHexDecode: 0.5,
  AHx: 0.5,
  ASCII85Decode: 4,
  A85: 4,
  RunLengthDecode: 64,
  RL: 64,
  LZWDecode: 3641,
  LZW: 3641,
  DCTDecode: 1,
  DCT: 1,
  JPXDecode: 1,
  CCITTFaxDecode: 1,
  CCF: 1,
  JBIG2Decode: 1,
  Crypt: 1,
};

const FLATE = new Set(['FlateDecode', 'Fl']);

/**
 * Where a stream's data starts, as pdfjs reads it (its Parser.makeStream after a dictionary
 * skips the rest of the `stream` line, whatever it holds, up to CR, LF or CRLF): the end of a
 * dictionary (`>>`), whitespace or comments, `stream`, anything up to the line end (issue 27
 * finding 3: `stream \n` and `stream\t\r\n` stepped around the guard, which wanted the line
 * end at once).
 */
const STREAM_START = />>(?:[\0\t\n\f\r ]|%[^\r\n]*)*stream(?![A-Za-z0-9])[^\r\n]*(?:\r\n|\n|\r)/g;

/**
 * Bounds the decoding of every stream of a PDF before any parser sees it: each stream
 * (STREAM_START: where pdfjs starts reading one) is found in the raw bytes (object streams and
 * cross-reference streams included, ISO 32000-1 §7.5.7–7.5.8: streams are never nested in
 * object streams), its /Filter chain read from the dictionary before it, a first FlateDecode
 * is inflated with a hard output cap (node:zlib `maxOutputLength`, which stops inflating at
 * the cap), and later filters or other first filters are counted at their worst-case growth.
 * A stream's data is measured as long as any parser may take it: up to the first `endstream`
 * and, when larger, its /Length (direct, or an indirect `n 0 obj <int> endobj`), since pdfjs
 * trusts a /Length whose end is followed by `endstream` (issue 27 finding 3: a stored deflate
 * block holding the text `endstream` hid the rest of a bomb). A filter given by indirect
 * reference or of unknown name is refused, since its growth is unknown.
 * Throws ResumeError('too_complex') when one stream or the total would exceed `limits`.
 */
export function checkPdfStreams(bytes: Buffer, limits: PdfStreamLimits = PDF_STREAM_LIMITS): void {
  const text = bytes.toString('latin1');
  const streamStart = new RegExp(STREAM_START.source, 'g');
  let total = 0;
  let count = 0;
  for (let match = streamStart.exec(text); match; match = streamStart.exec(text)) {
    const bodyStart = match.index + match[0].length;
    const end = text.indexOf('endstream', bodyStart);
    const bodyEnd = end === -1 ? text.length : end;
    count += 1;
    if (count > limits.maxStreams) throw new ResumeError('too_complex', `over ${limits.maxStreams} streams`);
    const dictionary = dictionaryBefore(text, match.index);
    const filters = filtersOf(dictionary);
    const declared = declaredLength(text, dictionary);
    const longest =
      declared !== null && bodyStart + declared > bodyEnd
        ? Math.min(text.length, bodyStart + declared)
        : bodyEnd;
    const size = decodedSizeBound(bytes.subarray(bodyStart, longest), filters, limits.maxStreamBytes);
    if (size > limits.maxStreamBytes) {
      throw new ResumeError('too_complex', `a stream decodes to over ${limits.maxStreamBytes} bytes`);
    }
    total += size;
    if (total > limits.maxTotalBytes) {
      throw new ResumeError('too_complex', `streams decode to over ${limits.maxTotalBytes} bytes`);
    }
    streamStart.lastIndex = bodyEnd;
  }
}

/**
 * A stream dictionary's /Length: a direct integer, or the integer of the indirect object it
 * names (`12 0 R` → `12 0 obj 3400 endobj`); null when absent or not found.
 */
function declaredLength(text: string, dictionary: string): number | null {
  const ref = /\/Length\s+(\d+)\s+(\d+)\s+R/.exec(dictionary);
  if (!ref) {
    const direct = /\/Length\s+(\d+)/.exec(dictionary);
    return direct ? Number(direct[1]) : null;
  }
  const target = new RegExp(`(?:^|[^0-9])${ref[1]}\\s+${ref[2]}\\s+obj\\s*(\\d+)\\s*endobj`).exec(text);
  return target ? Number(target[1]) : null;
}

/** The text of the object before a `stream` keyword: from its `obj` (at most 64 KB back). */
function dictionaryBefore(text: string, streamAt: number): string {
  const from = Math.max(0, streamAt - 65_536);
  const before = text.slice(from, streamAt);
  const objAt = before.lastIndexOf('obj');
  return objAt === -1 ? before : before.slice(objAt + 3);
}

/** The /Filter names of a stream dictionary, in decoding order; throws when not plain names. */
function filtersOf(dictionary: string): string[] {
  const at = dictionary.search(/\/Filter(?![A-Za-z0-9])/);
  if (at === -1) return [];
  const rest = dictionary.slice(at + '/Filter'.length).trimStart();
  const value = rest.startsWith('[') ? rest.slice(1, rest.indexOf(']') === -1 ? 0 : rest.indexOf(']')) : rest;
  const names = rest.startsWith('[') ? value.match(NAME_G) : value.match(NAME_AT_START);
  const plain = rest.startsWith('[') ? value.replace(NAME_G, '').trim() === '' : names !== null;
  if (!plain) throw new ResumeError('too_complex', 'a stream filter that is not a name');
  return (names ?? []).map((name) => name.slice(1));
}

const NAME_G = /\/[^\s/[\]<>()]+/g;
const NAME_AT_START = /^\/[^\s/[\]<>()]+/;

/** An upper bound of a stream's decoded size, stopping early once it passes `cap`. */
function decodedSizeBound(body: Buffer, filters: string[], cap: number): number {
  let size = body.length;
  filters.forEach((filter, i) => {
    if (i === 0 && FLATE.has(filter)) {
      size = inflatedSize(body, cap);
      return;
    }
    const growth = FLATE.has(filter) ? 1032 : WORST_CASE_GROWTH[filter];
    if (growth === undefined) throw new ResumeError('too_complex', `unknown stream filter ${filter}`);
    size = Math.min(size * growth, Number.MAX_SAFE_INTEGER);
  });
  return size;
}

/**
 * Inflated size of zlib data (RFC 1950), capped at `cap + 1`. Read as pdfjs does: the 2-byte
 * header checked, the deflate data inflated without checking the trailing Adler-32, and a
 * cut-off end tolerated. Data that fails to inflate counts as over the cap, since how much
 * it yielded before failing is unknown. 1032:1 is deflate's largest ratio (RFC 1951), used
 * above for a FlateDecode after another filter.
 */
function inflatedSize(body: Buffer, cap: number): number {
  const cmf = body[0] ?? 0;
  const flg = body[1] ?? 0;
  if ((cmf & 0x0f) !== 8 || ((cmf << 8) + flg) % 31 !== 0) return body.length;
  try {
    return inflateRawSync(body.subarray(2), { maxOutputLength: cap + 1, finishFlush: constants.Z_SYNC_FLUSH })
      .length;
  } catch {
    return cap + 1;
  }
}

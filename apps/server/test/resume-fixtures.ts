import { createDeflate, deflateRawSync } from 'node:zlib';
import CFB from 'cfb';
import { PDFDocument, PDFName, rgb, StandardFonts } from 'pdf-lib';

/**
 * Résumé files built by code for the tests (DESIGN "Conventions": fixtures made by code;
 * no binary résumé is committed). Each builder returns the bytes of a real file of its
 * format; the tests check that the text really comes back out.
 */

/** A PDF (pdf-lib, Helvetica) with one line of `lines` per row, one page per `pages` entry. */
export async function buildPdf(pages: string[][]): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  for (const lines of pages) {
    const page = pdf.addPage([612, 792]);
    lines.forEach((line, i) => {
      page.drawText(line, { x: 72, y: 720 - i * 18, size: 12, font });
    });
  }
  return Buffer.from(await pdf.save());
}

/** A PDF whose only page is a drawing (like a scanned résumé): no text to read. */
export async function buildImageOnlyPdf(): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  const page = pdf.addPage([612, 792]);
  page.drawRectangle({ x: 72, y: 72, width: 468, height: 648, color: rgb(0.9, 0.9, 0.9) });
  page.drawCircle({ x: 306, y: 396, size: 100, color: rgb(0.2, 0.2, 0.2) });
  return Buffer.from(await pdf.save());
}

/**
 * A PDF padded to about `bytes` with an uncompressed stream of noise the text layer never
 * reads (a 10 MB upload that is still quick to parse), plus `lines` of text on page one.
 */
export async function buildPaddedPdf(bytes: number, lines: string[]): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const page = pdf.addPage([612, 792]);
  lines.forEach((line, i) => {
    page.drawText(line, { x: 72, y: 720 - i * 18, size: 12, font });
  });
  const noise = Buffer.alloc(bytes);
  let seed = 1;
  for (let i = 0; i < noise.length; i++) {
    seed = (seed * 1103515245 + 12345) >>> 0;
    noise[i] = seed >>> 24;
  }
  const stream = pdf.context.stream(noise, { Length: noise.length });
  pdf.catalog.set(pdf.context.obj('PieceInfo'), pdf.context.register(stream));
  return Buffer.from(await pdf.save({ useObjectStreams: false }));
}

/** zlib (RFC 1950) data of `megabytes` MB of spaces, deflated at level 9 (≈ 1000:1). */
export async function deflatedSpaces(megabytes: number): Promise<Buffer> {
  const deflate = createDeflate({ level: 9 });
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
 * A small PDF whose page content is a FlateDecode stream of `inflatedMb` MB of spaces
 * (≈ 1000:1, so 300 MB inflate from ~300 KB): valid, but reading it means inflating it all.
 */
export async function buildFlateBombPdf(inflatedMb: number): Promise<Buffer> {
  const compressed = await deflatedSpaces(inflatedMb);
  const pdf = await PDFDocument.create();
  const page = pdf.addPage([612, 792]);
  const contents = pdf.context.stream(compressed, { Filter: 'FlateDecode', Length: compressed.length });
  page.node.set(PDFName.of('Contents'), pdf.context.register(contents));
  return Buffer.from(await pdf.save());
}

/** The ways issue 12 asked to vary the PDF bomb; each builds a valid PDF that inflates to hundreds of MB. */
export type PdfBombVariant =
  | 'several-streams'
  | 'several-pages'
  | 'object-stream'
  | 'run-length'
  | 'lzw'
  | 'ascii85-then-flate'
  | 'filter-by-reference';

/**
 * A PDF bomb variant (issue 12 finding 1): 'several-streams' — one page whose Contents is an
 * array of 8 streams of 12 MB each (each under a per-stream cap, 96 MB together);
 * 'several-pages' — 8 pages of 12 MB each; 'object-stream' — a 300 MB content stream in a file whose
 * objects sit in compressed object streams behind a cross-reference stream (PDF 1.5); 'run-length' — RunLengthDecode
 * runs (2 bytes → 128) of 320 KB encoded, 20 MB decoded; 'lzw' — an LZWDecode stream of
 * 64 KB (up to ~230 MB decoded); 'ascii85-then-flate' — a flate bomb wrapped in ASCII85;
 * 'filter-by-reference' — a flate bomb whose /Filter is an indirect object.
 */
export async function buildPdfBomb(variant: PdfBombVariant): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  const flate = (data: Buffer) => pdf.context.stream(data, { Filter: 'FlateDecode', Length: data.length });
  if (variant === 'several-streams' || variant === 'several-pages') {
    const twelve = await deflatedSpaces(12);
    const streams = Array.from({ length: 8 }, () => pdf.context.register(flate(twelve)));
    if (variant === 'several-streams') {
      pdf.addPage([612, 792]).node.set(PDFName.of('Contents'), pdf.context.obj(streams));
    } else {
      for (const ref of streams) pdf.addPage([612, 792]).node.set(PDFName.of('Contents'), ref);
    }
  } else if (variant === 'object-stream') {
    // The page tree lives in compressed object streams with a cross-reference stream (PDF 1.5).
    pdf
      .addPage([612, 792])
      .node.set(PDFName.of('Contents'), pdf.context.register(flate(await deflatedSpaces(300))));
    return Buffer.from(await pdf.save({ useObjectStreams: true }));
  } else {
    let data: Buffer;
    let filter: unknown;
    if (variant === 'run-length') {
      // Length byte 129 = "repeat the next byte 257 − 129 = 128 times" (ISO 32000-1 §7.4.5).
      data = Buffer.concat([Buffer.alloc(320 * 1024).fill(Buffer.from([129, 0x20])), Buffer.from([128])]);
      filter = 'RunLengthDecode';
    } else if (variant === 'lzw') {
      data = Buffer.alloc(64 * 1024, 0x80);
      filter = 'LZWDecode';
    } else if (variant === 'ascii85-then-flate') {
      data = Buffer.from(`${ascii85(await deflatedSpaces(100))}~>`, 'latin1');
      filter = pdf.context.obj(['ASCII85Decode', 'FlateDecode']);
    } else {
      data = await deflatedSpaces(300);
      filter = pdf.context.register(pdf.context.obj('FlateDecode'));
    }
    const stream = pdf.context.stream(data, { Filter: filter as never, Length: data.length });
    pdf.addPage([612, 792]).node.set(PDFName.of('Contents'), pdf.context.register(stream));
  }
  return Buffer.from(await pdf.save({ useObjectStreams: false }));
}

/** ASCII85 (ISO 32000-1 §7.4.3) without the end marker. */
function ascii85(data: Buffer): string {
  let out = '';
  for (let i = 0; i < data.length; i += 4) {
    const chunk = Buffer.alloc(4);
    data.copy(chunk, 0, i, i + 4);
    let value = chunk.readUInt32BE(0);
    const n = Math.min(4, data.length - i);
    if (value === 0 && n === 4) {
      out += 'z';
      continue;
    }
    const digits: string[] = [];
    for (let d = 0; d < 5; d++) {
      digits.unshift(String.fromCharCode((value % 85) + 33));
      value = Math.floor(value / 85);
    }
    out += digits.slice(0, n + 1).join('');
  }
  return out;
}

/** One file of a ZIP archive; `declaredSize` overrides the uncompressed size the headers claim. */
export interface ZipEntry {
  name: string;
  data: Buffer;
  /** Store (0) or deflate (8); deflate by default. */
  method?: 0 | 8;
  declaredSize?: number;
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

/** CRC-32 (IEEE 802.3) of `data`, as ZIP headers need it. */
function crc32(data: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of data) crc = CRC_TABLE[(crc ^ byte) & 0xff]! ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

/**
 * A ZIP archive (PKWARE APPNOTE 6.3: local headers, central directory, end record) of the
 * entries, deflated with node:zlib. Header sizes can be made to lie with `declaredSize`.
 */
export function buildZip(entries: ZipEntry[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const method = entry.method ?? 8;
    const body = method === 8 ? deflateRawSync(entry.data) : entry.data;
    const name = Buffer.from(entry.name, 'utf8');
    const size = entry.declaredSize ?? entry.data.length;
    const crc = crc32(entry.data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(0x0800, 6); // UTF-8 names
    local.writeUInt16LE(method, 8);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(body.length, 18);
    local.writeUInt32LE(size, 22);
    local.writeUInt16LE(name.length, 26);
    locals.push(local, name, body);

    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(0x0800, 8);
    central.writeUInt16LE(method, 10);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(body.length, 20);
    central.writeUInt32LE(size, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    centrals.push(central, name);
    offset += local.length + name.length + body.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The three parts every DOCX needs (ECMA-376 part 2), with one paragraph per entry of `paragraphs`. */
export function docxEntries(paragraphs: string[]): ZipEntry[] {
  const body = paragraphs.map((p) => `<w:p><w:r><w:t xml:space="preserve">${escapeXml(p)}</w:t></w:r></w:p>`);
  return [
    {
      name: '[Content_Types].xml',
      data: Buffer.from(
        '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
      ),
    },
    {
      name: '_rels/.rels',
      data: Buffer.from(
        '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>',
      ),
    },
    {
      name: 'word/document.xml',
      data: Buffer.from(
        `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body>${body.join('')}</w:body></w:document>`,
      ),
    },
  ];
}

/** A minimal, valid Word 2007+ document with the given paragraphs. */
export function buildDocx(paragraphs: string[]): Buffer {
  return buildZip(docxEntries(paragraphs));
}

/**
 * A minimal Word 97–2003 binary document (MS-DOC) holding `text` as one piece, built as an
 * OLE compound file with the cfb library. It carries exactly what word-extractor reads:
 * - WordDocument stream: FIB with wIdent 0xA5EC at 0x00, flags at 0x0A (fWhichTblStm set,
 *   so the table stream is "1Table"), ccpText at 0x4C, fcClx/lcbClx at 0x1A2/0x1A6, every
 *   other PLC length zero; the text as UTF-16LE at offset 0x800.
 * - 1Table stream: the CLX, i.e. a Pcdt (0x02, lcb) holding the piece table: CPs [0, n]
 *   and one PCD whose fc (bit 30 clear = UTF-16) points at the text.
 * With `encrypted`, the FIB's fEncrypted flag is set (the text itself stays plain), as a
 * password-protected document announces itself.
 */
export function buildDoc(text: string, { encrypted = false } = {}): Buffer {
  const content = `${text.replace(/\n/g, '\r')}\r`;
  const textBytes = Buffer.from(content, 'utf16le');
  const textOffset = 0x800;
  const word = Buffer.alloc(textOffset + textBytes.length);
  word.writeUInt16LE(0xa5ec, 0x00);
  word.writeUInt16LE(0x00c1, 0x02); // nFib of Word 97
  // fWhichTblStm (the 1Table stream); with `encrypted`, also fEncrypted (bit 8).
  word.writeUInt16LE(encrypted ? 0x0300 : 0x0200, 0x0a);
  word.writeUInt32LE(textOffset, 0x18); // fcMin
  word.writeUInt32LE(content.length, 0x4c); // ccpText
  textBytes.copy(word, textOffset);

  const pieceTable = Buffer.alloc(8 + 8);
  pieceTable.writeUInt32LE(0, 0);
  pieceTable.writeUInt32LE(content.length, 4);
  pieceTable.writeUInt16LE(0, 8); // PCD flags
  pieceTable.writeUInt32LE(textOffset, 10); // fc, UTF-16 text
  pieceTable.writeUInt16LE(0, 14); // prm
  const clx = Buffer.alloc(5 + pieceTable.length);
  clx.writeUInt8(0x02, 0);
  clx.writeUInt32LE(pieceTable.length, 1);
  pieceTable.copy(clx, 5);
  word.writeUInt32LE(0, 0x1a2); // fcClx: the CLX starts the table stream
  word.writeUInt32LE(clx.length, 0x1a6); // lcbClx

  const container = CFB.utils.cfb_new();
  CFB.utils.cfb_add(container, '/WordDocument', word);
  CFB.utils.cfb_add(container, '/1Table', clx);
  return Buffer.from(CFB.write(container, { type: 'buffer' }) as Uint8Array);
}

/** An OLE compound file without a WordDocument stream (like an old Excel file). */
export function buildOleWithoutWord(): Buffer {
  const container = CFB.utils.cfb_new();
  CFB.utils.cfb_add(container, '/Workbook', Buffer.alloc(4096, 1));
  return Buffer.from(CFB.write(container, { type: 'buffer' }) as Uint8Array);
}

/** The first bytes of a PNG (an image, not a résumé). */
export const PNG_BYTES = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);

import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { BookFormat, PdfOptions } from '@inkling/contracts/book';
import { BOOK_FILE_TEXTS } from '@inkling/contracts/book';
import fontkit from '@pdf-lib/fontkit';
import {
  concatTransformationMatrix,
  drawObject,
  PDFDocument,
  type PDFFont,
  type PDFObject,
  type PDFPage,
  PDFRawStream,
  type PDFRef,
  popGraphicsState,
  pushGraphicsState,
  rgb,
  StandardFonts,
} from 'pdf-lib';
import { toFontSafeText, wrapText } from '../guides/text';
import {
  coverFrame,
  fitRect,
  PAGE_NUMBER_SIZE,
  type Rect,
  sheetGeometry,
  sheetSequence,
  starPoints,
} from './layout';
import { pngForPdf } from './png';

/** A picture of the book: its size in px and a loader for its PNG bytes (called once, when written). */
export interface BookPicture {
  width: number;
  height: number;
  load: () => Promise<Buffer>;
  /** A story book page's caption (issue 33): printed as real text in a band at the page's foot. */
  caption?: string;
}

/** Everything a book file is made from. */
export interface BookDocument {
  title: string;
  /** The owner's name (PDF Author, EPUB dc:creator). */
  author: string;
  /**
   * Creation and modification date written into the file. Pass a date derived from the
   * contents (e.g. the newest page's completion), not the current time, so the same book
   * gives the same bytes.
   */
  date: Date;
  /** A stable id of the book's contents (PDF /ID from its hash; EPUB uses `uuid`). */
  identifier: string;
  /** BCP 47 language tag, e.g. "en". */
  language: string;
  format: BookFormat;
  cover: { belongsToLine: boolean; picture: BookPicture | null };
  /** The included pages in book order ("Page 1" first). */
  pages: BookPicture[];
}

/** Called after each picture is written: `done` of `total` pictures (cover included). */
export type ProgressFn = (done: number, total: number) => void | Promise<void>;

/** Receives the file's bytes in order; awaited, so a slow sink slows the writer (back-pressure). */
export type ByteSink = (chunk: Uint8Array) => void | Promise<void>;

/** Size and page count of a written file. */
export interface WrittenBook {
  bytes: number;
  pageCount: number;
}

const BLACK = rgb(0, 0, 0);

/**
 * Caption type size, pt: 20 pt is about 7 mm capitals, within the 18–24 pt that books for
 * early readers (ages 4–7) use; a caption that would need more than two lines steps down to 16.
 */
export const CAPTION_SIZE = 20;
/** Height of the caption band, pt: two lines of CAPTION_SIZE with room above and below. */
export const CAPTION_BAND = CAPTION_SIZE * 1.25 * 2 + 16;

let captionFontBytes: Buffer | null = null;
/**
 * The caption font: Fredoka One (SIL Open Font License 1.1, bundled by @fontsource/fredoka-one,
 * the same file the sketchbook's letters use), a rounded face with open, simple letter
 * shapes, embedded (subset to the letters used, as TrueType) with @pdf-lib/fontkit, so the
 * captions are real, searchable text.
 */
function captionFont(): Buffer {
  captionFontBytes ??= readFileSync(
    createRequire(import.meta.url).resolve('@fontsource/fredoka-one/files/fredoka-one-latin-400-normal.woff'),
  );
  return captionFontBytes;
}

/** Draws `caption` centred in the band at the foot of `box`, up to two lines. */
function drawCaption(page: PDFPage, box: Rect, caption: string, font: PDFFont): void {
  const text = toFontSafeText(caption, font);
  let size = CAPTION_SIZE;
  let lines = wrapText(text, font, size, box.width);
  if (lines.length > 2) {
    size = 16;
    lines = wrapText(text, font, size, box.width).slice(0, 2);
  }
  const lineHeight = size * 1.25;
  let y = box.y + (CAPTION_BAND + (lines.length - 1) * lineHeight) / 2 - size * 0.35;
  for (const line of lines) {
    const w = font.widthOfTextAtSize(line, size);
    page.drawText(line, { x: box.x + (box.width - w) / 2, y, size, font, color: BLACK });
    y -= lineHeight;
  }
}
/** Flush the writer's small objects to the sink in blocks of this many bytes. */
const FLUSH_BYTES = 256 * 1024;

/**
 * Writes the book as a PDF (issue 11) to `sink`: the cover first (title — a story book's, one
 * with captions, in the captions' face at 44 pt, others Helvetica Bold 36 pt —, optional "This book
 * belongs to ______" line, a page's picture or a drawn frame), then every page's print PNG at
 * its full resolution fitted inside the margins (never cropped; a page of another format is
 * centred), the page number ("Page N" as its number) in the bottom margin, optional blank
 * backs and blank fill pages (`sheetSequence`), and metadata: Title, Author, Creator and
 * Producer "Inkling", CreationDate and ModDate = `doc.date`, Lang.
 *
 * Print-ready (`options.printReady`): 8.625 × 11.25 in pages with TrimBox 8.5 × 11 in and
 * BleedBox = MediaBox (0.125 in bleed on top, bottom and the outside edge) and mirror margins
 * (see layout.ts for Amazon KDP's rules). Check the book with `printCheck` first; this
 * function lays out whatever it is given.
 *
 * Memory: pdf-lib builds a document in memory and serialises it whole (`save()`), so it is
 * used here only for the structure (pages, content streams, fonts, metadata). Each picture's
 * object number is reserved up front, and the objects are then written to `sink` one by one
 * by this module's own serialiser (header, objects, cross-reference table, trailer: PDF 1.7
 * §7.5); when it reaches a picture it loads that PNG, copies its compressed pixels in (see
 * png.ts) and lets it go. So at most one picture is held at a time, whatever the page count.
 * The same input gives the same bytes (no clock, no random ids).
 *
 * Throws Error when a picture is not a PNG, or its pixel size differs from the one given.
 */
export async function writeBookPdf(
  doc: BookDocument,
  options: PdfOptions,
  sink: ByteSink,
  onProgress?: ProgressFn,
): Promise<WrittenBook> {
  const pdf = await PDFDocument.create({ updateMetadata: false });
  pdf.setTitle(doc.title, { showInWindowTitleBar: true });
  pdf.setAuthor(doc.author);
  pdf.setCreator(BOOK_FILE_TEXTS.producer);
  pdf.setProducer(BOOK_FILE_TEXTS.producer);
  pdf.setCreationDate(doc.date);
  pdf.setModificationDate(doc.date);
  pdf.setLanguage(doc.language);
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  let captions: PDFFont | null = null;
  if (doc.pages.some((p) => p.caption)) {
    pdf.registerFontkit(fontkit);
    captions = await pdf.embedFont(captionFont(), { subset: true });
  }

  const images = new Map<number, BookPicture>();
  const reserve = (picture: BookPicture): PDFRef => {
    const ref = pdf.context.nextRef();
    images.set(ref.objectNumber, picture);
    return ref;
  };
  const placeImage = (page: PDFPage, picture: BookPicture, box: Rect) => {
    const name = page.node.newXObject('Im', reserve(picture));
    const r = fitRect(picture.width, picture.height, box);
    page.pushOperators(
      pushGraphicsState(),
      concatTransformationMatrix(r.width, 0, 0, r.height, r.x, r.y),
      drawObject(name),
      popGraphicsState(),
    );
  };

  const sequence = sheetSequence(doc.pages.length, options);
  sequence.forEach((sheet, i) => {
    const index = i + 1;
    const g = sheetGeometry(doc.format, options.printReady, index);
    const page = pdf.addPage([g.media.width, g.media.height]);
    if (g.trim) {
      page.setBleedBox(g.media.x, g.media.y, g.media.width, g.media.height);
      page.setTrimBox(g.trim.x, g.trim.y, g.trim.width, g.trim.height);
    }
    // A story book's title is set in its captions' rounded face (issue 33), larger.
    if (sheet.kind === 'cover')
      drawCover(page, g.content, doc, { regular, bold: captions ?? bold }, placeImage, captions ? 44 : 36);
    else if (sheet.kind === 'picture') {
      const picture = doc.pages[sheet.picture] as BookPicture;
      if (picture.caption && captions) {
        // The picture above the band, the caption in it (issue 33).
        const c = g.content;
        placeImage(page, picture, { ...c, y: c.y + CAPTION_BAND, height: c.height - CAPTION_BAND });
        drawCaption(page, c, picture.caption, captions);
      } else placeImage(page, picture, g.content);
      const label = String(sheet.picture + 1);
      const w = regular.widthOfTextAtSize(label, PAGE_NUMBER_SIZE);
      page.drawText(label, {
        x: g.pageNumber.x - w / 2,
        y: g.pageNumber.y,
        size: PAGE_NUMBER_SIZE,
        font: regular,
        color: BLACK,
      });
    }
  });
  await pdf.flush();

  const id = createHash('sha256').update(doc.identifier).digest('hex').slice(0, 32);
  const bytes = await serialize(pdf, images, id, sink, onProgress);
  return { bytes, pageCount: sequence.length };
}

/**
 * The cover: title at the top (`titleSize` pt, stepping down to fit three lines), the picture
 * or drawn frame in the middle, the optional line below.
 */
function drawCover(
  page: PDFPage,
  box: Rect,
  doc: BookDocument,
  fonts: { regular: PDFFont; bold: PDFFont },
  placeImage: (page: PDFPage, picture: BookPicture, box: Rect) => void,
  titleSize: number,
) {
  const title = toFontSafeText(doc.title, fonts.bold) || BOOK_FILE_TEXTS.defaultFileName;
  let size = titleSize;
  let lines = wrapText(title, fonts.bold, size, box.width);
  while (lines.length > 3 && size > 18) {
    size -= 2;
    lines = wrapText(title, fonts.bold, size, box.width);
  }
  lines = lines.slice(0, 3);
  const lineHeight = size * 1.2;
  let y = box.y + box.height - size;
  for (const line of lines) {
    const w = fonts.bold.widthOfTextAtSize(line, size);
    page.drawText(line, { x: box.x + (box.width - w) / 2, y, size, font: fonts.bold, color: BLACK });
    y -= lineHeight;
  }
  const titleBottom = y + lineHeight - size * 0.3 - 18;
  let bottom = box.y;
  if (doc.cover.belongsToLine) {
    const text = toFontSafeText(BOOK_FILE_TEXTS.belongsTo, fonts.regular);
    const s = 18;
    const w = fonts.regular.widthOfTextAtSize(text, s);
    page.drawText(text, {
      x: box.x + (box.width - w) / 2,
      y: box.y + 6,
      size: s,
      font: fonts.regular,
      color: BLACK,
    });
    bottom = box.y + 6 + s + 18;
  }
  const pictureBox: Rect = {
    x: box.x,
    y: bottom,
    width: box.width,
    height: Math.max(36, titleBottom - bottom),
  };
  if (doc.cover.picture) {
    placeImage(page, doc.cover.picture, pictureBox);
    return;
  }
  for (const shape of coverFrame(pictureBox)) {
    if (shape.kind === 'rect') {
      page.drawSvgPath(roundedRectPath(shape.rect, shape.radius), {
        x: 0,
        y: 0,
        borderColor: BLACK,
        borderWidth: shape.lineWidth,
      });
    } else {
      const points = starPoints(shape.cx, shape.cy, shape.outer, shape.inner);
      const path = `${points.map(([px, py], i) => `${i === 0 ? 'M' : 'L'} ${px} ${-py}`).join(' ')} Z`;
      page.drawSvgPath(path, { x: 0, y: 0, borderColor: BLACK, borderWidth: shape.lineWidth });
    }
  }
}

/**
 * An SVG path of a rounded rectangle for pdf-lib's drawSvgPath, whose SVG y axis points down
 * from the given origin (so y values are negated here with the origin at 0,0).
 */
function roundedRectPath(r: Rect, radius: number): string {
  const x0 = r.x;
  const x1 = r.x + r.width;
  const y0 = -(r.y + r.height);
  const y1 = -r.y;
  const q = Math.min(radius, r.width / 2, r.height / 2);
  return [
    `M ${x0 + q} ${y0}`,
    `L ${x1 - q} ${y0}`,
    `Q ${x1} ${y0} ${x1} ${y0 + q}`,
    `L ${x1} ${y1 - q}`,
    `Q ${x1} ${y1} ${x1 - q} ${y1}`,
    `L ${x0 + q} ${y1}`,
    `Q ${x0} ${y1} ${x0} ${y1 - q}`,
    `L ${x0} ${y0 + q}`,
    `Q ${x0} ${y0} ${x0 + q} ${y0}`,
    'Z',
  ].join(' ');
}

/**
 * Writes the document to `sink` object by object (PDF 1.7 §7.5: header, body, classic
 * cross-reference table, trailer), putting each reserved picture's image XObject in its place.
 * Returns the byte count.
 */
async function serialize(
  pdf: PDFDocument,
  images: Map<number, BookPicture>,
  id: string,
  sink: ByteSink,
  onProgress?: ProgressFn,
): Promise<number> {
  const context = pdf.context;
  const offsets = new Map<number, number>();
  let position = 0;
  let pending: Uint8Array[] = [];
  let pendingBytes = 0;
  const flush = async () => {
    if (pendingBytes === 0) return;
    const block = pending.length === 1 ? (pending[0] as Uint8Array) : Buffer.concat(pending);
    pending = [];
    pendingBytes = 0;
    await sink(block);
  };
  const write = async (chunk: Uint8Array) => {
    pending.push(chunk);
    pendingBytes += chunk.length;
    position += chunk.length;
    if (pendingBytes >= FLUSH_BYTES) await flush();
  };
  const latin1 = (s: string) => Buffer.from(s, 'latin1');
  const objectBytes = (object: PDFObject) => {
    const buffer = new Uint8Array(object.sizeInBytes());
    object.copyBytesInto(buffer, 0);
    return buffer;
  };

  // Header with a comment of bytes ≥ 128, marking the file as binary (PDF 1.7 §7.5.2).
  await write(latin1('%PDF-1.7\n%\u00e2\u00e3\u00cf\u00d3\n'));
  const largest = context.largestObjectNumber;
  const objects = new Map(
    context.enumerateIndirectObjects().map(([ref, object]) => [ref.objectNumber, object]),
  );
  let done = 0;
  for (let n = 1; n <= largest; n++) {
    const picture = images.get(n);
    const object = picture ? undefined : objects.get(n);
    if (!picture && !object) continue;
    offsets.set(n, position);
    await write(latin1(`${n} 0 obj\n`));
    if (picture) {
      const png = await picture.load();
      const image = await pngForPdf(png);
      if (image.width !== picture.width || image.height !== picture.height)
        throw new Error(
          `picture is ${image.width}×${image.height} px, expected ${picture.width}×${picture.height} px`,
        );
      const dict = context.obj({
        Type: 'XObject',
        Subtype: 'Image',
        Width: image.width,
        Height: image.height,
        ColorSpace: image.colors === 1 ? 'DeviceGray' : 'DeviceRGB',
        BitsPerComponent: 8,
        Filter: 'FlateDecode',
        DecodeParms: { Predictor: 15, Colors: image.colors, BitsPerComponent: 8, Columns: image.width },
      });
      await write(objectBytes(PDFRawStream.of(dict, image.data)));
      done++;
      await write(latin1('\nendobj\n'));
      await flush();
      await onProgress?.(done, images.size);
    } else {
      await write(objectBytes(object as PDFObject));
      await write(latin1('\nendobj\n'));
    }
  }

  const xrefAt = position;
  const size = largest + 1;
  let xref = `xref\n0 ${size}\n0000000000 65535 f \n`;
  for (let n = 1; n < size; n++) {
    const at = offsets.get(n);
    xref += at === undefined ? '0000000000 00000 f \n' : `${String(at).padStart(10, '0')} 00000 n \n`;
  }
  const root = context.trailerInfo.Root as PDFRef;
  const info = context.trailerInfo.Info as PDFRef;
  await write(
    latin1(
      `${xref}trailer\n<< /Size ${size} /Root ${root.objectNumber} 0 R /Info ${info.objectNumber} 0 R /ID [<${id}> <${id}>] >>\nstartxref\n${xrefAt}\n%%EOF\n`,
    ),
  );
  await flush();
  return position;
}

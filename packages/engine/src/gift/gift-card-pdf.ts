import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import fontkit from '@pdf-lib/fontkit';
import { type Color, PageSizes, PDFDocument, type PDFFont, type PDFPage, rgb, StandardFonts } from 'pdf-lib';
import { toFontSafeText, wrapText } from '../guides/text';

/**
 * The printable gift card (issue 34 "Gift cards"): a two-page US-letter PDF to print on both
 * sides. Front: a coloring page of the buyer's choice (their own page's print PNG), or a drawn
 * gift box when none is chosen. Back: who it is for, the message, the code in large letters,
 * the pack, and how to redeem at /redeem. Pure: the server supplies the picture and the words.
 */
export interface GiftCardPdfInput {
  /** The front picture: PNG bytes of a coloring page (print PNG, 300 dpi), or null for the drawn default. */
  frontPng: Uint8Array | null;
  /** The code as printed, in groups ("ABCD-EFGH-…"). */
  code: string;
  /** The card's heading, e.g. "A gift of coloring pages". */
  heading: string;
  /** The pack line, e.g. "Pro pack · 25 credits (25 coloring pages)". */
  packLine: string;
  /** "For Emma", or null. */
  toLine: string | null;
  /** The buyer's message (already checked), or null. */
  message: string | null;
  /** How to redeem, naming the /redeem URL. */
  howTo: string;
  /** The PDF's title (document metadata). */
  title: string;
  /** Written as creation and modification date; fix it for reproducible files. */
  creationDate: Date;
}

/** US letter in PDF points (1/72 in), with a 0.5 in margin that home printers can print. */
const PAGE = { width: PageSizes.Letter[0], height: PageSizes.Letter[1], margin: 36 } as const;

const INK: Color = rgb(0x2a / 255, 0x23 / 255, 0x40 / 255);
const INK_SOFT: Color = rgb(0x5b / 255, 0x54 / 255, 0x70 / 255);
const GRAPE: Color = rgb(0x6d / 255, 0x4a / 255, 0xff / 255);

let fredoka: Buffer | null = null;
/** Fredoka One (OFL 1.1, @fontsource/fredoka-one), the caption font of book PDFs. */
function fredokaBytes(): Buffer {
  fredoka ??= readFileSync(
    createRequire(import.meta.url).resolve('@fontsource/fredoka-one/files/fredoka-one-latin-400-normal.woff'),
  );
  return fredoka;
}

/**
 * Writes the gift card PDF: page 1 the front, page 2 the back (the code as real text, so it
 * can be found and copied). Throws Error when `frontPng` is not a PNG.
 */
export async function writeGiftCardPdf(input: GiftCardPdfInput): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.registerFontkit(fontkit);
  pdf.setTitle(input.title);
  pdf.setAuthor('Inkling');
  pdf.setCreator('Inkling');
  pdf.setProducer('Inkling (pdf-lib)');
  pdf.setCreationDate(input.creationDate);
  pdf.setModificationDate(input.creationDate);
  const round = await pdf.embedFont(fredokaBytes(), { subset: true });
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const mono = await pdf.embedFont(StandardFonts.CourierBold);

  const front = pdf.addPage([PAGE.width, PAGE.height]);
  if (input.frontPng) {
    const image = await pdf.embedPng(input.frontPng);
    const box = { w: PAGE.width - 2 * PAGE.margin, h: PAGE.height - 2 * PAGE.margin };
    const scale = Math.min(box.w / image.width, box.h / image.height);
    const w = image.width * scale;
    const h = image.height * scale;
    front.drawImage(image, { x: (PAGE.width - w) / 2, y: (PAGE.height - h) / 2, width: w, height: h });
  } else {
    drawGiftBox(front);
  }

  const back = pdf.addPage([PAGE.width, PAGE.height]);
  drawBack(back, input, { round, regular, mono });
  return pdf.save();
}

/** Centred text of one line. */
function centred(page: PDFPage, text: string, y: number, font: PDFFont, size: number, color: Color) {
  const safe = toFontSafeText(text, font);
  page.drawText(safe, { x: (PAGE.width - font.widthOfTextAtSize(safe, size)) / 2, y, size, font, color });
}

function drawBack(
  page: PDFPage,
  input: GiftCardPdfInput,
  fonts: { round: PDFFont; regular: PDFFont; mono: PDFFont },
): void {
  const width = PAGE.width - 2 * 72;
  let y = PAGE.height - 120;
  centred(page, input.heading, y, fonts.round, 32, GRAPE);
  y -= 48;
  if (input.toLine) {
    centred(page, input.toLine, y, fonts.round, 22, INK);
    y -= 40;
  }
  if (input.message) {
    for (const line of wrapText(toFontSafeText(input.message, fonts.round), fonts.round, 16, width).slice(
      0,
      8,
    )) {
      centred(page, line, y, fonts.round, 16, INK);
      y -= 22;
    }
    y -= 20;
  }
  // The code in a dashed box, large and in a fixed-width face so each symbol is clear.
  const size = Math.min(30, (width - 40) / (fonts.mono.widthOfTextAtSize(input.code, 1) || 1));
  const boxH = size + 36;
  y -= boxH;
  page.drawRectangle({
    x: 72,
    y,
    width,
    height: boxH,
    borderColor: GRAPE,
    borderWidth: 2,
    borderDashArray: [8, 5],
    color: rgb(0xf4 / 255, 0xf1 / 255, 0xff / 255),
  });
  centred(page, input.code, y + 18 + size * 0.15, fonts.mono, size, INK);
  y -= 40;
  centred(page, input.packLine, y, fonts.round, 18, INK);
  y -= 40;
  for (const line of wrapText(toFontSafeText(input.howTo, fonts.regular), fonts.regular, 13, width)) {
    centred(page, line, y, fonts.regular, 13, INK_SOFT);
    y -= 18;
  }
  centred(page, 'Inkling', 60, fonts.round, 18, GRAPE);
}

/**
 * The default front: a gift box with a bow, a few stars and a frame, drawn as black outlines
 * 4 pt wide (about 1.4 mm, the kids' bold line weight) so it can be coloured in.
 */
function drawGiftBox(page: PDFPage): void {
  const black = rgb(0, 0, 0);
  const line = { borderColor: black, borderWidth: 4 };
  const cx = PAGE.width / 2;
  const cy = PAGE.height / 2 - 40;
  page.drawRectangle({
    x: PAGE.margin,
    y: PAGE.margin,
    width: PAGE.width - 2 * PAGE.margin,
    height: PAGE.height - 2 * PAGE.margin,
    ...line,
  });
  // Box, lid and ribbon.
  page.drawRectangle({ x: cx - 160, y: cy - 170, width: 320, height: 240, ...line });
  page.drawRectangle({ x: cx - 185, y: cy + 70, width: 370, height: 70, ...line });
  page.drawRectangle({ x: cx - 28, y: cy - 170, width: 56, height: 310, ...line });
  // Bow: two loops and a knot.
  page.drawEllipse({ x: cx - 70, y: cy + 190, xScale: 70, yScale: 45, ...line });
  page.drawEllipse({ x: cx + 70, y: cy + 190, xScale: 70, yScale: 45, ...line });
  page.drawEllipse({ x: cx, y: cy + 165, xScale: 30, yScale: 26, color: rgb(1, 1, 1), ...line });
  // Stars around it.
  for (const [x, y, r] of [
    [140, 640, 34],
    [470, 660, 28],
    [110, 200, 26],
    [500, 190, 36],
    [300, 690, 20],
  ] as const) {
    page.drawSvgPath(starPath(r), { x, y, borderColor: black, borderWidth: 4, color: rgb(1, 1, 1) });
  }
}

/** An SVG path of a five-pointed star of outer radius `r` around (0, 0), y pointing down (SVG). */
function starPath(r: number): string {
  const points: string[] = [];
  for (let i = 0; i < 10; i++) {
    const radius = i % 2 === 0 ? r : r * 0.45;
    const angle = -Math.PI / 2 + (i * Math.PI) / 5;
    points.push(`${(radius * Math.cos(angle)).toFixed(2)} ${(radius * Math.sin(angle)).toFixed(2)}`);
  }
  return `M ${points.join(' L ')} Z`;
}

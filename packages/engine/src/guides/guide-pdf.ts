import {
  type Color,
  PageSizes,
  PDFDocument,
  type PDFFont,
  type PDFImage,
  type PDFPage,
  rgb,
  StandardFonts,
} from 'pdf-lib';
import { toFontSafeText, wrapText } from './text';

/** The words of a guide, as `@inkling/contracts/content/guides` defines them. */
export interface GuideText {
  title: string;
  summary: string;
  /** Who the guide is for, e.g. "Parents and teachers". */
  audience: string;
  sections: readonly { heading: string; paragraphs: readonly string[] }[];
}

/** An example coloring page shown in a guide, with the idea it was drawn from. */
export interface GuideExample {
  /** PNG bytes; the page's preview (long side ≤ 1024 px) keeps the PDF small. */
  png: Uint8Array;
  /** The idea typed into Inkling, quoted in the caption. */
  prompt: string;
}

/** What `renderGuidePdf` needs besides the text. */
export interface GuidePdfOptions {
  /** Shown large on the cover. */
  cover: GuideExample;
  /** Shown between sections where a page has room, otherwise as the last page. */
  inside?: GuideExample;
  /** Written as the PDF's creation and modification date; fix it for reproducible files. */
  creationDate: Date;
}

/** Page geometry in PDF points (1/72 in): US letter, 1 in side margins. */
const GUIDE_PAGE = {
  width: PageSizes.Letter[0],
  height: PageSizes.Letter[1],
  marginX: 72,
  /** Top of the text area on inner pages (below the running header). */
  contentTop: PageSizes.Letter[1] - 84,
  /** Lowest point text may reach (above the running footer). */
  contentBottom: 78,
} as const;

/** Width of the text column, pt. */
export const GUIDE_TEXT_WIDTH = GUIDE_PAGE.width - 2 * GUIDE_PAGE.marginX;

const hex = (value: number): Color =>
  rgb(((value >> 16) & 255) / 255, ((value >> 8) & 255) / 255, (value & 255) / 255);
/** Brand colours of the web app (apps/web/src/index.css). */
const INK = hex(0x2a2340);
const INK_SOFT = hex(0x5b5470);
const GRAPE = hex(0x6d4aff);
const GRAPE_SOFT = hex(0xf4f1ff);
const LINE = hex(0xd9d3ea);
const WHITE = rgb(1, 1, 1);

const BODY = { size: 11, leading: 16, paragraphGap: 7 } as const;
const HEADING = { size: 15, leading: 19, before: 20, after: 9 } as const;
const FIGURE = { padding: 10, captionGap: 8, captionSize: 9.5, captionLeading: 13 } as const;
/** Smallest image height (pt) worth placing between sections; below it the figure waits. */
const FIGURE_MIN_IMAGE_HEIGHT = 230;
const FIGURE_MAX_IMAGE_HEIGHT = 330;

interface Fonts {
  regular: PDFFont;
  bold: PDFFont;
  italic: PDFFont;
}

/**
 * Lays out one Inkling guide as a printable US-letter PDF: a cover (Inkling name, title,
 * summary, audience and a large example coloring page), then the sections with wrapped
 * paragraphs, an "In this guide" contents box, the second example page where a page has
 * room, a running header, and a footer "Inkling — <title>" with "Page n of N".
 * Text is drawn with the standard Helvetica fonts (WinAnsi); characters they cannot
 * encode are replaced first (`toFontSafeText`). Metadata: title, author "Inkling",
 * subject (the summary), keywords, language en-US, and `creationDate` for both dates,
 * so the same inputs give byte-identical files.
 * Returns the PDF bytes; throws only if a PNG cannot be decoded.
 */
export async function renderGuidePdf(guide: GuideText, options: GuidePdfOptions): Promise<Uint8Array> {
  const doc = await PDFDocument.create({ updateMetadata: false });
  const fonts: Fonts = {
    regular: await doc.embedFont(StandardFonts.Helvetica),
    bold: await doc.embedFont(StandardFonts.HelveticaBold),
    italic: await doc.embedFont(StandardFonts.HelveticaOblique),
  };
  const safe = (text: string) => toFontSafeText(text, fonts.regular);
  const title = safe(guide.title);

  doc.setTitle(title, { showInWindowTitleBar: true });
  doc.setAuthor('Inkling');
  doc.setSubject(safe(guide.summary));
  doc.setKeywords(['Inkling', 'coloring pages', 'guide', title]);
  doc.setCreator('Inkling');
  doc.setProducer('Inkling guide builder (pdf-lib)');
  doc.setLanguage('en-US');
  doc.setCreationDate(options.creationDate);
  doc.setModificationDate(options.creationDate);

  const coverImage = await doc.embedPng(options.cover.png);
  drawCover(doc.addPage(PageSizes.Letter), fonts, guide, coverImage, options.cover.prompt);

  const layout = new FlowLayout(doc, fonts);
  const contentsTop = layout.y;
  layout.y -= contentsBoxHeight(guide.sections.length) + 8;

  const insideImage = options.inside ? await doc.embedPng(options.inside.png) : undefined;
  let insidePlaced = !insideImage;
  const sectionPages: number[] = [];
  guide.sections.forEach((section, index) => {
    const paragraphs = section.paragraphs.map(safe);
    sectionPages.push(layout.heading(index + 1, safe(section.heading), paragraphs[0] ?? ''));
    for (const paragraph of paragraphs) layout.paragraph(paragraph);
    const pastFirstThird = index + 1 >= Math.ceil(guide.sections.length / 3);
    if (!insidePlaced && insideImage && options.inside && pastFirstThird) {
      insidePlaced = layout.figureIfRoom(insideImage, safe(options.inside.prompt));
    }
  });
  if (!insidePlaced && insideImage && options.inside) {
    layout.closingFigure(insideImage, safe(options.inside.prompt));
  }

  drawContents(
    layout.pages[0] as PDFPage,
    contentsTop,
    fonts,
    guide.sections.map((s) => safe(s.heading)),
    sectionPages,
  );
  const pages = doc.getPages();
  pages.forEach((page, index) => {
    if (index > 0) drawRunningHeaderAndFooter(page, fonts, title, index + 1, pages.length);
  });
  return doc.save({ useObjectStreams: true });
}

/** Draws the Inkling mark (the favicon: a pencil on a grape tile), `size` pt wide, top-left at (x, top). */
function drawLogo(page: PDFPage, x: number, top: number, size: number): void {
  const scale = size / 64;
  const at = { x, y: top, scale };
  page.drawSvgPath(
    'M16 0H48A16 16 0 0 1 64 16V48A16 16 0 0 1 48 64H16A16 16 0 0 1 0 48V16A16 16 0 0 1 16 0Z',
    {
      ...at,
      color: GRAPE,
    },
  );
  page.drawSvgPath('M18 46L22 34L42 14A5 5 0 0 1 49 21L29 41Z', { ...at, color: WHITE });
  page.drawSvgPath('M18 46L22 34L29 41Z', { ...at, color: hex(0xffc83d) });
  page.drawSvgPath('M41 46A5 5 0 1 0 51 46A5 5 0 1 0 41 46Z', { ...at, color: hex(0xff7a45) });
}

/** Baseline for a line whose box starts at `top`, pt: the cap height sits centred in the leading. */
function baseline(top: number, size: number, leading: number): number {
  return top - (leading - size) / 2 - size * 0.8;
}

function drawLines(
  page: PDFPage,
  lines: readonly string[],
  top: number,
  style: { font: PDFFont; size: number; leading: number; color: Color; x?: number; center?: boolean },
): number {
  let y = top;
  for (const line of lines) {
    const width = style.font.widthOfTextAtSize(line, style.size);
    const x = style.center ? (GUIDE_PAGE.width - width) / 2 : (style.x ?? GUIDE_PAGE.marginX);
    page.drawText(line, {
      x,
      y: baseline(y, style.size, style.leading),
      size: style.size,
      font: style.font,
      color: style.color,
    });
    y -= style.leading;
  }
  return y;
}

function drawCover(page: PDFPage, fonts: Fonts, guide: GuideText, image: PDFImage, prompt: string): void {
  const { marginX, width, height } = GUIDE_PAGE;
  const safe = (text: string) => toFontSafeText(text, fonts.regular);
  const top = height - 60;
  drawLogo(page, marginX, top, 30);
  page.drawText('Inkling', { x: marginX + 40, y: top - 23, size: 22, font: fonts.bold, color: INK });
  const badge = 'FREE PRINTABLE GUIDE';
  const badgeWidth = fonts.bold.widthOfTextAtSize(badge, 8.5);
  page.drawText(badge, {
    x: width - marginX - badgeWidth,
    y: top - 19,
    size: 8.5,
    font: fonts.bold,
    color: GRAPE,
  });
  page.drawLine({
    start: { x: marginX, y: top - 44 },
    end: { x: width - marginX, y: top - 44 },
    thickness: 0.75,
    color: LINE,
  });

  let y = top - 76;
  y = drawLines(page, wrapText(safe(guide.title), fonts.bold, 30, GUIDE_TEXT_WIDTH), y, {
    font: fonts.bold,
    size: 30,
    leading: 36,
    color: INK,
  });
  y -= 10;
  y = drawLines(page, wrapText(safe(guide.summary), fonts.regular, 13, GUIDE_TEXT_WIDTH), y, {
    font: fonts.regular,
    size: 13,
    leading: 19,
    color: INK_SOFT,
  });
  y -= 8;
  y = drawLines(page, wrapText(safe(`For: ${guide.audience}`), fonts.bold, 10.5, GUIDE_TEXT_WIDTH), y, {
    font: fonts.bold,
    size: 10.5,
    leading: 15,
    color: GRAPE,
  });
  y -= 22;
  drawFigure(page, fonts, image, caption(prompt, fonts), y, 54, GUIDE_TEXT_WIDTH);
}

function caption(prompt: string, fonts: Fonts): string {
  return `An example page drawn by Inkling from the idea "${toFontSafeText(prompt, fonts.italic)}".`;
}

/** Height of the framed figure (image, padding, caption) for an image `imageHeight` pt tall. */
function figureHeight(imageHeight: number, captionLines: number): number {
  return imageHeight + 2 * FIGURE.padding + FIGURE.captionGap + captionLines * FIGURE.captionLeading;
}

/**
 * Draws `image` centred in a rounded frame from `top` down to at most `bottom` (pt),
 * keeping its aspect ratio, with the caption below. Returns the y under the caption.
 */
function drawFigure(
  page: PDFPage,
  fonts: Fonts,
  image: PDFImage,
  text: string,
  top: number,
  bottom: number,
  maxWidth: number,
  maxImageHeight = Number.POSITIVE_INFINITY,
): number {
  const captionLines = wrapText(text, fonts.italic, FIGURE.captionSize, maxWidth);
  const room = top - bottom - figureHeight(0, captionLines.length);
  let imageHeight = Math.min(room, maxImageHeight);
  let imageWidth = (imageHeight * image.width) / image.height;
  if (imageWidth > maxWidth - 2 * FIGURE.padding) {
    imageWidth = maxWidth - 2 * FIGURE.padding;
    imageHeight = (imageWidth * image.height) / image.width;
  }
  const frameWidth = imageWidth + 2 * FIGURE.padding;
  const frameHeight = imageHeight + 2 * FIGURE.padding;
  const frameX = (GUIDE_PAGE.width - frameWidth) / 2;
  page.drawSvgPath(roundedRect(frameWidth, frameHeight, 10), {
    x: frameX,
    y: top,
    color: WHITE,
    borderColor: LINE,
    borderWidth: 1,
  });
  page.drawImage(image, {
    x: frameX + FIGURE.padding,
    y: top - FIGURE.padding - imageHeight,
    width: imageWidth,
    height: imageHeight,
  });
  return drawLines(page, captionLines, top - frameHeight - FIGURE.captionGap, {
    font: fonts.italic,
    size: FIGURE.captionSize,
    leading: FIGURE.captionLeading,
    color: INK_SOFT,
    center: true,
  });
}

/** SVG path of a w×h rectangle with corner radius r, origin top-left (pdf-lib flips y). */
function roundedRect(w: number, h: number, r: number): string {
  return `M${r} 0H${w - r}A${r} ${r} 0 0 1 ${w} ${r}V${h - r}A${r} ${r} 0 0 1 ${w - r} ${h}H${r}A${r} ${r} 0 0 1 0 ${h - r}V${r}A${r} ${r} 0 0 1 ${r} 0Z`;
}

const CONTENTS = { padding: 16, titleLeading: 22, entryLeading: 18, size: 10.5 } as const;

function contentsBoxHeight(entries: number): number {
  return 2 * CONTENTS.padding + CONTENTS.titleLeading + entries * CONTENTS.entryLeading;
}

/** The "In this guide" box at the top of the first inner page: numbered headings and their page numbers. */
function drawContents(
  page: PDFPage,
  top: number,
  fonts: Fonts,
  headings: readonly string[],
  pageNumbers: readonly number[],
): void {
  const { marginX } = GUIDE_PAGE;
  const boxHeight = contentsBoxHeight(headings.length);
  page.drawSvgPath(roundedRect(GUIDE_TEXT_WIDTH, boxHeight, 12), { x: marginX, y: top, color: GRAPE_SOFT });
  const inner = marginX + CONTENTS.padding;
  const right = marginX + GUIDE_TEXT_WIDTH - CONTENTS.padding;
  let y = top - CONTENTS.padding;
  page.drawText('IN THIS GUIDE', {
    x: inner,
    y: baseline(y, 9, CONTENTS.titleLeading) + 3,
    size: 9,
    font: fonts.bold,
    color: GRAPE,
  });
  y -= CONTENTS.titleLeading;
  headings.forEach((heading, index) => {
    const base = baseline(y, CONTENTS.size, CONTENTS.entryLeading);
    const number = String(index + 1);
    page.drawText(number, { x: inner, y: base, size: CONTENTS.size, font: fonts.bold, color: GRAPE });
    const pageLabel = String(pageNumbers[index] ?? '');
    const pageWidth = fonts.regular.widthOfTextAtSize(pageLabel, CONTENTS.size);
    const textX = inner + 20;
    const maxText = right - pageWidth - 24 - textX;
    const [first = ''] = wrapText(heading, fonts.regular, CONTENTS.size, maxText);
    const shown = first === heading ? heading : `${first.replace(/\s*\S*$/, '')}...`;
    page.drawText(shown, { x: textX, y: base, size: CONTENTS.size, font: fonts.regular, color: INK });
    const leaderStart = textX + fonts.regular.widthOfTextAtSize(shown, CONTENTS.size) + 6;
    const leaderEnd = right - pageWidth - 6;
    if (leaderEnd > leaderStart) {
      page.drawLine({
        start: { x: leaderStart, y: base + 1 },
        end: { x: leaderEnd, y: base + 1 },
        thickness: 0.6,
        color: LINE,
        dashArray: [1, 2.5],
      });
    }
    page.drawText(pageLabel, {
      x: right - pageWidth,
      y: base,
      size: CONTENTS.size,
      font: fonts.regular,
      color: INK_SOFT,
    });
    y -= CONTENTS.entryLeading;
  });
}

function drawRunningHeaderAndFooter(
  page: PDFPage,
  fonts: Fonts,
  title: string,
  pageNumber: number,
  pageCount: number,
): void {
  const { marginX, width, height } = GUIDE_PAGE;
  const right = width - marginX;
  const headerTop = height - 40;
  drawLogo(page, marginX, headerTop, 14);
  page.drawText('Inkling', { x: marginX + 19, y: headerTop - 11, size: 10, font: fonts.bold, color: INK });
  const [shortTitle = title] = wrapText(title, fonts.regular, 9, GUIDE_TEXT_WIDTH - 80);
  const titleWidth = fonts.regular.widthOfTextAtSize(shortTitle, 9);
  page.drawText(shortTitle, {
    x: right - titleWidth,
    y: headerTop - 10.5,
    size: 9,
    font: fonts.regular,
    color: INK_SOFT,
  });
  page.drawLine({
    start: { x: marginX, y: headerTop - 20 },
    end: { x: right, y: headerTop - 20 },
    thickness: 0.75,
    color: LINE,
  });

  const footerY = 40;
  page.drawLine({
    start: { x: marginX, y: footerY + 16 },
    end: { x: right, y: footerY + 16 },
    thickness: 0.75,
    color: LINE,
  });
  const running = `Inkling \u2014 ${title}`;
  const [runningLine = running] = wrapText(running, fonts.regular, 9, GUIDE_TEXT_WIDTH - 90);
  page.drawText(runningLine, { x: marginX, y: footerY, size: 9, font: fonts.regular, color: INK_SOFT });
  const number = `Page ${pageNumber} of ${pageCount}`;
  const numberWidth = fonts.regular.widthOfTextAtSize(number, 9);
  page.drawText(number, {
    x: right - numberWidth,
    y: footerY,
    size: 9,
    font: fonts.regular,
    color: INK_SOFT,
  });
}

/** Flows headings, paragraphs and figures down inner pages, starting new pages as needed. */
class FlowLayout {
  readonly pages: PDFPage[] = [];
  y = 0;
  private page!: PDFPage;
  private afterHeading = false;

  constructor(
    private readonly doc: PDFDocument,
    private readonly fonts: Fonts,
  ) {
    this.newPage();
  }

  private newPage(): void {
    this.page = this.doc.addPage(PageSizes.Letter);
    this.pages.push(this.page);
    this.y = GUIDE_PAGE.contentTop;
  }

  private get room(): number {
    return this.y - GUIDE_PAGE.contentBottom;
  }

  private get atTop(): boolean {
    return this.y === GUIDE_PAGE.contentTop;
  }

  /**
   * Draws a numbered section heading, kept on one page with as much of `firstParagraph`
   * as `paragraph` would put there (all of a paragraph up to 3 lines, else 2 lines);
   * returns the heading's page number (cover = 1).
   */
  heading(number: number, text: string, firstParagraph: string): number {
    const indent = 24;
    const lines = wrapText(text, this.fonts.bold, HEADING.size, GUIDE_TEXT_WIDTH - indent);
    const firstLines = wrapText(firstParagraph, this.fonts.regular, BODY.size, GUIDE_TEXT_WIDTH).length;
    const keepLines = firstLines <= 3 ? firstLines : 2;
    const before = this.atTop ? 0 : HEADING.before;
    const need = before + lines.length * HEADING.leading + HEADING.after + keepLines * BODY.leading;
    if (this.room < need) this.newPage();
    else this.y -= before;
    this.page.drawText(String(number), {
      x: GUIDE_PAGE.marginX,
      y: baseline(this.y, HEADING.size, HEADING.leading),
      size: HEADING.size,
      font: this.fonts.bold,
      color: GRAPE,
    });
    this.y = drawLines(this.page, lines, this.y, {
      font: this.fonts.bold,
      size: HEADING.size,
      leading: HEADING.leading,
      color: INK,
      x: GUIDE_PAGE.marginX + indent,
    });
    this.y -= HEADING.after;
    this.afterHeading = true;
    return this.pages.length + 1;
  }

  /** Draws a wrapped paragraph, splitting it across pages without leaving a single line behind or ahead. */
  paragraph(text: string): void {
    let lines = wrapText(text, this.fonts.regular, BODY.size, GUIDE_TEXT_WIDTH);
    if (!this.atTop && !this.afterHeading) this.y -= BODY.paragraphGap;
    this.afterHeading = false;
    while (lines.length > 0) {
      let fit = Math.floor(this.room / BODY.leading);
      if (fit < lines.length && lines.length - fit === 1) fit -= 1;
      if (fit < Math.min(2, lines.length)) {
        this.newPage();
        continue;
      }
      const shown = lines.slice(0, fit);
      this.y = drawLines(this.page, shown, this.y, {
        font: this.fonts.regular,
        size: BODY.size,
        leading: BODY.leading,
        color: INK,
      });
      lines = lines.slice(shown.length);
      if (lines.length > 0) this.newPage();
    }
  }

  /** Places the example figure here if at least a useful size fits on this page; returns whether it did. */
  figureIfRoom(image: PDFImage, prompt: string): boolean {
    const text = caption(prompt, this.fonts);
    const captionLines = wrapText(text, this.fonts.italic, FIGURE.captionSize, GUIDE_TEXT_WIDTH).length;
    const gap = HEADING.before;
    if (this.room - gap < figureHeight(FIGURE_MIN_IMAGE_HEIGHT, captionLines)) return false;
    this.y -= gap;
    const bottom = Math.max(
      GUIDE_PAGE.contentBottom,
      this.y - figureHeight(FIGURE_MAX_IMAGE_HEIGHT, captionLines),
    );
    this.y = drawFigure(
      this.page,
      this.fonts,
      image,
      text,
      this.y,
      bottom,
      GUIDE_TEXT_WIDTH,
      FIGURE_MAX_IMAGE_HEIGHT,
    );
    return true;
  }

  /** Ends the guide with the example figure: here if it fits, otherwise as a full page to color. */
  closingFigure(image: PDFImage, prompt: string): void {
    if (this.figureIfRoom(image, prompt)) return;
    this.newPage();
    this.page.drawText('Your turn: print this page and color it in!', {
      x: GUIDE_PAGE.marginX,
      y: baseline(this.y, HEADING.size, HEADING.leading),
      size: HEADING.size,
      font: this.fonts.bold,
      color: INK,
    });
    this.y -= HEADING.leading + HEADING.after + 6;
    this.y = drawFigure(
      this.page,
      this.fonts,
      image,
      caption(prompt, this.fonts),
      this.y,
      GUIDE_PAGE.contentBottom,
      GUIDE_TEXT_WIDTH,
    );
  }
}

import type { Book } from '@inkling/contracts/book';
import { BOOK_SETTINGS_TEXTS, EXPORT_TEXTS, FLIPBOOK_TEXTS } from '@inkling/contracts/book-ui';
import { toast } from '../../../lib/toast';

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** The drawn cover frame as SVG markup (the same drawing as CoverFrame, for the print view). */
const FRAME_SVG =
  '<svg class="frame" viewBox="0 0 100 100" fill="none" stroke="#000" aria-hidden="true">' +
  '<rect x="4" y="4" width="92" height="92" rx="6" stroke-width="1.4"/>' +
  '<rect x="8" y="8" width="84" height="84" rx="4" stroke-width="0.6" stroke-dasharray="2 1.6"/></svg>';

/**
 * The print view of a book as one HTML document (issue 11 "Print prints the whole book, one
 * picture per sheet, from the same pages as the PDF"): the cover sheet (title, the optional
 * "belongs to" line, the cover page's print PNG or a drawn frame), then each included page's
 * print PNG in book order, one per sheet on the book's paper (letter or A4, margin 0), fitted
 * and never cropped, each with alt "Coloring page N".
 */
export function bookPrintHtml(book: Book, origin: string): string {
  const pages = book.pages.filter((page) => page.included);
  const coverPage = book.cover.pageId
    ? book.pages.find((p) => p.generationId === book.cover.pageId)
    : undefined;
  const abs = (url: string) => escapeHtml(new URL(url, origin).href);
  const sheets = [
    '<section class="sheet cover">' +
      (coverPage ? '' : FRAME_SVG) +
      `<h1>${escapeHtml(book.cover.title)}</h1>` +
      (coverPage
        ? `<img class="cover-picture" src="${abs(coverPage.printUrl)}" alt="${escapeHtml(FLIPBOOK_TEXTS.coverAlt)}">`
        : '') +
      (book.cover.belongsToLine ? `<p>${escapeHtml(BOOK_SETTINGS_TEXTS.belongsTo)}</p>` : '') +
      '</section>',
    ...pages.map(
      (page, index) =>
        `<section class="sheet"><img src="${abs(page.printUrl)}" alt="${escapeHtml(FLIPBOOK_TEXTS.alt(index + 1))}"></section>`,
    ),
  ];
  const paper = book.format === 'a4' ? 'A4' : 'letter';
  return (
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(book.cover.title)}</title><style>` +
    `@page{size:${paper};margin:0}html,body{margin:0;padding:0;background:#fff;font-family:sans-serif}` +
    '.sheet{position:relative;width:100vw;height:100vh;display:flex;flex-direction:column;align-items:center;justify-content:center;break-after:page;page-break-after:always;overflow:hidden;box-sizing:border-box}' +
    '.sheet:last-child{break-after:auto;page-break-after:auto}' +
    '.sheet>img{display:block;width:100%;height:100%;object-fit:contain}' +
    '.cover{padding:8vh 8vw;text-align:center}.cover h1{font-size:40pt;margin:0 0 4vh}.cover p{font-size:16pt}' +
    '.cover .frame{position:absolute;inset:4vh 4vw;width:92vw;height:92vh}' +
    '.cover-picture{max-width:100%;min-height:0;flex:1;object-fit:contain}' +
    `</style></head><body>${sheets.join('')}</body></html>`
  );
}

/**
 * Prints the whole book (bookPrintHtml) from a hidden iframe once every picture has loaded;
 * a picture that fails to load cancels the print with EXPORT_TEXTS.printFailed. Resolves
 * when the print dialog has been opened (or the print failed).
 */
export function printBook(book: Book): Promise<void> {
  return new Promise((resolve) => {
    const frame = document.createElement('iframe');
    frame.setAttribute('aria-hidden', 'true');
    frame.tabIndex = -1;
    frame.style.cssText = 'position:fixed;right:0;bottom:0;width:0;height:0;border:0;visibility:hidden';
    document.body.append(frame);
    const doc = frame.contentDocument;
    const win = frame.contentWindow;
    const fail = () => {
      frame.remove();
      toast.error(EXPORT_TEXTS.printFailed);
      resolve();
    };
    if (!doc || !win) {
      fail();
      return;
    }
    doc.open();
    doc.write(bookPrintHtml(book, window.location.href));
    doc.close();
    const images = Array.from(doc.images);
    let waiting = images.length;
    let failed = false;
    const go = () => {
      win.addEventListener('afterprint', () => window.setTimeout(() => frame.remove(), 1_000), {
        once: true,
      });
      win.focus();
      win.print();
      window.setTimeout(() => frame.remove(), 120_000);
      resolve();
    };
    if (waiting === 0) {
      go();
      return;
    }
    for (const image of images) {
      if (image.complete && image.naturalWidth > 0) {
        waiting -= 1;
        continue;
      }
      image.addEventListener('load', () => {
        waiting -= 1;
        if (waiting === 0 && !failed) go();
      });
      image.addEventListener('error', () => {
        if (failed) return;
        failed = true;
        fail();
      });
    }
    if (waiting === 0) go();
  });
}
